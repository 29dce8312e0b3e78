/*
 * jenga.h: Codeforces 424E "Colored Jenga": the expected length of the game
 * under optimal play.
 *
 * A tower is a stack of levels of three positions (left, middle, right). Each
 * minute a die is rolled; on a colour the player must move a block of that
 * colour from a level below the top to the top (if one can be moved without
 * the tower falling), on black the player waits. See docs/jenga.md.
 */
#ifndef LUDIC_JENGA_H
#define LUDIC_JENGA_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Levels a ludic_jenga_tower can hold (the starting levels plus the ones built). */
#define LUDIC_JENGA_MAX_LEVELS 64u

/* Original limits: 2 <= n <= 6 levels. */
#define LUDIC_JENGA_ORIGINAL_MIN_N 2u
#define LUDIC_JENGA_ORIGINAL_MAX_N 6u

/* The brute-force reference refuses towers with more levels than this. */
#define LUDIC_JENGA_BRUTE_MAX_LEVELS 4u

/* Cell contents. */
typedef enum ludic_jenga_color {
    LUDIC_JENGA_EMPTY = 0,
    LUDIC_JENGA_RED = 1,
    LUDIC_JENGA_GREEN = 2,
    LUDIC_JENGA_BLUE = 3
} ludic_jenga_color;

/*
 * A tower, bottom level first: cell[level][0] is the left block, [1] the
 * middle, [2] the right, each a ludic_jenga_color. levels >= 1. Every level
 * but the top must stand: at least two blocks, or the middle block alone.
 * The top level holds 1 to 3 blocks in any positions.
 */
typedef struct ludic_jenga_tower {
    uint32_t levels;
    uint8_t cell[LUDIC_JENGA_MAX_LEVELS][3];
} ludic_jenga_tower;

/* The die: number of faces of each kind. The default die is 2, 2, 1, 1. */
typedef struct ludic_jenga_dice {
    uint32_t green;
    uint32_t blue;
    uint32_t red;
    uint32_t black;
} ludic_jenga_dice;

/*
 * Brute-force reference from the rules alone: states are full explicit
 * towers (no symmetry reduction, no dropping of dead levels), each solved
 * once by memoised search. Sets *expected to the expected number of minutes
 * until the game ends under optimal play. dice NULL: the default die;
 * limits NULL: the defaults. Refuses towers with more than
 * LUDIC_JENGA_BRUTE_MAX_LEVELS levels (LUDIC_E_LIMIT) and dice with no face
 * or whose expected game length is infinite (LUDIC_E_NO_ANSWER);
 * LUDIC_E_INVALID for a tower the rules refuse, LUDIC_E_ARGUMENT for NULL
 * tower or expected.
 */
LUDIC_API ludic_status ludic_jenga_brute_solve(const ludic_jenga_tower *tower,
                                               const ludic_jenga_dice *dice,
                                               const ludic_limits *limits, double *expected,
                                               ludic_error *err);

/* ---------------------------------------------------------------------------
 * Everything below is the fast exact solver and the tools built on it.
 * ------------------------------------------------------------------------- */

/*
 * The exact solver takes towers of at most this many blocks: 16 full levels.
 * Well before that the memory cap decides: under the default cap every tower
 * of up to 10 full levels fits (docs/jenga.md has the figures).
 */
#define LUDIC_JENGA_MAX_BLOCKS 48u

/* Faces of one kind a die may have (--dice). */
#define LUDIC_JENGA_MAX_FACES 1000000u

/* The original die: 2 green, 2 blue, 1 red, 1 black face. */
LUDIC_API ludic_jenga_dice ludic_jenga_default_dice(void);

/*
 * LUDIC_OK when every count is at most LUDIC_JENGA_MAX_FACES and the die has
 * at least one face; LUDIC_E_ARGUMENT with a message otherwise (NULL
 * included).
 */
LUDIC_API ludic_status ludic_jenga_check_dice(const ludic_jenga_dice *dice, ludic_error *err);

/*
 * LUDIC_OK when `tower` is a tower the rules allow: 1 to
 * LUDIC_JENGA_MAX_LEVELS levels, cells 0..3, every level but the top
 * standing (at least two blocks, or the middle block alone), the top holding
 * 1 to 3 blocks. Otherwise LUDIC_E_INVALID with a message naming the level
 * (counted from 1 at the bottom); no line or column, as the tower may not
 * come from text (ludic_jenga_parse reports the same faults at their token).
 * LUDIC_E_ARGUMENT for NULL. O(levels).
 */
