#!/usr/bin/env bash
# Every function declared with LUDIC_API in include/ludic/*.h is listed in
# tests/core/test_api_null.c (its `covered` array) and called there, and that
# list names no function the headers lack: a new public function cannot skip
# the NULL-argument test.
set -u
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
test_file=$LUDIC_SOURCE_DIR/tests/core/test_api_null.c
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# Declarations span lines: join each header, then take the name before the
# first '(' of every "LUDIC_API ... name(" (the macro's own definition is not one).
declared=$(cat "$LUDIC_SOURCE_DIR"/include/ludic/*.h | tr '\n' ' ' |
  grep -oE 'LUDIC_API [^;(#]*\(' | sed -E 's/.*[ *]([A-Za-z_0-9]+)\($/\1/' |
  grep '^ludic_' | sort -u)
listed=$(sed -n '/^static const char \*const covered\[\] = {/,/^};/p' "$test_file" |
  grep -oE '"ludic_[a-z_0-9]+"' | tr -d '"' | sort -u)

count=$(printf '%s\n' "$declared" | grep -c .)
# The headers hold about 70 functions: a much smaller count means this script broke.
[ "$count" -ge 60 ] || fail "found only $count LUDIC_API functions in include/ludic/*.h"

for f in $declared; do
  printf '%s\n' "$listed" | grep -qx "$f" || fail "$f is not in test_api_null.c's covered list"
  grep -qE "\\b$f\\(" "$test_file" || fail "$f is never called in test_api_null.c"
done
for f in $listed; do
  printf '%s\n' "$declared" | grep -qx "$f" || fail "test_api_null.c lists $f, which no header declares"
done

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)" >&2
  exit 1
fi
echo "$count public functions, all covered by test_api_null.c"
