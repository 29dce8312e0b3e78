/*
 * test_api_null.c: every public function of the headers in include/ludic/ called with
 * NULL in each pointer argument in turn, the other arguments valid, checked
 * against what its header documents: LUDIC_E_ARGUMENT with a message naming
 * the argument, the documented meaning of NULL (defaults, "not wanted"), or
 * the documented value of a getter (0, NaN, NULL, -1, UINT32_MAX); free and
 * clear functions do nothing. Unknown flag bits are LUDIC_E_ARGUMENT too.
 * Run under ASan+UBSan, any NULL the library dereferences is a failure.
 *
 * core_api_null_coverage.sh checks that every function declared with
 * LUDIC_API appears in `covered` below and is called in this file, so a new
 * public function cannot be forgotten here.
 */
#include <math.h>

#include "check.h"
#include "ludic/blackwhite.h"
#include "ludic/jenga.h"
#include "ludic/mahjong.h"
#include "ludic/riichi.h"

static const char *const covered[] = {
    "ludic_version",
    "ludic_status_str",
    "ludic_error_clear",
    "ludic_solve_text",
    "ludic_solve_text_ex",
    "ludic_blackwhite_parse",
    "ludic_blackwhite_validate",
    "ludic_blackwhite_check_params",
    "ludic_blackwhite_solve",
    "ludic_blackwhite_solve_probability",
    "ludic_blackwhite_generate",
    "ludic_blackwhite_format",
    "ludic_blackwhite_parse_position",
    "ludic_blackwhite_generate_position",
    "ludic_blackwhite_position_copy",
    "ludic_blackwhite_position_free",
    "ludic_blackwhite_position_cells",
    "ludic_blackwhite_position_pairs",
    "ludic_blackwhite_position_white",
    "ludic_blackwhite_position_black",
    "ludic_blackwhite_position_gap",
    "ludic_blackwhite_format_position",
    "ludic_blackwhite_position_is_over",
    "ludic_blackwhite_solve_position",
    "ludic_blackwhite_list_winning_moves",
    "ludic_blackwhite_check_move",
    "ludic_blackwhite_play_move",
    "ludic_blackwhite_choose_move",
    "ludic_blackwhite_brute_solve",
    "ludic_blackwhite_brute_solve_position",
    "ludic_jenga_brute_solve",
    "ludic_jenga_default_dice",
    "ludic_jenga_check_dice",
    "ludic_jenga_check_tower",
    "ludic_jenga_tower_blocks",
    "ludic_jenga_parse",
    "ludic_jenga_validate",
    "ludic_jenga_format",
    "ludic_jenga_generate",
    "ludic_jenga_list_moves",
    "ludic_jenga_tower_is_over",
    "ludic_jenga_play_move",
    "ludic_jenga_solver_create",
    "ludic_jenga_solver_free",
    "ludic_jenga_solver_expected",
    "ludic_jenga_solver_stats",
    "ludic_jenga_solver_dice",
    "ludic_jenga_solver_tower",
    "ludic_jenga_solver_value",
    "ludic_jenga_solve",
    "ludic_jenga_advise",
    "ludic_jenga_simulate",
    "ludic_jenga_simulate_limits",
    "ludic_mahjong_game_init",
    "ludic_mahjong_game_clear",
    "ludic_mahjong_brute_solve",
    "ludic_mahjong_brute_wins",
    "ludic_mahjong_check_layout",
    "ludic_mahjong_check_game",
    "ludic_mahjong_names_clear",
    "ludic_mahjong_parse",
    "ludic_mahjong_parse_hand",
    "ludic_mahjong_validate",
    "ludic_mahjong_format_hand",
    "ludic_mahjong_generate",
    "ludic_mahjong_generate_preset",
    "ludic_mahjong_automaton_create",
    "ludic_mahjong_automaton_free",
    "ludic_mahjong_automaton_info",
    "ludic_mahjong_automaton_step",
    "ludic_mahjong_automaton_wins",
    "ludic_mahjong_solve",
    "ludic_mahjong_solve_distribution",
    "ludic_mahjong_dist_clear",
    "ludic_mahjong_format_svg",
    "ludic_riichi_compute_shanten",
    "ludic_riichi_brute_shanten",
    "ludic_riichi_compute_shanten_raw",
    "ludic_riichi_table_bytes",
    "ludic_riichi_shanten_value",
    "ludic_riichi_compute_effective",
    "ludic_riichi_compute_discards",
    "ludic_riichi_parse_tiles",
    "ludic_riichi_parse_meld",
    "ludic_riichi_compute_wall",
    "ludic_riichi_kind_name",
    "ludic_riichi_format_tiles",
    "ludic_riichi_compute_expected_draws",
    "ludic_riichi_compute_draw_odds",
    "ludic_riichi_compute_draw_discards",
    "ludic_riichi_compute_draw_advice",
    "ludic_riichi_simulate_draws",
    "ludic_riichi_format_draw_svg",
};

