/*
 * The O(k^2 log n) count against an independent implementation of the
 * original-limits method, written here from the problem's facts and sharing
 * no code with the solver (its own modular arithmetic and binomials):
 *
 *   f[G] = number of gap vectors (m = k/2 gaps) with total G that lose,
 *          built bit by bit: at bit b, c gaps (c a multiple of d + 1) have
 *          the bit, C(m, c) ways, adding c * 2^b to the total;
 *   L    = sum over G <= n - k of f[G] * C(n - k - G + m, m)  (outer runs);
 *   wins = C(n, k) - L.
 *
 * O(n k log n / d): at least 200 seeded random cases with n up to 10^5, plus
 * the sample and the corners (n = k, d = k, k = 2, n = 10^5).
 */
#include <math.h>

#include "check.h"
#include "core/rng_int.h"
#include "ludic/blackwhite.h"

#define MOD 1000000007ull

static uint64_t power(uint64_t a, uint64_t e)
{
    uint64_t r = 1;
    for (a %= MOD; e; e >>= 1, a = a * a % MOD)
        if (e & 1)
            r = r * a % MOD;
    return r;
}

static uint64_t *fact, *ifact;

static void tables(size_t max)
{
    fact = malloc((max + 1) * sizeof *fact);
    ifact = malloc((max + 1) * sizeof *ifact);
    fact[0] = 1;
    for (size_t i = 1; i <= max; i++)
        fact[i] = fact[i - 1] * i % MOD;
    ifact[max] = power(fact[max], MOD - 2);
    for (size_t i = max; i > 0; i--)
        ifact[i - 1] = ifact[i] * i % MOD;
}

static uint64_t choose(uint64_t n, uint64_t k)
{
    return k > n ? 0 : fact[n] * ifact[k] % MOD * ifact[n - k] % MOD;
}

static uint32_t reference(uint64_t n, uint64_t k, uint64_t d)
{
    const uint64_t N = n - k, m = k / 2;
    uint64_t *f = calloc(N + 1, sizeof *f), *g = calloc(N + 1, sizeof *g), lose = 0;
    f[0] = 1;
    for (uint64_t bit = 1; bit <= N; bit <<= 1) {
        for (uint64_t t = 0; t <= N; t++)
            g[t] = 0;
        for (uint64_t t = 0; t <= N; t++) {
            if (!f[t])
                continue;
            for (uint64_t c = 0; c <= m && t + c * bit <= N; c += d + 1)
                g[t + c * bit] = (g[t + c * bit] + f[t] * choose(m, c)) % MOD;
        }
        {
            uint64_t *tmp = f;
            f = g;
            g = tmp;
        }
    }
    for (uint64_t t = 0; t <= N; t++)
        lose = (lose + f[t] * choose(N - t + m, m)) % MOD;
    free(f);
    free(g);
    return (uint32_t)((choose(n, k) + MOD - lose) % MOD);
}

static void check_one(uint64_t n, uint64_t k, uint64_t d)
{
    ludic_blackwhite_params p = {n, k, d};
    ludic_error err;
    uint32_t got = 0, want = reference(n, k, d);
    CHECK(ludic_blackwhite_solve(&p, &got, &err) == LUDIC_OK);
    if (got != want) {
        fprintf(stderr, "n=%llu k=%llu d=%llu: got %u, want %u\n", (unsigned long long)n,
                (unsigned long long)k, (unsigned long long)d, got, want);
        check_fail();
    }
}

int main(void)
{
    const uint64_t seed = check_seed(20110001);
    const unsigned cases = 200 * check_multiplier();
    ludic_rng rng;
    tables(100000 + 200);

    CHECK_EQ_U64(reference(10, 4, 2), 182); /* the sample checks the reference itself */
    check_one(10, 4, 2);
    check_one(100000, 100, 1);
    check_one(100000, 2, 1);
    check_one(100000, 100, 100);
    check_one(99999, 100, 7);
    check_one(64, 64, 3);
    check_one(65, 64, 64);
    check_one(2, 2, 1);
    check_one(3, 2, 2);

    ludic_rng_seed(&rng, seed);
    for (unsigned t = 0; t < cases; t++) {
        CHECK_ITERATION(t);
        /* n log-uniform in [2, 10^5]: all scales, bounded total time. */
        uint64_t n = (uint64_t)(2.0 * pow(50000.0, ludic_rng_unit(&rng)));
        uint64_t kmax = n < 100 ? n : 100, k, d;
        if (ludic_rng_below(&rng, 4) == 0 && n >= 20)
            n = 90000 + ludic_rng_below(&rng, 10001); /* a quarter near the top */
        kmax = n < 100 ? n : 100;
        k = 2 * ludic_rng_range(&rng, 1, kmax / 2);
        d = ludic_rng_range(&rng, 1, ludic_rng_below(&rng, 3) == 0 ? k : (k < 4 ? k : 4));
        check_one(n, k, d);
    }
    CHECK_ITERATION_DONE();
    free(fact);
    free(ifact);
    return check_exit_code();
}
