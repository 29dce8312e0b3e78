/*
 * jenga_brute_tower_int.h: the jenga brute-force oracle's memoised search over full
 * explicit towers, and the statistics a benchmark or a test wants to see.
 * ludic_jenga_brute (include/ludic/jenga.h) is ludic_jg_brute_run without
 * the statistics.
 */
#ifndef LUDIC_BRUTE_TOWER_INT_H
#define LUDIC_BRUTE_TOWER_INT_H

#include "ludic/jenga.h"

/*
 * Levels a tower can reach during a game that starts with at most
 * LUDIC_JENGA_BRUTE_MAX_LEVELS levels. Blocks are never created or destroyed
 * and every level holds at least one block (a level below the top stands,
 * the top gets its first block the moment it is started), so the height
 * never exceeds the number of blocks: at most 3 per starting level.
 */
#define LUDIC_JENGA_BRUTE_MAX_HEIGHT (3u * LUDIC_JENGA_BRUTE_MAX_LEVELS)

/*
 * A tower during the search, exactly as the rules see it: cell[l][p] is the
 * ludic_jenga_color at level l (0 = bottom) and position p (0 left, 1 middle,
 * 2 right), for l < height; cells at l >= height are EMPTY. Level height-1
 * is the top. Nothing is sorted, mirrored or dropped.
 */
typedef struct ludic_jenga_brute_tower {
    uint32_t height;
    uint8_t cell[LUDIC_JENGA_BRUTE_MAX_HEIGHT][3];
} ludic_jenga_brute_tower;

/* What one search did. */
typedef struct ludic_jenga_brute_stats {
    uint64_t states;      /* distinct explicit towers solved (entries in the memo table) */
    uint64_t table_bytes; /* bytes of the memo table at the end (its largest size) */
    uint32_t max_height;  /* the tallest tower met, in levels */
} ludic_jenga_brute_stats;

/*
 * ludic_jenga_brute with statistics: same contract, same checks, same
 * result. `stats` may be NULL; it is filled whenever the search ran to the
 * end (success, or LUDIC_E_NO_ANSWER for an infinite expectation).
 */
ludic_status ludic_jg_brute_run(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                   const ludic_limits *limits, double *expected,
                                   ludic_jenga_brute_stats *stats, ludic_error *err);

/*
 * The search alone, for a tower and die already checked (a standing tower of
 * at most LUDIC_JENGA_BRUTE_MAX_LEVELS starting levels, a die with at least
 * one face). Sets *expected to the optimal expected number of minutes, which
 * is HUGE_VAL when the game can last forever under every policy. Fails only
 * with LUDIC_E_MEMORY (the memo table would pass the cap, or malloc failed).
 */
ludic_status ludic_jg_brute_search(const ludic_jenga_brute_tower *start,
                                      const ludic_jenga_dice *dice, const ludic_limits *limits,
                                      double *expected, ludic_jenga_brute_stats *stats,
                                      ludic_error *err);

#endif
