/*
 * blackwhite_cmd.c: the ludic blackwhite subcommands that read the original
 * input (solve, brute: printed by the library's ludic_solve_text_ex;
 * validate) or write it (gen), and the command table.
 * analyze and play live in blackwhite_analyze.c and blackwhite_play.c.
 */
#include <stdio.h>

#include "blackwhite_cli_int.h"
#include "setter_int.h"

/* Write the finished answer and release it; the exit status. */
static int emit_and_clear(ludic_buffer *out)
{
    int rc = cli_emit(out);
    ludic_buffer_clear(out);
    return rc;
}

/* solve and brute: the library's text for the input and the options (brute: LUDIC_SOLVE_BRUTE). */
static int solve_text(const cli_args *args, unsigned brute)
{
    ludic_solve_options o = {0, NULL, NULL, 0, NULL, 0, NULL};
    cli_input in;
    int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &in);
    if (rc)
        return rc;
    o.flags = brute | (cli_flag(args, CLI_OPT_DECIMAL) ? LUDIC_SOLVE_DECIMAL : 0u) |
              (cli_flag(args, CLI_OPT_JSON) ? LUDIC_SOLVE_JSON : 0u);
    rc = cli_solve_text("blackwhite", in.text, in.len, in.name, &o, 0);
    cli_input_free(&in);
    return rc;
}

static int run_solve(const cli_args *args)
{
    return solve_text(args, 0);
}

static int run_brute(const cli_args *args)
{
    return solve_text(args, LUDIC_SOLVE_BRUTE);
}

/* Like a testlib validator: silence and exit status 0 when the file is valid. */
static int run_validate(const cli_args *args)
{
    ludic_blackwhite_params p;
    ludic_error err;
    cli_input in;
    int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &in);
    if (rc)
        return rc;
    ludic_error_clear(&err);
    if (ludic_blackwhite_validate(in.text, in.len,
                                  cli_flag(args, CLI_OPT_EXTENDED) ? LUDIC_EXTENDED : 0u, &p,
                                  &err) != LUDIC_OK)
        rc = cli_report(in.name, &err);
    cli_input_free(&in);
    return rc;
}

