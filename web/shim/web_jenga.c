/*
 * web_jenga.c: jenga for the page: solve a tower once (a solver handle that
 * JavaScript keeps), then the optimal policy of any tower reached from it
 * (`ludic jenga advise --json`), with the tower after each move so that the
 * page can step through a game without knowing the rules.
 */
#include <stdlib.h>
#include <string.h>

#include "ludic/jenga.h"
#include "web_json.h"
#include "web_shim.h"

static const char *const color_name[4] = {"none", "red", "green", "blue"};
static const char *const position_name[3] = {"left", "middle", "right"};

static void json_tower(lw_json *j, const ludic_jenga_tower *tower)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    lw_json_begin_array(j);
    for (uint32_t i = 0; i < tower->levels; i++) {
        char level[4];
        for (unsigned p = 0; p < 3; p++)
            level[p] = letter[tower->cell[i][p] & 3u];
        level[3] = '\0';
        lw_json_string(j, level);
    }
    lw_json_end_array(j);
}

static void json_dice(lw_json *j, const ludic_jenga_dice *dice)
{
    lw_json_begin_object(j);
    lw_json_key(j, "green");
    lw_json_uint(j, dice->green);
    lw_json_key(j, "blue");
    lw_json_uint(j, dice->blue);
    lw_json_key(j, "red");
    lw_json_uint(j, dice->red);
    lw_json_key(j, "black");
    lw_json_uint(j, dice->black);
    lw_json_end_object(j);
}

static uint32_t faces_of(const ludic_jenga_dice *dice, unsigned color)
{
    return color == LUDIC_JENGA_RED ? dice->red : color == LUDIC_JENGA_GREEN ? dice->green
                                                                              : dice->blue;
}

char *ludic_web_jenga_create(const char *text, size_t len, uint32_t green, uint32_t blue,
                             uint32_t red, uint32_t black)
{
    ludic_jenga_tower tower;
    ludic_jenga_dice dice = {green, blue, red, black};
    ludic_jenga_solver *solver = NULL;
    ludic_jenga_stats stats;
    ludic_limits limits;
    ludic_error err;
    lw_json j;

    if (!green && !blue && !red && !black)
        dice = ludic_jenga_default_dice();
    memset(&limits, 0, sizeof limits);
    limits.progress = lw_progress;
    ludic_error_clear(&err);
    if (ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, &err) != LUDIC_OK ||
        ludic_jenga_check_dice(&dice, &err) != LUDIC_OK ||
        ludic_jenga_solver_create(&tower, &dice, &limits, &solver, &err) != LUDIC_OK)
        return lw_json_error(&err);
    ludic_jenga_solver_stats(solver, &stats);
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "handle");
    lw_json_uint(&j, (uint64_t)(uintptr_t)solver);
    lw_json_key(&j, "expected");
    lw_json_double(&j, ludic_jenga_solver_expected(solver));
    lw_json_key(&j, "levels");
    lw_json_uint(&j, tower.levels);
    lw_json_key(&j, "tower");
    json_tower(&j, &tower);
    lw_json_key(&j, "dice");
    json_dice(&j, &dice);
    lw_json_key(&j, "states");
    lw_json_uint(&j, stats.states);
    lw_json_key(&j, "memory");
    lw_json_uint(&j, stats.memory);
    lw_json_end_object(&j);
    if (j.failed) {
        ludic_jenga_solver_free(solver);
        free(j.data);
        return lw_json_fail("out of memory");
    }
    return lw_json_finish(&j);
}

void ludic_web_jenga_free(ludic_jenga_solver *solver)
{
    ludic_jenga_solver_free(solver);
}

static void json_option(lw_json *j, const ludic_jenga_tower *t, const ludic_jenga_option *o)
{
    ludic_jenga_tower after = *t;
    lw_json_begin_object(j);
    lw_json_key(j, "take");
    lw_json_begin_object(j);
    lw_json_key(j, "level");
    lw_json_uint(j, (uint64_t)o->move.from_level + 1);
    lw_json_key(j, "position");
    lw_json_string(j, position_name[o->move.from_position % 3u]);
    lw_json_end_object(j);
    lw_json_key(j, "put");
    lw_json_begin_object(j);
    lw_json_key(j, "level");
    lw_json_uint(j, (uint64_t)t->levels + (o->move.new_level ? 1u : 0u));
    lw_json_key(j, "position");
    lw_json_string(j, position_name[o->move.to_position % 3u]);
    lw_json_key(j, "new_level");
    lw_json_bool(j, o->move.new_level);
    lw_json_end_object(j);
    lw_json_key(j, "expected");
    lw_json_double(j, o->expected);
    lw_json_key(j, "after");
    if (ludic_jenga_play_move(&after, &o->move, NULL) == LUDIC_OK)
        json_tower(j, &after);
    else
        lw_json_null(j);
    lw_json_end_object(j);
}

char *ludic_web_jenga_advise(const ludic_jenga_solver *solver, const char *text, size_t len)
{
    static const unsigned order[3] = {LUDIC_JENGA_GREEN, LUDIC_JENGA_BLUE, LUDIC_JENGA_RED};
    ludic_jenga_option *options;
    size_t count[4] = {0, 0, 0, 0};
    ludic_jenga_tower tower;
    ludic_jenga_dice dice;
    ludic_error err;
    double expected;
    lw_json j;

    if (!solver)
        return lw_json_fail("no solver: solve a tower first");
    ludic_error_clear(&err);
    if (ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, &err) != LUDIC_OK ||
        ludic_jenga_solver_value(solver, &tower, &expected, &err) != LUDIC_OK)
        return lw_json_error(&err);
    dice = ludic_jenga_solver_dice(solver);
    options = malloc(4 * LUDIC_JENGA_MAX_MOVES * sizeof *options);
    if (!options)
        return lw_json_fail("out of memory");
    for (unsigned c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++) {
        if (!faces_of(&dice, c))
            continue;
        if (ludic_jenga_advise(solver, &tower, (ludic_jenga_color)c,
                               options + c * LUDIC_JENGA_MAX_MOVES, LUDIC_JENGA_MAX_MOVES,
                               &count[c], &err) != LUDIC_OK) {
            free(options);
            return lw_json_error(&err);
        }
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "expected");
    lw_json_double(&j, expected);
    lw_json_key(&j, "levels");
    lw_json_uint(&j, tower.levels);
    lw_json_key(&j, "tower");
    json_tower(&j, &tower);
    lw_json_key(&j, "dice");
    json_dice(&j, &dice);
    lw_json_key(&j, "game_over");
    lw_json_bool(&j, ludic_jenga_tower_is_over(&tower) == 1);
    lw_json_key(&j, "best");
    lw_json_begin_object(&j);
    for (unsigned i = 0; i < 3; i++) {
        const unsigned c = order[i];
        lw_json_key(&j, color_name[c]);
        if (count[c])
            json_option(&j, &tower, &options[c * LUDIC_JENGA_MAX_MOVES]);
        else
            lw_json_null(&j);
    }
    lw_json_end_object(&j);
    lw_json_key(&j, "moves");
    lw_json_begin_object(&j);
    for (unsigned i = 0; i < 3; i++) {
        const unsigned c = order[i];
        lw_json_key(&j, color_name[c]);
        lw_json_begin_array(&j);
        for (size_t k = 0; k < count[c]; k++)
            json_option(&j, &tower, &options[c * LUDIC_JENGA_MAX_MOVES + k]);
        lw_json_end_array(&j);
    }
    lw_json_end_object(&j);
    lw_json_end_object(&j);
    free(options);
    return lw_json_finish(&j);
}
