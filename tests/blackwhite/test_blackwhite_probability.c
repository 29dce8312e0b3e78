/*
 * The decimal probability against exact values:
 * - exact rationals for every (n, k, d) with n <= 44 and seeded random ones
 *   up to n = 64, from an exact 64-bit count written here (bit-by-bit count
 *   of losing gap vectors times the outer-run binomials, Pascal's triangle);
 * - exact big-integer counts for n up to 10^18 and k <= 16 (a carry DP over
 *   the bits of n - k in exact arithmetic, with its own small bignum);
 * - the closed form when d >= k/2 (then only all-zero gaps lose, so
 *   P(lose) = prod_{i=m+1..2m} i / (n - k + i)), up to k = 1000 and n = 10^18.
 * Every case also checks that the reported error bound covers the true error
 * and is at most 1e-12 of the answer.
 */
#include <math.h>
#include <string.h>

#include "check.h"
#include "core/rng_int.h"
#include "ludic/blackwhite.h"

/* ---- exact 64-bit counts for n <= 64 ---------------------------------- */

static uint64_t pascal[70][70];

static void make_pascal(void)
{
    for (int i = 0; i < 70; i++) {
        pascal[i][0] = 1;
        for (int j = 1; j <= i; j++)
            pascal[i][j] = pascal[i - 1][j - 1] + (j < i ? pascal[i - 1][j] : 0);
    }
}

/* Losing placements, exactly (n <= 64 keeps every number below 2^63). */
static uint64_t exact_lose(unsigned n, unsigned k, unsigned d)
{
    const unsigned N = n - k, m = k / 2;
    uint64_t f[70] = {1}, g[70], lose = 0;
    for (unsigned bit = 1; bit <= N; bit <<= 1) {
        for (unsigned t = 0; t <= N; t++)
            g[t] = 0;
        for (unsigned t = 0; t <= N; t++)
            for (unsigned c = 0; c <= m && t + c * bit <= N; c += d + 1)
                g[t + c * bit] += f[t] * pascal[m][c];
        for (unsigned t = 0; t <= N; t++)
            f[t] = g[t];
    }
    for (unsigned t = 0; t <= N; t++)
        lose += f[t] * pascal[N - t + m][m];
    return lose;
}

static double worst_rel; /* largest relative error of `win` seen */

/* Compare with exact P(win) = win_num / den (and P(lose)), both as long double. */
static void compare(uint64_t n, uint64_t k, uint64_t d, long double win, long double lose)
{
    ludic_blackwhite_params p = {n, k, d};
    ludic_blackwhite_probability got;
    ludic_error err;
    long double e;
    if (ludic_blackwhite_solve_probability(&p, &got, &err) != LUDIC_OK) {
        fprintf(stderr, "n=%llu k=%llu d=%llu: %s\n", (unsigned long long)n,
                (unsigned long long)k, (unsigned long long)d, err.message);
        check_fail();
        return;
    }
    e = fabsl((long double)got.win - win);
    if (win > 0 && (double)(e / win) > worst_rel)
        worst_rel = (double)(e / win);
    if (!(e <= (long double)got.error_bound * 1.0000001L + 1e-19L * win) ||
        !(e <= 1e-12L * win) || !(got.error_bound <= 1e-12 * (double)win + 1e-300)) {
        fprintf(stderr, "n=%llu k=%llu d=%llu: win %.17g, exact %.20Lg, bound %.3g\n",
                (unsigned long long)n, (unsigned long long)k, (unsigned long long)d, got.win,
                win, got.error_bound);
        check_fail();
    }
    /* lose: within its own bound, which is a relative 2e-13 plus at most 1e-80. */
    e = fabsl((long double)got.lose - lose);
    if (!(e <= (long double)got.lose_error_bound * 1.0000001L + 1e-19L * lose) ||
        !(got.lose_error_bound <= 2e-13 * got.lose + 1e-80)) {
        fprintf(stderr, "n=%llu k=%llu d=%llu: lose %.17g, exact %.20Lg\n",
                (unsigned long long)n, (unsigned long long)k, (unsigned long long)d, got.lose,
                lose);
        check_fail();
    }
}

static void small_case(unsigned n, unsigned k, unsigned d)
{
    uint64_t total = pascal[n][k], lose = exact_lose(n, k, d);
    compare(n, k, d, (long double)(total - lose) / (long double)total,
            (long double)lose / (long double)total);
}

/* ---- a small bignum: little-endian 32-bit limbs ----------------------- */

