/*
 * mahjong_riichi_advise.c: `ludic mahjong advise HAND`: the draw game's
 * policy (docs/riichi.md, "The draw game"), as `ludic jenga advise` shows a
 * tower's: for a hand waiting for its draw, what the best play of the class
 * does after each possible draw (win, keep the hand, or the discard) and
 * P(win within the draws left) after it; for a hand after its draw, every
 * discard with P(win within T) after it, best first. Replace wall; exact.
 */
#include <string.h>

#include "mahjong_riichi_int.h"
#include "progress.h"

typedef struct advice_question {
    unsigned draws;
    ludic_riichi_policy policy;
    ludic_limits limits;
} advice_question;

static void put_class(ludic_buffer *out, const advice_question *q)
{
    ludic_buffer_printf(out, "policy class %s (E = %u: %s), replace wall (a discard goes back "
                             "into the wall), %u draw%s",
                        cli_riichi_policy_names[q->policy], (unsigned)q->policy,
                        cli_riichi_policy_meaning[q->policy], q->draws,
                        q->draws == 1 ? "" : "s");
}

static void json_question(ludic_json *j, const advice_question *q, size_t hands)
{
    ludic_json_member_uint(j, "draws", q->draws);
    ludic_json_member_string(j, "wall_rule", "replace");
    ludic_json_member_string(j, "policy", cli_riichi_policy_names[q->policy]);
    ludic_json_member_uint(j, "policy_slack", (unsigned)q->policy);
    ludic_json_member_uint(j, "hands_searched", hands);
}

/*
 * One line for the draws that win (complete = 1) or that the policy
 * discards again (complete = 0): every such draw leads to the same value.
 * others: whether lines for other draws came before ("any other draw").
 */
static void put_group(ludic_buffer *out, const ludic_riichi_draw_advice *adv, int complete,
                      int others, const char *play)
{
    unsigned tiles = 0, kinds = 0;
    double value = 0.0;
    int shanten = 0;
    for (unsigned r = 0; r < adv->count; r++) {
        const ludic_riichi_draw_choice *c = &adv->row[r];
        if (c->complete != complete || (!complete && c->discard != c->draw))
            continue;
        if (complete)
            ludic_buffer_printf(out, "%s%s(%u)", kinds ? " " : "  ",
                                ludic_riichi_kind_name(c->draw), c->copies);
        kinds++;
        tiles += c->copies;
        value = c->win;
        shanten = c->shanten;
    }
    if (kinds == 0)
        return;
    if (complete)
        ludic_buffer_printf(out, ": %s (%u tile%s)", play, tiles, tiles == 1 ? "" : "s");
    else
        ludic_buffer_printf(out, "  any %sdraw (%u kind%s, %u tile%s): %s",
                            others ? "other " : "", kinds, kinds == 1 ? "" : "s", tiles,
                            tiles == 1 ? "" : "s", play);
    if (!complete)
        ludic_buffer_printf(out, "  shanten %d  %.10f", shanten, value);
    ludic_buffer_puts(out, "\n");
}

