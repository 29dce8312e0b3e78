/*
 * blackwhite_int.h: what the blackwhite sources share privately: the layout
 * of a position and the Nim_d losing-position test.
 */
#ifndef LUDIC_BLACKWHITE_INT_H
#define LUDIC_BLACKWHITE_INT_H

#include "ludic/blackwhite.h"

/*
 * A legal position: `pairs` W-B pairs on `cells` cells. white[i] < black[i] <
 * white[i + 1]; gap of pair i = black[i] - white[i] - 1. The empty cells
 * outside the pairs are recorded only through these coordinates: no piece
 * can ever move into them, so they never matter to the game.
 */
struct ludic_blackwhite_position {
    uint32_t cells;
    uint32_t pairs;
    uint32_t *white;
    uint32_t *black;
};

/*
 * 1 when the gaps g[0..m) are a losing position for the player to move in
 * Moore's Nim_d: for every bit, the number of gaps having it is a multiple
 * of d + 1. O(m * log(max gap)).
 */
int ludic_bw_is_losing_raw(const uint32_t *gaps, size_t m, uint64_t d);

/* The rules (ludic_blackwhite_check_params), then k <= LUDIC_BLACKWHITE_MAX_K (LUDIC_E_LIMIT). */
ludic_status ludic_bw_check_solvable(const ludic_blackwhite_params *params,
                                             ludic_error *err);

/* The words used in messages: "white" or "black". */
const char *ludic_bw_side_name(ludic_blackwhite_side side);

#endif
