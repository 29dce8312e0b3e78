"""The exception (fields, hierarchy, positions of bad tokens), type checks before
the library is called, ludic_solve_text's own argument checks, and finding the
library."""

import ctypes
import pickle
import subprocess
import sys

import pytest
from conftest import python_env, read_example

import ludic
from ludic import Status
from ludic import blackwhite as bw
from ludic import jenga
from ludic import mahjong as mj


def test_solve_returns_the_command_output_without_its_newline():
    assert ludic.solve("blackwhite", "10 4 2") == "182"
    assert ludic.solve("blackwhite", b"10 4 2\n", decimal=True) == "0.866666666667"  # 13/15
    assert ludic.solve("mahjong", read_example("examples/mahjong/sample.txt")) == "570425346"
    assert ludic.solve("jenga", read_example("examples/jenga/sample.txt")) == "17.1192136966"
    out = ludic.solve("blackwhite", "10 4 2", json=True)
    assert out.startswith('{"n":10,"k":4,"d":2,"wins":182,') and "\n" not in out


def test_error_fields_name_the_bad_token():
    with pytest.raises(ludic.InvalidInputError) as e:
        ludic.solve("blackwhite", "10 3 2\n")  # k = 3 is odd, at column 4
    err = e.value
    assert isinstance(err, ludic.Error) and err.status == Status.INVALID
    assert (err.line, err.column) == (1, 4)
    assert err.message.startswith("k (the number of pieces) must be even")
    assert str(err) == "1:4: " + err.message
    with pytest.raises(ludic.InputSyntaxError) as e:
        ludic.solve("jenga", "2\nRGB\nRXB\n")  # the X on line 3, column 2
    assert (e.value.line, e.value.column) == (3, 2)
    assert "found 'X'" in e.value.message
    with pytest.raises(ludic.InputSyntaxError) as e:
        bw.parse("10 4\n")
    assert e.value.status == Status.SYNTAX and e.value.line >= 1
    with pytest.raises(ludic.LimitError) as e:
        bw.solve((2000, 1002, 1))  # k beyond ludic's 1000
    assert (e.value.line, e.value.column) == (0, 0) and str(e.value) == e.value.message


def test_exception_hierarchy_and_pickling():
    subclasses = {ludic.InputSyntaxError: Status.SYNTAX, ludic.InvalidInputError: Status.INVALID,
                  ludic.LimitError: Status.LIMIT, ludic.MemoryCapError: Status.MEMORY,
                  ludic.ArgumentError: Status.ARGUMENT, ludic.NoAnswerError: Status.NO_ANSWER,
                  ludic.InternalError: Status.INTERNAL, ludic.TruncatedError: Status.TRUNCATED,
                  ludic.CancelledError: Status.CANCELLED}
    assert set(subclasses.values()) == set(Status) - {Status.OK}
    for cls in subclasses:
        assert issubclass(cls, ludic.Error)
    assert issubclass(ludic.ArgumentError, ValueError)
    assert Status.SYNTAX.describe() == "malformed input"
    try:
        ludic.solve("blackwhite", "10 3 2")
    except ludic.Error as e:
        back = pickle.loads(pickle.dumps(e))
        assert type(back) is type(e) and (back.status, back.message, back.line, back.column) == (
            e.status, e.message, e.line, e.column)


