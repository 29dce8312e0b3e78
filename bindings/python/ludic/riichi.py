"""Riichi mahjong hands as a player sees them: include/ludic/riichi.h in Python.

Tiles are kinds 0..33: 0..8 are 1m..9m, 9..17 are 1p..9p, 18..26 are
1s..9s, 27..33 are 1z..7z. A hand (or a wall) is a list of 34 counts, one
per kind; every function that takes a hand also takes its text in the usual
notation ("123m406p99s1122z", 0 a red five) or a Tiles from parse_tiles.
sanma=True selects the three-player set (no 2m..8m).

The wall argument (wall[k]: copies of kind k left to draw) defaults to
4 - hand[k]; wall() computes it from called melds and visible tiles.
Shanten -1 is a complete hand, 0 tenpai; a form that does not apply (seven
pairs or thirteen orphans with called melds) is None. docs/riichi.md has the
definitions; every figure is exact except simulate's, which is seeded.
"""

import ctypes
import dataclasses
import enum

from . import _lib
from ._errors import CancelledError
from ._util import call, flag, integer, limits, text_bytes, text_out

L = _lib.lib

KINDS = _lib.RIICHI_KINDS  # 34
NO_FORM = 127  # LUDIC_RIICHI_NO_FORM: the C value that None stands for
MAX_DISCARDS = _lib.RIICHI_MAX_DISCARDS  # rows of a discard table
MAX_DRAWS = _lib.RIICHI_MAX_DRAWS  # draws of the draw game: 1..32
DEFAULT_DRAWS = 18  # a riichi player's draws from the first turn
MAX_GAMES = 100_000_000  # games of one simulation
_SANMA = 1


class Form(enum.IntEnum):
    """Which winning forms a question is about (ludic_riichi_form)."""

    MIN = 0  # the minimum over the forms that apply
    STANDARD = 1  # melds + pair
    SEVEN_PAIRS = 2
    THIRTEEN_ORPHANS = 3


class Policy(enum.IntEnum):
    """The discards the draw game's player may make (ludic_riichi_policy)."""

    PROGRESS = 0  # keep the hand or lower its shanten
    EXCHANGE = 1  # also exchanges that keep the shanten
    ANY = 2  # every discard: the unrestricted optimum


class WallRule(enum.IntEnum):
    """Where a discard goes in simulate (ludic_riichi_wall_rule)."""

    REPLACE = 0  # back into the wall (the rule of the exact figures)
    REAL = 1  # out of play, as at the table


def _enum(value, cls, name):
    if isinstance(value, str):
        try:
            return cls[value.upper()]
        except KeyError:
            raise ValueError(f"{name} must be one of {', '.join(m.name.lower() for m in cls)}, "
                             f"found {value!r}") from None
    return cls(integer(value, name, 0, max(cls)))


def _flags(sanma):
    return _SANMA if flag(sanma, "sanma") else 0


def kind_name(kind):
    """The name of kind 0..33: "1m" .. "7z"."""
    return L.ludic_riichi_kind_name(integer(kind, "kind", 0, KINDS - 1)).decode()


def kind_of(name):
    """The kind 0..33 of a tile name such as "5p" (or "0p", a red five)."""
    t = parse_tiles(name)
    if t.total != 1:
        raise ValueError(f"one tile expected, found {name!r}")
    return t.counts.index(1)


@dataclasses.dataclass
class Tiles:
    """Tiles read from notation: counts per kind, red fives per suit (m, p, s), their total."""

    counts: list
    red: list
    total: int

    def __str__(self):
        return format_tiles(self.counts, self.red)

    @staticmethod
    def _from_c(t):
        return Tiles(list(t.counts), list(t.red), int(t.total))

    def _c(self):
        t = _lib.RiTiles()
        counts = _counts(self.counts, "counts")
        t.counts[:] = counts
        if len(self.red) != 3:
            raise ValueError(f"red must have 3 entries (m, p, s), found {len(self.red)}")
        t.red[:] = [integer(r, "red", 0, 1) for r in self.red]
        t.total = sum(counts)
        return t


