"""ludic: exact answers about three games, from Python.

A thin layer over the shared library libludic.so.1 with ctypes (nothing is
compiled when the module is installed). One submodule per game:

    ludic.blackwhite   SDOI2011 black and white pieces (Moore's Nim_d)
    ludic.jenga        Codeforces 424E Colored Jenga
    ludic.mahjong      ZJOI2019 mahjong
    ludic.riichi       riichi hands: shanten, effective tiles, discards, the draw game

and ludic.solve(game, text), the command line's `ludic GAME solve` as a
function. Every failure the library reports is a ludic.Error (one subclass
per Status) with .status, .message, .line and .column; wrong Python types
are TypeError and out-of-range numbers ValueError, before the library is
called. The library is found through LUDIC_LIBRARY, else where the system
linker finds libludic.so.1 (see ludic/_lib.py).
"""

__version__ = "1.0.0"

from . import _lib
from ._errors import (
    ArgumentError,
    CancelledError,
    Error,
    InputSyntaxError,
    InternalError,
    InvalidInputError,
    LimitError,
    MemoryCapError,
    NoAnswerError,
    Status,
    TruncatedError,
)
from ._util import flag as _flag
from ._util import text_bytes as _text_bytes
from ._util import text_out as _text_out
from . import blackwhite, jenga, mahjong, riichi

GAMES = ("blackwhite", "jenga", "mahjong")

# The path of the loaded libludic (LUDIC_LIBRARY, or the name the linker found).
library_path = _lib.path


def library_version():
    """The loaded library's version string, e.g. "1.0.0"."""
    return _lib.lib.ludic_version().decode()


def solve(game, text, *, decimal=False, json=False):
    """Exactly what `ludic GAME solve [--decimal] [--json]` prints for the input `text`,
    without its final newline.

    game: "blackwhite", "jenga" or "mahjong"; text: the input (str or bytes),
    read as the command reads it. decimal and json are the options of the
    same names (jenga has no decimal option: ArgumentError). A failure raises
    the Error whose message, line and column the command prints on standard
    error ("ludic: <stdin>:LINE:COLUMN: MESSAGE").

    >>> solve("blackwhite", "10 4 2")
    '182'
    """
    if not isinstance(game, str):
        raise TypeError(f"game must be a str, not {type(game).__name__}")
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    data = _text_bytes(text)
    flags = (_lib.SOLVE_DECIMAL if _flag(decimal, "decimal") else 0) | (
        _lib.SOLVE_JSON if _flag(json, "json") else 0)
    out = _text_out(_lib.lib.ludic_solve_text, game.encode(), data, len(data), flags)
    return out[:-1] if out.endswith("\n") else out


__all__ = [
    "GAMES", "Status", "Error", "InputSyntaxError", "InvalidInputError", "LimitError",
    "MemoryCapError", "ArgumentError", "NoAnswerError", "InternalError", "TruncatedError",
    "CancelledError", "blackwhite", "jenga", "mahjong", "riichi", "solve", "library_version",
    "library_path", "__version__",
]
