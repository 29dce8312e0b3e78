/*
 * mahjong_count_float.c: the distribution of the weight in floating point (see
 * mahjong_plan_int.h for the DP it shares with mahjong_count_mod.c).
 *
 * Scaling. Counts grow like C(4n, j) and overflow any float, and dividing
 * a difference of huge counts would cancel. So every cell holds a
 * probability instead: after the kinds 0..x, whose wall holds M tiles,
 * cell (q, j) is P(a uniform j-subset of those M tiles leaves the hand in
 * state q). Reading kind x, with m wall tiles of its own and M' = M - m
 * before it, moves cell (q, j) to (next(q, h + s), j + s) with the
 * hypergeometric weight
 *   H_s(k) = C(M', k - s) C(m, s) / C(M, k)        (k = j + s)
 *          = C(m, s) * k^(s) * (M - k)^(m - s) / M^(m)
 * (x^(r) the falling factorial x (x-1) ... (x-r+1)): the chance that s of k
 * tiles drawn from M fall among the m new ones. Every weight is in [0, 1]
 * and every cell a sum of non-negative terms, so nothing cancels: each
 * result has a relative error of a few units in the last place per kind
 * (docs/mahjong.md measures it). Cells below 2^-960 are flushed to zero:
 * everything downstream of a cell is at most its value per final tile
 * count, so this changes no result by more than about 2^-900, and it keeps
 * denormals out of the inner loop.
 *
 * The winning state gets one row too, so P(weight <= i) is summed directly
 * where it is small instead of being taken as 1 - P(weight > i). It needs
 * only the tile counts below the row bound of mahjong_plan_int.h: with more tiles
 * drawn every draw wins, so the winning probability there is exactly 1.
 */
#include <stdlib.h>
#include <string.h>

#include "core/binom_int.h"
#include "core/error_int.h"
#include "core/memory_int.h"
#include "mahjong_plan_int.h"

/*
 * The arithmetic type. The tests compile this file a second time with
 * MJ_REAL = long double and MJ_DISTRIBUTION renamed, to measure the rounding
 * error of the double version against a wider one.
 */
#ifndef MJ_REAL
#define MJ_REAL double
#define MJ_DISTRIBUTION ludic_mahjong_solve_distribution
#define MJ_DEFINE_CLEAR 1
#endif
typedef MJ_REAL real;

#define MJ_TINY ((real)0x1p-960)

/* H_s(k) for s = 0..m and k = 0..min(total, stride - 1) (see above); 0 where undefined. */
static void hypergeometric(real *h, size_t stride, unsigned m, uint32_t total)
{
    const uint32_t top = total < stride - 1 ? total : (uint32_t)(stride - 1);
    const uint32_t before = total - m;
    real denominator = 1;
    for (unsigned i = 0; i < m; i++)
        denominator *= (real)(total - i);
    for (unsigned s = 0; s <= m; s++) {
        real *row = h + s * stride;
        const real ways = (real)ludic_binom_u64(m, s) / denominator;
        for (uint32_t k = 0; k <= top; k++) {
            real v = ways;
            if (k < s || k - s > before) {
                row[k] = 0;
                continue;
            }
            for (unsigned i = 0; i < s; i++)
                v *= (real)(k - i);
            for (unsigned i = 0; i < m - s; i++)
                v *= (real)(total - k - i);
            row[k] = v;
        }
    }
}

/* dst[i] += src[i] * w[i] for i < n. */
static void add_weighted(real *restrict dst, const real *restrict src,
                         const real *restrict w, size_t n)
{
    size_t i = 0;
    for (; i + 4 <= n; i += 4) { /* unrolled: two SSE2 pairs per step */
        dst[i] += src[i] * w[i];
        dst[i + 1] += src[i + 1] * w[i + 1];
        dst[i + 2] += src[i + 2] * w[i + 2];
        dst[i + 3] += src[i + 3] * w[i + 3];
    }
    for (; i < n; i++)
        dst[i] += src[i] * w[i];
}

#ifdef MJ_DEFINE_CLEAR
void ludic_mahjong_dist_clear(ludic_mahjong_dist *dist)
{
    if (!dist)
        return;
    free(dist->p);
    free(dist->cdf);
    free(dist->survival);
    memset(dist, 0, sizeof *dist);
}
#endif

