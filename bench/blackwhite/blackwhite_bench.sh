#!/usr/bin/env bash
# blackwhite benchmarks. Usage: bench/blackwhite/blackwhite_bench.sh BUILD_DIR
# 1. kernels in-process (bench_blackwhite_count: medians of 9 runs);
# 2. whole processes, the figures the issue asks for (medians, hyperfine when
#    installed, else 21 timed runs each):
#    - n = 10^4, k = 100: ludic against the plain O(n k log n) solution;
#    - n = 10^18, k = 100 (goal < 10 ms) and n = 10^18, k = 1000, d = 1 (goal < 0.5 s).
# 3. the brute-force reference's own sweeps (bench_blackwhite_brute, by its author).
set -euo pipefail
build=$(cd "$1" && pwd)
ludic=$build/bin/ludic
bin=$build/bench
[ -x "$bin/bench_blackwhite_count" ] || bin=$(dirname "$(find "$build" -name bench_blackwhite_count -type f | head -n 1)")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '10000 100 1\n' >"$tmp/n1e4_k100"
printf '1000000000000000000 100 1\n' >"$tmp/n1e18_k100"
printf '1000000000000000000 1000 1\n' >"$tmp/n1e18_k1000"

echo "== blackwhite: solver kernels (in-process, ms) =="
"$bin/bench_blackwhite_count" 9

# median wall time in ms of 21 runs of a command reading FILE on stdin
median_ms() {
  local file=$1
  shift
  for _ in $(seq 21); do
    local t0 t1
    t0=$(date +%s%N)
    "$@" <"$file" >/dev/null
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000))
  done | sort -n | sed -n 11p | awk '{printf "%.2f", $1 / 1000}'
}

echo
echo "== blackwhite: whole process, median of repeated runs =="
# The plain solution must agree before its time means anything.
want=$("$bin/bench_blackwhite_baseline" <"$tmp/n1e4_k100")
got=$("$ludic" blackwhite <"$tmp/n1e4_k100")
[ "$want" = "$got" ] || { echo "baseline $want != ludic $got" >&2; exit 1; }
if command -v hyperfine >/dev/null; then
  # -N: no shell in between; medians from hyperfine's JSON export.
  hyperfine -N --style none --warmup 3 --runs 40 --export-json "$tmp/h.json" \
    "$bin/bench_blackwhite_baseline $tmp/n1e4_k100" "$ludic blackwhite $tmp/n1e4_k100" \
    "$ludic blackwhite $tmp/n1e18_k100" "$ludic blackwhite $tmp/n1e18_k1000" \
    "$ludic blackwhite --decimal $tmp/n1e18_k1000" >/dev/null 2>&1
  medians=$(grep -o '"median": *[0-9.e-]*' "$tmp/h.json" | sed 's/.*: *//')
  i=0
  for label in "plain O(n k log n), n=1e4 k=100 d=1" "ludic blackwhite, n=1e4 k=100 d=1" \
    "ludic blackwhite, n=1e18 k=100 d=1 (goal < 10 ms)" \
    "ludic blackwhite, n=1e18 k=1000 d=1 (goal < 500 ms)" \
    "ludic blackwhite --decimal, n=1e18 k=1000 d=1"; do
    i=$((i + 1))
    printf '%-52s %8.2f ms  (hyperfine median, 40 runs)\n' "$label" \
      "$(sed -n ${i}p <<<"$medians" | awk '{print $1 * 1000}')"
  done
else
  printf '%-44s %8s ms\n' "plain O(n k log n), n=1e4 k=100 d=1" "$(median_ms "$tmp/n1e4_k100" "$bin/bench_blackwhite_baseline")"
  printf '%-44s %8s ms\n' "ludic blackwhite, n=1e4 k=100 d=1" "$(median_ms "$tmp/n1e4_k100" "$ludic" blackwhite)"
  printf '%-44s %8s ms   (goal < 10)\n' "ludic blackwhite, n=1e18 k=100 d=1" "$(median_ms "$tmp/n1e18_k100" "$ludic" blackwhite)"
  printf '%-44s %8s ms   (goal < 500)\n' "ludic blackwhite, n=1e18 k=1000 d=1" "$(median_ms "$tmp/n1e18_k1000" "$ludic" blackwhite)"
  printf '%-44s %8s ms\n' "ludic blackwhite --decimal, n=1e18 k=1000" "$(median_ms "$tmp/n1e18_k1000" "$ludic" blackwhite --decimal)"
fi

if [ -x "$bin/bench_blackwhite_brute" ]; then
  echo
  echo "== blackwhite: brute-force reference =="
  "$bin/bench_blackwhite_brute"
fi
