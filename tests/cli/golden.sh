#!/usr/bin/env bash
# golden.sh DIR: every DIR/NAME.args (the arguments, one line; may be empty)
# with DIR/NAME.in on stdin (optional) must exit 0 and print exactly DIR/NAME.out.
# Golden outputs must come from an independent source (the original samples,
# hand checks, the brute-force oracle); each directory's README says which.
. "$(dirname "$0")/lib.sh"
dir=$1
count=0
for args_file in "$dir"/*.args; do
  [ -e "$args_file" ] || continue
  name=${args_file%.args}
  read -r -a args <"$args_file" || true
  input=""
  [ -f "$name.in" ] && input=$(cat "$name.in"; printf x) && input=${input%x}
  want=$(cat "$name.out")
  expect_out "$input" "$want" "${args[@]}"
  count=$((count + 1))
done
[ "$count" -gt 0 ] || fail "no golden cases in $dir"
echo "$count golden cases"
finish
