/*
 * jenga_solve_text.c: jenga's half of ludic_solve_text: the text
 * `ludic jenga solve [--json]` prints with the default die, digits and memory
 * cap (cli/jenga_cmd.c; the Python tests compare the two on generated
 * towers).
 */
#include "core/error_int.h"
#include "core/solve_text_int.h"
#include "ludic/jenga.h"
#include "util/json_int.h"

/* The "tower", "dice" and "stats" members, as the command line writes them. */
static void json_details(ludic_json *j, const ludic_jenga_tower *tower,
                         const ludic_jenga_dice *dice, const ludic_jenga_stats *st)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    ludic_json_member_uint(j, "levels", tower->levels);
    ludic_json_key(j, "tower");
    ludic_json_begin_array(j);
    for (uint32_t i = 0; i < tower->levels; i++) {
        const char level[4] = {letter[tower->cell[i][0] & 3u], letter[tower->cell[i][1] & 3u],
                               letter[tower->cell[i][2] & 3u], '\0'};
        ludic_json_string(j, level);
    }
    ludic_json_end_array(j);
    ludic_json_key(j, "dice");
    ludic_json_begin_object(j);
    ludic_json_member_uint(j, "green", dice->green);
    ludic_json_member_uint(j, "blue", dice->blue);
    ludic_json_member_uint(j, "red", dice->red);
    ludic_json_member_uint(j, "black", dice->black);
    ludic_json_end_object(j);
    ludic_json_key(j, "stats");
    ludic_json_begin_object(j);
    ludic_json_member_uint(j, "states", st->states);
    ludic_json_member_uint(j, "groups", st->groups);
    ludic_json_member_uint(j, "lookups", st->lookups);
    ludic_json_member_uint(j, "memory_bytes", st->memory);
    ludic_json_member_uint(j, "memory_bound_bytes", st->memory_bound);
    ludic_json_member_bool(j, "green_blue_symmetry", st->symmetric);
    ludic_json_end_object(j);
}

ludic_status ludic_jg_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err)
{
    const ludic_jenga_dice dice = ludic_jenga_default_dice();
    ludic_jenga_tower tower;
    ludic_jenga_stats stats;
    double expected;
    ludic_status st;
    if (flags & LUDIC_SOLVE_DECIMAL)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "jenga's answer is always a decimal: it takes no decimal option "
                          "(in ludic_solve_text)");
    /* the command line reads towers with ludic's extensions */
    if ((st = ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, err)) != LUDIC_OK ||
        (st = ludic_jenga_solve(&tower, &dice, NULL, &expected, &stats, err)) != LUDIC_OK)
        return st;
    if (flags & LUDIC_SOLVE_JSON) {
        ludic_json j;
        ludic_json_init(&j, out);
        ludic_json_begin_object(&j);
        ludic_json_member_double(&j, "expected", expected);
        json_details(&j, &tower, &dice, &stats);
        ludic_json_end_object(&j);
        ludic_buffer_puts(out, "\n");
    } else {
        /* the command line's default --digits */
        ludic_buffer_printf(out, "%.12g\n", expected);
    }
    return LUDIC_OK;
}
