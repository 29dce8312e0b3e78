/*
 * mahjong_count_mod.c: the exact answer modulo 998244353 (see mahjong_plan_int.h for the DP).
 *
 * E[weight] = sum over i >= 0 of P(weight > i) = sum_i P(S_i does not win),
 * and P(S_i does not win) = N_i / C(W, i) where N_i counts the labelled
 * i-subsets of the W wall tiles that leave the hand non-winning. The DP
 * computes N_i for every i as the sum over non-winning states of the last
 * table's column i.
 *
 * Kernel: per kind and target row, accumulate the incoming rows into a
 * 64-bit scratch row and reduce once. Each addend is a residue (< 2^30)
 * times a binomial C(c-h, s) <= 6, and a row has at most 5 x states
 * incoming edges, so the sum stays far below 2^64: one reduction per cell
 * per kind ("lazy reduction"). Rows are contiguous; the inner loop is a
 * scaled add of one row slice into another.
 */
#include <stdlib.h>
#include <string.h>

#include "core/binom_int.h"
#include "core/error_int.h"
#include "core/memory_int.h"
#include "core/modarith_int.h"
#include "mahjong_count_int.h"
#include "mahjong_plan_int.h"

/* dst[i] += src[i] * w for i < n: the DP's inner loop, unrolled for the pipeline. */
static void add_scaled(uint64_t *restrict dst, const uint32_t *restrict src, size_t n,
                       uint32_t w)
{
    size_t i = 0;
    /* 32 x 32 -> 64-bit products: one pmuludq per pair of cells on plain SSE2 */
    for (; i + 4 <= n; i += 4) {
        dst[i] += (uint64_t)src[i] * w;
        dst[i + 1] += (uint64_t)src[i + 1] * w;
        dst[i + 2] += (uint64_t)src[i + 2] * w;
        dst[i + 3] += (uint64_t)src[i + 3] * w;
    }
    for (; i < n; i++)
        dst[i] += (uint64_t)src[i] * w;
}

/* dst[i] = (dst[i] + src[i] * w) mod p: the variant without lazy reduction. */
static void add_scaled_eager(uint64_t *restrict dst, const uint32_t *restrict src, size_t n,
                             uint32_t w)
{
    for (size_t i = 0; i < n; i++)
        dst[i] = (dst[i] + (uint64_t)src[i] * w) % LUDIC_MAHJONG_MODULUS;
}

ludic_status ludic_mahjong_solve(const ludic_mahjong_game *game,
                                 const ludic_mahjong_automaton *automaton,
                                 const ludic_limits *limits, uint32_t *answer,
                                 ludic_mahjong_stats *stats, ludic_error *err)
{
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if (!answer)
        return ludic_fail_null(err, __func__, "answer");
    return ludic_mj_solve_variant(game, automaton, limits, 0, answer, stats, err);
}

