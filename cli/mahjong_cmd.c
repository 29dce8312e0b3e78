/*
 * mahjong_cmd.c: the ludic mahjong subcommands: solve (the default) and
 * brute (printed by the library's ludic_solve_text_ex), dist, gen and
 * validate. Input is the original format or a layout file
 * (FILE or standard input), or a preset hand given with --riichi / --sanma.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_int.h"
#include "ludic/mahjong.h"
#include "setter_int.h"
#include "mahjong_riichi_int.h"
#include "progress.h"

/* A game read from the command line's input, with what to call it in messages. */
typedef struct mj_input {
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    const char *source; /* file name, "<stdin>", "--riichi" or "--sanma" */
    char layout[16];    /* "original", "riichi", "sanma" or "layout file" */
} mj_input;

static void input_clear(mj_input *in)
{
    ludic_mahjong_game_clear(&in->game);
    ludic_mahjong_names_clear(&in->names);
}

/*
 * The input: --riichi/--sanma HAND, else FILE or standard input (read into
 * `file`, which the caller frees). *text, *len and *source (file name,
 * "<stdin>", "--riichi" or "--sanma") say what to read; *preset is
 * LUDIC_SOLVE_RIICHI or LUDIC_SOLVE_SANMA for a hand, else 0. 0 or an exit
 * status.
 */
static int input_of(const cli_args *args, cli_input *file, const char **text, size_t *len,
                    const char **source, unsigned *preset)
{
    const char *riichi = cli_text(args, CLI_OPT_RIICHI), *sanma = cli_text(args, CLI_OPT_SANMA);
    memset(file, 0, sizeof *file);
    if (riichi && sanma)
        return cli_fail(CLI_EXIT_USAGE, "mahjong %s: give --riichi or --sanma, not both",
                        args->command->name);
    if (riichi || sanma) {
        if (args->positional_count > 0)
            return cli_fail(CLI_EXIT_USAGE,
                            "mahjong %s: give either a FILE or %s HAND, not both",
                            args->command->name, riichi ? "--riichi" : "--sanma");
        *source = riichi ? "--riichi" : "--sanma";
        *preset = riichi ? LUDIC_SOLVE_RIICHI : LUDIC_SOLVE_SANMA;
        *text = riichi ? riichi : sanma;
        *len = strlen(*text);
        return 0;
    }
    {
        int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, file);
        if (rc)
            return rc;
    }
    *source = file->name;
    *preset = 0;
    *text = file->text;
    *len = file->len;
    return 0;
}

/* Read the game (for dist) from input_of's input. 0 or an exit status. */
static int load(const cli_args *args, mj_input *in)
{
    cli_input file;
    const char *text;
    size_t len;
    unsigned preset;
    ludic_error err;
    ludic_status status;
    int rc;
    memset(in, 0, sizeof *in);
    ludic_error_clear(&err);
    rc = input_of(args, &file, &text, &len, &in->source, &preset);
    if (rc)
        return rc;
    if (preset) {
        snprintf(in->layout, sizeof in->layout, "%s",
                 preset == LUDIC_SOLVE_RIICHI ? "riichi" : "sanma");
        status = ludic_mahjong_parse_hand(text, len,
                                          preset == LUDIC_SOLVE_RIICHI ? LUDIC_MAHJONG_RIICHI
                                                                       : LUDIC_MAHJONG_SANMA,
                                          0, &in->game, &in->names, &err);
    } else {
        status = ludic_mahjong_parse(text, len, 0, &in->game, &in->names, &err);
        snprintf(in->layout, sizeof in->layout, "%s",
                 in->names.kinds && in->names.suit[0] ? "layout file" : "original");
    }
    rc = status == LUDIC_OK ? 0 : cli_report(in->source, &err);
    cli_input_free(&file);
    return rc;
}

