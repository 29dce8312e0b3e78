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
 *
 * Thirteen orphans (LUDIC_MAHJONG_THIRTEEN_ORPHANS). The automaton knows the
 * two other forms only; the DP then runs on its product with a three-state
 * automaton that follows the orphan kinds, read in the same order. Row
 * layer x S + q (S = the automaton's non-winning states) holds the draws in
 * automaton state q and orphan layer
 *   MJ_LAYER_SINGLES: every orphan kind read so far is held, none twice
 *                     (the start, vacuously);
 *   MJ_LAYER_PAIRED:  every orphan kind read so far is held, one at least twice;
 *   MJ_LAYER_OUT:     an orphan kind is missing (or the last one is read):
 *                     thirteen orphans can no longer win.
 * An orphan kind read with d tiles sends SINGLES and PAIRED to OUT when
 * d = 0, SINGLES to PAIRED when d >= 2, and keeps the layer otherwise; other
 * kinds keep it. At the last orphan kind, PAIRED means that the draw holds
 * thirteen orphans, so those edges go to the winning state, and SINGLES goes
 * to OUT. Weight that wins by either form is dropped as before; what is
 * left after the last kind never wins. The layer needs no count of orphans
 * seen: the kinds come in a fixed order, so the position says it. Cost: 3S
 * rows instead of S, and only draws holding every orphan kind so far fill
 * the first two layers. Without the flag there is one layer and the rows
 * are the automaton's states, exactly as before.
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
    unsigned span;    /* draws 0..span-1 of a kind of this class */
    uint32_t *to;     /* push form: to[q * span + s], the row q reaches on s draws */
                      /* (states for the winning state) */
    uint32_t *first;  /* states + 1 entries */
    uint32_t *src;
    uint8_t *shift;
    uint32_t *code;   /* src[e] x 8 + shift[e]: both in one load (the modular DP's kernel) */
    uint32_t *win_src;
    uint8_t *win_shift;
    uint32_t win_count;
    uint32_t max_in;  /* the most edges into one non-winning state */
} mj_edges;

/* A non-winning multiset of x kinds holds at most x + MJ_PREFIX_SLACK tiles. */
#define MJ_PREFIX_SLACK 18u

/* Orphan layers (above); a game without thirteen orphans has layer 0 alone. */
#define MJ_LAYER_SINGLES 0u
#define MJ_LAYER_PAIRED 1u
#define MJ_LAYER_OUT 2u
#define MJ_LAYERS 3u

/* The part an orphan kind plays in the product: none, an orphan kind, the last one. */
#define MJ_ROLE_NONE 0u
#define MJ_ROLE_ORPHAN 1u
#define MJ_ROLE_LAST 2u
#define MJ_ROLES 3u

/* Kind classes: role (3) x may-start (2) x hand count (5) x copies (5). */
#define MJ_CLASSES (MJ_ROLES * 2u * MJ_COUNTS * MJ_COUNTS)

typedef struct mj_plan {
    const ludic_mahjong_game *game; /* the game the DP reads: the caller's, or &mirror */
    ludic_mahjong_game mirror;      /* the caller's game right to left (mahjong_orient.c), */
    int mirrored;                   /* when mirrored is 1 */
    const ludic_mahjong_automaton *a;
    ludic_mahjong_automaton *owned; /* built here when the caller gave none */
    uint32_t states;                /* non-winning states: rows of the DP (layers x S) */
    uint32_t layers;                /* 1, or MJ_LAYERS with thirteen orphans */
    uint32_t last_orphan;           /* the last orphan kind (when layers > 1) */
    uint32_t wall;                  /* tiles not in the hand */
    uint32_t width;                 /* row length: min(wall, kinds + 18) + 1 */
    uint32_t max_losing;            /* the most wall tiles a non-winning draw holds (exact; */
                                    /* set by ludic_mj_plan_max_losing) */
    uint64_t cells;                 /* cells over all kinds (set by the DP) */
    int32_t *lo, *hi;               /* scratch row windows, states entries each (x2) */
    mj_edges edges[MJ_CLASSES];
} mj_plan;