/*
 * Fill the caller's distribution from the sums of the last table: lose[i]
 * = P(S_i does not win) and win[i] = P(S_i wins) for i < width; past the
 * width every draw wins. The cumulative is taken from whichever side is
 * below one half (each side has a small relative error, so the small
 * probabilities at both ends keep their digits), kept monotone, and p is
 * its difference. `last` is the exact last weight of positive probability
 * (mahjong_plan.c): p[last] may still be 0 here when it is below 2^-960.
 */
static void finish(ludic_mahjong_dist *dist, const real *lose, const real *win, size_t width,
                   uint32_t last)
{
    const uint32_t wall = dist->wall;
    real expected = 0;
    dist->last = last;
    for (uint32_t i = 0; i <= wall; i++) {
        /* rounding can leave a probability a unit in the last place above 1 */
        const real q = i < width ? (lose[i] < 1 ? lose[i] : 1) : 0;
        const real c = i < width ? (win[i] < 1 ? win[i] : 1) : 1;
        real cdf = c <= (real)0.5 ? c : 1 - q;
        dist->survival[i] = (double)q;
        expected += i < width ? lose[i] : 0;
        if (i == 0) {
            dist->cdf[0] = (double)cdf;
            dist->p[0] = 0.0;
            continue;
        }
        if ((double)cdf < dist->cdf[i - 1])
            cdf = (real)dist->cdf[i - 1];
        dist->cdf[i] = (double)cdf;
        if (c <= (real)0.5) {
            dist->p[i] = (double)(cdf - (real)dist->cdf[i - 1]);
        } else {
            const real before = i - 1 < width ? (lose[i - 1] < 1 ? lose[i - 1] : 1) : 0;
            dist->p[i] = before > q ? (double)(before - q) : 0.0;
        }
    }
    dist->expected = (double)expected;
}

