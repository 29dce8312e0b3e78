# jenga benchmarks (run by bench/jenga/jenga_bench.sh): the straightforward baseline
# solver the speed goal is measured against, and the solver's own figures.
add_executable(jenga_baseline ${CMAKE_CURRENT_LIST_DIR}/jenga_baseline.c)
set_target_properties(jenga_baseline PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
add_executable(jenga_bench ${CMAKE_CURRENT_LIST_DIR}/bench_jenga.c)
target_include_directories(jenga_bench PRIVATE ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(jenga_bench PRIVATE ludic)
set_target_properties(jenga_bench PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bench)
