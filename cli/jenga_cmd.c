/*
 * jenga_cmd.c: the ludic jenga subcommands: the table that drives parsing
 * and --help, and solve, brute (printed by the library's
 * ludic_solve_text_ex), gen and validate (advise and simulate are in
 * jenga_play.c).
 */
#define _POSIX_C_SOURCE 200809L /* sysconf */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jenga_cli_int.h"
#include "util/number_int.h"
#include "setter_int.h"

/* ---- shared helpers --------------------------------------------------------- */

typedef ludic_status (*tower_reader)(const char *text, size_t len, unsigned flags,
                                     ludic_jenga_tower *tower, ludic_error *err);

/* Read FILE (or stdin) with `read` (lenient parse or strict validate); 0 or an exit status. */
static int read_tower_with(const cli_args *args, unsigned flags, ludic_jenga_tower *tower,
                           tower_reader read)
{
    cli_input in;
    ludic_error err;
    int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &in);
    if (rc)
        return rc;
    ludic_error_clear(&err);
    if (read(in.text, in.len, flags, tower, &err) != LUDIC_OK)
        rc = cli_report(in.name, &err);
    cli_input_free(&in);
    return rc;
}

int jenga_cli_read_tower(const cli_args *args, unsigned flags, ludic_jenga_tower *tower)
{
    return read_tower_with(args, flags, tower, ludic_jenga_parse);
}

int jenga_cli_dice(const cli_args *args, ludic_jenga_dice *dice)
{
    const cli_value *v = cli_opt(args, CLI_OPT_DICE);
    uint64_t part[4];
    const char *p;
    ludic_error err;
    *dice = ludic_jenga_default_dice();
    if (!v->set)
        return 0;
    p = v->s;
    for (unsigned i = 0; i < 4; i++) {
        uint64_t x = 0;
        size_t used;
        const ludic_number_result got =
            ludic_number_read(p, strlen(p), 0, LUDIC_JENGA_MAX_FACES, &x, &used);
        p += used;
        if (got != LUDIC_NUMBER_OK || *p != (i < 3 ? ',' : '\0'))
            return cli_fail(CLI_EXIT_USAGE,
                            "%s %s: --dice expects four face counts G,B,R,K (green, blue, red, "
                            "black; each 0 to %u), found '%s' (see 'ludic %s %s --help')",
                            args->game->name, args->command->name, LUDIC_JENGA_MAX_FACES, v->s,
                            args->game->name, args->command->name);
        part[i] = x;
        if (i < 3)
            p++;
    }
    dice->green = (uint32_t)part[0];
    dice->blue = (uint32_t)part[1];
    dice->red = (uint32_t)part[2];
    dice->black = (uint32_t)part[3];
    ludic_error_clear(&err);
    if (ludic_jenga_check_dice(dice, &err) != LUDIC_OK)
        return cli_fail(CLI_EXIT_USAGE, "%s %s: --dice '%s': %s", args->game->name,
                        args->command->name, v->s, err.message);
    return 0;
}

/* The progress line, erased as soon as the work is done (before any answer is printed). */
static int report_progress(void *ctx, uint64_t done, uint64_t total)
{
    if (done >= total) {
        cli_progress_end(ctx);
        return 0;
    }
    return cli_progress_report(ctx, done, total);
}

/* The cores online, 1 when unknown. */
static unsigned cores(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1u : n > 16 ? 16u : (unsigned)n;
}

ludic_limits jenga_cli_limits(const cli_args *args, cli_progress *progress, const char *what)
{
    ludic_limits lim = {0};
    lim.max_memory = cli_uint(args, CLI_OPT_MAX_MEMORY, LUDIC_DEFAULT_MAX_MEMORY);
    if (!what) { /* brute: one thread, no progress (it takes neither option) */
        cli_progress_start(progress, "", 1);
        return lim;
    }
    lim.threads = (unsigned)cli_uint(args, CLI_OPT_THREADS, cores());
    cli_progress_start(progress, what, cli_flag(args, CLI_OPT_QUIET));
    cli_progress_attach(progress, &lim);
    if (lim.progress)
        lim.progress = report_progress;
    return lim;
}

void jenga_cli_number(ludic_buffer *out, double value, unsigned digits)
{
    ludic_buffer_printf(out, "%.*g", (int)digits, value);
}

