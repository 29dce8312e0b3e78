#!/usr/bin/env bash
# `make run` stays working: examples/run_examples.sh runs every game's examples and
# succeeds, and each game's section prints something.
. "$(dirname "$0")/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
bash "$LUDIC_SOURCE_DIR/examples/run_examples.sh" "$LUDIC" >"$scratch/run.out" 2>&1
rc=$?
[ "$rc" -eq 0 ] || fail "examples/run_examples.sh exited $rc: $(tail -5 "$scratch/run.out")"
for want in '$ ludic blackwhite' '$ ludic mahjong' '$ ludic jenga' 570425346 182 17.1192136966; do
  grep -qF -- "$want" "$scratch/run.out" || fail "examples/run_examples.sh printed no '$want'"
done
finish
