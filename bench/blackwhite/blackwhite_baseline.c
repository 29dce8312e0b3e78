/*
 * blackwhite_baseline.c: the plain O(n k log n) solution of the original problem,
 * the yardstick of the benchmark "n = 10^4, k = 100: ludic no slower than the
 * plain solution" (a whole process each, input on standard input).
 *
 * It counts losing gap vectors by total, bit by bit (f[t] over totals t <=
 * n - k; at bit b, c gaps have the bit, c a multiple of d + 1, C(k/2, c)
 * ways), spreads the remaining empty cells over the k/2 + 1 outer runs with a
 * binomial, and subtracts from C(n, k). Binomials from factorial tables.
 * Standalone on purpose: no libludic code, like a contest submission.
 * Usage: bench_blackwhite_baseline [FILE]   (standard input without FILE)
 */
#include <stdio.h>
#include <stdlib.h>

#define MOD 1000000007ull

static unsigned long long pw(unsigned long long a, unsigned long long e)
{
    unsigned long long r = 1;
    for (a %= MOD; e; e >>= 1, a = a * a % MOD)
        if (e & 1)
            r = r * a % MOD;
    return r;
}

int main(int argc, char **argv)
{
    unsigned long long n, k, d, N, m, lose = 0, *fact, *inv, *f, *g;
    FILE *in = argc > 1 ? fopen(argv[1], "r") : stdin;
    if (!in || fscanf(in, "%llu %llu %llu", &n, &k, &d) != 3 || k > n || n > 10000000)
        return 2;
    if (in != stdin)
        fclose(in);
    N = n - k;
    m = k / 2;
    fact = malloc((n + 2) * sizeof *fact);
    inv = malloc((n + 2) * sizeof *inv);
    f = calloc(N + 1, sizeof *f);
    g = calloc(N + 1, sizeof *g);
    if (!fact || !inv || !f || !g)
        return 1;
    fact[0] = 1;
    for (unsigned long long i = 1; i <= n + 1; i++)
        fact[i] = fact[i - 1] * i % MOD;
    inv[n + 1] = pw(fact[n + 1], MOD - 2);
    for (unsigned long long i = n + 1; i > 0; i--)
        inv[i - 1] = inv[i] * i % MOD;
#define C(a, b) ((b) > (a) ? 0 : fact[a] * inv[b] % MOD * inv[(a) - (b)] % MOD)
    f[0] = 1;
    for (unsigned long long bit = 1; bit <= N; bit <<= 1) {
        for (unsigned long long t = 0; t <= N; t++)
            g[t] = 0;
        for (unsigned long long t = 0; t <= N; t++) {
            if (!f[t])
                continue;
            for (unsigned long long c = 0; c <= m && t + c * bit <= N; c += d + 1)
                g[t + c * bit] = (g[t + c * bit] + f[t] * C(m, c)) % MOD;
        }
        {
            unsigned long long *tmp = f;
            f = g;
            g = tmp;
        }
    }
    for (unsigned long long t = 0; t <= N; t++)
        lose = (lose + f[t] * C(N - t + m, m)) % MOD;
    printf("%llu\n", (C(n, k) + MOD - lose) % MOD);
    free(fact);
    free(inv);
    free(f);
    free(g);
    return 0;
}
