#!/usr/bin/env bash
# ludic mahjong stress and ludic jenga stress: a brute-force mahjong
# solution with a wrong seven-pairs rule (four of a kind taken for two pairs)
# and a jenga solution that reads the tower upside down are caught with WA and
# shrunk to small valid inputs; their correct versions, and ludic itself,
# pass. $1 is the directory of the built solutions.
. "$(dirname "$0")/../cli/lib.sh"
bin=${1:?give the directory of the built solutions}
here=$(cd "$(dirname "$0")" && pwd)
export LUDIC

stress() {
  "$LUDIC" "$@" >"$scratch/out" 2>"$scratch/err" </dev/null
  rc=$?
  out=$(cat "$scratch/out")
  err=$(cat "$scratch/err")
}
shrunk() {
  awk '/^shrunk in / { f = 1; next } /^expected \(/ { f = 0 } f' "$scratch/out"
}

stress mahjong stress --solution "$bin/setter_mj_none" --n 6 --cases 20
[ "$rc" -eq 0 ] || fail "the correct mahjong brute force did not pass: $out $err"
stress mahjong stress --solution "$LUDIC mahjong" --cases 10
[ "$rc" -eq 0 ] || fail "ludic mahjong fails its own stress: $out $err"

stress mahjong stress --solution "$bin/setter_mj_quad_pairs" --n 7 --cases 20
[ "$rc" -eq 1 ] && [[ "$out" == *"failed: WA"* ]] || fail "the quad-pairs rule was not caught: $out $err"
small=$(shrunk)
printf '%s\n' "$small" | "$LUDIC" mahjong validate || fail "the shrunk hand is not valid: [$small]"
[ "$(head -1 <<<"$small")" -le 6 ] || fail "the shrunk hand keeps too many kinds: [$small]"
# The wrong rule matters only where a kind is held four times in some draw:
# the shrunk hand holds four of a kind itself (the smallest way to get there).
awk 'NR > 1 { c[$1]++ } END { for (k in c) if (c[k] == 4) q = 1; exit !q }' <<<"$small" ||
  fail "the shrunk hand holds no four of a kind: [$small]"
report=$out
stress mahjong stress --solution "$bin/setter_mj_quad_pairs" --n 7 --cases 20 --jobs 1
[ "$out" = "$report" ] || fail "mahjong: the report with --jobs 1 differs from --jobs 2"

stress jenga stress --solution "$LUDIC jenga" --cases 20
[ "$rc" -eq 0 ] || fail "ludic jenga fails its own stress: $out $err"
stress jenga stress --solution "sh $here/solutions/setter_jenga_upside_down.sh" --cases 20
[ "$rc" -eq 1 ] && [[ "$out" == *"failed: WA"* ]] || fail "the upside-down tower was not caught: $out $err"
small=$(shrunk)
printf '%s\n' "$small" | "$LUDIC" jenga validate || fail "the shrunk tower is not valid: [$small]"
[ "$(head -1 <<<"$small")" -le 3 ] || fail "the shrunk tower keeps too many levels: [$small]"
# Upside down it must really differ: the tower is not its own reverse.
[ "$(sed 1d <<<"$small")" != "$(sed 1d <<<"$small" | tac)" ] ||
  fail "the shrunk tower reads the same upside down: [$small]"
[[ "$out" == *"wrong answer expected "*", found "*" (error "* ]] || fail "jenga's WA message: $out"
# With --extended, blocks may be removed too ('.'), and towers of 1 level are allowed.
stress jenga stress --solution "sh $here/solutions/setter_jenga_upside_down.sh" --cases 20 --extended
[ "$rc" -eq 1 ] || fail "jenga --extended: exit $rc: $out $err"
small=$(shrunk)
printf '%s\n' "$small" | "$LUDIC" jenga validate --extended || fail "the shrunk tower is not valid: [$small]"
stress jenga stress --solution true --n 7
[ "$rc" -eq 2 ] && [[ "$err" == *"add --extended"* ]] || fail "jenga --n 7 without --extended: $rc $err"
finish
