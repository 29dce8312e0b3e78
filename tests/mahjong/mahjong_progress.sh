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

check_progress "mahjong solve " mahjong "$scratch/orphans.txt"
check_progress "mahjong dist " mahjong dist "$scratch/in.txt"
finish
