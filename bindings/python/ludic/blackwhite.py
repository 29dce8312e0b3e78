"""SDOI2011 "black and white pieces" (Moore's Nim_d): include/ludic/blackwhite.h in Python.

A 1 x n board holds k pieces (k even), alternating W B W B ... W B from the
left. White moves pieces right, black moves pieces left; a move slides 1..d
of one's own pieces, each one or more cells, never onto or over another
piece. White moves first; a player who cannot move loses.

Cells are 0-based here, as in the C API (the command line numbers them from 1).
"""

import ctypes
import dataclasses
import enum
import typing

from . import _lib
from ._util import Handle, array_out, call, integer, read_text, text_bytes, text_out

L = _lib.lib

MODULUS = 1000000007
ORIGINAL_MAX_N = 10000
ORIGINAL_MAX_K = 100
MAX_N = 10**18
MAX_K = 1000
MAX_CELLS = 1000000
BRUTE_MAX_N = 14


class Side(enum.IntEnum):
    WHITE = 0
    BLACK = 1

    @property
    def opponent(self):
        return Side(1 - self)


def _side(value, name):
    integer(value, name, 0, 1)
    return Side(value)


@dataclasses.dataclass(frozen=True)
class Params:
    """One counting question: n cells, k pieces, at most d pieces moved per turn."""

    n: int
    k: int
    d: int

    def __post_init__(self):
        for name in ("n", "k", "d"):
            integer(getattr(self, name), name)

    def _c(self):
        return _lib.BwParams(self.n, self.k, self.d)

    @staticmethod
    def _from_c(c):
        return Params(int(c.n), int(c.k), int(c.d))


def _params(value):
    if isinstance(value, Params):
        return value._c()
    if isinstance(value, (tuple, list)) and len(value) == 3:
        return Params(*value)._c()
    raise TypeError(f"params must be a Params or a tuple (n, k, d), not {type(value).__name__}")


@dataclasses.dataclass(frozen=True)
class Probability:
    """The chance a random placement is a win for white, with proven error bounds."""

    win: float
    lose: float
    error_bound: float
    lose_error_bound: float


class Step(typing.NamedTuple):
    """One piece's slide within a move: 0-based cells."""

    from_cell: int
    to_cell: int


def _read(fn, text, extended):
    return Params._from_c(read_text(fn, text, extended, _lib.BwParams()))


def parse(text, *, extended=False):
    """Read "n k d" leniently; checks the rules (1 <= d <= k <= n, k even, n <= MAX_N)."""
    return _read(L.ludic_blackwhite_parse, text, extended)


def validate(text, *, extended=False):
    """Strict testlib-style check of an input file (original limits, or ludic's with extended)."""
    return _read(L.ludic_blackwhite_validate, text, extended)


def check_params(params):
    """None when params follow the rules, else InvalidInputError naming the rule."""
    call(L.ludic_blackwhite_check_params, ctypes.byref(_params(params)))


def solve(params):
    """How many placements white wins, modulo MODULUS (the original problem's answer)."""
    wins = ctypes.c_uint32()
    call(L.ludic_blackwhite_solve, ctypes.byref(_params(params)), ctypes.byref(wins))
    return wins.value


def solve_probability(params):
    """The probability that a uniformly random placement is a win for white (a Probability)."""
    out = _lib.BwProbability()
    call(L.ludic_blackwhite_solve_probability, ctypes.byref(_params(params)), ctypes.byref(out))
    return Probability(out.win, out.lose, out.error_bound, out.lose_error_bound)


def generate(seed, *, n=0, k=0, d=0):
    """A random valid input from seed; nonzero n, k, d are kept, the others drawn."""
    fixed = Params(n, k, d)._c()
    out = _lib.BwParams()
    call(L.ludic_blackwhite_generate, integer(seed, "seed"), ctypes.byref(fixed),
         ctypes.byref(out))
    return Params._from_c(out)


def format(params):  # noqa: A001 (the library's verb)
    """The input line "n k d\\n"."""
    return text_out(L.ludic_blackwhite_format, ctypes.byref(_params(params)))


def brute_solve(params):
    """The count of solve() by playing the game itself (n <= BRUTE_MAX_N)."""
    wins = ctypes.c_uint32()
    call(L.ludic_blackwhite_brute_solve, ctypes.byref(_params(params)), ctypes.byref(wins))
    return wins.value


def _steps_in(steps):
    """A list of Step or (from_cell, to_cell) pairs as a C array and its length."""
    if isinstance(steps, (str, bytes)) or not hasattr(steps, "__iter__"):
        raise TypeError("steps must be a list of (from_cell, to_cell) pairs")
    pairs = []
    for s in steps:
        if not isinstance(s, (tuple, list)) or len(s) != 2:
            raise TypeError(f"each step must be a (from_cell, to_cell) pair, found {s!r}")
        pairs.append((integer(s[0], "from_cell", 0, 2**32 - 1),
                      integer(s[1], "to_cell", 0, 2**32 - 1)))
    arr = (_lib.BwStep * max(len(pairs), 1))()
    for i, (a, b) in enumerate(pairs):
        arr[i] = _lib.BwStep(a, b)
    return arr, len(pairs)


def _steps_out(ptr, count):
    return [Step(int(getattr(ptr[i], "from")), int(ptr[i].to)) for i in range(count)]


