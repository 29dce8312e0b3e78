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
 * until the game ends under optimal play. Refuses towers with more than
 * LUDIC_JENGA_BRUTE_MAX_LEVELS levels (LUDIC_E_LIMIT) and dice whose expected
 * game length is infinite (LUDIC_E_NO_ANSWER).
 */
ludic_status ludic_jenga_brute(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                               const ludic_limits *limits, double *expected,
                               ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_JENGA_H */
