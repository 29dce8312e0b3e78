/*
 * jenga_tower.c: the rules on explicit towers: which towers stand, which
 * blocks can be taken, where they go, and playing a move.
 */
#include <assert.h>

#include "core/error_int.h"
#include "jenga_int.h"

static unsigned level_blocks(const uint8_t c[3])
{
    return (unsigned)((c[0] != 0) + (c[1] != 0) + (c[2] != 0));
}

/* A level below the top stands with two or three blocks, or the middle alone. */
static int stands(const uint8_t c[3])
{
    unsigned n = level_blocks(c);
    return n >= 2 || (n == 1 && c[1]);
}

ludic_status ludic_jenga_check_tower(const ludic_jenga_tower *tower, ludic_error *err)
{
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (tower->levels < 1 || tower->levels > LUDIC_JENGA_MAX_LEVELS)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "a tower has 1 to %u levels, this one has %lu",
                          LUDIC_JENGA_MAX_LEVELS, (unsigned long)tower->levels);
    for (uint32_t i = 0; i < tower->levels; i++) {
        const uint8_t *c = tower->cell[i];
        for (unsigned p = 0; p < 3; p++)
            if (c[p] > LUDIC_JENGA_BLUE)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "level %lu: cell %u holds %u, not a colour",
                                  (unsigned long)i + 1, p, c[p]);
        if (i + 1 == tower->levels) {
            if (level_blocks(c) == 0)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "level %lu (the top) is empty; the top holds 1 to 3 blocks",
                                  (unsigned long)i + 1);
        } else if (!stands(c)) {
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "level %lu has fallen: a level below the top needs two blocks, "
                              "or the middle block alone",
                              (unsigned long)i + 1);
        }
    }
    return LUDIC_OK;
}

uint32_t ludic_jenga_tower_blocks(const ludic_jenga_tower *tower)
{
    uint32_t n = 0;
    if (!tower)
        return 0;
    for (uint32_t i = 0; i < tower->levels && i < LUDIC_JENGA_MAX_LEVELS; i++)
        n += level_blocks(tower->cell[i]);
    return n;
}

/* 1 when the block at position p of a level below the top can be taken. */
static int takeable(const uint8_t c[3], unsigned p)
{
    if (!c[p])
        return 0;
    if (c[0] && c[1] && c[2])
        return 1; /* any two blocks left stand */
    return p != 1 && c[1] && level_blocks(c) == 2; /* a side next to the middle */
}

size_t ludic_jg_list_moves_raw(const ludic_jenga_tower *tower, ludic_jenga_color color,
                               ludic_jenga_move *moves, size_t cap)
{
    uint32_t top = tower->levels - 1;
    int full = level_blocks(tower->cell[top]) == 3;
    size_t n = 0;
    if (full && tower->levels >= LUDIC_JENGA_MAX_LEVELS)
        return 0;
    for (uint32_t i = 0; i < top; i++)
        for (unsigned p = 0; p < 3; p++) {
            if (tower->cell[i][p] != (uint8_t)color || !takeable(tower->cell[i], p))
                continue;
            for (unsigned to = 0; to < 3; to++) {
                if (!full && tower->cell[top][to])
                    continue;
                if (n < cap) {
                    moves[n].from_level = i;
                    moves[n].from_position = (uint8_t)p;
                    moves[n].color = (uint8_t)color;
                    moves[n].to_position = (uint8_t)to;
                    moves[n].new_level = (uint8_t)full;
                }
                n++;
            }
        }
    return n;
}

int ludic_jg_is_over_raw(const ludic_jenga_tower *tower)
{
    for (uint32_t i = 0; i + 1 < tower->levels; i++)
        for (unsigned p = 0; p < 3; p++)
            if (takeable(tower->cell[i], p))
                return 0;
    return 1;
}

void ludic_jg_apply_raw(ludic_jenga_tower *tower, const ludic_jenga_move *move)
{
    uint8_t *target;
    /* Moves come from ludic_jg_list_moves_raw, which never needs a level beyond the last. */
    assert(!move->new_level || tower->levels < LUDIC_JENGA_MAX_LEVELS);
    tower->cell[move->from_level][move->from_position] = LUDIC_JENGA_EMPTY;
    if (move->new_level) {
        target = tower->cell[tower->levels++];
        target[0] = target[1] = target[2] = LUDIC_JENGA_EMPTY;
    } else {
        target = tower->cell[tower->levels - 1];
    }
    target[move->to_position] = move->color;
}

/* The checks every public move function makes: a tower, and a colour that has blocks. */
static ludic_status check_tower_color(const ludic_jenga_tower *tower, int color,
                                      const char *function, ludic_error *err)
{
    if (color < LUDIC_JENGA_RED || color > LUDIC_JENGA_BLUE)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "colour %d is not red (1), green (2) or blue (3) (in %s)", color,
                          function);
    return ludic_jenga_check_tower(tower, err);
}

ludic_status ludic_jenga_list_moves(const ludic_jenga_tower *tower, ludic_jenga_color color,
                                    ludic_jenga_move *moves, size_t cap, size_t *count,
                                    ludic_error *err)
{
    ludic_status st;
    size_t n;
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (!count)
        return ludic_fail_null(err, __func__, "count");
    if ((st = ludic_check_room(err, __func__, "moves", moves, cap)) != LUDIC_OK)
        return st;
    if ((st = check_tower_color(tower, (int)color, __func__, err)) != LUDIC_OK)
        return st;
    n = ludic_jg_list_moves_raw(tower, color, moves, cap);
    *count = n;
    if (n > cap)
        return ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0,
                          "there are %zu moves; moves holds %zu (LUDIC_JENGA_MAX_MOVES always "
                          "suffices)",
                          n, cap);
    return LUDIC_OK;
}

int ludic_jenga_tower_is_over(const ludic_jenga_tower *tower)
{
    return tower ? ludic_jg_is_over_raw(tower) : -1;
}

ludic_status ludic_jenga_play_move(ludic_jenga_tower *tower, const ludic_jenga_move *move,
                                   ludic_error *err)
{
    ludic_jenga_move legal[LUDIC_JENGA_MAX_MOVES];
    ludic_status st;
    size_t n;
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (!move)
        return ludic_fail_null(err, __func__, "move");
    if ((st = check_tower_color(tower, (int)move->color, __func__, err)) != LUDIC_OK)
        return st;
    n = ludic_jg_list_moves_raw(tower, (ludic_jenga_color)move->color, legal,
                                LUDIC_JENGA_MAX_MOVES);
    assert(n <= LUDIC_JENGA_MAX_MOVES);
    for (size_t i = 0; i < n; i++)
        if (legal[i].from_level == move->from_level &&
            legal[i].from_position == move->from_position &&
            legal[i].to_position == move->to_position && legal[i].new_level == move->new_level) {
            ludic_jg_apply_raw(tower, move);
            return LUDIC_OK;
        }
    return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                      "taking the block at level %lu, position %u to position %u%s is not a "
                      "legal move of this tower (see ludic_jenga_list_moves)",
                      (unsigned long)move->from_level + 1, (unsigned)move->from_position,
                      (unsigned)move->to_position, move->new_level ? " of a new level" : "");
}
