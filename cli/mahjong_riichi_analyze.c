/*
 * mahjong_riichi_analyze.c: `ludic mahjong analyze HAND`: shanten per form,
 * then for a hand waiting for its draw (13 - 3c tiles) the effective tiles
 * and ludic's ZJOI expected draws, and for a hand after its draw (14 - 3c)
 * the discard table with the ZJOI figure of every row (docs/riichi.md).
 * Text like the 牌理 pages by default, one JSON object with --json.
 */
#include <stdio.h>
#include <string.h>

#include "mahjong_riichi_int.h"

/* The ZJOI figure of one 13-tile hand: have = 0 when there is none (and why). */
typedef struct zjoi {
    int have;
    double value;
    const char *none; /* why there is no figure */
} zjoi;

static const char *const form_names[] = {"min", "standard", "seven-pairs", "thirteen-orphans"};

static int parse_part(const char *source, const char *text, unsigned flags, int meld,
                      ludic_riichi_tiles *out)
{
    ludic_error err;
    ludic_status status = meld ? ludic_riichi_parse_meld(text, strlen(text), flags, out, &err)
                               : ludic_riichi_parse_tiles(text, strlen(text), flags, out, &err);
    return status == LUDIC_OK ? 0 : cli_report(source, &err);
}

int cli_riichi_read_hand(const cli_args *args, analysis *a)
{
    const cli_value *melds = cli_opt(args, CLI_OPT_MELD), *visible = cli_opt(args, CLI_OPT_VISIBLE);
    const char *hand = args->positional[0];
    ludic_error err;
    unsigned tiles;
    int rc;
    memset(a, 0, sizeof *a);
    a->flags = cli_flag(args, CLI_OPT_SANMA_SET) ? LUDIC_RIICHI_SANMA : 0u;
    a->form = cli_takes(args, CLI_OPT_FORM)
                  ? (ludic_riichi_form)cli_uint(args, CLI_OPT_FORM, LUDIC_RIICHI_FORM_MIN)
                  : LUDIC_RIICHI_FORM_MIN;
    rc = parse_part("HAND", hand, a->flags, 0, &a->hand);
    a->meld_count = melds->set ? (size_t)melds->u : 0;
    for (size_t i = 0; i < a->meld_count && rc == 0; i++) {
        char source[64];
        snprintf(source, sizeof source, "--meld %.40s", melds->list[i]);
        rc = parse_part(source, melds->list[i], a->flags, 1, &a->melds[i]);
    }
    if (rc == 0 && visible->set)
        rc = parse_part("--visible", visible->s, a->flags, 0, &a->visible);
    if (rc)
        return rc;
    tiles = a->hand.total + 3 * (unsigned)a->meld_count;
    if (tiles != 13 && tiles != 14)
        return cli_fail(CLI_EXIT_USAGE,
                        "HAND:1:%lu: the hand has %u tiles and %lu called meld%s; expected 13 "
                        "tiles (waiting for a draw) or 14 (after it), less 3 for each called "
                        "meld",
                        (unsigned long)strlen(hand) + 1, a->hand.total,
                        (unsigned long)a->meld_count, a->meld_count == 1 ? "" : "s");
    if (ludic_riichi_compute_wall(&a->hand, a->melds, a->meld_count,
                                  visible->set ? &a->visible : NULL, a->flags, a->wall,
                                  &err) != LUDIC_OK ||
        ludic_riichi_compute_shanten(a->hand.counts, a->flags, &a->shanten, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        a->wall_total += a->wall[k];
    return 0;
}

/* The ZJOI expected draws of the 13 tiles `hand`: 0 or an exit status. */
static int expected_draws(const analysis *a, const uint8_t *hand, zjoi *z)
{
    ludic_error err;
    ludic_status status;
    z->have = 0;
    z->value = 0.0;
    if (a->meld_count > 0) {
        z->none = "not for hands with called melds (the ZJOI question is about closed hands)";
        return 0;
    }
    status = ludic_riichi_compute_expected_draws(hand, a->wall, NULL, a->flags, &z->value, &err);
    if (status == LUDIC_E_NO_ANSWER) {
        z->none = "none: even the whole wall never completes the hand";
        return 0;
    }
    if (status != LUDIC_OK)
        return cli_report(NULL, &err);
    z->have = 1;
    return 0;
}

static void put_tiles(ludic_buffer *out, const uint8_t *counts, const uint8_t *red)
{
    char text[160];
    size_t len;
    if (ludic_riichi_format_tiles(counts, red, text, sizeof text, &len, NULL) == LUDIC_OK)
        ludic_buffer_append(out, text, len);
}

/* "1z(2) 2z(2)", or "none" */
static void put_effective_text(ludic_buffer *out, const ludic_riichi_effective *e)
{
    if (e->kinds == 0)
        ludic_buffer_puts(out, "none");
    for (unsigned i = 0; i < e->kinds; i++)
        ludic_buffer_printf(out, "%s%s(%u)", i ? " " : "", ludic_riichi_kind_name(e->kind[i]),
                            e->count[i]);
}

static void put_shanten_text(ludic_buffer *out, const analysis *a)
{
    const ludic_riichi_shanten *s = &a->shanten;
    ludic_buffer_puts(out, "shanten ");
    cli_riichi_put_shanten(out, s->min, "-");
    ludic_buffer_puts(out, s->min == -1  ? " (complete: the hand wins as it stands)"
                           : s->min == 0 ? " (tenpai)"
                                         : "");
    ludic_buffer_puts(out, ": standard ");
    cli_riichi_put_shanten(out, s->standard, "-");
    if (s->seven_pairs != LUDIC_RIICHI_NO_FORM) {
        ludic_buffer_puts(out, ", seven pairs ");
        cli_riichi_put_shanten(out, s->seven_pairs, "-");
        ludic_buffer_puts(out, ", thirteen orphans ");
        cli_riichi_put_shanten(out, s->thirteen_orphans, "-");
    } else {
        ludic_buffer_puts(out, " (seven pairs and thirteen orphans need a closed hand)");
    }
    ludic_buffer_puts(out, "\n");
    if (a->form != LUDIC_RIICHI_FORM_MIN)
        ludic_buffer_printf(out, "effective tiles for the %s form only\n", form_names[a->form]);
}

void cli_riichi_put_header(ludic_buffer *out, const analysis *a)
{
    ludic_buffer_puts(out, "hand ");
    put_tiles(out, a->hand.counts, a->hand.red);
    if (a->meld_count) {
        ludic_buffer_puts(out, ", called");
        for (size_t i = 0; i < a->meld_count; i++) {
            ludic_buffer_puts(out, " ");
            put_tiles(out, a->melds[i].counts, a->melds[i].red);
        }
    }
    ludic_buffer_printf(out, ": %u tiles, %s set", a->hand.total,
                        a->flags & LUDIC_RIICHI_SANMA ? "three-player" : "riichi");
    if (a->visible.total) {
        ludic_buffer_puts(out, ", visible ");
        put_tiles(out, a->visible.counts, a->visible.red);
    }
    ludic_buffer_printf(out, "; %u tiles in the wall\n", a->wall_total);
    put_shanten_text(out, a);
}

static void json_effective(ludic_json *j, const ludic_riichi_effective *e)
{
    ludic_json_key(j, "effective");
    ludic_json_begin_array(j);
    for (unsigned i = 0; i < e->kinds; i++) {
        ludic_json_begin_object(j);
        ludic_json_member_string(j, "tile", ludic_riichi_kind_name(e->kind[i]));
        ludic_json_member_uint(j, "count", e->count[i]);
        ludic_json_end_object(j);
    }
    ludic_json_end_array(j);
    ludic_json_member_uint(j, "effective_total", e->total);
}

static void json_zjoi(ludic_json *j, const zjoi *z)
{
    ludic_json_key(j, "expected_draws");
    if (z->have)
        ludic_json_double(j, z->value);
    else
        ludic_json_null(j);
}

static void json_shanten_value(ludic_json *j, const char *key, int value)
{
    ludic_json_key(j, key);
    if (value == LUDIC_RIICHI_NO_FORM)
        ludic_json_null(j);
    else
        ludic_json_int(j, value);
}

static void json_tiles(ludic_json *j, const char *key, const ludic_riichi_tiles *t)
{
    char text[160];
    size_t len;
    if (ludic_riichi_format_tiles(t->counts, t->red, text, sizeof text, &len, NULL) != LUDIC_OK)
        text[0] = '\0';
    ludic_json_member_string(j, key, text);
}

void cli_riichi_json_end(ludic_json *j, ludic_buffer *out)
{
    ludic_json_end_object(j);
    ludic_buffer_puts(out, "\n");
}

/* Start the answer object in `out` with what both hand sizes report. */
void cli_riichi_json_begin(ludic_json *j, ludic_buffer *out, const analysis *a)
{
    ludic_json_init(j, out);
    ludic_json_begin_object(j);
    json_tiles(j, "hand", &a->hand);
    ludic_json_key(j, "melds");
    ludic_json_begin_array(j);
    for (size_t i = 0; i < a->meld_count; i++) {
        char text[16];
        size_t len;
        ludic_riichi_format_tiles(a->melds[i].counts, a->melds[i].red, text, sizeof text, &len,
                                  NULL);
        ludic_json_string(j, text);
    }
    ludic_json_end_array(j);
    json_tiles(j, "visible", &a->visible);
    ludic_json_member_string(j, "set", a->flags & LUDIC_RIICHI_SANMA ? "sanma" : "riichi");
    ludic_json_member_string(j, "form", form_names[a->form]);
    ludic_json_member_uint(j, "tiles", a->hand.total);
    ludic_json_member_uint(j, "wall", a->wall_total);
    ludic_json_key(j, "shanten");
    ludic_json_begin_object(j);
    json_shanten_value(j, "min", a->shanten.min);
    json_shanten_value(j, "standard", a->shanten.standard);
    json_shanten_value(j, "seven_pairs", a->shanten.seven_pairs);
    json_shanten_value(j, "thirteen_orphans", a->shanten.thirteen_orphans);
    ludic_json_end_object(j);
}

static int analyze_waiting(const analysis *a, cli_draws *d, int json, ludic_buffer *out)
{
    ludic_riichi_effective e;
    ludic_error err;
    zjoi z;
    int rc;
    if (ludic_riichi_compute_effective(a->hand.counts, a->wall, a->form, a->flags, &e, &err) !=
        LUDIC_OK)
        return cli_report(NULL, &err);
    rc = expected_draws(a, a->hand.counts, &z);
    if (rc == 0 && d->q.asked)
        rc = cli_riichi_draws_compute(a, d);
    if (rc)
        return rc;
    if (json) {
        ludic_json j;
        cli_riichi_json_begin(&j, out, a);
        json_effective(&j, &e);
        json_zjoi(&j, &z);
        if (d->q.asked) {
            cli_riichi_json_draw_question(&j, d);
            cli_riichi_json_draw_row(&j, d, &d->row[0]);
        }
        cli_riichi_json_end(&j, out);
        return 0;
    }
    cli_riichi_put_header(out, a);
    ludic_buffer_puts(out, "effective tiles: ");
    put_effective_text(out, &e);
    ludic_buffer_printf(out, " (%u tile%s)\n", e.total, e.total == 1 ? "" : "s");
    ludic_buffer_puts(out, "ZJOI expected draws: ");
    if (z.have)
        ludic_buffer_printf(out, "%.12g (every draw kept, until the tiles hold a complete hand)\n",
                            z.value);
    else
        ludic_buffer_printf(out, "%s\n", z.none);
    if (d->q.asked)
        cli_riichi_put_draws(out, d);
    return 0;
}

static int analyze_drawn(const analysis *a, cli_draws *dr, int json, ludic_buffer *out)
{
    ludic_riichi_discards d;
    ludic_error err;
    zjoi z[LUDIC_RIICHI_MAX_DISCARDS];
    if (ludic_riichi_compute_discards(a->hand.counts, a->wall, a->form, a->flags, &d, &err) !=
        LUDIC_OK)
        return cli_report(NULL, &err);
    for (unsigned r = 0; r < d.count; r++) {
        uint8_t rest[LUDIC_RIICHI_KINDS];
        int rc;
        memcpy(rest, a->hand.counts, sizeof rest);
        rest[d.row[r].kind]--; /* to the river: out of the wall too */
        rc = expected_draws(a, rest, &z[r]);
        if (rc)
            return rc;
    }
    if (dr->q.asked) {
        int rc = cli_riichi_draws_compute(a, dr);
        if (rc == 0)
            rc = cli_riichi_write_draw_svg(a, dr);
        if (rc)
            return rc;
    }
    if (json) {
        ludic_json j;
        cli_riichi_json_begin(&j, out, a);
        ludic_json_member_bool(&j, "complete", a->shanten.min == -1);
        if (dr->q.asked) {
            cli_riichi_json_draw_question(&j, dr);
            ludic_json_member_string(&j, "best_discard", ludic_riichi_kind_name(dr->row[0].kind));
            /* the rows below keep analyze's order (shanten, effective tiles); this is the draw game's */
            ludic_json_key(&j, "draw_order");
            ludic_json_begin_array(&j);
            for (unsigned r = 0; r < dr->count; r++)
                ludic_json_string(&j, ludic_riichi_kind_name(dr->row[r].kind));
            ludic_json_end_array(&j);
        }
        ludic_json_key(&j, "discards");
        ludic_json_begin_array(&j);
        for (unsigned r = 0; r < d.count; r++) {
            ludic_json_begin_object(&j);
            ludic_json_member_string(&j, "discard", ludic_riichi_kind_name(d.row[r].kind));
            json_shanten_value(&j, "shanten", d.row[r].after.shanten);
            json_effective(&j, &d.row[r].after);
            json_zjoi(&j, &z[r]);
            if (dr->q.asked)
                cli_riichi_json_draw_row(&j, dr, cli_riichi_draws_row(dr, d.row[r].kind));
            ludic_json_end_object(&j);
        }
        ludic_json_end_array(&j);
        cli_riichi_json_end(&j, out);
        return 0;
    }
    cli_riichi_put_header(out, a);
    ludic_buffer_puts(out, "discard  shanten  tiles  ZJOI draws  effective tiles (copies in the "
                           "wall)\n");
    for (unsigned r = 0; r < d.count; r++) {
        const ludic_riichi_discard *row = &d.row[r];
        ludic_buffer_printf(out, "%-7s  %7d  %5u  ", ludic_riichi_kind_name(row->kind),
                            row->after.shanten, row->after.total);
        if (z[r].have)
            ludic_buffer_printf(out, "%10.4f  ", z[r].value);
        else
            ludic_buffer_printf(out, "%10s  ", "-");
        put_effective_text(out, &row->after);
        ludic_buffer_puts(out, "\n");
    }
    for (unsigned r = 0; r < d.count; r++)
        if (!z[r].have) { /* why a row has no figure (the first such row's reason) */
            ludic_buffer_printf(out, "ZJOI draws '-': %s\n", z[r].none);
            break;
        }
    if (dr->q.asked)
        cli_riichi_put_draws(out, dr);
    return 0;
}

int cli_mahjong_analyze(const cli_args *args)
{
    analysis a;
    ludic_buffer out;
    const int json = cli_flag(args, CLI_OPT_MJ_ANALYZE_JSON);
    static cli_draws draws; /* large: not on the stack */
    int rc = cli_riichi_read_hand(args, &a);
    if (rc == 0)
        rc = cli_riichi_draw_question(args, &a, &draws.q);
    if (rc)
        return rc;
    ludic_buffer_init(&out);
    rc = a.hand.total % 3 == 1 ? analyze_waiting(&a, &draws, json, &out)
                               : analyze_drawn(&a, &draws, json, &out);
    if (rc == 0)
        rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    return rc;
}
