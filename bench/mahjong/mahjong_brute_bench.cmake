# The brute-force reference's timings (bench_mahjong_brute.c). bench/CMakeLists.txt
# includes every bench/<game>/*.cmake, so this needs no include elsewhere.
add_executable(bench_mahjong_brute ${CMAKE_CURRENT_LIST_DIR}/bench_mahjong_brute.c)
target_include_directories(bench_mahjong_brute PRIVATE ${PROJECT_SOURCE_DIR}/src
                           ${PROJECT_SOURCE_DIR}/tests/mahjong)
target_link_libraries(bench_mahjong_brute PRIVATE ludic)
