#!/usr/bin/env bash
# The blackwhite examples: each command as you would type it, then its output.
# Run by `make run` (examples/run_examples.sh sets LUDIC); from the repository root:
#   LUDIC=build/release/bin/ludic bash examples/blackwhite/blackwhite_examples.sh
set -euo pipefail
: "${LUDIC:?set LUDIC to the ludic executable}"
here=examples/blackwhite
ludic() { "$LUDIC" "$@"; }
show() {
  printf '$ %s\n' "$1"
  eval "$1" 2>&1
  echo
}
echo "== blackwhite: Moore's Nim_d on a 1 x n board (SDOI2011) =="
echo
show "ludic blackwhite $here/sample.txt"
show "ludic blackwhite --decimal $here/sample.txt"
show "ludic blackwhite brute $here/sample.txt"
show "ludic blackwhite $here/original_max.txt"
show "ludic blackwhite $here/beyond_original.txt"
show "ludic blackwhite $here/huge.txt"
show "ludic blackwhite --decimal --json $here/huge.txt"
show "ludic blackwhite validate $here/sample.txt && echo valid"
show "ludic blackwhite validate $here/huge.txt || echo 'not within the original limits'"
show "ludic blackwhite validate --extended $here/huge.txt && echo valid"
show "ludic blackwhite gen --seed 1"
show "ludic blackwhite analyze W..B.W...B"
show "ludic blackwhite analyze --to-move black W.B.W.B"
show "ludic blackwhite analyze --all W...BW.....BW.......B"
show "ludic blackwhite analyze --json --d 2 W...B.W..B.W.B"
show "ludic blackwhite play --side white --position W..B.W...B < $here/play_moves.txt"
