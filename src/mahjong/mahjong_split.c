/*
 * mahjong_split.c: where the forward and the backward counting DPs meet
 * (mahjong_count_mod.c, "Meeting in the middle" in docs/mahjong.md).
 *
 * The forward DP after kinds 0..k-1 holds F(q, a): the draws of a tiles
 * among those kinds that leave the hand's prefix in state q. The backward
 * DP over kinds k..n-1 holds B(q, b): the draws of b tiles among those
 * kinds that, read from state q, never reach the winning state. The draws
 * of i tiles that do not win are N_i = sum over q and a + b = i of
 * F(q, a) B(q, b), for any k. A DP's rows are wide where it has read many
 * kinds without hand tiles, so a hand spread over the kinds is cheapest
 * read from both ends at once: about half the cells of one direction.
 *
 * The cost of a step of either DP is the total length of its row windows,
 * and the windows depend on the layout only, not on the counts: a
 * min-plus / max-plus pass per direction (no tile dimension, O(kinds x
 * states x 5)) gives every step's cells exactly. The meeting point k
 * minimises 4.4 (edges per cell) x (the forward cells of kinds < k + the
 * backward cells of kinds >= k) plus the combination, estimated as
 * (forward cells at k) x (backward cells at k) / states. k = kinds is the
 * forward DP alone; so it is, without the backward pass, when the whole
 * forward DP costs less than that pass (a hand read first). Like the DP,
 * the forward pass pushes from the live rows when fewer than a quarter are
 * live, so a hand read first costs it little.
 */
#include <stdlib.h>

#include "mahjong_plan_int.h"

/* Widen [*l, *h] to hold [lo + s, hi + s] unless that is empty (hi < lo). */
static void widen(int32_t *l, int32_t *h, int32_t lo, int32_t hi, int32_t s)
{
    if (hi < lo)
        return;
    if (lo + s < *l)
        *l = lo + s;
    if (hi + s > *h)
        *h = hi + s;
}

/* Cost in units of a tenth of a cell-edge: 44 per DP cell. */
#ifndef MJ_CELL_COST
#define MJ_CELL_COST 44u
#endif
#ifndef MJ_COMBINE_COST
#define MJ_COMBINE_COST 10u
#endif

uint32_t ludic_mj_plan_split(const mj_plan *p)
{
    const ludic_mahjong_game *g = p->game;
    const uint32_t n = g->kinds, rows = p->states;
    const int orphans = p->layers > 1;
    /* fwd[k]: cells of the forward DP over kinds 0..k-1; at[k]: its cells after kind k-1 */
    uint64_t *fwd = malloc(2 * ((size_t)n + 1) * sizeof *fwd), *at, best_cost, back = 0;
    int32_t *w = malloc(4 * (size_t)rows * sizeof *w), *lo, *hi, *nlo, *nhi, *swap;
    /* the rows with a non-empty window, before and after a kind (as in the DP) */
    uint32_t *lists = malloc(2 * (size_t)rows * sizeof *lists), *live = lists, *nlive, *uswap;
    uint32_t nl = 1;
    uint32_t best = n;
    if (!fwd || !w || !lists) { /* the forward DP alone needs no plan */
        free(fwd);
        free(w);
        free(lists);
        return n;
    }
    nlive = lists + rows;
    live[0] = 0;
    at = fwd + n + 1;
    lo = w, hi = w + rows, nlo = hi + rows, nhi = nlo + rows;
    for (uint32_t q = 0; q < rows; q++)
        lo[q] = nlo[q] = 1, hi[q] = nhi[q] = 0;
    lo[0] = hi[0] = 0;
    fwd[0] = 0, at[0] = 1; /* the start row, [0, 0] */
    for (uint32_t x = 0; x < n; x++) {
        const mj_edges *e = &p->edges[mj_class_of(g, orphans, p->last_orphan, x)];
        uint64_t cells = 0;
        uint32_t nn = 0;
        /* every window of nlo / nhi is empty here */
        if (mj_few_live(nl, rows)) { /* few live rows (a hand read first): push from them */
            for (uint32_t i = 0; i < nl; i++) {
                const uint32_t q = live[i];
                for (unsigned s = 0; s < e->span; s++) {
                    const uint32_t t = e->to[(size_t)q * e->span + s];
                    if (t >= rows)
                        continue; /* a win */
                    if (nhi[t] < nlo[t]) {
                        nlo[t] = INT32_MAX, nhi[t] = -1;
                        nlive[nn++] = t;
                    }
                    widen(&nlo[t], &nhi[t], lo[q], hi[q], (int32_t)s);
                }
            }
            for (uint32_t i = 0; i < nn; i++)
                cells += (uint64_t)(nhi[nlive[i]] - nlo[nlive[i]] + 1);
        } else {
            for (uint32_t t = 0; t < rows; t++) {
                int32_t l = INT32_MAX, h = -1;
                for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++)
                    widen(&l, &h, lo[e->src[k]], hi[e->src[k]], e->shift[k]);
                if (h < 0)
                    continue;
                nlo[t] = l, nhi[t] = h;
                nlive[nn++] = t;
                cells += (uint64_t)(h - l + 1);
            }
        }
        for (uint32_t i = 0; i < nl; i++) /* the old windows empty, for the kind after */
            lo[live[i]] = 1, hi[live[i]] = 0;
        fwd[x + 1] = fwd[x] + cells, at[x + 1] = cells;
        swap = lo, lo = nlo, nlo = swap;
        swap = hi, hi = nhi, nhi = swap;
        uswap = live, live = nlive, nlive = uswap, nl = nn;
    }
    /* The backward pass visits every edge of every kind, about 10 cells' worth
       per row and kind; when the whole forward DP costs less, keep it. */
    free(lists);
    if (MJ_CELL_COST * fwd[n] < 100 * (uint64_t)n * rows) {
        free(fwd);
        free(w);
        return n;
    }
    /* backward, from every row [0, 0] after the last kind; meeting at x costs
       the forward cells before x, the backward cells from x on, and the combination */
    for (uint32_t q = 0; q < rows; q++)
        lo[q] = hi[q] = 0;
    best_cost = MJ_CELL_COST * fwd[n];
    for (uint32_t x = n; x-- > 0;) {
        const mj_edges *e = &p->edges[mj_class_of(g, orphans, p->last_orphan, x)];
        uint64_t cells = 0, cost;
        for (uint32_t q = 0; q < rows; q++) {
            int32_t l = INT32_MAX, h = -1;
            for (unsigned s = 0; s < e->span; s++) {
                const uint32_t t = e->to[(size_t)q * e->span + s];
                if (t < rows) /* else a win: never counted */
                    widen(&l, &h, lo[t], hi[t], (int32_t)s);
            }
            nlo[q] = h < 0 ? 1 : l, nhi[q] = h < 0 ? 0 : h;
            cells += h < 0 ? 0 : (uint64_t)(h - l + 1);
        }
        back += cells;
        swap = lo, lo = nlo, nlo = swap;
        swap = hi, hi = nhi, nhi = swap;
        cost = MJ_CELL_COST * (fwd[x] + back) + MJ_COMBINE_COST * at[x] * cells / rows;
        if (cost < best_cost)
            best = x, best_cost = cost;
    }
    free(fwd);
    free(w);
    return best;
}
