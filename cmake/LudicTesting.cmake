# Helpers for registering tests. Every test is labelled; see tests/README.md.
#
# ludic_add_test(NAME SOURCES src.c... [LABELS l...])
#   A C test program linked with libludic, able to include internal headers
#   (src/) and tests/common/check.h. Registered as test NAME.
#
# ludic_add_script_test(NAME SCRIPT file.sh [ARGS a...] [LABELS l...])
#   A bash script run with LUDIC set to the ludic executable and LUDIC_SOURCE_DIR
#   to the source tree.

set(LUDIC_TEST_COMMON_DIR ${PROJECT_SOURCE_DIR}/tests/common)

function(ludic_add_test name)
  cmake_parse_arguments(T "" "" "SOURCES;LABELS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/src ${LUDIC_TEST_COMMON_DIR})
  target_link_libraries(${name} PRIVATE ludic)
  add_test(NAME ${name} COMMAND ${name})
  if(T_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}")
  endif()
endfunction()

function(ludic_add_script_test name)
  cmake_parse_arguments(T "" "SCRIPT" "ARGS;LABELS" ${ARGN})
  add_test(NAME ${name} COMMAND bash ${T_SCRIPT} ${T_ARGS})
  set_tests_properties(${name} PROPERTIES
    ENVIRONMENT "LUDIC=$<TARGET_FILE:ludic_cli>;LUDIC_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
  if(T_LABELS)
    set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}")
  endif()
endfunction()

# ludic_add_golden_test(NAME DIR) and ludic_add_bad_input_test(NAME DIR): a
# game's directory of golden cases (tests/cli/golden.sh) or of bad inputs
# (tests/cli/bad_inputs.sh); see those scripts for the file conventions.
function(ludic_add_golden_test name dir)
  ludic_add_script_test(${name} SCRIPT ${PROJECT_SOURCE_DIR}/tests/cli/golden.sh
                        ARGS ${dir} LABELS golden)
endfunction()

function(ludic_add_bad_input_test name dir)
  ludic_add_script_test(${name} SCRIPT ${PROJECT_SOURCE_DIR}/tests/cli/bad_inputs.sh
                        ARGS ${dir} LABELS cli)
endfunction()
