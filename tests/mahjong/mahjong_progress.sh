#!/usr/bin/env bash
# mahjong solve and dist on a large n (seconds of work): a progress line on
# standard error only when it is a terminal, none when it is redirected and
# none with --quiet; the answer on stdout is the same in every case. The
# terminal is made with script(1) as in tests/cli/progress.sh; without it the
# terminal half is skipped with a message. Inputs at the limit of 1500 kinds
# (a second or more on any machine): a uniform hand of the original format,
# and a layout of six suits of 249 kinds and an honour with thirteen orphans
# on (the product DP, three times the rows).
. "$(dirname "$0")/../cli/lib.sh"
"$LUDIC" mahjong gen --seed 5 --n 1500 >"$scratch/in.txt" || fail "gen --n 1500 failed"
{
  for s in a b c d e f; do echo "suit $s 249"; done
  echo "honours z 1"
  echo "thirteen-orphans on"
  echo "hand 1[249]a1[249]b1[249]c1[249]d1[249]e1[249]f1z"
} >"$scratch/orphans.txt"

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

check "mahjong solve " mahjong "$scratch/orphans.txt"
check "mahjong dist " mahjong dist "$scratch/in.txt"
finish