void jenga_cli_json_dice(ludic_json *json, const ludic_jenga_dice *dice)
{
    ludic_json_begin_object(json);
    ludic_json_member_uint(json, "green", dice->green);
    ludic_json_member_uint(json, "blue", dice->blue);
    ludic_json_member_uint(json, "red", dice->red);
    ludic_json_member_uint(json, "black", dice->black);
    ludic_json_end_object(json);
}

void jenga_cli_json_head(ludic_json *json, double expected, const ludic_jenga_tower *tower,
                         const ludic_jenga_dice *dice)
{
    ludic_json_member_double(json, "expected", expected);
    ludic_json_member_uint(json, "levels", tower->levels);
    ludic_json_key(json, "tower");
    jenga_cli_json_tower(json, tower);
    ludic_json_key(json, "dice");
    jenga_cli_json_dice(json, dice);
}

void jenga_cli_json_tower(ludic_json *json, const ludic_jenga_tower *tower)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    ludic_json_begin_array(json);
    for (uint32_t i = 0; i < tower->levels; i++) {
        char level[4];
        for (unsigned p = 0; p < 3; p++)
            level[p] = letter[tower->cell[i][p] & 3u];
        level[3] = '\0';
        ludic_json_string(json, level);
    }
    ludic_json_end_array(json);
}

/* ---- solve and brute -------------------------------------------------------- */

/* Solve (or, with brute, ask the brute-force reference) and print the library's text. */
static int solve_or_brute(const cli_args *args, int brute)
{
    ludic_solve_options o = {0, NULL, NULL, 0, NULL, 0, NULL};
    ludic_jenga_dice dice;
    cli_progress progress;
    ludic_limits lim = jenga_cli_limits(args, &progress, brute ? NULL : "jenga solve");
    cli_input in;
    int rc = jenga_cli_dice(args, &dice);
    if (rc)
        return rc;
    rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &in);
    if (rc)
        return rc;
    o.flags = (brute ? LUDIC_SOLVE_BRUTE : 0u) |
              (cli_flag(args, CLI_OPT_JSON) ? LUDIC_SOLVE_JSON : 0u) |
              (!brute && cli_flag(args, CLI_OPT_STATS) ? LUDIC_SOLVE_STATS : 0u);
    o.limits = &lim;
    o.dice = &dice;
    o.digits = (unsigned)cli_uint(args, CLI_OPT_DIGITS, 0); /* 0: the default, 12 */
    /* errors about the tower's text name the input; the solver's do not */
    rc = cli_solve_text("jenga", in.text, in.len, in.name, &o, CLI_SOLVE_NAME_PLACED_ONLY);
    cli_progress_end(&progress);
    cli_input_free(&in);
    return rc;
}

static int run_solve(const cli_args *args)
{
    return solve_or_brute(args, 0);
}

static int run_brute(const cli_args *args)
{
    return solve_or_brute(args, 1);
}

/* ---- gen and validate ------------------------------------------------------- */

