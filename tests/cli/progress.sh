#!/usr/bin/env bash
# The progress line (README, "Command line"): drawn on standard error only
# when it is a terminal, never when it is redirected, and not with --quiet.
# A terminal is made with script(1) (util-linux, on every Debian system);
# without it the terminal half is skipped with a message.
. "$(dirname "$0")/lib.sh"

# stress with a correct but slow solution: 12 cases of 0.15 s on 2 jobs.
check_progress "stress: " blackwhite stress --cases 12 --jobs 2 \
  --solution "sleep 0.15; $(printf '%q' "$LUDIC") blackwhite solve"
finish
