#!/usr/bin/env bash
# The documented limit, measured: bench/mahjong/mahjong_limit.sh BUILD_DIR [N]
# (N defaults to LUDIC_MAHJONG_MAX_KINDS from include/ludic/mahjong.h).
# Runs `ludic mahjong`, `ludic mahjong --decimal` and `ludic mahjong dist` on
# the costliest hands of N kinds we know and prints each run's wall and user
# (CPU) time and peak memory, with OK or OVER against 10 s of wall time:
#   spread   13 single tiles evenly spaced over the kinds (no end of the row is
#            near the hand, and single tiles constrain the draws little)
#   random   a uniform hand (ludic mahjong gen --seed 5)
#   middle   13 consecutive kinds in the middle
#   orphans  a layout file: six suits and one honour (13 orphan kinds, so
#            thirteen orphans is on: the product DP with three layers)
# Wall time depends on the other jobs of the machine; user time does not much.
set -euo pipefail
build=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
ludic=$build/bin/ludic
n=${2:-$(sed -n 's/^#define LUDIC_MAHJONG_MAX_KINDS \([0-9]*\)u.*/\1/p' "$here/../../include/ludic/mahjong.h")}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 - "$n" "$tmp" <<'PY'
import sys
n, d = int(sys.argv[1]), sys.argv[2]
def orig(name, tiles):
    open(f"{d}/{name}.txt", "w").write(f"{n}\n" + "".join(f"{k} {c}\n" for k, c in tiles))
orig("spread", [(1 + (n // 13) * i, 1) for i in range(13)])
m = n // 2 - 6
orig("middle", [(m + i, 1) for i in range(13)])
# six suits and one honour kind: 13 orphan kinds (the two ends of every suit, the honour)
k = (n - 1) // 6
with open(f"{d}/orphans.txt", "w") as f:
    for s in "abcdef":
        f.write(f"suit {s} {k}\n")
    f.write("honours z 1\nthirteen-orphans on\n")
    f.write("hand " + "".join(f"1[{k}]{s}" for s in "abcdef") + "1z\n")
PY
"$ludic" mahjong gen --seed 5 --n "$n" >"$tmp/random.txt"
echo "== mahjong at n = $n (the documented limit): wall, user, peak memory"
for hand in spread random middle orphans; do
  for cmd in "mahjong" "mahjong --decimal" "mahjong dist"; do
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %U %M" -o "$tmp/time" "$ludic" $cmd --quiet "$tmp/$hand.txt" >/dev/null
    read -r wall user kb <"$tmp/time"
    verdict=OK
    awk -v w="$wall" 'BEGIN { exit !(w > 10) }' && verdict=OVER
    printf '%-8s %-18s %6.2f s wall %6.2f s user %6d KiB  %s\n' "$hand" "$cmd" "$wall" "$user" "$kb" "$verdict"
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
