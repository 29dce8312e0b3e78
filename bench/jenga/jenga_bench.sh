#!/usr/bin/env bash
# jenga benchmarks: bench/jenga/jenga_bench.sh BUILD_DIR (run by `make bench`).
#  1. n = 6, whole process: ludic against the straightforward memoised solver
#     with canonical hashing (jenga_baseline.c), the speed goal's reference.
#  2. What each idea of the solver brings (jenga_bench ideas).
#  3. States, memory and time for n = 2..8 on seeded random towers.
#  4. The hardest n = 7 and n = 8 towers found: whole process on 1 and 2
#     threads, peak memory; the memory bound against the use, and a tower
#     whose bound passes the cap solved within it.
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
# Medians of whole-process wall times, runs of ludic and of the baseline
# interleaved (so that both see the same load on a shared machine); the
# ratio is baseline median / ludic median.
for tower in "RRR GGG BBB RGB GBR BRG" "RGB GRG BBB GGR BRG BRB" "RRG BGB GRR BBG RGR GBB"; do
  # shellcheck disable=SC2086
  input=$(printf '%s\n' 6 $tower)
  printf '%s\n' "$input" >"$build/jenga_bench_tower.txt"
  echo "tower (bottom first): $tower"
  one=() two=() base=()
  for round in 1 2 3 4 5; do
    # shellcheck disable=SC2086
    base+=("$(median_ms 1 "$baseline" $tower)")
    one+=("$(median_ms 7 "$ludic" jenga --threads 1 "$build/jenga_bench_tower.txt")")
    two+=("$(median_ms 7 "$ludic" jenga --threads 2 "$build/jenga_bench_tower.txt")")
    [ "$round" -lt 3 ] || [ "$tower" = "RRR GGG BBB RGB GBR BRG" ] || break
  done
  med() { printf '%s\n' "$@" | sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
  b=$(med "${base[@]}") o=$(med "${one[@]}") t=$(med "${two[@]}")
  echo "  baseline: $b ms (median of ${#base[@]} runs)"
  echo "  ludic --threads 1: $o ms, --threads 2: $t ms (medians of ${#one[@]} medians of 7)"
  awk -v b="$b" -v o="$o" -v t="$t" 'BEGIN {printf "  ratio: %.0f (1 thread), %.0f (2 threads)\n", b / o, b / t}'
  # shellcheck disable=SC2086
  echo "  answers: ludic $("$ludic" jenga "$build/jenga_bench_tower.txt"), baseline $("$baseline" $tower | head -1)"
done
if command -v valgrind >/dev/null; then
  printf '%s\n' 6 RRR GGG BBB RGB GBR BRG >"$build/jenga_bench_tower.txt"
  for t in 1 2; do
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$ludic" jenga --threads $t \
      "$build/jenga_bench_tower.txt" 2>&1 >/dev/null | awk -v t=$t '/refs/ {print "  instructions, worst n = 6 tower, whole process, --threads " t ": " $NF}'
  done
fi
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
echo "=== jenga 4: the hardest towers found, whole process (medians of 7; 1 and 2 threads)"
for file in examples/jenga/hard7.txt examples/jenga/hard8.txt; do
  echo "$file: $(tr '\n' ' ' <"$file")"
  "$ludic" jenga --stats "$file" | sed 's/^/  /'
  for t in 1 2; do
    echo "  --threads $t: $(median_ms 7 "$ludic" jenga --threads $t "$file") ms"
  done
  peak "$ludic" jenga "$file"
done

echo
echo "=== jenga 4b: memory, the bound against the use; a bound over the cap runs within it"
# groups, states, edges: a solve without the green/blue symmetry against the
# levels bound for it, and the coarse colour knapsack's groups; MiB: the
# ordinary solve's tables against the bound --stats prints
"$bench" bound <bench/jenga/bound_towers.txt | tee "$build/jenga_bound.txt"
awk 'NR > 1 {print $(NF - 1)}' "$build/jenga_bound.txt" | sort -g |
  awk '{a[NR] = $1} END {printf "  bytes bound / used over %d towers: min %.2f, median %.2f, max %.2f\n", NR, a[1], a[int((NR + 1) / 2)], a[NR]}'
awk 'NR > 1 {print $(NF - 9) / $(NF - 10)}' "$build/jenga_bound.txt" | sort -g |
  awk '{a[NR] = $1} END {printf "  groups bound / solve without symmetry: min %.3f, median %.3f, max %.3f\n", a[1], a[int((NR + 1) / 2)], a[NR]}'
rm -f "$build/jenga_bound.txt"
# seeded towers of 5 to 8 levels as they come, and after 4 random moves (mid-game)
"$bench" bound-random 100 1 0
"$bench" bound-random 100 1 4
"$ludic" jenga gen --seed 5 --n 9 >"$build/jenga_bench_9.txt"
"$ludic" jenga gen --seed 5 --n 10 >"$build/jenga_bench_10.txt"
for file in examples/jenga/sample.txt examples/jenga/hard7.txt examples/jenga/hard8.txt \
  "$build/jenga_bench_9.txt"; do
  "$ludic" jenga --stats --json "$file" |
    sed 's/.*"memory_bytes":\([0-9]*\).*"memory_bound_bytes":\([0-9]*\).*/\1 \2/' |
    awk -v f="$(basename "$file")" '{printf "  %-22s used %8.1f MiB, bound %8.1f MiB: %.1f times\n", f, $1 / 1048576, $2 / 1048576, $2 / $1}'
done
echo "  gen --seed 5 --n 10 under --max-memory 4G (its bound is about 1.65 GiB: within the cap):"
peak "$ludic" jenga --stats --max-memory 4G "$build/jenga_bench_10.txt"
"$ludic" jenga --stats --max-memory 4G "$build/jenga_bench_10.txt" | sed 's/^/  /'
rm -f "$build/jenga_bench_9.txt" "$build/jenga_bench_10.txt"

echo
echo "=== jenga 5: the brute-force reference"
"$build/bench/bench_jenga_brute" 3
