/*
 * jenga_bound_levels.c: a tighter bound on the groups, states and edges of a
 * solve, from what the game can do to each of the start's levels (the
 * coarse knapsack of jenga_bound.c only looks at colour totals).
 *
 * The start's levels below the top ("originals") never move. Each keeps its
 * blocks in place: a full one is still full, or a single of one of ITS side
 * colours, or dead. Every block taken from an original goes into the "built
 * part": the start's top level and the levels above it. So a reachable
 * state splits into originals (each a sub-pattern of itself) and a built
 * part whose blocks are the start's top plus the blocks taken: its full
 * levels' colours, its singles' sides and the top's colours are at most the
 * taken colours T, and 3 * fulls + 2 * singles + top blocks <= |T|.
 *
 * One split per state, so that states are counted once: if a state has f
 * full levels of type t and the start o originals of type t, it is reached
 * also (as far as these constraints go) with min(f, o) of those originals
 * still full. (Exchange: an original of type t that is a single of side x,
 * the other side y taken, or dead with its blocks Y taken, swapped with a
 * built full level of type t, leaves the constraints true: the built part
 * loses t's three colours and gains at most the single x, T loses y or Y.)
 * So a core (counts F_t of full types, singles S) maps to N: n_t = o_t - F_t
 * "spent" originals of each type with F_t < o_t, and the built fulls
 * b_t = F_t - o_t >= 0 on the other types: the sum runs over N, and for each N
 * over the built fulls (a knapsack over the types N leaves free) and singles.
 *
 * Given N, the spent originals (sides x, y, middle m) each give to
 * W = T + (colours of the originals' singles): x + y when they are singles
 * (or both sides were taken), m when only the middle was taken. With p of
 * them giving x + y and q the originals that were singles at the start
 * (always giving their side), the constraints become (the colour matching
 * of singles relaxed): D = built fulls' colours + all singles' sides + top
 * <= W, and |D| + |S| <= k0 + |N| + q + p + min(|S|, p + q), k0 the start
 * top's blocks. Per N, a subset DP gives every reachable (p, W); best[D] is
 * the largest p with some W >= D (a dominance closure). A group (core, k)
 * is counted when some top of k blocks fits; a base group (core, colour c)
 * when some complete top T with the block c fits as a "top" of 4 blocks
 * (the state just before T is pushed).
 *
 * Cost: per N, O(|N|^2 * B + 18 * B + sum over fitting (fulls, singles)
 * pairs), B the colour cells (at most 17^3); prod (o_t + 1) choices of N
 * (2^15 at most). ludic_jg_bound_levels_cost estimates it first: the caller
 * keeps the coarse bound when it is too dear.
 */
#include <stdlib.h>
#include <string.h>

#include "jenga_int.h"

/* Colour vectors in a box of (dim[0] + 1) * (dim[1] + 1) * (dim[2] + 1) cells. */
typedef struct lv_box {
    unsigned dim[3];
    size_t stride[3], cells;
} lv_box;

/* The start tower as the bound sees it. */
typedef struct lv_tower {
    unsigned orig[JG_TYPES]; /* full originals of each type */
    unsigned types[JG_TYPES], ntypes; /* the types with orig > 0 */
    unsigned w0[3];          /* the start top's colours plus the original singles' sides */
    unsigned k0, singles;    /* the start top's blocks; originals that are singles */
    unsigned src[JG_TYPES];  /* ways to take a block from a full level of each type */
    lv_box box;
} lv_tower;

static unsigned type_use(unsigned t, unsigned c)
{
    unsigned p = t % 6u;
    return (unsigned)(jg_type_mid(t) == c) + (jg_pair_a(p) == c) + (jg_pair_b(p) == c);
}

