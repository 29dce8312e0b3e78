#!/usr/bin/env bash
# CLI tests of the draw game (ludic mahjong analyze --draws ..., ludic
# mahjong advise), run on the real executable: the JSON fields and their
# shapes; a tenpai hand's P(win within 1) is its winning tiles left / wall
# (counted here by hand); a 14-tile hand's row equals the 13 tiles left
# analyzed on their own (the replace wall puts the discard back); advise's
# P(win) is analyze's, and the average of its rows; the real wall's
# simulation: intervals around the estimates, under the ZJOI bound, the same
# seed the same output; karaten gives 0; the chart is well-formed XML with a
# line per discard; the text names the class and the wall.
. "$(dirname "$0")/../cli/lib.sh"

hand13=123m456p789s1122z  # tenpai on 1z and 2z: 2 + 2 tiles of 123
hand14=1259m2358p13789s4z # 3-shanten

# 1. Text: the class and the wall are named.
expect_contains "" "policy class progress (E = 0" mahjong analyze --draws 4 $hand13
expect_contains "" "replace wall (a discard goes back into the wall): exact" mahjong analyze --draws 4 $hand13
expect_contains "" "policy class exchange (E = 1" mahjong analyze --policy exchange --draws 3 $hand14
expect_contains "" "ZJOI bound" mahjong analyze --wall real --simulate 300 --draws 4 $hand13
# A karaten wait: no draw wins and none is kept, so the one line is "any
# draw", not "any other draw" under an empty list.
expect_contains "" "
  any draw (32 kinds, 119 tiles): keep the hand (discard the drawn tile)  shanten 0  0.0000000000" \
  mahjong advise --draws 3 --meld 123m --meld 456p --meld 789s --visible 1z1z2z2z 1122z
# With called melds there is no bound: the header says so and why, rather
# than naming a bound the table then lacks.
expect_contains "" "99% interval; no ZJOI bound (the ZJOI question is about closed hands)" \
  mahjong analyze --wall real --simulate 100 --draws 2 --meld 123m --meld 456p --meld 789s 1122z
run "" mahjong analyze --wall real --simulate 100 --draws 2 --meld 123m --meld 456p --meld 789s 1122z
case "$out" in *"which no policy beats"*) fail "a melded hand's simulation names a ZJOI bound it does not show: [$out]" ;; esac
expect_contains "" "keep the hand (discard the drawn tile)" mahjong advise --draws 4 $hand13
expect_contains "" "1z(2) 2z(2): win (4 tiles)" mahjong advise --draws 4 $hand13
# A search past --max-memory: exit 1, the cap in units a person reads, and
# every way out (already the narrowest class here: a larger cap is the one).
expect_error "" 1 "memory cap of 1.00 MiB; ask for fewer draws, a narrower policy class or a larger memory cap" \
  mahjong analyze --draws 18 --max-memory 1M $hand14
# Every cap between one too small and one enough: an answer or that exit 1,
# never a crash. (A search that ran out at a later discard once sorted that
# row's empty figures, reading far past them: a bus error at 8680K to 8760K
# for this hand.) Bisected to the boundary, where the later discards fail.
bench14=4m4m5m1p2p3p5p9p9p4s6s9s5z6z
lo=1024 hi=65536 # KiB: fails at lo, answers at hi
while [ $((hi - lo)) -gt 16 ]; do
  mid=$(((lo + hi) / 2))
  run "" mahjong analyze --draws 18 --max-memory ${mid}K $bench14
  case $rc in
    0) hi=$mid ;;
    1) lo=$mid
       case "$err" in *"reached its memory cap"*) ;; *) fail "--max-memory ${mid}K: exit 1 without the cap's message: [$err]" ;; esac ;;
    *) fail "--max-memory ${mid}K: exit $rc (a crash?): [$err]"; break ;;
  esac
done
for kb in $((lo - 48)) $((lo - 16)) $lo $((lo + 8)) $hi; do
  run "" mahjong analyze --draws 18 --max-memory ${kb}K $bench14
  [ $rc -le 1 ] || fail "--max-memory ${kb}K: exit $rc (a crash?): [$err]"
done

if command -v python3 >/dev/null 2>&1; then
  j() { "$LUDIC" "$@" >"$scratch/$1.json.tmp" 2>"$scratch/err" || fail "ludic $*: exit $? ($(cat "$scratch/err"))"; }
  # 2. 13 tiles: lists of T numbers, win[0] = 4/123, monotone, in [0, 1].
  "$LUDIC" mahjong analyze --json --draws 6 $hand13 >"$scratch/a13.json" || fail "analyze --json --draws 6"
  python3 - "$scratch/a13.json" <<'PY' || fail "analyze --json --draws: 13 tiles"
