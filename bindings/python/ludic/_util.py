"""Argument checks and calling conventions shared by the game modules.

Python values are checked here before they reach C, so that a wrong type is
a TypeError and an out-of-range integer a ValueError (ctypes would otherwise
wrap -1 into 2**64 - 1 silently), and no NULL ever reaches the library.
"""

import ctypes
import operator

from . import _lib
from ._errors import Status, check

# The first buffer for a text output; bigger texts are asked for again at
# their size (the text-out convention of ludic.h).
FIRST_TEXT_CAP = 4096


def integer(value, name, lo=0, hi=(1 << 64) - 1):
    """value as an int in [lo, hi]: TypeError for a non-integer (bool too), ValueError outside."""
    try:
        if isinstance(value, bool):
            raise TypeError
        value = operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None
    if value < lo or value > hi:
        raise ValueError(f"{name} must be from {lo} to {hi}, found {value}")
    return value


def text_bytes(text, name="text"):
    """str (encoded as UTF-8) or a bytes-like object, as bytes."""
    if isinstance(text, str):
        return text.encode("utf-8")
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"{name} must be str or bytes, not {type(text).__name__}")


def flag(value, name):
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {type(value).__name__}")
    return value


def call(fn, *args):
    """Call a fallible library function (its err argument is added last); raise on failure."""
    err = _lib.CError()
    check(fn(*args, ctypes.byref(err)), err)


def read_text(fn, text, extended, out):
    """Call a reader (text, len, flags, out, err) with LUDIC_EXTENDED when extended; out."""
    data = text_bytes(text)
    call(fn, data, len(data), _lib.EXTENDED if flag(extended, "extended") else 0,
         ctypes.byref(out))
    return out


def text_out(fn, *args):
    """The text of a function following the text-out convention (args before out, cap, len)."""
    cap = FIRST_TEXT_CAP
    while True:
        out = ctypes.create_string_buffer(cap)
        size = ctypes.c_size_t(0)
        err = _lib.CError()
        status = fn(*args, out, cap, ctypes.byref(size), ctypes.byref(err))
        if status == Status.TRUNCATED and size.value + 1 > cap:
            cap = size.value + 1
            continue
        check(status, err)
        return out.raw[: size.value].decode("utf-8", errors="replace")


def array_out(fn, item_type, first_cap, *args):
    """The items of a function following the array-out convention (args before items, cap, count)."""
    cap = first_cap
    while True:
        items = (item_type * max(cap, 1))()
        count = ctypes.c_size_t(0)
        err = _lib.CError()
        status = fn(*args, items, cap, ctypes.byref(count), ctypes.byref(err))
        if status == Status.TRUNCATED and count.value > cap:
            cap = count.value
            continue
        check(status, err)
        return list(items[: count.value])


def limits(max_memory):
    """A ludic_limits for max_memory (None: the library's default cap), by reference."""
    if max_memory is None:
        return None
    lim = _lib.CLimits()
    lim.max_memory = integer(max_memory, "max_memory", 1)
    return ctypes.byref(lim)


class Handle:
    """Base of the objects that own a C handle (a position, a solver, an automaton).

    Subclasses set _free (the library's free function) and _what (a name for
    messages) and store the handle in self._handle. The handle is released on
    close(), at the end of a with block, or when the object is collected; a
    closed object raises ValueError when used.
    """

    _free = None
    _what = "object"

    def _h(self):
        h = getattr(self, "_handle", None)
        if h is None or not h.value:
            raise ValueError(f"the {self._what} is closed")
        return h

    def close(self):
        """Release the C memory now; closing twice is harmless."""
        h = getattr(self, "_handle", None)
        if h is not None and h.value:
            type(self)._free(h)
            self._handle = None

    def __del__(self):
        try:
            self.close()
        except Exception:  # interpreter shutdown: the library may be gone already
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def closed(self):
        h = getattr(self, "_handle", None)
        return h is None or not h.value