def _read(fn, text, sanma):
    data = text_bytes(text)
    t = _lib.RiTiles()
    call(fn, data, len(data), _flags(sanma), ctypes.byref(t))
    return Tiles._from_c(t)


def parse_tiles(text, *, sanma=False):
    """Tiles in the usual notation, "123m406p99s1122z" (blanks between tiles allowed)."""
    return _read(L.ludic_riichi_parse_tiles, text, sanma)


def parse_meld(text, *, sanma=False):
    """One called meld: a run ("123m", "406p"), a triplet ("555z") or a kan ("1111p")."""
    return _read(L.ludic_riichi_parse_meld, text, sanma)


def _counts(values, name):
    """A list of 34 ints 0..255 (the library checks the ranges that matter)."""
    values = list(values)
    if len(values) != KINDS:
        raise ValueError(f"{name} must have {KINDS} counts, one per kind, found {len(values)}")
    return [integer(v, name, 0, 255) for v in values]


def _array(values, name):
    return (ctypes.c_uint8 * KINDS)(*_counts(values, name))


def _hand(hand, sanma, name="hand"):
    """The C counts of a hand given as text, Tiles or 34 counts."""
    if isinstance(hand, (str, bytes, bytearray, memoryview)):
        hand = parse_tiles(hand, sanma=sanma)
    if isinstance(hand, Tiles):
        hand = hand.counts
    if isinstance(hand, (int, float)) or hand is None:
        raise TypeError(f"{name} must be notation text, Tiles or {KINDS} counts, "
                        f"not {type(hand).__name__}")
    return _array(hand, name)


def _wall(wall):
    return None if wall is None else _array(wall, "wall")


def format_tiles(counts, red=None):
    """Counts (and red fives per suit) in notation: "123m55p1122z"."""
    c = _array(counts, "counts")
    r = None
    if red is not None:
        red = list(red)
        if len(red) != 3:
            raise ValueError(f"red must have 3 entries (m, p, s), found {len(red)}")
        r = (ctypes.c_uint8 * 3)(*[integer(x, "red", 0, 4) for x in red])
    return text_out(L.ludic_riichi_format_tiles, c, r)


def wall(hand=None, melds=(), visible=None, *, sanma=False):
    """The wall: the set minus the hand, the called melds and the visible tiles (34 counts).

    hand and visible: text or Tiles (None: none); melds: meld texts or Tiles.
    """
    def tiles(x, name, reader=parse_tiles):
        if x is None:
            return None
        if isinstance(x, (str, bytes, bytearray, memoryview)):
            x = reader(x, sanma=sanma)
        if not isinstance(x, Tiles):
            raise TypeError(f"{name} must be notation text or Tiles, not {type(x).__name__}")
        return x._c()

    if isinstance(melds, (str, bytes)):
        raise TypeError("melds must be a list of melds, not one text")
    ms = [tiles(m, "a meld", parse_meld) for m in melds]
    arr = (_lib.RiTiles * max(len(ms), 1))(*ms)
    h, v = tiles(hand, "hand"), tiles(visible, "visible")
    out = (ctypes.c_uint8 * KINDS)()
    call(L.ludic_riichi_compute_wall, None if h is None else ctypes.byref(h),
         arr if ms else None, len(ms), None if v is None else ctypes.byref(v), _flags(sanma), out)
    return list(out)


class _Limits:
    """A ludic_limits for max_memory (None: the default cap) and progress (None: no reports).

    progress(done, total) is called now and then from the library: hands met
    so far with total 0 (the search), or games played of games (simulate); a
    true result stops the computation with CancelledError. An exception it
    raises stops the computation too, and is raised again in its place.
    """

    def __init__(self, max_memory, progress):
        self.raised = None
        if progress is not None and not callable(progress):
            raise TypeError(f"progress must be callable or None, not {type(progress).__name__}")
        if max_memory is None and progress is None:
            self.ref = None
            return
        self.c = _lib.CLimits()
        if max_memory is not None:
            self.c.max_memory = integer(max_memory, "max_memory", 1)
        if progress is not None:
            def report(_ctx, done, total):
                try:
                    return 1 if progress(int(done), int(total)) else 0
                except BaseException as e:  # noqa: B036 - re-raised after the call
                    self.raised = e
                    return 1
            self.fn = _lib.PROGRESS_FN(report)  # kept alive as long as self
            self.c.progress = self.fn
        self.ref = ctypes.byref(self.c)

    def call(self, fn, *args):
        try:
            call(fn, *args)
        except CancelledError:
            if self.raised is not None:
                raise self.raised from None
            raise
        if self.raised is not None:  # the library finished all the same: raise it anyway
            raise self.raised


