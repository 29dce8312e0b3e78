#!/usr/bin/env bash
# jenga benchmarks: bench/jenga/jenga_bench.sh BUILD_DIR (run by `make bench`).
#  1. n = 6, whole process: ludic against the straightforward memoised solver
#     with canonical hashing (jenga_baseline.c), the speed goal's reference.
#  2. What each idea of the solver brings (jenga_bench ideas).
#  3. States, memory and time for n = 2..8 on seeded random towers.
#  4. The hardest n = 7 and n = 8 towers found: whole process, peak memory.
#  5. The brute-force reference's own timings (bench_jenga_brute).
# Times are medians (hyperfine when installed); the machine may be shared, so
# compare figures from one run.
set -euo pipefail
build=$(cd "$1" && pwd)
cd "$(dirname "$0")/../.."
ludic=$build/bin/ludic
baseline=$build/bench/jenga_baseline
bench=$build/bench/jenga_bench

median_ms() { # median wall time of N runs of a command, in ms
  local n=$1
  shift
  for _ in $(seq "$n"); do
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000))
  done | sort -n | awk '{a[NR] = $1} END {printf "%.1f", a[int((NR + 1) / 2)] / 1000}'
}

peak() { # whole-process time and peak resident memory
  if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "  %e s, peak %M KB resident" "$@" 2>&1 >/dev/null
  else
    local ms
    ms=$(median_ms 1 "$@")
    echo "  $ms ms (install GNU time for the peak memory)"
  fi
}

echo "=== jenga 1: n = 6, whole process, ludic vs the straightforward baseline"
for tower in "RRR GGG BBB RGB GBR BRG" "RGB GRG BBB GGR BRG BRB" "RRG BGB GRR BBG RGR GBB"; do
  # shellcheck disable=SC2086
  input=$(printf '%s\n' 6 $tower)
  printf '%s\n' "$input" >"$build/jenga_bench_tower.txt"
  echo "tower (bottom first): $tower"
  if command -v hyperfine >/dev/null; then
    hyperfine -N --style basic --warmup 3 --runs 30 "$ludic jenga $build/jenga_bench_tower.txt" |
      grep -E 'Time|Range'
    # shellcheck disable=SC2086
    hyperfine -N --style basic --runs 3 "$baseline $tower" | grep -E 'Time|Range'
  else
    echo "  ludic:    $(median_ms 15 "$ludic" jenga "$build/jenga_bench_tower.txt") ms (median of 15)"
    # shellcheck disable=SC2086
    echo "  baseline: $(median_ms 3 "$baseline" $tower) ms (median of 3)"
  fi
  # shellcheck disable=SC2086
  echo "  answers: ludic $("$ludic" jenga "$build/jenga_bench_tower.txt"), baseline $("$baseline" $tower | head -1)"
done
rm -f "$build/jenga_bench_tower.txt"

echo
echo "=== jenga 2: each idea turned off (kernel time, median of 5)"
"$bench" ideas 5 RGB GRG BBB GGR BRG BRB
"$bench" ideas 3 BRG GBR GRG RGG RGB BBG RBR  # examples/jenga/hard7.txt

echo
echo "=== jenga 3: states, memory and time by n (seeded random towers)"
for n in 2 3 4 5 6; do "$bench" counts "$n" 200 1000; done
"$bench" counts 7 50 1000
"$bench" counts 8 12 1000

echo
echo "=== jenga 4: the hardest towers found, whole process"
for file in examples/jenga/hard7.txt examples/jenga/hard8.txt; do
  echo "$file: $(tr '\n' ' ' <"$file")"
  "$ludic" jenga --stats "$file" | sed 's/^/  /'
  peak "$ludic" jenga "$file"
done

echo
echo "=== jenga 5: the brute-force reference"
"$build/bench/bench_jenga_brute" 3
