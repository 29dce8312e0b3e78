/*
 * jenga_bound.c: an upper bound on the states and groups a solve can create,
 * computed before anything large is allocated (the solver sizes its arrays
 * and chooses how to grow its table from it). This file: the first, coarse
 * bound, used for towers whose tighter bound (jenga_bound_levels.c) would
 * cost too much, and ludic_jg_bound_compute, which picks one.
 *
 * Idea: a reachable reduced state is made of physical blocks of the start
 * tower that are not in dead levels ("movable" blocks; dead levels never
 * change). Its full levels, the side block of each single and the top use
 * distinct blocks, so their colour counts are at most the movable blocks'
 * colour counts; each single also holds a middle block, so full blocks plus
 * two per single plus the top's blocks are at most the movable blocks. The
 * bound counts every (multiset of full types and singles, top) meeting these
 * budgets, by a knapsack over the 21 level kinds with state (red, green, blue
 * used, singles): O(21 * R * G * B * S) for budgets R, G, B and S <= blocks/2,
 * under 10^7 steps at LUDIC_JENGA_MAX_BLOCKS. The groups of a solve are 5
 * times fewer (median; up to 75) in practice (docs/jenga.md), as the bound
 * ignores how the game builds levels.
 */
#include <stdlib.h>

#include "jenga_int.h"

/* A knapsack cell: the count of level multisets with this usage. */
typedef struct bound_dims {
    unsigned r, g, b, s; /* budgets */
} bound_dims;

static size_t cell(const bound_dims *d, unsigned r, unsigned g, unsigned b, unsigned s)
{
    return (((size_t)r * (d->g + 1) + g) * (d->b + 1) + b) * (d->s + 1) + s;
}

static uint64_t saturate(double x)
{
    return x >= 1.8e19 ? UINT64_MAX : (uint64_t)x;
}

/* Colour usage of top slot s of size k: use[c] blocks of colour c. */
static void slot_usage(unsigned k, unsigned s, unsigned use[3])
{
    use[0] = use[1] = use[2] = 0;
    if (k == 1) {
        use[s % 3u]++;
    } else if (k == 2) {
        if (s < 9) {
            use[s / 3u]++;
            use[s % 3u]++;
        } else {
            use[jg_pair_a(s - 9u)]++;
            use[jg_pair_b(s - 9u)]++;
        }
    } else {
        use[jg_type_mid(s)]++;
        use[jg_pair_a(s % 6u)]++;
        use[jg_pair_b(s % 6u)]++;
    }
}

