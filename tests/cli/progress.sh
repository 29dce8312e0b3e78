#!/usr/bin/env bash
# The progress line (README, "Command line"): drawn on standard error only
# when it is a terminal, never when it is redirected, and not with --quiet.
# A terminal is made with script(1) (util-linux, on every Debian system);
# without it the terminal half is skipped with a message.
. "$(dirname "$0")/lib.sh"

# The default delay: work that reports progress but ends within half a
# second (the jenga sample's solve, a few milliseconds) draws nothing on a
# terminal, and neither does a delay longer than the work.
if command -v script >/dev/null 2>&1; then
  sample=$(printf '%q' "$LUDIC_SOURCE_DIR/examples/jenga/sample.txt")
  for env in "env -u LUDIC_PROGRESS_DELAY" "env LUDIC_PROGRESS_DELAY=30"; do
    on_pty "$env $(printf '%q' "$LUDIC") jenga solve $sample"
    case "$screen" in
      *"jenga solve ["*) fail "$env: a quick solve drew a progress line [$screen]" ;;
    esac
  done
  # and with no delay even the quick solve draws its line, erased before the answer
  on_pty "env LUDIC_PROGRESS_DELAY=0 $(printf '%q' "$LUDIC") jenga solve $sample"
  case "$screen" in
    *"^[[Kjenga solve ["*"^[[K17.1192136966"*) ;;
    *) fail "LUDIC_PROGRESS_DELAY=0: the quick solve drew no line [$screen]" ;;
  esac
fi

# stress with a correct but slow solution: 12 cases of 0.15 s on 2 jobs.
check_progress "stress: " blackwhite stress --cases 12 --jobs 2 \
  --solution "sleep 0.15; $(printf '%q' "$LUDIC") blackwhite solve"
finish