/* One thread; a progress line for long work (large n) when prog is not NULL. */
static void limits_from(const cli_args *args, ludic_limits *limits, cli_progress *prog,
                        const char *what)
{
    memset(limits, 0, sizeof *limits);
    limits->max_memory = cli_uint(args, CLI_OPT_MAX_MEMORY, 0); /* 0: the default */
    if (prog) {
        cli_progress_start(prog, what, cli_flag(args, CLI_OPT_QUIET));
        cli_progress_attach(prog, limits);
    }
}

/* "hand 1 1 1 1 2 3 3 3 3 5 5 5 5 (n = 5)" or "hand 123m456p789s1122z (riichi)". */
static void describe(const mj_input *in, ludic_buffer *out)
{
    ludic_status st; /* a game that was read always formats; out->failed tells the rest */
    ludic_buffer_puts(out, "hand ");
    LUDIC_BUFFER_APPEND_TEXT(st, out, NULL, ludic_mahjong_format_hand, &in->game, &in->names);
    (void)st;
    if (strcmp(in->layout, "original") == 0)
        ludic_buffer_printf(out, " (n = %lu)", (unsigned long)in->game.kinds);
    else
        ludic_buffer_printf(out, " (%s, %lu kinds)", in->layout,
                            (unsigned long)in->game.kinds);
}

static void json_hand(ludic_json *json, const mj_input *in)
{
    ludic_buffer hand;
    ludic_status st;
    ludic_buffer_init(&hand);
    LUDIC_BUFFER_APPEND_TEXT(st, &hand, NULL, ludic_mahjong_format_hand, &in->game, &in->names);
    (void)st;
    ludic_json_member_string(json, "hand", hand.failed || !hand.data ? "" : hand.data);
    ludic_json_member_string(json, "layout", in->layout);
    ludic_json_member_uint(json, "kinds", in->game.kinds);
    ludic_buffer_clear(&hand);
}

/* solve and brute: the library's text for the input and the options (brute: LUDIC_SOLVE_BRUTE). */
static int solve_text(const cli_args *args, unsigned brute)
{
    ludic_solve_options o = {0, NULL, NULL, 0, NULL, 0, NULL};
    ludic_limits limits;
    cli_progress prog;
    cli_input file;
    const char *text, *source;
    size_t len;
    unsigned preset;
    int rc = input_of(args, &file, &text, &len, &source, &preset);
    if (rc)
        return rc;
    o.flags = brute | preset | (cli_flag(args, CLI_OPT_DECIMAL) ? LUDIC_SOLVE_DECIMAL : 0u) |
              (cli_flag(args, CLI_OPT_JSON) ? LUDIC_SOLVE_JSON : 0u);
    if (!brute) { /* brute has neither --stats nor --max-memory */
        o.flags |= cli_flag(args, CLI_OPT_STATS) ? LUDIC_SOLVE_STATS : 0u;
        limits_from(args, &limits, &prog, "mahjong solve");
        o.limits = &limits; /* cli_solve_text erases the progress line */
    }
    rc = cli_solve_text("mahjong", text, len, source, &o, CLI_SOLVE_STATS_TO_STDERR);
    cli_input_free(&file);
    return rc;
}

static int run_solve(const cli_args *args)
{
    return solve_text(args, 0);
}

static int write_file(const char *path, const ludic_buffer *buf)
{
    FILE *f;
    if (buf->failed)
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory drawing the chart");
    f = fopen(path, "wb");
    if (!f)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", path, strerror(errno));
    if (fwrite(buf->data, 1, buf->len, f) != buf->len || fclose(f) != 0)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", path, strerror(errno));
    return CLI_EXIT_OK;
}

