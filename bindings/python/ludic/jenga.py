"""Codeforces 424E "Colored Jenga": include/ludic/jenga.h in Python.

A tower is a stack of levels of three positions (left, middle, right), bottom
level first. Each minute a die is rolled; on a colour the player must move a
block of that colour from a level below the top to the top (if one can be
moved without the tower falling), on black the player waits. The answer is
the expected number of minutes the game lasts under optimal play.

Levels count from 0 at the bottom here, as in the C API.
"""

import ctypes
import dataclasses
import enum

from . import _lib
from ._util import Handle, array_out, call, flag, integer, limits, read_text, text_out

L = _lib.lib

MAX_LEVELS = 64
MAX_N = MAX_LEVELS
ORIGINAL_MIN_N = 2
ORIGINAL_MAX_N = 6
BRUTE_MAX_LEVELS = 4
MAX_BLOCKS = 48
MAX_FACES = 1000000
MAX_MOVES = 3 * 3 * MAX_LEVELS
MAX_GAMES = 100000000


class Color(enum.IntEnum):
    EMPTY = 0
    RED = 1
    GREEN = 2
    BLUE = 3

    @property
    def letter(self):
        return ".RGB"[self]


def _color(value, name="color"):
    integer(value, name, 0, 3)
    return Color(value)


@dataclasses.dataclass(frozen=True)
class Tower:
    """Levels bottom first, each a tuple of three Colors (left, middle, right).

    Tower([(1, 2, 3), ...]) takes any ints 0..3; the rules (levels below the
    top stand, the top holds 1 to 3 blocks) are checked by the library when
    the tower is used (check_tower says why a tower is refused).
    """

    levels: tuple

    def __post_init__(self):
        levels = self.levels
        if isinstance(levels, (str, bytes)) or not hasattr(levels, "__iter__"):
            raise TypeError("levels must be a sequence of (left, middle, right) colours")
        fixed = []
        for level in levels:
            if isinstance(level, (str, bytes)) or not hasattr(level, "__len__") or len(level) != 3:
                raise TypeError(f"each level must be three colours, found {level!r}")
            fixed.append(tuple(_color(c, "a cell") for c in level))
        if len(fixed) > MAX_LEVELS:
            raise ValueError(f"a tower holds at most {MAX_LEVELS} levels, found {len(fixed)}")
        object.__setattr__(self, "levels", tuple(fixed))

    def _c(self):
        t = _lib.JgTower()
        t.levels = len(self.levels)
        for i, level in enumerate(self.levels):
            for p in range(3):
                t.cell[i][p] = level[p]
        return t

    @staticmethod
    def _from_c(t):
        return Tower(tuple(tuple(Color(t.cell[i][p]) for p in range(3)) for i in range(t.levels)))

    @property
    def blocks(self):
        return int(L.ludic_jenga_tower_blocks(ctypes.byref(self._c())))

    @property
    def is_over(self):
        """True when no block of any colour can be taken."""
        return is_over(self)

    def __str__(self):
        return format(self)


def _tower(value):
    if isinstance(value, Tower):
        return value._c()
    if isinstance(value, (str, bytes)):
        raise TypeError("tower must be a Tower (use jenga.parse for text)")
    return Tower(value)._c()


@dataclasses.dataclass(frozen=True)
class Dice:
    """Faces of each kind; Dice() is the original die 2, 2, 1, 1."""

    green: int = 2
    blue: int = 2
    red: int = 1
    black: int = 1

    def __post_init__(self):
        for name in ("green", "blue", "red", "black"):
            integer(getattr(self, name), name, 0, 2**32 - 1)

    def _c(self):
        return _lib.JgDice(self.green, self.blue, self.red, self.black)

    @staticmethod
    def _from_c(d):
        return Dice(int(d.green), int(d.blue), int(d.red), int(d.black))


def _dice(value):
    if value is None:
        return None
    if not isinstance(value, Dice):
        raise TypeError(f"dice must be a Dice or None, not {type(value).__name__}")
    return ctypes.byref(value._c())


@dataclasses.dataclass(frozen=True)
class Move:
    """Take the block at (from_level, from_position) and put it at to_position on top
    (in a new level above the top when new_level)."""

    from_level: int
    from_position: int
    color: Color
    to_position: int
    new_level: bool

    def _c(self):
        return _lib.JgMove(
            integer(self.from_level, "from_level", 0, 2**32 - 1),
            integer(self.from_position, "from_position", 0, 2),
            _color(self.color),
            integer(self.to_position, "to_position", 0, 2),
            1 if flag(self.new_level, "new_level") else 0,
        )

    @staticmethod
    def _from_c(m):
        return Move(int(m.from_level), int(m.from_position), Color(m.color),
                    int(m.to_position), bool(m.new_level))


@dataclasses.dataclass(frozen=True)
class Option:
    """A legal move and the expected minutes left after it."""

    move: Move
    expected: float


@dataclasses.dataclass(frozen=True)
class Stats:
    states: int
    groups: int
    lookups: int
    memory: int
    memory_bound: int
    symmetric: bool


@dataclasses.dataclass(frozen=True)
class Simulation:
    games: int
    mean: float
    stddev: float
    std_error: float
    ci99_low: float
    ci99_high: float
    shortest: int
    longest: int


def _read(fn, text, extended):
    return Tower._from_c(read_text(fn, text, extended, _lib.JgTower()))


