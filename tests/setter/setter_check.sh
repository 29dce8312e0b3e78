#!/usr/bin/env bash
# ludic GAME check: testlib's verdicts (0 OK, 1 WA, 2 PE, 3 FAIL) and one-line
# messages on a corpus of outputs. Expected answers are the original
# problems' sample outputs (182, 570425346, 17.119213696601992) or answer
# files written here, so no verdict depends on ludic's own solver except where
# the test says so (check without ANSWER must agree with the samples).
. "$(dirname "$0")/../cli/lib.sh"
: "${LUDIC_SOURCE_DIR:?set LUDIC_SOURCE_DIR to the source tree}"
ex=$LUDIC_SOURCE_DIR/examples
cases=0

# verdict STATUS MESSAGE GAME INPUT OUTPUT-TEXT [ANSWER-TEXT] [-- OPTIONS...]:
# exit STATUS, empty stdout, stderr exactly one line containing MESSAGE.
verdict() {
  local status=$1 want=$2 game=$3 input=$4 output=$5
  shift 5
  local args=("$game" check)
  printf '%s' "$output" >"$scratch/output"
  if [ $# -gt 0 ] && [ "$1" != -- ]; then
    printf '%s' "$1" >"$scratch/answer"
    shift
    args+=("$input" "$scratch/output" "$scratch/answer")
  else
    args+=("$input" "$scratch/output")
  fi
  [ "${1:-}" = -- ] && shift
  "$LUDIC" "${args[@]}" "$@" >"$scratch/out" 2>"$scratch/err" </dev/null
  local rc=$? err
  err=$(cat "$scratch/err")
  cases=$((cases + 1))
  [ "$rc" -eq "$status" ] || fail "check $game [$output] ${*:-}: exit $rc, expected $status ($err)"
  [ -s "$scratch/out" ] && fail "check $game [$output]: stdout not empty: $(cat "$scratch/out")"
  [ "$(wc -l <"$scratch/err")" -eq 1 ] || fail "check $game [$output]: stderr is not one line: [$err]"
  case "$err" in
    *"$want"*) ;;
    *) fail "check $game [$output] ${*:-}: stderr [$err] does not contain [$want]" ;;
  esac
}

bw=$ex/blackwhite/sample.txt mj=$ex/mahjong/sample.txt jg=$ex/jenga/sample.txt

# The spec's messages, word for word.
verdict 0 "ok 182" blackwhite "$bw" $'182\n'
verdict 1 "wrong answer expected 182, found 183" blackwhite "$bw" $'183\n'
verdict 1 "wrong answer expected 17.119213697, found 17.1193 (error 8.6e-05)" jenga "$jg" $'17.1193\n'

# Exact integers: whitespace is free, the token must be testlib's integer.
for out in '182' $'182\n' $'  182  \n\n' $'\n\t182\r\n' ; do
  verdict 0 "ok 182" blackwhite "$bw" "$out"
done
verdict 0 "ok 570425346" mahjong "$mj" $'570425346\n'
verdict 1 "expected 570425346, found 570425347" mahjong "$mj" $'570425347\n'
verdict 1 "expected 182, found -182" blackwhite "$bw" $'-182\n'
verdict 1 "found -9223372036854775808" blackwhite "$bw" $'-9223372036854775808\n'
verdict 2 "wrong output format expected an integer, found end of file" blackwhite "$bw" ''
verdict 2 "found end of file" blackwhite "$bw" $' \n\n'
verdict 2 "expected an integer, found '0182'" blackwhite "$bw" $'0182\n'
verdict 2 "found '-0'" blackwhite "$bw" $'-0\n'
verdict 2 "found '+182'" blackwhite "$bw" $'+182\n'
verdict 2 "found '182.0'" blackwhite "$bw" $'182.0\n'
verdict 2 "found '182abc'" blackwhite "$bw" $'182abc\n'
verdict 2 "found '9223372036854775808'" blackwhite "$bw" $'9223372036854775808\n'
verdict 2 "extra tokens after the answer, found '2'" blackwhite "$bw" $'18 2\n'
verdict 2 "extra tokens after the answer, found 'debug'" mahjong "$mj" $'570425346\ndebug\n'
verdict 2 "expected an integer, found 'abcdefghijabcdefghijabcdefghijabcdefg...'" blackwhite "$bw" \
  "$(printf 'abcdefghij%.0s' 1 2 3 4 5 6)"

