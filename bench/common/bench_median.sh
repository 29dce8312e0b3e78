# bench_median.sh: sourced by the benchmark scripts.
# median_ms RUNS COMMAND...: run COMMAND (stdout discarded) RUNS times and
# print the median wall time, e.g. "12.34 ms".
median_ms() {
  local runs=$1 t0 t1
  shift
  for _ in $(seq "$runs"); do
    t0=$(date +%s%N)
    "$@" >/dev/null
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000))
  done | sort -n | awk '{ a[NR] = $1 } END { printf "%.2f ms\n", a[int((NR + 1) / 2)] / 1000 }'
}
