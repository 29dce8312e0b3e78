#!/usr/bin/env bash
# Run every game's benchmarks: bench/<game>/<game>_bench.sh BUILD_DIR for each game.
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
for game in blackwhite mahjong jenga riichi; do
  if [ -f "$here/$game/${game}_bench.sh" ]; then
    bash "$here/$game/${game}_bench.sh" "$build"
  fi
done
