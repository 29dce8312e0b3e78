#!/usr/bin/env bash
# install_consume_add_subdirectory.sh: a CMake project (consumer_subdir/)
# builds ludic from this source tree with add_subdirectory and links
# ludic::ludic. As a subproject ludic must build no tests, benchmarks or
# fuzzers, install nothing, leave the consumer's build type alone, and put
# none of its warning flags (-Werror least of all) on the consumer's code.
. "$(dirname "$0")/install_common.sh"
build=$scratch/build
if configure_and_build "add_subdirectory" "$consumer_dir/consumer_subdir" "$build" \
     -DLUDIC_SOURCE_DIR="$LUDIC_SOURCE_DIR"; then
  expect_consumer_output "add_subdirectory, ludic::ludic" "$build/consumer"
  for dir in tests bench fuzz; do
    [ -e "$build/ludic/$dir" ] && fail "ludic's $dir/ was configured in a consumer's build"
  done
  grep -q "^CMAKE_BUILD_TYPE:STRING=$" "$build/CMakeCache.txt" ||
    fail "the consumer's build type was changed: $(grep '^CMAKE_BUILD_TYPE' "$build/CMakeCache.txt")"
  grep -qs "file(INSTALL" "$build/ludic/cmake_install.cmake" &&
    fail "a consumer's install would install ludic"
  cc_json=$build/compile_commands.json
  if [ -f "$cc_json" ]; then
    grep -q -- "-Werror" "$cc_json" && fail "-Werror appears in a consumer's build: $(grep -m1 -- -Werror "$cc_json")"
    # The consumer's own compile command: only its own flags.
    own=$(grep -B2 '"file": *".*install_consumer.c"' "$cc_json")
    case "$own" in
      *" -W"*) fail "ludic's warning flags reach the consumer's code: $own" ;;
    esac
  else
    fail "no compile_commands.json in $build"
  fi
fi
finish