def _form_value(v):
    return None if v == NO_FORM else int(v)


@dataclasses.dataclass
class Shanten:
    """Shanten per winning form (-1 complete, 0 tenpai; None: the form does not apply)."""

    min: int
    standard: int
    seven_pairs: int
    thirteen_orphans: int

    @staticmethod
    def _from_c(s):
        return Shanten(*[_form_value(getattr(s, f)) for f in
                         ("min", "standard", "seven_pairs", "thirteen_orphans")])


def shanten(hand, *, sanma=False):
    """The Shanten of a hand of 1..14 tiles (n % 3 of 1 or 2; melds called for the rest)."""
    out = _lib.RiShanten()
    call(L.ludic_riichi_compute_shanten, _hand(hand, sanma), _flags(sanma), ctypes.byref(out))
    return Shanten._from_c(out)


def brute_shanten(hand, *, sanma=False):
    """shanten() by the reference search written from the definition (for checks; slower)."""
    out = _lib.RiShanten()
    call(L.ludic_riichi_brute_shanten, _hand(hand, sanma), _flags(sanma), ctypes.byref(out))
    return Shanten._from_c(out)


@dataclasses.dataclass
class Effective:
    """The effective tiles of a hand waiting for a draw: draws that lower its shanten.

    kinds: ascending; counts[i]: copies of kinds[i] in the wall (0: a karaten
    wait); total: their sum. shanten None (and no kinds) when the form does
    not apply to the hand.
    """

    shanten: int
    kinds: list
    counts: list
    total: int

    @property
    def tiles(self):
        """The effective kinds by name: ["3m", "9m", ...]."""
        return [kind_name(k) for k in self.kinds]

    @staticmethod
    def _from_c(e):
        n = e.kinds
        return Effective(_form_value(e.shanten), list(e.kind[:n]), list(e.count[:n]),
                         int(e.total))


def effective(hand, wall=None, *, form=Form.MIN, sanma=False):
    """The Effective tiles of a hand of 13 - 3c tiles (c called melds)."""
    out = _lib.RiEffective()
    call(L.ludic_riichi_compute_effective, _hand(hand, sanma), _wall(wall),
         _enum(form, Form, "form"), _flags(sanma), ctypes.byref(out))
    return Effective._from_c(out)


@dataclasses.dataclass
class Discard:
    """One row of the discard table: the kind discarded and the Effective tiles after it."""

    kind: int
    after: Effective

    @property
    def tile(self):
        return kind_name(self.kind)


@dataclasses.dataclass
class Discards:
    """The discard table of a hand after its draw (shanten -1: it is complete).

    rows: one per distinct kind held, by the shanten after the discard, then
    the effective total (most first), then the kind.
    """

    shanten: int
    rows: list


def discards(hand, wall=None, *, form=Form.MIN, sanma=False):
    """The Discards of a hand of 14 - 3c tiles; wall: with all of them held."""
    out = _lib.RiDiscards()
    call(L.ludic_riichi_compute_discards, _hand(hand, sanma), _wall(wall),
         _enum(form, Form, "form"), _flags(sanma), ctypes.byref(out))
    return Discards(_form_value(out.shanten),
                    [Discard(int(r.kind), Effective._from_c(r.after)) for r in out.row[:out.count]])


def expected_draws(hand, wall=None, *, sanma=False, max_memory=None):
    """ludic's ZJOI figure for a closed 13-tile hand: the expected draws, keeping every
    tile, until the held tiles contain a complete hand (NoAnswerError when the wall
    never completes it)."""
    out = ctypes.c_double()
    call(L.ludic_riichi_compute_expected_draws, _hand(hand, sanma), _wall(wall),
         limits(max_memory), _flags(sanma), ctypes.byref(out))
    return out.value


