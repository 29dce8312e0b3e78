/*
 * blackwhite_probability.c: the chance that a uniformly random placement is a win for
 * white, in floating point with a proven error bound, for n up to 10^18.
 *
 * The exact counts behind it have up to ~15000 digits, so the counting of
 * blackwhite_count.c cannot simply run in doubles. Instead it runs on probabilities.
 * A uniform placement is a uniform composition of N = n - k empty cells into
 * K = k + 1 parts (m = k/2 gaps, m + 1 outer runs), whose generating
 * function is 1/(1-x)^K = prod_b S(x^(2^b)), S(y) = (1+y)^K; the losing ones
 * have prod_b R(x^(2^b)) with R(y) = Q(y)(1+y)^(m+1) (see blackwhite_count.c). Both are
 * coefficients [x^N] of products over the bits, i.e. sums over carry paths.
 *
 * Tilting: with z_b = t^(2^b) for any t in (0, 1), every path (e_0, e_1, ...)
 * with sum e_b 2^b = N has prod_b z_b^(e_b) = t^N, the same for all. So
 *
 *   P(lose) = L / C(n, k) = sum_paths prod_b u_b(e_b) / sum_paths prod_b s_b(e_b)
 *
 * with s_b(e) = C(K, e) z_b^e / (1 + z_b)^K, the Binomial(K, p_b) law,
 * p_b = z_b / (1 + z_b), and u_b(e) = r_e z_b^e / (1 + z_b)^K <= s_b(e), the
 * chance that e = c + f where c ~ Binomial(m, p_b) is a multiple of d + 1 and
 * f ~ Binomial(m + 1, p_b). Both carry DPs then hold probabilities in [0, 1]
 * (the chance that the low bits sum to what the carry says), and choosing
 * t = N / (N + K), the saddle point, makes the final one about sqrt(K) / N
 * rather than 10^-15000. The top z is clamped at e^-600 so it stays a normal
 * double; any t keeps the identity exact.
 *
 * Error: the z_b come from the top one by double-double square roots, which
 * keeps them consistent (z_b^2 = z_{b+1}) to ~2^-104. Weights are computed
 * in double-double and rounded once; each DP step adds products with
 * compensated sums (a few units of 2^-53 each); entries and weights below
 * 2^-511 are set to zero, which loses at most 2^-511 of probability mass
 * each and keeps subnormal numbers out of the loops. All terms are
 * nonnegative, so relative errors add up over the ~log2 N steps instead of
 * cancelling; see error_bound below and docs/blackwhite.md.
 * Cost O(k^2 log n), memory O(k).
 */
#include <math.h>
#include <stdlib.h>

#include "blackwhite_int.h"
#include "core/ddouble_int.h"
#include "core/error_int.h"

#define TINY 0x1p-511
#define UNIT 0x1p-53

/* Binomial(s, p) with p = z / (1 + z): out[e] for e = 0..s, rounded from double-double. */
static void binomial_pmf(uint32_t s, ludic_dd z, double *out)
{
    ludic_dd q = ludic_dd_div(ludic_dd_make(1.0), ludic_dd_add(ludic_dd_make(1.0), z));
    ludic_dd v = ludic_dd_pow(q, s); /* (1 - p)^s >= 2^-s: z <= 1 keeps p <= 1/2 */
    /* The terms grow up to the mode floor((s + 1) p) and shrink after it. */
    const double mode = floor((double)(s + 1) * (z.hi / (1.0 + z.hi))) + 1.0;
    out[0] = v.hi;
    for (uint32_t e = 0; e < s; e++) {
        if (v.hi < TINY && (double)e > mode) { /* the rest is smaller still */
            for (uint32_t j = e + 1; j <= s; j++)
                out[j] = 0.0;
            break;
        }
        v = ludic_dd_mul(ludic_dd_mul_d(v, (double)(s - e)), z);
        v = ludic_dd_div(v, ludic_dd_make((double)(e + 1)));
        out[e + 1] = v.hi;
    }
    for (uint32_t e = 0; e <= s; e++)
        if (out[e] < TINY)
            out[e] = 0.0;
}

typedef struct workspace {
    double *ws_rev, *wu_rev; /* weights reversed: w_rev[i] = w[K - i], i = 0..K */
    double *pm, *pm1;        /* Binomial(m, p) and Binomial(m + 1, p) */
    double *dpu, *dps, *nu, *ns; /* carry vectors, K entries */
} workspace;

/* The weights of bit b: s(e) = Binomial(K, p)(e); u(e) = P(c + f = e, c = 0 mod d+1). */
static void make_weights(const workspace *w, uint32_t m, uint64_t d, ludic_dd z)
{
    const uint32_t K = 2 * m + 1;
    binomial_pmf(K, z, w->nu); /* nu as scratch, K + 1 >= ... see alloc */
    for (uint32_t e = 0; e <= K; e++)
        w->ws_rev[K - e] = w->nu[e];
    binomial_pmf(m, z, w->pm);
    binomial_pmf(m + 1, z, w->pm1);
    for (uint32_t e = 0; e <= K; e++) {
        ludic_ksum acc = {0.0, 0.0};
        uint64_t c_hi = e < m ? e : m;
        for (uint64_t c = 0; c <= c_hi; c += d + 1)
            if (e - c <= m + 1)
                ludic_ksum_add(&acc, w->pm[c] * w->pm1[e - c]);
        {
            double v = ludic_ksum_value(&acc);
            w->wu_rev[K - e] = v < TINY ? 0.0 : v;
        }
    }
}

