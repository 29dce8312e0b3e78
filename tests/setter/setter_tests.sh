#!/usr/bin/env bash
# ludic GAME tests --out DIR [--extended]: every input passes `ludic GAME
# validate` (--extended with --extended); every answer agrees with the
# brute-force reference where it applies (and with the original samples);
# tests.json describes each file, with every origin and size class; the
# edge cases are the ones docs/GAME.md lists; the same seed writes the same
# bytes. Usage: setter_tests.sh [--extended]
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
ext=()
[ "${1:-}" = --extended ] && ext=(--extended)

# brute GAME FILE: the brute-force reference's answer, or nothing when the input is too large for it.
brute() {
  "$LUDIC" "$1" brute "$2" 2>/dev/null
}

for game in blackwhite mahjong jenga; do
  dir=$scratch/$game
  "$LUDIC" "$game" tests --out "$dir" --seed 5 "${ext[@]}" >"$scratch/msg" 2>&1 ||
    { fail "$game tests: $(cat "$scratch/msg")"; continue; }
  inputs=$(cd "$dir" && ls | grep -v '\.' )
  count=$(wc -w <<<"$inputs")
  [ "$count" -ge 10 ] || fail "$game: only $count tests"
  grep -q "^wrote $count tests to $dir (" "$scratch/msg" || fail "$game: summary [$(cat "$scratch/msg")]"
  checked=0
  for t in $inputs; do
    [ -f "$dir/$t.a" ] || fail "$game test $t has no answer file"
    "$LUDIC" "$game" validate "${ext[@]}" "$dir/$t" 2>"$scratch/err" ||
      fail "$game test $t fails validate ${ext[*]}: $(cat "$scratch/err")"
    want=$(brute "$game" "$dir/$t") || continue
    if [ "$game" = jenga ]; then
      "$LUDIC" jenga check --tolerance 1e-9 "$dir/$t" <(echo "$want") "$dir/$t.a" 2>"$scratch/err" ||
        fail "jenga test $t: brute force says $want, the answer file $(cat "$dir/$t.a") ($(cat "$scratch/err"))"
    else
      [ "$want" = "$(cat "$dir/$t.a")" ] ||
        fail "$game test $t: brute force says $want, the answer file $(cat "$dir/$t.a")"
    fi
    checked=$((checked + 1))
  done
  [ "$checked" -ge 5 ] || fail "$game: only $checked answers checked by brute force"
  echo "$game: $count tests, $checked answers checked by brute force"

  # tests.json: one entry per test, every origin, every size class --count times.
  json=$dir/tests.json
  [ "$(grep -c '"input":' "$json")" -eq "$count" ] || fail "$game: tests.json does not list $count tests"
  for origin in sample edge maximal random; do
    grep -q "\"origin\":\"$origin\"" "$json" || fail "$game: no $origin test in tests.json"
  done
  classes=$(grep -o '"class":"[a-z]*"' "$json" | sort | uniq -c)
  while read -r times _; do
    [ "$times" -eq 2 ] || fail "$game: a size class has $times random tests, expected 2 (--count): $classes"
  done <<<"$classes"
  [ "$(wc -l <<<"$classes")" -ge 2 ] || fail "$game: fewer than two size classes: $classes"
  if command -v python3 >/dev/null 2>&1; then
    python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); assert d["game"] == sys.argv[2] and d["seed"] == 5' \
      "$json" "$game" || fail "$game: tests.json is not the JSON expected"
  fi
  # The fixed tests are the ones the game's docs page lists.
  section=$(awk '/^## Edge cases in the test set/ { f = 1; next } /^## / { f = 0 } f' \
    "$LUDIC_SOURCE_DIR/docs/$game.md" | tr '\n' ' ' | tr -s ' ')
  [ -n "$section" ] || fail "docs/$game.md has no 'Edge cases in the test set' section"
  while IFS= read -r d; do
    [[ "$section" == *"$d"* ]] || fail "docs/$game.md does not list the test \"$d\""
  done < <(grep -v '"origin":"random"' "$json" | grep -o '"description":"[^"]*"' | sed 's/^"description":"//; s/"$//')

  # Deterministic: the same seed, the same bytes; another seed, other random tests.
  [ ${#ext[@]} -eq 0 ] || continue # (--extended: its tests are slow; the kit is the same)
  "$LUDIC" "$game" tests --out "$scratch/$game-again" --seed 5 "${ext[@]}" >/dev/null ||
    fail "$game tests (again) failed"
  diff -r "$dir" "$scratch/$game-again" >/dev/null || fail "$game: two runs with seed 5 differ"
  "$LUDIC" "$game" tests --out "$scratch/$game-other" --seed 6 "${ext[@]}" >/dev/null
  diff -r "$dir" "$scratch/$game-other" >/dev/null && fail "$game: seeds 5 and 6 give the same tests"
done

if [ ${#ext[@]} -eq 0 ]; then
  # The samples' answers are the original problems' outputs.
  [ "$(cat "$scratch/blackwhite/01.a")" = 182 ] || fail "blackwhite 01.a is not the sample's 182"
  [ "$(cat "$scratch/mahjong/01.a")" = 570425346 ] || fail "mahjong 01.a is not the sample's 570425346"
  "$LUDIC" jenga check --tolerance 1e-12 "$scratch/jenga/01" <(echo 17.119213696601992) \
    "$scratch/jenga/01.a" 2>/dev/null || fail "jenga 01.a is not the sample's 17.119213696601992"
  # blackwhite's modular edge case is what it says: the count exceeds C(n, k) mod p.
  if command -v python3 >/dev/null 2>&1; then
    t=$(grep -o '"input":"[0-9]*","answer":"[0-9.a]*","origin":"edge","description":"(C(n, k) - losing)' \
      "$scratch/blackwhite/tests.json" | cut -d'"' -f4)
    python3 -c 'import sys, math
n, k, d = map(int, open(sys.argv[1]).read().split())
assert int(open(sys.argv[1] + ".a").read()) > math.comb(n, k) % (10**9 + 7)' "$scratch/blackwhite/$t" ||
      fail "blackwhite test $t: the count does not exceed C(n, k) mod p"
  fi
  # No test left over among new ones: a non-empty directory is refused.
  run "" blackwhite tests --out "$scratch/blackwhite"
  [ "$rc" -eq 1 ] && [[ "$err" == *"is not empty"* ]] || fail "tests into a non-empty directory: exit $rc $err"
  expect_error "" 2 "--out DIR is required" jenga tests
fi
finish
