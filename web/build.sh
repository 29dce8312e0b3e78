#!/bin/sh
# web/build.sh: compile libludic (src/) and the shim (web/shim/) to one
# WebAssembly reactor module, web/dist/ludic.wasm, with clang's wasm32-wasi
# target and Debian's wasi-libc: no main, the shim's functions, memory,
# malloc and free exported (plus _initialize, which a reactor's host calls
# once). Warnings are errors, as in the native build (size_t is 32 bits
# here). The riichi shanten tables stay out (LUDIC_RIICHI_NO_TABLES, see
# src/riichi/riichi_shanten.c) to keep the module within its 200 KB budget,
# and LUDIC_SMALL keeps one copy of the mahjong kernel's loops and jenga's
# colour-knapsack memory bound alone (src/mahjong/mahjong_kernel.c,
# src/jenga/jenga_bound.c: the same answers, 10 KB less).
# Then copies the loader beside it, so web/dist/ is the whole page.
# Usage: web/build.sh [OUTDIR]   (default web/dist)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/web/dist}
CLANG=${WASM_CC:-clang}
mkdir -p "$out"

warnings="-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wvla -Wundef -Wcast-qual
  -Wwrite-strings -Wdouble-promotion -Werror"
# Every library source (src/util is part of libludic too) but the generated
# riichi tables.
sources=$(ls "$root"/src/core/*.c "$root"/src/util/*.c "$root"/src/blackwhite/*.c "$root"/src/mahjong/*.c \
             "$root"/src/jenga/*.c "$root"/src/riichi/*.c "$root"/web/shim/*.c |
          grep -v '/riichi_tables\.c$')
# shellcheck disable=SC2086 # word splitting of the lists is meant
"$CLANG" --target=wasm32-wasi --sysroot=/usr -mexec-model=reactor -std=c11 \
  -Oz -flto -DNDEBUG -ffp-contract=off -fvisibility=hidden $warnings \
  -DLUDIC_RIICHI_NO_TABLES -DLUDIC_SMALL -I"$root/include" -I"$root/src" \
  $sources \
  -Wl,--export=malloc -Wl,--export=free -Wl,--gc-sections -Wl,--strip-all \
  -Wl,-z,stack-size=1048576 \
  -o "$out/ludic.wasm.tmp"
mv "$out/ludic.wasm.tmp" "$out/ludic.wasm"
[ "$out" = "$root/web" ] || cp "$root/web/ludic.mjs" "$out/ludic.mjs" 2>/dev/null || true
size=$(wc -c < "$out/ludic.wasm")
echo "web/build.sh: $out/ludic.wasm: $size bytes"
if [ "$size" -gt 204800 ]; then
  echo "web/build.sh: ludic.wasm is over its budget of 200 KB (204800 bytes)" >&2
  exit 1
fi
