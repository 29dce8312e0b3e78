#!/usr/bin/env bash
# The progress line (README, "Command line"): drawn on standard error only
# when it is a terminal, never when it is redirected, and not with --quiet.
# A terminal is made with script(1) (util-linux, on every Debian system);
# without it the terminal half is skipped with a message.
. "$(dirname "$0")/lib.sh"

# on_pty CMD: runs CMD (a shell command line) on a pseudo-terminal; its
# whole screen output (stdout and stderr, with control codes) in $screen.
on_pty() {
  script -qec "$1" /dev/null >"$scratch/screen" 2>&1 </dev/null
  screen=$(cat -v "$scratch/screen")
}

# check_progress WORD ARGS...: ludic ARGS runs for more than half a second;
# piped, its stderr is empty; on a terminal it draws "WORD" lines (erased
# with ESC [ K), and with --quiet it draws none.
check_progress() {
  local word=$1
  shift
  "$LUDIC" "$@" >"$scratch/out" 2>"$scratch/err"
  [ ! -s "$scratch/err" ] || fail "ludic $*: stderr not a terminal, yet it got [$(cat "$scratch/err")]"
  if ! command -v script >/dev/null 2>&1; then
    echo "SKIP: the terminal half of the progress test needs script(1) (util-linux), not found"
    return
  fi
  local cmd
  cmd=$(printf '%q ' "$LUDIC" "$@")
  on_pty "$cmd"
  case "$screen" in
    *"^[[K$word"*) ;;
    *) fail "ludic $*: no '$word' progress line on a terminal; screen was [$screen]" ;;
  esac
  on_pty "$cmd --quiet"
  case "$screen" in
    *"^[[K$word"*) fail "ludic $* --quiet: drew a progress line [$screen]" ;;
  esac
}

# stress with a correct but slow solution: 12 cases of 0.15 s on 2 jobs.
check_progress "stress: " blackwhite stress --cases 12 --jobs 2 \
  --solution "sleep 0.15; $(printf '%q' "$LUDIC") blackwhite solve"
finish
