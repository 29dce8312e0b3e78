/*
 * mahjong_solve_text.c: mahjong's half of ludic_solve_text: the text
 * `ludic mahjong solve|brute [--decimal] [--json] [--stats] [--riichi HAND |
 * --sanma HAND] [--max-memory]` prints for an input in the original format,
 * a layout file or a preset hand (the command line prints with this
 * function; the Python tests compare ludic.solve with the command).
 */
#include <stdio.h>
#include <string.h>

#include "core/solve_text_int.h"
#include "ludic/mahjong.h"
#include "util/json_int.h"

/* The members every JSON answer has after the numbers: the hand, the layout's kind, its size. */
static void json_hand(ludic_json *j, const ludic_mahjong_game *game,
                      const ludic_mahjong_names *names, const char *layout)
{
    ludic_buffer hand;
    size_t need = 0;
    char *room;
    ludic_buffer_init(&hand);
    /* a game that was read always formats; a failed buffer fails the answer */
    if (ludic_mahjong_format_hand(game, names, NULL, 0, &need, NULL) == LUDIC_E_TRUNCATED &&
        (room = ludic_buffer_reserve(&hand, need)) != NULL &&
        ludic_mahjong_format_hand(game, names, room, need + 1, NULL, NULL) == LUDIC_OK)
        hand.len += need;
    if (hand.failed)
        j->out->failed = 1;
    ludic_json_member_string(j, "hand", hand.data ? hand.data : "");
    ludic_json_member_string(j, "layout", layout);
    ludic_json_member_uint(j, "kinds", game->kinds);
    ludic_buffer_clear(&hand);
}

/*
 * --decimal: 15 significant digits. 12 would not do: rounding to 12 digits
 * alone can be off by 5e-12 relatively, and the promise is below 1e-12 (the
 * computed value is good to about 1e-15 at n = 100, 4e-15 at n = 1000).
 */
static void put_decimal(ludic_buffer *out, double v)
{
    ludic_buffer_printf(out, "%.15g\n", v);
}

/* What --stats prints (on standard error, in the command). */
static void stats_text(ludic_buffer *out, const ludic_mahjong_stats *st)
{
    char mem[48];
    if (st->memory < (1u << 20))
        snprintf(mem, sizeof mem, "%.1f KiB", (double)st->memory / 1024.0);
    else
        snprintf(mem, sizeof mem, "%.1f MiB", (double)st->memory / (1024.0 * 1024.0));
    ludic_buffer_printf(out,
                        "stats: automaton %lu states (%lu non-winning; %lu before minimising)\n"
                        "stats: wall %lu tiles; a non-winning draw holds at most %lu of them\n"
                        "stats: %llu DP cells over all kinds; DP tables %s\n",
                        (unsigned long)st->states, (unsigned long)st->states - 1,
                        (unsigned long)st->explored, (unsigned long)st->wall,
                        (unsigned long)st->max_losing, (unsigned long long)st->cells, mem);
}

/* solve: the count and the decimal it needs, one automaton for both. */
static ludic_status solve(const ludic_mahjong_game *game, const ludic_mahjong_names *names,
                          const char *layout, const ludic_solve_options *o, ludic_buffer *out,
                          ludic_buffer *stats_out, ludic_error *err)
{
    const int decimal = (o->flags & LUDIC_SOLVE_DECIMAL) != 0;
    const int json = (o->flags & LUDIC_SOLVE_JSON) != 0;
    const int want_stats = (o->flags & LUDIC_SOLVE_STATS) != 0;
    ludic_mahjong_automaton *automaton = NULL;
    ludic_mahjong_stats stats;
    ludic_mahjong_dist dist;
    uint32_t value = 0;
    ludic_status st;
    memset(&dist, 0, sizeof dist);
    memset(&stats, 0, sizeof stats);
    if ((st = ludic_mahjong_automaton_create(game, 0, &automaton, err)) != LUDIC_OK)
        return st;
    /* statistics cost a little time: asked for only when they are shown */
    if (json || !decimal)
        st = ludic_mahjong_solve(game, automaton, o->limits, &value,
                                 json || want_stats ? &stats : NULL, err);
    if (st == LUDIC_OK && (json || decimal))
        st = ludic_mahjong_solve_distribution(game, automaton, o->limits, &dist, &stats, err);
    if (st == LUDIC_OK) {
        if (json) {
            ludic_json j;
            ludic_json_init(&j, out);
            ludic_json_begin_object(&j);
            ludic_json_member_uint(&j, "answer", value);
            ludic_json_member_double(&j, "expected", dist.expected);
            ludic_json_member_uint(&j, "modulus", LUDIC_MAHJONG_MODULUS);
            json_hand(&j, game, names, layout);
            ludic_json_member_uint(&j, "wall", stats.wall);
            ludic_json_member_uint(&j, "automaton_states", stats.states);
            ludic_json_member_uint(&j, "max_losing_draw", stats.max_losing);
            ludic_json_end_object(&j);
            ludic_buffer_puts(out, "\n");
        } else if (decimal) {
            put_decimal(out, dist.expected);
        } else {
            ludic_buffer_printf(out, "%lu\n", (unsigned long)value);
        }
        if (want_stats)
            stats_text(stats_out, &stats);
    }
    ludic_mahjong_automaton_free(automaton);
    ludic_mahjong_dist_clear(&dist);
    return st;
}

/* brute: the oracle's count and expected weight, in the same formats. */
static ludic_status brute(const ludic_mahjong_game *game, const ludic_mahjong_names *names,
                          const char *layout, unsigned flags, ludic_buffer *out, ludic_error *err)
{
    uint32_t value = 0;
    double expected = 0.0;
    ludic_status st = ludic_mahjong_brute_solve(game, &value, &expected, NULL, 0, err);
    if (st != LUDIC_OK)
        return st;
    if (flags & LUDIC_SOLVE_JSON) {
        ludic_json j;
        ludic_json_init(&j, out);
        ludic_json_begin_object(&j);
        ludic_json_member_uint(&j, "answer", value);
        ludic_json_member_double(&j, "expected", expected);
        json_hand(&j, game, names, layout);
        ludic_json_end_object(&j);
        ludic_buffer_puts(out, "\n");
    } else if (flags & LUDIC_SOLVE_DECIMAL) {
        put_decimal(out, expected);
    } else {
        ludic_buffer_printf(out, "%lu\n", (unsigned long)value);
    }
    return LUDIC_OK;
}

ludic_status ludic_mj_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    const char *layout;
    ludic_status st;
    memset(&game, 0, sizeof game);
    memset(&names, 0, sizeof names);
    if (o->flags & (LUDIC_SOLVE_RIICHI | LUDIC_SOLVE_SANMA)) {
        const int riichi = (o->flags & LUDIC_SOLVE_RIICHI) != 0;
        layout = riichi ? "riichi" : "sanma";
        st = ludic_mahjong_parse_hand(text, len, riichi ? LUDIC_MAHJONG_RIICHI : LUDIC_MAHJONG_SANMA,
                                      0, &game, &names, err);
    } else {
        st = ludic_mahjong_parse(text, len, 0, &game, &names, err);
        layout = names.kinds && names.suit[0] ? "layout file" : "original";
    }
    if (st == LUDIC_OK)
        st = o->flags & LUDIC_SOLVE_BRUTE ? brute(&game, &names, layout, o->flags, out, err)
                                          : solve(&game, &names, layout, o, out, stats, err);
    ludic_mahjong_game_clear(&game);
    ludic_mahjong_names_clear(&names);
    return st;
}
