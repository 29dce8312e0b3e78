/*
 * setter_bw_solution.c: a contestant's solution of blackwhite (SDOI2011), the
 * classic one, with a bug switched on by a macro. The test suite builds one
 * program per macro and checks that `ludic blackwhite stress` catches each
 * bug with the right verdict and shrinks it to a small input:
 *   BUG_NONE        no bug (stress must pass it)
 *   BUG_OFF_BY_ONE  the sum over gap totals stops one short        -> WA
 *   BUG_MODULUS     1000000009 instead of 1000000007                -> WA
 *   BUG_INT32       products in 32-bit arithmetic wrap around       -> WA
 *   BUG_CRASH       aborts beyond 8 pieces ("arrays sized for 8")   -> RE
 *   BUG_ENDLESS     loops forever when d = k                        -> TLE
 *   BUG_FLOOD       prints megabytes of debugging after the answer  -> PE (OLE under a cap)
 *
 * The idea: only the gaps inside the k/2 white-black pairs matter; the game
 * is Moore's Nim_d on them, lost by the player to move exactly when, for
 * every bit, the number of gaps with that bit set is a multiple of d + 1.
 * lose[s] counts the losing gap vectors of total s, bit by bit (j(d+1) gaps
 * get the bit: C(m, j(d+1)) ways); the other n - k - s empty cells go into
 * the m + 1 slots outside the pairs: C(n - k - s + m, m) ways. The answer is
 * C(n, k) minus the losing placements. Binomials come from Pascal's
 * triangle (additions only), so with 32-bit products the answer goes wrong
 * only once the numbers multiplied pass 2^16: for large n.
 * O(log n * m/(d+1) * n + n k).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef BUG_MODULUS
#define MOD 1000000009u
#else
#define MOD 1000000007u
#endif

#ifdef BUG_INT32
typedef uint32_t num; /* a * b wraps around at 2^32 before the remainder */
#else
typedef uint64_t num;
#endif

static num mul(num a, num b)
{
    return (num)(a * b) % MOD;
}

static uint64_t width; /* columns of the triangle: 0..k */
static num *pascal;    /* pascal[a * width + b] = C(a, b) mod MOD */

static num binom(uint64_t a, uint64_t b)
{
    return b > a ? 0 : pascal[a * width + b];
}

int main(void)
{
    unsigned long long n, k, d;
    uint64_t m, free_cells, rows;
    num *lose, *next, losing = 0, answer;
    if (scanf("%llu %llu %llu", &n, &k, &d) != 3)
        return 1;
#ifdef BUG_CRASH
    if (k > 8)
        abort(); /* "the arrays are sized for 8 pieces" */
#endif
#ifdef BUG_ENDLESS
    {
        volatile int waiting = d == k; /* "d = k needs no work": it waits for ever instead */
        while (waiting)
            ;
    }
#endif
    m = k / 2;
    free_cells = n - k;
    rows = n + m + 1;
    width = k + 1;
    pascal = calloc(rows * width, sizeof *pascal);
    lose = calloc(free_cells + 1, sizeof *lose);
    next = calloc(free_cells + 1, sizeof *next);
    if (!pascal || !lose || !next)
        return 1;
    for (uint64_t a = 0; a < rows; a++) {
        pascal[a * width] = 1;
        for (uint64_t b = 1; b <= a && b < width; b++)
            pascal[a * width + b] = (pascal[(a - 1) * width + b - 1] +
                                     (b < a ? pascal[(a - 1) * width + b] : 0)) % MOD;
    }
    lose[0] = 1;
    for (uint64_t bit = 1; bit <= free_cells; bit <<= 1) {
        for (uint64_t s = 0; s <= free_cells; s++)
            next[s] = 0;
        for (uint64_t s = 0; s <= free_cells; s++) {
            if (!lose[s])
                continue;
            for (uint64_t j = 0; j * (d + 1) <= m && s + j * (d + 1) * bit <= free_cells; j++) {
                uint64_t t = s + j * (d + 1) * bit;
                next[t] = (next[t] + mul(lose[s], binom(m, j * (d + 1)))) % MOD;
            }
        }
        for (uint64_t s = 0; s <= free_cells; s++)
            lose[s] = next[s];
    }
#ifdef BUG_OFF_BY_ONE
    for (uint64_t s = 0; s < free_cells; s++)
#else
    for (uint64_t s = 0; s <= free_cells; s++)
#endif
        losing = (losing + mul(lose[s], binom(free_cells - s + m, m))) % MOD;
    answer = (binom(n, k) + MOD - losing) % MOD;
    printf("%llu\n", (unsigned long long)answer);
#ifdef BUG_FLOOD
    for (unsigned i = 0; i < 1000000; i++)
        printf("debug %u\n", i); /* "forgot to remove the debugging output" */
#endif
    free(pascal);
    free(lose);
    free(next);
    return 0;
}
