/*
 * test_mahjong_read.c: reading and writing mahjong inputs.
 *   - gen's original-format inputs pass the strict validator and read back
 *     to the same hand; the same seed gives the same bytes;
 *   - preset hands: notation -> game -> notation is the identity on random
 *     riichi and sanma hands (canonical order), and gen --layout output
 *     reads back;
 *   - layout files: presets, suits and honours, per-kind copies, copies 0
 *     cutting a suit, the red five, kinds above 9 in brackets, comments;
 *   - errors carry the line and column of the offending token.
 */
#include "check.h"
#include "mahjong_test_util.h"

static ludic_status read_text(const char *text, ludic_mahjong_game *g, ludic_mahjong_names *n,
                              ludic_error *err)
{
    return ludic_mahjong_parse(text, strlen(text), 0, g, n, err);
}

static void generated_inputs(void)
{
    for (uint64_t seed = 0; seed < 40; seed++) {
        ludic_buffer a, b;
        ludic_mahjong_game g, v;
        ludic_error err;
        const uint32_t n = seed % 3 == 0 ? 5 : (uint32_t)(5 + seed * 37 % 300);
        CHECK_SEED(seed);
        ludic_buffer_init(&a);
        ludic_buffer_init(&b);
        CHECK(mt_generate(&a, n, seed, &err) == LUDIC_OK);
        CHECK(mt_generate(&b, n, seed, &err) == LUDIC_OK);
        CHECK(a.len == b.len && memcmp(a.data, b.data, a.len) == 0);
        CHECK(ludic_mahjong_validate(a.data, a.len, n > 100 ? LUDIC_EXTENDED : 0, &v, &err) == LUDIC_OK);
        CHECK(read_text(a.data, &g, NULL, &err) == LUDIC_OK);
        CHECK(g.kinds == n && v.kinds == n && memcmp(g.hand, v.hand, n) == 0);
        CHECK(ludic_mahjong_check_game(&g, &err) == LUDIC_OK);
        ludic_mahjong_game_clear(&g);
        ludic_mahjong_game_clear(&v);
        ludic_buffer_clear(&a);
        ludic_buffer_clear(&b);
    }
    CHECK_SEED_DONE();
}

static void preset_round_trips(void)
{
    ludic_rng rng;
    ludic_rng_seed(&rng, check_seed(99));
    for (unsigned r = 0; r < 200; r++) {
        const ludic_mahjong_preset preset = r % 2 ? LUDIC_MAHJONG_SANMA : LUDIC_MAHJONG_RIICHI;
        ludic_mahjong_game g, h;
        ludic_mahjong_names names;
        ludic_buffer text;
        ludic_error err;
        CHECK_ITERATION(r);
        CHECK(ludic_mahjong_parse_hand("1112345678999m", strlen("1112345678999m"), preset, 0, &g, &names, &err) ==
              (preset == LUDIC_MAHJONG_SANMA ? LUDIC_E_INVALID : LUDIC_OK));
        ludic_mahjong_game_clear(&g);
        ludic_mahjong_names_clear(&names);
        CHECK(ludic_mahjong_parse_hand("19m1234567p1122z", strlen("19m1234567p1122z"), preset, 0, &g, &names, &err) == LUDIC_OK);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        ludic_buffer_init(&text);
        CHECK(mt_format_hand(&text, &g, &names) == LUDIC_OK);
        CHECK(ludic_mahjong_parse_hand(text.data, text.len, preset, 0, &h, NULL, &err) ==
              LUDIC_OK);
        CHECK(h.kinds == g.kinds && memcmp(h.hand, g.hand, g.kinds) == 0);
        ludic_mahjong_game_clear(&g);
        ludic_mahjong_game_clear(&h);
        ludic_mahjong_names_clear(&names);
        ludic_buffer_clear(&text);
    }
    CHECK_ITERATION_DONE();
    for (uint64_t seed = 0; seed < 20; seed++) {
        ludic_buffer text;
        ludic_mahjong_game g;
        ludic_error err;
        CHECK_SEED(seed);
        ludic_buffer_init(&text);
        CHECK(mt_generate_preset(&text, seed % 2 ? LUDIC_MAHJONG_SANMA
                                                            : LUDIC_MAHJONG_RIICHI,
                                            seed, &err) == LUDIC_OK);
        CHECK(read_text(text.data, &g, NULL, &err) == LUDIC_OK);
        CHECK(g.kinds == (seed % 2 ? 27u : 34u));
        ludic_mahjong_game_clear(&g);
        ludic_buffer_clear(&text);
    }
    CHECK_SEED_DONE();
}

