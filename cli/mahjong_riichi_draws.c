/*
 * mahjong_riichi_draws.c: the draw game in `ludic mahjong analyze` (--draws,
 * --wall, --policy, --simulate, --seed, --svg): P(win) and P(tenpai) within
 * t = 1..T draws under the best policy of the class asked, exact under the
 * replace wall, simulated under the real wall beside the ZJOI bound
 * (include/ludic/riichi.h, docs/riichi.md "The draw game").
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "mahjong_riichi_int.h"
#include "progress.h"

const char *const cli_riichi_policy_names[3] = {"progress", "exchange", "any"};
const char *const cli_riichi_policy_meaning[3] = {
    "keep the hand or lower its shanten", "also exchanges that keep the shanten",
    "every discard: the unrestricted optimum"};
static const char *const rule_names[] = {"replace", "real"};

#define DEFAULT_GAMES 10000u

int cli_riichi_draw_question(const cli_args *args, const analysis *a, cli_draw_question *q)
{
    const cli_value *draws = cli_opt(args, CLI_OPT_DRAWS), *wall = cli_opt(args, CLI_OPT_WALL);
    const cli_value *policy = cli_opt(args, CLI_OPT_POLICY);
    const cli_value *simulate = cli_opt(args, CLI_OPT_SIMULATE);
    const cli_value *seed = cli_opt(args, CLI_OPT_SEED), *svg = cli_opt(args, CLI_OPT_SVG);
    memset(q, 0, sizeof *q);
    q->asked = draws->set || wall->set || policy->set || simulate->set || svg->set;
    q->draws = draws->set ? (unsigned)draws->u : LUDIC_RIICHI_DEFAULT_DRAWS;
    q->policy = policy->set ? (ludic_riichi_policy)policy->u : LUDIC_RIICHI_POLICY_PROGRESS;
    q->rule = wall->set ? (ludic_riichi_wall_rule)wall->u : LUDIC_RIICHI_WALL_REPLACE;
    q->simulate = simulate->set || q->rule == LUDIC_RIICHI_WALL_REAL;
    q->games = simulate->set ? simulate->u : DEFAULT_GAMES;
    q->seed = seed->set ? seed->u : 1u;
    q->svg = svg->set ? svg->s : NULL;
    q->limits.max_memory = cli_uint(args, CLI_OPT_MAX_MEMORY, 0); /* 0: the default */
    q->quiet = cli_flag(args, CLI_OPT_QUIET);
    if (seed->set && !q->simulate)
        return cli_fail(CLI_EXIT_USAGE,
                        "mahjong analyze: --seed seeds the simulation; give --simulate N or "
                        "--wall real with it");
    if (svg->set && a->hand.total % 3 != 2)
        return cli_fail(CLI_EXIT_USAGE,
                        "mahjong analyze: --svg draws the discards of a hand after its draw "
                        "(14 tiles, 3 fewer per meld); this hand has %u tiles",
                        a->hand.total);
    return 0;
}

/*
 * The progress of the simulations of every row as one bar: row r of `rows`
 * reports games done within the row.
 */
typedef struct row_progress {
    cli_progress bar;
    unsigned row, rows;
} row_progress;

static int report_row(void *ctx, uint64_t done, uint64_t total)
{
    row_progress *p = ctx;
    if (total == 0) /* the exact search: hands met so far */
        return cli_progress_report(&p->bar, done, 0);
    return cli_progress_report(&p->bar, p->row * total + done, p->rows * total);
}

/* The question's limits with the progress line attached, its label set to `what`. */
static ludic_limits reporting(const cli_draw_question *q, row_progress *progress,
                              const char *what)
{
    ludic_limits limits = q->limits;
    progress->bar.what = what;
    if (progress->bar.on) {
        limits.progress = report_row;
        limits.progress_ctx = progress;
    }
    return limits;
}

static const char SEARCHING[] = "mahjong analyze: hands searched";

