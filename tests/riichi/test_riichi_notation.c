/*
 * test_riichi_notation.c: riichi tiles in notation (red fives, blanks, every
 * error with its column), called melds, the wall, kind names and tiles back
 * to notation (the text-out convention, truncation included).
 */
#include "check.h"
#include "ludic/riichi.h"

static ludic_status parse(const char *text, unsigned flags, ludic_riichi_tiles *t,
                          ludic_error *err)
{
    return ludic_riichi_parse_tiles(text, strlen(text), flags, t, err);
}

/* text fails with `status` at column `column`, the message containing `part`. */
static void check_error(const char *text, unsigned flags, int meld, ludic_status status,
                        unsigned long column, const char *part)
{
    ludic_riichi_tiles t;
    ludic_error err;
    ludic_status got = meld ? ludic_riichi_parse_meld(text, strlen(text), flags, &t, &err)
                            : parse(text, flags, &t, &err);
    if (got != status || (status != LUDIC_OK && (err.column != column || err.line != 1 ||
                                                 !strstr(err.message, part)))) {
        fprintf(stderr, "'%s': status %d column %lu [%s]; expected %d at %lu with [%s]\n", text,
                (int)got, got == LUDIC_OK ? 0ul : err.column, got == LUDIC_OK ? "" : err.message,
                (int)status, column, part);
        check_failures++;
    }
}

static void check_tiles(void)
{
    ludic_riichi_tiles t;
    ludic_error err;
    CHECK(parse("123m406p789s 1122z", 0, &t, &err) == LUDIC_OK);
    CHECK_EQ_U64(t.total, 13);
    CHECK_EQ_U64(t.counts[13], 1); /* 5p, written 0 */
    CHECK_EQ_U64(t.red[1], 1);
    CHECK_EQ_U64(t.red[0] + t.red[2], 0);
    CHECK_EQ_U64(t.counts[27], 2);
    CHECK(parse("", 0, &t, &err) == LUDIC_OK);
    CHECK_EQ_U64(t.total, 0);
    CHECK(parse("19m\t1z", LUDIC_RIICHI_SANMA, &t, &err) == LUDIC_OK);
    check_error("123x", 0, 0, LUDIC_E_SYNTAX, 4, "unexpected 'x'");
    check_error("m", 0, 0, LUDIC_E_SYNTAX, 1, "no digits before it");
    check_error("12m345", 0, 0, LUDIC_E_SYNTAX, 4, "no suit letter");
    check_error("8z", 0, 0, LUDIC_E_INVALID, 1, "1z to 7z");
    check_error("110z", 0, 0, LUDIC_E_INVALID, 3, "honours have no fives");
    check_error("11111m", 0, 0, LUDIC_E_INVALID, 5, "fifth copy of 1m");
    check_error("0555 5m", 0, 0, LUDIC_E_INVALID, 6, "fifth copy of 5m");
    check_error("0m0m", 0, 0, LUDIC_E_INVALID, 3, "second red five");
    check_error("123m", LUDIC_RIICHI_SANMA, 0, LUDIC_E_INVALID, 2, "'2m' is not in three-player");
    check_error("0m", LUDIC_RIICHI_SANMA, 0, LUDIC_E_INVALID, 1, "three-player");
    check_error("1M", 0, 0, LUDIC_E_SYNTAX, 2, "unexpected 'M'");
    check_error("1m\xef\xbc\x91m", 0, 0, LUDIC_E_SYNTAX, 3, "unexpected '\\xef\\xbc\\x91'");
    CHECK(ludic_riichi_parse_tiles("1m", 2, 2u, &t, &err) == LUDIC_E_ARGUMENT);
}

static void check_melds(void)
{
    check_error("123m", 0, 1, LUDIC_OK, 0, "");
    check_error("406p", 0, 1, LUDIC_OK, 0, "");
    check_error("789s", 0, 1, LUDIC_OK, 0, "");
    check_error("555z", 0, 1, LUDIC_OK, 0, "");
    check_error("1111p", 0, 1, LUDIC_OK, 0, "");
    check_error("124m", 0, 1, LUDIC_E_INVALID, 1, "'124m' is not a meld");
    check_error("123z", 0, 1, LUDIC_E_INVALID, 1, "not a meld");  /* honours make no runs */
    check_error("891m", 0, 1, LUDIC_E_INVALID, 1, "not a meld");  /* runs do not wrap */
    check_error("12m3p", 0, 1, LUDIC_E_INVALID, 1, "not a meld"); /* nor cross suits */
    check_error("11m", 0, 1, LUDIC_E_INVALID, 1, "not a meld");
    check_error("1112m", 0, 1, LUDIC_E_INVALID, 1, "not a meld");
    check_error("", 0, 1, LUDIC_E_INVALID, 1, "not a meld");
    check_error("12x", 0, 1, LUDIC_E_SYNTAX, 3, "unexpected 'x'");
}

