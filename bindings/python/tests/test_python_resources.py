"""Handles release their C memory: on close, at the end of a with block, and
when the Python object goes away. Measured with glibc's mallinfo2 (bytes in
use), which sees the library's allocations in the optimised build; the
sanitizer build's allocator is ASan's, which glibc does not see."""

import ctypes
import gc
import subprocess
import sys

import pytest
from conftest import SANITIZED, python_env, read_example

from ludic import blackwhite as bw
from ludic import jenga
from ludic import mahjong as mj


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


def in_use():
    """Bytes malloc has handed out and not taken back (small blocks and mmapped ones)."""
    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = _Mallinfo2
    gc.collect()
    m = libc.mallinfo2()
    return m.uordblks + m.hblkhd


@pytest.fixture
def measure():
    if SANITIZED:
        pytest.skip("ASan's allocator is not visible to mallinfo2; the optimised build checks this")
    try:
        ctypes.CDLL(None).mallinfo2
    except AttributeError:
        pytest.skip("this C library has no mallinfo2 (glibc 2.33 or later)")
    return in_use


def mapped():
    """The process's address space in bytes (/proc/self/statm): the jenga solver
    maps its big arrays itself (reserved once, grown in place), which malloc
    does not see, and unmaps them when freed."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[0]) * 4096


def test_jenga_solvers_free_their_tables(measure):
    tower = jenga.parse(read_example("examples/jenga/sample.txt"))
    with jenga.Solver(tower) as s:
        table = s.stats.memory  # about 6 MB of tables
    assert table > 1 << 20

    heap = measure

    def measure():
        return heap() + mapped()

    before = measure()
    for _ in range(8):
        with jenga.Solver(tower) as s:
            s.expected
    for _ in range(8):
        jenga.Solver(tower).expected  # dropped at once: freed by __del__
    assert measure() - before < table  # 16 solvers kept would hold 16 tables
    kept = [jenga.Solver(tower) for _ in range(3)]  # the measurement sees unreleased tables
    assert measure() - before > 2 * table
    for s in kept:
        s.close()
    assert measure() - before < table


def test_positions_and_automata_are_freed(measure):
    big = bw.Position.generate(1, 400000, 200000)  # 100000 pairs: two arrays of 400 kB
    size = measure()
    big.close()
    freed = size - measure()
    assert freed > 500000
    before = measure()
    for seed in range(10):
        with bw.Position.generate(seed, 400000, 200000) as p:
            p.copy().pairs  # the copy goes at once
        with mj.Automaton(unminimised=True) as a:
            a.sizes
    assert measure() - before < freed


def test_the_sanitizers_watch_the_library():
    """In the sanitizer build the preloaded ASan runtime checks the library's own
    accesses: an overflow provoked through the raw C declarations is reported."""
    if not SANITIZED:
        pytest.skip("only the sanitizer build loads an instrumented library")
    code = (
        "import ctypes\n"
        "from ludic import _lib, mahjong\n"
        "game, keep = mahjong.Game.one_suit(1500)._c()\n"
        "counts = (ctypes.c_uint8 * 750)()  # 750 counts where the game reads 1500\n"
        "_lib.lib.ludic_mahjong_brute_wins(ctypes.byref(game), counts)\n"
    )
    r = subprocess.run([sys.executable, "-c", code], env=python_env(), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode != 0
    assert "AddressSanitizer: heap-buffer-overflow" in r.stderr
    assert "ludic_mahjong_brute_wins" in r.stderr
