/*
 * The rules on explicit towers and the text formats, on hand-made cases:
 * which blocks can be taken and where they go, when the game is over, which
 * towers stand; parsing (with positions in errors), strict validation,
 * formatting round trips, and the seeded generator.
 */
#include "check.h"
#include "jenga_test_util.h"

static ludic_status parse(const char *text, unsigned flags, ludic_jenga_tower *t, ludic_error *e)
{
    ludic_error_clear(e);
    return ludic_jenga_parse(text, strlen(text), flags, t, e);
}

static ludic_status validate(const char *text, unsigned flags, ludic_error *e)
{
    ludic_error_clear(e);
    return ludic_jenga_validate(text, strlen(text), flags, NULL, e);
}

/* The legal moves of `color` into m (LUDIC_JENGA_MAX_MOVES entries); how many. */
static size_t list(const ludic_jenga_tower *t, ludic_jenga_color color, ludic_jenga_move *m)
{
    size_t n = 0;
    ludic_error e;
    CHECK(ludic_jenga_list_moves(t, color, m, LUDIC_JENGA_MAX_MOVES, &n, &e) == LUDIC_OK);
    return n;
}

static void moves_and_apply(void)
{
    ludic_jenga_move m[LUDIC_JENGA_MAX_MOVES];
    ludic_jenga_tower t = jt_tower("RGB GG. BRB");
    size_t n;
    /* green: level 1 middle (full level), level 2 left (next to the middle); not level 2's
       middle (the left block would be left alone); the top is complete: 3 new positions each */
    n = list(&t, LUDIC_JENGA_GREEN, m);
    CHECK_EQ_U64(n, 6);
    CHECK(m[0].from_level == 0 && m[0].from_position == 1 && m[0].new_level && m[0].to_position == 0);
    CHECK(m[3].from_level == 1 && m[3].from_position == 0 && m[3].to_position == 0);
    /* red: level 1 left only; blue: level 1 right; the top's blocks never move */
    CHECK_EQ_U64(list(&t, LUDIC_JENGA_RED, m), 3);
    CHECK_EQ_U64(list(&t, LUDIC_JENGA_BLUE, m), 3);
    CHECK(!ludic_jenga_tower_is_over(&t));
    list(&t, LUDIC_JENGA_GREEN, m);
    /* level 2 left to the new level's middle */
    CHECK(ludic_jenga_play_move(&t, &m[4], NULL) == LUDIC_OK);
    CHECK_EQ_U64(t.levels, 4);
    CHECK(t.cell[1][0] == 0 && t.cell[3][1] == LUDIC_JENGA_GREEN && t.cell[3][0] == 0);
    /* now the top is incomplete: a block goes to one of its two free positions */
    n = list(&t, LUDIC_JENGA_BLUE, m);
    CHECK_EQ_U64(n, 2 * 3); /* level 1 right; level 3 left and right (now below the top) */
    CHECK(!m[0].new_level && m[0].to_position == 0 && m[1].to_position == 2);
    /* dead levels: left and right without the middle, or the middle alone */
    t = jt_tower("R.B .G. GGG");
    CHECK(ludic_jenga_tower_is_over(&t));
    CHECK_EQ_U64(ludic_jenga_tower_blocks(&t), 6);
}

