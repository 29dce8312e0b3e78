"""ludic.blackwhite: hand-checked values (tests/blackwhite/golden/README.md says
where each comes from) and properties against definitions written here."""

import math

import hypothesis.strategies as st
import pytest
from hypothesis import given

import ludic
from ludic import blackwhite as bw
from ludic.blackwhite import Params, Position, Side, Step


def test_sample_count_and_probability():
    # the original problem's sample: 182 of the C(10, 4) = 210 placements
    p = bw.parse("10 4 2\n")
    assert p == Params(10, 4, 2)
    assert bw.solve(p) == 182
    assert bw.solve((10, 4, 2)) == 182
    assert bw.brute_solve(p) == 182
    prob = bw.solve_probability(p)
    assert abs(prob.win - 182 / 210) <= prob.error_bound
    assert abs(prob.lose - 28 / 210) <= prob.lose_error_bound
    assert 0 < prob.error_bound < 1e-12


def test_hand_checked_counts():
    assert bw.solve((4, 4, 1)) == 0  # n = k: every gap is 0, white cannot move
    assert bw.solve((3, 2, 1)) == 1  # of WB., W.B, .WB only W.B lets white move
    # one pair: white loses only with gap 0 (n - 1 placements)
    assert bw.solve((10000, 2, 1)) == math.comb(10000, 2) - 9999


def test_parse_validate_format_generate():
    assert bw.parse("  7\n4\t3 ") == Params(7, 4, 3)
    assert bw.validate("10 4 2\n") == Params(10, 4, 2)
    with pytest.raises(ludic.InputSyntaxError) as e:
        bw.validate("10 4 2")  # no final newline
    assert (e.value.line, e.value.column) == (1, 7)
    assert bw.validate("20000 4 2\n", extended=True) == Params(20000, 4, 2)
    with pytest.raises(ludic.Error):
        bw.validate("20000 4 2\n")  # beyond the original n <= 10^4
    assert bw.format(Params(10, 4, 2)) == "10 4 2\n"
    g = bw.generate(1)
    assert g == bw.generate(1) and bw.parse(bw.format(g)) == g  # reproducible, round trip
    bw.check_params(g)
    fixed = bw.generate(7, n=10**18, k=1000)
    assert (fixed.n, fixed.k) == (10**18, 1000) and 1 <= fixed.d <= 1000
    with pytest.raises(ludic.InvalidInputError):
        bw.check_params((10, 3, 2))


def test_position_getters_and_analysis():
    with Position("W..B.W...B") as pos:
        assert str(pos) == "W..B.W...B" and repr(pos) == "Position('W..B.W...B')"
        assert (pos.cells, pos.pairs, pos.gaps) == (10, 2, [2, 3])
        assert [pos.white(i) for i in range(2)] == [0, 5]
        assert [pos.black(i) for i in range(2)] == [3, 9]
        with pytest.raises(IndexError):
            pos.gap(2)
        assert not pos.is_over
        # gaps 2, 3 with d = 1 is Nim: the only move to equal gaps shrinks the 3
        assert pos.winner() == Side.WHITE
        assert pos.winning_moves() == [[Step(5, 6)]]
        assert pos.choose_move() == [(5, 6)]
        assert pos.winning_moves(to_move=Side.BLACK) == [[Step(9, 8)]]
    assert pos.closed
    with pytest.raises(ValueError, match="closed"):
        pos.cells
    pos.close()  # twice is harmless


def test_winning_moves_order_limit_and_d():
    pos = Position("W...BW.....BW.......B")  # gaps 3 5 7, Nim sum 1: each can drop by one
    assert pos.winning_moves() == [[(0, 1)], [(5, 6)], [(12, 13)]]
    assert pos.winning_moves(limit=2) == [[(0, 1)], [(5, 6)]]
    assert pos.winning_moves(limit=0) == []
    # d = 2 from gaps 3 2 1: only 1 1 1 is reachable with every bit count 0 or 3
    pos2 = Position("W...B.W..B.W.B")
    assert pos2.winning_moves(d=2) == [[(0, 2), (6, 7)]]
    brute = bw.brute_solve_position("W...B.W..B.W.B", d=2)
    assert brute.winner == Side.WHITE and brute.winning_moves == [[(0, 2), (6, 7)]]
    assert Position("W.B.W.B").winner(to_move=Side.BLACK) == Side.WHITE  # gaps 1 1: a loss


