#!/usr/bin/env bash
# ludic blackwhite stress against the wrong solutions in solutions/ (built
# from setter_bw_solution.c, one program per bug; $1 is their directory):
# each bug is caught with the right verdict and shrunk to a small input that
# is valid and still fails; the correct one passes; the report is the same for
# every --jobs; the printed command reproduces the failure; processes are
# killed with their children at the time limit.
. "$(dirname "$0")/../cli/lib.sh"
bin=${1:?give the directory of the built solutions}
export LUDIC

# stress ARGS...: run ludic blackwhite stress; sets $out, $err, $rc.
stress() {
  "$LUDIC" blackwhite stress "$@" >"$scratch/out" 2>"$scratch/err" </dev/null
  rc=$?
  out=$(cat "$scratch/out")
  err=$(cat "$scratch/err")
}

# The shrunk input (the block after "shrunk in ..."), or the case's input when none was smaller.
shrunk() {
  awk '/^shrunk in / { f = 1; next } /^expected \(/ { f = 0 } f' "$scratch/out"
}

# caught NAME VERDICT ARGS...: stress finds a failure with VERDICT and prints a full report.
caught() {
  local name=$1 verdict=$2
  shift 2
  stress --solution "$bin/setter_bw_$name" "$@"
  [ "$rc" -eq 1 ] || fail "$name: exit $rc, expected 1 (stderr: $err)"
  [[ "$out" == "case "*" failed: $verdict"* ]] || fail "$name: not caught with $verdict: $out"
  [[ "$out" == *$'\nverdict: '"$verdict ("* ]] || fail "$name: the final verdict is not $verdict: $out"
  [[ "$out" == *$'\nreproduce: printf '* ]] || fail "$name: no command to reproduce it: $out"
  [ -z "$err" ] || fail "$name: stderr should be quiet off a terminal: $err"
  small=$(shrunk)
  printf '%s\n' "$small" | "$LUDIC" blackwhite validate ||
    fail "$name: the shrunk input [$small] is not valid"
  read -r n k d <<<"$small"
}

stress --solution "$bin/setter_bw_none" --cases 60
[ "$rc" -eq 0 ] && [ "$out" = "all 60 cases passed (seed 1)" ] ||
  fail "the correct solution did not pass: exit $rc: $out $err"
[ -z "$err" ] || fail "a passing run printed on stderr: $err"
stress --solution "$LUDIC blackwhite" --cases 30 --seed 7 --n 1000000000000000000 --k 1000 --extended
[ "$rc" -eq 0 ] || fail "ludic itself fails its own stress at ludic's limits: $out $err"

caught off_by_one WA --cases 30
[ "$small" = "2 2 1" ] || fail "off by one: shrunk to [$small], expected the smallest input 2 2 1"
caught modulus WA --cases 30
[ "$n" -le 1000 ] && [ "$k" -le 10 ] || fail "wrong modulus: shrunk only to [$small]"
caught int32 WA --cases 30
[ "$n" -le 1000 ] && [ "$k" -le 10 ] || fail "32-bit overflow: shrunk only to [$small]"
# The overflow needs a large n: one cell fewer and the 32-bit products still fit.
[ "$(echo "$((n - 1)) $k $d" | "$bin/setter_bw_int32")" = "$(echo "$((n - 1)) $k $d" | "$LUDIC" blackwhite)" ] ||
  fail "32-bit overflow: [$((n - 1)) $k $d] fails too, the input is not shrunk to a minimum"
