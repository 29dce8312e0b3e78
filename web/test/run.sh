#!/bin/sh
# web/test/run.sh: the CTest test web_package_matches_cli (label web). Builds
# the WebAssembly module and the page into $LUDIC_WEB_BUILD/dist (installing
# the toolchain with web/setup.sh when it is missing), then runs the Node
# tests (web/test/*.test.mjs) against $LUDIC_CLI. Exit 77 (skipped) with a
# message when Node or the toolchain cannot be had, and in sanitizer builds.
set -u
here=$(cd "$(dirname "$0")" && pwd)
web=$(dirname "$here")
if [ "${LUDIC_SANITIZE:-0}" = 1 ]; then
  echo "SKIPPED: the web tests run in the optimised build (nothing to sanitise in JavaScript)"
  exit 77
fi
if ! command -v node >/dev/null 2>&1; then
  echo "SKIPPED: node is not installed (apt-get install nodejs), so the JavaScript package cannot be tested"
  exit 77
fi
if ! sh "$web/setup.sh"; then
  echo "SKIPPED: the WebAssembly toolchain (wasi-libc, libclang-rt-14-dev-wasm32) cannot be installed"
  exit 77
fi
out=${LUDIC_WEB_BUILD:?set LUDIC_WEB_BUILD to a build directory}/dist
mkdir -p "$out"
sh "$web/build.sh" "$out" || exit 1
cp "$web"/dist/index.html "$web"/dist/*.js "$web"/dist/*.css "$out"/ 2>/dev/null
LUDIC_WASM=$out/ludic.wasm exec node --test "$here"/ludic.test.mjs
