#!/usr/bin/env bash
# Run ludic mahjong on the bundled examples, printing each command and its
# output. Called by examples/run_examples.sh with LUDIC set and the repository root
# as the working directory.
set -uo pipefail
: "${LUDIC:?set LUDIC to the ludic executable}"
ludic() { "$LUDIC" "$@"; }
status=0

# show [EXPECTED_EXIT] -- COMMAND...: print "$ COMMAND", run it, print what it prints.
show() {
  local want=0
  if [ "$1" != "--" ]; then want=$1; shift; fi
  shift
  echo "\$ $*"
  eval "$@" 2>&1
  local rc=$?
  if [ "$rc" -ne "$want" ]; then
    echo "(exit status $rc, expected $want)"
    status=1
  fi
  echo
}

echo "== mahjong: the expected earliest winning draw (ZJOI2019) =="
echo
show -- ludic mahjong examples/mahjong/sample.txt
show -- ludic mahjong --decimal examples/mahjong/sample.txt
show -- ludic mahjong dist examples/mahjong/sample.txt
show -- ludic mahjong --riichi 123m456p789s1122z --decimal
show -- cat examples/mahjong/riichi_ready.txt
show -- ludic mahjong examples/mahjong/riichi_ready.txt
show -- "ludic mahjong dist examples/mahjong/riichi_seven_pairs.txt | head -8"
show -- ludic mahjong --decimal examples/mahjong/sanma.txt
show -- ludic mahjong --riichi 19m19p19s1234567z --decimal   # thirteen orphans, 13-sided
show -- cat examples/mahjong/orphans_layout.txt
show -- ludic mahjong --decimal examples/mahjong/orphans_layout.txt
show -- cat examples/mahjong/custom_layout.txt
show -- ludic mahjong --decimal --stats examples/mahjong/custom_layout.txt
show -- "head -3 examples/mahjong/big.txt"
show -- ludic mahjong --decimal examples/mahjong/big.txt
show -- "ludic mahjong gen --seed 1 --n 6 | ludic mahjong validate && echo valid"
show -- ludic mahjong gen --seed 7 --layout riichi
show 2 -- ludic mahjong --riichi 123m456p789s1122z3z   # 14 tiles: refused
if ludic mahjong brute examples/mahjong/sample.txt >/dev/null 2>&1; then
  show -- ludic mahjong brute examples/mahjong/sample.txt
fi
exit $status
