# The reference shanten's timings (bench_riichi_brute.c). bench/CMakeLists.txt
# includes every bench/<game>/*.cmake, so this needs no include elsewhere.
add_executable(bench_riichi_brute ${CMAKE_CURRENT_LIST_DIR}/bench_riichi_brute.c)
target_include_directories(bench_riichi_brute PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi_brute PRIVATE ludic)