/* The figures of the 13 - 3c tiles `hand` drawing from `wall`. 0 or an exit status. */
static int figures(const cli_draw_question *q, const analysis *a, const uint8_t *hand,
                   const uint8_t *wall, cli_draw_row *row, row_progress *progress)
{
    ludic_error err;
    ludic_limits limits;
    if (q->rule == LUDIC_RIICHI_WALL_REPLACE && !row->exact) {
        limits = reporting(q, progress, SEARCHING);
        if (ludic_riichi_compute_draw_odds(hand, wall, q->draws, q->policy, &limits, a->flags,
                                           &row->odds, &err) != LUDIC_OK)
            return cli_report(NULL, &err);
        row->exact = 1;
    }
    if (q->simulate) {
        limits = reporting(q, progress, "mahjong analyze: simulating");
        if (ludic_riichi_simulate_draws(hand, wall, q->draws, q->policy, q->rule, q->games,
                                        q->seed, &limits, a->flags, &row->sim,
                                        &err) != LUDIC_OK)
            return cli_report(NULL, &err);
        row->simulated = 1;
        progress->row++;
    }
    return 0;
}

/* P(win within T) of a row: exact when there is, else simulated. */
static double final_win(const cli_draws *d, const cli_draw_row *row)
{
    return row->exact ? row->odds.win[d->q.draws - 1] : row->sim.win[d->q.draws - 1];
}

static int compute(const analysis *a, cli_draws *d, row_progress *progress);

int cli_riichi_draws_compute(const analysis *a, cli_draws *d)
{
    row_progress progress;
    int rc;
    memset(&progress, 0, sizeof progress);
    cli_progress_start(&progress.bar, SEARCHING, d->q.quiet);
    progress.rows = a->hand.total % 3 == 1 ? 1 : 0;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS && a->hand.total % 3 == 2; k++)
        progress.rows += a->hand.counts[k] > 0;
    rc = compute(a, d, &progress);
    cli_progress_end(&progress.bar);
    return rc;
}

static int compute(const analysis *a, cli_draws *d, row_progress *progress)
{
    const cli_draw_question *q = &d->q;
    ludic_error err;
    ludic_limits limits;
    uint8_t rest[LUDIC_RIICHI_KINDS], wall[LUDIC_RIICHI_KINDS];
    int rc;
    d->count = 0;
    d->hands = 0;
    d->drawn = a->hand.total % 3 == 2;
    if (!d->drawn) {
        memset(&d->row[0], 0, sizeof d->row[0]);
        rc = figures(q, a, a->hand.counts, a->wall, &d->row[0], progress);
        if (rc)
            return rc;
        d->count = 1;
        d->hands = d->row[0].exact ? d->row[0].odds.hands : d->row[0].sim.hands;
        return 0;
    }
    if (q->rule == LUDIC_RIICHI_WALL_REPLACE) {
        /* one search shared by every discard, rows best first */
        limits = reporting(q, progress, SEARCHING);
        if (ludic_riichi_compute_draw_discards(a->hand.counts, a->wall, q->draws, q->policy,
                                               &limits, a->flags, &d->table,
                                               &err) != LUDIC_OK)
            return cli_report(NULL, &err);
        d->hands = d->table.hands;
        for (unsigned r = 0; r < d->table.count; r++) {
            cli_draw_row *row = &d->row[d->count++];
            memset(row, 0, sizeof *row);
            row->kind = d->table.row[r].kind;
            row->odds = d->table.row[r].odds;
            row->exact = 1;
            if (q->simulate) { /* the discard goes back into the wall */
                memcpy(rest, a->hand.counts, sizeof rest);
                memcpy(wall, a->wall, sizeof wall);
                rest[row->kind]--;
                wall[row->kind]++;
                rc = figures(q, a, rest, wall, row, progress);
                if (rc)
                    return rc;
            }
        }
        return 0;
    }
    /* the real wall: the discard goes to the river; rows sorted by the estimate */
    memset(&d->table, 0, sizeof d->table);
    d->table.shanten = a->shanten.min;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++) {
        cli_draw_row row;
        unsigned i;
        if (a->hand.counts[k] == 0)
            continue;
        memset(&row, 0, sizeof row);
        memcpy(rest, a->hand.counts, sizeof rest);
        rest[k]--;
        row.kind = (uint8_t)k;
        rc = figures(q, a, rest, a->wall, &row, progress);
        if (rc)
            return rc;
        if (row.sim.hands > d->hands)
            d->hands = row.sim.hands;
        for (i = d->count; i > 0 && final_win(d, &row) > final_win(d, &d->row[i - 1]); i--)
            d->row[i] = d->row[i - 1];
        d->row[i] = row;
        d->count++;
    }
    /* the chart of the estimates */
    d->table.count = d->count;
    d->table.hands = d->hands;
    for (unsigned r = 0; r < d->count; r++) {
        ludic_riichi_draw_odds *o = &d->table.row[r].odds;
        d->table.row[r].kind = d->row[r].kind;
        o->draws = q->draws;
        o->wall = d->row[r].sim.wall;
        memcpy(o->win, d->row[r].sim.win, sizeof o->win);
        memcpy(o->tenpai, d->row[r].sim.tenpai, sizeof o->tenpai);
    }
    return 0;
}