def test_moves_copy_and_play():
    pos = Position("W..B.W...B")
    other = pos.copy()
    other.play_move([(5, 6)])
    assert str(other) == "W..B..W..B" and str(pos) == "W..B.W...B" and other != pos
    with pytest.raises(ludic.InvalidInputError, match="black piece"):
        pos.check_move([(3, 4)])  # cell 4 (0-based 3) holds a black piece
    assert str(pos) == "W..B.W...B"
    pos.play_move([(0, 2)])
    pos.play_move([(9, 6)], side=Side.BLACK)
    assert pos.gaps == [0, 0] and pos.is_over
    with pytest.raises(ludic.NoAnswerError):
        pos.choose_move()


def test_generated_position_is_reproducible():
    a, b = Position.generate(3, 20, 6), Position.generate(3, 20, 6)
    assert a == b and a.cells == 20 and a.pairs == 3
    assert str(a).count("W") == 3 and str(a).count("B") == 3


def nim_d_loses(gaps, d):
    """The side to move loses iff every bit's count among the gaps is a multiple of d + 1."""
    return all(sum((g >> b) & 1 for g in gaps) % (d + 1) == 0 for b in range(32))


@st.composite
def boards(draw):
    gaps = draw(st.lists(st.integers(0, 6), min_size=1, max_size=5))
    pads = draw(st.lists(st.integers(0, 2), min_size=len(gaps) + 1, max_size=len(gaps) + 1))
    return "".join("." * pads[i] + "W" + "." * g + "B" for i, g in enumerate(gaps)) + "." * pads[-1], gaps


@given(board=boards(), d=st.integers(1, 4), to_move=st.sampled_from(Side))
def test_winner_follows_moore_nim(board, d, to_move):
    text, gaps = board
    pos = Position(text)
    assert pos.gaps == gaps
    expected = to_move.opponent if nim_d_loses(gaps, d) else to_move
    assert pos.winner(d, to_move) == expected
    moves = pos.winning_moves(d, to_move, limit=50)
    assert (moves == []) == (expected != to_move)
    for move in moves:  # each winning move leaves the opponent a Nim_d loss
        after = pos.copy()
        after.play_move(move, d, to_move)
        assert nim_d_loses(after.gaps, d)


@given(n=st.integers(2, 10), k2=st.integers(1, 5), d=st.integers(1, 10))
def test_solve_equals_brute_force_and_counts_placements(n, k2, d):
    k = 2 * k2
    if k > n or d > k:
        with pytest.raises(ludic.InvalidInputError):
            bw.solve((n, k, d))
        return
    wins = bw.solve((n, k, d))
    assert wins == bw.brute_solve((n, k, d))
    prob = bw.solve_probability((n, k, d))
    assert abs(prob.win - wins / math.comb(n, k)) <= prob.error_bound + 1e-15


def test_limit_stops_an_astronomical_enumeration():
    # sixty gaps of 1 with d = 30: C(60, 29) ~ 10^17 winning moves, streamed
    pos = Position("W.B" * 60)
    moves = pos.winning_moves(d=30, limit=5)
    assert len(moves) == 5 and all(len(m) == 29 for m in moves)


def test_an_exception_in_the_callback_stops_it_and_propagates(monkeypatch):
    calls = []

    def broken(steps, count):
        calls.append(count)
        raise RuntimeError("raised inside the callback")

    monkeypatch.setattr(bw, "_steps_out", broken)
    with pytest.raises(RuntimeError, match="inside the callback"):
        Position("W.B" * 60).winning_moves(d=30)
    assert calls == [29]  # the first call stopped the enumeration
