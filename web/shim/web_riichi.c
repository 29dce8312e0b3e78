/*
 * web_riichi.c: a riichi hand for the page: its analysis (`ludic mahjong
 * analyze --json`: shanten, effective tiles, the discard table, the ZJOI
 * figure) and the draw game (`ludic mahjong analyze --json --draws T`:
 * P(win) and P(tenpai) within t draws under the best policy, exact under
 * the replace wall, plus the library's chart).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/riichi.h"
#include "web_json.h"
#include "web_shim.h"

#define MAX_MELDS 4

/* The draw game's search in the page stops here (wasm32 has 4 GiB at most). */
#define DRAW_MAX_MEMORY (1024u * 1024u * 1024u)

static const char *const form_names[] = {"min", "standard", "seven-pairs", "thirteen-orphans"};
static const char *const policy_names[] = {"progress", "exchange", "any"};

/* A hand as the command line reads it: the tiles held, the called melds, the visible tiles. */
typedef struct riichi_input {
    unsigned flags; /* LUDIC_RIICHI_SANMA or 0 */
    ludic_riichi_tiles hand, visible, melds[MAX_MELDS];
    size_t meld_count;
    uint8_t wall[LUDIC_RIICHI_KINDS]; /* the copies of each kind left in the wall */
    unsigned wall_total;
    ludic_riichi_shanten shanten;
} riichi_input;

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

/*
 * Read the hand, melds and visible tiles as analyze does: 13 or 14 tiles,
 * less 3 per called meld; the wall and the shanten. 0, or -1 with err set.
 */
static int read_input(const char *hand_text, const char *meld_text, const char *visible_text,
                      unsigned sanma, riichi_input *in, ludic_error *err)
{
    unsigned tiles;
    memset(in, 0, sizeof *in);
    in->flags = sanma ? LUDIC_RIICHI_SANMA : 0u;
    ludic_error_clear(err);
    if (ludic_riichi_parse_tiles(hand_text, strlen(hand_text), in->flags, &in->hand, err) !=
            LUDIC_OK ||
        read_melds(meld_text, in->flags, in->melds, &in->meld_count, err) != 0 ||
        (visible_text && ludic_riichi_parse_tiles(visible_text, strlen(visible_text), in->flags,
                                                  &in->visible, err) != LUDIC_OK))
        return -1;
    tiles = in->hand.total + 3 * (unsigned)in->meld_count;
    if (tiles != 13 && tiles != 14) {
        err->status = LUDIC_E_INVALID;
        err->line = 1;
        err->column = strlen(hand_text) + 1;
        snprintf(err->message, sizeof err->message,
                 "the hand has %u tiles and %lu called meld%s; expected 13 tiles (waiting for a "
                 "draw) or 14 (after it), less 3 for each called meld",
                 in->hand.total, (unsigned long)in->meld_count, in->meld_count == 1 ? "" : "s");
        return -1;
    }
    if (ludic_riichi_compute_wall(&in->hand, in->melds, in->meld_count, &in->visible, in->flags,
                                  in->wall, err) != LUDIC_OK ||
        ludic_riichi_compute_shanten(in->hand.counts, in->flags, &in->shanten, err) != LUDIC_OK)
        return -1;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        in->wall_total += in->wall[k];
    return 0;
}

/* The members every answer about a hand starts with (analyze's, but "form"). */
static void json_input(lw_json *j, const riichi_input *in)
{
    json_tiles(j, "hand", &in->hand);
    lw_json_key(j, "melds");
    lw_json_begin_array(j);
    for (size_t i = 0; i < in->meld_count; i++) {
        char text[32];
        size_t len;
        if (ludic_riichi_format_tiles(in->melds[i].counts, in->melds[i].red, text, sizeof text,
                                      &len, NULL) != LUDIC_OK)
            text[0] = '\0';
        lw_json_string(j, text);
    }
    lw_json_end_array(j);
    json_tiles(j, "visible", &in->visible);
    lw_json_key(j, "set");
    lw_json_string(j, in->flags & LUDIC_RIICHI_SANMA ? "sanma" : "riichi");
}

