"""ludic.mahjong: hand-checked values (tests/mahjong/golden/README.md says where
each comes from) and the solvers against the brute-force reference."""

import hypothesis.strategies as st
import pytest
from conftest import read_example
from hypothesis import given

import ludic
from ludic import mahjong as mj
from ludic.mahjong import Game, Preset

MOD = mj.MODULUS


def sample():
    return mj.parse(read_example("examples/mahjong/sample.txt"))


def test_sample():
    g = sample()
    assert g.kinds == 5 and g.hand == [4, 1, 4, 0, 4] and sum(g.hand) == 13
    assert g.links == [True, True, True, True, False] and g.copies == [4] * 5
    answer = mj.solve(g)
    assert answer == 570425346  # the original problem's sample
    assert answer * 7 % MOD == 10  # so the expected weight is 10/7
    assert mj.brute_solve(g).answer == answer
    assert mj.format_hand(g) == "1 1 1 1 2 3 3 3 3 5 5 5 5"


def test_distribution_of_the_sample():
    d = mj.distribution(sample())
    assert d.wall == 7 and d.last == 2 and len(d.p) == len(d.cdf) == len(d.survival) == 8
    assert d.expected == pytest.approx(10 / 7, rel=1e-14)
    # weights 1 and 2 only, with mean 10/7: P(1) = 4/7, P(2) = 3/7
    assert d.p[1] == pytest.approx(4 / 7, rel=1e-14) and d.p[2] == pytest.approx(3 / 7, rel=1e-14)
    assert d.p[0] == 0 and d.cdf[2] == pytest.approx(1) and sum(d.survival) == pytest.approx(10 / 7)
    assert d.stats.wall == 7
    brute = mj.brute_solve(sample())
    assert brute.expected == pytest.approx(10 / 7, rel=1e-14)
    assert brute.p == pytest.approx(d.p, abs=1e-14)


def test_small_layout_files():
    # seven honours of two copies; the single wall tile completes seven pairs
    one = mj.parse("honours z 7 copies 2\nhand 1122334455667z\n")
    assert mj.solve(one) == 1 and mj.distribution(one).p == [0, 1]
    # plus one honour of one copy: the wall {7z, 1y}, weight 1 or 2 with chance 1/2: E = 3/2
    two = mj.parse("honours z 7 copies 2\nhonours y 1 copies 1\nhand 1122334455667z\n")
    assert mj.solve(two) == 3 * pow(2, MOD - 2, MOD) % MOD == 499122178
    assert mj.format_hand(two) == "1122334455667z"
    assert two.names.suit == ["z"] * 7 + ["y"] and two.names.rank == [1, 2, 3, 4, 5, 6, 7, 1]
    never = mj.parse("honours z 7 copies 1\nhonours y 6 copies 1\nhand 1234567z123456y\n")
    with pytest.raises(ludic.NoAnswerError, match="no draw ever wins"):
        mj.solve(never)


def test_hands_and_presets():
    h = mj.parse_hand("123m456p789s1122z")
    assert h.kinds == 34 and sum(h.hand) == 13 and mj.format_hand(h) == "123m456p789s1122z"
    sanma = mj.parse_hand("19m1234567p1122z", Preset.SANMA)
    assert sum(sanma.copies) == 108
    with pytest.raises(ludic.InvalidInputError) as e:
        mj.parse_hand("123m456p789s1122z3z")
    assert (e.value.line, e.value.column) == (1, 20)
    assert e.value.message == "the hand has 14 tiles; expected the 13 dealt tiles"
    text = mj.generate_preset(7, Preset.RIICHI)
    assert text == mj.generate_preset(7) and text.startswith("layout riichi\nhand ")
    assert sum(mj.parse(text).hand) == 13


def test_generate_and_validate():
    text = mj.generate(1, 6)
    assert text == mj.generate(1, 6) and text.startswith("6\n") and text.count("\n") == 14
    g = mj.validate(text)
    assert g.kinds == 6 and sum(g.hand) == 13 and g.names is None
    big = mj.generate(2, 150)
    with pytest.raises(ludic.Error):
        mj.validate(big)  # n = 150 is beyond the original 100
    assert mj.validate(big, extended=True).kinds == 150
    with pytest.raises(ludic.ArgumentError):
        mj.generate(1, 4)


def test_check_functions():
    g = sample()
    mj.check_layout(g)
    mj.check_game(g)
    short = Game(g.copies, g.links, [4, 1, 4, 0, 3])
    mj.check_layout(short)
    with pytest.raises(ludic.ArgumentError, match="13"):
        mj.check_game(short)
    with pytest.raises(ludic.ArgumentError):
        mj.check_layout(Game([5] * 5, g.links, g.hand))  # at most 4 copies
    one = Game.one_suit(5)
    assert one.copies == [4] * 5 and one.links[-1] is False and sum(one.hand) == 0


def test_svg():
    d = mj.distribution(sample())
    svg = mj.format_svg(d, "a<b")
    assert "<svg" in svg and svg.rstrip().endswith("</svg>") and "a&lt;b" in svg
    assert "a<b" not in svg
    assert "<svg" in mj.format_svg(d)


def test_automaton():
    g = sample()
    with mj.Automaton(g) as a:
        sizes = a.sizes
        assert sizes.minimised and sizes.winning_state == sizes.states - 1
        assert a.step(0, True, 5) is None  # 5 tiles of a kind: outside the alphabet
        assert a.wins(g, [2, 1, 1, 1, 0]) is False  # 5 tiles never win
        assert a.wins(g, [3, 3, 3, 3, 2]) is True  # 111 222 333 444 55
        assert mj.solve(g, automaton=a) == 570425346
    assert mj.Automaton(unminimised=True).sizes.minimised is False


@st.composite
def small_games(draw):
    n = draw(st.integers(5, 8))
    tiles = draw(st.lists(st.tuples(st.integers(1, n), st.integers(1, 4)), min_size=13,
                          max_size=13, unique=True))
    return mj.parse(f"{n}\n" + "".join(f"{w} {t}\n" for w, t in tiles))


@given(game=small_games())
def test_solvers_equal_brute_force(game):
    try:
        answer = mj.solve(game)
    except ludic.NoAnswerError:
        with pytest.raises(ludic.NoAnswerError):
            mj.brute_solve(game)
        return
    brute = mj.brute_solve(game)
    assert brute.answer == answer
    d = mj.distribution(game)
    assert d.expected == pytest.approx(brute.expected, rel=1e-12)
    assert d.p == pytest.approx(brute.p, abs=1e-12)


@given(n=st.integers(5, 9), data=st.data())
def test_automaton_equals_direct_search(n, data):
    layout = Game.one_suit(n)
    counts = data.draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
    with mj.Automaton(layout) as a:
        assert a.wins(layout, counts) == mj.brute_wins(layout, counts)