class _MoveCollector:
    """A ctypes callback that collects moves, stops after `limit`, and keeps exceptions."""

    def __init__(self, limit):
        self.moves = []
        self.limit = limit
        self.error = None
        self.fn = _lib.BW_MOVE_FN(self._each)

    def _each(self, steps, count, ctx):
        try:
            self.moves.append(_steps_out(steps, count))
            return 1 if self.limit is not None and len(self.moves) >= self.limit else 0
        except BaseException as e:  # never let an exception cross C
            self.error = e
            return 1

    def result(self):
        if self.error is not None:
            raise self.error
        return self.moves


@dataclasses.dataclass(frozen=True)
class BruteAnswer:
    """brute_solve_position's answer: the winner and the winning moves of the side to move."""

    winner: Side
    winning_moves: list


def brute_solve_position(board, d=1, to_move=Side.WHITE):
    """The winner of a position string and its winning moves, by playing the game itself."""
    data = text_bytes(board, "board")
    winner = ctypes.c_int()
    collect = _MoveCollector(None)
    call(L.ludic_blackwhite_brute_solve_position, data, len(data), integer(d, "d", 1),
         _side(to_move, "to_move"), ctypes.byref(winner), collect.fn, None)
    return BruteAnswer(Side(winner.value), collect.result())


class Position(Handle):
    """A concrete position: the board and its pieces (frees its C handle on close or deletion).

    Position("W..B.W...B") parses a board ('W', 'B', '.'; pieces alternate W B ... W B).
    Usable as a context manager; a closed position raises ValueError when used.
    """

    _free = L.ludic_blackwhite_position_free
    _what = "position"

    def __init__(self, text):
        data = text_bytes(text)
        handle = ctypes.c_void_p()
        call(L.ludic_blackwhite_parse_position, data, len(data), 0, ctypes.byref(handle))
        self._handle = handle

    @classmethod
    def _adopt(cls, handle):
        pos = cls.__new__(cls)
        pos._handle = handle
        return pos

    @classmethod
    def generate(cls, seed, n, k):
        """A uniformly random placement of k pieces on n cells, reproducible from seed."""
        handle = ctypes.c_void_p()
        call(L.ludic_blackwhite_generate_position, integer(seed, "seed"), integer(n, "n"),
             integer(k, "k"), ctypes.byref(handle))
        return cls._adopt(handle)

    def copy(self):
        handle = ctypes.c_void_p()
        call(L.ludic_blackwhite_position_copy, self._h(), ctypes.byref(handle))
        return Position._adopt(handle)

    __copy__ = copy

    @property
    def cells(self):
        return int(L.ludic_blackwhite_position_cells(self._h()))

    @property
    def pairs(self):
        return int(L.ludic_blackwhite_position_pairs(self._h()))

    def _pair(self, fn, i):
        i = integer(i, "i")
        if i >= self.pairs:
            raise IndexError(f"pair {i} of a position with {self.pairs} pairs")
        return int(fn(self._h(), i))

    def white(self, i):
        """Cell of pair i's white piece."""
        return self._pair(L.ludic_blackwhite_position_white, i)

    def black(self, i):
        """Cell of pair i's black piece."""
        return self._pair(L.ludic_blackwhite_position_black, i)

    def gap(self, i):
        """Empty cells between pair i's pieces."""
        return self._pair(L.ludic_blackwhite_position_gap, i)

    @property
    def gaps(self):
        return [self.gap(i) for i in range(self.pairs)]

    def format(self):
        """The board as text: 'W', 'B' or '.' per cell."""
        return text_out(L.ludic_blackwhite_format_position, self._h())

    def __str__(self):
        return self.format()

    def __repr__(self):
        if self.closed:
            return "<closed ludic.blackwhite.Position>"
        return f"Position({self.format()!r})"

    def __eq__(self, other):
        if not isinstance(other, Position):
            return NotImplemented
        return self.format() == other.format()

    __hash__ = None

    @property
    def is_over(self):
        """True when no piece can move: the side to move has lost."""
        return L.ludic_blackwhite_position_is_over(self._h()) == 1

    def winner(self, d=1, to_move=Side.WHITE):
        """Who wins with best play when to_move moves next and a move takes 1..d pieces."""
        winner = ctypes.c_int()
        call(L.ludic_blackwhite_solve_position, self._h(), integer(d, "d", 1),
             _side(to_move, "to_move"), ctypes.byref(winner))
        return Side(winner.value)

    def winning_moves(self, d=1, to_move=Side.WHITE, limit=None):
        """The winning moves of to_move (lists of Step), in the library's order; at most limit."""
        if limit is not None and integer(limit, "limit") == 0:
            return []
        collect = _MoveCollector(limit)
        call(L.ludic_blackwhite_list_winning_moves, self._h(), integer(d, "d", 1),
             _side(to_move, "to_move"), collect.fn, None)
        return collect.result()

    def check_move(self, steps, d=1, side=Side.WHITE):
        """None when steps are a legal move of side, else InvalidInputError saying why."""
        arr, count = _steps_in(steps)
        call(L.ludic_blackwhite_check_move, self._h(), integer(d, "d", 1), _side(side, "side"),
             arr, count)

    def play_move(self, steps, d=1, side=Side.WHITE):
        """Check the move, then make it (the position changes only on success)."""
        arr, count = _steps_in(steps)
        call(L.ludic_blackwhite_play_move, self._h(), integer(d, "d", 1), _side(side, "side"),
             arr, count)

    def choose_move(self, d=1, side=Side.WHITE):
        """A perfect player's move for side (NoAnswerError when no piece can move)."""
        d = integer(d, "d", 1)
        h = self._h()
        items = array_out(L.ludic_blackwhite_choose_move, _lib.BwStep, max(1, min(d, self.pairs)),
                          h, d, _side(side, "side"))
        return [Step(int(getattr(s, "from")), int(s.to)) for s in items]
