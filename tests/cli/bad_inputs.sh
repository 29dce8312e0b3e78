#!/usr/bin/env bash
# bad_inputs.sh DIR: the bad-input corpus. Every DIR/NAME.args (arguments, one
# line) with DIR/NAME.in on stdin (optional) must exit with the status in
# DIR/NAME.status (default 2), print nothing on stdout, and print one line on
# stderr starting "ludic: " that contains every line of DIR/NAME.err.
. "$(dirname "$0")/lib.sh"
dir=$1
count=0
for args_file in "$dir"/*.args; do
  [ -e "$args_file" ] || continue
  name=${args_file%.args}
  read -r -a args <"$args_file" || true
  input=""
  [ -f "$name.in" ] && input=$(cat "$name.in"; printf x) && input=${input%x}
  status=2
  [ -f "$name.status" ] && status=$(cat "$name.status")
  while IFS= read -r want || [ -n "$want" ]; do
    expect_error "$input" "$status" "$want" "${args[@]}"
  done <"$name.err"
  lines=$(printf '%s\n' "$err" | wc -l)
  [ "$lines" -eq 1 ] || fail "$(basename "$name"): stderr should be one line, was $lines: [$err]"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || fail "no bad-input cases in $dir"
echo "$count bad-input cases"
finish
