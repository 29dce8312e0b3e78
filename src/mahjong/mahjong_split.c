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
 * minimises about 4.4 (edges per cell) x (the forward cells of kinds
 * < k + the backward cells of kinds >= k) plus the combination,
 * estimated as (forward cells at k) x (backward cells at k) / states.
 * k = kinds is the forward DP alone.
 */
#include <stdlib.h>

#include "mahjong_plan_int.h"

/* Per-kind cell counts of both directions; k of least cost (kinds when out of memory). */
uint32_t ludic_mj_plan_split(const mj_plan *p)
{
    const ludic_mahjong_game *g = p->game;
    const uint32_t n = g->kinds, rows = p->states;
    const int orphans = p->layers > 1;
    uint64_t *fwd = malloc(((size_t)n + 1) * 2 * sizeof *fwd), *bwd, best_cost = UINT64_MAX;
    int32_t *w = malloc(4 * (size_t)rows * sizeof *w), *lo, *hi, *nlo, *nhi, *swap;
    uint32_t best = n;
    if (!fwd || !w) {
        free(fwd);
        free(w);
        return n; /* the forward DP alone needs no plan */
    }
    bwd = fwd + n + 1;
    lo = w, hi = w + rows, nlo = hi + rows, nhi = nlo + rows;
    /* forward: fwd[k] = cells of the forward DP over kinds 0..k-1; then the width at k */
    for (uint32_t q = 0; q < rows; q++)
        lo[q] = 1, hi[q] = 0;
    lo[0] = hi[0] = 0;
    fwd[0] = 0;
    {
        uint64_t *width_at = malloc(((size_t)n + 1) * 2 * sizeof *width_at);
        if (!width_at) {
            free(fwd);
            free(w);
            return n;
        }
        width_at[0] = 1; /* the start row, [0, 0] */
        for (uint32_t x = 0; x < n; x++) {
            const mj_edges *e = &p->edges[mj_class_of(g, orphans, p->last_orphan, x)];
            uint64_t cells = 0;
            for (uint32_t t = 0; t < rows; t++) {
                int32_t l = INT32_MAX, h = -1;
                for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++) {
                    const uint32_t q = e->src[k];
                    if (hi[q] < lo[q])
                        continue;
                    if (lo[q] + e->shift[k] < l)
                        l = lo[q] + e->shift[k];
                    if (hi[q] + e->shift[k] > h)
                        h = hi[q] + e->shift[k];
                }
                if (h < 0)
                    nlo[t] = 1, nhi[t] = 0;
                else
                    nlo[t] = l, nhi[t] = h, cells += (uint64_t)(h - l + 1);
            }
            fwd[x + 1] = fwd[x] + cells;
            width_at[x + 1] = cells;
            swap = lo, lo = nlo, nlo = swap;
            swap = hi, hi = nhi, nhi = swap;
        }
        /* backward: bwd[k] = cells of the backward DP over kinds k..n-1; choose k */
        for (uint32_t q = 0; q < rows; q++)
            lo[q] = hi[q] = 0;
        bwd[n] = 0;
        {
            uint64_t bw_width = rows; /* every row [0, 0] before the last kind is read */
            uint64_t cost = 44 * fwd[n] / 10;
            best = n, best_cost = cost;
            for (uint32_t x = n; x-- > 0;) {
                const mj_edges *e = &p->edges[mj_class_of(g, orphans, p->last_orphan, x)];
                uint64_t cells = 0;
                for (uint32_t q = 0; q < rows; q++) {
                    int32_t l = INT32_MAX, h = -1;
                    for (unsigned s = 0; s < e->span; s++) {
                        const uint32_t t = e->to[(size_t)q * e->span + s];
                        if (t >= rows || hi[t] < lo[t])
                            continue;
                        if (lo[t] + (int32_t)s < l)
                            l = lo[t] + (int32_t)s;
                        if (hi[t] + (int32_t)s > h)
                            h = hi[t] + (int32_t)s;
                    }
                    if (h < 0)
                        nlo[q] = 1, nhi[q] = 0;
                    else
                        nlo[q] = l, nhi[q] = h, cells += (uint64_t)(h - l + 1);
                }
                bwd[x] = bwd[x + 1] + cells;
                bw_width = cells;
                swap = lo, lo = nlo, nlo = swap;
                swap = hi, hi = nhi, nhi = swap;
                /* meeting at x: forward over 0..x-1, backward over x..n-1 */
                cost = 44 * (fwd[x] + bwd[x]) / 10 + width_at[x] * bw_width / rows;
                if (cost < best_cost)
                    best = x, best_cost = cost;
            }
        }
        free(width_at);
    }
    free(fwd);
    free(w);
    return best;
}
