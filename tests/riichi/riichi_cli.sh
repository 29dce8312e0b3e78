#!/usr/bin/env bash
# CLI tests of ludic mahjong shanten and analyze (their --help examples are
# run by tests/mahjong/mahjong_cli.sh with the other mahjong commands):
# FILE, '-' and standard input agree; --json parses with the documented
# fields; shanten and analyze agree; analyze's ZJOI figures are the mahjong
# solver's (`ludic mahjong --riichi HAND --decimal`) on the same wall, and a
# discard row's figure is that of the 13 tiles left with the discard visible.
. "$(dirname "$0")/../cli/lib.sh"
ludic() { "$LUDIC" "$@"; }

# 1. Input sources and line ends.
printf '123m456p789s1122z\n1111m\n' >"$scratch/hands.txt"
expect_out "" $'0 0 4 8\n1 1 - -' mahjong shanten "$scratch/hands.txt"
expect_out "$(cat "$scratch/hands.txt")" $'0 0 4 8\n1 1 - -' mahjong shanten -
expect_out $'123m456p789s1122z\r\n1111m' $'0 0 4 8\n1 1 - -' mahjong shanten
expect_out $'  123m 456p\t789s 1122z  \n' "0 0 4 8" mahjong shanten

# 2. shanten and analyze agree on every form (13 and 14 tiles, sanma).
for hand in 123m456p789s1122z 19m19p19s1234567z 1111m2233p4455s6z 123m456p789s11223z \
  1259m2358p13789s4z; do
  run "" mahjong shanten <<<"$hand"
  printf '%s\n' "$hand" | "$LUDIC" mahjong shanten >"$scratch/s.txt"
  read -r min std pairs orphans <"$scratch/s.txt"
  run "" mahjong analyze "$hand"
  want="shanten $min"
  case "$out" in *"$want"*"standard $std, seven pairs $pairs, thirteen orphans $orphans"*) ;;
    *) fail "analyze $hand does not show shanten $min $std $pairs $orphans: [$out]" ;; esac
done

if command -v python3 >/dev/null 2>&1; then
  # 3. JSON fields and values.
  printf '123m456p789s1122z\n1111m\n' | "$LUDIC" mahjong shanten --json >"$scratch/s.json"
  python3 - "$scratch/s.json" <<'PY' || fail "shanten --json"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
assert rows[0] == {"hand": "123m456p789s1122z", "shanten": {"min": 0, "standard": 0, "seven_pairs": 4, "thirteen_orphans": 8}}, rows[0]
assert rows[1]["shanten"]["seven_pairs"] is None and rows[1]["shanten"]["thirteen_orphans"] is None
PY
  # 13 tiles: effective tiles and the ZJOI figure of ludic mahjong --riichi HAND --decimal
  for set in riichi sanma; do
    hand=123m456p789s1122z flag=""
    [ "$set" = sanma ] && hand=19m1234567p1122z flag=--sanma
    decimal=$("$LUDIC" mahjong --$set $hand --decimal)
    "$LUDIC" mahjong analyze --json $flag $hand >"$scratch/a.json" || fail "analyze --json $flag $hand"
    python3 - "$scratch/a.json" "$decimal" "$set" <<'PY' || fail "analyze --json $set"
import json, sys
a = json.load(open(sys.argv[1]))
for key in ("shanten", "effective", "effective_total", "expected_draws"):
    assert key in a, key
assert set(a["shanten"]) == {"min", "standard", "seven_pairs", "thirteen_orphans"}
assert a["effective_total"] == sum(e["count"] for e in a["effective"])
assert all(set(e) == {"tile", "count"} for e in a["effective"])
assert a["wall"] == (123 if sys.argv[3] == "riichi" else 95), a["wall"]
assert abs(a["expected_draws"] - float(sys.argv[2])) <= 1e-12 * a["expected_draws"], (a["expected_draws"], sys.argv[2])
PY
  done
  # 14 tiles: each row's figure is the 13 tiles' figure with the discard visible
  hand=1259m2358p13789s4z
  "$LUDIC" mahjong analyze --json $hand >"$scratch/d.json" || fail "analyze --json $hand"
  python3 - "$scratch/d.json" "$LUDIC" "$hand" <<'PY' || fail "analyze --json $hand: rows"
import json, subprocess, sys
d = json.load(open(sys.argv[1]))
rows = d["discards"]
assert d["complete"] is False and len(rows) == 14  # 14 distinct kinds
keys = [(r["shanten"], -r["effective_total"]) for r in rows]
assert keys == sorted(keys), keys
order = "mpsz"
def left_after(hand, tile):  # the 13 tiles left, in notation
    groups, digits = {}, ""
    for ch in hand:
        if ch.isdigit(): digits += ch
        else: groups.setdefault(ch, []).extend(digits); digits = ""
    groups[tile[1]].remove(tile[0])
    return "".join("".join(groups[s]) + s for s in order if groups.get(s))
for r in rows[:4]:
    assert set(r) == {"discard", "shanten", "effective", "effective_total", "expected_draws"}
    rest = left_after(sys.argv[3], r["discard"])
    one = json.loads(subprocess.run([sys.argv[2], "mahjong", "analyze", "--json", "--visible", r["discard"], rest],
                                    capture_output=True, text=True, check=True).stdout)
    assert one["expected_draws"] == r["expected_draws"], (r, one)
    assert one["effective"] == r["effective"] and one["shanten"]["min"] == r["shanten"], (r, one)
PY
  # 4. --form: the standard form's effective tiles of the orphans wait (87: see the unit test)
  "$LUDIC" mahjong analyze --json --form standard --meld 111z 19m19p19s2345z >"$scratch/f.json" ||
    fail "analyze --form standard"
  python3 - "$scratch/f.json" <<'PY' || fail "analyze --form standard --json"
import json, sys
a = json.load(open(sys.argv[1]))
assert a["form"] == "standard" and a["melds"] == ["111z"] and a["expected_draws"] is None
assert a["shanten"]["seven_pairs"] is None
PY
fi

# 5. --form in text, a shanten that does not apply, and sanma's wall.
run "" mahjong analyze --form seven-pairs --meld 123m 456p789s1122z
case "$out" in *"effective tiles for the seven-pairs form only"*"effective tiles: none (0 tiles)"*) ;;
  *) fail "--form seven-pairs with a meld: [$out]" ;; esac
run "" mahjong analyze --sanma 19m19p19s1234567z
case "$out" in *"three-player set; 95 tiles in the wall"*"(39 tiles)"*) ;;
  *) fail "sanma analyze: [$out]" ;; esac
finish
