# Tests of the independent brute-force oracle (src/blackwhite/blackwhite_brute.c), checked
# against hand-worked answers, a second naive reading of the rules, and
# symmetry/consistency properties; none takes its expectation from the oracle.
ludic_add_test(blackwhite_brute_count_matches_hand_counts
               SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_blackwhite_oracle_count.c LABELS oracle)
ludic_add_test(blackwhite_brute_position_matches_hand_analysis
               SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_blackwhite_oracle_position.c LABELS oracle)
ludic_add_test(blackwhite_brute_position_matches_naive_minimax
               SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_blackwhite_oracle_naive.c LABELS oracle)
ludic_add_test(blackwhite_brute_is_mirror_symmetric_and_count_consistent
               SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_blackwhite_oracle_symmetry.c LABELS oracle)
