# The fast solvers' timings against the straightforward baseline (bench_mahjong.c,
# mahjong_baseline.c), run by bench/mahjong/mahjong_bench.sh. Included by bench/CMakeLists.txt.
add_executable(mahjong_bench ${CMAKE_CURRENT_LIST_DIR}/bench_mahjong.c
                             ${CMAKE_CURRENT_LIST_DIR}/mahjong_baseline.c)
target_include_directories(mahjong_bench PRIVATE ${PROJECT_SOURCE_DIR}/src
                           ${PROJECT_SOURCE_DIR}/tests/mahjong)
target_link_libraries(mahjong_bench PRIVATE ludic)
set_target_properties(mahjong_bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
