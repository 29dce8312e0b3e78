#!/usr/bin/env bash
# The jenga examples: each command as typed, then its output. Run by
# examples/run_examples.sh from the repository root with LUDIC set to the executable.
set -euo pipefail
: "${LUDIC:?set LUDIC to the ludic executable}"
cd "$(dirname "$0")/../.."

show() {
  printf '\n$ ludic %s\n' "$*"
  "$LUDIC" "$@"
}

show_stdin() {
  local input=$1
  shift
  printf "\n\$ printf '%s' | ludic %s\n" "$input" "$*"
  printf "$input" | "$LUDIC" "$@"
}

echo "=== jenga: Colored Jenga (Codeforces 424E) ==="
echo
echo "The original sample (answer 17.119213696601992):"
cat examples/jenga/sample.txt
show jenga examples/jenga/sample.txt
show jenga solve --digits 17 --stats examples/jenga/sample.txt
show_stdin '2\nRGB\nRRR\n' jenga --dice 1,1,1,0
show jenga advise examples/jenga/midgame.txt
show jenga simulate --games 20000 --seed 1 examples/jenga/sample.txt
show jenga --stats examples/jenga/tall7.txt
show jenga gen --seed 42 --n 5
printf '\n$ ludic jenga validate examples/jenga/sample.txt && echo valid\n'
"$LUDIC" jenga validate examples/jenga/sample.txt && echo valid
