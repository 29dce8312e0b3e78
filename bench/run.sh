#!/usr/bin/env bash
# Run every game's benchmarks: bench/<game>/run.sh BUILD_DIR for each game.
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
for game in blackwhite mahjong jenga; do
  if [ -f "$here/$game/run.sh" ]; then
    bash "$here/$game/run.sh" "$build"
  fi
done