static int run_dist(const cli_args *args)
{
    mj_input in;
    ludic_limits limits;
    ludic_error err;
    ludic_buffer out, title;
    ludic_mahjong_dist dist;
    cli_progress prog;
    const cli_value *svg = cli_opt(args, CLI_OPT_SVG);
    const int json = cli_flag(args, CLI_OPT_JSON);
    int rc;
    if (json && svg->set)
        return cli_fail(CLI_EXIT_USAGE,
                        "mahjong dist: choose one of --json and --svg (see 'ludic mahjong dist "
                        "--help')");
    rc = load(args, &in);
    if (rc)
        return rc;
    limits_from(args, &limits, &prog, "mahjong dist");
    ludic_buffer_init(&out);
    ludic_buffer_init(&title);
    rc = ludic_mahjong_solve_distribution(&in.game, NULL, &limits, &dist, NULL, &err) != LUDIC_OK;
    cli_progress_end(&prog); /* erased before anything is printed */
    if (rc) {
        rc = cli_report(in.source, &err);
        input_clear(&in);
        return rc;
    }
    describe(&in, &title);
    if (svg->set) {
        ludic_buffer chart;
        ludic_status st;
        ludic_buffer_init(&chart);
        LUDIC_BUFFER_APPEND_TEXT(st, &chart, &err, ludic_mahjong_format_svg, &dist,
                        title.data ? title.data : "");
        rc = st == LUDIC_OK || chart.failed ? write_file(svg->s, &chart) : cli_report(NULL, &err);
        ludic_buffer_clear(&chart);
        if (rc == 0) {
            ludic_buffer_printf(&out,
                                "wrote %s: P(weight = i) for i = 1..%lu, expected weight "
                                "%.12g\n",
                                svg->s, (unsigned long)dist.last, dist.expected);
            rc = cli_emit(&out);
        }
    } else if (json) {
        ludic_json j;
        ludic_json_init(&j, &out);
        ludic_json_begin_object(&j);
        ludic_json_member_double(&j, "expected", dist.expected);
        json_hand(&j, &in);
        ludic_json_member_uint(&j, "wall", dist.wall);
        ludic_json_member_uint(&j, "last", dist.last);
        ludic_json_key(&j, "distribution");
        ludic_json_begin_array(&j);
        for (uint32_t i = 1; i <= dist.last; i++) {
            ludic_json_begin_object(&j);
            ludic_json_member_uint(&j, "draw", i);
            ludic_json_member_double(&j, "p", dist.p[i]);
            ludic_json_member_double(&j, "cdf", dist.cdf[i]);
            ludic_json_end_object(&j);
        }
        ludic_json_end_array(&j);
        ludic_json_end_object(&j);
        ludic_buffer_puts(&out, "\n");
        rc = cli_emit(&out);
    } else {
        /* the last draws of a long wall can be too unlikely for a double (stored as 0) */
        uint32_t shown = dist.last;
        while (shown > 1 && dist.p[shown] == 0.0)
            shown--;
        ludic_buffer_printf(&out, "# %s\n# expected weight %.12g; the hand always wins within "
                                  "%lu draw%s\n",
                            title.data ? title.data : "", dist.expected,
                            (unsigned long)dist.last, dist.last == 1 ? "" : "s");
        ludic_buffer_printf(&out, "%6s  %-22s  %s\n", "draw", "P(weight = draw)",
                            "P(weight <= draw)");
        for (uint32_t i = 1; i <= shown; i++)
            ludic_buffer_printf(&out, "%6lu  %-22.12g  %.12g\n", (unsigned long)i, dist.p[i],
                                dist.cdf[i]);
        if (shown < dist.last)
            ludic_buffer_printf(&out,
                                "# draws %lu to %lu: P(weight = draw) > 0 but below 2^-960 "
                                "(about 1e-289) each: 0 in --json\n",
                                (unsigned long)shown + 1, (unsigned long)dist.last);
        rc = cli_emit(&out);
    }
    ludic_mahjong_dist_clear(&dist);
    ludic_buffer_clear(&out);
    ludic_buffer_clear(&title);
    input_clear(&in);
    return rc;
}

static int run_brute(const cli_args *args)
{
    return solve_text(args, LUDIC_SOLVE_BRUTE);
}