ludic_status MJ_DISTRIBUTION(const ludic_mahjong_game *game,
                            const ludic_mahjong_automaton *automaton, const ludic_limits *limits,
                            ludic_mahjong_dist *dist, ludic_mahjong_stats *stats,
                            ludic_error *err)
{
    mj_plan p;
    mj_progress pr;
    real *cur = NULL, *nxt = NULL, *acc = NULL, *hyper = NULL, *win = NULL, *nwin = NULL;
    real *lose = NULL;
    int32_t *lo, *hi, *nlo, *nhi;
    /* the rows with a non-empty window (of cur, of nxt), the targets of a kind, and marks */
    uint32_t *lists = NULL, *live, *nlive, *targets, nl = 1;
    uint8_t *marked = NULL;
    size_t rows, width, full;
    int orphans; /* the plan has the thirteen orphans layers */
    uint64_t need, cells = 0;
    uint32_t seen = 0;
    ludic_status status;
    if (!game)
        return ludic_fail_null(err, "ludic_mahjong_solve_distribution", "game");
    if (!dist)
        return ludic_fail_null(err, "ludic_mahjong_solve_distribution", "dist");
    memset(dist, 0, sizeof *dist);
    status = ludic_mj_plan_init(&p, game, automaton, err);
    if (status != LUDIC_OK)
        return status;
    game = p.game; /* the caller's game or its mirror image (mahjong_orient.c) */
    ludic_mj_progress_init(&pr, &p, limits);
    rows = p.states;
    orphans = p.layers > 1;
    width = p.width;
    full = (size_t)p.wall + 1;
    need = ludic_size_mul(ludic_size_mul(2 * rows + MJ_COUNTS + 4, width), sizeof(real)) +
           3 * full * sizeof(double) + (uint64_t)rows * (3 * sizeof(uint32_t) + 1);
    status = ludic_memory_check(limits, need, "the mahjong distribution DP", err);
    if (status != LUDIC_OK)
        goto done;
    cur = malloc(rows * width * sizeof *cur);
    nxt = malloc(rows * width * sizeof *nxt);
    acc = calloc(width, sizeof *acc);
    hyper = malloc(MJ_COUNTS * width * sizeof *hyper);
    win = calloc(width, sizeof *win);
    nwin = calloc(width, sizeof *nwin);
    lose = calloc(width, sizeof *lose);
    lists = malloc(3 * rows * sizeof *lists);
    marked = calloc(rows, 1);
    dist->p = malloc(full * sizeof *dist->p);
    dist->cdf = malloc(full * sizeof *dist->cdf);
    dist->survival = malloc(full * sizeof *dist->survival);
    if (!cur || !nxt || !acc || !hyper || !win || !nwin || !lose || !lists || !marked ||
        !dist->p || !dist->cdf ||
        !dist->survival) {
        status = ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                            "cannot allocate the mahjong distribution DP");
        goto done;
    }
    dist->wall = p.wall;
    lo = p.lo, hi = p.hi, nlo = p.lo + 2 * rows, nhi = nlo + rows;
    for (size_t q = 0; q < rows; q++) /* every window of both tables empty */
        lo[q] = nlo[q] = 1, hi[q] = nhi[q] = 0;
    lo[0] = hi[0] = 0;
    cur[0] = 1;
    live = lists, nlive = lists + rows, targets = lists + 2 * rows;
    live[0] = 0;
    for (uint32_t x = 0; x < game->kinds; x++) {
        const mj_edges *e = &p.edges[mj_class_of(game, orphans, p.last_orphan, x)];
        const unsigned m = (unsigned)(game->copies[x] - game->hand[x]);
        const uint32_t before = seen;
        seen += m;
        uint32_t nn = 0;
        int sparse;
        /* only rows a live row reaches, when few are live */
        const uint32_t nt = mj_live_targets(e, (uint32_t)rows, live, nl, marked, targets, &sparse);
        hypergeometric(hyper, width, m, seen);
        for (uint32_t i = 0; i < nt; i++) {
            const uint32_t t = sparse ? targets[i] : i;
            int32_t l = INT32_MAX, h = -1;
            real *out = nxt + t * width;
            for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++) {
                const uint32_t q = e->src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->shift[k];
                if (qh < ql)
                    continue;
                add_weighted(acc + ql + s, cur + (size_t)q * width + ql,
                             hyper + (size_t)s * width + ql + s, (size_t)(qh - ql + 1));
                if (ql + s < l)
                    l = ql + s;
                if (qh + s > h)
                    h = qh + s;
            }
            for (int32_t j = l; j <= h; j++) {
                out[j] = acc[j] >= MJ_TINY ? acc[j] : 0;
                acc[j] = 0;
            }
            while (l <= h && out[l] == 0)
                l++;
            while (h >= l && out[h] == 0)
                h--;
            marked[t] = 0;
            if (h < l) /* the window stays empty (every row of nxt is empty here) */
                continue;
            nlo[t] = l, nhi[t] = h;
            nlive[nn++] = t;
            cells += (uint64_t)(h - l + 1);
        }
        /* The winning row (below the width): it keeps its mass, and receives what wins here. */
        {
            const size_t top = seen < width ? seen : width - 1; /* last index to fill */
            const size_t kept = before < top ? before : top;     /* last index of the old row */
            memset(nwin, 0, (top + 1) * sizeof *nwin);
            for (unsigned s = 0; s <= m; s++)
                if (s <= top)
                    add_weighted(nwin + s, win, hyper + (size_t)s * width + s,
                                 (kept + s <= top ? kept : top - s) + 1);
            for (uint32_t k = 0; k < e->win_count; k++) {
                const uint32_t q = e->win_src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->win_shift[k];
                if (qh >= ql && (size_t)(ql + s) <= top)
                    add_weighted(nwin + ql + s, cur + (size_t)q * width + ql,
                                 hyper + (size_t)s * width + ql + s,
                                 (size_t)((size_t)(qh + s) <= top ? qh - ql + 1
                                                                   : (int32_t)top - s - ql + 1));
            }
        }
        /* every row of cur becomes empty, so nxt is all empty at the next kind */
        for (uint32_t i = 0; i < nl; i++)
            lo[live[i]] = 1, hi[live[i]] = 0;
        {
            real *swap = cur;
            int32_t *iswap;
            uint32_t *lswap = live;
            live = nlive, nlive = lswap, nl = nn;
            cur = nxt, nxt = swap;
            swap = win, win = nwin, nwin = swap;
            iswap = lo, lo = nlo, nlo = iswap;
            iswap = hi, hi = nhi, nhi = iswap;
        }
        status = ludic_mj_progress_kind(&pr, x, err);
        if (status != LUDIC_OK)
            goto done;
    }
    for (size_t q = 0; q < rows; q++)
        for (int32_t j = lo[q]; j <= hi[q]; j++)
            lose[j] += cur[q * width + (size_t)j];
    ludic_mj_plan_max_losing(&p);
    finish(dist, lose, win, width, p.max_losing + 1); /* the whole wall wins: < wall + 1 */
    p.cells = cells;
    ludic_mj_fill_stats(&p, need, stats);
done:
    free(cur), free(nxt), free(acc), free(hyper), free(win), free(nwin), free(lose);
    free(lists), free(marked);
    if (status != LUDIC_OK)
        ludic_mahjong_dist_clear(dist);
    ludic_mj_plan_clear(&p);
    return status;
}