static ludic_error err;

/*
 * The call must fail with LUDIC_E_ARGUMENT and a message naming `what`
 * ("tower is NULL ...", "out is NULL but cap is 8 ..."), in err and in
 * the returned status alike.
 */
static void expect_argument(ludic_status got, const char *what, int line)
{
    char want[64];
    snprintf(want, sizeof want, "%s is NULL", what);
    if (got != LUDIC_E_ARGUMENT || err.status != LUDIC_E_ARGUMENT ||
        !strstr(err.message, want)) {
        fprintf(stderr, "%s:%d: expected LUDIC_E_ARGUMENT naming '%s', got %s: %s\n", __FILE__,
                line, what, ludic_status_str(got), err.message);
        check_fail();
    }
}

#define NULL_ARG(call, what)                                                                      \
    do {                                                                                          \
        ludic_error_clear(&err);                                                                  \
        expect_argument((call), (what), __LINE__);                                                \
    } while (0)

/* An unknown flag bit: LUDIC_E_ARGUMENT saying so. */
#define BAD_FLAG(call)                                                                            \
    do {                                                                                          \
        ludic_error_clear(&err);                                                                  \
        CHECK((call) == LUDIC_E_ARGUMENT);                                                        \
        CHECK_STR_CONTAINS(err.message, "unknown flags");                                         \
    } while (0)

#define UNKNOWN_FLAG 0x80u

static void common(void)
{
    char text[8];
    size_t len = 0;
    CHECK(ludic_version() != NULL && ludic_version()[0] != '\0');
    CHECK(strcmp(ludic_status_str((ludic_status)999), "unknown status") == 0);
    ludic_error_clear(NULL);

    NULL_ARG(ludic_solve_text(NULL, "10 4 2", 6, 0, text, sizeof text, &len, &err), "game");
    NULL_ARG(ludic_solve_text("blackwhite", NULL, 6, 0, text, sizeof text, &len, &err), "text");
    NULL_ARG(ludic_solve_text("blackwhite", "10 4 2", 6, 0, NULL, sizeof text, &len, &err), "out");
    BAD_FLAG(ludic_solve_text("blackwhite", "10 4 2", 6, UNKNOWN_FLAG, text, sizeof text, &len,
                              &err));
    CHECK(ludic_solve_text("blackwhite", "10 4 2", 6, 0, NULL, 0, &len, NULL) ==
              LUDIC_E_TRUNCATED &&
          len == 4);
    CHECK(ludic_solve_text("blackwhite", "10 4 2", 6, 0, text, sizeof text, NULL, NULL) ==
              LUDIC_OK &&
          strcmp(text, "182\n") == 0);

    {
        ludic_solve_options o = {LUDIC_SOLVE_STATS, NULL, NULL, 0, NULL, 8, NULL};
        NULL_ARG(ludic_solve_text_ex(NULL, "10 4 2", 6, NULL, text, sizeof text, &len, &err),
                 "game");
        NULL_ARG(ludic_solve_text_ex("blackwhite", NULL, 6, NULL, text, sizeof text, &len, &err),
                 "text");
        NULL_ARG(ludic_solve_text_ex("blackwhite", "10 4 2", 6, NULL, NULL, sizeof text, &len,
                                     &err),
                 "out");
        NULL_ARG(ludic_solve_text_ex("mahjong", "5\n", 2, &o, text, sizeof text, &len, &err),
                 "options->stats");
        o.flags = UNKNOWN_FLAG;
        o.stats_cap = 0;
        BAD_FLAG(ludic_solve_text_ex("blackwhite", "10 4 2", 6, &o, text, sizeof text, &len,
                                     &err));
        /* NULL options: ludic_solve_text without flags */
        CHECK(ludic_solve_text_ex("blackwhite", "10 4 2", 6, NULL, text, sizeof text, NULL,
                                  NULL) == LUDIC_OK &&
              strcmp(text, "182\n") == 0);
    }
}

