/*
 * mahjong_plan_int.h: what the two counting DPs (mahjong_count_mod.c, mahjong_count_float.c) share:
 * the checked game, its automaton, the wall size, the per-kind transition
 * lists and the tile-count bound of the DP rows.
 *
 * The counting DP. Read the kinds in order; after kind x the DP holds, for
 * every non-winning automaton state q and every number j of wall tiles drawn
 * among kinds 0..x, the weight of the draws that do so (a count for the
 * modular answer, a probability for the decimal one). A kind with c copies of
 * which h are in the hand moves the weight of (q, j) to
 * (next(q, h + s), j + s) for s = 0..c-h drawn copies, times C(c-h, s) for
 * the choice of labelled copies. Weight that reaches the winning state is
 * dropped (the modular DP) or kept in one row (the decimal DP), so the table
 * has a row per non-winning state only.
 *
 * Rows are indexed by j but only a window [lo, hi] of each row can be
 * non-zero: lo and hi follow from the windows of the predecessors (the union
 * of the shifted windows of the incoming edges). The bound on non-winning
 * hands: a non-winning multiset of x kinds has at most six kinds with two
 * or more tiles (seven would be seven pairs), so it holds at most
 * x + 6 x 3 tiles. A cell after kind x stands for such a multiset (the
 * hand's tiles among those kinds plus j drawn ones), so j <= x + 18 <=
 * kinds + 18 (MJ_PREFIX_SLACK) in every row, against a wall of about
 * 4 x kinds tiles; for whole hands (x = kinds, all 13 hand tiles counted)
 * even j <= kinds + 5. The exact largest j of a non-winning whole draw
 * (max_losing) comes from a max-plus pass over the same edges (mahjong_plan.c).
 */
#ifndef LUDIC_MAHJONG_PLAN_INT_H
#define LUDIC_MAHJONG_PLAN_INT_H

#include "mahjong_automaton_int.h"

/*
 * Transitions of one kind class (may-start, hand count h, copies c), grouped
 * by target ("pull" form, so a DP row is written once, from contiguous reads):
 * the edges into non-winning state t are first[t] .. first[t+1]-1, edge e
 * coming from state src[e] with s = shift[e] drawn copies. Edges into the
 * winning state are listed apart (win_src, win_shift, win_count).
 */
typedef struct mj_edges {
    int built;
    uint32_t *first;  /* states + 1 entries */
    uint32_t *src;
    uint8_t *shift;
    uint32_t *win_src;
    uint8_t *win_shift;
    uint32_t win_count;
} mj_edges;

/* A non-winning multiset of x kinds holds at most x + MJ_PREFIX_SLACK tiles. */
#define MJ_PREFIX_SLACK 18u

/* Kind classes: may-start (2) x hand count (5) x copies (5). */
#define MJ_CLASSES (2u * MJ_COUNTS * MJ_COUNTS)

typedef struct mj_plan {
    const ludic_mahjong_game *game;
    const ludic_mahjong_automaton *a;
    ludic_mahjong_automaton *owned; /* built here when the caller gave none */
    uint32_t states;                /* non-winning states: rows of the DP */
    uint32_t wall;                  /* tiles not in the hand */
    uint32_t width;                 /* row length: min(wall, kinds + 18) + 1 */
    uint32_t max_losing;            /* the most wall tiles a non-winning draw holds (exact; */
                                    /* set by ludic_mj_plan_max_losing) */
    uint64_t cells;                 /* cells over all kinds (set by the DP) */
    int32_t *lo, *hi;               /* scratch row windows, states entries each (x2) */
    mj_edges edges[MJ_CLASSES];
} mj_plan;

/* The class of kind x and its edges (built on first use). */
static inline unsigned mj_class_of(const ludic_mahjong_game *g, uint32_t x)
{
    return ((unsigned)mj_can_start(g, x) * MJ_COUNTS + g->hand[x]) * MJ_COUNTS + g->copies[x];
}

/*
 * Check the game, get an automaton that covers its alphabet, refuse a layout
 * whose whole wall never wins (LUDIC_E_NO_ANSWER) and build the edge lists
 * of the classes the game uses. O(kinds + states x 5 x classes).
 */
ludic_status ludic_mj_plan_init(mj_plan *p, const ludic_mahjong_game *game,
                          const ludic_mahjong_automaton *automaton, ludic_error *err);
void ludic_mj_plan_clear(mj_plan *p);

/* Set p->max_losing (exact; see mahjong_plan.c). O(kinds x states x 5). */
void ludic_mj_plan_max_losing(mj_plan *p);

void ludic_mj_fill_stats(const mj_plan *p, uint64_t memory, ludic_mahjong_stats *stats);

#endif
