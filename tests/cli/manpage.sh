#!/usr/bin/env bash
# docs/ludic.1 documents every command and every option that --help lists,
# and formats without warnings when man is installed.
. "$(dirname "$0")/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
page=$LUDIC_SOURCE_DIR/docs/ludic.1
[ -f "$page" ] || fail "docs/ludic.1 is missing"
# The man page escapes dashes: --max-memory is written \-\-max\-memory.
text=$(sed 's/\\-/-/g' "$page")
for game in mahjong blackwhite jenga; do
  commands=$("$LUDIC" "$game" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
  [ -n "$commands" ] || fail "ludic $game --help lists no commands"
  for cmd in $commands; do
    grep -q "ludic $game.*$cmd\|ludic $game \[solve\]" <<<"$text" ||
      fail "docs/ludic.1 does not describe 'ludic $game $cmd'"
    options=$("$LUDIC" "$game" "$cmd" --help | sed -n '/^Options:/,/^$/p' |
      grep -o -- '^  --[a-z-]*' | sed 's/^  //' | sort -u)
    for opt in $options; do
      grep -q -- "$opt" <<<"$text" || fail "docs/ludic.1 does not mention $opt (ludic $game $cmd)"
    done
  done
done
# The riichi commands' entries each name every option of their own --help
# (the check above finds an option anywhere in the page: advise's entry
# once lacked --max-memory and --quiet, found only in analyze's).
for cmd in shanten analyze advise; do
  entry=$(awk -v head=".BR \"ludic mahjong $cmd " '
    index($0, head) == 1 { on = 1; print; next }
    on && /^\.(TP|SH)/ { exit }
    on' <<<"$text")
  [ -n "$entry" ] || fail "docs/ludic.1 has no entry starting '.BR \"ludic mahjong $cmd '"
  for opt in $("$LUDIC" mahjong "$cmd" --help | sed -n '/^Options:/,/^$/p' |
    grep -o -- '^  --[a-z-]*' | sed 's/^  //' | grep -v -- '--help' | sort -u); do
    grep -q -- "$opt" <<<"$entry" || fail "docs/ludic.1: the entry of 'ludic mahjong $cmd' does not mention $opt"
  done
done
if command -v man >/dev/null 2>&1; then
  warnings=$(MANWIDTH=80 man --warnings -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man reports: $warnings"
fi
finish
