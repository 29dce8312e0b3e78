#!/usr/bin/env bash
# solve --decimal (the tilted floating-point count) against brute --decimal
# (the game played out, then wins / C(n, k) in one division) through the real
# executable, for every (n, k, d) with n <= 12; and --json agrees on wins.
. "$(dirname "$0")/../cli/lib.sh"
count=0
for n in $(seq 1 12); do
  for k in $(seq 2 2 "$n"); do
    for d in $(seq 1 "$k"); do
      fast=$("$LUDIC" blackwhite --decimal <<<"$n $k $d")
      slow=$("$LUDIC" blackwhite brute --decimal <<<"$n $k $d")
      [ "$fast" = "$slow" ] || fail "$n $k $d: solve --decimal $fast, brute --decimal $slow"
      count=$((count + 1))
    done
  done
done
run "12 6 2" blackwhite brute --json
case "$out" in '{"n":12,"k":6,"d":2,"wins":'*',"modulus":1000000007}') ;; *) fail "brute --json: $out" ;; esac
expect_out "12 6 2" "$("$LUDIC" blackwhite <<<"12 6 2")" blackwhite brute
echo "$count cases"
finish
