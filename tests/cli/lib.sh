# lib.sh: helpers for CLI tests, sourced by every tests/**/*.sh script.
# Needs $LUDIC (the executable). Each helper runs ludic, checks one promise,
# and counts failures; end a script with `finish`.
set -u
: "${LUDIC:?set LUDIC to the ludic executable}"
failures=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# run INPUT ARGS...: run ludic with INPUT on stdin; sets $out, $err, $rc.
run() {
  local input=$1
  shift
  printf '%s' "$input" >"$scratch/in"
  "$LUDIC" "$@" <"$scratch/in" >"$scratch/out" 2>"$scratch/err"
  rc=$?
  out=$(cat "$scratch/out")
  err=$(cat "$scratch/err")
}

# expect_out INPUT EXPECTED ARGS...: exit 0, stdout exactly EXPECTED (plus final newline), stderr empty.
expect_out() {
  local input=$1 want=$2
  shift 2
  run "$input" "$@"
  [ "$rc" -eq 0 ] || fail "ludic $* exited $rc (stderr: $err)"
  [ "$out" = "$want" ] || fail "ludic $*: stdout was [$out], expected [$want]"
  [ -z "$err" ] || fail "ludic $*: unexpected stderr [$err]"
}

# expect_error INPUT STATUS SUBSTRING ARGS...: exit STATUS, empty stdout,
# stderr one line starting "ludic: " and containing SUBSTRING.
expect_error() {
  local input=$1 status=$2 want=$3
  shift 3
  run "$input" "$@"
  [ "$rc" -eq "$status" ] || fail "ludic $*: exit $rc, expected $status (stderr: $err)"
  [ -z "$out" ] || fail "ludic $*: stdout should be empty on error, was [$out]"
  case "$err" in
    "ludic: "*) ;;
    *) fail "ludic $*: stderr should start with 'ludic: ', was [$err]" ;;
  esac
  case "$err" in
    *"$want"*) ;;
    *) fail "ludic $*: stderr [$err] does not mention [$want]" ;;
  esac
}

# expect_contains INPUT SUBSTRING ARGS...: exit 0 and stdout contains SUBSTRING.
expect_contains() {
  local input=$1 want=$2
  shift 2
  run "$input" "$@"
  [ "$rc" -eq 0 ] || fail "ludic $* exited $rc (stderr: $err)"
  case "$out" in
    *"$want"*) ;;
    *) fail "ludic $*: stdout does not contain [$want]: [$out]" ;;
  esac
}

# on_pty CMD: runs the shell command line CMD on a pseudo-terminal made by
# script(1) (util-linux); its whole screen (stdout and stderr, control codes
# shown by cat -v) in $screen.
on_pty() {
  script -qec "$1" /dev/null >"$scratch/screen" 2>&1 </dev/null
  screen=$(cat -v "$scratch/screen")
}

# check_progress WORD ARGS...: the progress line (README, "Command line") of
# ludic ARGS, which must run for more than half a second. Piped, it succeeds
# with an answer on stdout (left in $scratch/out) and nothing on stderr; on a
# terminal it draws "WORD" lines, erased with ESC [ K before the answer; with
# --quiet it draws none and the screen starts with the answer. Without
# script(1) the terminal half is skipped with a message. The line is drawn
# from the first report (LUDIC_PROGRESS_DELAY=0, unless the caller set it),
# so the check does not depend on the machine's speed; tests/cli/progress.sh
# checks the default half second.
check_progress() {
  local word=$1 cmd want
  local LUDIC_PROGRESS_DELAY=${LUDIC_PROGRESS_DELAY-0}
  export LUDIC_PROGRESS_DELAY
  shift
  "$LUDIC" "$@" >"$scratch/out" 2>"$scratch/err" || fail "ludic $* exited $?"
  [ ! -s "$scratch/err" ] || fail "ludic $*: stderr not a terminal, yet it got [$(head -c 300 "$scratch/err")]"
  want=$(head -n 1 "$scratch/out")
  [ -n "$want" ] || fail "ludic $*: no answer on stdout"
  if ! command -v script >/dev/null 2>&1; then
    echo "SKIP: the terminal half of the progress check needs script(1) (util-linux), not found"
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

finish() {
  if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
  fi
  echo "all passed"
}
