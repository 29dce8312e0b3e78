/*
 * jenga_bound_levels.c: a tighter bound on the groups, states and edges of a
 * solve, from what the game can do to each of the start's levels (the
 * coarse knapsack of jenga_bound.c only looks at colour totals).
 *
 * The start's levels below the top ("originals"; a complete start top too,
 * once the first move covers it: the start itself is counted apart) never
 * move. Each keeps its blocks in place: a full one is still full, or a
 * single of one of ITS side colours, or dead. Every block taken from an
 * original goes into the "built part": the levels above the originals (an
 * incomplete start top and those built on it). So a reachable state splits
 * into originals (each a sub-pattern of itself) and a built part whose
 * blocks are an incomplete start top's plus the blocks taken: its full
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
 * The die: a colour without faces is never taken, so a spent original
 * gives x + y only if x or y has faces, m only if m has; built fulls and the
 * top hold that colour only as far as an incomplete start top does. The
 * green/blue symmetry: the solver stores one group of each swapped pair, so
 * at most (|B u swap B| + fixed points) / 2 = |B| - (|B n swap B| - fixed
 * points) / 2 groups, B the counted set. When the tower is its own swap,
 * B = swap B: (counted + those equal to their swap) / 2; the latter are
 * summed the same way over swap-invariant N, with built fulls in swapped
 * pairs and as many green as blue singles (base groups: red taken). When it
 * is not, swap B is the set counted for the swapped tower, and a joint pass
 * (count_both) counts a part L of B n swap B, and L's fixed points, by
 * checking each core against both towers' constraints at once.
 *
 * An incomplete start top counts as free for the built part in all of the
 * above; count_open_top counts its two phases apart (still the top, then
 * covered: an original of the type its fillers make), without the
 * symmetry, and the caller of it keeps the smaller count field by field.
 *
 * Cost: per N, O(|N|^2 * B + 18 * B + sum over fitting (fulls, singles)
 * pairs), B the colour cells (at most 17^3); prod (o_t + 1) choices of N
 * (2^16 at most); the joint pass at most twice that (two reaches per
 * choice, no more choices), usually far less; count_open_top 2 to 10 more
 * passes (measured: 1.3 to 2.3 times the rest). ludic_jg_bound_levels_cost
 * estimates the first: the caller takes the coarse bound when it is too
 * dear.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "jenga_int.h"

/* reach keeps a bit per number of spent originals, 0 .. all of them */
_Static_assert(LUDIC_JENGA_MAX_BLOCKS / 3u < 32u, "a reach set holds p = 0 .. originals");

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
    unsigned k0, singles;    /* the start top's blocks (0 when complete); originals that are singles */
    int root;                /* the top is complete: an original, the start apart */
    unsigned root_edges;     /* the start's edges */
    int moves[3];            /* the colour has faces: its blocks can be taken */
    unsigned top0[3];        /* the colours of an incomplete start top */
    unsigned free[3];        /* the most blocks of a colour in built fulls and the top:
                                without faces, only those of an incomplete start top */
    unsigned src[JG_TYPES];  /* ways to take a block from a full level of each type */
    lv_box box;
} lv_tower;

static unsigned type_use(unsigned t, unsigned c)
{
    unsigned p = t % 6u;
    return (unsigned)(jg_type_mid(t) == c) + (jg_pair_a(p) == c) + (jg_pair_b(p) == c);
}