static int run_gen(const cli_args *args)
{
    const cli_value *seed = cli_opt(args, CLI_OPT_SEED), *n = cli_opt(args, CLI_OPT_N);
    const cli_value *layout = cli_opt(args, CLI_OPT_LAYOUT);
    ludic_buffer out;
    ludic_error err;
    ludic_status status;
    int rc;
    ludic_buffer_init(&out);
    if (layout->set) {
        if (n->set) {
            ludic_buffer_clear(&out);
            return cli_fail(CLI_EXIT_USAGE,
                            "mahjong gen: --n sets the original format's size; a --layout "
                            "has its own");
        }
        LUDIC_BUFFER_APPEND_TEXT(status, &out, &err, ludic_mahjong_generate_preset, seed->u,
                        layout->u == 1 ? LUDIC_MAHJONG_SANMA : LUDIC_MAHJONG_RIICHI);
    } else {
        /* without --n: a size of the original range, drawn from the seed too */
        uint32_t kinds = n->set ? (uint32_t)n->u
                                : LUDIC_MAHJONG_ORIGINAL_MIN_N +
                                      (uint32_t)(seed->u % (LUDIC_MAHJONG_ORIGINAL_MAX_N -
                                                            LUDIC_MAHJONG_ORIGINAL_MIN_N + 1));
        LUDIC_BUFFER_APPEND_TEXT(status, &out, &err, ludic_mahjong_generate, seed->u, kinds);
    }
    rc = status == LUDIC_OK || out.failed ? cli_emit(&out) : cli_report(NULL, &err);
    ludic_buffer_clear(&out);
    return rc;
}

static int run_validate(const cli_args *args)
{
    cli_input text;
    ludic_error err;
    ludic_mahjong_game game;
    const int extended = cli_flag(args, CLI_OPT_EXTENDED);
    int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &text);
    if (rc)
        return rc;
    if (extended && text.len > 0 && !(text.text[0] >= '0' && text.text[0] <= '9')) {
        /* ludic's own inputs include layout files */
        ludic_mahjong_names names;
        if (ludic_mahjong_parse(text.text, text.len, 0, &game, &names, &err) != LUDIC_OK ||
            ludic_mahjong_check_game(&game, &err) != LUDIC_OK) {
            rc = cli_report(text.name, &err);
        }
        ludic_mahjong_names_clear(&names);
    } else if (ludic_mahjong_validate(text.text, text.len, extended ? LUDIC_EXTENDED : 0, &game,
                                      &err) != LUDIC_OK) {
        rc = cli_report(text.name, &err);
    }
    /* Like a testlib validator: silence and exit status 0 mean valid. */
    ludic_mahjong_game_clear(&game);
    cli_input_free(&text);
    return rc;
}

static const cli_use solve_options[] = {
    {CLI_OPT_MJ_DECIMAL, 0}, {CLI_OPT_MJ_SOLVE_JSON, 0}, {CLI_OPT_MJ_STATS, 0},
    {CLI_OPT_RIICHI, 0},     {CLI_OPT_SANMA, 0},         {CLI_OPT_MAX_MEMORY, 0},
    {CLI_OPT_QUIET, 0}};

static const cli_use dist_options[] = {{CLI_OPT_MJ_DIST_JSON, 0}, {CLI_OPT_SVG, 0},
                                       {CLI_OPT_RIICHI, 0},       {CLI_OPT_SANMA, 0},
                                       {CLI_OPT_MAX_MEMORY, 0},   {CLI_OPT_QUIET, 0}};

static const cli_use brute_options[] = {{CLI_OPT_MJ_BRUTE_DECIMAL, 0},
                                        {CLI_OPT_MJ_BRUTE_JSON, 0},
                                        {CLI_OPT_RIICHI, 0},
                                        {CLI_OPT_SANMA, 0}};

static const cli_use gen_options[] = {
    {CLI_OPT_SEED, CLI_REQUIRED}, {CLI_OPT_MJ_N, 0}, {CLI_OPT_LAYOUT, 0}};

static const cli_use validate_options[] = {{CLI_OPT_MJ_EXTENDED, 0}};