/*
 * Few live rows (a hand's tiles read first): a kind then works from them
 * ("push"), else it walks every row in order. Shared by both DPs and the
 * meeting planner (mahjong_split.c) so they choose alike.
 */
static inline int mj_few_live(uint32_t live, uint32_t rows)
{
    return (size_t)live * 4 < rows;
}

/*
 * The targets of a kind read from the nl rows in `live`: when few are live,
 * the rows their edges reach (edges into the winning state dropped), listed
 * once each into targets with marked[t] set (the caller clears it as it
 * computes row t), and their number; otherwise every row: returns rows and
 * lists nothing (*sparse = 0). So a kind costs its live edges, not all
 * states x 5.
 */
static inline uint32_t mj_live_targets(const mj_edges *e, uint32_t rows, const uint32_t *live,
                                       uint32_t nl, uint8_t *marked, uint32_t *targets,
                                       int *sparse)
{
    uint32_t nt = 0;
    *sparse = mj_few_live(nl, rows);
    if (!*sparse)
        return rows;
    for (uint32_t i = 0; i < nl; i++)
        for (unsigned s = 0; s < e->span; s++) {
            const uint32_t t = e->to[(size_t)live[i] * e->span + s];
            if (t < rows && !marked[t])
                marked[t] = 1, targets[nt++] = t;
        }
    return nt;
}

/*
 * The class of kind x, which picks its edges. `orphans` is 1 when the plan
 * has the orphan layers (p->layers > 1), `last` the last orphan kind.
 */
static inline unsigned mj_class_of(const ludic_mahjong_game *g, int orphans, uint32_t last,
                                   uint32_t x)
{
    unsigned role = MJ_ROLE_NONE;
    if (orphans && mj_is_orphan(g, x))
        role = x == last ? MJ_ROLE_LAST : MJ_ROLE_ORPHAN;
    return ((role * 2u + (unsigned)mj_can_start(g, x)) * MJ_COUNTS + g->hand[x]) * MJ_COUNTS +
           g->copies[x];
}

/*
 * Check the game, choose which way to read it (mahjong_orient.c: p->game is
 * the caller's game or its mirror image; the DPs read p->game), get an automaton that covers its alphabet, refuse a layout
 * whose whole wall never wins (LUDIC_E_NO_ANSWER) and build the edge lists
 * of the classes the game uses. O(kinds + states x 5 x classes).
 */
ludic_status ludic_mj_plan_init(mj_plan *p, const ludic_mahjong_game *game,
                          const ludic_mahjong_automaton *automaton, ludic_error *err);
/* The same with the choice of direction switched off when orient is 0 (for the benchmark). */
ludic_status ludic_mj_plan_init_ex(mj_plan *p, const ludic_mahjong_game *game,
                                   const ludic_mahjong_automaton *automaton, int orient,
                                   ludic_error *err);
void ludic_mj_plan_clear(mj_plan *p);

/* Set p->max_losing (exact; see mahjong_plan.c). O(kinds x states x 5). */
void ludic_mj_plan_max_losing(mj_plan *p);

/*
 * Progress of a counting DP through limits->progress (ludic.h): after kind
 * x, done = the sum over kinds y <= x of min(y, width) + 1 (a kind costs
 * about its rows' length, which grows with y up to the bound), total the
 * same over every kind. Reported about 128 times over a solve, never more
 * often than once a kind, so the callback costs nothing measurable.
 */
typedef struct mj_progress {
    const ludic_limits *limits; /* NULL or without a callback: nothing reported */
    uint64_t done, total, next;
    uint32_t width, kinds;
} mj_progress;

void ludic_mj_progress_init(mj_progress *pr, const mj_plan *p, const ludic_limits *limits);
/* After kind x; LUDIC_E_CANCELLED (with the message in err) when the callback says stop. */
ludic_status ludic_mj_progress_kind(mj_progress *pr, uint32_t x, ludic_error *err);

/*
 * The kind where the forward and the backward DP meet, of least estimated
 * cost (mahjong_split.c); kinds: the forward DP alone. O(kinds x states x 5).
 */
uint32_t ludic_mj_plan_split(const mj_plan *p);

void ludic_mj_fill_stats(const mj_plan *p, uint64_t memory, ludic_mahjong_stats *stats);

#endif
