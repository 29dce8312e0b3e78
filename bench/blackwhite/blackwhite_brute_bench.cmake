# The brute-force reference's timing sweeps (bench_blackwhite_brute.c). bench/CMakeLists.txt
# includes every bench/<game>/*.cmake, so this needs no include elsewhere.
add_executable(bench_blackwhite_brute ${CMAKE_CURRENT_LIST_DIR}/bench_blackwhite_brute.c)
target_link_libraries(bench_blackwhite_brute PRIVATE ludic)