LUDIC_API ludic_status ludic_jenga_check_tower(const ludic_jenga_tower *tower, ludic_error *err);

/* Blocks in the tower (0 for NULL). */
LUDIC_API uint32_t ludic_jenga_tower_blocks(const ludic_jenga_tower *tower);

/* ---- Text: the original format and ludic's extension ---------------------
 *
 * Original: n, then n lines of three letters R, G, B (left, middle, right),
 * the LAST line being the top level. Tokens may be separated by any
 * whitespace.
 * Extended (LUDIC_EXTENDED): a mid-game tower: '.' marks a missing block;
 * levels below the top must stand; the top may be incomplete.
 * Errors name the line and column of the offending token: LUDIC_E_SYNTAX for
 * a malformed token or missing/extra lines, LUDIC_E_INVALID for n out of
 * range or a tower that has fallen; LUDIC_E_ARGUMENT for NULL text or tower
 * or a flag other than LUDIC_EXTENDED.
 */

/* The largest n the text format takes (the tower struct's capacity). */
#define LUDIC_JENGA_MAX_N LUDIC_JENGA_MAX_LEVELS

/*
 * Read a tower from `text` (len bytes; need not be NUL-terminated), leniently
 * (any whitespace between tokens). On failure *tower is untouched.
 */
LUDIC_API ludic_status ludic_jenga_parse(const char *text, size_t len, unsigned flags,
                                         ludic_jenga_tower *tower, ludic_error *err);

/*
 * Strict, testlib-style check of an input file: exactly "n\n" then n lines
 * of exactly three letters each ended by "\n", nothing else, no stray
 * spaces or carriage returns. Without flags the original limits hold
 * (2 <= n <= 6, letters R G B); with LUDIC_EXTENDED ludic's own
 * (1 <= n <= LUDIC_JENGA_MAX_N, '.' allowed, the tower must stand, at most
 * LUDIC_JENGA_MAX_BLOCKS blocks). tower may be NULL (only check); on success
 * it receives the tower. LUDIC_E_ARGUMENT for NULL text or an unknown flag.
 */
LUDIC_API ludic_status ludic_jenga_validate(const char *text, size_t len, unsigned flags,
                                            ludic_jenga_tower *tower, ludic_error *err);

/*
 * The tower in the input format ('.' for missing blocks): "n\n" then one
 * line of three characters per level, top level last (text out, see
 * ludic.h). LUDIC_E_ARGUMENT for NULL tower, or NULL out with cap > 0;
 * LUDIC_E_INVALID for levels outside 1..LUDIC_JENGA_MAX_LEVELS or a cell
 * outside 0..3.
 */
LUDIC_API ludic_status ludic_jenga_format(const ludic_jenga_tower *tower, char *out, size_t cap,
                                          size_t *len, ludic_error *err);

/*
 * A random complete tower of `levels` levels (1..LUDIC_JENGA_MAX_N; 0 draws
 * it uniformly from the original range 2..6), each block uniform over red,
 * green and blue, from `seed` (the same on every machine). LUDIC_E_ARGUMENT
 * when levels is out of range or tower is NULL.
 */
LUDIC_API ludic_status ludic_jenga_generate(uint64_t seed, uint32_t levels,
                                            ludic_jenga_tower *tower, ludic_error *err);

/* ---- Moves on explicit towers -------------------------------------------- */

/*
 * A move: take the block at (from_level, from_position) and put it on top at
 * to_position, in the top level, or in a new level above it when new_level
 * is 1 (the top was complete). Levels count from 0 at the bottom; positions
 * are 0 left, 1 middle, 2 right.
 */
typedef struct ludic_jenga_move {
    uint32_t from_level;
    uint8_t from_position;
    uint8_t color; /* ludic_jenga_color of the block */
    uint8_t to_position;
    uint8_t new_level;
} ludic_jenga_move;

/* No tower has more legal moves of one colour than this. */
#define LUDIC_JENGA_MAX_MOVES (3u * 3u * LUDIC_JENGA_MAX_LEVELS)

/*
 * The legal moves with a block of `color` (every block whose removal leaves
 * its level standing, to every free top position), bottom level first, then
 * left to right, then target left to right. Array out (see ludic.h): at most
 * `cap` moves written, how many there are stored in *count,
 * LUDIC_E_TRUNCATED when they did not all fit (LUDIC_JENGA_MAX_MOVES always
 * suffices; moves may be NULL when cap is 0). A move that would need a level
 * beyond LUDIC_JENGA_MAX_LEVELS is not listed. LUDIC_E_INVALID for a tower
 * ludic_jenga_check_tower refuses; LUDIC_E_ARGUMENT for a colour other than
 * red, green or blue, NULL tower or count, or NULL moves with cap > 0.
 */