ludic_status ludic_blackwhite_solve_probability(const ludic_blackwhite_params *params,
                                                ludic_blackwhite_probability *out,
                                                ludic_error *err)
{
    ludic_status st;
    uint32_t m, K, B, top = 0;
    uint64_t N;
    ludic_dd *z;
    double *mem;
    workspace w;
    double lose, win, rel_dp, rel_lose, abs_flush, lose_bound;
    if (!params)
        return ludic_fail_null(err, __func__, "params");
    if (!out)
        return ludic_fail_null(err, __func__, "out");
    if ((st = ludic_bw_check_solvable(params, err)) != LUDIC_OK)
        return st;
    N = params->n - params->k;
    if (N == 0) { /* every gap is 0: white cannot move */
        out->win = 0.0;
        out->lose = 1.0;
        out->error_bound = 0.0;
        out->lose_error_bound = 0.0;
        return LUDIC_OK;
    }
    m = (uint32_t)(params->k / 2);
    K = 2 * m + 1;
    for (B = 0; (N >> B) > 1; B++)
        ;
    z = malloc(((size_t)B + 1) * sizeof *z);
    mem = malloc((2 * ((size_t)K + 1) + (m + 1) + (m + 2) + 4 * ((size_t)K + 1)) * sizeof *mem);
    if (!z || !mem) {
        free(z);
        free(mem);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the probability tables");
    }
    w.ws_rev = mem;
    w.wu_rev = w.ws_rev + K + 1;
    w.pm = w.wu_rev + K + 1;
    w.pm1 = w.pm + m + 1;
    w.dpu = w.pm1 + m + 2;
    w.dps = w.dpu + K + 1;
    w.nu = w.dps + K + 1;
    w.ns = w.nu + K + 1;

    /* z_B = t^(2^B) with t = N / (N + K), clamped; then square roots downwards. */
    {
        double lambda = ldexp(log1p(-(double)K / ((double)N + (double)K)), (int)B);
        z[B] = ludic_dd_make(exp(lambda < -600.0 ? -600.0 : lambda));
        for (uint32_t b = B; b > 0; b--)
            z[b - 1] = ludic_dd_sqrt(z[b]);
    }

    for (uint32_t c = 0; c < K; c++)
        w.dpu[c] = w.dps[c] = 0.0;
    w.dpu[0] = w.dps[0] = 1.0;
    for (uint32_t b = 0; b <= B; b++) {
        const uint32_t nb = (uint32_t)((N >> b) & 1);
        uint32_t new_top = (top + K - nb) / 2;
        if (new_top > K - 1)
            new_top = K - 1;
        make_weights(&w, m, params->d, z[b]);
        for (uint32_t cp = 0; cp <= new_top; cp++) {
            const uint32_t t = 2 * cp + nb;
            const uint32_t lo = t > K ? t - K : 0, hi = t < top ? t : top;
            ludic_ksum su = {0.0, 0.0}, ss = {0.0, 0.0};
            for (uint32_t c = lo; c <= hi; c++) {
                ludic_ksum_add(&su, w.dpu[c] * w.wu_rev[K - t + c]);
                ludic_ksum_add(&ss, w.dps[c] * w.ws_rev[K - t + c]);
            }
            {
                double vu = ludic_ksum_value(&su), vs = ludic_ksum_value(&ss);
                w.nu[cp] = vu < TINY ? 0.0 : vu;
                w.ns[cp] = vs < TINY ? 0.0 : vs;
            }
        }
        for (uint32_t cp = 0; cp <= new_top; cp++) {
            w.dpu[cp] = w.nu[cp];
            w.dps[cp] = w.ns[cp];
        }
        top = new_top;
    }

    /*
     * Error bound. Per step: weights carry <= 6 units of rounding (double-
     * double pmf rounded once, products, compensated sum, rounding), the
     * step itself <= 5 (products, compensated sum, rounding): 12 with
     * margin, so each DP is within a relative (B+1)*12u of its exact value
     * plus the zeroed mass, at most 2^-511 per zeroed entry or weight, which
     * flows forward with factors <= 1. lose = U/S then errs by
     * lose * 2 rel_dp + flush (1 + lose) / S, and win = 1 - lose adds a rounding.
     */
    rel_dp = (double)(B + 1) * 12.0 * UNIT;
    rel_lose = 2.0 * rel_dp / (1.0 - 2.0 * rel_dp) + UNIT;
    abs_flush = (double)(B + 1) * (4.0 * (double)K + 4.0) * TINY;
    if (!(w.dps[0] > 1e-120)) {
        free(z);
        free(mem);
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "n = %llu, k = %llu: the tilted probability fell below 1e-120, so "
                          "the decimal answer cannot be guaranteed",
                          (unsigned long long)params->n, (unsigned long long)params->k);
    }
    lose = w.dpu[0] / w.dps[0];
    if (lose > 1.0)
        lose = 1.0;
    win = 1.0 - lose;
    lose_bound = lose * rel_lose + 1.01 * abs_flush * (1.0 + lose) / w.dps[0];
    free(z);
    free(mem);
    /* On failure *out stays untouched (ludic.h). */
    if (win > 0.0 && lose_bound + UNIT > 1e-12 * win)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the error bound %.3g is above 1e-12 of the answer %.6g; "
                          "12 digits cannot be guaranteed",
                          lose_bound + UNIT, win);
    out->win = win;
    out->lose = lose;
    out->error_bound = lose_bound + UNIT;
    out->lose_error_bound = lose_bound;
    return LUDIC_OK;
}
