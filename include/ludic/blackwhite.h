/*
 * blackwhite.h: SDOI2011 "black and white pieces" (Moore's Nim_d).
 *
 * A 1 x n board holds k pieces (k even), alternating W B W B ... W B from the
 * left. White moves pieces right, black moves pieces left; a move takes 1..d
 * of one's own pieces and slides each one or more cells, never onto or over
 * another piece. White moves first; a player who cannot move loses.
 * See docs/blackwhite.md for the theory and the algorithms.
 */
#ifndef LUDIC_BLACKWHITE_H
#define LUDIC_BLACKWHITE_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Counts are reported modulo this prime, like the original problem. */
#define LUDIC_BLACKWHITE_MODULUS 1000000007u

/* Original limits (validate without --extended): 1 <= d <= k <= n <= 10^4, k <= 100. */
#define LUDIC_BLACKWHITE_ORIGINAL_MAX_N 10000u
#define LUDIC_BLACKWHITE_ORIGINAL_MAX_K 100u

/* ludic's limits: n up to 10^18; k up to LUDIC_BLACKWHITE_MAX_K. */
#define LUDIC_BLACKWHITE_MAX_N 1000000000000000000ull

/* The brute-force reference plays the game itself; it refuses boards longer than this. */
#define LUDIC_BLACKWHITE_BRUTE_MAX_N 14u

/* One counting question: n cells, k pieces, at most d pieces moved per turn. */
typedef struct ludic_blackwhite_params {
    uint64_t n;
    uint64_t k;
    uint64_t d;
} ludic_blackwhite_params;

/*
 * The two sides. In a position string, 'W' is a white piece, 'B' a black
 * piece and '.' an empty cell, leftmost cell first. A position is legal when
 * it has at least one piece and, read left to right, the pieces alternate
 * W, B, W, B, ... starting with W and ending with B.
 */
typedef enum ludic_blackwhite_side {
    LUDIC_BLACKWHITE_WHITE = 0,
    LUDIC_BLACKWHITE_BLACK = 1
} ludic_blackwhite_side;

/* One piece's slide within a move: 0-based cells, from != to. */
typedef struct ludic_blackwhite_step {
    uint32_t from;
    uint32_t to;
} ludic_blackwhite_step;

/*
 * Receives one move: `count` steps (1..d), sorted by `from`, valid only during
 * the call. Return 0 to continue the enumeration, nonzero to stop it.
 */
typedef int (*ludic_blackwhite_move_fn)(const ludic_blackwhite_step *steps,
                                        size_t count, void *ctx);

/*
 * Brute-force reference: the number of placements (n, k, d) that white wins,
 * modulo LUDIC_BLACKWHITE_MODULUS, found by playing the game itself (memoised
 * search over positions using only the move rules, no Nim theory).
 * Fails with LUDIC_E_LIMIT when n > LUDIC_BLACKWHITE_BRUTE_MAX_N and with
 * LUDIC_E_INVALID when the parameters break the rules.
 */
ludic_status ludic_blackwhite_brute_count(const ludic_blackwhite_params *params,
                                          uint32_t *wins, ludic_error *err);

/*
 * Brute-force reference for one position `board` (len cells, no terminator
 * needed) with at most d pieces moved per turn and `to_move` on move: sets
 * *winner to the side that wins with best play and, when each_winning_move is
 * not NULL, calls it once for every winning move of `to_move` (none when
 * to_move loses), in an unspecified order. Same search, same limits
 * (len <= LUDIC_BLACKWHITE_BRUTE_MAX_N).
 */
ludic_status ludic_blackwhite_brute_position(const char *board, size_t len, uint64_t d,
                                             ludic_blackwhite_side to_move,
                                             ludic_blackwhite_side *winner,
                                             ludic_blackwhite_move_fn each_winning_move,
                                             void *ctx, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_BLACKWHITE_H */