const cli_draw_row *cli_riichi_draws_row(const cli_draws *d, unsigned kind)
{
    for (unsigned r = 0; r < d->count; r++)
        if (d->row[r].kind == kind)
            return &d->row[r];
    return NULL;
}

static void json_list(ludic_json *j, const char *key, const double *v, unsigned n)
{
    ludic_json_key(j, key);
    ludic_json_begin_array(j);
    for (unsigned t = 0; t < n; t++)
        ludic_json_double(j, v[t]);
    ludic_json_end_array(j);
}

void cli_riichi_json_draw_question(ludic_json *j, const cli_draws *d)
{
    ludic_json_member_uint(j, "draws", d->q.draws);
    ludic_json_member_string(j, "wall_rule", rule_names[d->q.rule]);
    ludic_json_member_string(j, "policy", cli_riichi_policy_names[d->q.policy]);
    ludic_json_member_uint(j, "policy_slack", (unsigned)d->q.policy);
    ludic_json_member_bool(j, "exact", d->q.rule == LUDIC_RIICHI_WALL_REPLACE);
    ludic_json_member_uint(j, "hands_searched", d->hands);
}

void cli_riichi_json_draw_row(ludic_json *j, const cli_draws *d, const cli_draw_row *row)
{
    const unsigned T = d->q.draws;
    const ludic_riichi_draw_simulation *s = &row->sim;
    json_list(j, "win", row->exact ? row->odds.win : s->win, T);
    json_list(j, "tenpai", row->exact ? row->odds.tenpai : s->tenpai, T);
    if (!row->simulated)
        return;
    ludic_json_key(j, "simulation");
    ludic_json_begin_object(j);
    ludic_json_member_string(j, "wall_rule", rule_names[s->rule]);
    ludic_json_member_uint(j, "games", s->games);
    ludic_json_member_uint(j, "seed", s->seed);
    json_list(j, "win", s->win, T);
    json_list(j, "win_low", s->win_low, T);
    json_list(j, "win_high", s->win_high, T);
    json_list(j, "tenpai", s->tenpai, T);
    json_list(j, "tenpai_low", s->tenpai_low, T);
    json_list(j, "tenpai_high", s->tenpai_high, T);
    if (s->bounded) {
        json_list(j, "zjoi_bound", s->bound, T);
    } else {
        ludic_json_key(j, "zjoi_bound");
        ludic_json_null(j);
    }
    ludic_json_end_object(j);
}

