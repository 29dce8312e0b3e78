/*
 * jenga_solve_text.c: jenga's half of ludic_solve_text: the text
 * `ludic jenga solve|brute [--dice] [--digits] [--stats] [--json]
 * [--max-memory]` prints (the command line prints with this function; the
 * Python tests compare ludic.solve with the command).
 */
#include "core/memory_int.h"
#include "core/solve_text_int.h"
#include "ludic/jenga.h"
#include "util/format_int.h"
#include "util/json_int.h"

/* The "tower" and "dice" members, as the command line writes them. */
static void json_tower_and_dice(ludic_json *j, const ludic_jenga_tower *tower,
                                const ludic_jenga_dice *dice)
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
}

static void json_stats(ludic_json *j, const ludic_jenga_stats *st)
{
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

/* Bytes for people ("3.50 MiB"). */
static void put_size(ludic_buffer *out, uint64_t bytes)
{
    char text[48];
    ludic_format_bytes(text, sizeof text, bytes);
    ludic_buffer_puts(out, text);
}

/* What --stats prints after the answer. */
static void stats_text(ludic_buffer *out, const ludic_jenga_stats *st, uint64_t cap)
{
    ludic_buffer_printf(out, "states: %llu (in %llu groups%s)\n",
                        (unsigned long long)st->states, (unsigned long long)st->groups,
                        st->symmetric ? "; green and blue interchangeable" : "");
    ludic_buffer_printf(out, "lookups: %llu\nmemory: ", (unsigned long long)st->lookups);
    put_size(out, st->memory);
    ludic_buffer_puts(out, " (bound checked before solving: ");
    put_size(out, st->memory_bound);
    /* a bound over the cap: solved within the cap, every growth checked */
    ludic_buffer_puts(out, st->memory_bound > cap ? ", over the cap: solved within the cap " : "; cap ");
    put_size(out, cap);
    ludic_buffer_puts(out, ")\n");
}

ludic_status ludic_jg_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err)
{
    const ludic_jenga_dice dice = o->dice ? *o->dice : ludic_jenga_default_dice();
    const int brute = (o->flags & LUDIC_SOLVE_BRUTE) != 0;
    ludic_jenga_tower tower;
    ludic_jenga_stats st;
    double expected;
    ludic_status status;
    /* the command line reads towers with ludic's extensions */
    if ((status = ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, err)) != LUDIC_OK)
        return status;
    status = brute ? ludic_jenga_brute_solve(&tower, &dice, o->limits, &expected, err)
                   : ludic_jenga_solve(&tower, &dice, o->limits, &expected, &st, err);
    if (status != LUDIC_OK)
        return status;
    if (o->flags & LUDIC_SOLVE_JSON) {
        ludic_json j;
        ludic_json_init(&j, out);
        ludic_json_begin_object(&j);
        ludic_json_member_double(&j, "expected", expected); /* full precision */
        json_tower_and_dice(&j, &tower, &dice);
        if (!brute)
            json_stats(&j, &st);
        ludic_json_end_object(&j);
        ludic_buffer_puts(out, "\n");
    } else {
        ludic_buffer_printf(out, "%.*g\n", (int)(o->digits ? o->digits : LUDIC_SOLVE_DEFAULT_DIGITS),
                            expected);
        if (o->flags & LUDIC_SOLVE_STATS)
            stats_text(stats, &st, ludic_memory_cap(o->limits));
    }
    return LUDIC_OK;
}