ludic_status ludic_jg_bound_colours(const ludic_jenga_tower *tower, jg_bound *bound)
{
    unsigned have[3] = {0, 0, 0}, total;
    bound_dims d;
    double *dp, states = 0, groups[4] = {0, 0, 0, 0}, edges = 0, plain = 0;
    size_t cells;
    for (uint32_t i = 0; i < tower->levels; i++) {
        const uint8_t *c = tower->cell[i];
        unsigned n = (unsigned)((c[0] != 0) + (c[1] != 0) + (c[2] != 0));
        int live = i + 1 == tower->levels || n == 3 || (n == 2 && c[1]);
        if (!live)
            continue;
        for (unsigned p = 0; p < 3; p++)
            if (c[p])
                have[c[p] - 1u]++;
    }
    total = have[0] + have[1] + have[2];
    d.r = have[0];
    d.g = have[1];
    d.b = have[2];
    d.s = total / 2u;
    cells = (size_t)(d.r + 1) * (d.g + 1) * (d.b + 1) * (d.s + 1);
    dp = calloc(cells, sizeof *dp);
    if (!dp)
        return LUDIC_E_MEMORY;
    dp[0] = 1;
    /* 21 kinds, any number of each: an unbounded knapsack, in place in increasing order. */
    for (unsigned kind = 0; kind < JG_TYPES + JG_COLORS; kind++) {
        unsigned use[3] = {0, 0, 0}, single = kind >= JG_TYPES;
        if (single) {
            use[kind - JG_TYPES] = 1;
        } else {
            use[jg_type_mid(kind)]++;
            use[jg_pair_a(kind % 6u)]++;
            use[jg_pair_b(kind % 6u)]++;
        }
        for (unsigned r = 0; r + use[0] <= d.r; r++)
            for (unsigned g = 0; g + use[1] <= d.g; g++)
                for (unsigned b = 0; b + use[2] <= d.b; b++)
                    for (unsigned s = 0; s + single <= d.s; s++) {
                        double from = dp[cell(&d, r, g, b, s)];
                        unsigned blocks = r + g + b + use[0] + use[1] + use[2] + s + single;
                        if (from == 0 || blocks > total)
                            continue;
                        dp[cell(&d, r + use[0], g + use[1], b + use[2], s + single)] += from;
                    }
    }
    /* Put a top on every multiset: a state per fitting slot, a group per fitting size. */
    for (unsigned r = 0; r <= d.r; r++)
        for (unsigned g = 0; g <= d.g; g++)
            for (unsigned b = 0; b <= d.b; b++)
                for (unsigned s = 0; s <= d.s; s++) {
                    double count = dp[cell(&d, r, g, b, s)];
                    /* ways to take a block: at most 3 per full level, 1 per single colour */
                    double sources = (double)(r + g + b - s) + (s < 3 ? s : 3);
                    if (count == 0)
                        continue;
                    /* base groups: this multiset, a colour c, and a complete top T that
                       was on it when a block of c was taken: it and T and that block fit */
                    for (unsigned c = 0; c < JG_COLORS; c++) {
                        unsigned tops = 0;
                        if (r + g + b + s + 4 > total)
                            continue;
                        for (unsigned t = 0; t < JG_TYPES; t++) {
                            unsigned use[3];
                            slot_usage(3, t, use);
                            use[c]++;
                            tops += r + use[0] <= d.r && g + use[1] <= d.g && b + use[2] <= d.b;
                        }
                        groups[0] += tops ? count : 0;
                        edges += count * tops;
                    }
                    for (unsigned k = 1; k <= 3; k++) {
                        unsigned fitting = 0;
                        if (r + g + b + s + k > total)
                            continue;
                        for (unsigned slot = 0; slot < jg_top_slots(k); slot++) {
                            unsigned use[3];
                            slot_usage(k, slot, use);
                            fitting += r + use[0] <= d.r && g + use[1] <= d.g && b + use[2] <= d.b;
                        }
                        states += count * fitting;
                        groups[k] += fitting ? count : 0;
                        /* an edge per source and group; without base groups, per
                           source and state for complete tops */
                        edges += fitting ? count * sources : 0;
                        plain += k == 3 ? count * sources * fitting : fitting ? count * sources : 0;
                    }
                }
    free(dp);
    bound->states = saturate(states);
    for (unsigned k = 0; k < 4; k++)
        bound->groups[k] = saturate(groups[k]);
    bound->edges = saturate(edges);
    bound->edges_plain = saturate(plain);
    return LUDIC_OK;
}

/* The levels bound costs at most about this many steps (a few tenths of a second). */
#define LEVELS_COST_MAX 4e9

/*
 * The levels bound when it is cheap enough (it is the tighter one: within a
 * few groups of the knapsack's for one-colour towers, 5 times below it
 * (median) on mixed ones, docs/jenga.md), else the colour knapsack.
 */
ludic_status ludic_jg_bound_compute(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                   int symmetric, jg_bound *bound)
{
#ifdef LUDIC_SMALL
    /*
     * Builds with a size budget (the WebAssembly module, web/build.sh) keep
     * the colour knapsack alone: the same answers, a looser bound, 8 KB less.
     */
    (void)dice;
    (void)symmetric;
    return ludic_jg_bound_colours(tower, bound);
#else
    if (ludic_jg_bound_levels_cost(tower) > LEVELS_COST_MAX)
        return ludic_jg_bound_colours(tower, bound);
    return ludic_jg_bound_levels(tower, dice, symmetric, bound);
#endif
}
