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

/* Original limits (validate without LUDIC_EXTENDED): 1 <= d <= k <= n <= 10^4, k <= 100. */
#define LUDIC_BLACKWHITE_ORIGINAL_MAX_N 10000u
#define LUDIC_BLACKWHITE_ORIGINAL_MAX_K 100u

/*
 * ludic's limits: n up to 10^18; k up to LUDIC_BLACKWHITE_MAX_K. The count
 * costs O(k^2 log n) (about 0.02 s at k = 1000, n = 10^18) and the decimal
 * probability's error analysis (docs/blackwhite.md) is made for k + 1 <= 1021;
 * 1000 keeps both comfortable. Beyond it: LUDIC_E_LIMIT.
 */
#define LUDIC_BLACKWHITE_MAX_N 1000000000000000000ull
#define LUDIC_BLACKWHITE_MAX_K 1000u

/* The longest position string (analyze, play): LUDIC_E_LIMIT beyond it. */
#define LUDIC_BLACKWHITE_MAX_CELLS 1000000u

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
 * Read the original input, "n k d", leniently (any whitespace between the
 * three integers, nothing after them). Checks the rules (1 <= d <= k <= n,
 * k even, n <= LUDIC_BLACKWHITE_MAX_N) but not ludic's k limit, which the
 * solvers check. flags: 0 or LUDIC_EXTENDED (the same here: parsing always
 * takes ludic's limits). Errors: LUDIC_E_SYNTAX (missing, extra or
 * non-integer token) and LUDIC_E_INVALID (a rule broken), with the line and
 * column of the token; LUDIC_E_ARGUMENT for NULL text or params or an
 * unknown flag. On failure *params is untouched.
 */
LUDIC_API ludic_status ludic_blackwhite_parse(const char *text, size_t len, unsigned flags,
                                              ludic_blackwhite_params *params,
                                              ludic_error *err);

/*
 * Testlib-style strict check of an input file: exactly "n k d" with single
 * spaces, no leading zeros or signs, one final newline and nothing else.
 * flags 0 checks the original limits (n <= 10^4, k <= 100); LUDIC_EXTENDED
 * checks ludic's (n <= 10^18, k <= LUDIC_BLACKWHITE_MAX_K). Every violation,
 * limits included, is LUDIC_E_SYNTAX or LUDIC_E_INVALID with its position.
 * params may be NULL (only check); on success it receives the input.
 * LUDIC_E_ARGUMENT for NULL text or an unknown flag.
 */
LUDIC_API ludic_status ludic_blackwhite_validate(const char *text, size_t len, unsigned flags,
                                                 ludic_blackwhite_params *params,
                                                 ludic_error *err);

/*
 * LUDIC_OK when params follow the rules (as ludic_blackwhite_parse checks
 * them), else LUDIC_E_INVALID naming the rule; LUDIC_E_ARGUMENT for NULL.
 */
LUDIC_API ludic_status ludic_blackwhite_check_params(const ludic_blackwhite_params *params,
                                                     ludic_error *err);

/*
 * The answer to the original problem: how many placements of the k pieces on
 * the n cells white (moving first) wins with best play, modulo
 * LUDIC_BLACKWHITE_MODULUS, in *wins. O(k^2 log n) time, O(k) memory.
 * LUDIC_E_INVALID for broken rules, LUDIC_E_LIMIT when
 * k > LUDIC_BLACKWHITE_MAX_K, LUDIC_E_ARGUMENT for NULL params or wins.
 */
LUDIC_API ludic_status ludic_blackwhite_solve(const ludic_blackwhite_params *params,
                                              uint32_t *wins, ludic_error *err);