static void box_set(lv_box *b, const unsigned most[3])
{
    b->dim[0] = most[0];
    b->dim[1] = most[1];
    b->dim[2] = most[2];
    b->stride[2] = 1;
    b->stride[1] = most[2] + 1u;
    b->stride[0] = (size_t)(most[1] + 1u) * (most[2] + 1u);
    b->cells = (size_t)(most[0] + 1u) * b->stride[0];
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
    {
        const uint8_t *c = tower->cell[tower->levels - 1];
        unsigned side[3] = {0, 0, 0};
        for (uint32_t i = 0; i + 1 < tower->levels; i++) {
            const uint8_t *l = tower->cell[i];
            if (!(l[0] && l[1] && l[2]) && l[1] && (l[0] || l[2]))
                side[(unsigned)(l[0] ? l[0] : l[2]) - 1u] = 1;
        }
        /* the start's edges: the ways to take a block from its core */
        for (unsigned t = 0; t < JG_TYPES; t++)
            lt->root_edges += lt->orig[t] ? lt->src[t] : 0;
        lt->root_edges += side[0] + side[1] + side[2];
        if (c[0] && c[1] && c[2] && tower->levels > 1) {
            /* a complete top is covered by the first move and then stays in
               place like the levels below it: an original (the root, where it
               is still the top, is counted apart) */
            lt->orig[jg_type(c[0] - 1u, c[1] - 1u, c[2] - 1u)]++;
            lt->root = 1;
        } else
            for (unsigned p = 0; p < 3; p++)
                if (c[p]) {
                    lt->w0[c[p] - 1u]++;
                    lt->top0[c[p] - 1u]++;
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
    box_set(&lt->box, most);
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

/* A top fit_table tries: its colours, the fit byte it counts in, its slots. */
typedef struct lv_option {
    unsigned use[3];
    size_t delta; /* at(use) */
    unsigned char byte, slots;
} lv_option;

/* Per N: the reachable W by p, best[D], the knapsack of built fulls, the fitting tops. */
typedef struct lv_work {
    const lv_tower *lt;
    lv_tops tops;
    uint32_t *reach; /* bit p: p of the (at most 16) spent originals gave two sides */
    signed char *best;
    double *cnt, *srcsum;
    unsigned char *fit;   /* per (E, s): see fit_table */
    signed char *emax;    /* per E: the most singles with an entry of fit, or -1 */
    signed char *ms;      /* per D: most_singles */
    lv_option opt[64];
    unsigned nopt;
    unsigned smax;
    unsigned lim[3];      /* the largest W of this N, colour by colour */
    unsigned spent;       /* |N| */
    int base;             /* k0 + |N| + singles (less the fillers in count_open_top) */
    /* the joint pass (count_both), or best2 == NULL: best[] (best2), the
       largest W and the base of each system for its N, and the colours of
       the built fulls each has beyond those the knapsack adds (off) */
    signed char *best2;
    unsigned lim1[3], off1[3];
    unsigned lim2[3], off2[3];
    int base1, base2;
    unsigned vfree[3]; /* sum_cores: the most blocks of a colour the knapsack's levels hold */
} lv_work;

/*
 * The most singles a state with demands D (colours) can have and fit N, or
 * -1: with p = best[D] the constraint |D| + s <= base + p + min(s, p + q)
 * holds exactly for s <= p + q + slack when slack = base + p - |D| >= 0.
 * It falls by at least one when D grows by a block.
 */
static int most_singles_in(const lv_work *w, const signed char *best, const unsigned lim[3],
                           int base, const unsigned d[3])
{
    int p, slack;
    if (d[0] > lim[0] || d[1] > lim[1] || d[2] > lim[2])
        return -1;
    p = best[at(&w->lt->box, d)];
    if (p < 0)
        return -1;
    slack = base + p - (int)(d[0] + d[1] + d[2]);
    return slack < 0 ? -1 : p + (int)w->lt->singles + slack;
}

/* ... in both systems in the joint pass (count_both), each with its own built fulls: the smaller. */
static int most_singles(const lv_work *w, const unsigned d[3])
{
    unsigned d1[3], d2[3];
    int m, m2;
    if (!w->best2)
        return most_singles_in(w, w->best, w->lim, w->base, d);
    for (unsigned c = 0; c < 3; c++) {
        d1[c] = d[c] + w->off1[c];
        d2[c] = d[c] + w->off2[c];
    }
    m = most_singles_in(w, w->best, w->lim1, w->base1, d1);
    if (m < 0)
        return m;
    m2 = most_singles_in(w, w->best2, w->lim2, w->base2, d2);
    return m2 < m ? m2 : m;
}

/*
 * reach[W]: bit p set when some choice for the spent originals n[] gives W
 * with p of them giving x + y (each adds x + y and 1 to p, or m). best[D]:
 * the largest p with a reachable W >= D, or -1 (a maximum over the cells
 * above D, one axis at a time). Both within w->lim, the largest W.
 */
static void reach_levels(lv_work *w, const unsigned n[JG_TYPES])
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    const unsigned *lim = w->lim;
    memset(w->reach, 0, b->cells * sizeof *w->reach);
    w->reach[at(b, lt->w0)] = 1;
    for (unsigned t = 0; t < JG_TYPES; t++)
        for (unsigned j = 0; j < n[t]; j++) {
            unsigned pr = t % 6u, m = jg_type_mid(t), xy[3] = {0, 0, 0};
            size_t dm = b->stride[m], dxy;
            /* a side taken (or both), or the middle: only colours with faces */
            int pair = lt->moves[jg_pair_a(pr)] || lt->moves[jg_pair_b(pr)], mid = lt->moves[m];
            xy[jg_pair_a(pr)]++;
            xy[jg_pair_b(pr)]++;
            dxy = at(b, xy);
            /* in place, higher cells first, each reading lower ones */
            for (unsigned v0 = lim[0] + 1u; v0-- > 0;)
                for (unsigned v1 = lim[1] + 1u; v1-- > 0;)
                    for (unsigned v2 = lim[2] + 1u; v2-- > 0;) {
                        unsigned v[3] = {v0, v1, v2};
                        size_t i = at(b, v);
                        uint32_t r = mid && v[m] ? w->reach[i - dm] : 0;
                        if (pair && v0 >= xy[0] && v1 >= xy[1] && v2 >= xy[2])
                            r |= w->reach[i - dxy] << 1;
                        w->reach[i] = r;
                    }
        }
}

static void best_levels(lv_work *w)
{
    const lv_box *b = &w->lt->box;
    const unsigned *lim = w->lim;
    signed char *best = w->best;
    for (unsigned v0 = 0; v0 <= lim[0]; v0++)
        for (unsigned v1 = 0; v1 <= lim[1]; v1++)
            for (unsigned v2 = 0; v2 <= lim[2]; v2++) {
                unsigned v[3] = {v0, v1, v2};
                size_t i = at(b, v);
                unsigned r = w->reach[i];
                best[i] = (signed char)(r ? 31 - __builtin_clz(r) : -1);
            }
    for (unsigned ax = 0; ax < 3; ax++)
        for (unsigned v0 = lim[0] + 1u; v0-- > 0;)
            for (unsigned v1 = lim[1] + 1u; v1-- > 0;)
                for (unsigned v2 = lim[2] + 1u; v2-- > 0;) {
                    unsigned v[3] = {v0, v1, v2};
                    size_t i = at(b, v);
                    if (v[ax] < lim[ax] && best[i + b->stride[ax]] > best[i])
                        best[i] = best[i + b->stride[ax]];
                }
}

/*
 * The built fulls on the types N leaves free: cnt[v] multisets of colours v,
 * srcsum[v] the sum over them of the ways to take a block from the types
 * they add to the core (types the start has are in the core anyway).
 */
static void knapsack(lv_work *w, const unsigned n[JG_TYPES], int fixed)
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    memset(w->cnt, 0, b->cells * sizeof *w->cnt);
    memset(w->srcsum, 0, b->cells * sizeof *w->srcsum);
    (void)lt;
    w->cnt[0] = 1;
    for (unsigned t = 0; t < JG_TYPES; t++) {
        unsigned use[3], st = jg_swap_type(t);
        size_t d;
        double weight = lt->orig[t] ? 0 : lt->src[t];
        if (n[t] || (fixed && st < t))
            continue;
        for (unsigned c = 0; c < 3; c++)
            use[c] = type_use(t, c);
        if (fixed && st != t) { /* a level of t and one of its swap: one item */
            for (unsigned c = 0; c < 3; c++)
                use[c] += type_use(st, c);
            weight += lt->orig[st] ? 0 : lt->src[st];
        }
        d = at(b, use);
        for (unsigned v0 = use[0]; v0 <= w->lim[0]; v0++)
            for (unsigned v1 = use[1]; v1 <= w->lim[1]; v1++)
                for (unsigned v2 = use[2]; v2 <= w->lim[2]; v2++) {
                    unsigned v[3] = {v0, v1, v2};
                    size_t i = at(b, v);
                    /* the multisets at v - d without t (cnt before this type):
                       adding a level of t to them adds t's weight */
                    double without = w->cnt[i - d];
                    if (v0 >= 2 * use[0] && v1 >= 2 * use[1] && v2 >= 2 * use[2])
                        without -= w->cnt[i - 2 * d];
                    w->cnt[i] += w->cnt[i - d];
                    w->srcsum[i] += w->srcsum[i - d] + weight * without;
                }
    }
}

/*
 * fit[(E, s)]: for colours E (fulls and singles) and s singles, bytes 0..2:
 * the fitting slots of k = 1..3 top blocks; 3..5: for a taken colour c, the
 * complete tops T that fit with it (base groups).
 */
#define FIT_BYTES 6u
/* a state holds at most blocks / 2 singles (a side and a middle each) */
#define FIT_S_MAX (LUDIC_JENGA_MAX_BLOCKS / 2u)

/*
 * The tops fit_table tries, filtered by the die: 1, 2, 3 blocks (fit bytes
 * 0..2), and a complete top with a taken block c (bytes 3 + c).
 */
static void options_init(lv_work *w)
{
    const lv_tower *lt = w->lt;
    w->nopt = 0;
    for (unsigned k = 1; k <= 4; k++)
        for (unsigned c = 0; c < (k == 4 ? 3u : 1u); c++)
            for (unsigned j = 0; j < w->tops.n[k < 4 ? k : 3]; j++) {
                unsigned u[3], ok = k < 4 || lt->moves[c];
                memcpy(u, w->tops.use[k < 4 ? k : 3][j], sizeof u);
                if (k == 4)
                    u[c]++; /* the block c is taken; T and c are built */
                for (unsigned x = 0; x < 3; x++)
                    ok &= u[x] <= lt->free[x];
                if (!ok)
                    continue;
                memcpy(w->opt[w->nopt].use, u, sizeof u);
                w->opt[w->nopt].delta = at(&lt->box, u);
                w->opt[w->nopt].byte = (unsigned char)(k < 4 ? k - 1 : 3 + c);
                w->opt[w->nopt].slots = (unsigned char)w->tops.slots[k < 4 ? k : 3][j];
                w->nopt++;
            }
}

static void fit_table(lv_work *w)
{
    const lv_box *b = &w->lt->box;
    const unsigned *lim = w->lim;
    for (unsigned e0 = 0; e0 <= lim[0]; e0++)
        for (unsigned e1 = 0; e1 <= lim[1]; e1++)
            for (unsigned e2 = 0; e2 <= lim[2]; e2++) {
                unsigned e[3] = {e0, e1, e2};
                size_t i = at(b, e);
                w->ms[i] = (signed char)(w->best[i] < 0 ? -1 : most_singles(w, e));
            }
    for (unsigned e0 = 0; e0 <= lim[0]; e0++)
        for (unsigned e1 = 0; e1 <= lim[1]; e1++)
            for (unsigned e2 = 0; e2 <= lim[2]; e2++) {
                unsigned e[3] = {e0, e1, e2}, top = e0 + e1 + e2;
                size_t i = at(b, e);
                /* count[s][byte]: slots whose most singles is s */
                unsigned char count[FIT_S_MAX + 1u][FIT_BYTES];
                int most = -1;
                w->emax[i] = -1;
                if (w->best[i] < 0)
                    continue;
                if (top > w->smax)
                    top = w->smax;
                memset(count, 0, (top + 1u) * FIT_BYTES);
                for (unsigned j = 0; j < w->nopt; j++) {
                    const lv_option *o = &w->opt[j];
                    int m;
                    if (e0 + o->use[0] > lim[0] || e1 + o->use[1] > lim[1] ||
                        e2 + o->use[2] > lim[2])
                        continue;
                    m = w->ms[i + o->delta];
                    if (m < 0)
                        continue;
                    if (m > (int)top)
                        m = (int)top;
                    if (m > most)
                        most = m;
                    count[m][o->byte] = (unsigned char)(count[m][o->byte] + o->slots);
                }
                w->emax[i] = (signed char)most;
                for (int s = most; s >= 0; s--) { /* suffix sums: slots fitting s singles */
                    unsigned char *f = w->fit + (i * (w->smax + 1u) + (unsigned)s) * FIT_BYTES;
                    for (unsigned x = 0; x < FIT_BYTES; x++)
                        f[x] = (unsigned char)(count[s][x] + (s < most ? f[x + FIT_BYTES] : 0));
                }
            }
}

typedef struct lv_sums {
    double states, groups[4], edges, plain;
    double sources; /* the edges of the groups with k = 1..3 (one per source) */
} lv_sums;

/* Sum over the built fulls (v) and the singles (S) with v + S in the box. */
static void sum_cores(const lv_work *w, const unsigned n[JG_TYPES], int fixed, lv_sums *out)
{
    const lv_tower *lt = w->lt;
    const lv_box *b = &lt->box;
    double kept = 0; /* sources of the types the start has and N keeps */
    for (unsigned t = 0; t < JG_TYPES; t++)
        if (lt->orig[t] > n[t])
            kept += lt->src[t];
    for (unsigned v0 = 0; v0 <= w->lim[0]; v0++)
        for (unsigned v1 = 0; v1 <= w->lim[1]; v1++)
            for (unsigned v2 = 0; v2 <= w->lim[2]; v2++) {
                unsigned v[3] = {v0, v1, v2};
                double cnt = w->cnt[at(b, v)], src = w->srcsum[at(b, v)];
                if (cnt == 0 || w->best[at(b, v)] < 0 || v0 > w->vfree[0] || v1 > w->vfree[1] ||
                    v2 > w->vfree[2])
                    continue;
                for (unsigned s0 = 0; v0 + s0 <= w->lim[0]; s0++)
                    for (unsigned s1 = 0; v1 + s1 <= w->lim[1]; s1++)
                        for (unsigned s2 = fixed ? s1 : 0; v2 + s2 <= w->lim[2] && (!fixed || s2 == s1);
                             s2++) {
                            unsigned e[3] = {v0 + s0, v1 + s1, v2 + s2}, s = s0 + s1 + s2;
                            const unsigned char *f;
                            double sources;
                            if ((int)s > w->emax[at(b, e)])
                                break; /* larger s2 only needs more (most_singles) */
                            f = w->fit + (at(b, e) * (w->smax + 1u) + s) * FIT_BYTES;
                            sources = cnt * (kept + (s0 > 0) + (s1 > 0) + (s2 > 0)) + src;
                            for (unsigned k = 1; k <= 3; k++) {
                                if (!f[k - 1])
                                    continue;
                                out->groups[k] += cnt;
                                out->states += cnt * f[k - 1];
                                out->edges += sources;
                                out->sources += sources;
                                out->plain += k == 3 ? sources * f[k - 1] : sources;
                            }
                            for (unsigned c = 0; c < (fixed ? 1u : 3u); c++)
                                if (f[3 + c]) {
                                    out->groups[0] += cnt;
                                    out->edges += cnt * f[3 + c];
                                }
                        }
            }
}

/* |N|, the base of most_singles and the largest W for the spent originals n of w->lt. */
static void set_spent(lv_work *w, const unsigned n[JG_TYPES])
{
    const lv_tower *lt = w->lt;
    w->spent = 0;
    for (unsigned t = 0; t < JG_TYPES; t++)
        w->spent += n[t];
    w->base = (int)(lt->k0 + w->spent + lt->singles);
    /* the largest W: the start's part and, per spent original, x + y or m */
    memcpy(w->lim, lt->w0, sizeof w->lim);
    for (unsigned t = 0; t < JG_TYPES; t++)
        for (unsigned c = 0; c < 3; c++) {
            unsigned pr = t % 6u, xy = (unsigned)(jg_pair_a(pr) == c) + (jg_pair_b(pr) == c);
            unsigned m = (unsigned)(jg_type_mid(t) == c);
            w->lim[c] += n[t] * (xy > m ? xy : m);
        }
}

/* Counts per full type equal to those of the green/blue swaps. */
static int swap_fixed(const unsigned n[JG_TYPES])
{
    for (unsigned t = 0; t < JG_TYPES; t++)
        if (n[t] != n[jg_swap_type(t)])
            return 0;
    return 1;
}

static uint64_t saturate(double x)
{
    return x >= 1.8e19 ? UINT64_MAX : (uint64_t)x;
}

/* The same tower with green and blue swapped: its counted set is the swap of lt's. */
static void swap_tower(const lv_tower *lt, lv_tower *sw)
{
    *sw = *lt;
    sw->ntypes = 0;
    for (unsigned t = 0; t < JG_TYPES; t++) {
        sw->orig[t] = lt->orig[jg_swap_type(t)];
        if (sw->orig[t])
            sw->types[sw->ntypes++] = t;
    }
    for (unsigned c = 0; c < 3; c++) {
        unsigned d = jg_swap_color(c);
        sw->w0[c] = lt->w0[d];
        sw->top0[c] = lt->top0[d];
        sw->free[c] = lt->free[d];
        sw->moves[c] = lt->moves[d];
    }
}

/* Add `levels` full levels of type t to the colours v. */
static void add_type(unsigned v[3], unsigned t, unsigned levels)
{
    for (unsigned c = 0; c < 3; c++)
        v[c] += levels * type_use(t, c);
}

/* One tower's system for the spent originals n: its reach and best[] (into best). */
static void system_of(lv_work *w, const lv_tower *t, const unsigned n[JG_TYPES], signed char *best)
{
    w->best = best;
    w->lt = t;
    set_spent(w, n);
    reach_levels(w, n);
    best_levels(w);
}

/*
 * The joint pass, for a tower that is not its own swap when the solver
 * stores one of each swapped pair (see ludic_jg_bound_levels). B n swap B is
 * the set of groups x counted for the tower (lt) and for its swap (sw, whose
 * counted set is swap B), and it is closed under the swap. It counts two
 * disjoint parts of it, by the full levels F_t of each type t in x's core
 * (o_t, o'_t the tower's and the swap's originals of type t):
 *
 * - L0 (`both`): F_t <= min(o_t, o'_t) whenever o_t != o'_t, so both splits
 *   have the same built fulls (only on types with o_t = o'_t) and the same
 *   singles; with their fixed points (`fixed`). L0 is closed under the swap.
 * - L1 (`more`): for some type t with o_t > o'_t, and nowhere else, F_t >=
 *   o_t: the tower keeps all its originals of t, the swap's system has
 *   F_t - o'_t built levels of t (off2); the partner type st has F_st <=
 *   min there. The swap of x (F_st >= o_t > min) is in B n swap B but in
 *   neither part, and differs from x: L1 counts for two.
 *
 * So |B n swap B| - fixed points >= |L0| - |L0's fixed| + 2 |L1|. Each core
 * is checked against both towers' constraints at once, with the same top
 * (lj: the smaller free counts): N = o - min(F, o) for the tower and N' =
 * o' - min(F, o') for the swap, each with its reach and best[] (w->best2),
 * most_singles the smaller of the two. Choices of F: per pair of types
 * with o_t > o_st, (o_st + 2)(o_st + 1) <= (o_t + 1)(o_st + 1), per type
 * with o_t = o_st, o_t + 1: at most those of the main pass, each with two
 * reaches.
 */
static void count_both(lv_work *w, const lv_tower *lt, const lv_tower *sw, lv_tower *lj,
                       signed char *best2, lv_sums *both, lv_sums *fixed, lv_sums *more)
{
    unsigned types[JG_TYPES], ntypes = 0, range[JG_TYPES], f[JG_TYPES];
    signed char *best1 = w->best;
    memset(range, 0, sizeof range);
    memset(f, 0, sizeof f);
    for (unsigned t = 0; t < JG_TYPES; t++) {
        unsigned a = lt->orig[t], b = sw->orig[t];
        lj->orig[t] = a > b ? a : b; /* types in every core of L0 and L1 have no knapsack weight */
        if (a || b) {
            types[ntypes++] = t;
            /* F_t = 0..min, and o_t (all the tower's kept, at least) when a > b */
            range[t] = a == b ? a : a < b ? a : b + 1u;
        }
    }
    w->lt = lj;
    options_init(w);
    for (;;) {
        unsigned n1[JG_TYPES], n2[JG_TYPES], nb[JG_TYPES], nk[JG_TYPES], i, inv = 1, ext = 0;
        int ok = 1;
        memset(w->off1, 0, sizeof w->off1);
        memset(w->off2, 0, sizeof w->off2);
        for (unsigned t = 0; t < JG_TYPES; t++) {
            unsigned a = lt->orig[t], b = sw->orig[t], full = f[t];
            if (a > b && f[t] == b + 1u) { /* L1: the tower's kept, built in the swap */
                full = a;
                ext = 1;
                add_type(w->off2, t, a - b);
            }
            n1[t] = a > full ? a - full : 0;
            n2[t] = b > full ? b - full : 0;
            /* the knapsack adds levels of t only where F_t may exceed both */
            nb[t] = full < lj->orig[t];
            nk[t] = lj->orig[t] - full; /* kept: some F_t > 0 */
            inv &= f[t] == f[jg_swap_type(t)];
        }
        /* the swap's system: best[] into best2 */
        w->best2 = NULL;
        system_of(w, sw, n2, best2);
        memcpy(w->lim2, w->lim, sizeof w->lim2);
        w->base2 = w->base;
        /* the tower's, then both at once */
        system_of(w, lt, n1, best1);
        memcpy(w->lim1, w->lim, sizeof w->lim1);
        w->base1 = w->base;
        w->best2 = best2;
        for (unsigned c = 0; c < 3; c++) {
            unsigned x = lt->free[c], y = sw->free[c];
            if (w->lim1[c] < w->off1[c] || w->lim2[c] < w->off2[c] || x < w->off1[c] ||
                y < w->off2[c])
                ok = 0;
            if (!ok)
                break;
            x -= w->off1[c];
            y -= w->off2[c];
            w->vfree[c] = x < y ? x : y;
            x = w->lim1[c] - w->off1[c];
            y = w->lim2[c] - w->off2[c];
            w->lim[c] = x < y ? x : y;
        }
        if (ok) {
            w->lt = lj;
            fit_table(w);
            knapsack(w, nb, 0);
            sum_cores(w, nk, 0, ext ? more : both);
            if (inv) { /* the cores equal to their swap (never in L1) */
                knapsack(w, nb, 1);
                sum_cores(w, nk, 1, fixed);
            }
        }
        for (i = 0; i < ntypes; i++) {
            unsigned t = types[i];
            if (f[t] < range[t]) {
                f[t]++;
                break;
            }
            f[t] = 0;
        }
        if (i == ntypes)
            break;
    }
    w->best2 = NULL;
    w->best = best1;
    w->lt = lt;
}

/*
 * An incomplete start top Z (k0 = 1 or 2 blocks, nf = 3 - k0 missing). The
 * main pass counts Z's blocks as free for the built part; they are not:
 * they stay in place. Every state is in one of two phases.
 *
 * A: Z is still the top. Every block taken so far (j = k - k0 <= nf) is in
 * it, the core is the start's less j takes. A take adds at most one source
 * (a new single colour) to a core, so there are at most 1, E0, E0 (E0 + 1)
 * cores for j = 0, 1, 2 (E0 the start's sources), each with at most the
 * tops Z with j of its places filled (colours with faces).
 *
 * B: Z is covered. It is then a level below like an original, of a type
 * t_x fixed by its fillers x (blocks taken from originals: they are not in
 * the built part above Z, whose blocks are only the other taken ones and
 * those taken from Z later): the main pass's constraints hold with Z an
 * original of type t_x, the fillers taken out of W (W - x) and out of the
 * count (base - nf), Z0 out of both. Which x: TZ lists the types t_1..t_m Z
 * can become; a core counts as "Z kept as t_j" when j is the first with
 * F_{t_j} > o_{t_j} (more full levels of t_j than originals: Z and all the
 * originals of t_j full, built levels of t_i, i < j, none), else as "Z
 * spent": then no built full of any type of TZ, and Z gives, for some x, its
 * sides less x (one more to p) or its middle less x to W, and one to |N|.
 * A state whose Z is spent or of another type while such a level L exists
 * fits the class of L: exchange Z and L (the colours of Z and L's blocks
 * are T + Z0 - stuck ones, and L's are Z0 + x_j, so the rest stays within
 * T - x_j; the count the same way). One pass per class (m + 1 <= 10),
 * each over the sets N of the main pass (with n_{t_j} = 0 when Z is kept);
 * no green/blue symmetry: the caller takes the smaller of the two bounds
 * field by field (storing one of each swapped pair never stores more).
 */
typedef struct lv_ztype {
    unsigned t, fill[3];
    int xy[3], m[3];   /* Z spent: its sides (or its middle) less the fillers */
    int pair, mid;     /* ... possible under the die */
} lv_ztype;

/*
 * reach'[W] = OR over the options of reach[W - net] (shifted a bit up when
 * Z gives its sides): Z spent (j == nz) over every type of TZ, or Z kept as
 * z[j] (net = - its fillers). Into *tmp, which then swaps with w->reach;
 * w->lim becomes the largest W'.
 */
static void reach_open(lv_work *w, uint32_t **tmp, const lv_ztype *z, unsigned nz, unsigned j)
{
    const lv_box *b = &w->lt->box;
    int net[2 * 9][3];
    unsigned shift[2 * 9], nnet = 0, lim2[3];
    uint32_t *out = *tmp;
    for (unsigned i = 0; i < nz; i++) {
        if (j < nz && i != j)
            continue;
        if (j < nz) {
            for (unsigned c = 0; c < 3; c++)
                net[nnet][c] = -(int)z[i].fill[c];
            shift[nnet++] = 0;
            continue;
        }
        if (z[i].pair) {
            memcpy(net[nnet], z[i].xy, sizeof net[nnet]);
            shift[nnet++] = 1;
        }
        if (z[i].mid) {
            memcpy(net[nnet], z[i].m, sizeof net[nnet]);
            shift[nnet++] = 0;
        }
    }
    for (unsigned c = 0; c < 3; c++) {
        int most = nnet ? -99 : 0;
        for (unsigned i = 0; i < nnet; i++)
            if (net[i][c] > most)
                most = net[i][c];
        most += (int)w->lim[c];
        lim2[c] = most < 0 ? 0u : (unsigned)most;
        if (lim2[c] > b->dim[c])
            lim2[c] = b->dim[c];
    }
    for (unsigned v0 = 0; v0 <= lim2[0]; v0++)
        for (unsigned v1 = 0; v1 <= lim2[1]; v1++)
            for (unsigned v2 = 0; v2 <= lim2[2]; v2++) {
                int v[3] = {(int)v0, (int)v1, (int)v2};
                uint32_t r = 0;
                for (unsigned i = 0; i < nnet; i++) {
                    unsigned u[3];
                    int ok = 1;
                    for (unsigned c = 0; c < 3; c++) {
                        int x = v[c] - net[i][c];
                        ok &= x >= 0 && x <= (int)w->lim[c];
                        u[c] = ok ? (unsigned)x : 0u;
                    }
                    if (ok)
                        r |= w->reach[at(b, u)] << shift[i];
                }
                out[v0 * b->stride[0] + v1 * b->stride[1] + v2] = r;
            }
    *tmp = w->reach;
    w->reach = out;
    memcpy(w->lim, lim2, sizeof lim2);
}

/* One class of phase B (see above): Z spent (j == nz) or kept as z[j], over the sets N of lt. */
static void open_class(lv_work *w, const lv_tower *lt, uint32_t **tmp, const lv_ztype *z,
                       unsigned nz, unsigned j, unsigned nf, lv_sums *out)
{
    unsigned n[JG_TYPES], nk[JG_TYPES], blocked[JG_TYPES];
    memset(n, 0, sizeof n);
    memset(blocked, 0, sizeof blocked);
    for (unsigned i = 0; i < nz && i < j; i++)
        blocked[z[i].t] = 1; /* F_t <= o_t: no built level of it */
    if (j == nz)
        for (unsigned i = 0; i < nz; i++)
            blocked[z[i].t] = 1;
    w->lt = lt;
    for (;;) {
        unsigned i;
        set_spent(w, n);
        w->base += (j == nz ? 1 : 0) - (int)nf; /* Z spent is one of N; the fillers */
        reach_levels(w, n);
        reach_open(w, tmp, z, nz, j);
        best_levels(w);
        for (unsigned t = 0; t < JG_TYPES; t++)
            nk[t] = n[t] || blocked[t];
        knapsack(w, nk, 0);
        fit_table(w);
        sum_cores(w, n, 0, out);
        for (i = 0; i < lt->ntypes; i++) {
            unsigned t = lt->types[i];
            if (j < nz && t == z[j].t)
                continue; /* Z kept as t: so are all the originals of t */
            if (n[t] < lt->orig[t]) {
                n[t]++;
                break;
            }
            n[t] = 0;
        }
        if (i == lt->ntypes)
            break;
    }
}

/* The groups, states and edges of a solve without the symmetry when the start top is incomplete. */
static void count_open_top(lv_work *w, const lv_tower *lt, const ludic_jenga_tower *tower,
                           uint32_t **tmp, lv_sums *out)
{
    const uint8_t *top = tower->cell[tower->levels - 1];
    unsigned nf = 3u - lt->k0, nz = 0, faces = 0;
    lv_ztype z[9];
    lv_tower lb = *lt;
    double cores = 1, e0 = lt->root_edges;
    for (unsigned c = 0; c < 3; c++)
        faces += (unsigned)(lt->moves[c] != 0);
    /* TZ: the types Z can become, its fillers taken (colours with faces) */
    for (unsigned f = 0; f < (nf == 1 ? 3u : 9u); f++) {
        unsigned col[3], fill[3] = {0, 0, 0}, d = f, i, t, pr, a, bb, m;
        int ok = 1;
        for (unsigned p = 0; p < 3; p++) {
            if (top[p])
                col[p] = top[p] - 1u;
            else {
                col[p] = d % 3u;
                d /= 3u;
                fill[col[p]]++;
                ok &= lt->moves[col[p]] != 0;
            }
        }
        t = jg_type(col[0], col[1], col[2]);
        for (i = 0; i < nz; i++)
            ok &= z[i].t != t;
        if (!ok)
            continue;
        pr = t % 6u;
        a = jg_pair_a(pr);
        bb = jg_pair_b(pr);
        m = jg_type_mid(t);
        z[nz].t = t;
        memcpy(z[nz].fill, fill, sizeof fill);
        for (unsigned c = 0; c < 3; c++) {
            z[nz].xy[c] = (int)(a == c) + (int)(bb == c) - (int)fill[c];
            z[nz].m[c] = (int)(m == c) - (int)fill[c];
        }
        z[nz].pair = lt->moves[a] || lt->moves[bb];
        z[nz].mid = lt->moves[m];
        nz++;
    }
    memset(out, 0, sizeof *out);
    /* phase A */
    for (unsigned j = 0; j <= nf; j++) {
        unsigned k = lt->k0 + j;
        double slots = j == 0 ? 1 : j == nf ? nz : 2.0 * faces, src;
        if (slots > jg_top_slots(k))
            slots = jg_top_slots(k);
        src = cores * (e0 + j);
        out->groups[k] += cores;
        out->states += cores * slots;
        out->edges += src;
        out->sources += src;
        out->plain += k == 3 ? src * slots : src;
        if (k == 3) { /* a take from under the complete Z: a base group each, Z its top */
            out->groups[0] += src;
            out->edges += src * slots;
        }
        cores *= e0 + j;
    }
    /* phase B: Z0 neither in W nor in the count; the built part holds taken blocks only */
    for (unsigned c = 0; c < 3; c++) {
        lb.w0[c] = lt->w0[c] - lt->top0[c];
        lb.free[c] = lt->moves[c] ? UINT32_MAX : 0u;
    }
    lb.k0 = 0;
    w->lt = &lb;
    options_init(w);
    memcpy(w->vfree, lb.free, sizeof w->vfree);
    open_class(w, &lb, tmp, z, nz, nz, nf, out);
    for (unsigned j = 0; j < nz; j++) {
        lv_tower lk = lb;
        if (!lk.orig[z[j].t])
            lk.types[lk.ntypes++] = z[j].t;
        lk.orig[z[j].t]++;
        open_class(w, &lk, tmp, z, nz, j, nf, out);
    }
    w->lt = lt;
}

ludic_status ludic_jg_bound_levels(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                  int symmetric, jg_bound *bound)
{
    lv_tower lt, sw, lj;
    lv_work w;
    lv_sums sums, fixed, both, more;
    signed char *best2 = NULL;
    uint32_t *open = NULL; /* count_open_top's second reach array */
    int sym, joint;
    unsigned n[JG_TYPES];
    size_t cells;
    ludic_status st = LUDIC_OK;
    read_tower(tower, &lt);
    lt.moves[0] = !dice || dice->red;
    lt.moves[1] = !dice || dice->green;
    lt.moves[2] = !dice || dice->blue;
    /* a colour never taken enters the built part only as singles' sides (W = T + singles,
       T holding none of it): its built fulls and top blocks come from the start top */
    for (unsigned c = 0; c < 3; c++)
        lt.free[c] = lt.moves[c] ? UINT32_MAX : lt.top0[c];
    /* the solver stores one state of each green/blue-swapped pair when the
       die allows; when the tower is its own swap, so is the set counted here */
    sym = symmetric && (!dice || dice->green == dice->blue) && swap_fixed(lt.orig) &&
          lt.w0[1] == lt.w0[2] && lt.top0[1] == lt.top0[2];
    /* otherwise, the solver storing one of each swapped pair, the joint pass */
    joint = symmetric && (!dice || dice->green == dice->blue) && !sym;
    if (joint) { /* one box for both systems */
        unsigned most[3] = {lt.box.dim[0], lt.box.dim[1], lt.box.dim[2]};
        if (most[2] > most[1])
            most[1] = most[2];
        most[2] = most[1];
        box_set(&lt.box, most);
        swap_tower(&lt, &sw);
        lj = lt;
        for (unsigned c = 0; c < 3; c++)
            lj.free[c] = lt.free[c] < sw.free[c] ? lt.free[c] : sw.free[c];
    }
    cells = lt.box.cells;
    memset(&w, 0, sizeof w);
    memset(&sums, 0, sizeof sums);
    memset(&fixed, 0, sizeof fixed);
    memset(&both, 0, sizeof both);
    memset(&more, 0, sizeof more);
    w.lt = &lt;
    tops_init(&w.tops);
    options_init(&w);
    w.smax = lt.box.dim[0] + lt.box.dim[1] + lt.box.dim[2];
    if (w.smax > FIT_S_MAX)
        w.smax = FIT_S_MAX;
    w.reach = malloc(cells * sizeof *w.reach);
    w.best = malloc(cells);
    w.emax = malloc(cells);
    w.ms = malloc(cells);
    w.cnt = malloc(cells * sizeof *w.cnt);
    w.srcsum = malloc(cells * sizeof *w.srcsum);
    w.fit = malloc(cells * (w.smax + 1u) * FIT_BYTES);
    if (joint)
        best2 = malloc(cells);
    if (lt.k0)
        open = malloc(cells * sizeof *open);
    if (!w.reach || !w.best || !w.emax || !w.ms || !w.cnt || !w.srcsum || !w.fit ||
        (joint && !best2) || (lt.k0 && !open)) {
        st = LUDIC_E_MEMORY;
        goto done;
    }
    memcpy(w.vfree, lt.free, sizeof w.vfree);
    memset(n, 0, sizeof n);
    for (;;) {
        unsigned i;
        set_spent(&w, n);
        reach_levels(&w, n);
        best_levels(&w);
        knapsack(&w, n, 0);
        fit_table(&w);
        sum_cores(&w, n, 0, &sums);
        if (sym && swap_fixed(n)) { /* the cores equal to their swap */
            knapsack(&w, n, 1);
            sum_cores(&w, n, 1, &fixed);
        }
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
    if (joint) {
        /*
         * The solver stores one group of each swapped pair: of B u swap B,
         * (|B u swap B| + fixed points) / 2 = |B| - (|B n swap B| - fixed
         * points) / 2 groups, and B n swap B holds the fixed points (which
         * are in B), L0 and L1 and L1's swaps: |B n swap B| - fixed >= |L0| -
         * |L0's fixed| + 2 |L1| (count_both). Groups with k = 1..3 have one
         * edge per source, the same for a core and its swap; base groups'
         * edges and states are left as counted.
         */
        count_both(&w, &lt, &sw, &lj, best2, &both, &fixed, &more);
        for (unsigned k = 0; k < 4; k++)
            sums.groups[k] -= floor((both.groups[k] - fixed.groups[k]) / 2) + more.groups[k];
        sums.edges -= floor((both.sources - fixed.sources) / 2) + more.sources;
    }
    if (sym) { /* one of each pair, and each core equal to its swap */
        sums.states = ceil((sums.states + fixed.states) / 2);
        for (unsigned k = 0; k < 4; k++)
            sums.groups[k] = ceil((sums.groups[k] + fixed.groups[k]) / 2);
        sums.edges = ceil((sums.edges + fixed.edges) / 2);
        sums.plain = ceil((sums.plain + fixed.plain) / 2);
    }
    if (lt.root) {
        /* the start, whose top is not yet an original, and the base groups
           its moves reach: one per move, each with (at least) the start's
           top as a slot on top of the ones counted above */
        sums.groups[3] += 1;
        sums.states += 1;
        sums.edges += 2.0 * lt.root_edges;
        sums.plain += lt.root_edges;
        sums.groups[0] += lt.root_edges;
    }
    if (lt.k0) { /* an incomplete start top: the phases, without the symmetry, if smaller */
        lv_sums op;
        count_open_top(&w, &lt, tower, &open, &op);
        sums.states = fmin(sums.states, op.states);
        for (unsigned k = 0; k < 4; k++)
            sums.groups[k] = fmin(sums.groups[k], op.groups[k]);
        sums.edges = fmin(sums.edges, op.edges);
        sums.plain = fmin(sums.plain, op.plain);
    }
    bound->states = saturate(sums.states);
    for (unsigned k = 0; k < 4; k++)
        bound->groups[k] = saturate(sums.groups[k]);
    bound->edges = saturate(sums.edges);
    bound->edges_plain = saturate(sums.plain);
done:
    free(w.reach);
    free(w.best);
    free(w.emax);
    free(w.ms);
    free(w.cnt);
    free(w.srcsum);
    free(w.fit);
    free(best2);
    free(open);
    return st;
}
