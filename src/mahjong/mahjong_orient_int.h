/*
 * mahjong_orient_int.h: reading the kinds right to left when that is cheaper
 * (mahjong_orient.c).
 */
#ifndef LUDIC_MAHJONG_ORIENT_INT_H
#define LUDIC_MAHJONG_ORIENT_INT_H

#include "ludic/mahjong.h"

/*
 * 1 when the counting DP should read the mirror image of g (its hand sits
 * nearer to the last kind), else 0. A game and its mirror image get
 * opposite results (but for a game that is its own mirror image), so both
 * are counted the same way. g must be checked.
 */
int ludic_mj_orient_reverse(const ludic_mahjong_game *g);

/*
 * *out = the mirror image of g: kind x is kind kinds-1-x of g, with its
 * copies, hand count and links (so suits and orphan kinds map onto each
 * other). Same answer, same distribution. *out is initialised here; clear
 * it with ludic_mahjong_game_clear. LUDIC_E_MEMORY.
 */
ludic_status ludic_mj_game_mirror(const ludic_mahjong_game *g, ludic_mahjong_game *out,
                                  ludic_error *err);

#endif