/*
 * The chance that a uniformly random placement is a win for white:
 * `win` + `lose` == 1 up to rounding. Both are computed in floating point by
 * a tilted version of the counting (docs/blackwhite.md) with a proven,
 * per-call error bound: |win - exact| <= error_bound and
 * |lose - exact| <= lose_error_bound. The call fails with LUDIC_E_LIMIT
 * rather than return error_bound > 1e-12 * win (the analysis says this never
 * happens for supported input: win is either 0, exactly, or at least 1/3 in
 * every case we checked, and error_bound stays below 2e-13). lose_error_bound
 * is a relative 2e-13 of lose plus an absolute part below 1e-80, so tiny
 * losing chances (10^-40 at n = 10^18) still come with 12 digits.
 * O(k^2 log n) time (about 0.1 s at k = 1000, n = 10^18), O(k + log n) memory.
 * Errors as for ludic_blackwhite_solve (LUDIC_E_ARGUMENT for NULL params or
 * out).
 */
typedef struct ludic_blackwhite_probability {
    double win;
    double lose;
    double error_bound;
    double lose_error_bound;
} ludic_blackwhite_probability;

LUDIC_API ludic_status ludic_blackwhite_solve_probability(const ludic_blackwhite_params *params,
                                                          ludic_blackwhite_probability *out,
                                                          ludic_error *err);

/*
 * A random valid input, the same for the same seed and `fixed` on every
 * machine. Fields of `fixed` that are nonzero are kept (fixed may be NULL:
 * nothing fixed); the others are drawn uniformly: n from [max(2, k, d), 10^4]
 * (or the smallest valid n when that is larger), k even from
 * [max(2, d), min(n, 100)] widened to the smallest valid k, d from [1, k].
 * LUDIC_E_INVALID when the fixed fields admit no valid input, LUDIC_E_LIMIT
 * when they need k > LUDIC_BLACKWHITE_MAX_K, LUDIC_E_ARGUMENT for NULL out.
 */
LUDIC_API ludic_status ludic_blackwhite_generate(uint64_t seed,
                                                 const ludic_blackwhite_params *fixed,
                                                 ludic_blackwhite_params *out, ludic_error *err);

/*
 * The input line "n k d\n" (text out, see ludic.h: at most 61 bytes with
 * the NUL). LUDIC_E_ARGUMENT for NULL params, or NULL out with cap > 0.
 */
LUDIC_API ludic_status ludic_blackwhite_format(const ludic_blackwhite_params *params, char *out,
                                               size_t cap, size_t *len, ludic_error *err);

/* ---- Concrete positions: analysis and play ---------------------------- */

/*
 * A position: the board and its pieces (an opaque handle). Cells are 0-based
 * in the API; messages meant for people number them from 1. Pair i (0-based)
 * is the i-th white piece from the left and the black piece right after it;
 * its gap is the number of empty cells between them. Only gaps matter to the
 * game: every move shrinks 1..d gaps (white pieces close in from the left,
 * black ones from the right), so white and black have the same options and
 * the game is Moore's Nim_d on the gaps.
 */
typedef struct ludic_blackwhite_position ludic_blackwhite_position;

/*
 * Parse a position string (see ludic_blackwhite_side). flags: 0 or
 * LUDIC_EXTENDED (the same: positions have no original format). Errors give
 * line 1 and the column of the offending character: LUDIC_E_SYNTAX for a
 * character other than 'W', 'B', '.', LUDIC_E_INVALID for an empty board, no
 * pieces or pieces out of order, LUDIC_E_LIMIT beyond
 * LUDIC_BLACKWHITE_MAX_CELLS cells, LUDIC_E_MEMORY; LUDIC_E_ARGUMENT for NULL
 * text or pos or an unknown flag. On success the caller frees *pos with
 * ludic_blackwhite_position_free; on failure *pos is set to NULL (when pos
 * is not NULL).
 */
LUDIC_API ludic_status ludic_blackwhite_parse_position(const char *text, size_t len,
                                                       unsigned flags,
                                                       ludic_blackwhite_position **pos,
                                                       ludic_error *err);

/*
 * A uniformly random placement of k pieces (k even, 2 <= k <= n) on n cells
 * (n <= LUDIC_BLACKWHITE_MAX_CELLS), reproducible from the seed. O(n).
 * LUDIC_E_INVALID for k odd, below 2 or above n, LUDIC_E_LIMIT for n above
 * LUDIC_BLACKWHITE_MAX_CELLS, LUDIC_E_ARGUMENT for NULL pos, LUDIC_E_MEMORY.
 * The caller frees *pos with ludic_blackwhite_position_free; on failure
 * *pos is set to NULL.
 */
