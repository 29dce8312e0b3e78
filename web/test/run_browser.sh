#!/bin/sh
# web/test/run_browser.sh: the CTest test web_page_in_chromium (label
# browser). Uses the page that web_package_matches_cli built into
# $LUDIC_WEB_BUILD/dist, installs what is missing (Debian's chromium with
# apt-get when run as root; playwright-core into web/node_modules with npm,
# not saved in package.json), then runs web/test/browser.mjs, which serves
# the page on 127.0.0.1 and drives Chromium headless. Screenshots go to
# $LUDIC_WEB_BUILD/screenshots (LUDIC_WEB_DOCS=1: also to docs/img/).
# Exit 77 (skipped) with a message when something cannot be installed, and
# in sanitizer builds.
set -u
here=$(cd "$(dirname "$0")" && pwd)
web=$(dirname "$here")
skip() { echo "SKIPPED: $*"; exit 77; }
[ "${LUDIC_SANITIZE:-0}" = 1 ] && skip "the browser tests run in the optimised build"
command -v node >/dev/null 2>&1 || skip "node is not installed, so the page cannot be tested"
out=${LUDIC_WEB_BUILD:?set LUDIC_WEB_BUILD to a build directory}
[ -f "$out/dist/ludic.wasm" ] || skip "no page in $out/dist (web_package_matches_cli builds it; was it skipped?)"
chromium=${CHROMIUM:-/usr/bin/chromium}
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing Debian's chromium (apt-get install -y chromium)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1 ||
      { apt-get update >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >/dev/null 2>&1; }
  fi
  [ -x "$chromium" ] || skip "Chromium ($chromium) is not installed and could not be installed (apt-get install -y chromium)"
fi
if [ ! -f "$web/node_modules/playwright-core/package.json" ]; then
  echo "installing playwright-core into web/node_modules (npm install --no-save)"
  (cd "$web" && npm install --no-save --no-audit --no-fund --ignore-scripts playwright-core >/dev/null 2>&1) ||
    skip "npm could not install playwright-core (no registry?)"
fi
docs=""
[ "${LUDIC_WEB_DOCS:-0}" = 1 ] && docs="--docs"
# shellcheck disable=SC2086 # docs is empty or one word
CHROMIUM=$chromium exec node "$here/browser.mjs" --dist "$out/dist" --shots "$out/screenshots" $docs
