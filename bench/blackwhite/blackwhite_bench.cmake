# blackwhite benchmarks (run by bench/blackwhite/blackwhite_bench.sh through `make bench`):
# the solver kernels in-process, and the plain O(n k log n) solution that the
# whole-process comparison at n = 10^4, k = 100 measures ludic against.
add_executable(bench_blackwhite_count ${CMAKE_CURRENT_LIST_DIR}/bench_blackwhite_count.c)
target_link_libraries(bench_blackwhite_count PRIVATE ludic)
add_executable(bench_blackwhite_baseline ${CMAKE_CURRENT_LIST_DIR}/blackwhite_baseline.c)
