/*
 * mahjong_orient.c: which way the counting DPs read the kinds.
 *
 * Whether a multiset wins does not depend on the order of the kinds, so the
 * DP may read them right to left: the mirror image of a layout (kind x
 * becomes kinds-1-x, the links reversed with it) has the same answer and the
 * same distribution. The cost does not agree: until the hand's tiles are
 * read nearly every automaton state is reachable with a wide window of tile
 * counts, while after them most draws that stay non-winning are few and
 * short. A hand at kinds 97-100 of n = 100 costs ten times a hand at 1-4
 * when read left to right (docs/mahjong.md, "Which way to read").
 *
 * So read from the end the hand's tiles sit nearer to: the direction with
 * the smaller sum over hand tiles of their distance from the first kind
 * read. A tie is broken by comparing the hand counts, copies and links from
 * either end, so a game and its mirror image always read the same sequence
 * of kinds and run exactly the same computation: the same cost, to the
 * instruction. O(kinds).
 */
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "mahjong_orient_int.h"

int ludic_mj_orient_reverse(const ludic_mahjong_game *g)
{
    const uint32_t n = g->kinds;
    uint64_t from_left = 0, from_right = 0;
    for (uint32_t x = 0; x < n; x++) {
        from_left += (uint64_t)g->hand[x] * x;
        from_right += (uint64_t)g->hand[x] * (n - 1 - x);
    }
    if (from_left != from_right)
        return from_right < from_left;
    /* a tie: the end whose hand counts, then copies, then links, read inwards,
       are larger first; a game equal to its mirror image reads either way */
    for (uint32_t x = 0; x < n / 2; x++)
        if (g->hand[x] != g->hand[n - 1 - x])
            return g->hand[n - 1 - x] > g->hand[x];
    for (uint32_t x = 0; x < n / 2; x++)
        if (g->copies[x] != g->copies[n - 1 - x])
            return g->copies[n - 1 - x] > g->copies[x];
    for (uint32_t x = 0; x + 1 < n; x++) /* links x..x+1 and n-2-x..n-1-x */
        if (g->links[x] != g->links[n - 2 - x])
            return g->links[n - 2 - x] > g->links[x];
    return 0;
}

ludic_status ludic_mj_game_mirror(const ludic_mahjong_game *g, ludic_mahjong_game *out,
                                  ludic_error *err)
{
    const uint32_t n = g->kinds;
    ludic_status status = ludic_mahjong_game_init(out, n, err);
    if (status != LUDIC_OK)
        return status;
    for (uint32_t x = 0; x < n; x++) {
        out->copies[x] = g->copies[n - 1 - x];
        out->hand[x] = g->hand[n - 1 - x];
        /* kinds x, x+1 of the mirror are kinds n-1-x, n-2-x: link n-2-x */
        out->links[x] = x + 1 < n ? g->links[n - 2 - x] : 0;
    }
    out->flags = g->flags;
    return LUDIC_OK;
}