static void put_question(ludic_buffer *out, const cli_draws *d)
{
    const cli_draw_question *q = &d->q;
    ludic_buffer_printf(out, "\nwin probability, %u draw%s, policy class %s (E = %u: %s), ",
                        q->draws, q->draws == 1 ? "" : "s", cli_riichi_policy_names[q->policy],
                        (unsigned)q->policy, cli_riichi_policy_meaning[q->policy]);
    if (q->rule == LUDIC_RIICHI_WALL_REPLACE)
        ludic_buffer_puts(out, "replace wall (a discard goes back into the wall): exact");
    else
        ludic_buffer_puts(out, "real wall (a discard leaves play): the policy computed with the "
                               "replace wall, simulated");
    const char *bound = "";
    ludic_buffer_printf(out, "; hands searched: %lu\n", (unsigned long)d->hands);
    if (q->rule == LUDIC_RIICHI_WALL_REAL) { /* the bound needs a closed hand */
        bound = "; no ZJOI bound (the ZJOI question is about closed hands)";
        for (unsigned r = 0; r < d->count; r++)
            if (d->row[r].simulated && d->row[r].sim.bounded)
                bound = "; ZJOI bound: P(weight <= t), every draw kept, which no policy beats";
    }
    if (q->simulate)
        ludic_buffer_printf(out,
                            "simulation: %llu games with the %s wall, seed %llu; [low, high] "
                            "is a 99%% interval%s\n",
                            (unsigned long long)q->games, rule_names[q->rule],
                            (unsigned long long)q->seed, bound);
}

static void put_bound(ludic_buffer *out, const ludic_riichi_draw_simulation *s, unsigned t)
{
    if (s->bounded)
        ludic_buffer_printf(out, "  %.6f", s->bound[t]);
    else
        ludic_buffer_printf(out, "  %8s", "-");
}

/* One line per draw for a 13 - 3c tile hand. */
static void put_waiting(ludic_buffer *out, const cli_draws *d)
{
    const cli_draw_row *row = &d->row[0];
    const ludic_riichi_draw_simulation *s = &row->sim;
    ludic_buffer_puts(out, "  draws");
    if (row->exact)
        ludic_buffer_puts(out, "  P(win)        P(tenpai)   ");
    if (row->simulated)
        ludic_buffer_puts(out, "  sim. P(win) [99% interval]      sim. P(tenpai)");
    if (row->simulated && s->bounded)
        ludic_buffer_puts(out, "  ZJOI bound");
    ludic_buffer_puts(out, "\n");
    for (unsigned t = 0; t < d->q.draws; t++) {
        ludic_buffer_printf(out, "  %5u", t + 1);
        if (row->exact)
            ludic_buffer_printf(out, "  %.10f  %.10f", row->odds.win[t], row->odds.tenpai[t]);
        if (row->simulated) {
            ludic_buffer_printf(out, "  %.6f [%.6f, %.6f]  %.6f", s->win[t], s->win_low[t],
                                s->win_high[t], s->tenpai[t]);
            if (s->bounded)
                put_bound(out, s, t);
        }
        ludic_buffer_puts(out, "\n");
    }
}