static void read_tower(const ludic_jenga_tower *tower, lv_tower *lt)
{
    unsigned most[3];
    memset(lt, 0, sizeof *lt);
    for (unsigned t = 0; t < JG_TYPES; t++) {
        unsigned res[3];
        for (unsigned c = 0; c < JG_COLORS; c++)
            lt->src[t] += ludic_jg_take_results(t, c, res);
    }
    for (uint32_t i = 0; i + 1 < tower->levels; i++) {
        const uint8_t *c = tower->cell[i];
        if (c[0] && c[1] && c[2])
            lt->orig[jg_type(c[0] - 1u, c[1] - 1u, c[2] - 1u)]++;
        else if (c[1] && (c[0] || c[2])) {
            lt->w0[(unsigned)(c[0] ? c[0] : c[2]) - 1u]++;
            lt->singles++;
        }
    }
    for (unsigned p = 0; p < 3; p++) {
        uint8_t c = tower->cell[tower->levels - 1][p];
        if (c) {
            lt->w0[c - 1u]++;
            lt->k0++;
        }
    }
    /* W never exceeds the start top, the singles' sides and every block of the full originals */
    memcpy(most, lt->w0, sizeof most);
    for (unsigned t = 0; t < JG_TYPES; t++) {
        if (lt->orig[t])
            lt->types[lt->ntypes++] = t;
        for (unsigned c = 0; c < JG_COLORS; c++)
            most[c] += lt->orig[t] * type_use(t, c);
    }
    lt->box.dim[0] = most[0];
    lt->box.dim[1] = most[1];
    lt->box.dim[2] = most[2];
    lt->box.stride[2] = 1;
    lt->box.stride[1] = most[2] + 1u;
    lt->box.stride[0] = (size_t)(most[1] + 1u) * (most[2] + 1u);
    lt->box.cells = (size_t)(most[0] + 1u) * lt->box.stride[0];
}

static size_t at(const lv_box *b, const unsigned v[3])
{
    return v[0] * b->stride[0] + v[1] * b->stride[1] + v[2];
}

/* The colour multisets of a top of k blocks (k = 1..3), with the slots each stands for. */
typedef struct lv_tops {
    unsigned n[4];
    unsigned use[4][10][3];
    unsigned slots[4][10];
} lv_tops;

static void tops_init(lv_tops *tops)
{
    memset(tops, 0, sizeof *tops);
    for (unsigned k = 1; k <= 3; k++)
        for (unsigned s = 0; s < jg_top_slots(k); s++) {
            unsigned use[3] = {0, 0, 0}, j;
            if (k == 1)
                use[s % 3u]++;
            else if (k == 2 && s < 9) {
                use[s / 3u]++;
                use[s % 3u]++;
            } else if (k == 2) {
                use[jg_pair_a(s - 9u)]++;
                use[jg_pair_b(s - 9u)]++;
            } else
                for (unsigned c = 0; c < JG_COLORS; c++)
                    use[c] = type_use(s, c);
            for (j = 0; j < tops->n[k]; j++)
                if (!memcmp(tops->use[k][j], use, sizeof use))
                    break;
            if (j == tops->n[k])
                memcpy(tops->use[k][tops->n[k]++], use, sizeof use);
            tops->slots[k][j]++;
        }
}

/* The product over the originals' types of (o_t + 1) runs of the per-N work, estimated. */
double ludic_jg_bound_levels_cost(const ludic_jenga_tower *tower)
{
    lv_tower lt;
    double choices = 1, pairs = 1;
    read_tower(tower, &lt);
    for (unsigned i = 0; i < lt.ntypes; i++)
        choices *= lt.orig[lt.types[i]] + 1.0;
    /* (fulls, singles) pairs inside the box, plus the DP over the levels */
    for (unsigned c = 0; c < 3; c++)
        pairs *= (lt.box.dim[c] + 1.0) * (lt.box.dim[c] + 2.0) / 2;
    return choices * (pairs + (double)lt.box.cells * (20 + 16 * 17));
}

