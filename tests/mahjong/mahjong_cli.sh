#!/usr/bin/env bash
# CLI tests of ludic mahjong: every --help example reproduces its printed
# output; gen is reproducible and valid; solve, dist and brute agree on
# their formats (JSON parses, the SVG is well-formed XML, the distribution's
# mean is the decimal); --stats; validate of layout files.
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
work="$scratch/work"
mkdir -p "$work"
ln -s "$LUDIC_SOURCE_DIR/examples" "$work/examples"
ludic() { "$LUDIC" "$@"; }
export -f ludic
export LUDIC

# 1. The examples of every --help, run from a directory that has examples/.
check_examples() {
  local cmd=$1 help line command expected="" have=0
  help=$("$LUDIC" mahjong $cmd --help)
  examples=$(printf '%s\n' "$help" | sed -n '/^Examples:$/,$p' | tail -n +2)
  [ -n "$examples" ] || fail "mahjong $cmd --help has no examples"
  run_example() {
    local got
    got=$(cd "$work" && bash -c "$command" 2>&1)
    [ "$got" = "$expected" ] ||
      fail "help example of '$cmd' [$command] printed [$got], help says [$expected]"
  }
  while IFS= read -r line; do
    case "$line" in
      "  \$ "*)
        [ "$have" -eq 1 ] && run_example
        command=${line#  \$ }
        expected=""
        have=1
        ;;
      *)
        line=${line#  }
        if [ -z "$expected" ]; then expected=$line; else expected="$expected"$'\n'"$line"; fi
        ;;
    esac
  done <<<"$examples"
  [ "$have" -eq 1 ] && run_example
}
for cmd in solve dist gen validate shanten analyze; do
  check_examples "$cmd"
done
if "$LUDIC" mahjong brute "$LUDIC_SOURCE_DIR/examples/mahjong/sample.txt" >/dev/null 2>&1; then
  check_examples brute
else
  expect_error "" 1 "ludic: " mahjong brute "$LUDIC_SOURCE_DIR/examples/mahjong/sample.txt"
fi
expect_contains "" "Commands:" mahjong --help
expect_contains "" "layout riichi|sanma" mahjong solve --help

# 2. gen: the same seed gives the same bytes; inputs validate and solve.
for seed in 1 2 3 42; do
  run "" mahjong gen --seed "$seed"
  first=$out
  run "" mahjong gen --seed "$seed"
  [ "$out" = "$first" ] || fail "gen --seed $seed is not reproducible"
  expect_out "$first"$'\n' "" mahjong validate
  run "$first"$'\n' mahjong
  [ "$rc" -eq 0 ] && [[ "$out" =~ ^[0-9]+$ ]] || fail "gen --seed $seed: solve printed [$out] ($err)"
done
run "" mahjong gen --seed 5 --n 1500
expect_out "$out"$'\n' "" mahjong validate --extended
expect_error "$out"$'\n' 2 "" mahjong validate
run "" mahjong gen --seed 9 --layout sanma
case "$out" in "layout sanma"$'\n'"hand "*) ;; *) fail "gen --layout sanma printed [$out]" ;; esac
expect_out "$out"$'\n' "" mahjong validate --extended
[ "$(ludic mahjong gen --seed 1)" != "$(ludic mahjong gen --seed 2)" ] || fail "seeds 1 and 2 agree"

# 3. Output formats.
sample=$(cat "$LUDIC_SOURCE_DIR/examples/mahjong/sample.txt")$'\n'
run "$sample" mahjong --json
case "$out" in '{"answer":570425346,"expected":1.428571428571428'*) ;; *) fail "solve --json: [$out]" ;; esac
run "$sample" mahjong --stats
[ "$out" = 570425346 ] || fail "--stats changed stdout: [$out]"
# the sample's weight is 1 or 2 (mean 10/7), so one drawn tile can leave it losing, two cannot
case "$err" in *"stats: automaton 647 states"*"at most 1 of them"*) ;; *) fail "--stats: [$err]" ;; esac
# figures checked by an independent enumeration (test_mahjong_by_suits.c)
expect_out "" "9.31440593383965" mahjong --riichi 123m456p789s1122z --decimal
expect_out "" "10.6494145039312" mahjong --sanma 19m1234567p1122z --decimal
# thirteen orphans: the thirteen-sided wait (39 of the 123 wall tiles win at the first draw)
expect_out "" "3.09759370827758" mahjong --riichi 19m19p19s1234567z --decimal
run "" mahjong dist --riichi 19m19p19s1234567z
case "$out" in *"     1  0.317073170732 "*) ;; *) fail "dist of 19m19p19s1234567z: [$out]" ;; esac
run "" mahjong dist --riichi 123m456p789s1122z
case "$out" in "# hand 123m456p789s1122z (riichi, 34 kinds)"*"     1  0.0325203252033 "*) ;;
  *) fail "dist text: [$out]" ;; esac
if command -v python3 >/dev/null 2>&1; then
  for input in "--riichi 123m456p789s1122z" "--sanma 19m1234567p1122z" "$LUDIC_SOURCE_DIR/examples/mahjong/custom_layout.txt"; do
    decimal=$(ludic mahjong --decimal $input)
    ludic mahjong dist --json $input >"$scratch/d.json" || fail "dist --json $input"
    python3 - "$scratch/d.json" "$decimal" <<'PY' || fail "dist --json $input: distribution check"
import json, sys
d = json.load(open(sys.argv[1]))
rows = d["distribution"]
assert rows and rows[0]["draw"] == 1 and rows[-1]["draw"] == d["last"]
assert abs(sum(r["p"] for r in rows) - 1) < 1e-12
mean = sum(r["draw"] * r["p"] for r in rows)
# --decimal prints 12 significant digits: equal up to that rounding
assert abs(mean - float(sys.argv[2])) < 1e-11 * mean, (mean, sys.argv[2])
assert abs(mean - d["expected"]) < 1e-12 * mean
assert abs(d["expected"] - float(sys.argv[2])) < 1e-11 * mean
assert all(0 <= r["p"] <= 1 for r in rows) and abs(rows[-1]["cdf"] - 1) < 1e-12
PY
  done
fi

# 4. The SVG chart.
run "" mahjong dist --svg "$scratch/chart.svg" --riichi 123m456p789s1122z
case "$out" in "wrote $scratch/chart.svg: P(weight = i) for i = 1..24, expected weight 9.31440593384") ;;
  *) fail "dist --svg: [$out] [$err]" ;; esac
grep -q '<title>hand 123m456p789s1122z (riichi, 34 kinds)</title>' "$scratch/chart.svg" || fail "svg title"
grep -q 'id="bars"' "$scratch/chart.svg" && grep -q 'id="cdf"' "$scratch/chart.svg" ||
  fail "svg parts"
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' "$scratch/chart.svg" ||
    fail "the SVG is not well-formed XML"
fi
expect_error "" 1 "cannot write '$scratch/no/dir/c.svg'" mahjong dist --svg "$scratch/no/dir/c.svg" --riichi 123m456p789s1122z

# 5. Files, '-' and standard input are the same input.
expect_out "" 570425346 mahjong "$LUDIC_SOURCE_DIR/examples/mahjong/sample.txt"
expect_out "$sample" 570425346 mahjong solve -
expect_out "" 182108208 mahjong "$LUDIC_SOURCE_DIR/examples/mahjong/riichi_ready.txt"
# thirteen-orphans off gives the answer of the original rules (checked before the form existed)
expect_out "layout riichi"$'\n'"thirteen-orphans off"$'\n'"hand 123m456p789s1122z"$'\n' 847511793 mahjong
finish