# ---- the draw game ----------------------------------------------------------------


@dataclasses.dataclass
class DrawOdds:
    """The draw game's figures of a 13 - 3c tile hand under the best policy of its class.

    win[t - 1]: P(win within t draws), tenpai[t - 1]: P(tenpai within t draws),
    t = 1..draws; wall: its size W; hands: distinct hands the search met.
    """

    shanten: int
    draws: int
    wall: int
    win: list
    tenpai: list
    hands: int

    @staticmethod
    def _from_c(o):
        t = o.draws
        return DrawOdds(int(o.shanten), int(t), int(o.wall), list(o.win[:t]), list(o.tenpai[:t]),
                        int(o.hands))


def _draw_args(hand, wall, draws, policy, sanma):
    return (_hand(hand, sanma), _wall(wall), integer(draws, "draws", 1, MAX_DRAWS),
            _enum(policy, Policy, "policy"))


def draw_odds(hand, wall=None, *, draws=DEFAULT_DRAWS, policy=Policy.PROGRESS, sanma=False,
              max_memory=None, progress=None):
    """The DrawOdds of a hand of 13 - 3c tiles waiting for its draw (replace wall).

    max_memory caps the search (MemoryCapError beyond it); progress(done, total),
    when given, hears the hands met so far (total 0) and stops the search by
    returning true (CancelledError). The other draw functions take both too.
    """
    out = _lib.RiDrawOdds()
    lim = _Limits(max_memory, progress)
    lim.call(L.ludic_riichi_compute_draw_odds,
             *_draw_args(hand, wall, draws, policy, sanma), lim.ref, _flags(sanma),
             ctypes.byref(out))
    return DrawOdds._from_c(out)


@dataclasses.dataclass
class DrawDiscard:
    """One discard of a hand after its draw and the DrawOdds of the tiles left."""

    kind: int
    odds: DrawOdds

    @property
    def tile(self):
        return kind_name(self.kind)


@dataclasses.dataclass
class DrawDiscards:
    """Every discard of a 14 - 3c tile hand, best first (by P(win within T), then tenpai,
    then kind); shanten -1 when the tiles are complete; hands: the shared search's size."""

    shanten: int
    hands: int
    rows: list

    def _c(self):
        """The C table of these rows (for the chart)."""
        if not self.rows or len(self.rows) > MAX_DISCARDS:
            raise ValueError(f"a table has 1 to {MAX_DISCARDS} rows, found {len(self.rows)}")
        out = _lib.RiDrawDiscards()
        out.shanten, out.count = self.shanten, len(self.rows)
        out.hands = integer(self.hands, "hands")
        for c, row in zip(out.row, self.rows):
            o = row.odds
            t = integer(o.draws, "draws", 1, MAX_DRAWS)
            if len(o.win) != t or len(o.tenpai) != t:
                raise ValueError(f"win and tenpai must have {t} figures (draws)")
            c.kind = integer(row.kind, "kind", 0, KINDS - 1)
            c.odds.shanten, c.odds.draws, c.odds.wall = o.shanten, t, integer(o.wall, "wall")
            c.odds.win[:t] = [float(p) for p in o.win]
            c.odds.tenpai[:t] = [float(p) for p in o.tenpai]
            c.odds.hands = integer(o.hands, "hands")
        return out


def draw_discards(hand, wall=None, *, draws=DEFAULT_DRAWS, policy=Policy.PROGRESS, sanma=False,
                  max_memory=None, progress=None):
    """The DrawDiscards of a hand of 14 - 3c tiles after its draw (wall: with all of them held)."""
    out = _lib.RiDrawDiscards()
    lim = _Limits(max_memory, progress)
    lim.call(L.ludic_riichi_compute_draw_discards,
             *_draw_args(hand, wall, draws, policy, sanma), lim.ref, _flags(sanma),
             ctypes.byref(out))
    return DrawDiscards(int(out.shanten), int(out.hands),
                        [DrawDiscard(int(r.kind), DrawOdds._from_c(r.odds))
                         for r in out.row[:out.count]])


