#!/usr/bin/env bash
# install_consume_pkg_config.sh: build install_consumer.c against the
# installed library with `cc $(pkg-config --cflags --libs ludic)` and run it.
# pkg-config may be missing on a fresh machine: as root with apt-get it is
# installed (Debian package pkg-config); otherwise the test is skipped
# (exit 77) with the reason.
. "$(dirname "$0")/install_common.sh"
if ! command -v pkg-config >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "pkg-config is not installed: installing Debian's pkg-config with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -q pkg-config >"$scratch/apt" 2>&1 ||
    { apt-get update -q >>"$scratch/apt" 2>&1 && apt-get install -y -q pkg-config >>"$scratch/apt" 2>&1; } ||
    tail -5 "$scratch/apt"
fi
if ! command -v pkg-config >/dev/null 2>&1; then
  echo "SKIPPED: pkg-config is not installed and could not be installed here" \
       "(not root, no apt-get, or apt-get failed): install pkg-config to run this test"
  exit 77
fi

export PKG_CONFIG_PATH=$LUDIC_LIBDIR/pkgconfig
version=$(pkg-config --modversion ludic) || fail "pkg-config does not find ludic in $PKG_CONFIG_PATH"
[ "$version" = "$LUDIC_VERSION" ] || fail "pkg-config --modversion ludic says $version"
case " $(pkg-config --static --libs ludic) " in
  *" -lm "*) ;;
  *) fail "pkg-config --static --libs ludic lacks -lm (Libs.private)" ;;
esac
# shellcheck disable=SC2046,SC2086  # word splitting of the flags is the point
if "$LUDIC_CC" $LUDIC_CONSUMER_CFLAGS -o "$scratch/consumer" "$consumer_dir/install_consumer.c" \
     $(pkg-config --cflags --libs ludic) -Wl,-rpath,"$LUDIC_LIBDIR" 2>"$scratch/log"; then
  expect_consumer_output "pkg-config, shared library by rpath" "$scratch/consumer"
  # The same binary finds the library through LD_LIBRARY_PATH alone, by its soname.
  "$LUDIC_CC" $LUDIC_CONSUMER_CFLAGS -o "$scratch/consumer_ld" "$consumer_dir/install_consumer.c" \
    $(pkg-config --cflags --libs ludic) 2>>"$scratch/log" || fail "cc without rpath failed"
  LD_LIBRARY_PATH=$LUDIC_LIBDIR expect_consumer_output "pkg-config, LD_LIBRARY_PATH" "$scratch/consumer_ld"
  readelf -d "$scratch/consumer_ld" | grep -q "NEEDED.*\[libludic.so.${LUDIC_VERSION%%.*}\]" ||
    fail "the program does not record libludic.so.${LUDIC_VERSION%%.*} as needed"
else
  fail "cc \$(pkg-config --cflags --libs ludic) failed: $(cat "$scratch/log")"
fi
finish
