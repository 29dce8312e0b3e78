#!/usr/bin/env bash
# The top-level command line: help, version, unknown games and options.
. "$(dirname "$0")/lib.sh"

expect_contains "" "Usage: ludic GAME" --help
expect_contains "" "blackwhite" -h
expect_out "" "ludic 0.1.0" --version
expect_error "" 2 "unknown game 'chess'" chess
expect_error "" 2 "no game given" # no arguments
for game in mahjong blackwhite jenga; do
  expect_contains "" "Commands:" "$game" --help
  expect_contains "" "Usage: ludic $game solve" "$game" solve --help
  expect_error "" 2 "unknown option '--frobnicate'" "$game" --frobnicate
  expect_error "" 2 "see 'ludic $game solve --help'" "$game" solve --frobnicate
  expect_error "" 1 "cannot open 'no/such/file'" "$game" no/such/file
done
finish
