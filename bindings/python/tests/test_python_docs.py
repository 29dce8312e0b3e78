"""Documentation that runs, and packaging: the ```pycon examples of README.md and
bindings/python/README.md are doctests; the version is given once per file and
agrees; `pip install ./bindings/python` works without a package index."""

import doctest
import os
import re
import subprocess
import sys
import tarfile
import zipfile

import pytest
from conftest import python_env, read_example, source_dir

import ludic

PACKAGE_DIR = os.path.join(source_dir(), "bindings", "python")


def pycon_blocks(text):
    return re.findall(r"^```pycon\n(.*?)^```$", text, re.S | re.M)


@pytest.mark.parametrize("readme", ["README.md", "bindings/python/README.md"])
def test_readme_examples_print_what_they_show(readme, monkeypatch):
    blocks = pycon_blocks(read_example(readme))
    assert blocks, f"{readme} has no ```pycon example"
    monkeypatch.chdir(source_dir())  # the examples open examples/...
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    session = {}  # a file's examples read as one session: later ones use earlier imports
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, session, f"{readme} example {i + 1}", readme, 0)
        assert test.examples
        runner.run(test, clear_globs=False)
        session = test.globs
    assert runner.failures == 0, f"{runner.failures} failing examples in {readme} (output above)"


def test_versions_agree():
    pyproject = read_example("bindings/python/pyproject.toml")
    assert re.search(r'^version = "([^"]+)"$', pyproject, re.M).group(1) == ludic.__version__


def test_pip_install_without_an_index(tmp_path):
    env = python_env(LD_PRELOAD=None, PYTHONPATH=None)  # pip needs no library
    r = subprocess.run([sys.executable, "-m", "pip", "install", "--no-index", "--no-cache-dir",
                        "--disable-pip-version-check", "--target", str(tmp_path / "site"),
                        PACKAGE_DIR], env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    env = python_env(PYTHONPATH=str(tmp_path / "site"))
    r = subprocess.run([sys.executable, "-c", "import ludic; print(ludic.__file__); "
                        "print(ludic.solve('blackwhite', '10 4 2'))"],
                       cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    where, answer = r.stdout.split()
    assert where.startswith(str(tmp_path / "site")) and answer == "182"


def test_build_backend_wheel_and_sdist(tmp_path):
    sys.path.insert(0, os.path.join(PACKAGE_DIR, "build_backend"))
    try:
        import ludic_build_backend as backend
    finally:
        sys.path.pop(0)
    wheel = backend.build_wheel(str(tmp_path))
    assert wheel == f"ludic-{ludic.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(tmp_path / wheel) as z:
        names = set(z.namelist())
        record = z.read(f"ludic-{ludic.__version__}.dist-info/RECORD").decode()
    assert {"ludic/__init__.py", "ludic/_lib.py", "ludic/blackwhite.py", "ludic/jenga.py",
            "ludic/mahjong.py", "ludic/riichi.py"} <= names
    assert {line.split(",")[0] for line in record.splitlines()} == names
    sdist = backend.build_sdist(str(tmp_path))
    with tarfile.open(tmp_path / sdist) as t:
        members = set(t.getnames())
    base = f"ludic-{ludic.__version__}"
    assert {f"{base}/pyproject.toml", f"{base}/PKG-INFO", f"{base}/ludic/__init__.py",
            f"{base}/build_backend/ludic_build_backend.py"} <= members
