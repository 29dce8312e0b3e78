/*
 * mahjong_solve_text.c: mahjong's half of ludic_solve_text: the text
 * `ludic mahjong solve [--decimal] [--json]` prints for an input in the
 * original format or a layout file, under the default memory cap
 * (cli/mahjong_cmd.c; the Python tests compare the two on generated inputs).
 */
#include <string.h>

#include "core/solve_text_int.h"
#include "ludic/mahjong.h"
#include "util/json_int.h"

/* What --json prints after the numbers: the hand, the layout's kind, the sizes. */
static void json_details(ludic_json *j, const ludic_mahjong_game *game,
                         const ludic_mahjong_names *names, const ludic_mahjong_stats *stats)
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
    ludic_json_member_string(j, "layout",
                             names->kinds && names->suit[0] ? "layout file" : "original");
    ludic_json_member_uint(j, "kinds", game->kinds);
    ludic_json_member_uint(j, "wall", stats->wall);
    ludic_json_member_uint(j, "automaton_states", stats->states);
    ludic_json_member_uint(j, "max_losing_draw", stats->max_losing);
    ludic_buffer_clear(&hand);
}

/* Solve the game read into game/names and append the answer; see the file comment. */
static ludic_status answer(const ludic_mahjong_game *game, const ludic_mahjong_names *names,
                           unsigned flags, ludic_buffer *out, ludic_error *err)
{
    const int decimal = (flags & LUDIC_SOLVE_DECIMAL) != 0, json = (flags & LUDIC_SOLVE_JSON) != 0;
    ludic_mahjong_automaton *automaton = NULL;
    ludic_mahjong_stats stats;
    ludic_mahjong_dist dist;
    uint32_t value = 0;
    ludic_status st;
    memset(&dist, 0, sizeof dist);
    memset(&stats, 0, sizeof stats);
    /* one automaton for both counts when --json needs both */
    if ((st = ludic_mahjong_automaton_create(game, 0, &automaton, err)) != LUDIC_OK)
        return st;
    if (json || !decimal)
        st = ludic_mahjong_solve(game, automaton, NULL, &value, json ? &stats : NULL, err);
    if (st == LUDIC_OK && (json || decimal))
        st = ludic_mahjong_solve_distribution(game, automaton, NULL, &dist, &stats, err);
    if (st == LUDIC_OK) {
        if (json) {
            ludic_json j;
            ludic_json_init(&j, out);
            ludic_json_begin_object(&j);
            ludic_json_member_uint(&j, "answer", value);
            ludic_json_member_double(&j, "expected", dist.expected);
            ludic_json_member_uint(&j, "modulus", LUDIC_MAHJONG_MODULUS);
            json_details(&j, game, names, &stats);
            ludic_json_end_object(&j);
            ludic_buffer_puts(out, "\n");
        } else if (decimal) {
            /* 15 digits: 12 alone could round off 5e-12, beyond the promised 1e-12 */
            ludic_buffer_printf(out, "%.15g\n", dist.expected);
        } else {
            ludic_buffer_printf(out, "%lu\n", (unsigned long)value);
        }
    }
    ludic_mahjong_automaton_free(automaton);
    ludic_mahjong_dist_clear(&dist);
    return st;
}

ludic_status ludic_mj_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    ludic_status st;
    memset(&game, 0, sizeof game);
    memset(&names, 0, sizeof names);
    if ((st = ludic_mahjong_parse(text, len, 0, &game, &names, err)) != LUDIC_OK)
        return st;
    st = answer(&game, &names, flags, out, err);
    ludic_mahjong_game_clear(&game);
    ludic_mahjong_names_clear(&names);
    return st;
}
