# The brute-force reference's timing sweeps (bench_brute.c). Include this from
# bench/blackwhite/bench.cmake: include(${CMAKE_CURRENT_LIST_DIR}/brute.cmake)
add_executable(bench_blackwhite_brute ${CMAKE_CURRENT_LIST_DIR}/bench_brute.c)
target_link_libraries(bench_blackwhite_brute PRIVATE ludic)
