# mahjong benchmarks (run by bench/mahjong/run.sh through `make bench`).
add_executable(mahjong_bench ${CMAKE_CURRENT_SOURCE_DIR}/mahjong/bench_mahjong.c
                             ${CMAKE_CURRENT_SOURCE_DIR}/mahjong/baseline.c)
target_include_directories(mahjong_bench PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(mahjong_bench PRIVATE ludic)
set_target_properties(mahjong_bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