/* Per N: the reachable W by p, best[D], the knapsack of built fulls, the fitting tops. */
typedef struct lv_work {
    const lv_tower *lt;
    lv_tops tops;
    unsigned char *reach; /* (levels + 1) * cells */
    unsigned char *closed;
    signed char *best;
    double *cnt, *srcsum, *prev;
    unsigned char *fit;   /* per (E, s): see fit_entry */
    unsigned smax;
    unsigned spent, base; /* |N|; k0 + |N| + singles */
} lv_work;

/* Does a state with these demands fit N: D the colours, s the singles? */
static int fits(const lv_work *w, const unsigned d[3], unsigned s)
{
    const lv_box *b = &w->lt->box;
    int p;
    unsigned lhs, rhs, pairs;
    if (d[0] > b->dim[0] || d[1] > b->dim[1] || d[2] > b->dim[2])
        return 0;
    p = w->best[at(b, d)];
    if (p < 0)
        return 0;
    pairs = (unsigned)p + w->lt->singles;
    lhs = d[0] + d[1] + d[2] + s;
    rhs = w->base + (unsigned)p + (s < pairs ? s : pairs);
    return lhs <= rhs;
}

/* reach[p] for the spent originals n[]: each adds (x + y, p + 1) or (m, p). */
static void reach_levels(lv_work *w, const unsigned n[JG_TYPES])
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    unsigned levels = 0;
    memset(w->reach, 0, (size_t)(w->spent + 1u) * b->cells);
    w->reach[at(b, lt->w0)] = 1;
    for (unsigned t = 0; t < JG_TYPES; t++)
        for (unsigned j = 0; j < n[t]; j++, levels++) {
            unsigned pr = t % 6u, m = jg_type_mid(t), xy[3] = {0, 0, 0};
            size_t dm = b->stride[m], dxy;
            xy[jg_pair_a(pr)]++;
            xy[jg_pair_b(pr)]++;
            dxy = at(b, xy);
            /* in place: higher p and higher cells first, each reading lower ones */
            for (unsigned p = levels + 2u; p-- > 0;) {
                unsigned char *cur = w->reach + (size_t)p * b->cells;
                const unsigned char *below = p ? cur - b->cells : NULL;
                for (unsigned v0 = b->dim[0] + 1u; v0-- > 0;)
                    for (unsigned v1 = b->dim[1] + 1u; v1-- > 0;)
                        for (unsigned v2 = b->dim[2] + 1u; v2-- > 0;) {
                            unsigned v[3] = {v0, v1, v2};
                            size_t i = at(b, v);
                            unsigned char r = v[m] ? cur[i - dm] : 0;
                            if (below && v0 >= xy[0] && v1 >= xy[1] && v2 >= xy[2])
                                r |= below[i - dxy];
                            cur[i] = r;
                        }
            }
        }
}

/* best[D]: the largest p with a reachable W >= D, or -1. */
static void best_levels(lv_work *w)
{
    const lv_box *b = &w->lt->box;
    memset(w->best, -1, b->cells);
    for (unsigned p = w->spent + 1u; p-- > 0;) {
        unsigned char *c = w->closed;
        memcpy(c, w->reach + (size_t)p * b->cells, b->cells);
        /* dominance closure: c[D] = some reachable W >= D, one axis at a time */
        for (unsigned ax = 0; ax < 3; ax++)
            for (size_t i = b->cells; i-- > 0;) {
                unsigned coord = (unsigned)(i / b->stride[ax] % (b->dim[ax] + 1u));
                if (coord < b->dim[ax])
                    c[i] |= c[i + b->stride[ax]];
            }
        for (size_t i = 0; i < b->cells; i++)
            if (c[i] && w->best[i] < 0)
                w->best[i] = (signed char)p;
    }
}

/*
 * The built fulls on the types N leaves free: cnt[v] multisets of colours v,
 * srcsum[v] the sum over them of the ways to take a block from the types
 * they add to the core (types the start has are in the core anyway).
 */
