#!/usr/bin/env bash
# The top-level command line: help, version, unknown games and options.
. "$(dirname "$0")/lib.sh"

expect_contains "" "Usage: ludic GAME" --help
expect_contains "" "blackwhite" -h
# (the version itself: tests/install/install_version_cli.sh)
expect_error "" 2 "unknown game 'chess'" chess
expect_error "" 2 "no game given" # no arguments
for game in mahjong blackwhite jenga; do
  expect_contains "" "Commands:" "$game" --help
  expect_contains "" "Usage: ludic $game solve" "$game" solve --help
  expect_error "" 2 "unknown option '--frobnicate'" "$game" --frobnicate
  expect_error "" 2 "see 'ludic $game solve --help'" "$game" solve --frobnicate
  expect_error "" 1 "cannot open 'no/such/file'" "$game" no/such/file
done
# A UTF-8 byte-order mark (some editors write one) is skipped by solve and
# named by the strict validators.
bom=$'\xef\xbb\xbf'
expect_out "${bom}10 4 2"$'\n' 182 blackwhite
expect_out "${bom}$(cat "$LUDIC_SOURCE_DIR/examples/mahjong/sample.txt")"$'\n' 570425346 mahjong
expect_out "${bom}$(cat "$LUDIC_SOURCE_DIR/examples/jenga/sample.txt")"$'\n' 17.1192136966 jenga
expect_out "${bom}suit a 9"$'\n'"hand 1112345678999a"$'\n' 1 mahjong --decimal
for game in blackwhite mahjong jenga; do
  expect_error "${bom}$(cat "$LUDIC_SOURCE_DIR/examples/$game/sample.txt")"$'\n' 2 \
    "<stdin>:1:1: expected n" "$game" validate
  expect_error "${bom}" 2 "byte-order mark" "$game" validate
done
finish
