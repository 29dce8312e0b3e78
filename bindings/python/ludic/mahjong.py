"""ZJOI2019 "mahjong", the expected earliest winning draw: include/ludic/mahjong.h in Python.

A layout is a row of tile kinds 0..kinds-1, each with 1..4 labelled copies;
links[i] is True when kinds i and i+1 are consecutive in one suit. A 13-tile
hand is dealt and the rest of the tiles (the wall) come in a uniformly random
order; the weight of an order is the number of draws until the hand holds a
winning 14 (one pair and four melds, or seven distinct pairs).
"""

import ctypes
import dataclasses
import enum

from . import _lib
from ._util import Handle, call, flag, integer, limits, text_bytes, text_out

L = _lib.lib

MODULUS = 998244353
HAND_TILES = 13
MAX_COPIES = 4
ORIGINAL_MIN_N = 5
ORIGINAL_MAX_N = 100
MAX_KINDS = 1500  # LUDIC_MAHJONG_MAX_KINDS (include/ludic/mahjong.h)
BRUTE_MAX_KINDS = 16
BRUTE_MAX_WALL = 23
THIRTEEN_ORPHANS = 1  # Game.flags: thirteen orphans also wins (the riichi and sanma presets)
ORPHAN_KINDS = 13


class Preset(enum.IntEnum):
    RIICHI = 0  # suits m, p, s of 9 kinds, honours z of 7; 4 copies each: 136 tiles
    SANMA = 1  # three-player: like riichi without 2m..8m: 108 tiles


def _preset(value):
    integer(value, "preset", 0, 1)
    return Preset(value)


@dataclasses.dataclass
class Names:
    """How kinds are written in hand notation: suit letter ('' for none) and 1-based rank."""

    suit: list
    rank: list

    def _c(self, kinds):
        if len(self.suit) != kinds or len(self.rank) != kinds:
            raise ValueError(f"names must have one suit and one rank per kind ({kinds})")
        n = _lib.MjNames()
        n.kinds = kinds
        suits = (ctypes.c_char * max(kinds, 1))()
        for i, s in enumerate(self.suit):
            if not isinstance(s, str) or len(s) > 1 or (s and not s.isascii()):
                raise ValueError(f"a suit is one ASCII letter or '', found {s!r}")
            suits[i] = s.encode() if s else b"\0"
        ranks = (ctypes.c_uint32 * max(kinds, 1))(
            *[integer(r, "rank", 0, 2**32 - 1) for r in self.rank])
        n.suit = ctypes.cast(suits, ctypes.POINTER(ctypes.c_char))
        n.rank = ctypes.cast(ranks, ctypes.POINTER(ctypes.c_uint32))
        return n, (suits, ranks)

    @staticmethod
    def _from_c(n):
        return Names([n.suit[i].decode("latin-1").strip("\0") for i in range(n.kinds)],
                     [int(n.rank[i]) for i in range(n.kinds)])


@dataclasses.dataclass
class Game:
    """A layout and a dealt hand: per kind its copies (1..4), link to the next kind, tiles in hand.

    names (optional) says how format_hand writes the hand; parse fills it.
    """

    copies: list
    links: list
    hand: list
    names: Names = None
    flags: int = 0  # THIRTEEN_ORPHANS when that form wins too (set by the presets)

    @property
    def kinds(self):
        return len(self.copies)

    @classmethod
    def one_suit(cls, kinds):
        """The original problem's layout: one suit of `kinds` kinds, 4 copies each, empty hand."""
        kinds = integer(kinds, "kinds", 1, MAX_KINDS)
        return cls([4] * kinds, [True] * (kinds - 1) + [False], [0] * kinds)

    def _c(self):
        """The C game and the arrays it points into (keep them alive during the call)."""
        kinds = len(self.copies)
        if len(self.links) != kinds or len(self.hand) != kinds:
            raise ValueError(f"copies, links and hand must have one entry per kind; found "
                             f"{kinds}, {len(self.links)}, {len(self.hand)}")
        if kinds > MAX_KINDS:
            raise ValueError(f"at most {MAX_KINDS} kinds, found {kinds}")
        arrays = [
            (ctypes.c_uint8 * max(kinds, 1))(*[integer(c, "copies", 0, 255) for c in self.copies]),
            (ctypes.c_uint8 * max(kinds, 1))(
                *[integer(int(x) if isinstance(x, bool) else x, "links", 0, 1) for x in self.links]),
            (ctypes.c_uint8 * max(kinds, 1))(*[integer(h, "hand", 0, 255) for h in self.hand]),
        ]
        g = _lib.MjGame(kinds, *[ctypes.cast(a, ctypes.POINTER(ctypes.c_uint8)) for a in arrays],
                        integer(self.flags, "flags", 0, 0xFFFFFFFF))
        return g, arrays

    @staticmethod
    def _from_c(g, names=None):
        k = g.kinds
        return Game([int(g.copies[i]) for i in range(k)], [bool(g.links[i]) for i in range(k)],
                    [int(g.hand[i]) for i in range(k)], names, int(g.flags))


