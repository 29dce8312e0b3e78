"""ludic.solve(game, text) against `ludic GAME solve` itself, on generated inputs.

For every input, valid or not, both must agree: the same text (the module
drops only the final newline), or the same failure: the message, line and
column of the exception are those the command prints on standard error, and
its exit status is the one the status maps to (2 bad input, 1 the rest).
"""

import hypothesis.strategies as st
from conftest import Cli
from hypothesis import event, example, given

import ludic
from ludic import Status

BAD_INPUT = {Status.SYNTAX, Status.INVALID, Status.ARGUMENT}


def check_same(cli, game, text, decimal=False, json=False):
    args = [game, "solve"] + ["--decimal"] * decimal + ["--json"] * json
    code, out, err = cli.run(*args, stdin=text)
    try:
        got = ludic.solve(game, text, decimal=decimal, json=json)
    except ludic.Error as e:
        event(f"{e.status.name}")  # the mix of outcomes: pytest --hypothesis-show-statistics
        assert out == "", f"the command printed {out!r} where the module raised {e!r}"
        assert code == (2 if e.status in BAD_INPUT else 1), (code, err, e)
        assert Cli.parse_report(err) == (e.message, e.line, e.column)
        return
    event("answer")
    assert code == 0 and err == "", f"the module answered {got!r}; the command said {err!r}"
    assert got + "\n" == out
    assert len(out) < 2048  # the bound ludic.h promises for every answer


spaces = st.sampled_from([" ", "  ", "\t", "\n", " \n ", "\r\n"])
ends = st.sampled_from(["", "\n", " \n", "\n\n", "\r\n"])
flags = st.fixed_dictionaries({"decimal": st.booleans(), "json": st.booleans()})


@st.composite
def blackwhite_inputs(draw):
    k = 2 * draw(st.one_of(st.integers(1, 8), st.integers(499, 502)))
    n = draw(st.one_of(st.integers(k, max(k, 40)), st.integers(k, 10**18)))
    d = draw(st.integers(1, k))
    return f"{n}{draw(spaces)}{k}{draw(spaces)}{d}{draw(ends)}"


@given(text=st.one_of(blackwhite_inputs(), st.text("0123456789 -+x\n\t", max_size=24)),
       options=flags)
@example(text="10 4 2\n", options={"decimal": False, "json": False})
@example(text="10 3 2\n", options={"decimal": False, "json": False})
def test_blackwhite_solve_matches_the_command(cli, text, options):
    check_same(cli, "blackwhite", text, **options)


LEVELS = [a + b + c for a in "RGB." for b in "RGB." for c in "RGB."]
FULL = [level for level in LEVELS if "." not in level]


@st.composite
def jenga_inputs(draw):
    n = draw(st.integers(1, 6))
    lower = st.one_of(st.sampled_from(FULL), st.sampled_from(LEVELS))
    levels = [draw(lower) for _ in range(n - 1)] + [draw(st.sampled_from(LEVELS))]
    sep = draw(spaces)
    return f"{n}{sep}" + sep.join(levels) + draw(ends)


@given(text=st.one_of(jenga_inputs(), st.text("RGB.X0123456789 \n", max_size=30)),
       json=st.booleans())
@example(text="6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n", json=False)
@example(text="2\nRGB\nRXB\n", json=False)
def test_jenga_solve_matches_the_command(cli, text, json):
    check_same(cli, "jenga", text, json=json)


@st.composite
def mahjong_original_inputs(draw):
    n = draw(st.integers(5, 9))
    if draw(st.booleans()):  # valid: 13 distinct tiles
        tiles = draw(st.lists(st.tuples(st.integers(1, n), st.integers(1, 4)), min_size=13,
                              max_size=13, unique=True))
    else:  # anything near it: wrong counts, repeats, kinds or copies out of range
        tiles = draw(st.lists(st.tuples(st.integers(0, n + 1), st.integers(0, 5)), min_size=11,
                              max_size=15))
    end = draw(st.sampled_from(["\n", "\r\n", " \n", "\n\n"]))  # a tile is a line
    return f"{n}{end}" + "".join(f"{w} {t}{end}" for w, t in tiles)


presets = st.builds(ludic.mahjong.generate_preset, st.integers(0, 2**64 - 1),
                    st.sampled_from(list(ludic.mahjong.Preset)))


@given(text=st.one_of(mahjong_original_inputs(), presets,
                      st.text("0123456789 \nmpsz#", max_size=30)),
       options=flags)
@example(text="5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n5 4\n",
         options={"decimal": False, "json": False})
def test_mahjong_solve_matches_the_command(cli, text, options):
    check_same(cli, "mahjong", text, **options)