def parse(text, *, extended=False):
    """Read a tower (n, then n lines of R/G/B, top last); extended: '.' and mid-game towers."""
    return _read(L.ludic_jenga_parse, text, extended)


def validate(text, *, extended=False):
    """Strict testlib-style check (original limits; ludic's with extended); the tower."""
    return _read(L.ludic_jenga_validate, text, extended)


def check_tower(tower):
    """None when the rules allow the tower, else InvalidInputError naming the level."""
    call(L.ludic_jenga_check_tower, ctypes.byref(_tower(tower)))


def default_dice():
    return Dice._from_c(L.ludic_jenga_default_dice())


def check_dice(dice):
    """None for a usable die, else ArgumentError."""
    if not isinstance(dice, Dice):
        raise TypeError(f"dice must be a Dice, not {type(dice).__name__}")
    call(L.ludic_jenga_check_dice, ctypes.byref(dice._c()))


def format(tower):  # noqa: A001 (the library's verb)
    """The tower in the input format ('.' for missing blocks), top level last."""
    return text_out(L.ludic_jenga_format, ctypes.byref(_tower(tower)))


def generate(seed, levels=0):
    """A random complete tower of `levels` levels (0: drawn from 2..6), from seed."""
    out = _lib.JgTower()
    call(L.ludic_jenga_generate, integer(seed, "seed"), integer(levels, "levels", 0, 2**32 - 1),
         ctypes.byref(out))
    return Tower._from_c(out)


def list_moves(tower, color):
    """The legal moves with a block of `color` (Color.RED, GREEN or BLUE)."""
    items = array_out(L.ludic_jenga_list_moves, _lib.JgMove, MAX_MOVES,
                      ctypes.byref(_tower(tower)), _color(color))
    return [Move._from_c(m) for m in items]


def is_over(tower):
    """True when no block of any colour can be taken (the tower should pass check_tower)."""
    return L.ludic_jenga_tower_is_over(ctypes.byref(_tower(tower))) == 1


def play_move(tower, move):
    """The tower after `move` (one of list_moves' moves), else InvalidInputError."""
    if not isinstance(move, Move):
        raise TypeError(f"move must be a Move, not {type(move).__name__}")
    t = _tower(tower)
    call(L.ludic_jenga_play_move, ctypes.byref(t), ctypes.byref(move._c()))
    return Tower._from_c(t)


def solve(tower, dice=None, *, max_memory=None):
    """The expected number of minutes under optimal play (dice None: the original die)."""
    expected = ctypes.c_double()
    call(L.ludic_jenga_solve, ctypes.byref(_tower(tower)), _dice(dice), limits(max_memory),
         ctypes.byref(expected), None)
    return expected.value


def brute_solve(tower, dice=None, *, max_memory=None):
    """solve()'s answer from the independent brute-force reference (at most 4 levels)."""
    expected = ctypes.c_double()
    call(L.ludic_jenga_brute_solve, ctypes.byref(_tower(tower)), _dice(dice),
         limits(max_memory), ctypes.byref(expected))
    return expected.value


class Solver(Handle):
    """The exact solver's tables for one tower: expected, value, advise, simulate.

    Holds memory (see docs/jenga.md) until close(); use it as a context
    manager. A closed solver raises ValueError when used.
    """

    _free = L.ludic_jenga_solver_free
    _what = "solver"

    def __init__(self, tower, dice=None, *, max_memory=None):
        handle = ctypes.c_void_p()
        call(L.ludic_jenga_solver_create, ctypes.byref(_tower(tower)), _dice(dice),
             limits(max_memory), ctypes.byref(handle))
        self._handle = handle

    @property
    def expected(self):
        """The expected number of minutes from the solver's tower."""
        return float(L.ludic_jenga_solver_expected(self._h()))

    @property
    def stats(self):
        s = _lib.JgStats()
        L.ludic_jenga_solver_stats(self._h(), ctypes.byref(s))
        return Stats(int(s.states), int(s.groups), int(s.lookups), int(s.memory),
                     int(s.memory_bound), bool(s.symmetric))

    @property
    def dice(self):
        return Dice._from_c(L.ludic_jenga_solver_dice(self._h()))

    @property
    def tower(self):
        return Tower._from_c(L.ludic_jenga_solver_tower(self._h()).contents)

    def value(self, tower):
        """Expected minutes left from a tower reachable from the solver's (inf: never entered)."""
        expected = ctypes.c_double()
        call(L.ludic_jenga_solver_value, self._h(), ctypes.byref(_tower(tower)),
             ctypes.byref(expected))
        return expected.value

    def advise(self, tower, color):
        """Every legal move of `color` with the expected minutes left after it, best first."""
        h = self._h()
        items = array_out(L.ludic_jenga_advise, _lib.JgOption, MAX_MOVES, h,
                          ctypes.byref(_tower(tower)), _color(color))
        return [Option(Move._from_c(o.move), o.expected) for o in items]

    def simulate(self, games, seed):
        """Play `games` games of the optimal policy with a die seeded by `seed`."""
        s = _lib.JgSim()
        call(L.ludic_jenga_simulate, self._h(), integer(games, "games", 1, MAX_GAMES),
             integer(seed, "seed"), ctypes.byref(s))
        return Simulation(int(s.games), s.mean, s.stddev, s.std_error, s.ci99_low,
                          s.ci99_high, int(s.shortest), int(s.longest))

