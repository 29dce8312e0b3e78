# riichi benchmarks (run by bench/riichi/riichi_bench.sh through `make bench`).
# Each is one C file in this directory, linked with the library and given the
# internal headers (src/), built into bin/ beside ludic.
function(ludic_riichi_bench name source)
  add_executable(${name} ${CMAKE_CURRENT_LIST_DIR}/${source})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/src)
  target_link_libraries(${name} PRIVATE ludic)
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)
endfunction()

# the shanten, effective tiles, discard table and analyze kernels in-process,
# and the writer of the 10^6-hand file the CLI timing reads
ludic_riichi_bench(bench_riichi bench_riichi.c)
# the draw game (every discard of a 14-tile hand, T = 18, per shanten)
ludic_riichi_bench(bench_riichi_draw bench_riichi_draw.c)
# the draw game's search by pass (graph, values, forward) on one hand
ludic_riichi_bench(bench_riichi_draw_phases bench_riichi_draw_phases.c)
# the draw game's time over seeded hands as dealt (percentiles, hands over 10 ms)
ludic_riichi_bench(bench_riichi_draw_spread bench_riichi_draw_spread.c)
# the draw game on the anchor calculator's work (the discards keeping the
# shanten) and on every discard
ludic_riichi_bench(bench_riichi_draw_keep bench_riichi_draw_keep.c)
