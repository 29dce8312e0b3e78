# Tests of the independent reference shanten (src/riichi/riichi_brute_shanten.c),
# written from riichi.md alone. Included by tests/riichi/CMakeLists.txt.
set(RIICHI_ORACLE_DIR ${CMAKE_CURRENT_LIST_DIR})
ludic_add_test(riichi_oracle_shanten_matches_hand_worked_hands
  SOURCES ${RIICHI_ORACLE_DIR}/test_riichi_oracle_hands.c LABELS oracle)
ludic_add_test(riichi_oracle_shanten_equals_min_over_every_complete_hand_one_suit
  SOURCES ${RIICHI_ORACLE_DIR}/test_riichi_oracle_naive.c LABELS oracle)
ludic_add_test(riichi_oracle_shanten_obeys_draw_discard_symmetry_and_range_facts
  SOURCES ${RIICHI_ORACLE_DIR}/test_riichi_oracle_properties.c LABELS oracle)
# The same two on many more hands, in the release build only.
add_test(NAME riichi_oracle_shanten_equals_min_over_every_complete_hand_one_suit_2000
         COMMAND riichi_oracle_shanten_equals_min_over_every_complete_hand_one_suit 500)
add_test(NAME riichi_oracle_shanten_obeys_draw_discard_symmetry_and_range_facts_20000
         COMMAND riichi_oracle_shanten_obeys_draw_discard_symmetry_and_range_facts 20000)
set_tests_properties(riichi_oracle_shanten_equals_min_over_every_complete_hand_one_suit_2000
                     riichi_oracle_shanten_obeys_draw_discard_symmetry_and_range_facts_20000
                     PROPERTIES LABELS "oracle;slow")

# The fast shanten, effective tiles and discard table against the oracle
# (differential): 2 x 20000 hands here, 2 x 100000 in the slow run below.
ludic_add_test(riichi_fast_matches_oracle_shanten_effective_discards
  SOURCES ${RIICHI_ORACLE_DIR}/test_riichi_vs_oracle.c LABELS oracle)
add_test(NAME riichi_fast_matches_oracle_on_200000_hands
         COMMAND riichi_fast_matches_oracle_shanten_effective_discards 100000 5000 1000)
set_tests_properties(riichi_fast_matches_oracle_on_200000_hands PROPERTIES LABELS "oracle;slow")
