/*
 * blackwhite_oracle_boards.h: board helpers shared by the oracle tests. A position is a
 * bitmask of occupied cells (bit c = cell c, 0-based from the left); colours
 * alternate W, B, W, B, ... from the left, so the mask says everything.
 */
#ifndef LUDIC_ORACLE_BOARDS_H
#define LUDIC_ORACLE_BOARDS_H

#include <stddef.h>
#include <stdint.h>

#include "ludic/blackwhite.h"

static inline unsigned board_popcount(uint32_t x)
{
    unsigned k = 0;
    for (; x; x &= x - 1)
        k++;
    return k;
}

/* The position string of `mask` on n cells: n characters and a terminator. */
static inline void board_text(uint32_t mask, unsigned n, char *out)
{
    unsigned c, piece = 0;
    for (c = 0; c < n; c++)
        out[c] = mask >> c & 1u ? (piece++ % 2 == 0 ? 'W' : 'B') : '.';
    out[n] = '\0';
}

/* The mirror image: cell c becomes cell n - 1 - c. */
static inline uint32_t board_reverse(uint32_t mask, unsigned n)
{
    uint32_t r = 0;
    unsigned c;
    for (c = 0; c < n; c++)
        if (mask >> c & 1u)
            r |= 1u << (n - 1 - c);
    return r;
}

/*
 * The occupied cells after applying `steps` to `mask` (all pieces lifted, then
 * all put down), or UINT32_MAX when a step names a cell off the board.
 */
static inline uint32_t board_after(uint32_t mask, unsigned n, const ludic_blackwhite_step *steps,
                                   size_t count)
{
    size_t i;
    for (i = 0; i < count; i++) {
        if (steps[i].from >= n || steps[i].to >= n)
            return UINT32_MAX;
        mask &= ~(1u << steps[i].from);
    }
    for (i = 0; i < count; i++)
        mask |= 1u << steps[i].to;
    return mask;
}

#endif
