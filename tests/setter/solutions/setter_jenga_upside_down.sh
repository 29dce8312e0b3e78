#!/bin/sh
# setter_jenga_upside_down.sh: a jenga "solution" that reads the tower upside
# down (the first level line as the top, the mistake the sample guards
# against) and then solves it correctly with ludic (LUDIC: the executable).
# `ludic jenga stress` must catch it with WA and shrink the tower.
awk 'NR == 1 { n = $1; next } { level[NR - 1] = $0 }
     END { print n; for (i = n; i >= 1; i--) print level[i] }' | "$LUDIC" jenga
