#!/usr/bin/env bash
# mahjong solve and dist on a large n (seconds of work): a progress line on
# standard error only when it is a terminal, none when it is redirected and
# none with --quiet; the answer on stdout is the same in every case. The
# terminal is made with script(1) as in tests/cli/progress.sh; without it the
# terminal half is skipped with a message. Usage: mahjong_progress.sh [N].
. "$(dirname "$0")/../cli/lib.sh"
n=${1:-3000}
"$LUDIC" mahjong gen --seed 5 --n "$n" >"$scratch/in.txt" || fail "gen --n $n failed"

on_pty() { # on_pty CMD: CMD's whole screen (stdout and stderr, control codes shown) in $screen
  script -qec "$1" /dev/null >"$scratch/screen" 2>&1 </dev/null
  screen=$(cat -v "$scratch/screen")
}

# check WORD ARGS...: ludic ARGS piped: empty stderr; on a terminal "WORD"
# lines erased with ESC [ K and the piped answer after them; with --quiet none.
check() {
  local word=$1 cmd want
  shift
  "$LUDIC" "$@" >"$scratch/out" 2>"$scratch/err" || fail "ludic $* exited $?"
  [ ! -s "$scratch/err" ] || fail "ludic $*: stderr not a terminal, yet it got [$(head -c 300 "$scratch/err")]"
  want=$(head -n 1 "$scratch/out")
  [ -n "$want" ] || fail "ludic $*: no answer on stdout"
  if ! command -v script >/dev/null 2>&1; then
    echo "SKIP: the terminal half needs script(1) (util-linux), not found"
    return
  fi
  cmd=$(printf '%q ' "$LUDIC" "$@")
  on_pty "$cmd"
  case "$screen" in
    *"^[[K$word"*) ;;
    *) fail "ludic $*: no '$word' progress line on a terminal; screen was [${screen:0:300}]" ;;
  esac
  case "$screen" in
    *"^[[K$want"*) ;; # the line is erased, then the answer printed
    *) fail "ludic $*: the answer [$want] does not follow an erased line on the terminal" ;;
  esac
  on_pty "$cmd --quiet"
  case "$screen" in
    *"$word"*) fail "ludic $* --quiet: drew a progress line [${screen:0:300}]" ;;
  esac
  case "$screen" in
    "$want"*) ;;
    *) fail "ludic $* --quiet: the screen does not start with the answer [${screen:0:300}]" ;;
  esac
}

check "mahjong solve " mahjong "$scratch/in.txt"
check "mahjong dist " mahjong dist "$scratch/in.txt"
finish
