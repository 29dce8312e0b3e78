/*
 * blackwhite_params.c: the original input "n k d": lenient reading (solve, brute),
 * strict testlib-style validation, the rule check, formatting, and the
 * seeded generator.
 */
#include <stdio.h>

#include "blackwhite_int.h"
#include "core/error_int.h"
#include "core/textout_int.h"
#include "core/reader_int.h"
#include "core/rng_int.h"

static const char *const what_n = "n (the number of cells)";
static const char *const what_k = "k (the number of pieces)";
static const char *const what_d = "d (the most pieces moved at once)";

/* Where each of n, k, d was found, for messages about the rules. */
typedef struct where {
    unsigned long line[3];
    unsigned long column[3];
} where;

/* The rules 1 <= d <= k <= n, k even, reported at the offending token. */
static ludic_status check_rules(const ludic_blackwhite_params *p, const where *at,
                                ludic_error *err)
{
    unsigned long line_k = at ? at->line[1] : 0, col_k = at ? at->column[1] : 0;
    unsigned long line_d = at ? at->line[2] : 0, col_d = at ? at->column[2] : 0;
    if (p->n < 1 || p->n > LUDIC_BLACKWHITE_MAX_N)
        return ludic_fail(err, LUDIC_E_INVALID, at ? at->line[0] : 0, at ? at->column[0] : 0,
                          "%s must be from 1 to %llu, found %llu", what_n,
                          (unsigned long long)LUDIC_BLACKWHITE_MAX_N,
                          (unsigned long long)p->n);
    if (p->k < 1)
        return ludic_fail(err, LUDIC_E_INVALID, line_k, col_k, "%s must be at least 1, found 0",
                          what_k);
    if (p->k % 2 != 0)
        return ludic_fail(err, LUDIC_E_INVALID, line_k, col_k,
                          "%s must be even (the pieces form white-black pairs), found '%llu'",
                          what_k, (unsigned long long)p->k);
    if (p->k > p->n)
        return ludic_fail(err, LUDIC_E_INVALID, line_k, col_k,
                          "k = %llu pieces do not fit on n = %llu cells; expected k <= n",
                          (unsigned long long)p->k, (unsigned long long)p->n);
    if (p->d < 1)
        return ludic_fail(err, LUDIC_E_INVALID, line_d, col_d, "%s must be at least 1, found 0",
                          what_d);
    if (p->d > p->k)
        return ludic_fail(err, LUDIC_E_INVALID, line_d, col_d,
                          "d = %llu is more than the k = %llu pieces; expected d <= k",
                          (unsigned long long)p->d, (unsigned long long)p->k);
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_check_params(const ludic_blackwhite_params *params,
                                           ludic_error *err)
{
    if (!params)
        return ludic_fail_null(err, __func__, "params");
    return check_rules(params, NULL, err);
}

ludic_status ludic_bw_check_solvable(const ludic_blackwhite_params *params,
                                             ludic_error *err)
{
    ludic_status st = ludic_blackwhite_check_params(params, err);
    if (st != LUDIC_OK)
        return st;
    if (params->k > LUDIC_BLACKWHITE_MAX_K)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "k = %llu pieces is beyond ludic's limit of %u "
                          "(LUDIC_BLACKWHITE_MAX_K)",
                          (unsigned long long)params->k, LUDIC_BLACKWHITE_MAX_K);
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_parse(const char *text, size_t len, unsigned flags,
                                    ludic_blackwhite_params *params, ludic_error *err)
{
    ludic_reader r;
    ludic_token tok[3];
    ludic_blackwhite_params p;
    where at;
    ludic_status st;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if (!params)
        return ludic_fail_null(err, __func__, "params");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    ludic_reader_init(&r, text, len);
    /* Each number is read against the widest range the rules allow; the
       relations between them are checked once all three are in hand. */
    if ((st = ludic_read_u64(&r, what_n, 1, LUDIC_BLACKWHITE_MAX_N, &p.n, &tok[0], err)) ||
        (st = ludic_read_u64(&r, what_k, 1, LUDIC_BLACKWHITE_MAX_N, &p.k, &tok[1], err)) ||
        (st = ludic_read_u64(&r, what_d, 1, LUDIC_BLACKWHITE_MAX_N, &p.d, &tok[2], err)) ||
        (st = ludic_read_end(&r, err)))
        return st;
    for (int i = 0; i < 3; i++) {
        at.line[i] = tok[i].line;
        at.column[i] = tok[i].column;
    }
    if ((st = check_rules(&p, &at, err)) != LUDIC_OK)
        return st;
    *params = p;
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_validate(const char *text, size_t len, unsigned flags,
                                       ludic_blackwhite_params *params, ludic_error *err)
{
    const int extended = (flags & LUDIC_EXTENDED) != 0;
    const uint64_t max_n = extended ? LUDIC_BLACKWHITE_MAX_N : LUDIC_BLACKWHITE_ORIGINAL_MAX_N;
    const uint64_t max_k = extended ? LUDIC_BLACKWHITE_MAX_K : LUDIC_BLACKWHITE_ORIGINAL_MAX_K;
    ludic_reader r;
    ludic_blackwhite_params p;
    where at;
    ludic_status st;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    ludic_reader_init(&r, text, len);
    at.line[0] = r.line, at.column[0] = r.column;
    if ((st = ludic_read_u64_strict(&r, what_n, 1, max_n, &p.n, err)) ||
        (st = ludic_reader_expect_char(&r, ' ', err)))
        return st;
    at.line[1] = r.line, at.column[1] = r.column;
    if ((st = ludic_read_u64_strict(&r, what_k, 1, max_k, &p.k, err)) ||
        (st = ludic_reader_expect_char(&r, ' ', err)))
        return st;
    at.line[2] = r.line, at.column[2] = r.column;
    if ((st = ludic_read_u64_strict(&r, what_d, 1, max_k, &p.d, err)) ||
        (st = ludic_reader_expect_char(&r, '\n', err)) || (st = ludic_reader_expect_end(&r, err)))
        return st;
    if ((st = check_rules(&p, &at, err)) != LUDIC_OK)
        return st;
    if (params)
        *params = p;
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_format(const ludic_blackwhite_params *params, char *out,
                                     size_t cap, size_t *len, ludic_error *err)
{
    ludic_buffer b;
    ludic_status st;
    if (!params)
        return ludic_fail_null(err, __func__, "params");
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    ludic_buffer_init(&b);
    ludic_buffer_printf(&b, "%llu %llu %llu\n", (unsigned long long)params->n,
                        (unsigned long long)params->k, (unsigned long long)params->d);
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}

/* Uniform in [lo, hi] (lo <= hi). */
static uint64_t draw(ludic_rng *rng, uint64_t lo, uint64_t hi)
{
    return ludic_rng_range(rng, lo, hi);
}

ludic_status ludic_blackwhite_generate(uint64_t seed, const ludic_blackwhite_params *fixed,
                                       ludic_blackwhite_params *out, ludic_error *err)
{
    const uint64_t n0 = fixed ? fixed->n : 0, k0 = fixed ? fixed->k : 0, d0 = fixed ? fixed->d : 0;
    ludic_rng rng;
    ludic_blackwhite_params p;
    uint64_t min_k; /* the smallest k the fixed fields allow */
    ludic_status st;
    if (!out)
        return ludic_fail_null(err, __func__, "out");
    if (n0 > LUDIC_BLACKWHITE_MAX_N)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "n must be at most %llu, found %llu",
                          (unsigned long long)LUDIC_BLACKWHITE_MAX_N, (unsigned long long)n0);
    if (k0 % 2 != 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "k must be even (the pieces form white-black pairs), found '%llu'",
                          (unsigned long long)k0);
    if (k0 && d0 > k0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "d = %llu is more than k = %llu; expected d <= k",
                          (unsigned long long)d0, (unsigned long long)k0);
    if (n0 && k0 > n0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "k = %llu pieces do not fit on n = %llu cells; expected k <= n",
                          (unsigned long long)k0, (unsigned long long)n0);
    min_k = k0 ? k0 : (d0 <= 2 ? 2 : d0 + (d0 & 1));
    if (n0 && min_k > n0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "no even k with %s%llu <= k <= n = %llu: n is too small",
                          d0 ? "d = " : "", (unsigned long long)(d0 ? d0 : 2),
                          (unsigned long long)n0);
    if (min_k > LUDIC_BLACKWHITE_MAX_K)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "k = %llu is beyond ludic's limit of %u pieces",
                          (unsigned long long)min_k, LUDIC_BLACKWHITE_MAX_K);

    ludic_rng_seed(&rng, seed);
    if (n0) {
        p.n = n0;
    } else {
        uint64_t lo = min_k;
        p.n = draw(&rng, lo, lo > LUDIC_BLACKWHITE_ORIGINAL_MAX_N ? lo
                                                                  : LUDIC_BLACKWHITE_ORIGINAL_MAX_N);
    }
    if (k0) {
        p.k = k0;
    } else {
        uint64_t hi = p.n < LUDIC_BLACKWHITE_ORIGINAL_MAX_K ? p.n : LUDIC_BLACKWHITE_ORIGINAL_MAX_K;
        hi -= hi & 1;
        if (hi < min_k)
            hi = min_k; /* min_k <= n was checked */
        p.k = min_k + 2 * draw(&rng, 0, (hi - min_k) / 2);
    }
    p.d = d0 ? d0 : draw(&rng, 1, p.k);
    /* The draws above stay within the rules by construction. */
    if ((st = check_rules(&p, NULL, err)) != LUDIC_OK)
        return ludic_fail_internal(err, __func__, "drew parameters that break the rules");
    *out = p;
    return LUDIC_OK;
}
