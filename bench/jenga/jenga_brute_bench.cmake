# The brute-force reference's timings and state counts (bench_jenga_brute.c).
# bench/CMakeLists.txt includes every bench/<game>/*.cmake, so this needs no
# include elsewhere.
add_executable(bench_jenga_brute ${CMAKE_CURRENT_LIST_DIR}/bench_jenga_brute.c)
target_include_directories(bench_jenga_brute PRIVATE ${PROJECT_SOURCE_DIR}/src
                           ${PROJECT_SOURCE_DIR}/tests/jenga)
target_link_libraries(bench_jenga_brute PRIVATE ludic)
