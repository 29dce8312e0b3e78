#!/usr/bin/env bash
# riichi benchmarks: bench/riichi/riichi_bench.sh BUILD_DIR (run by `make bench`).
# bench_riichi_brute: the reference shanten on 10^4 random hands a set.
set -euo pipefail
build=$(cd "$1" && pwd)
if [ -x "$build/bench/bench_riichi_brute" ]; then
  "$build/bench/bench_riichi_brute" 7
fi