#define LIMBS 40
typedef struct big {
    uint32_t w[LIMBS];
} big;

static void big_set(big *a, uint32_t v)
{
    memset(a, 0, sizeof *a);
    a->w[0] = v;
}

static void big_add_mul(big *acc, const big *a, uint32_t v) /* acc += a * v */
{
    uint64_t carry = 0;
    for (int i = 0; i < LIMBS; i++) {
        uint64_t t = (uint64_t)a->w[i] * v + acc->w[i] + carry;
        acc->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    CHECK(carry == 0);
}

static void big_mul_u64(big *a, uint64_t v)
{
    big lo, r;
    big_set(&r, 0);
    big_add_mul(&r, a, (uint32_t)v);
    big_set(&lo, 0);
    big_add_mul(&lo, a, (uint32_t)(v >> 32));
    /* r += lo << 32 */
    {
        uint64_t carry = 0;
        CHECK(lo.w[LIMBS - 1] == 0);
        for (int i = 1; i < LIMBS; i++) {
            uint64_t t = (uint64_t)r.w[i] + lo.w[i - 1] + carry;
            r.w[i] = (uint32_t)t;
            carry = t >> 32;
        }
    }
    *a = r;
}

static void big_div_exact(big *a, uint32_t v)
{
    uint64_t rem = 0;
    for (int i = LIMBS - 1; i >= 0; i--) {
        uint64_t cur = (rem << 32) | a->w[i];
        a->w[i] = (uint32_t)(cur / v);
        rem = cur % v;
    }
    CHECK(rem == 0);
}

static void big_sub(big *a, const big *b) /* a -= b, a >= b */
{
    int64_t borrow = 0;
    for (int i = 0; i < LIMBS; i++) {
        int64_t t = (int64_t)a->w[i] - b->w[i] - borrow;
        borrow = t < 0;
        a->w[i] = (uint32_t)(t + (borrow ? ((int64_t)1 << 32) : 0));
    }
    CHECK(borrow == 0);
}

/* a / b as long double, from the top 96 bits of each. */
static long double big_ratio(const big *a, const big *b)
{
    int ta = LIMBS - 1, tb = LIMBS - 1;
    long double x = 0, y = 0;
    while (ta > 0 && a->w[ta] == 0)
        ta--;
    while (tb > 0 && b->w[tb] == 0)
        tb--;
    for (int i = ta; i >= 0 && i > ta - 3; i--)
        x += ldexpl((long double)a->w[i], 32 * (i - ta));
    for (int i = tb; i >= 0 && i > tb - 3; i--)
        y += ldexpl((long double)b->w[i], 32 * (i - tb));
    return ldexpl(x / y, 32 * (ta - tb));
}

/* Exact losing placements for any n and k <= 16 by the carry DP over bits. */
static void big_lose(uint64_t n, unsigned k, unsigned d, big *out)
{
    const unsigned m = k / 2, D = k + 1;
    uint64_t N = n - k;
    uint32_t r[20] = {0};
    big dp[20], next[20];
    for (unsigned c = 0; c <= m; c += d + 1)
        for (unsigned j = 0; j <= m + 1; j++)
            r[c + j] += (uint32_t)(pascal[m][c] * pascal[m + 1][j]);
    for (unsigned c = 0; c < D; c++)
        big_set(&dp[c], 0);
    big_set(&dp[0], 1);
    for (; N; N >>= 1) {
        unsigned nb = (unsigned)(N & 1);
        for (unsigned c = 0; c < D; c++)
            big_set(&next[c], 0);
        for (unsigned c = 0; c < D; c++)
            for (unsigned e = 0; e <= D; e++)
                if ((c + e) % 2 == nb && (c + e - nb) / 2 < D)
                    big_add_mul(&next[(c + e - nb) / 2], &dp[c], r[e]);
        memcpy(dp, next, sizeof dp);
    }
    *out = dp[0];
}

static void big_case(uint64_t n, unsigned k, unsigned d)
{
    big total, lose, win;
    big_set(&total, 1);
    for (unsigned i = 0; i < k; i++)
        big_mul_u64(&total, n - i);
    for (unsigned i = 2; i <= k; i++)
        big_div_exact(&total, i);
    big_lose(n, k, d, &lose);
    win = total;
    big_sub(&win, &lose);
    compare(n, k, d, big_ratio(&win, &total), big_ratio(&lose, &total));
}

/* d >= k/2: P(lose) = prod_{i=m+1..2m} i / (N + i). */
static void closed_form_case(uint64_t n, uint64_t k, uint64_t d)
{
    const uint64_t m = k / 2, N = n - k;
    long double lose = 1;
    for (uint64_t i = m + 1; i <= 2 * m; i++)
        lose *= (long double)i / ((long double)N + (long double)i);
    compare(n, k, d, 1 - lose, lose);
}

int main(void)
{
    const uint64_t seed = check_seed(20110002);
    ludic_rng rng;
    make_pascal();

    for (unsigned n = 2; n <= 44; n++)
        for (unsigned k = 2; k <= n; k += 2)
            for (unsigned d = 1; d <= k; d++)
                small_case(n, k, d);
    ludic_rng_seed(&rng, seed);
    for (unsigned t = 0; t < 300 * check_multiplier(); t++) {
        unsigned n;
        CHECK_ITERATION(t);
        n = (unsigned)ludic_rng_range(&rng, 45, 64);
        unsigned k = 2 * (unsigned)ludic_rng_range(&rng, 1, n / 2);
        small_case(n, k, (unsigned)ludic_rng_range(&rng, 1, k));
    }
    CHECK_ITERATION_DONE();

    {
        static const uint64_t ns[] = {1000000000000000000ull, 999999999999999999ull,
                                      576460752303423488ull, 1152921504606846975ull / 2 + 1,
                                      123456789012345678ull, 4294967296ull, 1000003ull, 70};
        for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++)
            for (unsigned k = 2; k <= 16; k += 2)
                for (unsigned d = 1; d <= k; d++)
                    if (k <= 8 || d <= 3 || d == k)
                        big_case(ns[i], k, d);
        for (unsigned t = 0; t < 40 * check_multiplier(); t++) {
            uint64_t n;
            unsigned k;
            CHECK_ITERATION(300 * check_multiplier() + t); /* after the small ones */
            n = ludic_rng_range(&rng, 17, 1000000000000000000ull) >> ludic_rng_below(&rng, 50);
            k = 2 * (unsigned)ludic_rng_range(&rng, 1, 8);
            if (n < k)
                n = k;
            big_case(n, k, (unsigned)ludic_rng_range(&rng, 1, k));
        }
        CHECK_ITERATION_DONE();
    }

    {
        static const uint64_t Ns[] = {0, 1, 2, 5, 10, 100, 1000, 1000000, 1000000000000ull,
                                      999999999999999000ull};
        static const uint64_t ks[] = {2, 10, 100, 500, 1000};
        for (size_t a = 0; a < sizeof Ns / sizeof Ns[0]; a++)
            for (size_t b = 0; b < sizeof ks / sizeof ks[0]; b++) {
                closed_form_case(Ns[a] + ks[b], ks[b], ks[b] / 2);
                closed_form_case(Ns[a] + ks[b], ks[b], ks[b]);
            }
    }
    /*
     * Large k at and below n = 10^18, where big_case would be slow: exact
     * P(lose) to 30 digits from a separate program (GMP integers for L and
     * C(n, k), no tilting, no floating point until the final division), run
     * during the QA review of the decimal claim; P(win) = 1 - P(lose).
     */
    {
        static const struct {
            uint64_t n, k, d;
            long double lose;
        } pinned[] = {
            {1000000000000000000ull, 1000, 1, 1.048346111816029719418767939709e-16L},
            {1000000000000000000ull, 1000, 3, 1.172989754334638185760749269636e-32L},
            {100000, 1000, 1, 9.629223101556843302031900348901e-04L},
            {1002, 1000, 1, 4.995024935144695623737539905205e-01L},
            {3000, 1000, 1, 3.789385732538571057477326730885e-02L},
            {3000, 1000, 2, 6.165358628060383690749061823066e-03L},
            {1000000000000000000ull, 200, 1, 2.607027039334149435376592602154e-17L},
            {1000000000000000000ull, 100, 1, 1.404607864777668236770240183505e-17L},
            {1000000000000000000ull, 100, 15, 7.854645521098092183448363812421e-95L},
            {1000000000000ull, 400, 3, 2.783163969389179261831588316266e-21L},
        };
        for (size_t i = 0; i < sizeof pinned / sizeof pinned[0]; i++)
            compare(pinned[i].n, pinned[i].k, pinned[i].d, 1 - pinned[i].lose, pinned[i].lose);
    }
    printf("worst relative error of the win probability: %.3g\n", worst_rel);
    return check_exit_code();
}
