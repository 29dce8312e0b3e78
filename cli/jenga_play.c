/*
 * jenga_play.c: ludic jenga advise (the optimal policy, with the tower
 * drawn in the terminal) and ludic jenga simulate (Monte Carlo games played
 * by that policy).
 */
#include <math.h>
#include <stdio.h>

#include "jenga_cli_int.h"

static const char *const position_name[3] = {"left", "middle", "right"};
static const char *const color_name[4] = {"none", "red", "green", "blue"};

/*
 * Solve the tower of FILE under the options' die, cap and threads, with a
 * progress line named `what`; prints errors. *lim keeps the limits (and the
 * progress line) for the work that follows.
 */
static int solve_input(const cli_args *args, const char *what, cli_progress *progress,
                       ludic_limits *lim, ludic_jenga_tower *tower, ludic_jenga_dice *dice,
                       ludic_jenga_solver **solver)
{
    ludic_error err;
    int rc = jenga_cli_dice(args, dice);
    if (rc)
        return rc;
    rc = jenga_cli_read_tower(args, LUDIC_EXTENDED, tower);
    if (rc)
        return rc;
    *lim = jenga_cli_limits(args, progress, what);
    ludic_error_clear(&err);
    if (ludic_jenga_solver_create(tower, dice, lim, solver, &err) != LUDIC_OK) {
        cli_progress_end(progress);
        return cli_report(NULL, &err);
    }
    cli_progress_end(progress);
    return 0;
}

static uint32_t faces_of(const ludic_jenga_dice *d, unsigned color)
{
    return color == LUDIC_JENGA_RED ? d->red : color == LUDIC_JENGA_GREEN ? d->green : d->blue;
}

/* ---- advise ------------------------------------------------------------------ */

/* One block: a coloured cell on a terminal, a letter otherwise. */
static void render_block(ludic_buffer *out, unsigned cell, int ansi)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    static const char *const paint[4] = {"", "\x1b[1;97;41m", "\x1b[1;30;42m", "\x1b[1;97;44m"};
    if (ansi && cell)
        ludic_buffer_printf(out, "%s %c \x1b[0m", paint[cell], letter[cell]);
    else
        ludic_buffer_printf(out, " %c ", letter[cell & 3u]);
}

static void render_tower(ludic_buffer *out, const ludic_jenga_tower *t, int ansi)
{
    for (uint32_t i = t->levels; i-- > 0;) {
        ludic_buffer_printf(out, "  %3lu |", (unsigned long)i + 1);
        for (unsigned p = 0; p < 3; p++)
            render_block(out, t->cell[i][p], ansi);
        ludic_buffer_printf(out, "|%s\n", i + 1 == t->levels ? "  top" : "");
    }
}

static void move_text(ludic_buffer *out, const ludic_jenga_tower *t, const ludic_jenga_move *m)
{
    ludic_buffer_printf(out, "take level %lu %-6s -> level %lu %s%s",
                        (unsigned long)m->from_level + 1, position_name[m->from_position],
                        (unsigned long)t->levels + (m->new_level ? 1u : 0u),
                        position_name[m->to_position], m->new_level ? " (new level)" : "");
}

static void move_json(ludic_json *json, const ludic_jenga_tower *t,
                      const ludic_jenga_option *o)
{
    ludic_json_begin_object(json);
    ludic_json_key(json, "take");
    ludic_json_begin_object(json);
    ludic_json_member_uint(json, "level", (uint64_t)o->move.from_level + 1);
    ludic_json_member_string(json, "position", position_name[o->move.from_position]);
    ludic_json_end_object(json);
    ludic_json_key(json, "put");
    ludic_json_begin_object(json);
    ludic_json_member_uint(json, "level", (uint64_t)t->levels + (o->move.new_level ? 1u : 0u));
    ludic_json_member_string(json, "position", position_name[o->move.to_position]);
    ludic_json_member_bool(json, "new_level", o->move.new_level);
    ludic_json_end_object(json);
    ludic_json_member_double(json, "expected", o->expected);
    ludic_json_end_object(json);
}

