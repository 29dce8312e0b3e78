"""ludic.riichi: hand-checked values (each derived in its comment), the fast
shanten against the reference search, the effective tiles and discard table
against their definitions through shanten(), the draw game against its own
identities (header: riichi.h), and everything against the command line
(`ludic mahjong shanten --json`, `analyze --json`, `advise --json`)."""

import copy
import dataclasses
import json

import hypothesis.strategies as st
import pytest
from hypothesis import given

import ludic
from ludic import mahjong as mj
from ludic import riichi as r

TENPAI = "123m456p789s1122z"  # waits on 1z and 2z (shanpon), 2 copies of each left


def hands(n):
    """n distinct tiles of the 136 (tile i is kind i // 4), as 34 counts."""
    def counts(tiles):
        c = [0] * r.KINDS
        for t in tiles:
            c[t // 4] += 1
        return c
    return st.lists(st.integers(0, 135), min_size=n, max_size=n, unique=True).map(counts)


def text(counts):
    return r.format_tiles(counts)


# ---- notation ---------------------------------------------------------------------


def test_parse_tiles_counts_and_red_fives():
    t = r.parse_tiles("123m406p799s1122z")
    assert t.total == 13 and sum(t.counts) == 13
    assert t.counts[0:3] == [1, 1, 1] and t.counts[9 + 3] == 1 and t.counts[9 + 4] == 1
    assert t.counts[9 + 5] == 1 and t.counts[18 + 6] == 1 and t.counts[18 + 8] == 2
    assert t.counts[27:29] == [2, 2] and t.counts.count(0) == 34 - 10
    assert t.red == [0, 1, 0]  # the 0p
    assert str(t) == "123m406p799s1122z"
    assert r.parse_tiles(" 1m 2m\t").counts[:2] == [1, 1]
    assert r.parse_tiles("").total == 0
    assert r.format_tiles(t.counts) == "123m456p799s1122z"  # without red: a plain 5
    assert [r.kind_name(k) for k in (0, 8, 9, 26, 27, 33)] == ["1m", "9m", "1p", "9s", "1z", "7z"]
    assert r.kind_of("7z") == 33 and r.kind_of("0s") == 22


def test_parse_meld():
    assert r.parse_meld("406p").red == [0, 1, 0]
    assert r.parse_meld("1111p").counts[9] == 4
    assert r.parse_meld("555z").counts[31] == 3
    with pytest.raises(ludic.InvalidInputError) as e:
        r.parse_meld("124m")
    assert e.value.column == 1


@pytest.mark.parametrize("bad, cls, column, words", [
    ("12x", ludic.InputSyntaxError, 3, "'x'"),
    ("123", ludic.InputSyntaxError, None, "suit"),
    ("m", ludic.InputSyntaxError, 1, None),
    ("18z", ludic.InvalidInputError, 2, "8z"),
    ("11111m", ludic.InvalidInputError, 5, "fifth"),
    ("00m", ludic.InvalidInputError, 2, "red"),
])
def test_bad_tiles_raise_with_the_column(bad, cls, column, words):
    with pytest.raises(cls) as e:
        r.parse_tiles(bad)
    assert e.value.line == 1 and e.value.column >= 1
    if column is not None:
        assert e.value.column == column, e.value
    if words:
        assert words in e.value.message, e.value.message


def test_sanma_set():
    with pytest.raises(ludic.InvalidInputError):
        r.parse_tiles("2m", sanma=True)
    w = r.wall(sanma=True)
    assert w[1:8] == [0] * 7 and sum(w) == 108  # 27 kinds of 4
    assert r.shanten("19m19p19s1234567z", sanma=True).thirteen_orphans == 0


def test_errors_match_the_command_line(cli):
    for bad in ("12x", "18z", "123m406p99s1122zz", "11111m"):
        with pytest.raises(ludic.Error) as e:
            r.parse_tiles(bad)
        code, out, err = cli.run("mahjong", "shanten", stdin=bad + "\n")
        assert code == 2 and out == ""
        message, line, column = cli.parse_report(err)
        assert (e.value.message, e.value.column) == (message, column), err


def test_wall_subtracts_hand_melds_and_visible():
    w = r.wall("123m456p789s11z", ["222z"], "5z")
    # every kind 4, minus one of 1m..3m, 4p..6p, 7s..9s, two 1z, three 2z, one 5z
    expect = [4] * 34
    for k in (0, 1, 2, 12, 13, 14, 24, 25, 26):
        expect[k] -= 1
    expect[27] -= 2
    expect[28] -= 3
    expect[31] -= 1
    assert w == expect and sum(w) == 136 - 15
    with pytest.raises(ludic.InvalidInputError):
        r.wall("1111m", visible="1m")


# ---- shanten ----------------------------------------------------------------------


def test_shanten_of_known_hands():
    assert r.shanten(TENPAI) == r.Shanten(0, 0, 4, 8)  # 4 pairs short of seven: 6 - 2 pairs
    assert r.shanten("123m456p789s11222z").min == -1  # 14 tiles, complete
    assert r.shanten("1122m3344p5566s7z").seven_pairs == 0
    assert r.shanten("19m19p19s1234567z").thirteen_orphans == 0
    # 11 tiles: one meld called, seven pairs and orphans do not apply (None)
    s = r.shanten("123m456p789s11z")
    assert s.seven_pairs is None and s.thirteen_orphans is None and s.standard == -1  # complete
    assert r.shanten([4 if k == 0 else 0 for k in range(34)]).standard == 1  # 1111m: 1 tile pair + meld short


@given(hands(13))
def test_shanten_matches_the_reference_search(counts):
    assert r.shanten(counts) == r.brute_shanten(counts)


@given(st.sampled_from([13, 14]).flatmap(hands))
def test_shanten_matches_the_command_line(cli, counts):
    code, out, err = cli.run("mahjong", "shanten", "--json", stdin=text(counts) + "\n")
    assert code == 0, err
    got = json.loads(out)["shanten"]
    s = r.shanten(counts)
    assert got == {"min": s.min, "standard": s.standard, "seven_pairs": s.seven_pairs,
                   "thirteen_orphans": s.thirteen_orphans}


def test_bad_hands():
    with pytest.raises(ludic.InvalidInputError):
        r.shanten("123m")  # 3 tiles: n % 3 == 0
    with pytest.raises(ValueError):
        r.shanten([0] * 33)
    with pytest.raises(TypeError):
        r.shanten(13)
    with pytest.raises(ValueError):
        r.effective(TENPAI, form="nine_gates")


# ---- effective tiles and discards ---------------------------------------------------


def test_effective_of_the_tenpai_hand():
    e = r.effective(TENPAI)
    assert e == r.Effective(0, [27, 28], [2, 2], 4) and e.tiles == ["1z", "2z"]
    # the other 1z and 2z visible: a karaten wait, listed with count 0
    e = r.effective(TENPAI, r.wall(TENPAI, visible="1122z"))
    assert e.kinds == [27, 28] and e.counts == [0, 0] and e.total == 0
    # 10 tiles (one meld called), a tanki wait on 1z: its 3 other copies
    assert r.effective("123m456p789s1z") == r.Effective(0, [27], [3], 3)
    assert r.effective("1z", form=r.Form.SEVEN_PAIRS).shanten is None


FIELD = {r.Form.MIN: "min", r.Form.STANDARD: "standard", r.Form.SEVEN_PAIRS: "seven_pairs",
         r.Form.THIRTEEN_ORPHANS: "thirteen_orphans"}


@given(hands(13), st.sampled_from(list(r.Form)))
def test_effective_follows_its_definition(counts, form):
    def of(c):
        return getattr(r.shanten(c), FIELD[form])
    s = of(counts)
    wall = [4 - c for c in counts]
    kinds = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if of(counts) == s - 1:
                kinds.append(k)
            counts[k] -= 1
    e = r.effective(counts, form=form)
    assert e.shanten == s and e.kinds == kinds
    assert e.counts == [wall[k] for k in kinds] and e.total == sum(e.counts)


@given(hands(14), st.sampled_from(list(r.Form)))
def test_discards_follow_their_definition(counts, form):
    d = r.discards(counts, form=form)
    assert d.shanten == getattr(r.shanten(counts), FIELD[form])
    assert sorted(x.kind for x in d.rows) == [k for k in range(34) if counts[k]]
    wall14 = [4 - c for c in counts]
    for row in d.rows:
        left = list(counts)
        left[row.kind] -= 1
        assert row.after == r.effective(left, wall14, form=form)
    keys = [(x.after.shanten, -x.after.total, x.kind) for x in d.rows]
    assert keys == sorted(keys)


@given(hands(14))
def test_discards_match_the_command_line(cli, counts):
    code, out, err = cli.run("mahjong", "analyze", "--json", text(counts))
    assert code == 0, err
    got = json.loads(out)
    d = r.discards(counts)
    assert got["shanten"]["min"] == d.shanten
    assert [x["discard"] for x in got["discards"]] == [x.tile for x in d.rows]
    for x, row in zip(got["discards"], d.rows):
        assert x["shanten"] == row.after.shanten and x["effective_total"] == row.after.total
        assert [(e["tile"], e["count"]) for e in x["effective"]] == list(
            zip(row.after.tiles, row.after.counts))


# ---- the ZJOI expected draws --------------------------------------------------------


def test_expected_draws_is_the_mahjong_solvers():
    d = mj.distribution(mj.parse_hand(TENPAI))
    assert r.expected_draws(TENPAI) == pytest.approx(d.expected, rel=1e-12)
    with pytest.raises(ludic.InvalidInputError):
        r.expected_draws("123m456p789s11z")  # not 13 tiles
    # a wall of one 4z and one 7z: no draw completes the shanpon (nor seven pairs or orphans)
    useless = [0] * 34
    useless[30] = useless[33] = 1
    with pytest.raises(ludic.NoAnswerError):
        r.expected_draws(TENPAI, useless)


@given(hands(13))
def test_expected_draws_match_the_command_line(cli, counts):
    code, out, err = cli.run("mahjong", "analyze", "--json", text(counts))
    assert code == 0, err
    assert json.loads(out)["expected_draws"] == pytest.approx(r.expected_draws(counts), rel=1e-12)


# ---- the draw game -----------------------------------------------------------------


def test_draw_odds_of_a_tenpai_hand():
    o = r.draw_odds(TENPAI, draws=3)
    assert o.shanten == 0 and o.draws == 3 and o.wall == 136 - 13
    assert o.win[0] == 4 / 123  # exact: the 4 winning tiles of 123
    # a shanpon that is never changed (PROGRESS keeps tenpai): P(no win in t) = (119/123)^t
    assert o.win == pytest.approx([1 - (119 / 123) ** t for t in (1, 2, 3)], rel=1e-12)
    assert o.tenpai == [1, 1, 1]
    karaten = r.draw_odds(TENPAI, r.wall(TENPAI, visible="1122z"), draws=1)
    assert karaten.win == [0]


@given(hands(13), st.integers(1, 3), st.sampled_from(list(r.Policy)))
def test_draw_odds_are_probabilities_and_advice_sums_to_them(counts, draws, policy):
    if r.shanten(counts).min > 2:
        counts = r.parse_tiles("1259m258p13789s4z").counts  # keep the search small
    o = r.draw_odds(counts, draws=draws, policy=policy)
    for row in (o.win, o.tenpai):
        assert len(row) == draws and all(0 <= p <= 1 for p in row)
        assert all(a <= b + 1e-15 for a, b in zip(row, row[1:]))
    a = r.draw_advice(counts, draws=draws, policy=policy)
    assert a.win == pytest.approx(o.win[-1], rel=1e-12, abs=1e-15)
    assert sum(c.copies for c in a.rows) == a.wall == o.wall
    total = sum(c.copies / a.wall * (1 if c.complete else c.win) for c in a.rows)
    assert total == pytest.approx(o.win[-1], rel=1e-12, abs=1e-15)


@given(hands(14), st.integers(1, 3))
def test_draw_discards_rows_are_the_odds_of_the_hands_left(counts, draws):
    if r.shanten(counts).min > 2:
        counts = r.parse_tiles("1259m2358p13789s4z").counts
    d = r.draw_discards(counts, draws=draws)
    assert sorted(x.kind for x in d.rows) == [k for k in range(34) if counts[k]]
    for row in d.rows:
        left = list(counts)
        left[row.kind] -= 1
        o = r.draw_odds(left, draws=draws)  # default wall: the discard back in it
        assert row.odds.win == pytest.approx(o.win, rel=1e-12, abs=1e-15)
        assert row.odds.tenpai == pytest.approx(o.tenpai, rel=1e-12, abs=1e-15)
    wins = [x.odds.win[-1] for x in d.rows]
    assert all(a >= b * (1 - 1e-12) for a, b in zip(wins, wins[1:]))


@pytest.mark.parametrize("hand, draws, policy", [
    ("1259m2358p13789s4z", 4, "progress"),
    ("123m456p789s1122z", 3, "exchange"),
    ("2345m34p667789s12z", 2, "any"),
])
def test_draw_game_matches_the_command_line(cli, hand, draws, policy):
    code, out, err = cli.run("mahjong", "analyze", "--json", "--draws", str(draws),
                             "--policy", policy, hand)
    assert code == 0, err
    got = json.loads(out)
    if r.parse_tiles(hand).total == 14:
        d = r.draw_discards(hand, draws=draws, policy=policy)
        assert got["hands_searched"] == d.hands
        # the command line orders rows of equal figures as its discard table: match by tile
        assert sorted(x["discard"] for x in got["discards"]) == sorted(x.tile for x in d.rows)
        by_tile = {x["discard"]: x for x in got["discards"]}
        assert got["best_discard"] == d.rows[0].tile
        for row in d.rows:
            x = by_tile[row.tile]
            assert x["win"] == pytest.approx(row.odds.win, rel=1e-12, abs=1e-15)
            assert x["tenpai"] == pytest.approx(row.odds.tenpai, rel=1e-12, abs=1e-15)
    else:
        o = r.draw_odds(hand, draws=draws, policy=policy)
        assert got["hands_searched"] == o.hands
        assert got["win"] == pytest.approx(o.win, rel=1e-12, abs=1e-15)
        assert got["tenpai"] == pytest.approx(o.tenpai, rel=1e-12, abs=1e-15)


def test_advice_matches_the_command_line(cli):
    hand = "1259m258p13789s4z"
    code, out, err = cli.run("mahjong", "advise", "--json", "--draws", "4", hand)
    assert code == 0, err
    got = json.loads(out)
    a = r.draw_advice(hand, draws=4)
    assert got["win"] == pytest.approx(a.win, rel=1e-12, abs=1e-15)
    assert got["hands_searched"] == a.hands
    rows = [(x["draw"], x["copies"], x["complete"], x["discard"], x["shanten"], x["options"])
            for x in got["after_draw"]]
    assert rows == [(r.kind_name(c.draw), c.copies, c.complete, r.kind_name(c.discard),
                     c.shanten, c.options) for c in a.rows]
    assert [x["win"] for x in got["after_draw"]] == pytest.approx([c.win for c in a.rows])


@pytest.mark.parametrize("rule", ["replace", "real"])
def test_simulate_matches_the_command_line(cli, rule):
    s = r.simulate(TENPAI, games=2000, seed=11, draws=4, rule=rule)
    code, out, err = cli.run("mahjong", "analyze", "--json", "--draws", "4", "--simulate", "2000",
                             "--seed", "11", "--wall", rule, TENPAI)
    assert code == 0, err
    got = json.loads(out)["simulation"]
    assert got["games"] == s.games == 2000 and got["seed"] == s.seed == 11
    assert s.rule == r.WallRule[rule.upper()]
    for f in ("win", "win_low", "win_high", "tenpai", "tenpai_low", "tenpai_high"):
        assert got[f] == pytest.approx(getattr(s, f), rel=1e-12, abs=1e-15), f
    if rule == "real":
        assert got["zjoi_bound"] == pytest.approx(s.bound, rel=1e-12)
        assert s.bound[0] == pytest.approx(4 / 123, rel=1e-12)
    else:
        assert s.bound is None
    # the same seed, the same figures; the intervals hold the fractions
    assert r.simulate(TENPAI, games=2000, seed=11, draws=4, rule=rule) == s
    assert all(lo <= p <= hi for lo, p, hi in zip(s.win_low, s.win, s.win_high))


def test_draw_game_arguments_and_memory_cap():
    with pytest.raises(ValueError):
        r.draw_odds(TENPAI, draws=0)
    with pytest.raises(ValueError):
        r.draw_odds(TENPAI, draws=r.MAX_DRAWS + 1)
    with pytest.raises(ValueError):
        r.simulate(TENPAI, games=0, seed=1)
    with pytest.raises(ValueError):
        r.draw_odds(TENPAI, policy="greedy")
    with pytest.raises(ludic.MemoryCapError):
        r.draw_odds("1259m2358p1379s4z", draws=18, max_memory=4096)
    with pytest.raises(ludic.InvalidInputError):
        r.draw_odds("1259m2358p13789s4z")  # 14 tiles: that is draw_discards' question


def test_draw_svg(cli, tmp_path):
    d = r.draw_discards("1259m2358p13789s4z", draws=4)
    code, _, err = cli.run("mahjong", "analyze", "--draws", "4", "--svg", str(tmp_path / "c.svg"),
                           "1259m2358p13789s4z")
    assert code == 0, err
    # the command line titles its chart with the hand, the policy and the wall rule
    title = "hand 1259m2358p13789s4z (progress, replace wall)"
    assert r.draw_svg(d, title) == (tmp_path / "c.svg").read_text()
    svg = r.draw_svg(d, title="a <hand>")
    assert svg.startswith("<svg") or svg.startswith("<?xml")
    assert "a &lt;hand&gt;" in svg and "5m" in svg
    with pytest.raises(TypeError):
        r.draw_svg("not a table")
    assert r.draw_svg(d) == r.draw_svg(copy.deepcopy(d))  # the table is plain Python data
    assert dataclasses.asdict(d)["rows"][0]["odds"]["win"] == d.rows[0].odds.win
    with pytest.raises(ValueError):
        r.draw_svg(r.DrawDiscards(d.shanten, d.hands, []))


@pytest.mark.parametrize("hand, melds, visible, sanma", [
    ("123m456p79s12z", ["406m"], "12z", False),  # 10 tiles after a red-five chii
    ("1239m456p79s1z", ["777z"], "8s8s9m", False),  # 11 tiles: the discard table
    ("19m19p19s1234567z", [], "", True),  # sanma's thirteen orphans, 95 tiles in the wall
    ("1199m1p99s1234z", ["1111s"], "9p9p", True),
])
def test_melds_visible_and_sanma_match_the_command_line(cli, hand, melds, visible, sanma):
    args = ["mahjong", "analyze", "--json"] + (["--sanma"] if sanma else [])
    for m in melds:
        args += ["--meld", m]
    if visible:
        args += ["--visible", visible]
    code, out, err = cli.run(*args, hand)
    assert code == 0, err
    got = json.loads(out)
    w = r.wall(hand, melds, visible or None, sanma=sanma)
    assert sum(w) == got["wall"]
    s = r.shanten(hand, sanma=sanma)
    assert got["shanten"] == dataclasses.asdict(s)
    if r.parse_tiles(hand).total % 3 == 1:
        e = r.effective(hand, w, sanma=sanma)
        assert [(x["tile"], x["count"]) for x in got["effective"]] == list(zip(e.tiles, e.counts))
        assert got["effective_total"] == e.total
    else:
        d = r.discards(hand, w, sanma=sanma)
        assert [x["discard"] for x in got["discards"]] == [x.tile for x in d.rows]
        assert [x["effective_total"] for x in got["discards"]] == [x.after.total for x in d.rows]


def test_python_types_are_checked_before_the_library():
    with pytest.raises(TypeError):
        r.shanten(TENPAI, sanma=1)
    with pytest.raises(TypeError):
        r.effective(TENPAI, wall=[4.0] * 34)
    with pytest.raises(ValueError):
        r.effective(TENPAI, wall=[-1] * 34)
    with pytest.raises(TypeError):
        r.wall(TENPAI, "123m")  # one text, not a list of melds
    with pytest.raises(ValueError):
        r.kind_name(34)
    with pytest.raises(TypeError):
        r.simulate(TENPAI, games=10, seed=-1.5)
    with pytest.raises(ValueError):
        r.simulate(TENPAI, games=10, seed=1, rule="table")


def test_progress_reports_and_cancels():
    seen = []
    o = r.draw_odds("1259m2358p13789s", draws=3, progress=lambda d, t: seen.append((d, t)))
    assert seen and all(t == 0 for _, t in seen)  # the search's total is not known
    assert seen[-1][0] <= o.hands
    with pytest.raises(ludic.CancelledError):
        r.draw_discards("1259m2358p13789s4z", draws=3, progress=lambda d, t: True)
    games = []
    s = r.simulate(TENPAI, games=5000, seed=3, draws=2, progress=lambda d, t: games.append((d, t)))
    # first the search (hands met, total 0), then the games played of 5000
    played = [d for d, t in games if t]
    assert played and all(0 < d < 5000 for d in played) and played == sorted(played)
    assert all(t in (0, 5000) for _, t in games)
    assert s == r.simulate(TENPAI, games=5000, seed=3, draws=2)  # reports change nothing

    class Stop(Exception):
        pass

    def boom(done, total):
        raise Stop()

    with pytest.raises(Stop):
        r.simulate(TENPAI, games=5000, seed=3, draws=2, progress=boom)
    with pytest.raises(TypeError):
        r.draw_odds(TENPAI, progress=3)


@given(hands(13), st.sampled_from(list(r.Policy)))
def test_one_draw_wins_with_the_completing_tiles(counts, policy):
    # P(win within 1 draw) = (copies of the kinds that complete the hand) / W, whatever the policy
    o = r.draw_odds(counts, draws=1, policy=policy)
    wall = [4 - c for c in counts]
    completing = 0
    for k in range(34):
        if wall[k]:
            counts[k] += 1
            completing += wall[k] if r.shanten(counts).min == -1 else 0
            counts[k] -= 1
    assert o.wall == sum(wall) == 123
    assert o.win[0] == pytest.approx(completing / o.wall, rel=1e-12, abs=1e-15)


def test_simulated_replace_wall_agrees_with_the_exact_figures():
    hand = "123m456p78s11223z"  # 1-shanten: 2 melds, a 78s wait, pairs 11z 22z, a loose 3z
    assert r.shanten(hand).min == 1
    exact = r.draw_odds(hand, draws=6)
    s = r.simulate(hand, games=20000, seed=5, draws=6)  # the same policy, the same wall rule
    assert s.bound is None
    for t in range(6):
        assert s.win_low[t] <= exact.win[t] <= s.win_high[t], t
        assert s.tenpai_low[t] <= exact.tenpai[t] <= s.tenpai_high[t], t