static void layout_files(void)
{
    ludic_mahjong_game g;
    ludic_mahjong_names names;
    ludic_error err;
    ludic_buffer text;
    /* riichi by hand equals the preset */
    CHECK(read_text("# riichi, spelled out\nsuit m 9\nsuit p 9 copies 4\nsuit s 9\n"
                    "honors z 7\nhand 123m 456p 789s 1122z   # ready on 1z or 2z\n",
                    &g, &names, &err) == LUDIC_OK);
    CHECK_EQ_U64(g.kinds, 34);
    CHECK(g.links[0] && g.links[7] && !g.links[8] && !g.links[27] && !g.links[33]);
    CHECK(g.hand[27] == 2 && g.hand[28] == 2 && g.hand[0] == 1 && g.hand[13] == 1 &&
          g.hand[16] == 0);
    ludic_buffer_init(&text);
    CHECK(mt_format_hand(&text, &g, &names) == LUDIC_OK);
    CHECK(strcmp(text.data, "123m456p789s1122z") == 0);
    ludic_buffer_clear(&text);
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_names_clear(&names);
    /* copies 0 removes kinds and cuts the suit; the red five is a five */
    CHECK(read_text("suit m 9 copies 4,4,4,0,4,4,4,4,1\nhand 12m 0m55m 6789m 99m\n", &g, &names,
                    &err) == LUDIC_E_INVALID);
    CHECK(strstr(err.message, "'9m' appears more than 1 times") != NULL);
    CHECK(err.line == 2 && err.column == 22);
    CHECK(read_text("suit m 9 copies 4,4,4,0,4,4,4,4,1\nhand 12m 0m55m 678m 9m 111m 2m\n", &g,
                    &names, &err) == LUDIC_OK);
    CHECK_EQ_U64(g.kinds, 8);
    CHECK(g.links[0] && g.links[1] && !g.links[2] && g.links[3] && !g.links[7]);
    CHECK(g.hand[3] == 3 && names.rank[3] == 5 && g.copies[7] == 1);
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_names_clear(&names);
    /* kinds above 9 in brackets; honours take no sequences */
    CHECK(read_text("suit a 12 copies 3\nhonours b 3 copies 2\n"
                    "hand [10][11][12]a 111a [12]a 1122b 3b 2a\n",
                    &g, &names, &err) == LUDIC_OK);
    CHECK(g.kinds == 15 && g.hand[9] == 1 && g.hand[11] == 2 && g.hand[14] == 1);
    CHECK(!g.links[11] && !g.links[12] && g.copies[12] == 2);
    ludic_buffer_init(&text);
    CHECK(mt_format_hand(&text, &g, &names) == LUDIC_OK);
    CHECK(strcmp(text.data, "1112[10][11][12][12]a11223b") == 0);
    ludic_buffer_clear(&text);
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_names_clear(&names);
    /* a preset plus a group of one's own: 21 orphan kinds, so no thirteen orphans */
    CHECK(read_text("layout riichi\nhonours f 8 copies 1\nhand 1234f 123m 456p 78s 9s\n", &g,
                    NULL, &err) == LUDIC_OK);
    CHECK(g.kinds == 42 && g.copies[41] == 1 && g.flags == 0);
    ludic_mahjong_game_clear(&g);
    /* thirteen orphans: on in a preset alone, off on request, on request with 13 orphan kinds */
    CHECK(read_text("layout sanma\nhand 19m19p19s1234567z\n", &g, NULL, &err) == LUDIC_OK);
    CHECK(g.flags == LUDIC_MAHJONG_THIRTEEN_ORPHANS);
    ludic_mahjong_game_clear(&g);
    CHECK(read_text("thirteen-orphans off\nlayout riichi\nhand 19m19p19s1234567z\n", &g, NULL,
                    &err) == LUDIC_OK);
    CHECK(g.flags == 0);
    ludic_mahjong_game_clear(&g);
    CHECK(read_text("suit a 4\nhonours z 11\nthirteen-orphans on\nhand 14a 123456789[10][11]z\n",
                    &g, NULL, &err) == LUDIC_OK);
    CHECK(g.flags == LUDIC_MAHJONG_THIRTEEN_ORPHANS);
    CHECK(ludic_mahjong_check_game(&g, &err) == LUDIC_OK);
    g.links[0] = 0; /* 1a now stands alone and 2a becomes an end: 14 orphan kinds */
    CHECK(ludic_mahjong_check_game(&g, &err) == LUDIC_E_ARGUMENT);
    CHECK_STR_CONTAINS(err.message, "this layout has 14");
    g.flags = 2;
    CHECK(ludic_mahjong_check_layout(&g, &err) == LUDIC_E_ARGUMENT);
    CHECK_STR_CONTAINS(err.message, "unknown flags");
    ludic_mahjong_game_clear(&g);
    CHECK(read_text("suit a 5\nhonours z 11\nthirteen-orphans on\nhand 15a 123456789[10][11]z\n",
                    &g, NULL, &err) == LUDIC_OK);
    ludic_mahjong_game_clear(&g);
    CHECK(read_text("suit a 2\nhonours z 11\nthirteen-orphans on\nhand 12a 123456789[10][11]z\n",
                    &g, NULL, &err) == LUDIC_OK);
    ludic_mahjong_game_clear(&g);
    CHECK(read_text("suit a 1\nhonours z 11\nthirteen-orphans on\nhand 1a 123456789[10][11]1z\n",
                    &g, NULL, &err) == LUDIC_E_INVALID);
    CHECK(err.line == 3 && err.column == 1);
    CHECK_STR_CONTAINS(err.message, "this layout has 12");
    /* positions of errors */
    CHECK(read_text("layout riichi\n\nhand 123m456p789s1122x\n", &g, NULL, &err) ==
          LUDIC_E_INVALID);
    CHECK(err.line == 3 && err.column == 22);
    CHECK(read_text("5\n1 1\n1 2\n1 3\n1 4\n2 1\n3\n", &g, NULL, &err) == LUDIC_E_SYNTAX);
    CHECK(err.line == 7 && err.column == 2);
    CHECK_STR_CONTAINS(err.message, "line 7 holds one number");
    CHECK(read_text("5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n1 4\n", &g,
                    NULL, &err) == LUDIC_E_INVALID);
    CHECK(err.line == 14 && err.column == 1);
    CHECK_STR_CONTAINS(err.message, "(first on line 5)");
    CHECK(read_text("1501\n", &g, NULL, &err) == LUDIC_E_LIMIT);
    CHECK(ludic_mahjong_validate("5\n1 1\n", 6, 0, NULL, &err) == LUDIC_E_SYNTAX);
    CHECK(err.line == 3 && err.column == 1);
    CHECK(ludic_mahjong_validate("101\n", 4, 0, NULL, &err) == LUDIC_E_INVALID);
    CHECK(ludic_mahjong_validate("1501\n", 6, LUDIC_EXTENDED, NULL, &err) == LUDIC_E_LIMIT);
}

int main(void)
{
    generated_inputs();
    preset_round_trips();
    layout_files();
    return check_exit_code();
}
