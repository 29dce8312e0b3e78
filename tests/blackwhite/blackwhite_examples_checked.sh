#!/usr/bin/env bash
# The bundled examples: each input file gives the answer an independent
# source gives (see golden/README.md: the sample; an O(n k log n) DP written
# separately in Python; exact big-integer arithmetic in Python), and
# examples/blackwhite/blackwhite_examples.sh runs through without an error.
. "$(dirname "$0")/../cli/lib.sh"
cd "${LUDIC_SOURCE_DIR:?}" || exit 1
dir=examples/blackwhite
check() {
  local file=$1 want=$2 got
  got=$("$LUDIC" blackwhite "$dir/$file") || fail "ludic blackwhite $dir/$file exited $?"
  [ "$got" = "$want" ] || fail "$file: got [$got], expected [$want]"
}
check sample.txt 182
check original_max.txt 896881173
check beyond_original.txt 607388975
check huge.txt 943442390
out=$(LUDIC=$LUDIC bash "$dir/blackwhite_examples.sh") || fail "examples/blackwhite/blackwhite_examples.sh exited $?"
case "$out" in *"You win!"*) ;; *) fail "the example game did not end in a win" ;; esac
[ "$(grep -c '^\$ ludic' <<<"$out")" -ge 15 ] || fail "blackwhite_examples.sh shows too few commands"
finish