ludic_status ludic_mj_solve_variant(const ludic_mahjong_game *game,
                              const ludic_mahjong_automaton *automaton,
                              const ludic_limits *limits, unsigned variant, uint32_t *answer,
                              ludic_mahjong_stats *stats, ludic_error *err)
{
    const uint32_t mod = LUDIC_MAHJONG_MODULUS;
    mj_plan p;
    mj_progress pr;
    ludic_factorials f;
    uint32_t *cur = NULL, *nxt = NULL;
    uint64_t *acc = NULL;
    /* the rows with a non-empty window (of cur, of nxt), the targets of a kind, and marks */
    uint32_t *lists = NULL, *live = NULL, *nlive = NULL, *targets = NULL, nl = 1;
    uint8_t *marked = NULL;
    int32_t *lo, *hi, *nlo, *nhi;
    size_t rows, width;
    int orphans; /* the plan has the thirteen orphans layers */
    uint64_t need;
    uint32_t total = 0;
    uint64_t cells = 0;
    /* MJ_VARIANT_KEEP_WIN: a row for the winning state too (wall-long; never read) */
    uint32_t *win = NULL, *nwin = NULL;
    uint64_t *wacc = NULL;
    int32_t wlo = 1, whi = 0;
    ludic_status status =
        ludic_mj_plan_init_ex(&p, game, automaton, !(variant & MJ_VARIANT_NO_ORIENT), err);
    if (status != LUDIC_OK)
        return status;
    game = p.game; /* the caller's game or its mirror image (mahjong_orient.c) */
    ludic_mj_progress_init(&pr, &p, limits);
    rows = p.states;
    orphans = p.layers > 1;
    width = variant & MJ_VARIANT_FULL_WIDTH ? (size_t)p.wall + 1 : (size_t)p.width;
    need = ludic_size_mul(ludic_size_mul(2 * rows, width), sizeof *cur) +
           ludic_size_mul(width, sizeof *acc) + 2 * ((uint64_t)p.wall + 1) * sizeof(uint32_t) +
           (uint64_t)rows * (3 * sizeof(uint32_t) + 1) +
           (variant & MJ_VARIANT_KEEP_WIN ? ((uint64_t)p.wall + 1) * 16 : 0);
    status = ludic_memory_check(limits, need, "the mahjong DP table", err);
    if (status != LUDIC_OK)
        goto done;
    status = ludic_factorials_init(&f, p.wall, mod, err);
    if (status != LUDIC_OK)
        goto done;
    cur = malloc(rows * width * sizeof *cur);
    nxt = malloc(rows * width * sizeof *nxt);
    acc = malloc(width * sizeof *acc);
    lists = malloc(3 * rows * sizeof *lists);
    marked = calloc(rows, 1);
    if (variant & MJ_VARIANT_KEEP_WIN) {
        win = calloc((size_t)p.wall + 1, sizeof *win);
        nwin = calloc((size_t)p.wall + 1, sizeof *nwin);
        wacc = calloc((size_t)p.wall + 1, sizeof *wacc);
    }
    if (!cur || !nxt || !acc || !lists || !marked || ((variant & MJ_VARIANT_KEEP_WIN) && (!win || !nwin || !wacc))) {
        status = ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the mahjong DP table");
        goto done_f;
    }
    lo = p.lo, hi = p.hi, nlo = p.lo + 2 * rows, nhi = nlo + rows;
    for (size_t q = 0; q < rows; q++) /* every window of both tables empty */
        lo[q] = nlo[q] = 1, hi[q] = nhi[q] = 0;
    lo[0] = hi[0] = 0;
    cur[0] = 1;
    live = lists, nlive = lists + rows, targets = lists + 2 * rows;
    live[0] = 0; /* only the start state holds weight */
    memset(acc, 0, width * sizeof *acc);
    for (uint32_t x = 0, seen = 0; x < game->kinds; x++) {
        const mj_edges *e = &p.edges[mj_class_of(game, orphans, p.last_orphan, x)];
        const unsigned m = (unsigned)(game->copies[x] - game->hand[x]);
        uint32_t weight[MJ_COUNTS];
        seen += m;
        uint32_t nt = 0, nn = 0;
        for (unsigned s = 0; s <= m; s++)
            weight[s] = (uint32_t)ludic_binom_u64(m, s);
        /*
         * Only rows that an edge from a live row reaches can be non-zero: list
         * them from the push form, so a kind costs its live edges, not all
         * states x 5 (a hand's tiles read first leave few rows live).
         */
        const int sparse = (size_t)nl * 4 < rows; /* else every row, in order */
        if (sparse)
            for (uint32_t i = 0; i < nl; i++)
                for (unsigned s = 0; s < e->span; s++) {
                    const uint32_t t = e->to[(size_t)live[i] * e->span + s];
                    if (t < rows && !marked[t])
                        marked[t] = 1, targets[nt++] = t;
                }
        else
            nt = (uint32_t)rows;
        for (uint32_t i = 0; i < nt; i++) {
            const uint32_t t = sparse ? targets[i] : i;
            int32_t l = INT32_MAX, h = -1;
            uint32_t *out = nxt + t * width;
            /* acc is all zero here; the window [l, h] is the union of the shifted inputs */
            for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++) {
                const uint32_t q = e->src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->shift[k];
                if (qh < ql)
                    continue;
                if (variant & MJ_VARIANT_EAGER_REDUCE)
                    add_scaled_eager(acc + ql + s, cur + (size_t)q * width + ql,
                                     (size_t)(qh - ql + 1), weight[s]);
                else
                    add_scaled(acc + ql + s, cur + (size_t)q * width + ql,
                               (size_t)(qh - ql + 1), weight[s]);
                if (ql + s < l)
                    l = ql + s;
                if (qh + s > h)
                    h = qh + s;
            }
            marked[t] = 0;
            if (h < 0) /* the window stays empty (every row of nxt is empty here) */
                continue;
            if (variant & MJ_VARIANT_NO_WINDOWS) /* every tile count the wall allows */
                l = 0, h = (int32_t)(seen < width - 1 ? seen : width - 1);
            nlo[t] = l, nhi[t] = h;
            nlive[nn++] = t;
            cells += (uint64_t)(h - l + 1);
            for (int32_t j = l; j <= h; j++) {
                out[j] = (uint32_t)(acc[j] % mod);
                acc[j] = 0;
            }
        }
        if (variant & MJ_VARIANT_KEEP_WIN) {
            int32_t l = whi >= wlo ? wlo : INT32_MAX, h = whi >= wlo ? whi + (int32_t)m : -1;
            for (unsigned s = 0; s <= m && whi >= wlo; s++)
                add_scaled(wacc + wlo + s, win + wlo, (size_t)(whi - wlo + 1), weight[s]);
            for (uint32_t k = 0; k < e->win_count; k++) {
                const uint32_t q = e->win_src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->win_shift[k];
                if (qh < ql)
                    continue;
                add_scaled(wacc + ql + s, cur + (size_t)q * width + ql, (size_t)(qh - ql + 1),
                           weight[s]);
                l = ql + s < l ? ql + s : l;
                h = qh + s > h ? qh + s : h;
            }
            for (int32_t j = l; j <= h; j++) {
                nwin[j] = (uint32_t)(wacc[j] % mod);
                wacc[j] = 0;
            }
            wlo = h >= 0 ? l : 1, whi = h;
            {
                uint32_t *swap = win;
                win = nwin, nwin = swap;
            }
        }
        /* every row of cur becomes empty, so nxt is all empty at the next kind */
        for (uint32_t i = 0; i < nl; i++)
            lo[live[i]] = 1, hi[live[i]] = 0;
        {
            uint32_t *swap = cur;
            int32_t *iswap;
            swap = live, live = nlive, nlive = swap, nl = nn;
            swap = cur;
            cur = nxt, nxt = swap;
            iswap = lo, lo = nlo, nlo = iswap;
            iswap = hi, hi = nhi, nhi = iswap;
        }
        status = ludic_mj_progress_kind(&pr, x, err);
        if (status != LUDIC_OK)
            goto done_f;
    }
    /* N_i / C(W, i) = N_i * i! * (W-i)! / W!, summed over i. */
    memset(acc, 0, width * sizeof *acc);
    for (size_t q = 0; q < rows; q++)
        for (int32_t j = lo[q]; j <= hi[q]; j++)
            acc[j] += cur[q * width + (size_t)j];
    for (uint32_t i = 0; i < width && i <= p.wall; i++) {
        const uint32_t n_i = (uint32_t)(acc[i] % mod);
        const uint32_t ways = ludic_mod_mul(f.fact[i], f.fact[p.wall - i], mod);
        total = ludic_mod_add(total, ludic_mod_mul(n_i, ways, mod), mod);
    }
    *answer = ludic_mod_mul(total, f.inv_fact[p.wall], mod);
    p.cells = cells;
    if (stats)
        ludic_mj_plan_max_losing(&p);
    ludic_mj_fill_stats(&p, need, stats);
done_f:
    ludic_factorials_clear(&f);
done:
    free(cur);
    free(nxt);
    free(acc);
    free(win);
    free(nwin);
    free(wacc);
    free(lists);
    free(marked);
    ludic_mj_plan_clear(&p);
    return status;
}
