/*
 * blackwhite_count.c: the number of placements white wins, modulo 1e9+7, for n up to
 * 10^18 in O(k^2 log n).
 *
 * The reduction (docs/blackwhite.md): with m = k/2 pairs, a placement is the
 * m gaps inside the pairs plus the m + 1 runs of empty cells around them, all
 * summing to N = n - k. White loses exactly when the gaps form a losing
 * Moore's Nim_d position: for every bit, the number of gaps having it is a
 * multiple of d + 1. So the losing placements are
 *
 *   L = [x^N] G(x) / (1 - x)^(m+1),   G(x) = prod_b Q(x^(2^b)),
 *   Q(y) = sum over c = 0, d+1, 2(d+1), ... <= m of C(m, c) y^c,
 *
 * (choosing, bit by bit, which c gaps have the bit) and the answer is
 * C(n, k) - L. Since 1/(1 - x) = prod_b (1 + x^(2^b)) (every number has one
 * binary expansion),
 *
 *   L = [x^N] prod_b R(x^(2^b)),   R(y) = Q(y) (1 + y)^(m+1),  deg R = k + 1.
 *
 * Picking e_b in [0, k+1] at every bit with sum e_b 2^b = N is addition with
 * carries: going up from bit 0, the carry c into a bit plus e_b must have
 * N's bit as its parity, and (c + e_b - N_b) / 2 carries on. The carry stays
 * below k + 1, so a vector over carries and ~log2 N steps of a
 * (k+1) x (k+1) banded product give L in O(k^2 log N).
 */
#include <stdlib.h>

#include "blackwhite_int.h"
#include "core/binom_int.h"
#include "core/error_int.h"
#include "core/modarith_int.h"

#define P LUDIC_BLACKWHITE_MODULUS

/*
 * The coefficients of R(y) = Q(y) (1 + y)^(m+1) mod P, r[0..2m+1].
 * O(m^2 / (d+1)).
 */
static void make_r(const ludic_factorials *f, uint32_t m, uint64_t d, uint32_t *r)
{
    for (uint32_t e = 0; e <= 2 * m + 1; e++)
        r[e] = 0;
    for (uint64_t c = 0; c <= m; c += d + 1) {
        uint32_t q = ludic_binom(f, m, (uint32_t)c);
        for (uint32_t j = 0; j <= m + 1; j++)
            r[c + j] = ludic_mod_add(r[c + j], ludic_mod_mul(q, ludic_binom(f, m + 1, j), P), P);
    }
}

/*
 * [x^N] prod_b R(x^(2^b)) for R of degree D (rrev[i] = r[D - i]) by the carry
 * DP. State: dp[c] = the weighted number of ways to choose e_0..e_{b-1} whose
 * sum is c * 2^b + (N mod 2^b), for carries c in [0, D). One step:
 * next[c'] = sum_c dp[c] r[2c' + N_b - c]. Products of two residues are below
 * 2^60, so sixteen of them and a residue fit in 64 bits: reduce once per 16.
 */
#define CARRY_BATCH 16u
_Static_assert((P - 1ull) * (P - 1ull) <= (UINT64_MAX - (P - 1ull)) / CARRY_BATCH,
               "CARRY_BATCH products of two residues and a residue must fit in 64 bits");

static uint32_t carry_dp(const uint32_t *rrev, uint32_t D, uint64_t N, uint32_t *dp,
                         uint32_t *next)
{
    uint32_t top = 0; /* dp[c] == 0 for c > top */
    for (uint32_t c = 0; c < D; c++)
        dp[c] = 0;
    dp[0] = 1;
    for (; N; N >>= 1) {
        const uint32_t nb = (uint32_t)(N & 1);
        uint32_t new_top = (top + D - nb) / 2;
        if (new_top > D - 1)
            new_top = D - 1;
        for (uint32_t cp = 0; cp <= new_top; cp++) {
            const uint32_t t = 2 * cp + nb; /* c + e */
            const uint32_t lo = t > D ? t - D : 0, hi = t < top ? t : top;
            /* r[t - c] = rrev[D - t + c]: both arrays ascend with c. */
            const uint32_t *a = dp + lo;
            const uint32_t *b = rrev + (D - t + lo);
            uint64_t acc = 0;
            uint32_t len = hi >= lo ? hi - lo + 1 : 0, i = 0;
            for (; i + CARRY_BATCH <= len; i += CARRY_BATCH) {
                for (uint32_t j = 0; j < CARRY_BATCH; j++)
                    acc += (uint64_t)a[i + j] * b[i + j];
                acc %= P;
            }
            for (; i < len; i++)
                acc += (uint64_t)a[i] * b[i];
            next[cp] = (uint32_t)(acc % P);
        }
        for (uint32_t cp = new_top + 1; cp <= top; cp++)
            next[cp] = 0;
        {
            uint32_t *tmp = dp;
            dp = next;
            next = tmp;
        }
        top = new_top;
    }
    return dp[0]; /* carry 0 out of the top bit: no bits of N are left to fill */
}

ludic_status ludic_blackwhite_solve(const ludic_blackwhite_params *params, uint32_t *wins,
                                    ludic_error *err)
{
    ludic_status st;
    ludic_factorials f;
    uint32_t m, D, total, lose;
    uint32_t *buf;
    if (!params)
        return ludic_fail_null(err, __func__, "params");
    if (!wins)
        return ludic_fail_null(err, __func__, "wins");
    if ((st = ludic_bw_check_solvable(params, err)) != LUDIC_OK)
        return st;
    m = (uint32_t)(params->k / 2);
    D = 2 * m + 1;
    if ((st = ludic_factorials_init(&f, D, P, err)) != LUDIC_OK)
        return st;
    /* r, rrev (D + 1 each) and two carry vectors (D each): O(k) words. */
    buf = malloc((4 * (size_t)D + 2) * sizeof *buf);
    if (!buf) {
        ludic_factorials_clear(&f);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate %zu bytes",
                          (4 * (size_t)D + 2) * sizeof *buf);
    }
    {
        uint32_t *r = buf, *rrev = buf + D + 1, *dp = rrev + D + 1, *next = dp + D;
        make_r(&f, m, params->d, r);
        for (uint32_t i = 0; i <= D; i++)
            rrev[i] = r[D - i];
        lose = carry_dp(rrev, D, params->n - params->k, dp, next);
    }
    total = ludic_binom_big(&f, params->n, (uint32_t)params->k);
    *wins = ludic_mod_sub(total, lose, P);
    free(buf);
    ludic_factorials_clear(&f);
    return LUDIC_OK;
}
