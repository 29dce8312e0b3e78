"""Shared set-up of the Python module's tests (run by run_python_tests.sh).

Environment (set by CTest; see ../CMakeLists.txt): LUDIC_LIBRARY (the shared
library the module loads), LUDIC (the ludic executable, for the comparisons
with the command line), LUDIC_SOURCE_DIR, LUDIC_STRUCT_LAYOUTS,
LUDIC_SANITIZE (1 in the sanitizer build), LUDIC_TEST_MULTIPLIER (more
hypothesis examples, e.g. 20 for a nightly run).
"""

import os
import re
import subprocess

import hypothesis
import pytest

MULTIPLIER = max(1, int(os.environ.get("LUDIC_TEST_MULTIPLIER", "1") or "1"))
SANITIZED = os.environ.get("LUDIC_SANITIZE", "0") not in ("", "0")

# The sanitizer build preloads the shared ASan runtime into this interpreter
# (run_python_tests.sh). Programs started from here get it back only when
# they are Python too (python_env): the ludic executable has its own runtime,
# which clang's static one would find in conflict with a preloaded one.
PRELOAD = os.environ.pop("LD_PRELOAD", None)


def python_env(**extra):
    """The environment for a Python child that loads the library (strings; None removes)."""
    env = dict(os.environ)
    if PRELOAD:
        env["LD_PRELOAD"] = PRELOAD
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env

# Modest example counts: the whole suite stays well under a minute. No
# example database (nothing is written into the tree); the seed comes from
# the runner (--hypothesis-seed), which prints it.
hypothesis.settings.register_profile(
    "ludic",
    max_examples=25 * MULTIPLIER,
    deadline=None,
    database=None,
    print_blob=True,
    suppress_health_check=[hypothesis.HealthCheck.too_slow],
)
hypothesis.settings.load_profile("ludic")


def source_dir():
    d = os.environ.get("LUDIC_SOURCE_DIR")
    if d:
        return d
    return os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def read_example(relative):
    with open(os.path.join(source_dir(), relative), encoding="utf-8") as f:
        return f.read()


# "ludic: <stdin>:LINE:COL: MESSAGE", "ludic: <stdin>:LINE: MESSAGE",
# "ludic: <stdin>: MESSAGE" or "ludic: MESSAGE" (cli/io.c, cli_report)
_REPORT = re.compile(r"ludic: (?:<stdin>(?::(\d+))?(?::(\d+))?: )?(.*)\n", re.S)


class Cli:
    """The ludic executable, fed on standard input."""

    def __init__(self, path):
        self.path = path

    def run(self, *args, stdin=b""):
        if isinstance(stdin, str):
            stdin = stdin.encode()
        r = subprocess.run([self.path, *args], input=stdin, capture_output=True, timeout=60)
        return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")

    @staticmethod
    def parse_report(stderr):
        """(message, line, column) of a one-line error report on standard error."""
        m = _REPORT.fullmatch(stderr)
        assert m, f"not an error report: {stderr!r}"
        return m.group(3), int(m.group(1) or 0), int(m.group(2) or 0)


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("LUDIC")
    if not path:
        pytest.skip("LUDIC is not set to the ludic executable (CTest sets it)")
    return Cli(path)