static const cli_use shanten_options[] = {{CLI_OPT_SANMA_SET, 0}, {CLI_OPT_MJ_SHANTEN_JSON, 0}};

static const cli_use analyze_options[] = {
    {CLI_OPT_SANMA_SET, 0},   {CLI_OPT_MELD, 0},        {CLI_OPT_VISIBLE, 0},
    {CLI_OPT_FORM, 0},        {CLI_OPT_MJ_ANALYZE_JSON, 0}, {CLI_OPT_DRAWS, 0},
    {CLI_OPT_WALL, 0},        {CLI_OPT_POLICY, 0},      {CLI_OPT_SIMULATE, 0},
    {CLI_OPT_MJ_SIM_SEED, 0}, {CLI_OPT_MJ_DRAW_SVG, 0}, {CLI_OPT_MAX_MEMORY, 0},
    {CLI_OPT_QUIET, 0}};

static const cli_use advise_options[] = {
    {CLI_OPT_SANMA_SET, 0}, {CLI_OPT_MELD, 0},   {CLI_OPT_VISIBLE, 0},       {CLI_OPT_MJ_ADVISE_DRAWS, 0},
    {CLI_OPT_POLICY, 0},    {CLI_OPT_MJ_ADVISE_JSON, 0}, {CLI_OPT_MAX_MEMORY, 0},
    {CLI_OPT_QUIET, 0}};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const char solve_details[] =
    "13 tiles are dealt; the rest of the tiles are drawn in a uniformly random\n"
    "order. The weight is the number of draws until the hand first contains a\n"
    "winning 14 tiles (one pair and four melds, or seven distinct pairs; in the\n"
    "riichi and sanma presets also thirteen orphans: one each of 1m 9m 1p 9p 1s\n"
    "9s 1z..7z plus one more of them). solve prints its expected value modulo\n"
    "998244353 (p * q^-1 for the fraction p/q).\n"
    "\n"
    "Input (FILE or standard input), either\n"
    "  the original format: n (5..1500 kinds of 4 copies, one suit), then 13\n"
    "  lines 'w t' (kind 1..n, copy 1..4), all distinct; or\n"
    "  a layout file:  layout riichi|sanma          (a preset), and/or\n"
    "                  suit L K [copies C|C1,...]   (a suit of K kinds named L)\n"
    "                  honours L K [copies ...]     (K honours: no sequences)\n"
    "                  thirteen-orphans on|off      (default: on with a preset)\n"
    "                  hand 123m456p789s1122z       (the 13 dealt tiles)\n"
    "  '#' starts a comment; copies 0 leaves a kind out. See docs/mahjong.md.\n"
    "When the whole set of tiles never wins, ludic says so (exit 1).\n";

static const char solve_examples[] =
    "  $ ludic mahjong examples/mahjong/sample.txt\n"
    "  570425346\n"
    "  $ ludic mahjong --decimal examples/mahjong/sample.txt\n"
    "  1.42857142857143\n"
    "  $ ludic mahjong --riichi 123m456p789s1122z --decimal\n"
    "  9.31440593383965\n"
    "  $ ludic mahjong --riichi 19m19p19s1234567z --decimal\n"
    "  3.09759370827758\n"
    "  $ printf 'layout riichi\\nhand 123m456p789s1122z\\n' | ludic mahjong\n"
    "  182108208\n";

