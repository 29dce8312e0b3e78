#!/usr/bin/env bash
# riichi benchmarks: bench/riichi/riichi_bench.sh BUILD_DIR (run by `make bench`).
# 1. bench_riichi_brute: the reference shanten on four sets of 10^4 random
#    hands (13 and 14 tiles, four-player and sanma), median of 7 runs.
# 2. Its instructions per hand (valgrind --tool=callgrind, deaf to other load)
#    over one run of the four sets, the dealing included.
set -euo pipefail
build=$(cd "$1" && pwd)
brute=$build/bench/bench_riichi_brute
if [ -x "$brute" ]; then
  "$brute" 7
  if command -v valgrind >/dev/null 2>&1; then
    refs=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$brute" 1 2>&1 >/dev/null |
      sed -n 's/.*refs: *//p' | tr -d ,)
    echo "instructions a hand, 4 x 10^4 hands (valgrind --tool=callgrind): $((refs / 40000))"
  fi
fi
