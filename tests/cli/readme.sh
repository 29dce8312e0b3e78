#!/usr/bin/env bash
# README.md is documentation that runs: every "$ command" line in its plain
# fenced blocks must print (stdout and stderr together) exactly the lines
# that follow it, where a line "..." stands for any lines; and the C block
# after "<!-- readme_example.c -->" must be tests/blackwhite/test_blackwhite_readme.c.
. "$(dirname "$0")/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
readme=$LUDIC_SOURCE_DIR/README.md
work=$scratch/work
mkdir -p "$work/bin"
ln -s "$LUDIC_SOURCE_DIR/examples" "$work/examples"
ln -s "$LUDIC" "$work/bin/ludic"

# Turn expected text into a bash pattern: quote glob characters, "..." lines become *.
pattern_of() {
  local text=$1 line pat="" first=1
  while IFS= read -r line; do
    if [ "$line" = "..." ]; then
      piece='*'
    else
      piece=$(printf '%s' "$line" | sed 's/[][*?\\]/\\&/g')
    fi
    if [ $first -eq 1 ]; then pat=$piece; first=0; else pat="$pat"$'\n'"$piece"; fi
  done <<<"$text"
  printf '%s' "$pat"
}

count=0
check() {
  local got pat
  got=$(cd "$work" && PATH="$work/bin:$PATH" bash -c "$command" 2>&1)
  pat=$(pattern_of "$expected")
  # shellcheck disable=SC2053
  [[ "$got" == $pat ]] || fail "README: [$command] printed
$got
--- README says ---
$expected"
  count=$((count + 1))
}

in_block=0 lang="" have=0 command="" expected=""
while IFS= read -r line; do
  if [[ "$line" == '```'* ]]; then
    if [ $in_block -eq 0 ]; then
      in_block=1 lang=${line#\`\`\`} have=0
    else
      [ $have -eq 1 ] && check
      in_block=0 have=0
    fi
    continue
  fi
  [ $in_block -eq 1 ] && [ -z "$lang" ] || continue
  if [[ "$line" == '$ '* ]]; then
    [ $have -eq 1 ] && check
    command=${line#\$ } expected="" have=1
  elif [ $have -eq 1 ]; then
    if [ -z "$expected" ]; then expected=$line; else expected="$expected"$'\n'"$line"; fi
  fi
done <"$readme"
[ "$count" -ge 20 ] || fail "only $count README examples found"

# The C example is the file the suite compiles.
block=$(awk '/<!-- readme_example.c -->/{f=1; next} f && /^```c/{g=1; next} g && /^```/{exit} g' "$readme")
[ "$block" = "$(cat "$LUDIC_SOURCE_DIR/tests/blackwhite/test_blackwhite_readme.c")" ] ||
  fail "README's C example differs from tests/blackwhite/test_blackwhite_readme.c"
echo "$count README examples"
finish