static void blackwhite(void)
{
    static const char input[] = "10 4 2";
    const ludic_blackwhite_params p = {10, 4, 2};
    ludic_blackwhite_params out;
    ludic_blackwhite_probability prob;
    ludic_blackwhite_position *pos = NULL, *copy = NULL;
    ludic_blackwhite_side winner;
    ludic_blackwhite_step steps[2] = {{0, 1}, {5, 6}};
    uint32_t wins;
    size_t len, count;
    char text[32];

    NULL_ARG(ludic_blackwhite_parse(NULL, 6, 0, &out, &err), "text");
    NULL_ARG(ludic_blackwhite_parse(input, 6, 0, NULL, &err), "params");
    BAD_FLAG(ludic_blackwhite_parse(input, 6, UNKNOWN_FLAG, &out, &err));
    CHECK(ludic_blackwhite_parse(input, 6, LUDIC_EXTENDED, &out, NULL) == LUDIC_OK);

    NULL_ARG(ludic_blackwhite_validate(NULL, 7, 0, &out, &err), "text");
    CHECK(ludic_blackwhite_validate("10 4 2\n", 7, 0, NULL, NULL) == LUDIC_OK); /* only check */
    BAD_FLAG(ludic_blackwhite_validate("10 4 2\n", 7, UNKNOWN_FLAG, NULL, &err));

    NULL_ARG(ludic_blackwhite_check_params(NULL, &err), "params");
    NULL_ARG(ludic_blackwhite_solve(NULL, &wins, &err), "params");
    NULL_ARG(ludic_blackwhite_solve(&p, NULL, &err), "wins");
    NULL_ARG(ludic_blackwhite_solve_probability(NULL, &prob, &err), "params");
    NULL_ARG(ludic_blackwhite_solve_probability(&p, NULL, &err), "out");
    CHECK(ludic_blackwhite_generate(1, NULL, &out, NULL) == LUDIC_OK); /* nothing fixed */
    NULL_ARG(ludic_blackwhite_generate(1, &p, NULL, &err), "out");

    NULL_ARG(ludic_blackwhite_format(NULL, text, sizeof text, &len, &err), "params");
    NULL_ARG(ludic_blackwhite_format(&p, NULL, sizeof text, &len, &err), "out");
    CHECK(ludic_blackwhite_format(&p, NULL, 0, &len, NULL) == LUDIC_E_TRUNCATED && len == 7);
    CHECK(ludic_blackwhite_format(&p, text, sizeof text, NULL, NULL) == LUDIC_OK);

    NULL_ARG(ludic_blackwhite_parse_position(NULL, 4, 0, &pos, &err), "text");
    NULL_ARG(ludic_blackwhite_parse_position("W.B.", 4, 0, NULL, &err), "pos");
    BAD_FLAG(ludic_blackwhite_parse_position("W.B.", 4, UNKNOWN_FLAG, &pos, &err));
    NULL_ARG(ludic_blackwhite_generate_position(1, 10, 4, NULL, &err), "pos");
    CHECK(ludic_blackwhite_parse_position("W..B.W...B", 10, 0, &pos, NULL) == LUDIC_OK);

    NULL_ARG(ludic_blackwhite_position_copy(NULL, &copy, &err), "pos");
    CHECK(copy == NULL);
    NULL_ARG(ludic_blackwhite_position_copy(pos, NULL, &err), "out");
    ludic_blackwhite_position_free(NULL);

    CHECK_EQ_U64(ludic_blackwhite_position_cells(NULL), 0);
    CHECK_EQ_U64(ludic_blackwhite_position_pairs(NULL), 0);
    CHECK_EQ_U64(ludic_blackwhite_position_white(NULL, 0), UINT32_MAX);
    CHECK_EQ_U64(ludic_blackwhite_position_black(NULL, 0), UINT32_MAX);
    CHECK_EQ_U64(ludic_blackwhite_position_gap(NULL, 0), UINT32_MAX);
    CHECK_EQ_U64(ludic_blackwhite_position_gap(pos, 2), UINT32_MAX); /* pair out of range */
    CHECK(ludic_blackwhite_position_is_over(NULL) == -1);

    NULL_ARG(ludic_blackwhite_format_position(NULL, text, sizeof text, &len, &err), "pos");
    NULL_ARG(ludic_blackwhite_format_position(pos, NULL, sizeof text, &len, &err), "out");
    CHECK(ludic_blackwhite_format_position(pos, text, sizeof text, NULL, NULL) == LUDIC_OK);

    NULL_ARG(ludic_blackwhite_solve_position(NULL, 1, LUDIC_BLACKWHITE_WHITE, &winner, &err),
             "pos");
    NULL_ARG(ludic_blackwhite_solve_position(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, &err),
             "winner");
    NULL_ARG(ludic_blackwhite_list_winning_moves(NULL, 1, LUDIC_BLACKWHITE_WHITE, NULL, NULL,
                                                 &err),
             "pos");
    NULL_ARG(ludic_blackwhite_list_winning_moves(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, NULL,
                                                 &err),
             "each_move");
    NULL_ARG(ludic_blackwhite_check_move(NULL, 1, LUDIC_BLACKWHITE_WHITE, steps, 1, &err),
             "pos");
    NULL_ARG(ludic_blackwhite_check_move(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, 1, &err),
             "steps");
    NULL_ARG(ludic_blackwhite_check_move(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, 0, &err),
             "steps");
    NULL_ARG(ludic_blackwhite_play_move(NULL, 1, LUDIC_BLACKWHITE_WHITE, steps, 1, &err), "pos");
    NULL_ARG(ludic_blackwhite_play_move(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, 1, &err), "steps");
    NULL_ARG(ludic_blackwhite_choose_move(NULL, 1, LUDIC_BLACKWHITE_WHITE, steps, 2, &count,
                                          &err),
             "pos");
    NULL_ARG(ludic_blackwhite_choose_move(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, 2, &count, &err),
             "steps");
    NULL_ARG(ludic_blackwhite_choose_move(pos, 1, LUDIC_BLACKWHITE_WHITE, steps, 2, NULL, &err),
             "count");
    /* a size query: no room, the number of steps, LUDIC_E_TRUNCATED */
    CHECK(ludic_blackwhite_choose_move(pos, 1, LUDIC_BLACKWHITE_WHITE, NULL, 0, &count, NULL) ==
              LUDIC_E_TRUNCATED &&
          count == 1);

    NULL_ARG(ludic_blackwhite_brute_solve(NULL, &wins, &err), "params");
    NULL_ARG(ludic_blackwhite_brute_solve(&p, NULL, &err), "wins");
    NULL_ARG(ludic_blackwhite_brute_solve_position(NULL, 4, 1, LUDIC_BLACKWHITE_WHITE, &winner,
                                                   NULL, NULL, &err),
             "board");
    NULL_ARG(ludic_blackwhite_brute_solve_position("W.B.", 4, 1, LUDIC_BLACKWHITE_WHITE, NULL,
                                                   NULL, NULL, &err),
             "winner");
    CHECK(ludic_blackwhite_brute_solve_position("W.B.", 4, 1, LUDIC_BLACKWHITE_WHITE, &winner,
                                                NULL, NULL, NULL) == LUDIC_OK);
    ludic_blackwhite_position_free(pos);
}