static void json_shanten(lw_json *j, const ludic_riichi_shanten *s)
{
    lw_json_key(j, "shanten");
    lw_json_begin_object(j);
    json_shanten_value(j, "min", s->min);
    json_shanten_value(j, "standard", s->standard);
    json_shanten_value(j, "seven_pairs", s->seven_pairs);
    json_shanten_value(j, "thirteen_orphans", s->thirteen_orphans);
    lw_json_end_object(j);
}

/* A hand after its draw: 14 tiles, 3 fewer per called meld. */
static int drawn(const riichi_input *in)
{
    return in->hand.total + 3 * in->meld_count == 14;
}

char *ludic_web_riichi_analyze(const char *hand_text, const char *meld_text,
                               const char *visible_text, unsigned sanma, unsigned form)
{
    riichi_input in;
    ludic_error err;
    lw_json j;

    if (!hand_text)
        return lw_json_fail("no hand");
    if (form > LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS)
        return lw_json_fail("form must be 0 (min), 1 (standard), 2 (seven pairs) or 3 "
                            "(thirteen orphans)");
    if (read_input(hand_text, meld_text, visible_text, sanma, &in, &err) != 0)
        return lw_json_error(&err);

    lw_json_init(&j);
    lw_json_begin_object(&j);
    json_input(&j, &in);
    lw_json_key(&j, "form");
    lw_json_string(&j, form_names[form]);
    lw_json_key(&j, "tiles");
    lw_json_uint(&j, in.hand.total);
    lw_json_key(&j, "wall");
    lw_json_uint(&j, in.wall_total);
    json_shanten(&j, &in.shanten);

    if (!drawn(&in)) {
        ludic_riichi_effective e;
        if (ludic_riichi_compute_effective(in.hand.counts, in.wall, (ludic_riichi_form)form,
                                           in.flags, &e, &err) != LUDIC_OK)
            goto fail;
        json_effective(&j, &e);
        if (json_zjoi(&j, in.hand.counts, in.wall, in.meld_count, in.flags, &err) != 0)
            goto fail;
    } else {
        ludic_riichi_discards d;
        if (ludic_riichi_compute_discards(in.hand.counts, in.wall, (ludic_riichi_form)form,
                                          in.flags, &d, &err) != LUDIC_OK)
            goto fail;
        lw_json_key(&j, "complete");
        lw_json_bool(&j, in.shanten.min == -1);
        lw_json_key(&j, "discards");
        lw_json_begin_array(&j);
        for (unsigned r = 0; r < d.count; r++) {
            uint8_t rest[LUDIC_RIICHI_KINDS];
            memcpy(rest, in.hand.counts, sizeof rest);
            rest[d.row[r].kind]--; /* to the river: out of the wall too */
            lw_json_begin_object(&j);
            lw_json_key(&j, "discard");
            lw_json_string(&j, ludic_riichi_kind_name(d.row[r].kind));
            json_shanten_value(&j, "shanten", d.row[r].after.shanten);
            json_effective(&j, &d.row[r].after);
            if (json_zjoi(&j, rest, in.wall, in.meld_count, in.flags, &err) != 0)
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

/* ---- the draw game ---------------------------------------------------------- */

static void json_list(lw_json *j, const char *key, const double *v, unsigned n)
{
    lw_json_key(j, key);
    lw_json_begin_array(j);
    for (unsigned i = 0; i < n; i++)
        lw_json_double(j, v[i]);
    lw_json_end_array(j);
}

/* The chart of `d`, titled as `analyze --svg` titles it; null when it cannot be drawn. */
static void json_draw_svg(lw_json *j, const riichi_input *in, const ludic_riichi_draw_discards *d,
                          ludic_riichi_policy policy)
{
    char title[300], text[160], *svg = NULL;
    size_t len = 0, at;
    if (ludic_riichi_format_tiles(in->hand.counts, in->hand.red, text, sizeof text, &len,
                                  NULL) != LUDIC_OK)
        text[0] = '\0';
    at = (size_t)snprintf(title, sizeof title, "hand %s", text);
    for (size_t i = 0; i < in->meld_count && at < sizeof title; i++)
        if (ludic_riichi_format_tiles(in->melds[i].counts, in->melds[i].red, text, sizeof text,
                                      &len, NULL) == LUDIC_OK)
            at += (size_t)snprintf(title + at, sizeof title - at, "%s%s", i ? " " : ", called ",
                                   text);
    if (at < sizeof title)
        snprintf(title + at, sizeof title - at, " (%s, replace wall)", policy_names[policy]);
    lw_json_key(j, "svg");
    if (ludic_riichi_format_draw_svg(d, title, NULL, 0, &len, NULL) != LUDIC_E_TRUNCATED ||
        !(svg = malloc(len + 1)) ||
        ludic_riichi_format_draw_svg(d, title, svg, len + 1, &len, NULL) != LUDIC_OK)
        lw_json_null(j);
    else
        lw_json_string_n(j, svg, len);
    free(svg);
}

char *ludic_web_riichi_draws(const char *hand_text, const char *meld_text,
                             const char *visible_text, unsigned sanma, unsigned draws,
                             unsigned policy)
{
    riichi_input in;
    ludic_limits limits;
    ludic_error err;
    lw_json j;
    ludic_riichi_draw_odds odds;
    ludic_riichi_draw_discards *table = NULL;
    ludic_status status;

    if (!hand_text)
        return lw_json_fail("no hand");
    if (draws < 1 || draws > LUDIC_RIICHI_MAX_DRAWS)
        return lw_json_fail("the number of draws must be 1 to 32");
    if (policy > LUDIC_RIICHI_POLICY_ANY)
        return lw_json_fail("policy must be 0 (progress), 1 (exchange) or 2 (any)");
    if (read_input(hand_text, meld_text, visible_text, sanma, &in, &err) != 0)
        return lw_json_error(&err);
    memset(&limits, 0, sizeof limits);
    limits.max_memory = DRAW_MAX_MEMORY;
    limits.progress = lw_progress;
    if (drawn(&in)) {
        if (!(table = malloc(sizeof *table)))
            return NULL;
        status = ludic_riichi_compute_draw_discards(in.hand.counts, in.wall, draws,
                                                    (ludic_riichi_policy)policy, &limits,
                                                    in.flags, table, &err);
    } else {
        status = ludic_riichi_compute_draw_odds(in.hand.counts, in.wall, draws,
                                                (ludic_riichi_policy)policy, &limits, in.flags,
                                                &odds, &err);
    }
    if (status != LUDIC_OK) {
        free(table);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    json_input(&j, &in);
    lw_json_key(&j, "tiles");
    lw_json_uint(&j, in.hand.total);
    lw_json_key(&j, "wall");
    lw_json_uint(&j, in.wall_total);
    json_shanten(&j, &in.shanten);
    lw_json_key(&j, "draws");
    lw_json_uint(&j, draws);
    lw_json_key(&j, "wall_rule");
    lw_json_string(&j, "replace");
    lw_json_key(&j, "policy");
    lw_json_string(&j, policy_names[policy]);
    lw_json_key(&j, "policy_slack");
    lw_json_uint(&j, policy);
    lw_json_key(&j, "exact");
    lw_json_bool(&j, 1);
    lw_json_key(&j, "hands_searched");
    lw_json_uint(&j, table ? table->hands : odds.hands);
    if (!table) {
        json_list(&j, "win", odds.win, draws);
        json_list(&j, "tenpai", odds.tenpai, draws);
    } else {
        /* best first, as the library sorts them: draw_order and the rows agree here */
        lw_json_key(&j, "best_discard");
        lw_json_string(&j, ludic_riichi_kind_name(table->row[0].kind));
        lw_json_key(&j, "draw_order");
        lw_json_begin_array(&j);
        for (unsigned r = 0; r < table->count; r++)
            lw_json_string(&j, ludic_riichi_kind_name(table->row[r].kind));
        lw_json_end_array(&j);
        lw_json_key(&j, "discards");
        lw_json_begin_array(&j);
        for (unsigned r = 0; r < table->count; r++) {
            lw_json_begin_object(&j);
            lw_json_key(&j, "discard");
            lw_json_string(&j, ludic_riichi_kind_name(table->row[r].kind));
            lw_json_key(&j, "shanten");
            lw_json_int(&j, table->row[r].odds.shanten);
            json_list(&j, "win", table->row[r].odds.win, draws);
            json_list(&j, "tenpai", table->row[r].odds.tenpai, draws);
            lw_json_end_object(&j);
        }
        lw_json_end_array(&j);
        json_draw_svg(&j, &in, table, (ludic_riichi_policy)policy);
    }
    lw_json_end_object(&j);
    free(table);
    return lw_json_finish(&j);
}
