# Tests of the independent brute-force oracle (src/jenga/brute*.c), written
# from the rules alone: hand-worked towers, refusals, and the symmetries of
# the rules. Included by tests/jenga/CMakeLists.txt.
ludic_add_test(jenga_brute_matches_hand_worked_towers
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_jenga_oracle_hand.c LABELS oracle)
ludic_add_test(jenga_brute_refuses_bad_towers_dice_and_limits
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_jenga_oracle_errors.c LABELS oracle)
ludic_add_test(jenga_brute_respects_symmetries_small
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_jenga_oracle_invariance.c LABELS oracle)
ludic_add_test(jenga_brute_respects_symmetries_four_levels
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/test_jenga_oracle_tall.c LABELS oracle slow)