LUDIC_API ludic_status ludic_blackwhite_generate_position(uint64_t seed, uint64_t n, uint64_t k,
                                                          ludic_blackwhite_position **pos,
                                                          ludic_error *err);

/*
 * A copy of pos in *out (free it with ludic_blackwhite_position_free; on
 * failure *out is set to NULL). LUDIC_E_ARGUMENT for NULL pos or out,
 * LUDIC_E_MEMORY.
 */
LUDIC_API ludic_status ludic_blackwhite_position_copy(const ludic_blackwhite_position *pos,
                                                      ludic_blackwhite_position **out,
                                                      ludic_error *err);

/* Release a position; does nothing for NULL. */
LUDIC_API void ludic_blackwhite_position_free(ludic_blackwhite_position *pos);

/* Number of cells, and of W-B pairs (0 for NULL). */
LUDIC_API size_t ludic_blackwhite_position_cells(const ludic_blackwhite_position *pos);
LUDIC_API size_t ludic_blackwhite_position_pairs(const ludic_blackwhite_position *pos);

/*
 * Cells of pair i's white and black piece, and its gap; UINT32_MAX when pos
 * is NULL or i >= pairs.
 */
LUDIC_API uint32_t ludic_blackwhite_position_white(const ludic_blackwhite_position *pos, size_t i);
LUDIC_API uint32_t ludic_blackwhite_position_black(const ludic_blackwhite_position *pos, size_t i);
LUDIC_API uint32_t ludic_blackwhite_position_gap(const ludic_blackwhite_position *pos, size_t i);

/*
 * The board as text, one of 'W', 'B', '.' per cell (text out, see ludic.h:
 * cells + 1 bytes with the NUL). LUDIC_E_ARGUMENT for NULL pos, or NULL out
 * with cap > 0.
 */
LUDIC_API ludic_status ludic_blackwhite_format_position(const ludic_blackwhite_position *pos,
                                                        char *out, size_t cap, size_t *len,
                                                        ludic_error *err);

/* 1 when no piece can move (every gap is 0): the side to move has lost; 0 when not; -1 for NULL. */
LUDIC_API int ludic_blackwhite_position_is_over(const ludic_blackwhite_position *pos);

/*
 * Who wins with best play when `to_move` moves next and a move takes 1..d
 * pieces (d >= 1, else LUDIC_E_ARGUMENT; any d >= pairs, up to UINT64_MAX,
 * plays like d = pairs, here and in the functions below): *winner receives
 * the side. The side to move loses exactly when, for every bit, the number
 * of gaps with that bit set is a multiple of d + 1. O(pairs * log(cells)).
 * LUDIC_E_ARGUMENT for NULL pos or winner, or a side that is neither
 * LUDIC_BLACKWHITE_WHITE nor LUDIC_BLACKWHITE_BLACK (here and below).
 */
LUDIC_API ludic_status ludic_blackwhite_solve_position(const ludic_blackwhite_position *pos,
                                                       uint64_t d, ludic_blackwhite_side to_move,
                                                       ludic_blackwhite_side *winner,
                                                       ludic_error *err);

/*
 * Call each_move once for every winning move of `to_move` (a move after which
 * the opponent, moving next, loses); none when to_move loses. Moves come in a
 * fixed order: depth-first over the bits of the gaps from the highest, fewer
 * newly moved pieces first. There can be astronomically many (C(60, 29) from
 * sixty gaps of 1 with d = 30), so the enumeration streams: its search never
 * reaches a dead end, the work between two moves is O(pairs * log(cells)),
 * and the callback stops it by returning nonzero. Steps are sorted by cell.
 * Memory O(cells). LUDIC_E_ARGUMENT for d == 0 or NULL pos or each_move
 * (ctx may be NULL: it is only passed on), LUDIC_E_MEMORY.
 */