def _game(game):
    if not isinstance(game, Game):
        raise TypeError(f"game must be a mahjong.Game, not {type(game).__name__}")
    return game._c()


def _names_of(game):
    """The C names of game (or None) and what to keep alive."""
    if game.names is None:
        return None, None
    if not isinstance(game.names, Names):
        raise TypeError(f"game.names must be a Names or None, not {type(game.names).__name__}")
    n, keep = game.names._c(game.kinds)
    return ctypes.byref(n), (n, keep)


def _take(g, n=None):
    """A Game from a game (and names) the library filled, which are then cleared."""
    try:
        return Game._from_c(g, Names._from_c(n) if n is not None else None)
    finally:
        L.ludic_mahjong_game_clear(ctypes.byref(g))
        if n is not None:
            L.ludic_mahjong_names_clear(ctypes.byref(n))


def parse(text):
    """Read a game: the original format (n, then 13 lines "kind copy") or a layout file."""
    data = text_bytes(text)
    g, n = _lib.MjGame(), _lib.MjNames()
    call(L.ludic_mahjong_parse, data, len(data), 0, ctypes.byref(g), ctypes.byref(n))
    return _take(g, n)


def parse_hand(text, preset=Preset.RIICHI):
    """A preset layout with a 13-tile hand in notation, e.g. "123m456p789s1122z"."""
    data = text_bytes(text)
    g, n = _lib.MjGame(), _lib.MjNames()
    call(L.ludic_mahjong_parse_hand, data, len(data), _preset(preset), 0, ctypes.byref(g),
         ctypes.byref(n))
    return _take(g, n)


def validate(text, *, extended=False):
    """Strict check of an input in the original format (n 5..100; up to 1500 (LUDIC_MAHJONG_MAX_KINDS) with extended)."""
    data = text_bytes(text)
    g = _lib.MjGame()
    call(L.ludic_mahjong_validate, data, len(data), _lib.EXTENDED if flag(extended, "extended")
         else 0, ctypes.byref(g))
    return _take(g)


def check_layout(game):
    """None for a well-formed layout, else ArgumentError (or LimitError) with the reason."""
    g, keep = _game(game)
    call(L.ludic_mahjong_check_layout, ctypes.byref(g))


def check_game(game):
    """check_layout, plus hand[i] <= copies[i] and 13 tiles in the hand."""
    g, keep = _game(game)
    call(L.ludic_mahjong_check_game, ctypes.byref(g))


def format_hand(game):
    """The hand in notation ("123m456p789s1122z"), or 1-based kinds without suit letters."""
    g, keep = _game(game)
    names, keep_names = _names_of(game)
    return text_out(L.ludic_mahjong_format_hand, ctypes.byref(g), names)


def generate(seed, n):
    """A uniformly random input in the original format for n kinds, from seed."""
    return text_out(L.ludic_mahjong_generate, integer(seed, "seed"), integer(n, "n", 0, 2**32 - 1))


def generate_preset(seed, preset=Preset.RIICHI):
    """A uniformly random hand of a preset layout, as a layout file."""
    return text_out(L.ludic_mahjong_generate_preset, integer(seed, "seed"), _preset(preset))


@dataclasses.dataclass(frozen=True)
class AutomatonSizes:
    states: int
    explored: int
    rounds: int
    symbols: int
    winning_state: int
    minimised: bool


class Automaton(Handle):
    """The win automaton for a layout's symbols (layout None: every layout).

    Read-only once built; close() frees it (or use it as a context manager).
    """

    _free = L.ludic_mahjong_automaton_free
    _what = "automaton"

    def __init__(self, layout=None, *, unminimised=False, from_shapes=False):
        flags = (1 if flag(unminimised, "unminimised") else 0) | (
            2 if flag(from_shapes, "from_shapes") else 0)
        handle = ctypes.c_void_p()
        if layout is None:
            call(L.ludic_mahjong_automaton_create, None, flags, ctypes.byref(handle))
        else:
            g, keep = _game(layout)
            call(L.ludic_mahjong_automaton_create, ctypes.byref(g), flags, ctypes.byref(handle))
        self._handle = handle

    @property
    def sizes(self):
        s = _lib.MjAutomatonSizes()
        L.ludic_mahjong_automaton_info(self._h(), ctypes.byref(s))
        return AutomatonSizes(int(s.states), int(s.explored), int(s.rounds), int(s.symbols),
                              int(s.winning_state), bool(s.minimised))

    def step(self, state, can_start, count):
        """The state after reading `count` tiles of a kind; None outside the alphabet."""
        nxt = L.ludic_mahjong_automaton_step(
            self._h(), integer(state, "state", 0, 2**32 - 1),
            1 if flag(can_start, "can_start") else 0, integer(count, "count", 0, 2**32 - 1))
        return None if nxt == 0xFFFFFFFF else int(nxt)

    def wins(self, layout, counts):
        """True when counts (one per kind, 0..4) hold a winning 14 under layout's links."""
        g, keep = _game(layout)
        arr = _counts(counts, layout.kinds)
        got = L.ludic_mahjong_automaton_wins(self._h(), ctypes.byref(g), arr)
        if got < 0:
            raise ValueError("the layout reads symbols outside this automaton's alphabet")
        return got == 1


