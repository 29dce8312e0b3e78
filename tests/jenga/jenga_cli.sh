#!/usr/bin/env bash
# The jenga command line beyond single answers: every --help example is a
# real run (each "$ command" line is run from the source tree and must print
# exactly the lines under it), advise's rendering and JSON, simulate's
# determinism and JSON, gen and validate together, --stats and --json.
. "$(dirname "$0")/../cli/lib.sh"
cd "${LUDIC_SOURCE_DIR:?}" || exit 1

# --- every example in every --help --------------------------------------------
# Sets $examples to the number run; mismatches count as failures (this must
# not run in a subshell, or fail's count would be lost).
check_examples() {
  local help=$1 cmd="" want="" line
  examples=0
  run_example() {
    [ -n "$cmd" ] || return 0
    local got
    got=$(bash -c "${cmd//ludic /\"\$LUDIC\" }" 2>&1)
    [ "$got" = "$want" ] || fail "help example [$cmd] printed [$got], the help says [$want]"
    examples=$((examples + 1))
  }
  local in_examples=0
  while IFS= read -r line; do
    if [ "$line" = "Examples:" ]; then in_examples=1; continue; fi
    [ "$in_examples" -eq 1 ] || continue
    case "$line" in
      "  \$ "*) run_example; cmd=${line#  \$ }; want="" ;;
      *) want=${want:+$want$'\n'}${line#  } ;;
    esac
  done <<<"$help"
  run_example
}
export LUDIC
total=0
for c in solve advise simulate brute gen validate; do
  help=$("$LUDIC" jenga "$c" --help) || fail "jenga $c --help failed"
  case "$help" in *"Examples:"*) ;; *) fail "jenga $c --help has no example" ;; esac
  check_examples "$help"
  [ "$examples" -ge 1 ] || fail "jenga $c --help: no example could be run"
  total=$((total + examples))
done
echo "$total help examples match real runs"

# --- advise ----------------------------------------------------------------------
run "" jenga advise examples/jenga/sample.txt
[ "$rc" -eq 0 ] || fail "advise exited $rc"
case "$out" in *$'\x1b'*) fail "advise wrote ANSI codes to a pipe" ;; esac
case "$out" in *"    6 | B  R  B |  top"*) ;; *) fail "advise did not draw the top level: [$out]" ;; esac
case "$out" in *"Expected minutes left with optimal play: 17.1192136966"*) ;; *) fail "advise: no expected value" ;; esac
run "" jenga advise --color always examples/jenga/sample.txt
case "$out" in *$'\x1b[1;97;44m B \x1b[0m'*) ;; *) fail "advise --color always did not colour the blocks" ;; esac
run "" jenga advise --color never examples/jenga/sample.txt
case "$out" in *$'\x1b'*) fail "advise --color never wrote ANSI codes" ;; esac
run "" jenga advise --json examples/jenga/midgame.txt
case "$out" in '{"expected":11.27069029'*'"moves":{"green":[{"take":{"level":1,"position":"middle"},"put":{"level":4,"position":"right","new_level":false},"expected":10.061733333'*) ;;
  *) fail "advise --json: unexpected [$out]" ;; esac
case "$out" in *'"best":{"green":{"take":{"level":1'*) ;; *) fail "advise --json: no best green move" ;; esac
run "$(printf '2\nR.B\nGGG\n')" jenga advise
case "$out" in *"(the game is over)"*"no green block can be taken"*) ;; *) fail "advise on a finished game: [$out]" ;; esac
run "$(printf '3\nRGR\nGRG\nRR.\n')" jenga advise --dice 2,0,1,1
case "$out" in *"On blue (0 of 4 faces): never rolled."*) ;; *) fail "advise with no blue face: [$out]" ;; esac
run "" jenga advise --dice 2,0,1,1 examples/jenga/midgame.txt
[ "$rc" -eq 1 ] || fail "advise with a die that can leave a blue block stuck exited $rc"

# --- simulate ----------------------------------------------------------------------
run "" jenga simulate --games 2000 --seed 9 --json examples/jenga/midgame.txt
first=$out
case "$out" in *'"mean":'*'"stderr":'*'"ci99":['*'"exact":11.27069029'*) ;; *) fail "simulate --json: [$out]" ;; esac
run "" jenga simulate --games 2000 --seed 9 --json examples/jenga/midgame.txt
[ "$out" = "$first" ] || fail "simulate is not reproducible"
run "" jenga simulate --games 2000 --seed 10 --json examples/jenga/midgame.txt
[ "$out" != "$first" ] || fail "simulate ignores the seed"

# --- gen and validate ----------------------------------------------------------------
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
  tower=$("$LUDIC" jenga gen --seed "$seed")
  again=$("$LUDIC" jenga gen --seed "$seed")
  [ "$tower" = "$again" ] || fail "gen --seed $seed is not reproducible"
  run "$tower"$'\n' jenga validate
  [ "$rc" -eq 0 ] || fail "gen --seed $seed made a tower validate refuses: $err"
  run "$tower"$'\n' jenga
  [ "$rc" -eq 0 ] || fail "solve refused gen --seed $seed"
done
[ "$("$LUDIC" jenga gen --seed 1)" != "$("$LUDIC" jenga gen --seed 2)" ] || fail "gen ignores the seed"
tall=$("$LUDIC" jenga gen --seed 3 --n 9)
[ "$(printf '%s\n' "$tall" | head -1)" = 9 ] || fail "gen --n 9 did not make 9 levels"
run "$tall"$'\n' jenga validate
[ "$rc" -eq 2 ] || fail "validate accepted n = 9 under the original limits"
run "$tall"$'\n' jenga validate --extended
[ "$rc" -eq 0 ] || fail "validate --extended refused n = 9: $err"

# --- brute and solve agree through the command line too ---------------------------------
for seed in 21 22 23 24 25 26; do
  tower=$("$LUDIC" jenga gen --seed "$seed" --n $((2 + seed % 2)))
  for dice in 2,2,1,1 3,1,2,0; do
    a=$(printf '%s\n' "$tower" | "$LUDIC" jenga --dice "$dice")
    b=$(printf '%s\n' "$tower" | "$LUDIC" jenga brute --dice "$dice")
    [ "$a" = "$b" ] || fail "gen --seed $seed, dice $dice: solve $a, brute $b"
  done
done

# --- solve's other outputs ------------------------------------------------------------
run "" jenga --stats examples/jenga/sample.txt
case "$out" in "17.1192136966"$'\n'"states: 132821 "*"memory: "*) ;; *) fail "solve --stats: [$out]" ;; esac
run "" jenga --json examples/jenga/sample.txt
case "$out" in '{"expected":17.1192136966'*'"levels":6,"tower":["RGB","GRG","BBB","GGR","BRG","BRB"]'*'"stats":{"states":132821'*) ;;
  *) fail "solve --json: [$out]" ;; esac
expect_out "$(cat examples/jenga/sample.txt)" "17.1192136966" jenga solve --dice 4,4,2,2
expect_contains "" "advise" jenga --help
finish
