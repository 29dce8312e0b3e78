#!/usr/bin/env bash
# riichi benchmarks: bench/riichi/riichi_bench.sh BUILD_DIR (run by `make bench`).
# 1. bench_riichi: shanten (hands per second, table bytes), effective tiles,
#    the discard table, and analyze's work for 14-tile hands, in-process.
# 2. Whole processes (medians; hyperfine when installed, else repeated runs):
#    `ludic mahjong shanten` over 10^6 random hands (goal: under 1 s, parsing
#    included) and `ludic mahjong analyze` of 14-tile hands (goal: under 100 ms).
# 3. bench_riichi_brute: the reference shanten (the oracle) on four sets of 10^4
#    random hands, median of 7 runs, and its instructions per hand
#    (valgrind --tool=callgrind, deaf to other load).
# 4. bench_riichi_draw: the draw game, every discard of a 14-tile hand, T = 18,
#    class PROGRESS, 5 seeded hands per shanten 0..6 (goal: under 10 ms up to
#    3-shanten, under 1 s at 6-shanten; a minute or two in all), then 20
#    seeded 3-shanten hands (the median and the slowest of more hands), then
#    bench_riichi_draw_spread: 1000 seeded hands of at most 3 shanten as
#    dealt, the percentiles and the share over 10 ms (about 10 s), then
#    bench_riichi_draw_keep: the same 20 3-shanten hands, every discard
#    against the discards that keep the shanten only (the published
#    calculator's work at 3 shanten: its "9-16 ms"), per hand.
set -euo pipefail
build=$(cd "$1" && pwd)
ludic=$build/bin/ludic
bench=$build/bin/bench_riichi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== riichi"
"$bench" ${RIICHI_BENCH_RUNS:-9}
"$bench" --write-hands "$tmp/hands.txt" 1000000 2019
echo
echo "whole process (hands: bench_riichi --write-hands FILE 1000000 2019):"
. "$(dirname "$0")/../common/bench_median.sh"
hands14="123m456p789s11223z 1259m2358p13789s4z 19m19p19s1234567z1m 2368m4779p2258s56z"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 1 --runs 11 --style basic "$ludic mahjong shanten $tmp/hands.txt" 2>&1 |
    grep -E "Benchmark|Time" || true
  for h in $hands14; do
    hyperfine -N --warmup 2 --runs 21 --style basic "$ludic mahjong analyze $h" 2>&1 |
      grep -E "Benchmark|Time" || true
  done
else
  echo "ludic mahjong shanten, 10^6 hands:   $(median_ms 11 "$ludic" mahjong shanten "$tmp/hands.txt")"
  echo "ludic mahjong shanten --json:        $(median_ms 5 "$ludic" mahjong shanten --json "$tmp/hands.txt")"
  for h in $hands14; do
    printf 'ludic mahjong analyze %-20s %s\n' "$h:" "$(median_ms 21 "$ludic" mahjong analyze "$h")"
  done
fi

echo
echo "the reference shanten (oracle):"
brute=$build/bench/bench_riichi_brute
if [ -x "$brute" ]; then
  "$brute" 7
  if command -v valgrind >/dev/null 2>&1; then
    refs=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$brute" 1 2>&1 >/dev/null |
      sed -n 's/.*refs: *//p' | tr -d ,)
    echo "instructions a hand, 4 x 10^4 hands (valgrind --tool=callgrind): $((refs / 40000))"
  fi
fi

echo
echo "the draw game:"
"$build/bin/bench_riichi_draw" ${RIICHI_DRAW_RUNS:-3} 5 18
"$build/bin/bench_riichi_draw" ${RIICHI_DRAW_RUNS:-3} 20 18 0 3 | tail -n 1
"$build/bin/bench_riichi_draw_spread" 1000 3 ${RIICHI_DRAW_RUNS:-3}
"$build/bin/bench_riichi_draw_keep" 3 20 ${RIICHI_DRAW_RUNS:-3} | tail -n 1
