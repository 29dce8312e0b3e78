#!/usr/bin/env bash
# install_consume_find_package.sh: a CMake project (consumer_package/) finds
# the installed library with find_package(ludic 1.0 CONFIG REQUIRED) and
# links ludic::ludic (shared) and ludic::ludic_static; both programs run.
# A request for another major version is refused (SameMajorVersion).
. "$(dirname "$0")/install_common.sh"
build=$scratch/build
if configure_and_build "find_package" "$consumer_dir/consumer_package" "$build" \
     -DCMAKE_PREFIX_PATH="$LUDIC_PREFIX"; then
  expect_consumer_output "find_package, ludic::ludic" "$build/consumer_shared"
  expect_consumer_output "find_package, ludic::ludic_static" "$build/consumer_static"
  readelf -d "$build/consumer_shared" | grep -q "NEEDED.*\[libludic.so" ||
    fail "consumer_shared does not load libludic.so: ludic::ludic should be the shared library"
  readelf -d "$build/consumer_static" | grep -q "NEEDED.*\[libludic.so" &&
    fail "consumer_static loads libludic.so: ludic::ludic_static should be the static library"
fi
major=${LUDIC_VERSION%%.*}
"$LUDIC_CMAKE" -S "$consumer_dir/consumer_package" -B "$scratch/other" -DCMAKE_C_COMPILER="$LUDIC_CC" \
  -DCMAKE_PREFIX_PATH="$LUDIC_PREFIX" -DLUDIC_REQUEST_VERSION=$((major + 1)).0 >"$scratch/log" 2>&1 &&
  fail "find_package(ludic $((major + 1)).0) accepted version $LUDIC_VERSION"
finish
