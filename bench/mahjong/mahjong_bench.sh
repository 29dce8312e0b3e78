#!/usr/bin/env bash
# mahjong benchmarks: bench/mahjong/mahjong_bench.sh BUILD_DIR (run by `make bench`).
# 1. mahjong_bench: kernel timings, the baseline and each idea switched off.
# 2. Whole-process timings of `ludic mahjong` at n = 100 and 1000, and of the
#    straightforward baseline at n = 100, with hyperfine when installed
#    (apt-get install hyperfine), else the median of repeated runs.
# 3. Instruction counts (valgrind --tool=callgrind, deaf to other load) of one
#    n = 100 solve with each idea switched off, and of the baseline.
# 4. bench_mahjong_brute: the brute-force reference on what the tests ask of it.
set -euo pipefail
build=$(cd "$1" && pwd)
ludic=$build/bin/ludic
bench=$build/bin/mahjong_bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "== mahjong"
"$bench" ${MAHJONG_BENCH_ARGS:-}
for n in 100 1000; do
  "$ludic" mahjong gen --seed 2019 --n "$n" >"$tmp/n$n.txt"
done
echo
echo "whole process (input: ludic mahjong gen --seed 2019 --n N):"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 3 --runs 40 --style basic \
    "$ludic mahjong $tmp/n100.txt" "$ludic mahjong --decimal $tmp/n100.txt" \
    "$bench --baseline $tmp/n100.txt" 2>&1 | grep -E "Benchmark|Time|±|faster" || true
  hyperfine -N --warmup 1 --runs 5 --style basic \
    "$ludic mahjong $tmp/n1000.txt" "$ludic mahjong --decimal $tmp/n1000.txt" 2>&1 |
    grep -E "Benchmark|Time" || true
else
  . "$(dirname "$0")/../common/bench_median.sh"
  echo "ludic mahjong, n = 100:          $(median_ms 21 "$ludic" mahjong "$tmp/n100.txt")"
  echo "ludic mahjong --decimal, n = 100: $(median_ms 21 "$ludic" mahjong --decimal "$tmp/n100.txt")"
  echo "baseline, n = 100:                $(median_ms 5 "$bench" --baseline "$tmp/n100.txt")"
  echo "ludic mahjong, n = 1000:         $(median_ms 3 "$ludic" mahjong "$tmp/n1000.txt")"
  echo "ludic mahjong --decimal, n = 1000: $(median_ms 3 "$ludic" mahjong --decimal "$tmp/n1000.txt")"
fi
if command -v valgrind >/dev/null 2>&1; then
  echo
  echo "instructions of one whole run at n = 100 (valgrind --tool=callgrind):"
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*refs: *//p'; }
  echo "  ludic mahjong (all ideas)             $(count "$ludic" mahjong "$tmp/n100.txt")"
  echo "  ludic mahjong --decimal               $(count "$ludic" mahjong --decimal "$tmp/n100.txt")"
  echo "  unminimised automaton                 $(count "$bench" --variant 8 "$tmp/n100.txt")"
  echo "  no row windows                        $(count "$bench" --variant 1 "$tmp/n100.txt")"
  echo "  no windows, no bound on losing hands  $(count "$bench" --variant 3 "$tmp/n100.txt")"
  echo "  eager reduction                       $(count "$bench" --variant 4 "$tmp/n100.txt")"
  echo "  winning state kept as a row           $(count "$bench" --variant 16 "$tmp/n100.txt")"
  echo "  baseline                              $(count "$bench" --baseline "$tmp/n100.txt")"
fi
if [ -x "$build/bench/bench_mahjong_brute" ]; then
  echo
  "$build/bench/bench_mahjong_brute" 5
fi
