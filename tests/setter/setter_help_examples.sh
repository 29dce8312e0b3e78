#!/usr/bin/env bash
# The --help examples of check, stress and tests, for every game, are real:
# each "  $ COMMAND" line, run with bash from the source tree (ludic being
# $LUDIC), prints exactly the lines shown under it.
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
cd "$LUDIC_SOURCE_DIR" || exit 1
export TMPDIR=$scratch # the tests examples make directories with mktemp
mkdir -p "$scratch/bin"
ln -s "$LUDIC" "$scratch/bin/ludic"
examples=0
for game in blackwhite mahjong jenga; do
  for cmd in check stress tests; do
    # The examples section as "COMMAND<TAB>expected line" records, one per output line.
    help=$("$LUDIC" "$game" "$cmd" --help) || fail "ludic $game $cmd --help exited $?"
    [[ "$help" == *$'\nExamples:\n  $ '* ]] || fail "ludic $game $cmd --help has no examples"
    command="" want=""
    while IFS= read -r line; do
      if [[ "$line" == '  $ '* ]] || [ "$line" = END ]; then
        if [ -n "$command" ]; then
          got=$(PATH="$scratch/bin:$PATH" bash -c "$command" 2>&1)
          [ "$got" = "$want" ] || fail "ludic $game $cmd --help: [$command] printed
$got
--- the help shows ---
$want"
          examples=$((examples + 1))
        fi
        command=${line#  \$ } want=""
      else
        want=${want:+$want$'\n'}${line#  }
      fi
    done < <(sed -n '/^Examples:$/,$p' <<<"$help" | sed 1d; echo END)
  done
done
[ "$examples" -ge 12 ] || fail "only $examples examples"
echo "$examples help examples checked"
finish
