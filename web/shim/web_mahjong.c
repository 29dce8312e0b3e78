/*
 * web_mahjong.c: mahjong for the page: the distribution of the winning draw
 * (`ludic mahjong dist --json`, plus the library's SVG chart) and the
 * analysis of a riichi hand (`ludic mahjong analyze --json`).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/mahjong.h"
#include "ludic/riichi.h"
#include "web_json.h"
#include "web_shim.h"

static void json_hand(lw_json *j, const ludic_mahjong_game *game, const ludic_mahjong_names *names,
                      const char *layout)
{
    char small[256];
    size_t len = 0;
    lw_json_key(j, "hand");
    if (ludic_mahjong_format_hand(game, names, small, sizeof small, &len, NULL) == LUDIC_OK) {
        lw_json_string(j, small);
    } else {
        char *big = malloc(len + 1);
        if (big && ludic_mahjong_format_hand(game, names, big, len + 1, &len, NULL) == LUDIC_OK)
            lw_json_string(j, big);
        else
            lw_json_string(j, "");
        free(big);
    }
    lw_json_key(j, "layout");
    lw_json_string(j, layout);
    lw_json_key(j, "kinds");
    lw_json_uint(j, game->kinds);
}

static void json_svg(lw_json *j, const ludic_mahjong_dist *dist, const char *title)
{
    size_t len = 0;
    char *svg;
    lw_json_key(j, "svg");
    if (ludic_mahjong_format_svg(dist, title, NULL, 0, &len, NULL) != LUDIC_E_TRUNCATED ||
        !(svg = malloc(len + 1))) {
        lw_json_null(j);
        return;
    }
    if (ludic_mahjong_format_svg(dist, title, svg, len + 1, &len, NULL) == LUDIC_OK)
        lw_json_string_n(j, svg, len);
    else
        lw_json_null(j);
    free(svg);
}

char *ludic_web_mahjong_dist(const char *text, size_t len, unsigned mode)
{
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    ludic_mahjong_dist dist;
    ludic_limits limits;
    ludic_error err;
    ludic_status status;
    const char *layout;
    char title[300];
    size_t title_len = 0;
    lw_json j;

    if (!text)
        return lw_json_fail("no input text");
    if (mode > 2)
        return lw_json_fail("mode must be 0 (input file), 1 (riichi hand) or 2 (sanma hand)");
    memset(&game, 0, sizeof game);
    memset(&names, 0, sizeof names);
    memset(&limits, 0, sizeof limits);
    limits.progress = lw_progress;
    ludic_error_clear(&err);
    if (mode == 0)
        status = ludic_mahjong_parse(text, len, 0, &game, &names, &err);
    else
        status = ludic_mahjong_parse_hand(text, len,
                                          mode == 1 ? LUDIC_MAHJONG_RIICHI : LUDIC_MAHJONG_SANMA, 0,
                                          &game, &names, &err);
    if (status != LUDIC_OK)
        return lw_json_error(&err);
    layout = mode == 1 ? "riichi" : mode == 2 ? "sanma"
             : names.kinds && names.suit[0] ? "layout file" : "original";
    status = ludic_mahjong_solve_distribution(&game, NULL, &limits, &dist, NULL, &err);
    if (status != LUDIC_OK) {
        ludic_mahjong_game_clear(&game);
        ludic_mahjong_names_clear(&names);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "expected");
    lw_json_double(&j, dist.expected);
    json_hand(&j, &game, &names, layout);
    lw_json_key(&j, "wall");
    lw_json_uint(&j, dist.wall);
    lw_json_key(&j, "last");
    lw_json_uint(&j, dist.last);
    lw_json_key(&j, "distribution");
    lw_json_begin_array(&j);
    for (uint32_t i = 1; i <= dist.last; i++) {
        lw_json_begin_object(&j);
        lw_json_key(&j, "draw");
        lw_json_uint(&j, i);
        lw_json_key(&j, "p");
        lw_json_double(&j, dist.p[i]);
        lw_json_key(&j, "cdf");
        lw_json_double(&j, dist.cdf[i]);
        lw_json_end_object(&j);
    }
    lw_json_end_array(&j);
    /* The chart's title: the hand, as the command line's `dist --svg` writes it. */
    if (ludic_mahjong_format_hand(&game, &names, title, sizeof title, &title_len, NULL) != LUDIC_OK)
        title[0] = '\0';
    json_svg(&j, &dist, title);
    lw_json_end_object(&j);
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    ludic_mahjong_names_clear(&names);
    return lw_json_finish(&j);
}