static int run_gen(const cli_args *args)
{
    ludic_blackwhite_params fixed, p;
    ludic_error err;
    ludic_buffer out;
    ludic_status st;
    /* 0: drawn from the seed */
    fixed.n = cli_uint(args, CLI_OPT_N, 0);
    fixed.k = cli_uint(args, CLI_OPT_K, 0);
    fixed.d = cli_uint(args, CLI_OPT_D, 0);
    ludic_error_clear(&err);
    if (ludic_blackwhite_generate(cli_uint(args, CLI_OPT_SEED, 0), &fixed, &p, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    ludic_buffer_init(&out);
    LUDIC_BUFFER_APPEND_TEXT(st, &out, &err, ludic_blackwhite_format, &p);
    if (st != LUDIC_OK && !out.failed) {
        ludic_buffer_clear(&out);
        return cli_report(NULL, &err);
    }
    return emit_and_clear(&out);
}

static const cli_use solve_options[] = {{CLI_OPT_BW_DECIMAL, 0}, {CLI_OPT_BW_SOLVE_JSON, 0}};

static const cli_use validate_options[] = {{CLI_OPT_BW_EXTENDED, 0}};

static const cli_use gen_options[] = {
    {CLI_OPT_SEED, CLI_REQUIRED}, {CLI_OPT_BW_N, 0}, {CLI_OPT_K, 0}, {CLI_OPT_BW_GEN_D, 0}};

static const cli_use analyze_options[] = {{CLI_OPT_D, 0},     {CLI_OPT_TO_MOVE, 0},
                                          {CLI_OPT_ALL, 0},   {CLI_OPT_LIMIT, 0},
                                          {CLI_OPT_BW_ANALYZE_JSON, 0}};

static const cli_use play_options[] = {{CLI_OPT_SIDE, 0},         {CLI_OPT_D, 0},
                                       {CLI_OPT_POSITION, 0},     {CLI_OPT_BW_PLAY_SEED, 0},
                                       {CLI_OPT_BW_PLAY_N, 0},    {CLI_OPT_BW_PLAY_K, 0}};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const cli_command commands[] = {
    {"solve", "[OPTIONS] [FILE]",
     "Count the placements white wins (the original problem).",
     "Input: one line \"n k d\" (1 <= d <= k <= n, k even): a 1 x n board, k pieces\n"
     "W B W B ... W B from the left, at most d pieces moved per turn. Output: the\n"
     "number of placements white wins, modulo 1000000007. ludic accepts\n"
     "n <= 10^18 and k <= 1000 (the original: n <= 10^4, k <= 100); beyond k = 1000\n"
     "it stops with exit status 1. Time O(k^2 log n): 0.03 s at n = 10^18, k = 1000.\n",
     solve_options, COUNT(solve_options), 0, 1,
     "  $ echo 10 4 2 | ludic blackwhite\n"
     "  182\n"
     "  $ echo 10 4 2 | ludic blackwhite --decimal\n"
     "  0.866666666667\n"
     "  $ echo 1000000000000000000 1000 1 | ludic blackwhite\n"
     "  943442390\n",
     run_solve},
    {"brute", "[FILE]",
     "The same answer by playing the game itself (small boards only).",
     "An independent reference: a memoised search over positions using only the\n"
     "move rules, no Nim theory. Boards longer than 14 cells are refused (exit 1).\n"
     "With --decimal: wins / C(n, k) from the exact count.\n",
     solve_options, COUNT(solve_options), 0, 1,
     "  $ echo 10 4 2 | ludic blackwhite brute\n"
     "  182\n"
     "  $ echo 10 4 2 | ludic blackwhite brute --decimal\n"
     "  0.866666666667\n",
     run_brute},
    {"gen", "--seed S [--n N] [--k K] [--d D]",
     "Print a random valid input, reproducible from its seed.",
     "Without --n, --k, --d the input lies within the original limits\n"
     "(n <= 10^4, k <= 100); given values may go up to ludic's limits.\n",
     gen_options, COUNT(gen_options), 0, 0,
     "  $ ludic blackwhite gen --seed 1\n"
     "  9483 46 27\n"
     "  $ ludic blackwhite gen --seed 7 --n 1000000000000000000 --k 1000\n"
     "  1000000000000000000 1000 995\n",
     run_gen},
    {"validate", "[--extended] [FILE]",
     "Check an input file strictly, like a testlib validator.",
     "Exactly \"n k d\" separated by single spaces, no signs or leading zeros, one\n"
     "final newline, nothing else, within the original limits (1 <= d <= k <= n <=\n"
     "10^4, k <= 100, k even) or, with --extended, ludic's (n <= 10^18, k <= 1000).\n"
     "A valid file produces no output and exit status 0; otherwise one line on\n"
     "standard error names the line, column and problem, and the status is 2.\n",
     validate_options, COUNT(validate_options), 0, 1,
     "  $ printf '10 4 2\\n' | ludic blackwhite validate && echo valid\n"
     "  valid\n"
     "  $ printf '10 4 2' | ludic blackwhite validate\n"
     "  ludic: <stdin>:1:7: expected end of line, found end of input\n",
     run_validate},
    {"analyze", "[--d D] [--to-move white|black] [--all] [--limit N] [--json] POSITION",
     "Who wins a position, and a winning move (or all of them).",
     "POSITION is the board from left to right: 'W' a white piece, 'B' a black\n"
     "piece, '.' an empty cell; the pieces alternate W B W B ... W B. '-' reads it\n"
     "from standard input (boards longer than a command-line argument may be).\n"
     "Cells are numbered from 1; a move is written FROM-TO for each piece it\n"
     "moves. With --all every winning move is listed as it is found (there can be\n"
     "very many: sixty gaps of 1 with d = 30 have C(60, 29) ~ 10^17); --limit\n"
     "stops the list. JSON fields: position, cells, d, to_move, winner, gaps,\n"
     "moves (a list of {\"move\", \"steps\": [{\"from\", \"to\"}]}; empty when the\n"
     "side to move loses), complete (true when moves holds every winning move).\n",
     analyze_options, COUNT(analyze_options), 1, 1, 
     "  $ ludic blackwhite analyze W..B.W...B\n"
     "  Position: W..B.W...B (10 cells, 2 pairs, gaps 2 3; d = 1)\n"
     "  White to move wins.\n"
     "  Winning move: 6-7 (white moves the piece on cell 6 to cell 7)\n"
     "  $ ludic blackwhite analyze --all --d 2 W...B.W..B.W.B\n"
     "  Position: W...B.W..B.W.B (14 cells, 3 pairs, gaps 3 2 1; d = 2)\n"
     "  White to move wins. Winning moves:\n"
     "    1-3 7-8 (white moves the piece on cell 1 to cell 3 and the piece on cell 7 to cell 8)\n"
     "  1 winning move.\n"
     "  $ ludic blackwhite analyze --json --to-move black W.B.W.B\n"
     "  {\"position\":\"W.B.W.B\",\"cells\":7,\"d\":1,\"to_move\":\"black\",\"winner\":\"white\","
     "\"gaps\":[1,1],\"moves\":[],\"complete\":true}\n",
     cli_blackwhite_analyze},
    {"play", "[--side white|black] [--d D] [--position POS | --seed S [--n N] [--k K]]",
     "Play a position against a perfect opponent.",
     "You choose your side and the position (asked for when not given; --seed\n"
     "draws a random one). White moves first. Moves are FROM-TO per piece, cells\n"
     "numbered from 1, e.g. '6-7' or '1-2 6-8' (up to d pieces at once); illegal\n"
     "moves are refused with the reason. Also: 'hint', 'help', 'board', 'quit'.\n"
     "Works with standard input from a pipe (each move on its own line); the game\n"
     "ends cleanly at end of input.\n",
     play_options, COUNT(play_options), 0, 0, 
     "  $ printf '1-3\\n' | ludic blackwhite play --side white --position W..B\n"
     "  You play white, I play black; white moves first.\n"
     "  Rules: white pieces move right, black pieces move left; a move slides one of\n"
     "  your pieces one or more cells, never onto or over another piece. Whoever\n"
     "  cannot move loses. Type a move as FROM-TO, cells numbered from 1: 6-7.\n"
     "  Other answers: hint (a winning move, if you have one), board, help, quit.\n"
     "\n"
     "   1 2 3 4\n"
     "   W . . B\n"
     "\n"
     "  Your move (white): 1-3\n"
     "\n"
     "   1 2 3 4\n"
     "   . . W B\n"
     "\n"
     "  Every gap is closed: black cannot move and loses. You win!\n",
     cli_blackwhite_play},
    CLI_SETTER_COMMANDS(blackwhite, BLACKWHITE, 0),
};

const cli_game cli_game_blackwhite = {
    "blackwhite", "Moore's Nim_d on a 1 x n board (SDOI2011): count first-player wins",
    commands, COUNT(commands)};
