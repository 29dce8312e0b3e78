/*
 * jenga_brute.c: the jenga brute-force oracle's entry points: check the tower and
 * the die against the rules, run the explicit-tower search (jenga_brute_tower.c),
 * and turn an infinite expectation into LUDIC_E_NO_ANSWER.
 */
#include <math.h>
#include <string.h>

#include "jenga_brute_tower_int.h"
#include "core/error_int.h"

static const char *const position_name[3] = {"left", "middle", "right"};

/*
 * Whether the tower is one the rules allow. Levels are named as a person
 * reads them: counted from the bottom, 1-based. Cells of levels at or above
 * tower->levels are ignored.
 */
static ludic_status check_tower(const ludic_jenga_tower *tower, ludic_error *err)
{
    uint32_t l, p;
    if (tower->levels == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "the tower has no level; it needs at least one");
    if (tower->levels > LUDIC_JENGA_BRUTE_MAX_LEVELS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the brute-force reference handles towers of at most %u levels "
                          "(LUDIC_JENGA_BRUTE_MAX_LEVELS); this one has %lu",
                          LUDIC_JENGA_BRUTE_MAX_LEVELS, (unsigned long)tower->levels);
    for (l = 0; l < tower->levels; l++) {
        const uint8_t *cell = tower->cell[l];
        uint32_t blocks = 0;
        for (p = 0; p < 3; p++) {
            if (cell[p] > LUDIC_JENGA_BLUE)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "level %u (counted from the bottom), %s position: colour code "
                                  "%u is not 0 (empty), 1 (red), 2 (green) or 3 (blue)",
                                  l + 1, position_name[p], (unsigned)cell[p]);
            blocks += cell[p] != LUDIC_JENGA_EMPTY;
        }
        if (l + 1 == tower->levels) {
            if (blocks == 0)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "level %u (counted from the bottom) is the top and has no "
                                  "block; the top level holds 1 to 3 blocks",
                                  l + 1);
        } else if (blocks == 0) {
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "level %u (counted from the bottom) has no block, so the tower "
                              "has fallen; a level below the top needs two blocks or the "
                              "middle block alone",
                              l + 1);
        } else if (blocks == 1 && cell[1] == LUDIC_JENGA_EMPTY) {
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "level %u (counted from the bottom) holds only its %s block, so "
                              "the tower has fallen; a level below the top needs two blocks or "
                              "the middle block alone",
                              l + 1, position_name[cell[0] != LUDIC_JENGA_EMPTY ? 0 : 2]);
        }
    }
    return LUDIC_OK;
}

ludic_status ludic_jg_brute_run(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                   const ludic_limits *limits, double *expected,
                                   ludic_jenga_brute_stats *stats, ludic_error *err)
{
    ludic_jenga_brute_tower start;
    ludic_status st;
    double value;
    if (!tower)
        return ludic_fail_null(err, "ludic_jenga_brute_solve", "tower");
    if (!dice)
        return ludic_fail_null(err, "ludic_jenga_brute_solve", "dice");
    if (!expected)
        return ludic_fail_null(err, "ludic_jenga_brute_solve", "expected");
    st = check_tower(tower, err);
    if (st != LUDIC_OK)
        return st;
    if ((uint64_t)dice->green + dice->blue + dice->red + dice->black == 0)
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                          "the die has no faces (green, blue, red and black are all 0), so it "
                          "cannot be rolled");

    memset(&start, 0, sizeof start); /* cells above the top must be empty */
    start.height = tower->levels;
    memcpy(start.cell, tower->cell, tower->levels * sizeof tower->cell[0]);
    st = ludic_jg_brute_search(&start, dice, limits, &value, stats, err);
    if (st != LUDIC_OK)
        return st;
    if (isinf(value))
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                          "the expected number of minutes is infinite with this die "
                          "(green %lu, blue %lu, red %lu, black %lu): whatever the player "
                          "does, a tower is reached where blocks can still be taken, but only "
                          "of colours with no face, so the game never ends",
                          (unsigned long)dice->green, (unsigned long)dice->blue,
                          (unsigned long)dice->red, (unsigned long)dice->black);
    *expected = value;
    return LUDIC_OK;
}

ludic_status ludic_jenga_brute_solve(const ludic_jenga_tower *tower,
                                     const ludic_jenga_dice *dice, const ludic_limits *limits,
                                     double *expected, ludic_error *err)
{
    const ludic_jenga_dice d = dice ? *dice : ludic_jenga_default_dice();
    return ludic_jg_brute_run(tower, &d, limits, expected, NULL, err);
}
