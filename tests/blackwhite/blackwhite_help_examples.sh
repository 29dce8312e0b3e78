#!/usr/bin/env bash
# Every example in the blackwhite --help texts is real: each "  $ COMMAND"
# line is run (from the source tree, with `ludic` meaning $LUDIC) and must
# print exactly the lines shown under it (standard output and error together).
. "$(dirname "$0")/../cli/lib.sh"
cd "${LUDIC_SOURCE_DIR:-.}" || exit 1
examples=0
check_help() {
  local help cmd="" want="" in_examples=0 line
  help=$("$LUDIC" "$@" --help) || fail "ludic $* --help exited $?"
  run_example() {
    [ -n "$cmd" ] || return 0
    local got
    got=$(bash -c "ludic() { \"\$LUDIC_BIN\" \"\$@\"; }; $cmd" 2>&1)
    [ "$got" = "$want" ] || fail "example '$cmd' of 'ludic $*' printed:
$got
--- but the help shows:
$want"
    examples=$((examples + 1))
  }
  while IFS= read -r line; do
    if [ "$in_examples" = 0 ]; then
      [ "$line" = "Examples:" ] && in_examples=1
      continue
    fi
    case "$line" in
      "  \$ "*)
        run_example "$@"
        cmd=${line#  \$ }
        want="" first=1
        ;;
      *)
        line=${line#  }
        if [ "${first:-1}" = 1 ]; then want=$line first=0; else want="$want
$line"; fi
        ;;
    esac
  done <<<"$help"
  run_example "$@"
}
export LUDIC_BIN=$LUDIC
check_help blackwhite
for c in solve brute gen validate analyze play; do
  check_help blackwhite "$c"
done
[ "$examples" -ge 14 ] || fail "only $examples examples found"
echo "$examples help examples checked"
finish