static void tower_check(void)
{
    ludic_error e;
    ludic_jenga_tower t = jt_tower("R.. RGB");
    CHECK(ludic_jenga_check_tower(&t, &e) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(e.message, "level 1 has fallen");
    t = jt_tower("RGB ...");
    CHECK(ludic_jenga_check_tower(&t, &e) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(e.message, "empty");
    t = jt_tower(".G. R.B ..R");
    CHECK(ludic_jenga_check_tower(&t, &e) == LUDIC_OK);
    t.levels = 0;
    CHECK(ludic_jenga_check_tower(&t, &e) == LUDIC_E_INVALID);
}

static void text(void)
{
    ludic_jenga_tower t, u;
    ludic_error e;
    char b[64];
    size_t len = 0;
    CHECK(parse("6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n", 0, &t, &e) == LUDIC_OK);
    CHECK(t.levels == 6 && t.cell[0][0] == LUDIC_JENGA_RED && t.cell[5][2] == LUDIC_JENGA_BLUE);
    /* any whitespace separates tokens */
    CHECK(parse("  2 RGB\t\r\nBBB", 0, &u, &e) == LUDIC_OK && u.levels == 2);
    /* errors name the line and column and what was expected */
    CHECK(parse("2\nRGB\nRXB\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK(e.line == 3 && e.column == 2);
    CHECK_STR_CONTAINS(e.message, "found 'X'");
    CHECK(parse("2\nRGB\nRGBR\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK(e.line == 3 && e.column == 1);
    CHECK_STR_CONTAINS(e.message, "expected three blocks");
    CHECK(parse("3\nRGB\nRGB\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(e.message, "has 2 of the 3 levels");
    CHECK(parse("1\nRGB\nRGB\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK(e.line == 3);
    CHECK_STR_CONTAINS(e.message, "extra");
    CHECK(parse("0\n", 0, &t, &e) == LUDIC_E_INVALID);
    CHECK(parse("65\n", 0, &t, &e) == LUDIC_E_INVALID);
    CHECK(parse("x\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK(parse("2\nrgb\nRGB\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    /* '.' only in the extended form, and the tower must stand */
    CHECK(parse("2\nR.B\nRGB\n", 0, &t, &e) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(e.message, "not in the original format");
    CHECK(parse("2\nR.B\nR..\n", LUDIC_EXTENDED, &t, &e) == LUDIC_OK);
    CHECK(parse("2\n..B\nRGB\n", LUDIC_EXTENDED, &t, &e) == LUDIC_E_INVALID);
    CHECK(e.line == 2 && e.column == 1);
    CHECK(parse("2\nRGB\n...\n", LUDIC_EXTENDED, &t, &e) == LUDIC_E_INVALID);
    /* format then parse gives the tower back */
    t = jt_tower("RGB .G. R.B GG. ..R");
    CHECK(ludic_jenga_format(&t, b, sizeof b, &len, &e) == LUDIC_OK);
    CHECK(strcmp(b, "5\nRGB\n.G.\nR.B\nGG.\n..R\n") == 0 && len == 22);
    CHECK(parse(b, LUDIC_EXTENDED, &u, &e) == LUDIC_OK);
    CHECK(memcmp(&t, &u, sizeof t) == 0);
    /* a move that is not in the list is refused, and changes nothing */
    {
        ludic_jenga_move bad = {4, 2, LUDIC_JENGA_RED, 0, 0}; /* the top's blocks never move */
        u = t;
        CHECK(ludic_jenga_play_move(&u, &bad, &e) == LUDIC_E_INVALID);
        CHECK(memcmp(&t, &u, sizeof t) == 0);
        CHECK_STR_CONTAINS(e.message, "not a legal move");
    }
}

static void strict(void)
{
    ludic_error e;
    CHECK(validate("2\nRGB\nBBB\n", 0, &e) == LUDIC_OK);
    CHECK(validate("6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n", 0, &e) == LUDIC_OK);
    CHECK(validate("2\nRGB\nBBB", 0, &e) == LUDIC_E_SYNTAX);      /* no final newline */
    CHECK(validate("2\nRGB\nBBB\n\n", 0, &e) == LUDIC_E_SYNTAX);  /* extra line */
    CHECK(validate("2 \nRGB\nBBB\n", 0, &e) == LUDIC_E_SYNTAX);   /* trailing space */
    CHECK(validate("2\r\nRGB\r\nBBB\r\n", 0, &e) == LUDIC_E_SYNTAX);
    CHECK(validate("02\nRGB\nBBB\n", 0, &e) == LUDIC_E_SYNTAX);   /* leading zero */
    CHECK(validate("7\nRGB\nRGB\nRGB\nRGB\nRGB\nRGB\nRGB\n", 0, &e) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(e.message, "from 2 to 6");
    CHECK(validate("1\nRGB\n", 0, &e) == LUDIC_E_INVALID);
    CHECK(validate("1\nRGB\n", LUDIC_EXTENDED, &e) == LUDIC_OK);
    CHECK(validate("2\nR.B\nR.B\n", LUDIC_EXTENDED, &e) == LUDIC_OK);
    CHECK(validate("2\n..B\nRGB\n", LUDIC_EXTENDED, &e) == LUDIC_E_INVALID);
    CHECK(validate("2\nRGB\nRG\n", 0, &e) == LUDIC_E_SYNTAX);
    CHECK(e.line == 3 && e.column == 1);
}

static void generator(void)
{
    ludic_jenga_tower a, b;
    ludic_error e;
    CHECK(ludic_jenga_generate(5, 8, &a, &e) == LUDIC_OK);
    CHECK(ludic_jenga_generate(5, 8, &b, &e) == LUDIC_OK);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    CHECK(a.levels == 8 && ludic_jenga_tower_blocks(&a) == 24);
    CHECK(ludic_jenga_generate(6, 8, &b, &e) == LUDIC_OK && memcmp(&a, &b, sizeof a) != 0);
    for (uint64_t s = 0; s < 50; s++) {
        CHECK_SEED(s);
        CHECK(ludic_jenga_generate(s, 0, &a, &e) == LUDIC_OK);
        CHECK(a.levels >= 2 && a.levels <= 6);
    }
    CHECK_SEED_DONE();
    CHECK(ludic_jenga_generate(1, 65, &a, &e) == LUDIC_E_ARGUMENT);
}

int main(void)
{
    moves_and_apply();
    tower_check();
    text();
    strict();
    generator();
    return check_exit_code();
}