/* A row per discard, best first, then P(win within t) for every t. */
static void put_drawn(ludic_buffer *out, const cli_draws *d)
{
    const unsigned T = d->q.draws;
    int bounded = 0;
    for (unsigned r = 0; r < d->count; r++)
        bounded |= d->row[r].simulated && d->row[r].sim.bounded;
    ludic_buffer_printf(out, "discard");
    if (d->q.rule == LUDIC_RIICHI_WALL_REPLACE)
        ludic_buffer_printf(out, "  P(win in %2u)  P(tenpai in %2u)", T, T);
    if (d->q.simulate)
        ludic_buffer_printf(out, "  sim. P(win in %2u) [99%% interval]", T);
    if (bounded)
        ludic_buffer_puts(out, "  ZJOI bound");
    ludic_buffer_puts(out, "\n");
    for (unsigned r = 0; r < d->count; r++) {
        const cli_draw_row *row = &d->row[r];
        ludic_buffer_printf(out, "%-7s", ludic_riichi_kind_name(row->kind));
        if (row->exact)
            ludic_buffer_printf(out, "  %12.10f  %15.10f", row->odds.win[T - 1],
                                row->odds.tenpai[T - 1]);
        if (row->simulated) {
            ludic_buffer_printf(out, "  %8.6f [%.6f, %.6f]", row->sim.win[T - 1],
                                row->sim.win_low[T - 1], row->sim.win_high[T - 1]);
            if (bounded)
                put_bound(out, &row->sim, T - 1);
        }
        ludic_buffer_puts(out, "\n");
    }
    ludic_buffer_printf(out, "P(win within t draws), t = 1..%u%s:\n", T,
                        d->q.rule == LUDIC_RIICHI_WALL_REPLACE ? "" : " (simulated)");
    for (unsigned r = 0; r < d->count; r++) {
        const cli_draw_row *row = &d->row[r];
        ludic_buffer_printf(out, "%-7s", ludic_riichi_kind_name(row->kind));
        for (unsigned t = 0; t < T; t++)
            ludic_buffer_printf(out, " %.4f", row->exact ? row->odds.win[t] : row->sim.win[t]);
        ludic_buffer_puts(out, "\n");
    }
}

void cli_riichi_put_draws(ludic_buffer *out, const cli_draws *d)
{
    put_question(out, d);
    if (d->drawn)
        put_drawn(out, d);
    else
        put_waiting(out, d);
    if (d->q.svg)
        ludic_buffer_printf(out, "chart of P(win within t) per discard written to %s\n",
                            d->q.svg);
}

int cli_riichi_write_draw_svg(const analysis *a, const cli_draws *d)
{
    ludic_buffer chart, title;
    ludic_error err;
    ludic_status st;
    char text[160];
    size_t len;
    FILE *f;
    int rc = 0;
    if (!d->q.svg)
        return 0;
    ludic_buffer_init(&chart);
    ludic_buffer_init(&title);
    ludic_buffer_puts(&title, "hand ");
    if (ludic_riichi_format_tiles(a->hand.counts, a->hand.red, text, sizeof text, &len, NULL) ==
        LUDIC_OK)
        ludic_buffer_append(&title, text, len);
    for (size_t i = 0; i < a->meld_count; i++)
        if (ludic_riichi_format_tiles(a->melds[i].counts, a->melds[i].red, text, sizeof text,
                                      &len, NULL) == LUDIC_OK) {
            ludic_buffer_puts(&title, i ? " " : ", called ");
            ludic_buffer_append(&title, text, len);
        }
    ludic_buffer_printf(&title, " (%s, %s wall%s)", cli_riichi_policy_names[d->q.policy],
                        rule_names[d->q.rule],
                        d->q.rule == LUDIC_RIICHI_WALL_REAL ? ", simulated" : "");
    LUDIC_BUFFER_APPEND_TEXT(st, &chart, &err, ludic_riichi_format_draw_svg, &d->table,
                             title.failed ? "" : title.data);
    if (st != LUDIC_OK || chart.failed) {
        rc = chart.failed ? cli_fail(CLI_EXIT_UNSERVED, "out of memory drawing the chart")
                          : cli_report(NULL, &err);
    } else if (!(f = fopen(d->q.svg, "wb"))) {
        rc = cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", d->q.svg, strerror(errno));
    } else if (fwrite(chart.data, 1, chart.len, f) != chart.len) {
        fclose(f);
        rc = cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", d->q.svg, strerror(errno));
    } else if (fclose(f) != 0) {
        rc = cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", d->q.svg, strerror(errno));
    }
    ludic_buffer_clear(&chart);
    ludic_buffer_clear(&title);
    return rc;
}