# The reproduce line prints what the report says was received.
line=$(grep '^reproduce: ' "$scratch/out")
received=$(awk '/^received:/ { f = 1; next } /^(verdict|standard error):/ { f = 0 } f' "$scratch/out")
[ "$(bash -c "${line#reproduce: }")" = "$received" ] || fail "int32: '$line' does not print [$received]"
report=$out
stress --solution "$bin/setter_bw_int32" --cases 30 --jobs 1
[ "$out" = "$report" ] || fail "the report with --jobs 1 differs from --jobs 2:
$out
---
$report"
stress --solution "$bin/setter_bw_int32" --cases 30 --jobs 3
[ "$out" = "$report" ] || fail "the report with --jobs 3 differs from --jobs 2"

caught crash RE --cases 30
[ "$small" = "10 10 1" ] || fail "crash: shrunk to [$small], expected 10 10 1 (it aborts beyond 8 pieces)"
[[ "$out" == *"signal 6"* ]] || fail "crash: the report does not name the signal: $out"
caught endless TLE --cases 10 --time-limit 0.5
[ "$small" = "2 2 2" ] || fail "endless loop: shrunk to [$small], expected 2 2 2 (it loops when d = k)"
caught flood PE --cases 5
[ "$small" = "2 2 1" ] || fail "megabytes of output: shrunk to [$small]"
[[ "$out" == *"bytes in all)"* ]] || fail "megabytes of output: the received output is not cut: $(head -c 2000 <<<"$out")"
caught flood OLE --cases 5 --output-limit 1M
[ "$small" = "2 2 1" ] || fail "output beyond the limit: shrunk to [$small]"

# --reference: judged against another program (the brute-force reference here).
stress --solution "$bin/setter_bw_off_by_one" --reference "$LUDIC blackwhite brute" --n 12 --cases 20
[ "$rc" -eq 1 ] && [[ "$out" == *$'\nexpected (the reference):\n'* ]] ||
  fail "--reference: exit $rc: $out $err"
stress --solution "$bin/setter_bw_none" --reference "$LUDIC blackwhite brute" --n 12 --cases 20
[ "$rc" -eq 0 ] || fail "--reference with a correct solution: exit $rc: $out $err"
stress --solution "$bin/setter_bw_none" --reference "exit 3" --cases 5
[ "$rc" -eq 1 ] && [[ "$err" == *"the reference failed (RE): exit status 3"* ]] ||
  fail "a failing reference: exit $rc: $out $err"
stress --solution "$bin/setter_bw_none" --reference "echo x" --cases 5
[ "$rc" -eq 1 ] && [[ "$err" == *"the reference's output is malformed"* ]] ||
  fail "a malformed reference output: exit $rc: $out $err"

# Usage errors exit 2.
stress --cases 5
[ "$rc" -eq 2 ] && [[ "$err" == *"--solution CMD is required"* ]] || fail "no --solution: exit $rc $err"
stress --solution true --time-limit 0
[ "$rc" -eq 2 ] && [[ "$err" == *"--time-limit"* ]] || fail "--time-limit 0: exit $rc $err"
stress --solution true --n 20000
[ "$rc" -eq 2 ] && [[ "$err" == *"add --extended"* ]] || fail "--n beyond the original limits: exit $rc $err"
stress --solution true --k 3
[ "$rc" -eq 2 ] || fail "--k 3 (odd): exit $rc $err"
[ -z "$out" ] || fail "a usage error printed on stdout: $out"

# On a terminal (script(1) makes one) a progress line goes to stderr.
if command -v script >/dev/null 2>&1; then
  script -qec "$LUDIC blackwhite stress --solution '$bin/setter_bw_none' --cases 20" \
    "$scratch/typescript" >/dev/null 2>&1
  grep -q 'stress: 20/20 cases, OK 20, .* cases/s' "$scratch/typescript" ||
    fail "no progress line on a terminal: $(cat -v "$scratch/typescript")"
fi

# At the time limit the whole process group dies, children included; a
# program that exits leaving a child behind is not waited for.
start=$SECONDS
stress --solution '(sleep 3.1415; echo 1) & sleep 3.1415' --cases 2 --time-limit 0.3 --shrink-runs 0
[ "$rc" -eq 1 ] && [[ "$out" == *"failed: TLE"* ]] || fail "sleeping program: exit $rc: $out"
if command -v pgrep >/dev/null 2>&1 && pgrep -f 'sleep 3.1415' >/dev/null; then
  fail "a child of a killed program is still running"
fi
stress --solution "(sleep 3.1416 &); $LUDIC blackwhite" --cases 4 --time-limit 2
[ "$rc" -eq 0 ] || fail "a program that leaves a child behind: exit $rc: $out $err"
[ $((SECONDS - start)) -lt 5 ] || fail "the time limits were not kept ($((SECONDS - start)) s)"
finish
