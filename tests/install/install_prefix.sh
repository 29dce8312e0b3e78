#!/usr/bin/env bash
# install_prefix.sh: `cmake --install` of this build into a fresh temporary
# prefix (the fixture the install_consume_* tests use; removed after them),
# then check that it holds what the README promises.
. "$(dirname "$0")/install_common.sh"
: "${LUDIC_BUILD_DIR:?}"
p=$LUDIC_PREFIX
rm -rf "$p"
"$LUDIC_CMAKE" --install "$LUDIC_BUILD_DIR" --prefix "$p" >"$scratch/log" 2>&1 ||
  { cat "$scratch/log" >&2; fail "cmake --install $LUDIC_BUILD_DIR --prefix $p failed"; finish; }

lib=$LUDIC_LIBDIR
major=${LUDIC_VERSION%%.*}
for f in "$lib/libludic.a" "$lib/libludic.so.$LUDIC_VERSION" "$p/bin/ludic" \
         "$p/share/man/man1/ludic.1" "$lib/pkgconfig/ludic.pc" \
         "$lib/cmake/ludic/ludicConfig.cmake" "$lib/cmake/ludic/ludicConfigVersion.cmake" \
         "$lib/cmake/ludic/ludicTargets.cmake"; do
  [ -f "$f" ] || fail "not installed: $f"
done
# The soname carries the major version; the links lead to the real file.
[ "$(readlink "$lib/libludic.so.$major")" = "libludic.so.$LUDIC_VERSION" ] ||
  fail "libludic.so.$major should link to libludic.so.$LUDIC_VERSION"
[ "$(readlink "$lib/libludic.so")" = "libludic.so.$major" ] ||
  fail "libludic.so should link to libludic.so.$major"
soname=$(readelf -d "$lib/libludic.so.$LUDIC_VERSION" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
[ "$soname" = "libludic.so.$major" ] || fail "soname is [$soname], expected libludic.so.$major"
# Every public header, and nothing else.
for h in "$LUDIC_SOURCE_DIR"/include/ludic/*.h; do
  cmp -s "$h" "$p/include/ludic/$(basename "$h")" || fail "header not installed: $(basename "$h")"
done
[ "$(ls "$p/include/ludic" | wc -l)" -eq "$(ls "$LUDIC_SOURCE_DIR"/include/ludic/*.h | wc -l)" ] ||
  fail "include/ludic holds other files: $(ls "$p/include/ludic")"
# The installed CLI runs; the pkg-config file names the prefix it was installed to.
[ "$("$p/bin/ludic" --version 2>&1)" = "ludic $LUDIC_VERSION" ] || fail "installed ludic --version"
grep -qx "prefix=$p" "$lib/pkgconfig/ludic.pc" || fail "ludic.pc does not say prefix=$p: $(cat "$lib/pkgconfig/ludic.pc")"
grep -qx "Version: $LUDIC_VERSION" "$lib/pkgconfig/ludic.pc" || fail "ludic.pc does not say Version: $LUDIC_VERSION"
finish