import json, sys
a = json.load(open(sys.argv[1]))
assert a["draws"] == 6 and a["wall_rule"] == "replace" and a["policy"] == "progress", a
assert a["policy_slack"] == 0 and a["exact"] is True and a["hands_searched"] >= 1
assert len(a["win"]) == 6 and len(a["tenpai"]) == 6
assert a["win"][0] == 4 / 123, a["win"][0]
assert all(0 <= x <= 1 for x in a["win"] + a["tenpai"])
assert all(a["win"][i] <= a["win"][i + 1] for i in range(5))
assert a["tenpai"] == [1] * 6  # tenpai already
assert "simulation" not in a
PY
  # 3. 14 tiles: every row has win and tenpai; the best row is best_discard;
  #    a row equals the 13 tiles left analyzed alone.
  "$LUDIC" mahjong analyze --json --draws 5 $hand14 >"$scratch/a14.json" || fail "analyze --json --draws 5 $hand14"
  python3 - "$scratch/a14.json" "$LUDIC" "$hand14" <<'PY' || fail "analyze --json --draws: 14 tiles"
import json, subprocess, sys
a = json.load(open(sys.argv[1]))
rows = a["discards"]
assert all(len(r["win"]) == 5 and len(r["tenpai"]) == 5 for r in rows)
best = max(rows, key=lambda r: r["win"][-1])
# best_discard is the best up to the documented tie (values within a relative
# 1e-12 are ties: keep, then the lowest kind), so its win may sit a rounding
# error below the largest row's, never more
chosen = next(r for r in rows if r["discard"] == a["best_discard"])["win"][-1]
assert best["win"][-1] * (1 - 1e-12) <= chosen <= best["win"][-1], (chosen, best)
def without(hand, tile):
    # remove one tile of kind `tile` from hand notation
    digit, suit = tile[0], tile[1]
    out, digits = "", ""
    for ch in hand:
        if ch.isdigit():
            digits += ch
        else:
            if ch == suit and digit in digits:
                digits = digits.replace(digit, "", 1)
            if digits:
                out += digits + ch
            digits = ""
    return out
for r in rows[:3]:
    rest = without(sys.argv[3], r["discard"])
    one = json.loads(subprocess.run([sys.argv[2], "mahjong", "analyze", "--json", "--draws", "5", rest],
                                    capture_output=True, text=True, check=True).stdout)
    assert one["win"] == r["win"], (r["discard"], one["win"], r["win"])
    assert one["tenpai"] == r["tenpai"]
PY
  # 4. advise: P(win) = analyze's, and the rows' average over the wall.
  # 3b. draw_order lists the discards best first; at 8 draws of $hand14 the
  #     rows (analyze's order: shanten, effective tiles) are not in that order.
  "$LUDIC" mahjong analyze --json --draws 8 $hand14 >"$scratch/o14.json" || fail "analyze --json --draws 8 $hand14"
  python3 - "$scratch/o14.json" <<'PY' || fail "analyze --json --draws: draw_order"
import json, sys
a = json.load(open(sys.argv[1]))
rows = a["discards"]
# draw_order: every discard once, best first by P(win within T), led by best_discard
order = a["draw_order"]
assert sorted(order) == sorted(r["discard"] for r in rows), order
assert order[0] == a["best_discard"]
value = {r["discard"]: r["win"][-1] for r in rows}
assert all(value[order[i]] >= value[order[i + 1]] * (1 - 1e-12) for i in range(len(order) - 1)), order
listed = [r["discard"] for r in rows]
assert any(value[listed[i]] < value[listed[i + 1]] * (1 - 1e-12) for i in range(len(listed) - 1)), \
    "the rows are best first here: this check no longer tells draw_order from discards"
PY
  "$LUDIC" mahjong advise --json --draws 6 1259m2358p13789s >"$scratch/adv.json" || fail "advise --json"
  "$LUDIC" mahjong analyze --json --draws 6 1259m2358p13789s >"$scratch/ana.json" || fail "analyze --json"
  python3 - "$scratch/adv.json" "$scratch/ana.json" <<'PY' || fail "advise --json vs analyze"
import json, sys
v = json.load(open(sys.argv[1])); a = json.load(open(sys.argv[2]))
assert abs(v["win"] - a["win"][-1]) <= 1e-12, (v["win"], a["win"][-1])
assert sum(r["copies"] for r in v["after_draw"]) == a["wall"] == 123
avg = sum(r["copies"] * r["win"] for r in v["after_draw"]) / 123
assert abs(avg - v["win"]) <= 1e-12
for r in v["after_draw"]:
    assert r["win"] >= r["keep"] and r["options"] >= 1
    assert (r["discard"] is None) == r["complete"]
PY
  # 5. The real wall: intervals, the ZJOI bound, the same seed the same figures.
  "$LUDIC" mahjong analyze --json --wall real --simulate 2000 --seed 5 --draws 8 $hand13 >"$scratch/r1.json" || fail "analyze --wall real"
  "$LUDIC" mahjong analyze --json --wall real --simulate 2000 --seed 5 --draws 8 $hand13 >"$scratch/r2.json"
  cmp -s "$scratch/r1.json" "$scratch/r2.json" || fail "the same seed gave different simulations"
  decimal=$("$LUDIC" mahjong dist --json --riichi $hand13)
  python3 - "$scratch/r1.json" "$decimal" <<'PY' || fail "analyze --wall real --json"
