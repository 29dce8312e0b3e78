/*
 * mahjong_automaton_int.h: the win automaton of a layout, as flat transition tables.
 *
 * States are numbered so that the start state is 0, the non-winning states
 * are 0..win-1 (breadth-first order from the start) and the absorbing winning
 * state is `win` == states - 1; the counting DPs index their rows by the
 * non-winning states alone. A symbol (mahjong_shape_int.h) is the tile count read for
 * one kind plus whether a sequence may start at that kind.
 */
#ifndef LUDIC_MAHJONG_AUTOMATON_INT_H
#define LUDIC_MAHJONG_AUTOMATON_INT_H

#include "ludic/mahjong.h"
#include "mahjong_shape_int.h"

/* next[] entry of a symbol outside the automaton's alphabet. */
#define MJ_NO_STATE UINT32_MAX

/* The breadth-first search stops (a bug, never seen) past this many states. */
#define MJ_MAX_EXPLORED (1u << 16)

struct ludic_mahjong_automaton {
    uint32_t states;   /* all states, the winning one included */
    uint32_t win;      /* the absorbing winning state, == states - 1 */
    uint32_t explored; /* states the breadth-first search found (before minimising) */
    uint32_t rounds;   /* refinement rounds the minimisation took (0 if not minimised) */
    uint32_t alphabet; /* bit s set: symbol s is in the alphabet */
    int minimised;
    uint32_t *next;    /* next[q * MJ_SYMBOLS + s] */
};

static inline uint32_t mj_next(const ludic_mahjong_automaton *a, uint32_t q, unsigned symbol)
{
    return a->next[(size_t)q * MJ_SYMBOLS + symbol];
}

/* Whether a sequence may start at kind x of the layout (x, x+1, x+2 in one suit). */
static inline int mj_can_start(const ludic_mahjong_game *g, uint32_t x)
{
    return x + 2 < g->kinds && g->links[x] && g->links[x + 1];
}

/*
 * Whether kind x is an orphan kind (LUDIC_MAHJONG_THIRTEEN_ORPHANS): it
 * cannot be the middle tile of a sequence, so it is an honour or an end of
 * its suit.
 */
static inline int mj_is_orphan(const ludic_mahjong_game *g, uint32_t x)
{
    return !(x > 0 && g->links[x - 1] && g->links[x]);
}

/* The alphabet a layout reads: bit s for every symbol some kind can produce. */
uint32_t ludic_mj_layout_alphabet(const ludic_mahjong_game *layout);

/*
 * The automaton of an alphabet (a bit per symbol) rather than of a layout;
 * flags as for ludic_mahjong_automaton_create.
 */
ludic_status ludic_mj_automaton_build(ludic_mahjong_automaton **out, uint32_t alphabet,
                                unsigned flags, ludic_error *err);

/*
 * Merge equivalent states of the explored automaton in place (partition
 * refinement, see mahjong_minimise.c). Fails only when memory runs out.
 */
ludic_status ludic_mj_minimise(ludic_mahjong_automaton *a, ludic_error *err);

#endif
