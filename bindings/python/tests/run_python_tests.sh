#!/usr/bin/env bash
# The Python module's tests, as one CTest test (python_module_pytest): pytest
# with hypothesis on this folder, run by Debian's /usr/bin/python3 (the
# python3 first on PATH may be another interpreter without Debian's packages).
#
# Set-up: when pytest or hypothesis is missing, installs python3-pytest and
# python3-hypothesis (and python3-pip, for the install test) with apt-get
# (as root, running 'apt-get update' once if the first try fails). When that
# is impossible it exits 77, which CTest reports as skipped, after saying why
# on standard output; it never skips silently.
#
# Under the sanitizers (LUDIC_SANITIZE=1) the library needs the ASan runtime
# loaded before anything else: LD_PRELOAD of LUDIC_PYTHON_PRELOAD (the
# compiler's shared ASan runtime), with leak detection off (Python itself
# keeps memory until it exits). Without that runtime it skips, saying why.
set -u
SKIP=77
PY=${LUDIC_PYTHON:-/usr/bin/python3}
here=$(cd "$(dirname "$0")" && pwd)

skip() {
  echo "SKIP python_module_pytest: $*"
  exit "$SKIP"
}

[ -x "$PY" ] || skip "$PY (Debian's python3) is not installed; apt-get install python3"
: "${LUDIC_LIBRARY:?set LUDIC_LIBRARY to the shared library (CTest does)}"

have_modules() { "$PY" -c 'import pytest, hypothesis, pip' 2>/dev/null; }

if ! have_modules; then
  packages="python3-pytest python3-hypothesis python3-pip"
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    skip "pytest, hypothesis or pip is missing for $PY and this user cannot install them; run: apt-get install $packages"
  fi
  echo "installing $packages with apt-get"
  log=$(mktemp)
  install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q -o DPkg::Lock::Timeout=300 \
      $packages >>"$log" 2>&1
  }
  if ! install; then
    apt-get update -q >>"$log" 2>&1
    install || { tail -n 20 "$log"; rm -f "$log"; skip "apt-get could not install $packages (output above)"; }
  fi
  rm -f "$log"
  have_modules || skip "$packages installed, but $PY still cannot import pytest, hypothesis and pip"
fi

if [ "${LUDIC_SANITIZE:-0}" = 1 ]; then
  preload=${LUDIC_PYTHON_PRELOAD:-}
  [ -n "$preload" ] && [ -f "$preload" ] ||
    skip "the sanitizer build needs the ASan runtime preloaded into Python and none was found (the compiler's -print-file-name found no shared ASan runtime); the optimised build runs these tests"
  export LD_PRELOAD=$preload
  export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
fi

# Seeded like every randomised test of ludic: LUDIC_TEST_SEED replays a run.
seed=${LUDIC_TEST_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
echo "hypothesis seed $seed (LUDIC_TEST_SEED=$seed replays this run)"

export PYTHONPATH="$here/..${PYTHONPATH:+:$PYTHONPATH}"
# Nothing is written into the source tree: no bytecode, no pytest cache, and
# hypothesis keeps its files in a scratch directory.
export PYTHONDONTWRITEBYTECODE=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
"$PY" -m pytest -q -rs -p no:cacheprovider --hypothesis-seed="$seed" "$here"
