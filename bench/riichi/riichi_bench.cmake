# riichi benchmarks (run by bench/riichi/riichi_bench.sh through `make bench`):
# the shanten, effective tiles, discard table and analyze kernels in-process,
# and the writer of the 10^6-hand file the CLI timing reads.
add_executable(bench_riichi ${CMAKE_CURRENT_LIST_DIR}/bench_riichi.c)
target_include_directories(bench_riichi PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi PRIVATE ludic)
set_target_properties(bench_riichi PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

# the draw game (every discard of a 14-tile hand, T = 18, per shanten)
add_executable(bench_riichi_draw ${CMAKE_CURRENT_LIST_DIR}/bench_riichi_draw.c)
target_include_directories(bench_riichi_draw PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi_draw PRIVATE ludic)
set_target_properties(bench_riichi_draw PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

# the draw game's search by pass (graph, values, forward) on one hand
add_executable(bench_riichi_draw_phases ${CMAKE_CURRENT_LIST_DIR}/bench_riichi_draw_phases.c)
target_include_directories(bench_riichi_draw_phases PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi_draw_phases PRIVATE ludic)
set_target_properties(bench_riichi_draw_phases PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

# the draw game's time over seeded hands as dealt (percentiles, hands over 10 ms)
add_executable(bench_riichi_draw_spread ${CMAKE_CURRENT_LIST_DIR}/bench_riichi_draw_spread.c)
target_include_directories(bench_riichi_draw_spread PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi_draw_spread PRIVATE ludic)
set_target_properties(bench_riichi_draw_spread PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)

# the draw game on the anchor calculator's work (the discards keeping the shanten) and on every discard
add_executable(bench_riichi_draw_keep ${CMAKE_CURRENT_LIST_DIR}/bench_riichi_draw_keep.c)
target_include_directories(bench_riichi_draw_keep PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(bench_riichi_draw_keep PRIVATE ludic)
set_target_properties(bench_riichi_draw_keep PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
