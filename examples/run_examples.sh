#!/usr/bin/env bash
# Run ludic on every bundled example: examples/<game>/<game>_examples.sh for each game.
# Usage: examples/run_examples.sh path/to/ludic
set -euo pipefail
ludic=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
for game in blackwhite mahjong jenga; do
  if [ -f "$here/$game/${game}_examples.sh" ]; then
    LUDIC=$ludic bash "$here/$game/${game}_examples.sh"
  fi
done