# Reals: absolute or relative error up to 1e-6 (answers given as files).
verdict 0 "ok 17.119213697" jenga "$jg" $'17.119213696601992\n'
verdict 0 "ok" jenga "$jg" $'17.1192137\n'
verdict 0 "ok 100.000000000" jenga "$jg" $'100.00009\n' $'100\n'     # relative 9e-7
verdict 0 "ok" jenga "$jg" $'99.99991\n' $'100\n'
verdict 1 "expected 100.000000000, found 100.00011" jenga "$jg" $'100.00011\n' $'100\n' # relative 1.1e-6
verdict 0 "ok" jenga "$jg" $'0.5000009\n' $'0.5\n'                  # absolute 9e-7
verdict 1 "found 0.5000011 (error 1.1e-06)" jenga "$jg" $'0.5000011\n' $'0.5\n'
verdict 0 "ok 0.000000000" jenga "$jg" $'0.0000009\n' $'0\n'
verdict 1 "found 0.0000011" jenga "$jg" $'0.0000011\n' $'0\n'
verdict 1 "found -0.0000011" jenga "$jg" $'-0.0000011\n' $'0\n'
verdict 0 "ok" jenga "$jg" $'1e2\n' $'100\n'
verdict 0 "ok" jenga "$jg" $'+100.\n' $'100\n'
verdict 0 "ok" jenga "$jg" $'.5\n' $'0.5\n'
verdict 0 "ok" jenga "$jg" $'100.09\n' $'100\n' -- --tolerance 1e-3
verdict 1 "wrong answer" jenga "$jg" $'100.11\n' $'100\n' -- --tolerance 1e-3
verdict 1 "wrong answer" jenga "$jg" $'17.1192136966\n' $'17.119213696601992\n' -- --tolerance 0
verdict 0 "ok" jenga "$jg" $'17.119213696601992\n' $'17.119213696601992\n' -- --tolerance 0
for bad in nan inf -inf 0x10 1e 1e+ . - 1.2.3 1,5 '17 0'; do
  verdict 2 "wrong output format" jenga "$jg" "$bad"$'\n' $'17\n'
done
verdict 2 "found 'nan'" jenga "$jg" $'nan\n' $'17\n'

# Checker failures: a bad input, a malformed answer file, unreadable files, usage.
verdict 3 "FAIL input" blackwhite <(printf '10 3 2\n') $'182\n'
verdict 3 "k (the number of pieces) must be even" blackwhite <(printf '10 3 2\n') $'182\n'
verdict 3 "FAIL input" jenga <(printf '2\nRGB\nRXB\n') $'1\n'
verdict 3 "FAIL input" mahjong <(printf '4\n') $'1\n'
verdict 3 "FAIL answer file" blackwhite "$bw" $'182\n' $'abc\n'
verdict 3 "extra tokens after the answer" blackwhite "$bw" $'182\n' $'182 183\n'
verdict 3 "FAIL answer file" jenga "$jg" $'17\n' ''
verdict 3 "FAIL input: cannot open" blackwhite "$scratch/no-such-file" $'182\n'
verdict 3 "FAIL usage: --tolerance" jenga "$jg" $'17\n' -- --tolerance abc
# A valid answer file is trusted over ludic's own answer.
verdict 0 "ok 183" blackwhite "$bw" $'183\n' $'183\n'

run "" blackwhite check "$bw"
[ "$rc" -eq 3 ] && [[ "$err" == "FAIL usage: ludic blackwhite check INPUT OUTPUT [ANSWER]"* ]] ||
  fail "check with one file: exit $rc [$err]"
run "" blackwhite check "$bw" "$bw" "$bw" "$bw"
[ "$rc" -eq 3 ] || fail "check with four files: exit $rc [$err]"
run "" blackwhite check --tolerance 1e-3 "$bw" "$bw"
[ "$rc" -eq 3 ] && [[ "$err" == *"unknown option '--tolerance'"* ]] ||
  fail "blackwhite check has no --tolerance: exit $rc [$err]"
# Any bad command line is the checker's failure, never a presentation error.
run "" mahjong check --bogus "$bw" "$bw"
[ "$rc" -eq 3 ] || fail "check with an unknown option: exit $rc [$err]"
run "" jenga check "$jg" "$jg" --tolerance
[ "$rc" -eq 3 ] || fail "check with --tolerance missing its value: exit $rc [$err]"
# An output too large to read (64 MiB) is the contestant's presentation error.
head -c $((65 << 20)) /dev/zero | tr '\0' ' ' | "$LUDIC" blackwhite check "$bw" - 2>"$scratch/err"
rc=$?
[ "$rc" -eq 2 ] && grep -q 'larger than 64 MiB' "$scratch/err" || fail "a 65 MiB output: exit $rc $(cat "$scratch/err")"
# OUTPUT from standard input.
printf '182\n' | "$LUDIC" blackwhite check "$bw" - 2>"$scratch/err"
[ $? -eq 0 ] || fail "check with OUTPUT '-' (standard input): $(cat "$scratch/err")"
# The help says the exit statuses differ from every other command's.
run "" blackwhite check --help
[[ "$out" == *"unlike every other ludic command"* ]] || fail "check --help does not warn about its exit statuses"
echo "$cases check verdicts"
finish