/* ---- riichi analysis ------------------------------------------------------ */

#define MAX_MELDS 4

static const char *const form_names[] = {"min", "standard", "seven-pairs", "thirteen-orphans"};

static void json_tiles(lw_json *j, const char *key, const ludic_riichi_tiles *t)
{
    char text[160];
    size_t len;
    lw_json_key(j, key);
    if (ludic_riichi_format_tiles(t->counts, t->red, text, sizeof text, &len, NULL) != LUDIC_OK)
        text[0] = '\0';
    lw_json_string(j, text);
}

static void json_shanten_value(lw_json *j, const char *key, int value)
{
    lw_json_key(j, key);
    if (value == LUDIC_RIICHI_NO_FORM)
        lw_json_null(j);
    else
        lw_json_int(j, value);
}

static void json_effective(lw_json *j, const ludic_riichi_effective *e)
{
    lw_json_key(j, "effective");
    lw_json_begin_array(j);
    for (unsigned i = 0; i < e->kinds; i++) {
        lw_json_begin_object(j);
        lw_json_key(j, "tile");
        lw_json_string(j, ludic_riichi_kind_name(e->kind[i]));
        lw_json_key(j, "count");
        lw_json_uint(j, e->count[i]);
        lw_json_end_object(j);
    }
    lw_json_end_array(j);
    lw_json_key(j, "effective_total");
    lw_json_uint(j, e->total);
}

/*
 * The ZJOI figure of 13 tiles as the command line gives it: null for a hand
 * with called melds or one that never completes. 0, or a failure in *err.
 */
static int json_zjoi(lw_json *j, const uint8_t *hand, const uint8_t *wall, size_t melds,
                     unsigned flags, ludic_error *err)
{
    double value = 0.0;
    ludic_status status = LUDIC_E_NO_ANSWER;
    if (melds == 0)
        status = ludic_riichi_compute_expected_draws(hand, wall, NULL, flags, &value, err);
    lw_json_key(j, "expected_draws");
    if (status == LUDIC_OK)
        lw_json_double(j, value);
    else
        lw_json_null(j);
    return status == LUDIC_OK || status == LUDIC_E_NO_ANSWER ? 0 : -1;
}

/* Read the space-separated melds; 0, or -1 with err set. */
static int read_melds(const char *text, unsigned flags, ludic_riichi_tiles *melds, size_t *count,
                      ludic_error *err)
{
    *count = 0;
    while (text && *text) {
        size_t n;
        while (*text == ' ')
            text++;
        n = strcspn(text, " ");
        if (n == 0)
            break;
        if (*count == MAX_MELDS) {
            ludic_error_clear(err);
            err->status = LUDIC_E_INVALID;
            strcpy(err->message, "a hand has at most 4 called melds");
            return -1;
        }
        if (ludic_riichi_parse_meld(text, n, flags, &melds[*count], err) != LUDIC_OK)
            return -1;
        (*count)++;
        text += n;
    }
    return 0;
}