static const char dist_examples[] =
    "  $ ludic mahjong dist examples/mahjong/sample.txt\n"
    "  # hand 1 1 1 1 2 3 3 3 3 5 5 5 5 (n = 5)\n"
    "  # expected weight 1.42857142857; the hand always wins within 2 draws\n"
    "    draw  P(weight = draw)        P(weight <= draw)\n"
    "       1  0.571428571429          0.571428571429\n"
    "       2  0.428571428571          1\n"
    "  $ ludic mahjong dist --json examples/mahjong/sample.txt\n"
    "  {\"expected\":1.4285714285714288,\"hand\":\"1 1 1 1 2 3 3 3 3 5 5 5 5\",\"layout\":"
    "\"original\",\"kinds\":5,\"wall\":7,\"last\":2,\"distribution\":[{\"draw\":1,\"p\":"
    "0.5714285714285714,\"cdf\":0.5714285714285714},{\"draw\":2,\"p\":0.4285714285714286,"
    "\"cdf\":1}]}\n"
    "  $ ludic mahjong dist --svg chart.svg --riichi 123m456p789s1122z\n"
    "  wrote chart.svg: P(weight = i) for i = 1..24, expected weight 9.31440593384\n";

static const char brute_examples[] =
    "  $ ludic mahjong brute examples/mahjong/sample.txt\n"
    "  570425346\n";

static const char gen_examples[] =
    "  $ ludic mahjong gen --seed 1 --n 6\n"
    "  6\n"
    "  1 2\n"
    "  2 2\n"
    "  3 2\n"
    "  3 3\n"
    "  3 4\n"
    "  4 2\n"
    "  4 3\n"
    "  4 4\n"
    "  5 1\n"
    "  6 1\n"
    "  6 2\n"
    "  6 3\n"
    "  6 4\n"
    "  $ ludic mahjong gen --seed 7 --layout riichi\n"
    "  layout riichi\n"
    "  hand 15689m256p339s34z\n"
;

static const char validate_examples[] =
    "  $ ludic mahjong validate examples/mahjong/sample.txt && echo valid\n"
    "  valid\n"
    "  $ ludic mahjong gen --seed 7 --layout riichi | ludic mahjong validate --extended && echo valid\n"
    "  valid\n";

static const char shanten_details[] =
    "Each line of FILE (or standard input) is a riichi hand in the usual notation:\n"
    "digits followed by their suit letter m, p, s or z (1z..7z: East, South, West,\n"
    "North, White, Green, Red), 0 for a red five, e.g. 123m406p789s1122z. A hand\n"
    "holds 13 or 14 tiles, 3 fewer for each called meld (1 to 14 tiles, never a\n"
    "multiple of 3). Each answer line is MIN STANDARD SEVEN_PAIRS THIRTEEN_ORPHANS:\n"
    "the shanten (-1 complete, 0 tenpai, 1 one tile from tenpai, ...) of the best\n"
    "form and of each form, '-' where a form does not apply (seven pairs and\n"
    "thirteen orphans need a closed hand of 13 or 14 tiles). The shanten is exact:\n"
    "a fifth copy of a kind never counts (docs/riichi.md). The whole input is\n"
    "checked before anything is printed.\n";

static const char shanten_examples[] =
    "  $ printf '123m456p789s1122z\\n19m19p19s1234567z\\n1111m\\n' | ludic mahjong shanten\n"
    "  0 0 4 8\n"
    "  0 8 6 0\n"
    "  1 1 - -\n"
    "  $ echo 19m19p19s1234567z | ludic mahjong shanten --json\n"
    "  {\"hand\":\"19m19p19s1234567z\",\"shanten\":{\"min\":0,\"standard\":8,\"seven_pairs\":6,"
    "\"thirteen_orphans\":0}}\n";

