#!/usr/bin/env bash
# The progress line of long jenga work (README, "Command line"): a 9-level
# tower takes seconds to solve, so solve and advise draw "jenga solve" /
# "jenga advise" lines on a terminal, and simulate draws "jenga simulate" for
# its games; never when standard error is not a terminal, never with
# --quiet, and the answer is the same in every case. The terminal is made
# with script(1) (util-linux); without it that half is skipped with a message.
. "$(dirname "$0")/../cli/lib.sh"

tower=$scratch/tall.txt
printf '9\nBRR\nRGG\nBGG\nGGB\nGGR\nRGR\nBRG\nBBB\nGBR\n' >"$tower"

# check WORD ANSWER ARGS...: check_progress (tests/cli/lib.sh), and the answer is ANSWER.
check() {
  local word=$1 answer=$2
  shift 2
  check_progress "$word [" "$@"
  [ "$(head -1 "$scratch/out")" = "$answer" ] || fail "ludic $*: printed [$(head -1 "$scratch/out")]"
}

check "jenga solve" 22.8684483064 jenga "$tower"
check "jenga simulate" "games: 100000 (seed 1)" jenga simulate --games 100000 --seed 1 \
  "$LUDIC_SOURCE_DIR/examples/jenga/sample.txt"
# advise shares simulate's solve: the terminal half only
if command -v script >/dev/null 2>&1; then
  on_pty "LUDIC_PROGRESS_DELAY=0 $(printf '%q ' "$LUDIC" jenga advise --color never "$tower")"
  case "$screen" in
    *"^[[Kjenga advise ["*"^M^[[KTower of 9 levels"*) ;;
    *) fail "ludic jenga advise: no progress line erased before the answer; screen was [$screen]" ;;
  esac
fi
finish