static int run_gen(const cli_args *args)
{
    const uint64_t seed = cli_uint(args, CLI_OPT_SEED, 0);
    ludic_jenga_tower tower;
    ludic_buffer out;
    ludic_error err;
    ludic_status st;
    uint32_t levels;
    int rc;
    levels = (uint32_t)cli_uint(args, CLI_OPT_N, 0); /* 0: drawn from the seed in 2..6 */
    ludic_error_clear(&err);
    if (ludic_jenga_generate(seed, levels, &tower, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    ludic_buffer_init(&out);
    LUDIC_BUFFER_APPEND_TEXT(st, &out, &err, ludic_jenga_format, &tower);
    if (st != LUDIC_OK && !out.failed) {
        ludic_buffer_clear(&out);
        return cli_report(NULL, &err);
    }
    rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    return rc;
}

static int run_validate(const cli_args *args)
{
    ludic_jenga_tower tower;
    /* Like a testlib validator: silence and exit status 0 mean valid. */
    return read_tower_with(args, cli_flag(args, CLI_OPT_EXTENDED) ? LUDIC_EXTENDED : 0,
                           &tower, ludic_jenga_validate);
}

/* ---- the command table --------------------------------------------------------- */

static const cli_use solve_options[] = {{CLI_OPT_DICE, 0},          {CLI_OPT_DIGITS, 0},
                                        {CLI_OPT_JG_STATS, 0},      {CLI_OPT_JG_SOLVE_JSON, 0},
                                        {CLI_OPT_MAX_MEMORY, 0},     {CLI_OPT_THREADS, 0},
                                        {CLI_OPT_QUIET, 0}};

static const cli_use brute_options[] = {{CLI_OPT_DICE, 0},
                                        {CLI_OPT_DIGITS, 0},
                                        {CLI_OPT_JG_BRUTE_JSON, 0},
                                        {CLI_OPT_MAX_MEMORY, 0}};

static const cli_use advise_options[] = {{CLI_OPT_DICE, 0},       {CLI_OPT_JG_ADVISE_JSON, 0},
                                         {CLI_OPT_COLOR, 0},      {CLI_OPT_MAX_MEMORY, 0},
                                         {CLI_OPT_THREADS, 0},    {CLI_OPT_QUIET, 0}};

static const cli_use simulate_options[] = {{CLI_OPT_GAMES, CLI_REQUIRED},
                                           {CLI_OPT_JG_SIM_SEED, CLI_REQUIRED},
                                           {CLI_OPT_DICE, 0},
                                           {CLI_OPT_JG_SIM_JSON, 0},
                                           {CLI_OPT_MAX_MEMORY, 0},
                                           {CLI_OPT_THREADS, 0},
                                           {CLI_OPT_QUIET, 0}};

static const cli_use gen_options[] = {{CLI_OPT_SEED, CLI_REQUIRED}, {CLI_OPT_JG_N, 0}};

static const cli_use validate_options[] = {{CLI_OPT_JG_EXTENDED, 0}};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const cli_command commands[] = {
    {"solve", "[OPTIONS] [FILE]",
     "The expected number of minutes of the game under optimal play (the original answer).",
     "Input: n, then n levels of three blocks R, G or B (left, middle, right), the\n"
     "LAST one being the top. ludic also takes a mid-game tower: '.' for a missing\n"
     "block; the top may be incomplete. Towers up to 48 blocks; the memory a tower\n"
     "may need is bounded before solving: every tower up to n = 10 fits the default\n"
     "cap (n = 8 uses about 0.13 GiB and 0.5 s, n = 10 about 1.4 GiB and 15 s; see\n"
     "docs/jenga.md); a tower whose bound passes --max-memory is solved within it\n"
     "when its tables fit, and stopped (exit 1) when they do not. Big towers use\n"
     "--threads (default every core; the same answer for any N) and draw a\n"
     "progress line on a terminal (--quiet: none).\n",
     solve_options, COUNT(solve_options), 0, 1,
     "  $ ludic jenga examples/jenga/sample.txt\n"
     "  17.1192136966\n"
     "  $ printf '2\\nRGB\\nRRR\\n' | ludic jenga --dice 1,1,1,0 --digits 17\n"
     "  5.5\n"
     "  $ ludic jenga --stats examples/jenga/small.txt\n"
     "  8.16666666667\n"
     "  states: 405 (in 130 groups; green and blue interchangeable)\n"
     "  lookups: 424\n"
     "  memory: 80.6 KiB (bound checked before solving: 83.5 KiB; cap 16.0 GiB)\n",
     run_solve},
    {"advise", "[OPTIONS] [FILE]",
     "The optimal policy: for each colour, the block to take and where to put it.",
     "Shows the tower (coloured on a terminal), the expected minutes left, and for\n"
     "each colour every legal move with the expected minutes left after it, best\n"
     "first. Levels count from 1 at the bottom; positions are left, middle, right.\n",
     advise_options, COUNT(advise_options), 0, 1,
     "  $ ludic jenga advise examples/jenga/midgame.txt\n"
     "  Tower of 4 levels, top first (levels count from 1 at the bottom):\n"
     "      4 | R  B  . |  top\n"
     "      3 | G  R  G |\n"
     "      2 | .  G  B |\n"
     "      1 | R  G  B |\n"
     "  Expected minutes left with optimal play: 11.2706902936\n"
     "\n"
     "  On green (2 of 6 faces): take level 1 middle -> level 4 right\n"
     "    minutes left after the move, for every legal move:\n"
     "      10.0617333333  take level 1 middle -> level 4 right  (best)\n"
     "      11.7351120514  take level 3 left   -> level 4 right\n"
     "      11.7351120514  take level 3 right  -> level 4 right\n"
     "\n"
     "  On blue (2 of 6 faces): take level 2 right  -> level 4 right\n"
     "    minutes left after the move, for every legal move:\n"
     "      10.2540212072  take level 2 right  -> level 4 right  (best)\n"
     "      12.9357659578  take level 1 right  -> level 4 right\n"
     "\n"
     "  On red (1 of 6 faces): take level 3 middle -> level 4 right\n"
     "    minutes left after the move, for every legal move:\n"
     "      9.72194238683  take level 3 middle -> level 4 right  (best)\n"
     "      12.8669945742  take level 1 left   -> level 4 right\n",
     jenga_cli_advise},
    {"simulate", "--games N --seed S [OPTIONS] [FILE]",
     "Play the optimal policy with a seeded die; mean, standard error, 99% interval.",
     "Each game rolls the die every minute and takes the best move of ludic jenga\n"
     "advise (the first one listed when several are equally good) until no block\n"
     "can be taken. The same seed prints the same numbers on every machine.\n"
     "The interval is mean +- t * standard error, t the 0.995 quantile of\n"
     "Student's t with N - 1 degrees of freedom (2.576 for many games, 9.925 for\n"
     "3); game lengths are skewed, so with a few games it holds the exact value a\n"
     "little less often than 99%. One game gives no interval (null in --json).\n",
     simulate_options, COUNT(simulate_options), 0, 1,
     "  $ ludic jenga simulate --games 10000 --seed 1 examples/jenga/sample.txt\n"
     "  games: 10000 (seed 1)\n"
     "  mean: 17.127400 minutes\n"
     "  standard error: 0.053828\n"
     "  99% interval: [16.988722, 17.266078]\n"
     "  exact: 17.1192136966 (inside the interval)\n"
     "  games lasted 8 to 61 minutes (standard deviation 5.3828)\n",
     jenga_cli_simulate},
    {"brute", "[OPTIONS] [FILE]",
     "The independent brute-force reference (explicit towers, no reductions; n <= 4).",
     "Written from the rules alone, apart from the solver: every tower is its own\n"
     "state. For testing the fast solver; prints the same answer format.\n",
     brute_options, COUNT(brute_options), 0, 1,
     "  $ ludic jenga brute examples/jenga/small.txt\n"
     "  8.16666666667\n"
     "  $ ludic jenga brute --dice 1,1,1,0 examples/jenga/midgame.txt\n"
     "  9.63548017325\n",
     run_brute},
    {"gen", "--seed S [--n N]", "A random tower in the original format.",
     "Every block is red, green or blue with equal chance; without --n the number of\n"
     "levels is drawn from the seed in the original range 2..6.\n",
     gen_options, COUNT(gen_options), 0, 0,
     "  $ ludic jenga gen --seed 1 --n 3\n"
     "  3\n"
     "  GGB\n"
     "  BBG\n"
     "  BRG\n",
     run_gen},
    {"validate", "[--extended] [FILE]",
     "Check an input strictly (testlib-style): exact layout, original limits 2 <= n <= 6.",
     "The input must be exactly: n, then n lines of three of R, G, B, each line\n"
     "ended by a newline, nothing else (no spaces, no carriage returns). Like a\n"
     "testlib validator it prints nothing and exits 0 when the input is valid;\n"
     "otherwise it names the first problem with its line and column, exit status 2.\n"
     "--extended checks what ludic's solver takes instead.\n",
     validate_options, COUNT(validate_options), 0, 1,
     "  $ ludic jenga validate examples/jenga/sample.txt && echo valid\n"
     "  valid\n"
     "  $ printf '2\\nR.B\\nRGB\\n' | ludic jenga validate --extended && echo valid\n"
     "  valid\n"
     "  $ printf '2\\nR.B\\nRGB\\n' | ludic jenga validate\n"
     "  ludic: <stdin>:2:2: level 1 of 2: '.' (a missing block) is not in the original format; expected R, G or B\n",
     run_validate},
    CLI_SETTER_COMMANDS(jenga, JENGA, CLI_SETTER_CHECK_OPTIONS_REAL),
};

const cli_game cli_game_jenga = {"jenga",
                                 "the expected length of Colored Jenga under optimal play "
                                 "(CF 424E)",
                                 commands, COUNT(commands)};