static const char analyze_details[] =
    "HAND holds 13 tiles waiting for a draw, or 14 after it (3 fewer for each\n"
    "--meld), in the notation of 'ludic mahjong shanten --help'. The wall is every\n"
    "tile of the set but the hand, the called melds and the --visible tiles.\n"
    "For 13 tiles: the shanten of each form, the effective tiles (draws that lower\n"
    "the shanten) with the copies left of each, and ludic's own ZJOI figure: the\n"
    "expected number of draws, keeping every tile, until the tiles hold a complete\n"
    "hand (see 'ludic mahjong solve --help'; closed hands only). For 14 tiles: a\n"
    "row per distinct discard, best first (shanten after it, then most effective\n"
    "tiles), with the ZJOI figure of the 13 tiles left (the discard is out of the\n"
    "wall). docs/riichi.md has the definitions.\n"
    "\n"
    "With --draws T (or --wall, --policy, --simulate, --svg, which take T = 18): the\n"
    "draw game. The player draws T more times; a draw that completes the hand wins;\n"
    "otherwise the player discards. Shown: P(win within t draws) and P(tenpai within\n"
    "t) for t = 1..T under the policy of the class --policy names that maximises\n"
    "P(win within T), for the hand (13 tiles) or after each discard (14 tiles, best\n"
    "first). --wall replace (the default; discards go back into the wall, as in the\n"
    "published calculators): exact. --wall real (discards leave play): the same\n"
    "policy played --simulate N times (default 10000) with a seeded wall, each\n"
    "estimate with a 99% interval, beside ludic's ZJOI figure P(weight <= t), which\n"
    "no policy can beat (closed hands). A search that outgrows --max-memory stops\n"
    "with exit 1: ask for fewer draws or the progress class.\n";

static const char analyze_examples[] =
    "  $ ludic mahjong analyze 123m456p789s1122z\n"
    "  hand 123m456p789s1122z: 13 tiles, riichi set; 123 tiles in the wall\n"
    "  shanten 0 (tenpai): standard 0, seven pairs 4, thirteen orphans 8\n"
    "  effective tiles: 1z(2) 2z(2) (4 tiles)\n"
    "  ZJOI expected draws: 9.31440593384 (every draw kept, until the tiles hold a complete "
    "hand)\n"
    "  $ ludic mahjong analyze --meld 123s --meld 456s --meld 789s 11m123p\n"
    "  hand 11m123p, called 123s 456s 789s: 5 tiles, riichi set; 122 tiles in the wall\n"
    "  shanten -1 (complete: the hand wins as it stands): standard -1 (seven pairs and "
    "thirteen orphans need a closed hand)\n"
    "  discard  shanten  tiles  ZJOI draws  effective tiles (copies in the wall)\n"
    "  1p             0      7           -  1p(3) 4p(4)\n"
    "  2p             0      3           -  2p(3)\n"
    "  3p             0      3           -  3p(3)\n"
    "  1m             0      2           -  1m(2)\n"
    "  ZJOI draws '-': not for hands with called melds (the ZJOI question is about closed "
    "hands)\n"
    "  $ ludic mahjong analyze --json --meld 123s --meld 456s --meld 789s 1m123p\n"
    "  {\"hand\":\"1m123p\",\"melds\":[\"123s\",\"456s\",\"789s\"],\"visible\":\"\",\"set\":"
    "\"riichi\",\"form\":\"min\",\"tiles\":4,\"wall\":123,\"shanten\":{\"min\":0,\"standard\":0,"
    "\"seven_pairs\":null,\"thirteen_orphans\":null},\"effective\":[{\"tile\":\"1m\",\"count\":3}],"
    "\"effective_total\":3,\"expected_draws\":null}\n"
    "  $ ludic mahjong analyze --draws 3 --meld 123s --meld 456s --meld 789s 1m123p\n"
    "  hand 1m123p, called 123s 456s 789s: 4 tiles, riichi set; 123 tiles in the wall\n"
    "  shanten 0 (tenpai): standard 0 (seven pairs and thirteen orphans need a closed hand)\n"
    "  effective tiles: 1m(3) (3 tiles)\n"
    "  ZJOI expected draws: not for hands with called melds (the ZJOI question is about closed hands)\n"
    "  \n"
    "  win probability, 3 draws, policy class progress (E = 0: keep the hand or lower its shanten), replace wall (a discard goes back into the wall): exact; hands searched: 1\n"
    "    draws  P(win)        P(tenpai)   \n"
    "        1  0.0243902439  1.0000000000\n"
    "        2  0.0481856038  1.0000000000\n"
    "        3  0.0714005891  1.0000000000\n";