static int want_color(const cli_args *args)
{
    const uint64_t color = cli_uint(args, CLI_OPT_COLOR, 0); /* auto, always, never */
    return color == 0 ? cli_stdout_is_tty() : color == 1;
}

int jenga_cli_advise(const cli_args *args)
{
    static ludic_jenga_option options[4][LUDIC_JENGA_MAX_MOVES];
    size_t count[4] = {0, 0, 0, 0};
    static const unsigned order[3] = {LUDIC_JENGA_GREEN, LUDIC_JENGA_BLUE, LUDIC_JENGA_RED};
    ludic_jenga_tower tower;
    ludic_jenga_dice dice;
    ludic_jenga_solver *solver = NULL;
    ludic_buffer out;
    ludic_error err;
    double expected;
    uint32_t all_faces;
    cli_progress progress;
    ludic_limits lim;
    int rc = solve_input(args, "jenga advise", &progress, &lim, &tower, &dice, &solver);
    if (rc)
        return rc;
    expected = ludic_jenga_solver_expected(solver);
    all_faces = dice.green + dice.blue + dice.red + dice.black;
    for (unsigned c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++) {
        if (!faces_of(&dice, c))
            continue;
        ludic_error_clear(&err);
        if (ludic_jenga_advise(solver, &tower, (ludic_jenga_color)c, options[c],
                               LUDIC_JENGA_MAX_MOVES, &count[c], &err) != LUDIC_OK) {
            ludic_jenga_solver_free(solver);
            return cli_report(NULL, &err);
        }
    }
    ludic_jenga_solver_free(solver);
    ludic_buffer_init(&out);
    if (cli_flag(args, CLI_OPT_JSON)) {
        ludic_json json;
        ludic_json_init(&json, &out);
        ludic_json_begin_object(&json);
        jenga_cli_json_head(&json, expected, &tower, &dice);
        ludic_json_member_bool(&json, "game_over", ludic_jenga_tower_is_over(&tower));
        ludic_json_key(&json, "best");
        ludic_json_begin_object(&json);
        for (unsigned i = 0; i < 3; i++) {
            unsigned c = order[i];
            ludic_json_key(&json, color_name[c]);
            if (count[c])
                move_json(&json, &tower, &options[c][0]);
            else
                ludic_json_null(&json);
        }
        ludic_json_end_object(&json);
        ludic_json_key(&json, "moves");
        ludic_json_begin_object(&json);
        for (unsigned i = 0; i < 3; i++) {
            unsigned c = order[i];
            ludic_json_key(&json, color_name[c]);
            ludic_json_begin_array(&json);
            for (size_t j = 0; j < count[c]; j++)
                move_json(&json, &tower, &options[c][j]);
            ludic_json_end_array(&json);
        }
        ludic_json_end_object(&json);
        ludic_json_end_object(&json);
        ludic_buffer_puts(&out, "\n");
    } else {
        ludic_buffer_printf(&out, "Tower of %lu levels, top first (levels count from 1 at the "
                                  "bottom):\n",
                            (unsigned long)tower.levels);
        render_tower(&out, &tower, want_color(args));
        ludic_buffer_puts(&out, "Expected minutes left with optimal play: ");
        jenga_cli_number(&out, expected, 12);
        ludic_buffer_puts(&out, ludic_jenga_tower_is_over(&tower) ? " (the game is over)\n" : "\n");
        for (unsigned i = 0; i < 3; i++) {
            unsigned c = order[i];
            uint32_t f = faces_of(&dice, c);
            ludic_buffer_printf(&out, "\nOn %s (%lu of %lu faces): ", color_name[c],
                                (unsigned long)f, (unsigned long)all_faces);
            if (!f) {
                ludic_buffer_puts(&out, "never rolled.\n");
                continue;
            }
            if (!count[c]) {
                ludic_buffer_printf(&out, "no %s block can be taken; wait.\n", color_name[c]);
                continue;
            }
            move_text(&out, &tower, &options[c][0].move);
            ludic_buffer_puts(&out, "\n  minutes left after the move, for every legal move:\n");
            for (size_t j = 0; j < count[c]; j++) {
                ludic_buffer_puts(&out, "    ");
                jenga_cli_number(&out, options[c][j].expected, 12);
                ludic_buffer_puts(&out, "  ");
                move_text(&out, &tower, &options[c][j].move);
                ludic_buffer_puts(&out, j == 0 ? "  (best)\n" : "\n");
            }
        }
    }
    rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    return rc;
}

