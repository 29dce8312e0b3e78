#!/bin/sh
# web/setup.sh: make sure the WebAssembly toolchain is here: clang, wasm-ld
# (lld), wasi-libc and compiler-rt's wasm32 builtins, from Debian's packages.
# Installs what is missing when run as root (apt-get), else says what to
# install. Exit 0 when everything is present afterwards, 1 when not.
set -u
check() {
  missing=""
  command -v clang >/dev/null 2>&1 || missing="$missing clang"
  command -v wasm-ld >/dev/null 2>&1 || missing="$missing lld"
  [ -f /usr/lib/wasm32-wasi/crt1-reactor.o ] || missing="$missing wasi-libc"
  ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 ||
    missing="$missing libclang-rt-14-dev-wasm32"
  [ -z "$missing" ]
}
check && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "web/setup.sh: installing$missing from Debian" >&2
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y $missing >/dev/null 2>&1 ||
    { apt-get update >/dev/null 2>&1 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y $missing >/dev/null 2>&1; }
  check && exit 0
fi
echo "web/setup.sh: the WebAssembly toolchain is missing$missing;" \
     "install it with: apt-get install -y$missing" >&2
exit 1