char *ludic_web_riichi_analyze(const char *hand_text, const char *meld_text,
                               const char *visible_text, unsigned sanma, unsigned form)
{
    const unsigned flags = sanma ? LUDIC_RIICHI_SANMA : 0u;
    ludic_riichi_tiles hand, visible, melds[MAX_MELDS];
    ludic_riichi_shanten shanten;
    uint8_t wall[LUDIC_RIICHI_KINDS];
    unsigned wall_total = 0, tiles;
    size_t meld_count = 0;
    ludic_error err;
    lw_json j;

    if (!hand_text)
        return lw_json_fail("no hand");
    if (form > LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS)
        return lw_json_fail("form must be 0 (min), 1 (standard), 2 (seven pairs) or 3 "
                            "(thirteen orphans)");
    memset(&visible, 0, sizeof visible);
    ludic_error_clear(&err);
    if (ludic_riichi_parse_tiles(hand_text, strlen(hand_text), flags, &hand, &err) != LUDIC_OK ||
        read_melds(meld_text, flags, melds, &meld_count, &err) != 0 ||
        (visible_text && ludic_riichi_parse_tiles(visible_text, strlen(visible_text), flags,
                                                  &visible, &err) != LUDIC_OK))
        return lw_json_error(&err);
    tiles = hand.total + 3 * (unsigned)meld_count;
    if (tiles != 13 && tiles != 14) {
        err.status = LUDIC_E_INVALID;
        err.line = 1;
        err.column = strlen(hand_text) + 1;
        snprintf(err.message, sizeof err.message,
                 "the hand has %u tiles and %lu called meld%s; expected 13 tiles (waiting for a "
                 "draw) or 14 (after it), less 3 for each called meld",
                 hand.total, (unsigned long)meld_count, meld_count == 1 ? "" : "s");
        return lw_json_error(&err);
    }
    if (ludic_riichi_compute_wall(&hand, melds, meld_count, &visible, flags, wall, &err) !=
            LUDIC_OK ||
        ludic_riichi_compute_shanten(hand.counts, flags, &shanten, &err) != LUDIC_OK)
        return lw_json_error(&err);
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        wall_total += wall[k];

    lw_json_init(&j);
    lw_json_begin_object(&j);
    json_tiles(&j, "hand", &hand);
    lw_json_key(&j, "melds");
    lw_json_begin_array(&j);
    for (size_t i = 0; i < meld_count; i++) {
        char text[32];
        size_t len;
        if (ludic_riichi_format_tiles(melds[i].counts, melds[i].red, text, sizeof text, &len,
                                      NULL) != LUDIC_OK)
            text[0] = '\0';
        lw_json_string(&j, text);
    }
    lw_json_end_array(&j);
    json_tiles(&j, "visible", &visible);
    lw_json_key(&j, "set");
    lw_json_string(&j, sanma ? "sanma" : "riichi");
    lw_json_key(&j, "form");
    lw_json_string(&j, form_names[form]);
    lw_json_key(&j, "tiles");
    lw_json_uint(&j, hand.total);
    lw_json_key(&j, "wall");
    lw_json_uint(&j, wall_total);
    lw_json_key(&j, "shanten");
    lw_json_begin_object(&j);
    json_shanten_value(&j, "min", shanten.min);
    json_shanten_value(&j, "standard", shanten.standard);
    json_shanten_value(&j, "seven_pairs", shanten.seven_pairs);
    json_shanten_value(&j, "thirteen_orphans", shanten.thirteen_orphans);
    lw_json_end_object(&j);

    if (hand.total + 3 * meld_count == 13) {
        ludic_riichi_effective e;
        if (ludic_riichi_compute_effective(hand.counts, wall, (ludic_riichi_form)form, flags, &e,
                                           &err) != LUDIC_OK)
            goto fail;
        json_effective(&j, &e);
        if (json_zjoi(&j, hand.counts, wall, meld_count, flags, &err) != 0)
            goto fail;
    } else {
        ludic_riichi_discards d;
        if (ludic_riichi_compute_discards(hand.counts, wall, (ludic_riichi_form)form, flags, &d,
                                          &err) != LUDIC_OK)
            goto fail;
        lw_json_key(&j, "complete");
        lw_json_bool(&j, shanten.min == -1);
        lw_json_key(&j, "discards");
        lw_json_begin_array(&j);
        for (unsigned r = 0; r < d.count; r++) {
            uint8_t rest[LUDIC_RIICHI_KINDS];
            memcpy(rest, hand.counts, sizeof rest);
            rest[d.row[r].kind]--; /* to the river: out of the wall too */
            lw_json_begin_object(&j);
            lw_json_key(&j, "discard");
            lw_json_string(&j, ludic_riichi_kind_name(d.row[r].kind));
            json_shanten_value(&j, "shanten", d.row[r].after.shanten);
            json_effective(&j, &d.row[r].after);
            if (json_zjoi(&j, rest, wall, meld_count, flags, &err) != 0)
                goto fail;
            lw_json_end_object(&j);
        }
        lw_json_end_array(&j);
    }
    lw_json_end_object(&j);
    return lw_json_finish(&j);
fail:
    free(j.data);
    return lw_json_error(&err);
}