static int advise_waiting(const analysis *a, const advice_question *q, int json,
                          ludic_buffer *out)
{
    ludic_riichi_draw_advice adv;
    ludic_error err;
    int others = 0; /* a line printed before the kept draws' */
    if (ludic_riichi_compute_draw_advice(a->hand.counts, a->wall, q->draws, q->policy, &q->limits,
                                         a->flags, &adv, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    if (json) {
        ludic_json j;
        cli_riichi_json_begin(&j, out, a);
        json_question(&j, q, adv.hands);
        ludic_json_member_double(&j, "win", adv.win);
        ludic_json_key(&j, "after_draw");
        ludic_json_begin_array(&j);
        for (unsigned r = 0; r < adv.count; r++) {
            const ludic_riichi_draw_choice *c = &adv.row[r];
            ludic_json_begin_object(&j);
            ludic_json_member_string(&j, "draw", ludic_riichi_kind_name(c->draw));
            ludic_json_member_uint(&j, "copies", c->copies);
            ludic_json_member_bool(&j, "complete", c->complete);
            ludic_json_key(&j, "discard");
            if (c->complete)
                ludic_json_null(&j);
            else
                ludic_json_string(&j, ludic_riichi_kind_name(c->discard));
            ludic_json_member_int(&j, "shanten", c->shanten);
            ludic_json_member_uint(&j, "options", c->options);
            ludic_json_member_double(&j, "win", c->win);
            ludic_json_member_double(&j, "keep", c->keep);
            ludic_json_end_object(&j);
        }
        ludic_json_end_array(&j);
        cli_riichi_json_end(&j, out);
        return 0;
    }
    cli_riichi_put_header(out, a);
    put_class(out, q);
    ludic_buffer_printf(out, ": P(win within %u) = %.10f; hands searched: %lu\n", q->draws,
                        adv.win, (unsigned long)adv.hands);
    ludic_buffer_printf(out,
                        "after drawing (copies in the wall): the play, shanten after it, "
                        "P(win within the %u draw%s left) after it\n",
                        q->draws - 1, q->draws == 2 ? "" : "s");
    put_group(out, &adv, 1, 0, "win");
    for (unsigned r = 0; r < adv.count; r++) {
        const ludic_riichi_draw_choice *c = &adv.row[r];
        if (c->complete)
            others = 1;
        if (c->complete || c->discard == c->draw)
            continue;
        others = 1;
        ludic_buffer_printf(out, "  %s (%u): discard %-2s  shanten %d  %.10f  (keeping: %.10f)\n",
                            ludic_riichi_kind_name(c->draw), c->copies,
                            ludic_riichi_kind_name(c->discard), c->shanten, c->win, c->keep);
    }
    put_group(out, &adv, 0, others, "keep the hand (discard the drawn tile)");
    return 0;
}

static int advise_drawn(const analysis *a, const advice_question *q, int json, ludic_buffer *out)
{
    ludic_riichi_draw_discards d;
    ludic_error err;
    const unsigned T = q->draws;
    if (ludic_riichi_compute_draw_discards(a->hand.counts, a->wall, q->draws, q->policy,
                                           &q->limits, a->flags, &d, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    if (json) {
        ludic_json j;
        cli_riichi_json_begin(&j, out, a);
        json_question(&j, q, d.hands);
        ludic_json_member_double(&j, "win", d.row[0].odds.win[T - 1]);
        ludic_json_member_string(&j, "best_discard", ludic_riichi_kind_name(d.row[0].kind));
        ludic_json_key(&j, "discards");
        ludic_json_begin_array(&j);
        for (unsigned r = 0; r < d.count; r++) {
            ludic_json_begin_object(&j);
            ludic_json_member_string(&j, "discard", ludic_riichi_kind_name(d.row[r].kind));
            ludic_json_member_int(&j, "shanten", d.row[r].odds.shanten);
            ludic_json_member_double(&j, "win", d.row[r].odds.win[T - 1]);
            ludic_json_member_double(&j, "tenpai", d.row[r].odds.tenpai[T - 1]);
            ludic_json_end_object(&j);
        }
        ludic_json_end_array(&j);
        cli_riichi_json_end(&j, out);
        return 0;
    }
    cli_riichi_put_header(out, a);
    put_class(out, q);
    ludic_buffer_printf(out, "; hands searched: %lu\n", (unsigned long)d.hands);
    if (d.shanten == -1)
        ludic_buffer_puts(out, "the hand is complete: it has won; were it to play on:\n");
    ludic_buffer_printf(out, "discard %s, then P(win within %u) = %.10f\n",
                        ludic_riichi_kind_name(d.row[0].kind), T, d.row[0].odds.win[T - 1]);
    ludic_buffer_printf(out, "  every discard, best first: P(win within %u), P(tenpai within "
                             "%u), shanten after it\n",
                        T, T);
    for (unsigned r = 0; r < d.count; r++)
        ludic_buffer_printf(out, "    %-3s %.10f  %.10f  %d%s\n",
                            ludic_riichi_kind_name(d.row[r].kind), d.row[r].odds.win[T - 1],
                            d.row[r].odds.tenpai[T - 1], d.row[r].odds.shanten,
                            r == 0 ? "  (best)" : "");
    return 0;
}

int cli_mahjong_advise(const cli_args *args)
{
    analysis a;
    advice_question q;
    ludic_buffer out;
    cli_progress progress;
    const int json = cli_flag(args, CLI_OPT_MJ_ADVISE_JSON);
    int rc = cli_riichi_read_hand(args, &a);
    if (rc)
        return rc;
    memset(&q, 0, sizeof q);
    q.draws = (unsigned)cli_uint(args, CLI_OPT_DRAWS, LUDIC_RIICHI_DEFAULT_DRAWS);
    q.policy = (ludic_riichi_policy)cli_uint(args, CLI_OPT_POLICY, LUDIC_RIICHI_POLICY_PROGRESS);
    q.limits.max_memory = cli_uint(args, CLI_OPT_MAX_MEMORY, 0);
    cli_progress_start(&progress, "mahjong advise: hands searched", cli_flag(args, CLI_OPT_QUIET));
    cli_progress_attach(&progress, &q.limits);
    ludic_buffer_init(&out);
    rc = a.hand.total % 3 == 1 ? advise_waiting(&a, &q, json, &out)
                               : advise_drawn(&a, &q, json, &out);
    cli_progress_end(&progress);
    if (rc == 0)
        rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    return rc;
}
