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

finish() {
  if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
  fi
  echo "all passed"
}
