# A contestant's solution of blackwhite with a real bug, for trying out
# `ludic blackwhite stress` (README.md, docs/setters.md). It reads "n k d" and
# prints the count of white's wins mod 10^9+7, with the classic method: L[s]
# counts the losing gap vectors of total s bit by bit (Moore's Nim_d), the
# remaining empty cells go outside the pairs, and the answer is C(n, k) minus
# the losing placements.
# The bug: awk's numbers are doubles, so L[s] * C[...] is rounded once it
# passes 2^53, before the remainder is taken.
{
    n = $1; k = $2; d = $3; m = k / 2; p = 1000000007; f = n - k
    for (a = 0; a <= n + m; a++) {     # Pascal's triangle, columns 0..k
        C[a, 0] = 1
        for (b = 1; b <= k && b <= a; b++) C[a, b] = (C[a - 1, b - 1] + C[a - 1, b]) % p
    }
    L[0] = 1
    for (bit = 1; bit <= f; bit *= 2) {
        for (s = 0; s <= f; s++) N[s] = 0
        for (s = 0; s <= f; s++)
            for (j = 0; j * (d + 1) <= m && s + j * (d + 1) * bit <= f; j++) {
                t = s + j * (d + 1) * bit
                N[t] = (N[t] + L[s] * C[m, j * (d + 1)]) % p
            }
        for (s = 0; s <= f; s++) L[s] = N[s]
    }
    for (s = 0; s <= f; s++) lose = (lose + L[s] * C[f - s + m, m]) % p
    print (C[n, k] - lose + p) % p
}
