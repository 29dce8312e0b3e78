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
# Hands whose place matters (issue 12): at kinds 1-4 of n = 100, the same
# mirrored to 97-100, 13 consecutive kinds in the middle, 13 single tiles
# spread evenly (kinds 1, 9, ..., 97; at n = 1000: 1, 77, ..., 925).
python3 - "$tmp" <<'PY'
import sys
d = sys.argv[1]
def w(name, n, tiles):
    open(f"{d}/{name}.txt", "w").write(f"{n}\n" + "".join(f"{k} {c}\n" for k, c in tiles))
low = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3),
       (4, 1), (4, 2), (4, 3), (4, 4)]
w("low100", 100, low)
w("high100", 100, [(101 - k, c) for k, c in low])
w("middle100", 100, [(45 + i, 1) for i in range(13)])
w("spread100", 100, [(1 + 8 * i, 1) for i in range(13)])
w("spread1000", 1000, [(1 + 77 * i, 1) for i in range(13)])
PY
echo
echo "whole process (input: ludic mahjong gen --seed 2019 --n N):"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine -N --warmup 3 --runs 40 --style basic \
    "$ludic mahjong $tmp/n100.txt" "$ludic mahjong --decimal $tmp/n100.txt" \
    "$bench --baseline $tmp/n100.txt" 2>&1 | grep -E "Benchmark|Time|±|faster" || true
  hyperfine -N --warmup 1 --runs 5 --style basic \
    "$ludic mahjong $tmp/n1000.txt" "$ludic mahjong --decimal $tmp/n1000.txt" \
    "$ludic mahjong $tmp/spread1000.txt" "$bench --variant 64 $tmp/spread1000.txt" \
    "$bench --variant 256 $tmp/n1000.txt" 2>&1 |
    grep -E "Benchmark|Time" || true
else
  . "$(dirname "$0")/../common/bench_median.sh"
  echo "ludic mahjong, n = 100:          $(median_ms 21 "$ludic" mahjong "$tmp/n100.txt")"
  echo "ludic mahjong --decimal, n = 100: $(median_ms 21 "$ludic" mahjong --decimal "$tmp/n100.txt")"
  echo "baseline, n = 100:                $(median_ms 5 "$bench" --baseline "$tmp/n100.txt")"
  echo "ludic mahjong, n = 1000:         $(median_ms 3 "$ludic" mahjong "$tmp/n1000.txt")"
  echo "ludic mahjong --decimal, n = 1000: $(median_ms 3 "$ludic" mahjong --decimal "$tmp/n1000.txt")"
  echo "ludic mahjong, n = 1000 spread:  $(median_ms 3 "$ludic" mahjong "$tmp/spread1000.txt")"
  echo "scalar kernel, n = 1000:          $(median_ms 3 "$bench" --variant 256 "$tmp/n1000.txt")"
  echo "forward DP alone, n = 1000 spread: $(median_ms 3 "$bench" --variant 64 "$tmp/spread1000.txt")"
fi
# CPU time (user + system) of whole runs, median: the machine's other jobs inflate wall
# times, CPU times much less (issue 12's goal: n = 1000 under 0.1 s).
median_cpu() {
  python3 - "$@" <<'PY'
import resource, statistics, subprocess, sys
runs, cmd = int(sys.argv[1]), sys.argv[2:]
ts = []
for _ in range(runs):
    a = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    b = resource.getrusage(resource.RUSAGE_CHILDREN)
    ts.append(b.ru_utime - a.ru_utime + b.ru_stime - a.ru_stime)
print("%.1f ms CPU (median of %d)" % (statistics.median(ts) * 1e3, runs))
PY
}
echo
echo "CPU time of whole runs:"
echo "  ludic mahjong, n = 1000:            $(median_cpu 11 "$ludic" mahjong "$tmp/n1000.txt")"
echo "  ludic mahjong, n = 1000 spread:     $(median_cpu 11 "$ludic" mahjong "$tmp/spread1000.txt")"
echo "  the scalar kernel, n = 1000:        $(median_cpu 11 "$bench" --variant 256 "$tmp/n1000.txt")"
echo "  ludic mahjong, n = 100:             $(median_cpu 21 "$ludic" mahjong "$tmp/n100.txt")"
if command -v valgrind >/dev/null 2>&1; then
  echo
  echo "instructions of one whole run at n = 100 (valgrind --tool=callgrind):"
  count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*refs: *//p'; }
  echo "  ludic mahjong (all ideas)             $(count "$ludic" mahjong "$tmp/n100.txt")"
  echo "  the portable scalar kernel            $(count "$bench" --variant 256 "$tmp/n100.txt")"
  echo "  ludic mahjong --decimal               $(count "$ludic" mahjong --decimal "$tmp/n100.txt")"
  echo "  unminimised automaton                 $(count "$bench" --variant 8 "$tmp/n100.txt")"
  echo "  no row windows                        $(count "$bench" --variant 1 "$tmp/n100.txt")"
  echo "  no windows, no bound on losing hands  $(count "$bench" --variant 3 "$tmp/n100.txt")"
  echo "  eager reduction                       $(count "$bench" --variant 4 "$tmp/n100.txt")"
  echo "  winning state kept as a row           $(count "$bench" --variant 16 "$tmp/n100.txt")"
  echo "  baseline                              $(count "$bench" --baseline "$tmp/n100.txt")"
  echo "where the hand sits (whole runs of ludic mahjong; left to right: mahjong_bench --variant 32):"
  for h in low100 high100 middle100 spread100; do
    echo "  $h  $(count "$ludic" mahjong "$tmp/$h.txt")  left to right $(count "$bench" --variant 32 "$tmp/$h.txt")"
  done
  # what a run costs before and around the DP: 5 kinds, the hand of low100
  printf '5\n1 1\n1 2\n1 3\n2 1\n2 2\n2 3\n3 1\n3 2\n3 3\n4 1\n4 2\n4 3\n4 4\n' >"$tmp/tiny5.txt"
  echo "  process start, input, automaton, plan (n = 5)  $(count "$ludic" mahjong "$tmp/tiny5.txt")"
fi
# The documented limit: every command on the costliest hands we know (about 2 minutes).
if [ -z "${MAHJONG_BENCH_SKIP_LIMIT:-}" ]; then
  echo
  bash "$(dirname "$0")/mahjong_limit.sh" "$build"
fi
if [ -x "$build/bench/bench_mahjong_brute" ]; then
  echo
  "$build/bench/bench_mahjong_brute" 5
fi
