"""ludic.jenga: hand-checked values (tests/jenga/golden/README.md says where each
comes from) and the fast solver against the brute-force reference."""

import collections

import hypothesis.strategies as st
import pytest
from conftest import read_example
from hypothesis import example, given

import ludic
from ludic import jenga
from ludic.jenga import Color, Dice, Move, Solver, Tower

SAMPLE_ANSWER = 17.119213696601992  # Codeforces 424E's sample


def sample():
    return jenga.parse(read_example("examples/jenga/sample.txt"))


def test_sample():
    t = sample()
    assert len(t.levels) == 6 and t.blocks == 18
    assert abs(jenga.solve(t) - SAMPLE_ANSWER) < 1e-9
    # validate_sample: 5 red, 6 green and 7 blue blocks, counted by hand
    strict = jenga.validate(read_example("examples/jenga/sample.txt"))
    assert strict == t
    assert collections.Counter(c for level in t.levels for c in level) == {
        Color.RED: 5, Color.GREEN: 6, Color.BLUE: 7}


@pytest.mark.parametrize("text, dice, expected", [
    ("1\nRGB\n", None, 0.0),  # nothing below the top
    ("2\nRG.\nR..\n", None, 6.0),  # only the red block can move: 6 / 1
    ("2\n.GB\nG..\n", None, 3.0),  # only the blue block: 6 / 2
    ("3\nRG.\nGB.\nR..\n", None, 7.0),  # (6 + 1 * 3 + 2 * 6) / 3
    ("3\nRG.\nGB.\nR..\n", Dice(1, 0, 1, 1), 4.5),  # (3 + 3 + 3) / 2
    ("3\nR.B\n.G.\nGGG\n", None, 0.0),  # no block can be taken
])
def test_hand_checked_towers(text, dice, expected):
    t = jenga.parse(text, extended=True)
    assert jenga.solve(t, dice) == pytest.approx(expected, rel=1e-12, abs=1e-12)
    assert jenga.brute_solve(t, dice) == pytest.approx(expected, rel=1e-12, abs=1e-12)
    assert t.is_over == (expected == 0.0)


def test_text_round_trip_generate_and_validate():
    t = jenga.parse("3\nRG.\nGB.\nR..\n", extended=True)
    assert t.levels[0] == (Color.RED, Color.GREEN, Color.EMPTY)
    assert jenga.format(t) == "3\nRG.\nGB.\nR..\n" == str(t)
    g = jenga.generate(1, 3)
    assert g == jenga.generate(1, 3) and len(g.levels) == 3 and g.blocks == 9
    assert jenga.validate(jenga.format(g)) == g
    assert 2 <= len(jenga.generate(5).levels) <= 6
    with pytest.raises(ludic.InputSyntaxError) as e:
        jenga.validate("2\nR.B\nRGB\n")  # '.' is not in the original format
    assert (e.value.line, e.value.column) == (2, 2)
    assert jenga.validate("2\nR.B\nRGB\n", extended=True).blocks == 5
    with pytest.raises(ludic.InvalidInputError):
        jenga.check_tower(Tower([(1, 0, 0), (1, 1, 1)]))  # the lower level falls
    jenga.check_tower(Tower([(0, 1, 0), (1, 1, 1)]))  # the middle alone stands


def test_moves():
    t = jenga.parse("2\nRG.\nR..\n", extended=True)
    # only the red block (level 0, left) can go, to the free middle and right on top
    assert jenga.list_moves(t, Color.RED) == [Move(0, 0, Color.RED, 1, False),
                                              Move(0, 0, Color.RED, 2, False)]
    assert jenga.list_moves(t, Color.GREEN) == [] and jenga.list_moves(t, Color.BLUE) == []
    after = jenga.play_move(t, Move(0, 0, Color.RED, 1, False))
    assert str(after) == "2\n.G.\nRR.\n" and str(t) == "2\nRG.\nR..\n"
    with pytest.raises(ludic.InvalidInputError):
        jenga.play_move(t, Move(0, 1, Color.GREEN, 1, False))
    with pytest.raises(ludic.ArgumentError):
        jenga.list_moves(t, Color.EMPTY)