def _counts(counts, kinds):
    if isinstance(counts, (str, bytes)) or not hasattr(counts, "__len__"):
        raise TypeError("counts must be a list of ints, one per kind")
    if len(counts) != kinds:
        raise ValueError(f"counts must have one entry per kind ({kinds}), found {len(counts)}")
    return (ctypes.c_uint8 * max(kinds, 1))(*[integer(c, "count", 0, 4) for c in counts])


def _automaton(automaton):
    if automaton is None:
        return None
    if not isinstance(automaton, Automaton):
        raise TypeError(f"automaton must be an Automaton or None, not {type(automaton).__name__}")
    return automaton._h()


@dataclasses.dataclass(frozen=True)
class Stats:
    states: int
    explored: int
    wall: int
    max_losing: int
    cells: int
    memory: int

    @staticmethod
    def _from_c(s):
        return Stats(int(s.states), int(s.explored), int(s.wall), int(s.max_losing),
                     int(s.cells), int(s.memory))


def solve(game, *, automaton=None, max_memory=None):
    """The expected weight modulo MODULUS (p * q^-1 for the fraction p/q): the original answer."""
    g, keep = _game(game)
    answer = ctypes.c_uint32()
    call(L.ludic_mahjong_solve, ctypes.byref(g), _automaton(automaton), limits(max_memory),
         ctypes.byref(answer), None)
    return answer.value


@dataclasses.dataclass
class Distribution:
    """The weight's distribution: lists of wall + 1 entries, index i = weight i.

    p[i] = P(weight = i), cdf[i] = P(weight <= i), survival[i] = P(weight > i);
    expected = E[weight]; last = the largest weight of positive probability.
    """

    wall: int
    last: int
    expected: float
    p: list
    cdf: list
    survival: list
    stats: Stats = None


def distribution(game, *, automaton=None, max_memory=None):
    """The distribution of the weight in floating point (a Distribution)."""
    g, keep = _game(game)
    d, s = _lib.MjDist(), _lib.MjStats()
    call(L.ludic_mahjong_solve_distribution, ctypes.byref(g), _automaton(automaton),
         limits(max_memory), ctypes.byref(d), ctypes.byref(s))
    try:
        n = d.wall + 1
        return Distribution(int(d.wall), int(d.last), d.expected, d.p[:n], d.cdf[:n],
                            d.survival[:n], Stats._from_c(s))
    finally:
        L.ludic_mahjong_dist_clear(ctypes.byref(d))


def format_svg(dist, title=None):
    """A self-contained SVG chart of a Distribution, with `title` (e.g. the hand) on top."""
    if not isinstance(dist, Distribution):
        raise TypeError(f"dist must be a mahjong.Distribution, not {type(dist).__name__}")
    n = integer(dist.wall, "wall", 0, 2**32 - 2) + 1
    arrays = []
    for name in ("p", "cdf", "survival"):
        values = getattr(dist, name)
        if len(values) != n:
            raise ValueError(f"dist.{name} must have wall + 1 = {n} entries, found {len(values)}")
        arrays.append((ctypes.c_double * n)(*[float(v) for v in values]))
    d = _lib.MjDist(n - 1, integer(dist.last, "last", 0, 2**32 - 1), float(dist.expected),
                    *[ctypes.cast(a, ctypes.POINTER(ctypes.c_double)) for a in arrays])
    t = None if title is None else text_bytes(title, "title")
    if t is not None and b"\0" in t:
        raise ValueError("title must not contain NUL characters")
    return text_out(L.ludic_mahjong_format_svg, ctypes.byref(d), t)


@dataclasses.dataclass(frozen=True)
class BruteAnswer:
    """brute_solve's answer: modular, as a float, and P(weight = i) for i = 0..wall."""

    answer: int
    expected: float
    p: list


def brute_solve(game):
    """The independent brute-force reference (at most BRUTE_MAX_KINDS kinds)."""
    g, keep = _game(game)
    wall = max(0, sum(int(c) for c in game.copies) - sum(int(h) for h in game.hand))
    answer, expected = ctypes.c_uint32(), ctypes.c_double()
    p = (ctypes.c_double * (wall + 1))()
    call(L.ludic_mahjong_brute_solve, ctypes.byref(g), ctypes.byref(answer),
         ctypes.byref(expected), p, wall + 1)
    return BruteAnswer(answer.value, expected.value, list(p))


def brute_wins(game, counts):
    """True when counts (one per kind, 0..4) contain a winning 14 under game's links."""
    g, keep = _game(game)
    got = L.ludic_mahjong_brute_wins(ctypes.byref(g), _counts(counts, game.kinds))
    if got < 0:
        raise ValueError("brute_wins: the game has no links")
    return got == 1