static void knapsack(lv_work *w, const unsigned n[JG_TYPES])
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    memset(w->cnt, 0, b->cells * sizeof *w->cnt);
    memset(w->srcsum, 0, b->cells * sizeof *w->srcsum);
    w->cnt[0] = 1;
    for (unsigned t = 0; t < JG_TYPES; t++) {
        unsigned use[3];
        size_t d;
        double weight = lt->orig[t] ? 0 : lt->src[t];
        if (n[t])
            continue;
        for (unsigned c = 0; c < 3; c++)
            use[c] = type_use(t, c);
        d = at(b, use);
        memcpy(w->prev, w->cnt, b->cells * sizeof *w->cnt);
        for (unsigned v0 = use[0]; v0 <= b->dim[0]; v0++)
            for (unsigned v1 = use[1]; v1 <= b->dim[1]; v1++)
                for (unsigned v2 = use[2]; v2 <= b->dim[2]; v2++) {
                    unsigned v[3] = {v0, v1, v2};
                    size_t i = at(b, v);
                    w->cnt[i] += w->cnt[i - d];
                    w->srcsum[i] += w->srcsum[i - d];
                }
        if (weight != 0)
            for (size_t i = 0; i < b->cells; i++)
                w->srcsum[i] += weight * (w->cnt[i] - w->prev[i]);
    }
}

/*
 * fit[(E, s)]: for colours E (fulls and singles) and s singles, bytes 0..2:
 * the fitting slots of k = 1..3 top blocks; 3..5: for a taken colour c, the
 * complete tops T that fit with it (base groups).
 */
#define FIT_BYTES 6u

static void fit_table(lv_work *w)
{
    const lv_box *b = &w->lt->box;
    for (unsigned e0 = 0; e0 <= b->dim[0]; e0++)
        for (unsigned e1 = 0; e1 <= b->dim[1]; e1++)
            for (unsigned e2 = 0; e2 <= b->dim[2]; e2++) {
                unsigned e[3] = {e0, e1, e2};
                for (unsigned s = 0; s <= w->smax && s <= e0 + e1 + e2; s++) {
                    unsigned char *f = w->fit + (at(b, e) * (w->smax + 1u) + s) * FIT_BYTES;
                    memset(f, 0, FIT_BYTES);
                    if (w->best[at(b, e)] < 0)
                        continue;
                    for (unsigned k = 1; k <= 3; k++)
                        for (unsigned j = 0; j < w->tops.n[k]; j++) {
                            const unsigned *u = w->tops.use[k][j];
                            unsigned d[3] = {e0 + u[0], e1 + u[1], e2 + u[2]};
                            if (fits(w, d, s))
                                f[k - 1] = (unsigned char)(f[k - 1] + w->tops.slots[k][j]);
                        }
                    for (unsigned c = 0; c < 3; c++)
                        for (unsigned j = 0; j < w->tops.n[3]; j++) {
                            const unsigned *u = w->tops.use[3][j];
                            unsigned d[3] = {e0 + u[0], e1 + u[1], e2 + u[2]};
                            d[c]++;
                            if (fits(w, d, s))
                                f[3 + c] = (unsigned char)(f[3 + c] + w->tops.slots[3][j]);
                        }
                }
            }
}

typedef struct lv_sums {
    double states, groups[4], edges, plain;
} lv_sums;

