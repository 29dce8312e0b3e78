/*
 * web_mahjong.c: mahjong for the page: the distribution of the winning draw
 * (`ludic mahjong dist --json`, plus the library's SVG chart). The riichi
 * analysis is in web_riichi.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/mahjong.h"
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