static const char advise_details[] =
    "HAND and the options --sanma, --meld and --visible as for 'ludic mahjong\n"
    "analyze'. The draw game (see 'ludic mahjong analyze --help'): T draws left,\n"
    "this one included, the replace wall, the best play of the --policy class. For\n"
    "13 tiles (waiting for a draw): for each kind the wall holds, what the policy\n"
    "does after drawing it (win, keep the hand, or the discard) and P(win within\n"
    "the T - 1 draws left) after it; the hand's P(win within T) is the average of\n"
    "those over the wall. For 14 tiles: every discard with P(win within T) and\n"
    "P(tenpai within T) after it, best first. Exact. docs/riichi.md, \"The draw\n"
    "game\", explains the model and the policy classes.\n";

static const char advise_examples[] =
    "  $ ludic mahjong advise --draws 2 --meld 123s --meld 456s --meld 789s 1m123p\n"
    "  hand 1m123p, called 123s 456s 789s: 4 tiles, riichi set; 123 tiles in the wall\n"
    "  shanten 0 (tenpai): standard 0 (seven pairs and thirteen orphans need a closed hand)\n"
    "  policy class progress (E = 0: keep the hand or lower its shanten), replace wall (a discard goes back into the wall), 2 draws: P(win within 2) = 0.0481856038; hands searched: 1\n"
    "  after drawing (copies in the wall): the play, shanten after it, P(win within the 1 draw left) after it\n"
    "    1m(3): win (3 tiles)\n"
    "    any other draw (33 kinds, 120 tiles): keep the hand (discard the drawn tile)  shanten 0  0.0243902439\n";

static const cli_command commands[] = {
    {"solve", "[OPTIONS] [FILE]",
     "The expected earliest winning draw, modulo 998244353 (the original answer).",
     solve_details, solve_options, COUNT(solve_options), 0, 1, solve_examples, run_solve},
    {"dist", "[--json | --svg FILE] [OPTIONS] [FILE]",
     "The distribution of the winning draw: P(weight = i) and P(weight <= i).", NULL,
     dist_options, COUNT(dist_options), 0, 1, dist_examples, run_dist},
    {"brute", "[OPTIONS] [FILE]",
     "The independent brute-force reference (at most 16 kinds and a 23-tile wall): same "
     "answer format.",
     NULL,
     brute_options, COUNT(brute_options), 0, 1, brute_examples, run_brute},
    {"gen", "--seed S [--n N | --layout riichi|sanma]",
     "Print a random valid input (original format, or a preset layout file).", NULL,
     gen_options, COUNT(gen_options), 0, 0, gen_examples, run_gen},
    {"validate", "[--extended] [FILE]",
     "Strictly check an input in the original format (testlib-style).", NULL,
     validate_options, COUNT(validate_options), 0, 1, validate_examples, run_validate},
    CLI_SETTER_COMMANDS(mahjong, MAHJONG, 0),
    {"shanten", "[--sanma] [--json] [FILE]",
     "Shanten of riichi hands, one a line: the best form and each form.", shanten_details,
     shanten_options, COUNT(shanten_options), 0, 1, shanten_examples, cli_mahjong_shanten},
    {"analyze", "[--sanma] [--meld M]... [--visible TILES] [--form F] [--draws T] [OPTIONS] HAND",
     "A riichi hand: shanten, effective tiles, discards, the ZJOI figure, P(win) by draw.", analyze_details,
     analyze_options, COUNT(analyze_options), 1, 1, analyze_examples, cli_mahjong_analyze},
    {"advise", "[--sanma] [--meld M]... [--visible TILES] [--draws T] [--policy P] [--json] HAND",
     "The draw game's best play: after each possible draw, the discard and P(win) after it.",
     advise_details, advise_options, COUNT(advise_options), 1, 1, advise_examples,
     cli_mahjong_advise},
};

const cli_game cli_game_mahjong = {"mahjong",
                                   "the expected earliest winning draw of a dealt hand (ZJOI2019); riichi shanten",
                                   commands, COUNT(commands)};