/* Sum over the built fulls (v) and the singles (S) with v + S in the box. */
static void sum_cores(const lv_work *w, const unsigned n[JG_TYPES], lv_sums *out)
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    double kept = 0; /* sources of the types the start has and N keeps */
    for (unsigned t = 0; t < JG_TYPES; t++)
        if (lt->orig[t] > n[t])
            kept += lt->src[t];
    for (unsigned v0 = 0; v0 <= b->dim[0]; v0++)
        for (unsigned v1 = 0; v1 <= b->dim[1]; v1++)
            for (unsigned v2 = 0; v2 <= b->dim[2]; v2++) {
                unsigned v[3] = {v0, v1, v2};
                double cnt = w->cnt[at(b, v)], src = w->srcsum[at(b, v)];
                if (cnt == 0 || w->best[at(b, v)] < 0)
                    continue;
                for (unsigned s0 = 0; v0 + s0 <= b->dim[0]; s0++)
                    for (unsigned s1 = 0; v1 + s1 <= b->dim[1]; s1++)
                        for (unsigned s2 = 0; v2 + s2 <= b->dim[2]; s2++) {
                            unsigned e[3] = {v0 + s0, v1 + s1, v2 + s2}, s = s0 + s1 + s2;
                            const unsigned char *f;
                            double sources;
                            if (s > w->smax || w->best[at(b, e)] < 0)
                                break; /* larger s2 only needs more */
                            f = w->fit + (at(b, e) * (w->smax + 1u) + s) * FIT_BYTES;
                            sources = cnt * (kept + (s0 > 0) + (s1 > 0) + (s2 > 0)) + src;
                            for (unsigned k = 1; k <= 3; k++) {
                                if (!f[k - 1])
                                    continue;
                                out->groups[k] += cnt;
                                out->states += cnt * f[k - 1];
                                out->edges += sources;
                                out->plain += k == 3 ? sources * f[k - 1] : sources;
                            }
                            for (unsigned c = 0; c < 3; c++)
                                if (f[3 + c]) {
                                    out->groups[0] += cnt;
                                    out->edges += cnt * f[3 + c];
                                }
                        }
            }
}

static uint64_t saturate(double x)
{
    return x >= 1.8e19 ? UINT64_MAX : (uint64_t)x;
}

ludic_status ludic_jg_bound_levels(const ludic_jenga_tower *tower, jg_bound *bound)
{
    lv_tower lt;
    lv_work w;
    lv_sums sums;
    unsigned n[JG_TYPES], levels = 0;
    size_t cells;
    ludic_status st = LUDIC_OK;
    read_tower(tower, &lt);
    cells = lt.box.cells;
    memset(&w, 0, sizeof w);
    memset(&sums, 0, sizeof sums);
    w.lt = &lt;
    tops_init(&w.tops);
    for (unsigned i = 0; i < lt.ntypes; i++)
        levels += lt.orig[lt.types[i]];
    w.smax = lt.box.dim[0] + lt.box.dim[1] + lt.box.dim[2];
    w.reach = malloc((size_t)(levels + 1u) * cells);
    w.closed = malloc(cells);
    w.best = malloc(cells);
    w.cnt = malloc(cells * sizeof *w.cnt);
    w.srcsum = malloc(cells * sizeof *w.srcsum);
    w.prev = malloc(cells * sizeof *w.prev);
    w.fit = malloc(cells * (w.smax + 1u) * FIT_BYTES);
    if (!w.reach || !w.closed || !w.best || !w.cnt || !w.srcsum || !w.prev || !w.fit) {
        st = LUDIC_E_MEMORY;
        goto done;
    }
    memset(n, 0, sizeof n);
    for (;;) {
        unsigned i;
        w.spent = 0;
        for (unsigned t = 0; t < JG_TYPES; t++)
            w.spent += n[t];
        w.base = lt.k0 + w.spent + lt.singles;
        reach_levels(&w, n);
        best_levels(&w);
        knapsack(&w, n);
        fit_table(&w);
        sum_cores(&w, n, &sums);
        /* the next N: a mixed-radix count over the start's types */
        for (i = 0; i < lt.ntypes; i++) {
            unsigned t = lt.types[i];
            if (n[t] < lt.orig[t]) {
                n[t]++;
                break;
            }
            n[t] = 0;
        }
        if (i == lt.ntypes)
            break;
    }
    bound->states = saturate(sums.states);
    for (unsigned k = 0; k < 4; k++)
        bound->groups[k] = saturate(sums.groups[k]);
    bound->edges = saturate(sums.edges);
    bound->edges_plain = saturate(sums.plain);
done:
    free(w.reach);
    free(w.closed);
    free(w.best);
    free(w.cnt);
    free(w.srcsum);
    free(w.prev);
    free(w.fit);
    return st;
}