LUDIC_API ludic_status ludic_jenga_list_moves(const ludic_jenga_tower *tower,
                                              ludic_jenga_color color, ludic_jenga_move *moves,
                                              size_t cap, size_t *count, ludic_error *err);

/*
 * 1 when no block of any colour can be taken: the game is over; 0 when one
 * can; -1 for NULL. The tower should pass ludic_jenga_check_tower.
 */
LUDIC_API int ludic_jenga_tower_is_over(const ludic_jenga_tower *tower);

/*
 * Play `move` on `tower` when it is one of the moves ludic_jenga_list_moves
 * lists for the move's colour; otherwise LUDIC_E_INVALID saying why, and the
 * tower is untouched. LUDIC_E_ARGUMENT for NULL tower or move.
 */
LUDIC_API ludic_status ludic_jenga_play_move(ludic_jenga_tower *tower,
                                             const ludic_jenga_move *move, ludic_error *err);

/* ---- The exact solver ------------------------------------------------------
 *
 * Solves every state reachable from a tower once, in an order where each
 * state comes after all states it can move to (docs/jenga.md). Cost for the
 * original die, measured: n = 6 under 30 ms and 11 MiB, n = 7 under 0.3 s
 * and 50 MiB, n = 8 under 1 s and 0.2 GiB, n = 10 about 15 s and 1.5 GiB;
 * memory is bounded before anything is allocated (see create).
 */
typedef struct ludic_jenga_solver ludic_jenga_solver;

typedef struct ludic_jenga_stats {
    uint64_t states;       /* reduced states solved (level multiset and top, after symmetries) */
    uint64_t groups;       /* hash table entries: states sharing their lower levels and top size */
    uint64_t lookups;      /* hash table lookups made */
    uint64_t memory;       /* bytes of the solver's tables at their largest */
    uint64_t memory_bound; /* the bound checked against the cap before solving */
    int symmetric;         /* 1 when green and blue were treated as interchangeable */
} ludic_jenga_stats;

/*
 * Solve `tower` (checked with ludic_jenga_check_tower) under `dice` (NULL:
 * the default die). Before allocating anything, bounds the memory the solve
 * can need from the colours of the tower's movable blocks and fails with
 * LUDIC_E_MEMORY when that bound exceeds the cap in `limits` (NULL: the
 * default). Fails with LUDIC_E_LIMIT beyond LUDIC_JENGA_MAX_BLOCKS blocks and
 * with LUDIC_E_NO_ANSWER when the expected length is infinite (the die can
 * leave the game stuck: only colours with no faces can move);
 * LUDIC_E_ARGUMENT for a bad die or NULL tower or out. limits->threads:
 * towers bounded by 500,000 states or more are solved on that many threads
 * (at most 16), with bit-identical results for every count.
 * limits->progress: called with groups explored, then evaluated, out of
 * twice the groups known so far (the total grows while the solve explores),
 * at most about a hundred times a second and last with done == total; a
 * nonzero answer stops with LUDIC_E_CANCELLED. On success *out owns
 * the tables; release with ludic_jenga_solver_free. On failure *out is set
 * to NULL (when out is not NULL).
 */
LUDIC_API ludic_status ludic_jenga_solver_create(const ludic_jenga_tower *tower,
                                                 const ludic_jenga_dice *dice,
                                                 const ludic_limits *limits,
                                                 ludic_jenga_solver **out, ludic_error *err);

/* Release a solver; does nothing for NULL. */
LUDIC_API void ludic_jenga_solver_free(ludic_jenga_solver *solver);

/* The expected number of minutes from the tower the solver was created for (NaN for NULL). */
LUDIC_API double ludic_jenga_solver_expected(const ludic_jenga_solver *solver);

/* Figures of the solve into *stats (all zero for a NULL solver; nothing for NULL stats). */
LUDIC_API void ludic_jenga_solver_stats(const ludic_jenga_solver *solver, ludic_jenga_stats *stats);

/* The die the solver was created with (all counts zero for NULL). */
LUDIC_API ludic_jenga_dice ludic_jenga_solver_dice(const ludic_jenga_solver *solver);

/* The tower the solver was created for (owned by the solver; NULL for NULL). */
LUDIC_API const ludic_jenga_tower *ludic_jenga_solver_tower(const ludic_jenga_solver *solver);

