# install_common.sh: sourced by the tests/install/install_consume_*.sh scripts.
# tests/install/CMakeLists.txt sets the environment: LUDIC_SOURCE_DIR,
# LUDIC_VERSION (the CMake project version), LUDIC_PREFIX and LUDIC_LIBDIR
# (the test installation, made by install_prefix.sh), LUDIC_CC and
# LUDIC_CMAKE (the build's compiler and cmake), LUDIC_CONSUMER_CFLAGS (the
# sanitizer flags in the sanitizer build, so that consumers link its runtime).
. "$(dirname "${BASH_SOURCE[0]}")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?}" "${LUDIC_VERSION:?}" "${LUDIC_PREFIX:?}" "${LUDIC_LIBDIR:?}"
: "${LUDIC_CC:?}" "${LUDIC_CMAKE:?}"
LUDIC_CONSUMER_CFLAGS=${LUDIC_CONSUMER_CFLAGS-}
consumer_dir=$LUDIC_SOURCE_DIR/tests/install

# What install_consumer.c must print: the version CMake was configured with,
# ludic.h's description of LUDIC_E_SYNTAX, and the original problem's sample
# answer for examples/jenga/sample.txt (Codeforces 424E: 17.119213696601992).
expected_output=$(printf 'ludic %s\nmalformed input\n17.1192136966' "$LUDIC_VERSION")

# expect_consumer_output WHAT BINARY: BINARY runs and prints $expected_output.
expect_consumer_output() {
  local what=$1 bin=$2 got rc
  got=$("$bin" 2>&1)
  rc=$?
  [ "$rc" -eq 0 ] || fail "$what: $bin exited $rc: $got"
  [ "$got" = "$expected_output" ] || fail "$what: $bin printed
$got
--- expected ---
$expected_output"
}

# configure_and_build WHAT SOURCE BUILD ARGS...: a small CMake project,
# compiled with the build's compiler; the log is printed when it fails.
configure_and_build() {
  local what=$1 src=$2 build=$3
  shift 3
  if ! "$LUDIC_CMAKE" -S "$src" -B "$build" -DCMAKE_C_COMPILER="$LUDIC_CC" \
       -DCMAKE_C_FLAGS="$LUDIC_CONSUMER_CFLAGS" "$@" >"$scratch/log" 2>&1 ||
     ! "$LUDIC_CMAKE" --build "$build" -j 2 >>"$scratch/log" 2>&1; then
    fail "$what: configuring or building $src failed:
$(tail -40 "$scratch/log")"
    return 1
  fi
}