static void check_wall(void)
{
    ludic_riichi_tiles hand, melds[2], visible;
    uint8_t wall[LUDIC_RIICHI_KINDS];
    ludic_error err;
    unsigned total = 0;
    CHECK(parse("11m123p", 0, &hand, &err) == LUDIC_OK);
    CHECK(ludic_riichi_parse_meld("111m", 4, 0, &melds[0], &err) == LUDIC_OK);
    CHECK(ludic_riichi_parse_meld("406s", 4, 0, &melds[1], &err) == LUDIC_OK);
    CHECK(parse("1p0p", 0, &visible, &err) == LUDIC_OK);
    memset(wall, 0xAA, sizeof wall);
    CHECK(ludic_riichi_compute_wall(&hand, melds, 2, &visible, 0, wall, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "5 tiles of 1m are out of the wall (hand 2, called melds 3, "
                                    "visible 0)");
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++) /* untouched on failure */
        CHECK_EQ_U64(wall[k], 0xAA);
    CHECK(ludic_riichi_parse_meld("999m", 4, 0, &melds[0], &err) == LUDIC_OK);
    CHECK(ludic_riichi_compute_wall(&hand, melds, 2, &visible, 0, wall, &err) == LUDIC_OK);
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        total += wall[k];
    CHECK_EQ_U64(total, 136 - 5 - 6 - 2);
    CHECK_EQ_U64(wall[0], 2);  /* 1m: 2 in the hand */
    CHECK_EQ_U64(wall[8], 1);  /* 9m: 3 called */
    CHECK_EQ_U64(wall[9], 2);  /* 1p: hand and visible */
    CHECK_EQ_U64(wall[13], 3); /* 5p: the red one visible */
    CHECK_EQ_U64(wall[22], 3); /* 5s: the red one called */
    /* a second red 5p (hand 0p, visible 0p) */
    CHECK(parse("11m023p", 0, &hand, &err) == LUDIC_OK);
    CHECK(ludic_riichi_compute_wall(&hand, NULL, 0, &visible, 0, wall, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "2 red fives 0p");
    /* three-player: no 2m..8m in the wall */
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 0, NULL, LUDIC_RIICHI_SANMA, wall, &err) ==
          LUDIC_OK);
    total = 0;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        total += wall[k];
    CHECK_EQ_U64(total, 108);
    CHECK_EQ_U64(wall[4], 0);
    CHECK(ludic_riichi_compute_wall(NULL, melds, 1, NULL, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 1, NULL, 0, wall, &err) == LUDIC_E_ARGUMENT);
}

static void check_format(void)
{
    ludic_riichi_tiles t;
    ludic_error err;
    char out[160];
    size_t len = 0;
    CHECK(parse("5505m123p7z1z", 0, &t, &err) == LUDIC_OK);
    CHECK(ludic_riichi_format_tiles(t.counts, t.red, out, sizeof out, &len, &err) == LUDIC_OK);
    CHECK(strcmp(out, "0555m123p17z") == 0);
    CHECK_EQ_U64(len, 12);
    CHECK(ludic_riichi_format_tiles(t.counts, NULL, out, sizeof out, &len, &err) == LUDIC_OK);
    CHECK(strcmp(out, "5555m123p17z") == 0);
    CHECK(ludic_riichi_format_tiles(t.counts, t.red, NULL, 0, &len, &err) == LUDIC_E_TRUNCATED);
    CHECK_EQ_U64(len, 12);
    CHECK(ludic_riichi_format_tiles(t.counts, t.red, out, 5, &len, &err) == LUDIC_E_TRUNCATED);
    CHECK(strcmp(out, "0555") == 0);
    CHECK(ludic_riichi_format_tiles(t.counts, t.red, out, 13, &len, &err) == LUDIC_OK);
    t.counts[3] = 5;
    CHECK(ludic_riichi_format_tiles(t.counts, NULL, out, sizeof out, &len, &err) ==
          LUDIC_E_ARGUMENT);
    CHECK(strcmp(ludic_riichi_kind_name(0), "1m") == 0);
    CHECK(strcmp(ludic_riichi_kind_name(13), "5p") == 0);
    CHECK(strcmp(ludic_riichi_kind_name(33), "7z") == 0);
    CHECK(ludic_riichi_kind_name(34) == NULL);
}

int main(void)
{
    check_tiles();
    check_melds();
    check_wall();
    check_format();
    return check_exit_code();
}