/*
 * The expected number of minutes left from `tower`, which must be reachable
 * from the solver's tower (any tower after some moves; under a die with zero
 * faces of a colour, only by moves of the other colours). LUDIC_E_ARGUMENT
 * when it is not (or for NULL solver, tower or expected). +inf is possible
 * only for towers the optimal player never enters. O(levels) plus one hash
 * lookup.
 */
LUDIC_API ludic_status ludic_jenga_solver_value(const ludic_jenga_solver *solver,
                                                const ludic_jenga_tower *tower, double *expected,
                                                ludic_error *err);

/*
 * One-shot: create, read the expected length into *expected (and the stats
 * into *stats when it is not NULL), free. Errors as for
 * ludic_jenga_solver_create; LUDIC_E_ARGUMENT for NULL expected.
 */
LUDIC_API ludic_status ludic_jenga_solve(const ludic_jenga_tower *tower,
                                         const ludic_jenga_dice *dice,
                                         const ludic_limits *limits, double *expected,
                                         ludic_jenga_stats *stats, ludic_error *err);

/* ---- The optimal policy ---------------------------------------------------- */

typedef struct ludic_jenga_option {
    ludic_jenga_move move;
    double expected; /* expected minutes left after this move (not counting this minute) */
} ludic_jenga_option;

/*
 * Every legal move of `color` from `tower` (reachable from the solver's
 * tower) with the expected minutes left after it, best first (ties keep the
 * order of ludic_jenga_list_moves, so options[0] is the move the simulator
 * plays). Array out (see ludic.h): at most `cap` options written, how many
 * there are stored in *count (0: no block of that colour can be taken),
 * LUDIC_E_TRUNCATED when they did not all fit (LUDIC_JENGA_MAX_MOVES always
 * suffices; options may be NULL when cap is 0). A colour the die never
 * shows, a tower not reachable from the solver's, NULL solver, tower or
 * count, or NULL options with cap > 0 get LUDIC_E_ARGUMENT.
 */
LUDIC_API ludic_status ludic_jenga_advise(const ludic_jenga_solver *solver,
                                          const ludic_jenga_tower *tower, ludic_jenga_color color,
                                          ludic_jenga_option *options, size_t cap, size_t *count,
                                          ludic_error *err);

/* ---- Monte Carlo simulation of the optimal policy -------------------------- */

typedef struct ludic_jenga_sim {
    uint64_t games;
    double mean;       /* mean game length in minutes */
    double stddev;     /* sample standard deviation of one game's length (NaN for 1 game) */
    double std_error;  /* standard error of the mean: stddev / sqrt(games) (NaN for 1 game) */
    double ci99_low;   /* mean -/+ t standard errors, t the 0.995 quantile of Student's t */
    double ci99_high;  /* with games - 1 degrees of freedom (2.5758 for many games, 63.66
                          for 2): a 99% interval; -inf and +inf for 1 game */
    uint64_t shortest; /* the shortest and longest games seen */
    uint64_t longest;
} ludic_jenga_sim;

/* No simulation plays more games than this. */
#define LUDIC_JENGA_MAX_GAMES 100000000ull

/*
 * Play `games` games (1..LUDIC_JENGA_MAX_GAMES) from the solver's tower: roll
 * the solver's die with the generator seeded by `seed`, and take the first
 * option of ludic_jenga_advise each time. The same seed gives the same
 * result on every machine. On failure *sim is left untouched; LUDIC_E_ARGUMENT
 * for games out of range or NULL solver or sim. Cost: about
 * (moves per game) * (options per move) lookups per game.
 */
LUDIC_API ludic_status ludic_jenga_simulate(const ludic_jenga_solver *solver, uint64_t games,
                                            uint64_t seed, ludic_jenga_sim *sim,
                                            ludic_error *err);

/*
 * ludic_jenga_simulate with progress: limits->progress (when limits and it
 * are not NULL) is called with the games played out of `games`, at most
 * about a hundred times a second, and last with done == games; a nonzero
 * answer stops the simulation with LUDIC_E_CANCELLED (*sim untouched). The
 * other fields of limits are not used. The same games as ludic_jenga_simulate.
 */
LUDIC_API ludic_status ludic_jenga_simulate_limits(const ludic_jenga_solver *solver,
                                                   uint64_t games, uint64_t seed,
                                                   const ludic_limits *limits,
                                                   ludic_jenga_sim *sim, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_JENGA_H */