/* ---- simulate ---------------------------------------------------------------- */

int jenga_cli_simulate(const cli_args *args)
{
    /* both required: the parser has checked they are given */
    const uint64_t games = cli_uint(args, CLI_OPT_GAMES, 0);
    const uint64_t seed = cli_uint(args, CLI_OPT_SEED, 0);
    ludic_jenga_tower tower;
    ludic_jenga_dice dice;
    ludic_jenga_solver *solver = NULL;
    ludic_jenga_sim sim;
    ludic_buffer out;
    ludic_error err;
    double exact;
    cli_progress progress;
    ludic_limits lim;
    int rc, inside;
    rc = solve_input(args, "jenga simulate", &progress, &lim, &tower, &dice, &solver);
    if (rc)
        return rc;
    exact = ludic_jenga_solver_expected(solver);
    ludic_error_clear(&err);
    rc = ludic_jenga_simulate_limits(solver, games, seed, &lim, &sim, &err) != LUDIC_OK;
    cli_progress_end(&progress);
    if (rc) {
        ludic_jenga_solver_free(solver);
        return cli_report(NULL, &err);
    }
    ludic_jenga_solver_free(solver);
    inside = sim.ci99_low <= exact && exact <= sim.ci99_high;
    ludic_buffer_init(&out);
    if (cli_flag(args, CLI_OPT_JSON)) {
        ludic_json json;
        ludic_json_init(&json, &out);
        ludic_json_begin_object(&json);
        ludic_json_member_uint(&json, "games", sim.games);
        ludic_json_member_uint(&json, "seed", seed);
        ludic_json_member_double(&json, "mean", sim.mean);
        ludic_json_member_double(&json, "stddev", sim.stddev);
        ludic_json_member_double(&json, "stderr", sim.std_error);
        ludic_json_key(&json, "ci99");
        ludic_json_begin_array(&json);
        ludic_json_double(&json, sim.ci99_low);
        ludic_json_double(&json, sim.ci99_high);
        ludic_json_end_array(&json);
        ludic_json_member_uint(&json, "shortest", sim.shortest);
        ludic_json_member_uint(&json, "longest", sim.longest);
        ludic_json_member_double(&json, "exact", exact);
        ludic_json_key(&json, "exact_inside_ci99");
        if (sim.games > 1)
            ludic_json_bool(&json, inside);
        else
            ludic_json_null(&json); /* one game: no interval */
        ludic_json_key(&json, "dice");
        jenga_cli_json_dice(&json, &dice);
        ludic_json_end_object(&json);
        ludic_buffer_puts(&out, "\n");
    } else {
        ludic_buffer_printf(&out, "games: %llu (seed %llu)\n", (unsigned long long)sim.games,
                            (unsigned long long)seed);
        ludic_buffer_printf(&out, "mean: %.6f minutes\n", sim.mean);
        if (sim.games > 1) {
            ludic_buffer_printf(&out, "standard error: %.6f\n", sim.std_error);
            ludic_buffer_printf(&out, "99%% interval: [%.6f, %.6f]\n", sim.ci99_low,
                                sim.ci99_high);
        } else {
            ludic_buffer_puts(&out, "standard error: unknown (one game shows no spread)\n");
            ludic_buffer_puts(&out, "99% interval: none (play at least 2 games)\n");
        }
        ludic_buffer_puts(&out, "exact: ");
        jenga_cli_number(&out, exact, 12);
        if (sim.games > 1)
            ludic_buffer_printf(&out, " (%s the interval)", inside ? "inside" : "outside");
        ludic_buffer_printf(&out, "\ngames lasted %llu to %llu minutes",
                            (unsigned long long)sim.shortest, (unsigned long long)sim.longest);
        if (sim.games > 1)
            ludic_buffer_printf(&out, " (standard deviation %.4f)", sim.stddev);
        ludic_buffer_puts(&out, "\n");
    }
    rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    return rc;
}