LUDIC_API ludic_status ludic_blackwhite_list_winning_moves(const ludic_blackwhite_position *pos,
                                                           uint64_t d,
                                                           ludic_blackwhite_side to_move,
                                                           ludic_blackwhite_move_fn each_move,
                                                           void *ctx, ludic_error *err);

/*
 * LUDIC_OK when `steps` (count of them, any order) is a legal move for `side`
 * with at most d pieces: each step moves a different piece of that side, in
 * its direction, by at least one cell, without reaching or passing the
 * partner of its pair. Otherwise LUDIC_E_INVALID with the reason in words
 * ("cell 4 holds a black piece; white moves only white pieces").
 * LUDIC_E_ARGUMENT for NULL pos or steps.
 */
LUDIC_API ludic_status ludic_blackwhite_check_move(const ludic_blackwhite_position *pos,
                                                   uint64_t d, ludic_blackwhite_side side,
                                                   const ludic_blackwhite_step *steps,
                                                   size_t count, ludic_error *err);

/* Check the move as above, then make it (pos changes only on success). */
LUDIC_API ludic_status ludic_blackwhite_play_move(ludic_blackwhite_position *pos, uint64_t d,
                                                  ludic_blackwhite_side side,
                                                  const ludic_blackwhite_step *steps,
                                                  size_t count, ludic_error *err);

/*
 * A perfect player's move for `side`: the first winning move when there is
 * one, else a move that loses as slowly as a simple rule can see (one piece,
 * one cell, in the widest gap), so that the opponent must keep finding good
 * moves. Array out (see ludic.h): at most `cap` steps written to `steps`,
 * the number in the move stored in *count, LUDIC_E_TRUNCATED when cap was too
 * small (min(d, pairs) always suffices; steps may be NULL when cap is 0).
 * LUDIC_E_NO_ANSWER when no piece can move; LUDIC_E_ARGUMENT for NULL pos
 * or count, or NULL steps with cap > 0.
 */
LUDIC_API ludic_status ludic_blackwhite_choose_move(const ludic_blackwhite_position *pos,
                                                    uint64_t d, ludic_blackwhite_side side,
                                                    ludic_blackwhite_step *steps, size_t cap,
                                                    size_t *count, ludic_error *err);

/*
 * Brute-force reference: the number of placements (n, k, d) that white wins,
 * modulo LUDIC_BLACKWHITE_MODULUS, in *wins, found by playing the game itself
 * (memoised search over positions using only the move rules, no Nim theory).
 * Fails with LUDIC_E_LIMIT when n > LUDIC_BLACKWHITE_BRUTE_MAX_N, with
 * LUDIC_E_INVALID when the parameters break the rules, and with
 * LUDIC_E_ARGUMENT for NULL params or wins.
 */
LUDIC_API ludic_status ludic_blackwhite_brute_solve(const ludic_blackwhite_params *params,
                                                    uint32_t *wins, ludic_error *err);

/*
 * Brute-force reference for one position `board` (len cells of 'W', 'B',
 * '.', no terminator needed) with at most d pieces moved per turn and
 * `to_move` on move: sets *winner to the side that wins with best play and,
 * when each_winning_move is not NULL, calls it once for every winning move
 * of `to_move` (none when to_move loses), in an unspecified order. Same
 * search, same limits (len <= LUDIC_BLACKWHITE_BRUTE_MAX_N, else
 * LUDIC_E_LIMIT). LUDIC_E_ARGUMENT for NULL board or winner, d == 0 or a bad
 * side; LUDIC_E_SYNTAX / LUDIC_E_INVALID for a board that is not a position.
 */
LUDIC_API ludic_status ludic_blackwhite_brute_solve_position(const char *board, size_t len,
                                                             uint64_t d,
                                                             ludic_blackwhite_side to_move,
                                                             ludic_blackwhite_side *winner,
                                                             ludic_blackwhite_move_fn each_winning_move,
                                                             void *ctx, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_BLACKWHITE_H */
