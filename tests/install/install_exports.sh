#!/usr/bin/env bash
# install_exports.sh LIBRARY: the shared library exports exactly the functions
# declared with LUDIC_API in include/ludic/*.h (read by install_header_api.pl):
# nothing internal leaks, nothing public is missing, and no public-looking
# declaration lacks LUDIC_API.
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
lib=${1:?usage: install_exports.sh path/to/libludic.so.1}
command -v nm >/dev/null || { echo "nm (binutils) is needed to read the exports" >&2; exit 1; }

perl "$(dirname "$0")/install_header_api.pl" "$LUDIC_SOURCE_DIR"/include/ludic/*.h >"$scratch/headers" ||
  fail "could not read the headers"
awk '$1 == "api" {print $2}' "$scratch/headers" | sort -u >"$scratch/declared"
# Every defined dynamic symbol, whatever its kind (function, data, weak).
nm -D --defined-only "$lib" | awk 'NF >= 3 {print $3}' | sed 's/@.*//' | sort -u >"$scratch/exported" ||
  fail "nm could not read $lib"

while read -r kind rest; do
  case $kind in
    bare) fail "$rest is declared in include/ludic/ without LUDIC_API (it would not be exported)" ;;
    unparsed) fail "cannot find the name in a LUDIC_API declaration: $rest" ;;
  esac
done <"$scratch/headers"
while read -r name; do
  fail "$name is exported by $(basename "$lib") but not declared with LUDIC_API in include/ludic/"
done < <(comm -13 "$scratch/declared" "$scratch/exported")
while read -r name; do
  fail "$name is declared with LUDIC_API but not exported by $(basename "$lib")"
done < <(comm -23 "$scratch/declared" "$scratch/exported")

# The parse must have found the API, not nothing (an empty list would match a broken library).
declared=$(wc -l <"$scratch/declared")
grep -qx ludic_version "$scratch/declared" || fail "no declaration of ludic_version found: the header parse is broken"
[ "$declared" -ge 20 ] || fail "only $declared public functions found in the headers"
echo "$declared public functions, $(wc -l <"$scratch/exported") exported symbols"
finish