def test_wrong_python_types_and_ranges():
    with pytest.raises(TypeError):
        ludic.solve(1, "10 4 2")
    with pytest.raises(ValueError, match="unknown game"):
        ludic.solve("chess", "10 4 2")
    with pytest.raises(TypeError):
        ludic.solve("blackwhite", 10)
    with pytest.raises(TypeError):
        ludic.solve("blackwhite", None)
    with pytest.raises(TypeError):
        ludic.solve("blackwhite", "10 4 2", decimal="yes")
    with pytest.raises(ludic.ArgumentError):  # jenga has no --decimal either
        ludic.solve("jenga", read_example("examples/jenga/sample.txt"), decimal=True)
    with pytest.raises(TypeError):
        bw.solve((10, 4, "2"))
    with pytest.raises(TypeError):
        bw.solve((10, 4, True))
    with pytest.raises(TypeError):
        bw.solve("10 4 2")
    with pytest.raises(ValueError):
        bw.solve((10, 4, -2))  # ctypes would wrap it to 2**64 - 2
    with pytest.raises(ValueError):
        bw.Params(2**64, 4, 2)
    with pytest.raises(TypeError):
        bw.Position(None)
    with pytest.raises(ValueError):
        bw.Position("W..B").winner(d=0)
    with pytest.raises(ValueError):
        bw.Position("W..B").winner(to_move=2)
    with pytest.raises(TypeError):
        bw.Position("W..B").play_move([5, 6])
    with pytest.raises(TypeError):
        jenga.Tower([(1, 2)])
    with pytest.raises(ValueError):
        jenga.Tower([(1, 2, 4)])
    with pytest.raises(ValueError):
        jenga.Tower([(1, 1, 1)] * 65)
    with pytest.raises(TypeError):
        jenga.solve("2\nRGB\nRGB\n")
    with pytest.raises(TypeError):
        jenga.solve(jenga.generate(1, 2), dice=(2, 2, 1, 1))
    with pytest.raises(ValueError):
        jenga.Solver(jenga.generate(1, 2)).simulate(0, 1)
    game = mj.parse(read_example("examples/mahjong/sample.txt"))
    with pytest.raises(ValueError):
        mj.brute_wins(game, [1, 2])  # one count per kind, or C would read past the list
    with pytest.raises(ValueError):
        mj.check_game(mj.Game([4] * 5, [True] * 4, [0] * 5))  # links too short
    with pytest.raises(TypeError):
        mj.solve("5\n1 1\n")
    with pytest.raises(ValueError):
        mj.format_svg(mj.Distribution(3, 1, 1.0, [0, 1], [0, 1], [1, 0]))


def test_solve_text_checks_its_own_arguments():
    """The C function under ludic.solve, called directly: NULLs, unknown game and flags."""
    fn = ludic._lib.lib.ludic_solve_text
    err = ludic._lib.CError()
    size = ctypes.c_size_t()

    def status(game, text, flags=0, out=None, cap=0):
        return fn(game, text, 0 if text is None else len(text), flags, out, cap,
                  ctypes.byref(size), ctypes.byref(err))

    assert status(b"chess", b"10 4 2") == Status.ARGUMENT
    assert b"unknown game 'chess'" in err.message
    assert status(None, b"10 4 2") == Status.ARGUMENT and b"game is NULL" in err.message
    assert status(b"blackwhite", None) == Status.ARGUMENT and b"text is NULL" in err.message
    assert status(b"blackwhite", b"10 4 2", flags=4) == Status.ARGUMENT
    assert status(b"blackwhite", b"10 4 2", cap=8) == Status.ARGUMENT  # NULL out, cap 8
    assert status(b"blackwhite", b"10 4 2") == Status.TRUNCATED and size.value == 4
    small = ctypes.create_string_buffer(3)
    assert status(b"blackwhite", b"10 4 2", out=small, cap=3) == Status.TRUNCATED
    assert small.value == b"18"
    room = ctypes.create_string_buffer(5)
    assert status(b"blackwhite", b"10 4 2", out=room, cap=5) == Status.OK
    assert room.value == b"182\n"


def run_python(code, **env):
    return subprocess.run([sys.executable, "-c", code], env=python_env(**env), capture_output=True,
                          text=True, timeout=60)


def test_a_missing_library_is_a_clear_import_error():
    r = run_python("import ludic", LUDIC_LIBRARY="/nonexistent/libludic.so.1")
    assert r.returncode != 0
    assert "ImportError: ludic: cannot load the library named by LUDIC_LIBRARY" in r.stderr
    # without LUDIC_LIBRARY and nothing installed where the linker looks
    r = run_python("import ludic", LUDIC_LIBRARY="", LD_LIBRARY_PATH="/nonexistent")
    if r.returncode == 0:
        pytest.skip("an installed libludic.so.1 was found: " + r.stdout)
    assert "cannot find the shared library libludic.so.1" in r.stderr
    assert "LUDIC_LIBRARY" in r.stderr


def test_library_version_matches_the_header():
    header = read_example("include/ludic/ludic.h")
    line = next(x for x in header.splitlines() if x.startswith("#define LUDIC_VERSION_STRING"))
    assert ludic.library_version() == line.split('"')[1]