static void jenga(void)
{
    static const char input[] = "2\nRGB\nRGB\n";
    const ludic_jenga_dice dice = ludic_jenga_default_dice();
    ludic_jenga_tower t, u;
    ludic_jenga_move moves[LUDIC_JENGA_MAX_MOVES];
    ludic_jenga_option options[LUDIC_JENGA_MAX_MOVES];
    ludic_jenga_solver *s = NULL;
    ludic_jenga_stats stats;
    ludic_jenga_sim sim;
    ludic_jenga_dice none;
    double expected;
    size_t len, count;
    char text[64];

    CHECK(dice.green == 2 && dice.blue == 2 && dice.red == 1 && dice.black == 1);
    NULL_ARG(ludic_jenga_check_dice(NULL, &err), "dice");
    NULL_ARG(ludic_jenga_check_tower(NULL, &err), "tower");
    CHECK_EQ_U64(ludic_jenga_tower_blocks(NULL), 0);

    NULL_ARG(ludic_jenga_parse(NULL, 10, 0, &t, &err), "text");
    NULL_ARG(ludic_jenga_parse(input, 10, 0, NULL, &err), "tower");
    BAD_FLAG(ludic_jenga_parse(input, 10, UNKNOWN_FLAG, &t, &err));
    CHECK(ludic_jenga_parse(input, 10, 0, &t, NULL) == LUDIC_OK);
    NULL_ARG(ludic_jenga_validate(NULL, 10, 0, &u, &err), "text");
    CHECK(ludic_jenga_validate(input, 10, 0, NULL, NULL) == LUDIC_OK); /* only check */
    BAD_FLAG(ludic_jenga_validate(input, 10, LUDIC_EXTENDED | UNKNOWN_FLAG, NULL, &err));

    NULL_ARG(ludic_jenga_format(NULL, text, sizeof text, &len, &err), "tower");
    NULL_ARG(ludic_jenga_format(&t, NULL, sizeof text, &len, &err), "out");
    CHECK(ludic_jenga_format(&t, text, sizeof text, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_jenga_generate(1, 3, NULL, &err), "tower");

    NULL_ARG(ludic_jenga_list_moves(NULL, LUDIC_JENGA_RED, moves, LUDIC_JENGA_MAX_MOVES, &count,
                                    &err),
             "tower");
    NULL_ARG(ludic_jenga_list_moves(&t, LUDIC_JENGA_RED, NULL, 4, &count, &err), "moves");
    NULL_ARG(ludic_jenga_list_moves(&t, LUDIC_JENGA_RED, moves, LUDIC_JENGA_MAX_MOVES, NULL,
                                    &err),
             "count");
    CHECK(ludic_jenga_list_moves(&t, LUDIC_JENGA_RED, NULL, 0, &count, NULL) ==
              LUDIC_E_TRUNCATED &&
          count == 3);
    CHECK(ludic_jenga_tower_is_over(NULL) == -1);
    CHECK(ludic_jenga_list_moves(&t, LUDIC_JENGA_RED, moves, LUDIC_JENGA_MAX_MOVES, &count,
                                 NULL) == LUDIC_OK);
    u = t;
    NULL_ARG(ludic_jenga_play_move(NULL, &moves[0], &err), "tower");
    NULL_ARG(ludic_jenga_play_move(&u, NULL, &err), "move");
    CHECK(memcmp(&t, &u, sizeof t) == 0);

    NULL_ARG(ludic_jenga_brute_solve(NULL, &dice, NULL, &expected, &err), "tower");
    NULL_ARG(ludic_jenga_brute_solve(&t, &dice, NULL, NULL, &err), "expected");
    CHECK(ludic_jenga_brute_solve(&t, NULL, NULL, &expected, NULL) == LUDIC_OK); /* default die */

    NULL_ARG(ludic_jenga_solver_create(NULL, &dice, NULL, &s, &err), "tower");
    CHECK(s == NULL);
    NULL_ARG(ludic_jenga_solver_create(&t, &dice, NULL, NULL, &err), "out");
    ludic_jenga_solver_free(NULL);
    CHECK(isnan(ludic_jenga_solver_expected(NULL)));
    memset(&stats, 0xff, sizeof stats);
    ludic_jenga_solver_stats(NULL, &stats);
    CHECK(stats.states == 0 && stats.memory == 0 && stats.symmetric == 0);
    none = ludic_jenga_solver_dice(NULL);
    CHECK(none.green == 0 && none.blue == 0 && none.red == 0 && none.black == 0);
    CHECK(ludic_jenga_solver_tower(NULL) == NULL);

    CHECK(ludic_jenga_solver_create(&t, NULL, NULL, &s, NULL) == LUDIC_OK); /* default die */
    ludic_jenga_solver_stats(s, NULL);
    NULL_ARG(ludic_jenga_solver_value(NULL, &t, &expected, &err), "solver");
    NULL_ARG(ludic_jenga_solver_value(s, NULL, &expected, &err), "tower");
    NULL_ARG(ludic_jenga_solver_value(s, &t, NULL, &err), "expected");
    NULL_ARG(ludic_jenga_solve(NULL, &dice, NULL, &expected, &stats, &err), "tower");
    NULL_ARG(ludic_jenga_solve(&t, &dice, NULL, NULL, &stats, &err), "expected");
    CHECK(ludic_jenga_solve(&t, NULL, NULL, &expected, NULL, NULL) == LUDIC_OK);
    CHECK(expected == ludic_jenga_solver_expected(s));

    NULL_ARG(ludic_jenga_advise(NULL, &t, LUDIC_JENGA_RED, options, LUDIC_JENGA_MAX_MOVES, &count,
                                &err),
             "solver");
    NULL_ARG(ludic_jenga_advise(s, NULL, LUDIC_JENGA_RED, options, LUDIC_JENGA_MAX_MOVES, &count,
                                &err),
             "tower");
    NULL_ARG(ludic_jenga_advise(s, &t, LUDIC_JENGA_RED, NULL, 4, &count, &err), "options");
    NULL_ARG(ludic_jenga_advise(s, &t, LUDIC_JENGA_RED, options, LUDIC_JENGA_MAX_MOVES, NULL,
                                &err),
             "count");
    NULL_ARG(ludic_jenga_simulate(NULL, 10, 1, &sim, &err), "solver");
    NULL_ARG(ludic_jenga_simulate(s, 10, 1, NULL, &err), "sim");
    NULL_ARG(ludic_jenga_simulate_limits(NULL, 10, 1, NULL, &sim, &err), "solver");
    NULL_ARG(ludic_jenga_simulate_limits(s, 10, 1, NULL, NULL, &err), "sim");
    ludic_jenga_solver_free(s);
}

static void mahjong(void)
{
    static const char input[] = "5\n1 1\n1 2\n1 3\n1 4\n2 1\n2 2\n2 3\n2 4\n3 1\n3 2\n3 3\n3 4\n4 1\n";
    static const char hand[] = "123m456p789s1122z";
    ludic_mahjong_game g, h;
    ludic_mahjong_names names;
    ludic_mahjong_automaton *a = NULL;
    ludic_mahjong_automaton_sizes sizes;
    ludic_mahjong_dist d;
    ludic_mahjong_stats stats;
    const uint8_t counts[5] = {4, 4, 4, 1, 0};
    uint32_t answer;
    size_t len;
    char text[256];
    memset(&d, 0, sizeof d);

    NULL_ARG(ludic_mahjong_game_init(NULL, 5, &err), "game");
    ludic_mahjong_game_clear(NULL);
    ludic_mahjong_names_clear(NULL);
    ludic_mahjong_dist_clear(NULL);

    NULL_ARG(ludic_mahjong_parse(NULL, sizeof input - 1, 0, &g, &names, &err), "text");
    NULL_ARG(ludic_mahjong_parse(input, sizeof input - 1, 0, NULL, &names, &err), "game");
    BAD_FLAG(ludic_mahjong_parse(input, sizeof input - 1, UNKNOWN_FLAG, &g, NULL, &err));
    CHECK(ludic_mahjong_parse(input, sizeof input - 1, 0, &g, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_mahjong_parse_hand(NULL, 17, LUDIC_MAHJONG_RIICHI, 0, &h, &names, &err),
             "text");
    NULL_ARG(ludic_mahjong_parse_hand(hand, 17, LUDIC_MAHJONG_RIICHI, 0, NULL, &names, &err),
             "game");
    BAD_FLAG(ludic_mahjong_parse_hand(hand, 17, LUDIC_MAHJONG_RIICHI, UNKNOWN_FLAG, &h, NULL,
                                      &err));
    CHECK(ludic_mahjong_parse_hand(hand, 17, LUDIC_MAHJONG_RIICHI, 0, &h, NULL, NULL) ==
          LUDIC_OK);
    ludic_mahjong_game_clear(&h);
    NULL_ARG(ludic_mahjong_validate(NULL, sizeof input - 1, 0, &h, &err), "text");
    CHECK(ludic_mahjong_validate(input, sizeof input - 1, 0, NULL, NULL) == LUDIC_OK);
    BAD_FLAG(ludic_mahjong_validate(input, sizeof input - 1, UNKNOWN_FLAG, NULL, &err));

    NULL_ARG(ludic_mahjong_check_layout(NULL, &err), "game");
    NULL_ARG(ludic_mahjong_check_game(NULL, &err), "game");
    NULL_ARG(ludic_mahjong_brute_solve(NULL, &answer, NULL, NULL, 0, &err), "game");
    CHECK(ludic_mahjong_brute_solve(&g, NULL, NULL, NULL, 5, NULL) == LUDIC_OK); /* not wanted */
    CHECK(ludic_mahjong_brute_wins(NULL, counts) == -1);
    CHECK(ludic_mahjong_brute_wins(&g, NULL) == -1);

    NULL_ARG(ludic_mahjong_format_hand(NULL, NULL, text, sizeof text, &len, &err), "game");
    NULL_ARG(ludic_mahjong_format_hand(&g, NULL, NULL, sizeof text, &len, &err), "out");
    CHECK(ludic_mahjong_format_hand(&g, NULL, text, sizeof text, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_mahjong_generate(1, 5, NULL, sizeof text, &len, &err), "out");
    CHECK(ludic_mahjong_generate(1, 5, text, sizeof text, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_mahjong_generate_preset(1, LUDIC_MAHJONG_SANMA, NULL, sizeof text, &len, &err),
             "out");
    CHECK(ludic_mahjong_generate_preset(1, LUDIC_MAHJONG_SANMA, text, sizeof text, NULL, NULL) ==
          LUDIC_OK);

    NULL_ARG(ludic_mahjong_automaton_create(&g, 0, NULL, &err), "out");
    BAD_FLAG(ludic_mahjong_automaton_create(&g, UNKNOWN_FLAG, &a, &err));
    CHECK(a == NULL);
    CHECK(ludic_mahjong_automaton_create(NULL, 0, &a, NULL) == LUDIC_OK); /* every layout */
    ludic_mahjong_automaton_free(NULL);
    memset(&sizes, 0xff, sizeof sizes);
    ludic_mahjong_automaton_info(NULL, &sizes);
    CHECK(sizes.states == 0 && sizes.symbols == 0 && sizes.minimised == 0);
    ludic_mahjong_automaton_info(a, NULL);
    CHECK(ludic_mahjong_automaton_step(NULL, 0, 1, 1) == LUDIC_MAHJONG_NO_STATE);
    CHECK(ludic_mahjong_automaton_wins(NULL, &g, counts) == -1);
    CHECK(ludic_mahjong_automaton_wins(a, NULL, counts) == -1);
    CHECK(ludic_mahjong_automaton_wins(a, &g, NULL) == -1);

    NULL_ARG(ludic_mahjong_solve(NULL, a, NULL, &answer, &stats, &err), "game");
    NULL_ARG(ludic_mahjong_solve(&g, a, NULL, NULL, &stats, &err), "answer");
    CHECK(ludic_mahjong_solve(&g, NULL, NULL, &answer, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_mahjong_solve_distribution(NULL, a, NULL, &d, &stats, &err), "game");
    NULL_ARG(ludic_mahjong_solve_distribution(&g, a, NULL, NULL, &stats, &err), "dist");
    NULL_ARG(ludic_mahjong_format_svg(NULL, "t", text, sizeof text, &len, &err), "dist");
    CHECK(ludic_mahjong_solve_distribution(&g, NULL, NULL, &d, NULL, NULL) == LUDIC_OK);
    NULL_ARG(ludic_mahjong_format_svg(&d, "t", NULL, sizeof text, &len, &err), "out");
    /* a NULL title is an empty one; len NULL is "not wanted" */
    CHECK(ludic_mahjong_format_svg(&d, NULL, NULL, 0, &len, NULL) == LUDIC_E_TRUNCATED);
    {
        char *svg = malloc(len + 1);
        CHECK(svg && ludic_mahjong_format_svg(&d, NULL, svg, len + 1, NULL, NULL) == LUDIC_OK);
        CHECK(svg && strstr(svg, "<title></title>") != NULL);
        free(svg);
    }
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_dist_clear(&d); /* idempotent on a cleared value */
    ludic_mahjong_automaton_free(a);
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_game_clear(&g);
}

/* riichi.h (folded in from the riichi branch's own NULL test) */
static void riichi(void)
{
    uint8_t c[LUDIC_RIICHI_KINDS] = {0}, wall[LUDIC_RIICHI_KINDS];
    ludic_riichi_shanten s;
    ludic_riichi_effective e;
    ludic_riichi_discards d;
    ludic_riichi_tiles t;
    double x = 0;
    size_t len;
    c[27] = 3, c[28] = 3, c[29] = 3, c[30] = 3, c[31] = 1; /* 13 tiles */
    CHECK(ludic_riichi_compute_shanten(NULL, 0, &s, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_shanten(c, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_brute_shanten(NULL, 0, &s, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_brute_shanten(c, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_brute_shanten(c, 4u, &s, NULL) == LUDIC_E_ARGUMENT);
    s.min = 99;
    ludic_riichi_compute_shanten_raw(NULL, 0, &s); /* a no-op */
    CHECK(s.min == 99);
    ludic_riichi_compute_shanten_raw(c, 0, NULL);
    CHECK(ludic_riichi_table_bytes() > 0);
    CHECK(ludic_riichi_compute_effective(NULL, NULL, LUDIC_RIICHI_FORM_MIN, 0, &e, NULL) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_effective(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, NULL, &err) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_effective(c, NULL, LUDIC_RIICHI_FORM_MIN, 4u, &e, &err) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_discards(NULL, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, NULL) ==
          LUDIC_E_ARGUMENT);
    c[31] = 2;
    CHECK(ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, NULL, NULL) ==
          LUDIC_E_ARGUMENT);
    c[31] = 1;
    CHECK(ludic_riichi_parse_tiles(NULL, 3, 0, &t, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_tiles(NULL, 0, 0, &t, &err) == LUDIC_OK); /* empty text */
    CHECK(ludic_riichi_parse_tiles("1m", 2, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_meld(NULL, 3, 0, &t, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_meld("123m", 4, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 0, NULL, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 0, NULL, 0, wall, NULL) == LUDIC_OK);
    CHECK(ludic_riichi_format_tiles(NULL, NULL, NULL, 0, &len, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_format_tiles(c, NULL, NULL, 5, &len, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_format_tiles(c, NULL, NULL, 0, NULL, NULL) == LUDIC_E_TRUNCATED);
    CHECK(ludic_riichi_compute_expected_draws(NULL, NULL, NULL, 0, &x, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_expected_draws(c, NULL, NULL, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_shanten_value(NULL, LUDIC_RIICHI_FORM_MIN) == LUDIC_RIICHI_NO_FORM);
    CHECK(ludic_riichi_kind_name(1000) == NULL);
    {
        ludic_riichi_draw_odds odds;
        ludic_riichi_draw_discards dd;
        CHECK(ludic_riichi_compute_draw_odds(NULL, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0,
                                             &odds, NULL) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_compute_draw_odds(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0,
                                             NULL, &err) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_compute_draw_discards(NULL, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS,
                                                 NULL, 0, &dd, NULL) == LUDIC_E_ARGUMENT);
        c[31] = 2;
        CHECK(ludic_riichi_compute_draw_discards(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                                 0, NULL, &err) == LUDIC_E_ARGUMENT);
        /* the chart of a real answer: NULL out with cap 0 measures it */
        CHECK(ludic_riichi_compute_draw_discards(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                                 0, &dd, &err) == LUDIC_OK);
        c[31] = 1;
        expect_argument(ludic_riichi_format_draw_svg(NULL, "t", NULL, 0, &len, &err), "discards",
                        __LINE__);
        CHECK(ludic_riichi_format_draw_svg(&dd, NULL, NULL, 0, &len, &err) == LUDIC_E_TRUNCATED &&
              len > 100);
        CHECK(ludic_riichi_format_draw_svg(&dd, "t", NULL, 5, &len, &err) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_format_draw_svg(&dd, "t", NULL, 0, NULL, NULL) == LUDIC_E_TRUNCATED);
    }
    {
        ludic_riichi_draw_advice adv;
        ludic_riichi_draw_simulation sim;
        CHECK(ludic_riichi_compute_draw_advice(NULL, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                               0, &adv, NULL) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_compute_draw_advice(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0,
                                               NULL, &err) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_compute_draw_advice(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0,
                                               &adv, NULL) == LUDIC_OK); /* NULL wall: the set */
        CHECK(ludic_riichi_simulate_draws(NULL, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, 10, 1, NULL, 0, &sim,
                                          NULL) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_simulate_draws(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, 10, 1, NULL, 0, NULL,
                                          &err) == LUDIC_E_ARGUMENT);
        CHECK(ludic_riichi_simulate_draws(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, 10, 1, NULL, 0, &sim,
                                          NULL) == LUDIC_OK);
        CHECK(ludic_riichi_simulate_draws(c, NULL, 3, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, 0, 1, NULL, 0, &sim,
                                          &err) == LUDIC_E_ARGUMENT);
    }
}

int main(void)
{
    common();
    blackwhite();
    jenga();
    mahjong();
    riichi();
    /* the list names each function once (the script compares it with the headers) */
    for (size_t i = 0; i < sizeof covered / sizeof covered[0]; i++)
        for (size_t j = 0; j < i; j++)
            CHECK(strcmp(covered[i], covered[j]) != 0);
    printf("%zu public functions covered\n", sizeof covered / sizeof covered[0]);
    return check_exit_code();
}
