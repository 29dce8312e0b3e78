/*
 * mahjong.h: ZJOI2019 "mahjong": the expected earliest winning draw.
 *
 * A layout is a row of tile kinds 0..kinds-1, each with 1..4 labelled copies.
 * Some neighbouring kinds are linked into suits: three kinds i, i+1, i+2 form
 * a sequence meld only when links[i] and links[i+1] are both set. A 13-tile
 * hand is dealt; the rest of the tiles (the wall) come in a uniformly random
 * order. S_i is the hand plus the first i tiles of the wall; the weight of an
 * order is the least i such that S_i contains a winning 14-tile subset (one
 * pair and four melds, or seven pairs of pairwise distinct kinds).
 * See docs/mahjong.md.
 */
#ifndef LUDIC_MAHJONG_H
#define LUDIC_MAHJONG_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Expected values are reported as p * q^-1 modulo this prime. */
#define LUDIC_MAHJONG_MODULUS 998244353u

#define LUDIC_MAHJONG_HAND_TILES 13u  /* tiles dealt */
#define LUDIC_MAHJONG_MAX_COPIES 4u   /* copies of one kind */
#define LUDIC_MAHJONG_ORIGINAL_MIN_N 5u
#define LUDIC_MAHJONG_ORIGINAL_MAX_N 100u

/* The brute-force reference enumerates draws; it refuses more kinds than this. */
#define LUDIC_MAHJONG_BRUTE_MAX_KINDS 9u

/*
 * A layout and a dealt hand. Arrays have `kinds` entries and are owned by the
 * struct: create it with ludic_mahjong_game_init and release it with
 * ludic_mahjong_game_clear.
 *   copies[i]: copies of kind i in the whole set, 1..LUDIC_MAHJONG_MAX_COPIES
 *   links[i]:  1 when kinds i and i+1 are consecutive in one suit, else 0
 *              (links[kinds-1] is always 0)
 *   hand[i]:   tiles of kind i in the dealt hand, 0..copies[i]; they sum to 13
 * The original problem's n-kind game is one suit: copies 4, links 1 (but the last).
 */
typedef struct ludic_mahjong_game {
    uint32_t kinds;
    uint8_t *copies;
    uint8_t *links;
    uint8_t *hand;
} ludic_mahjong_game;

/* Allocate a game of `kinds` kinds: one suit, 4 copies each, empty hand. */
ludic_status ludic_mahjong_game_init(ludic_mahjong_game *game, uint32_t kinds, ludic_error *err);
/* Release the arrays of a game; accepts NULL and a cleared game. */
void ludic_mahjong_game_clear(ludic_mahjong_game *game);

/*
 * Brute-force reference, independent of the automaton: enumerates the draws
 * by how many copies of each kind are drawn (with binomial weights for the
 * labelled copies), decides every drawn multiset by direct search over pairs
 * and melds, and sums in exact rational arithmetic.
 *   *answer:   the expected weight modulo LUDIC_MAHJONG_MODULUS (may be NULL)
 *   *expected: the expected weight as a double (may be NULL)
 *   dist:      when not NULL, dist[i] = P(weight = i) for i = 0..dist_len-1
 *              (entries past the wall size are 0); dist_len may be 0.
 * Fails with LUDIC_E_LIMIT when kinds > LUDIC_MAHJONG_BRUTE_MAX_KINDS and
 * with LUDIC_E_NO_ANSWER when even the whole set of tiles never wins.
 */
ludic_status ludic_mahjong_brute(const ludic_mahjong_game *game, uint32_t *answer,
                                 double *expected, double *dist, size_t dist_len,
                                 ludic_error *err);

/*
 * Brute-force win test: 1 when the multiset counts[0..kinds-1] (counts[i] <=
 * 4) contains a 14-tile subset that wins under the links of `game`, else 0.
 * Only game->kinds and game->links are read.
 */
int ludic_mahjong_brute_wins(const ludic_mahjong_game *game, const uint8_t *counts);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_MAHJONG_H */
