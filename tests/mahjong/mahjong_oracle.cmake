# Tests of the independent brute-force oracle (src/mahjong/brute*.c), label `oracle`.
# Included by tests/mahjong/CMakeLists.txt.
set(ORACLE_DIR ${CMAKE_CURRENT_LIST_DIR})
ludic_add_test(mahjong_oracle_wins_matches_forward_listing
  SOURCES ${ORACLE_DIR}/test_mahjong_oracle_wins.c LABELS oracle)
ludic_add_test(mahjong_oracle_expected_matches_hand_worked_cases
  SOURCES ${ORACLE_DIR}/test_mahjong_oracle_expected.c LABELS oracle)
ludic_add_test(mahjong_oracle_matches_labelled_subsets_small
  SOURCES ${ORACLE_DIR}/test_mahjong_oracle_subsets.c LABELS oracle)
# Whole 9-kind suits: 2^23 subsets per case, release build only.
ludic_add_test(mahjong_oracle_matches_labelled_subsets_nine_kinds
  SOURCES ${ORACLE_DIR}/test_mahjong_oracle_subsets.c LABELS oracle slow)
target_compile_definitions(mahjong_oracle_matches_labelled_subsets_nine_kinds PRIVATE ORACLE_NINE=1)