import json, sys
a = json.load(open(sys.argv[1])); d = json.loads(sys.argv[2])
s = a["simulation"]
assert a["exact"] is False and a["wall_rule"] == "real" and s["wall_rule"] == "real"
assert s["games"] == 2000 and s["seed"] == 5 and a["win"] == s["win"]
for key in ("win", "win_low", "win_high", "tenpai", "tenpai_low", "tenpai_high", "zjoi_bound"):
    assert len(s[key]) == 8, key
cdf = [row["cdf"] for row in d["distribution"]]
for t in range(8):
    assert s["win_low"][t] <= s["win"][t] <= s["win_high"][t]
    assert s["win_low"][t] <= s["zjoi_bound"][t]
    # the bound is ludic mahjong dist's P(weight <= t) of the same hand
    assert abs(s["zjoi_bound"][t] - cdf[t]) <= 1e-12, (t, s["zjoi_bound"][t], cdf[t])
PY
  # 5b. --simulate with the replace wall: the estimates bracket the exact figures
  #     (within 1.5 half-widths of their 99% intervals) in every discard row.
  "$LUDIC" mahjong analyze --json --simulate 4000 --seed 3 --draws 6 $hand14 >"$scratch/rs.json" || fail "analyze --simulate, replace"
  python3 - "$scratch/rs.json" <<'PY' || fail "analyze --simulate with the replace wall"
import json, sys
a = json.load(open(sys.argv[1]))
assert a["exact"] is True and a["wall_rule"] == "replace"
for r in a["discards"]:
    s = r["simulation"]
    assert s["wall_rule"] == "replace" and s["zjoi_bound"] is None
    for t in range(6):
        half = 1.5 * (s["win_high"][t] - s["win_low"][t]) / 2 + 1e-12
        assert abs(s["win"][t] - r["win"][t]) <= half, (r["discard"], t, s["win"][t], r["win"][t])
PY
  # 6. Karaten: both waits visible: 0, no NaN; melds and sanma run.
  "$LUDIC" mahjong analyze --json --draws 4 --visible 11z22z $hand13 >"$scratch/k.json" || fail "karaten"
  python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); assert a["win"]==[0,0,0,0], a["win"]' "$scratch/k.json" || fail "karaten is not 0"
  "$LUDIC" mahjong analyze --json --wall real --simulate 500 --draws 4 --visible 11z22z $hand13 >"$scratch/k2.json" || fail "karaten, real"
  python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["simulation"]; assert s["win"]==[0]*4 and s["zjoi_bound"][0]==0, s' "$scratch/k2.json" || fail "karaten, real: not 0"
  "$LUDIC" mahjong analyze --json --draws 3 --meld 123s --meld 456s --meld 789s 1m123p >"$scratch/m.json" || fail "melds"
  python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); assert a["win"][0]==3/123, a["win"]' "$scratch/m.json" || fail "melds: win[0] is not 3/123"
  "$LUDIC" mahjong analyze --json --draws 3 --sanma 111m999m123p456p1z >"$scratch/s.json" || fail "sanma"
  python3 -c 'import json,sys; a=json.load(open(sys.argv[1])); assert a["wall"]==95 and a["win"][0]==3/95, a' "$scratch/s.json" || fail "sanma: win[0] is not 3/95"
  # red fives count as fives
  "$LUDIC" mahjong analyze --json --draws 3 123m406p789s1122z >"$scratch/red.json" || fail "red five"
  "$LUDIC" mahjong analyze --json --draws 3 123m456p789s1122z >"$scratch/nored.json"
  python3 -c 'import json,sys; a,b=[json.load(open(f)) for f in sys.argv[1:]]; assert a["win"]==b["win"]' "$scratch/red.json" "$scratch/nored.json" || fail "a red five changes the figures"
  # 7. The chart: XML, one line per discard (at most 8), the legend.
  "$LUDIC" mahjong analyze --draws 6 --svg "$scratch/c.svg" $hand14 >"$scratch/c.txt" || fail "--svg"
  grep -q "written to $scratch/c.svg" "$scratch/c.txt" || fail "--svg: no line saying where the chart went"
  python3 - "$scratch/c.svg" <<'PY' || fail "--svg: the chart"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
lines = root.findall(f".//{ns}polyline")
assert len(lines) == 8, len(lines)  # 14 discards, the best 8 drawn
assert len(root.findall(f".//{ns}circle")) == 8 * 6
legend = root.find(f".//{ns}g[@id='legend']")
assert legend is not None and len(legend.findall(f"{ns}text")) == 9
PY
fi

# 8. Long work draws a progress line on a terminal only, and none with
#    --quiet (check_progress, tests/cli/lib.sh): a long simulation, and the
#    exact search of a 6-shanten hand (about 200,000 hands) in analyze and advise.
check_progress "mahjong analyze: simulating" mahjong analyze --wall real --simulate 1500000 \
  --draws 18 $hand13
far=147m258p36s12357z
check_progress "mahjong analyze: hands searched" mahjong analyze --draws 18 $far
check_progress "mahjong advise: hands searched" mahjong advise $far
finish