def test_dice():
    assert jenga.default_dice() == Dice() == Dice(2, 2, 1, 1)
    jenga.check_dice(Dice(0, 0, 0, 1))
    with pytest.raises(ludic.ArgumentError):
        jenga.check_dice(Dice(0, 0, 0, 0))
    with pytest.raises(ludic.NoAnswerError):  # only black: the game never ends
        jenga.solve(sample(), Dice(0, 0, 0, 1))


def test_memory_cap():
    with pytest.raises(ludic.MemoryCapError, match="memory cap"):
        jenga.solve(sample(), max_memory=1 << 20)


def test_solver():
    t = sample()
    with Solver(t) as s:
        assert abs(s.expected - SAMPLE_ANSWER) < 1e-9
        assert s.tower == t and s.dice == Dice()
        st_ = s.stats
        assert st_.states > 0 and 0 < st_.memory <= st_.memory_bound
        assert s.value(t) == s.expected
        for color in (Color.RED, Color.GREEN, Color.BLUE):
            options = s.advise(t, color)
            assert [o.move for o in options] and sorted(
                o.expected for o in options) == [o.expected for o in options]
            assert options[0].expected == s.value(jenga.play_move(t, options[0].move))
            assert {o.move for o in options} == set(jenga.list_moves(t, color))
        # the expectation over the die of 1 + best value after the roll (docs/jenga.md)
        best = {c: s.advise(t, c)[0].expected for c in (Color.RED, Color.GREEN, Color.BLUE)}
        faces = 2 * best[Color.GREEN] + 2 * best[Color.BLUE] + best[Color.RED]
        assert s.expected == pytest.approx((6 + faces) / 5, rel=1e-12)
        sim = s.simulate(10000, 1)
        assert sim.games == 10000 and sim.ci99_low <= SAMPLE_ANSWER <= sim.ci99_high
        assert sim == s.simulate(10000, 1)  # seeded
        with pytest.raises(ludic.ArgumentError):
            s.value(jenga.parse("3\nRRR\nRRR\nRRR\n"))  # not reachable from the sample
    assert s.closed
    with pytest.raises(ValueError, match="closed"):
        s.expected
    s.close()


@st.composite
def small_towers(draw):
    """A random complete tower of 2 or 3 levels, then a few random legal moves."""
    t = jenga.generate(draw(st.integers(0, 2**64 - 1)), draw(st.integers(2, 3)))
    for _ in range(draw(st.integers(0, 4))):
        color = draw(st.sampled_from([Color.RED, Color.GREEN, Color.BLUE]))
        moves = [m for m in jenga.list_moves(t, color) if len(t.levels) + m.new_level <= 4]
        if moves:
            t = jenga.play_move(t, draw(st.sampled_from(moves)))
    return t


@given(tower=small_towers(),
       dice=st.one_of(st.none(), st.builds(Dice, *[st.integers(0, 3)] * 3, st.integers(0, 2))))
@example(tower=Tower([(1, 2, 3), (1, 2, 0)]), dice=Dice(0, 0, 0, 0))
@example(tower=Tower([(1, 2, 3), (1, 2, 0)]), dice=Dice(0, 0, 0, 1))
def test_solver_equals_brute_force(tower, dice):
    try:
        fast = jenga.solve(tower, dice)
    except ludic.Error as e:
        # a die with no face at all: ArgumentError for the solver (a bad die),
        # NoAnswerError for the brute force (it cannot be rolled); as documented
        no_face = dice is not None and dice == Dice(0, 0, 0, 0)
        with pytest.raises(ludic.Error if no_face else type(e)):
            jenga.brute_solve(tower, dice)
        return
    assert jenga.brute_solve(tower, dice) == pytest.approx(fast, rel=1e-9, abs=1e-12)