def draw_svg(table, title=None):
    """A self-contained SVG chart of a DrawDiscards (P(win within t) per discard, at most 8)."""
    if not isinstance(table, DrawDiscards):
        raise TypeError(f"table must be a DrawDiscards, not {type(table).__name__}")
    t = None if title is None else text_bytes(title, "title")
    if t is not None and b"\0" in t:
        raise ValueError("title must not contain NUL")
    c = table._c()
    return text_out(L.ludic_riichi_format_draw_svg, ctypes.byref(c), t)


@dataclasses.dataclass
class DrawChoice:
    """What the policy does after drawing one kind.

    copies: its copies in the wall (drawn with probability copies / W);
    complete: the draw wins; discard: the kind discarded (== draw: the hand
    is kept); shanten after it; options: discards the class allowed; win:
    P(win within the draws left) after it; keep: the same had it kept the hand.
    """

    draw: int
    copies: int
    complete: bool
    discard: int
    shanten: int
    options: int
    win: float
    keep: float


@dataclasses.dataclass
class DrawAdvice:
    """The policy draw by draw for a 13 - 3c tile hand: a row per kind left in the wall.

    win: the hand's P(win within draws) = sum of copies / wall x (1 if complete else win).
    """

    shanten: int
    draws: int
    wall: int
    win: float
    hands: int
    rows: list


def draw_advice(hand, wall=None, *, draws=DEFAULT_DRAWS, policy=Policy.PROGRESS, sanma=False,
                max_memory=None, progress=None):
    """The DrawAdvice of a hand of 13 - 3c tiles waiting for its draw."""
    out = _lib.RiDrawAdvice()
    lim = _Limits(max_memory, progress)
    lim.call(L.ludic_riichi_compute_draw_advice,
             *_draw_args(hand, wall, draws, policy, sanma), lim.ref, _flags(sanma),
             ctypes.byref(out))
    rows = [DrawChoice(int(r.draw), int(r.copies), bool(r.complete), int(r.discard),
                       int(r.shanten), int(r.options), float(r.win), float(r.keep))
            for r in out.row[:out.count]]
    return DrawAdvice(int(out.shanten), int(out.draws), int(out.wall), float(out.win),
                      int(out.hands), rows)


@dataclasses.dataclass
class Simulation:
    """A seeded Monte Carlo run of the draw game's policy.

    win[t - 1], tenpai[t - 1]: fractions of games won (tenpai reached) within
    t draws, with their 99% intervals [win_low, win_high] and [tenpai_low,
    tenpai_high]; bound: under WallRule.REAL for a closed 13-tile hand, the
    ZJOI P(weight <= t) that no policy beats, else None.
    """

    draws: int
    wall: int
    games: int
    seed: int
    rule: WallRule
    win: list
    win_low: list
    win_high: list
    tenpai: list
    tenpai_low: list
    tenpai_high: list
    bound: list
    hands: int


def simulate(hand, wall=None, *, games, seed, draws=DEFAULT_DRAWS, policy=Policy.PROGRESS,
             rule=WallRule.REPLACE, sanma=False, max_memory=None, progress=None):
    """Play the policy of `policy` (computed under the replace wall) `games` times under `rule`."""
    out = _lib.RiDrawSimulation()
    lim = _Limits(max_memory, progress)
    lim.call(L.ludic_riichi_simulate_draws, *_draw_args(hand, wall, draws, policy, sanma),
             _enum(rule, WallRule, "rule"), integer(games, "games", 1, MAX_GAMES),
             integer(seed, "seed"), lim.ref, _flags(sanma), ctypes.byref(out))
    t = out.draws
    return Simulation(int(t), int(out.wall), int(out.games), int(out.seed), WallRule(out.rule),
                      *[list(getattr(out, f)[:t]) for f in
                        ("win", "win_low", "win_high", "tenpai", "tenpai_low", "tenpai_high")],
                      list(out.bound[:t]) if out.bounded else None, int(out.hands))
