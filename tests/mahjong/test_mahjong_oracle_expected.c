/*
 * The oracle's expected value and distribution on cases worked out by hand
 * (each explained where it is checked), thirteen orphans among them, the
 * original sample, and every validation error.
 */
#include "core/modarith_int.h"
#include "mahjong_oracle_fixture.h"

#define M LUDIC_MAHJONG_MODULUS

/* a / b mod M, for the exact fractions worked out by hand. */
static uint32_t frac(uint32_t a, uint32_t b)
{
    return ludic_mod_mul(a, ludic_mod_inv(b, M), M);
}

/*
 * Run the oracle on a layout and check the modular answer against num/den,
 * the double against num/den, and dist (of length want_len, the rest 0)
 * against the given exact probabilities.
 */
static void expect_flags(const char *copies, const char *links, const char *hand,
                         uint32_t flags, uint32_t num, uint32_t den, const double *want,
                         size_t want_len)
{
    ludic_mahjong_game g = fixture_game(copies, links, hand);
    ludic_error err;
    uint32_t answer = 0;
    double e = 0, dist[32];
    ludic_status st;
    g.flags = flags;
    st = ludic_mahjong_brute_solve(&g, &answer, &e, dist, 32, &err);
    if (st != LUDIC_OK) {
        fprintf(stderr, "copies %s hand %s: %s\n", copies, hand, err.message);
        check_fail();
    } else {
        CHECK_EQ_U64(answer, frac(num, den));
        CHECK_CLOSE(e, (double)num / (double)den, 1e-15);
        for (size_t i = 0; i < 32; i++)
            CHECK_CLOSE(dist[i], i < want_len ? want[i] : 0.0, 1e-15);
    }
    ludic_mahjong_game_clear(&g);
}

static void expect(const char *copies, const char *links, const char *hand, uint32_t num,
                   uint32_t den, const double *want, size_t want_len)
{
    expect_flags(copies, links, hand, 0, num, den, want, want_len);
}

/* The status and message of the oracle on a layout. */
static void expect_fail_flags(const char *copies, const char *links, const char *hand,
                              uint32_t flags, ludic_status want, const char *words)
{
    ludic_mahjong_game g = fixture_game(copies, links, hand);
    ludic_error err;
    uint32_t answer = 12345;
    g.flags = flags;
    CHECK_EQ_U64(ludic_mahjong_brute_solve(&g, &answer, NULL, NULL, 0, &err), want);
    CHECK_EQ_U64(err.status, want);
    CHECK_STR_CONTAINS(err.message, words);
    CHECK_EQ_U64(answer, 12345); /* nothing written on failure */
    ludic_mahjong_game_clear(&g);
}

static void expect_fail(const char *copies, const char *links, const char *hand,
                        ludic_status want, const char *words)
{
    expect_fail_flags(copies, links, hand, 0, want, words);
}

static void sample(void)
{
    /* The spec's sample: n = 5, hand 1111 2 3333 5555, answer 570425346. */
    ludic_mahjong_game g = fixture_game("44444", NULL, "41404");
    uint32_t answer = 0;
    double e = 0;
    CHECK(ludic_mahjong_brute_solve(&g, &answer, &e, NULL, 0, NULL) == LUDIC_OK);
    CHECK_EQ_U64(answer, 570425346u);
    CHECK(e >= 1 && e <= 7); /* the wall has 7 tiles */
    /* NULL outputs are allowed. */
    CHECK(ludic_mahjong_brute_solve(&g, NULL, NULL, NULL, 5, NULL) == LUDIC_OK);
    ludic_mahjong_game_clear(&g);
}

static void hand_worked(void)
{
    /*
     * Honour kinds (no links). Hand 000 111 222 33 44; the wall is one 3 and
     * one 5 (a kind with a single copy). Drawing the 3 first wins at once
     * (000 111 222 333 44); drawing the 5 first does not (three melds,
     * pairs of only five kinds), and both tiles win. E = (1 + 2) / 2.
     */
    static const double half[] = {0, 0.5, 0.5};
    expect("333321", "000000", "333220", 3, 2, half, 3);

    /*
     * Labelled copies count: as above but two 3s in the wall (copies 4), one
     * 5. The first tile is a 3 with probability 2/3; any two tiles hold a 3.
     * E = 1 + 1/3 = 4/3 (weighting draws as multisets would give 3/2).
     */
    static const double thirds[] = {0, 2.0 / 3, 1.0 / 3};
    expect("333421", "000000", "333220", 4, 3, thirds, 3);

    /*
     * Seven pairs. Eight honour kinds of two copies; the hand holds pairs of
     * kinds 0-5 and one 6; the wall is one 6 and two 7s. No triplet exists.
     * First tile a 6 (1/3): seven pairs. A 7 first: no. Any two of the
     * three: {6,7} holds the 6, {7,7} makes a seventh distinct pair: wins.
     * E = 1 + 2/3 = 5/3.
     */
    static const double pairs[] = {0, 1.0 / 3, 2.0 / 3};
    expect("22222222", "00000000", "22222210", 5, 3, pairs, 3);

    /*
     * 1111 is not two pairs. Honours: hand 0000 11 22 33 44 5; the wall is
     * one 5 and two 6s. With the 5: 0000 11 22 33 44 55 has pairs of six
     * distinct kinds only, and the one triplet leaves no four melds. With one
     * or two 6s and no 5, or 5 and one 6: still six distinct pairs. Only the
     * whole wall (adding 66 and 55) makes seven: the weight is always 3.
     */
    static const double three[] = {0, 0, 0, 1};
    expect("4222222", "0000000", "4222210", 3, 1, three, 4);

    /* A wall of one tile: the whole set wins (111 234 567 888 99), so E = 1. */
    static const double one[] = {0, 1};
    expect("311111132", NULL, "311111131", 1, 1, one, 2);
}

static void crossing_links(void)
{
    /*
     * Kinds 0-2 and 3-5 are two suits, 6 an honour; the full set is
     * 000 1 2 3 444 555 66 (14 tiles, wall of one tile). It wins only with
     * the sequence 1-2-3 across the suit break (see test_mahjong_oracle_wins.c), so:
     */
    static const double one[] = {0, 1};
    expect_fail("3111332", "1101100", "3111331", LUDIC_E_NO_ANSWER, "never wins");
    expect("3111332", "1111100", "3111331", 1, 1, one, 2);
}

/* Thirteen orphans on layouts of 13 and 14 kinds (the oracle's limit is 16). */
static void thirteen_orphans(void)
{
    const uint32_t on = LUDIC_MAHJONG_THIRTEEN_ORPHANS;
    static const double first[] = {0, 1};
    static const double seventh[] = {0, 0, 0, 0, 0, 0, 0, 1};
    /*
     * 13 honours, one copy each but kind 0 with two; the hand holds one of
     * each, the wall the second 0. The whole set is thirteen orphans, so the
     * weight is 1; without the form it holds one pair only: never wins.
     */
    expect_flags("2111111111111", "0000000000000", "1111111111111", on, 1, 1, first, 2);
    expect_fail("2111111111111", "0000000000000", "1111111111111", LUDIC_E_NO_ANSWER,
                "never wins");
    /*
     * 13 honours of two copies, one of each in the hand: any tile wins by
     * thirteen orphans (weight 1). Without the form, every draw makes one
     * more pair and no triplet exists: seven pairs at the seventh draw.
     */
    expect_flags("2222222222222", "0000000000000", "1111111111111", on, 1, 1, first, 2);
    expect_flags("2222222222222", "0000000000000", "1111111111111", 0, 7, 1, seventh, 8);
    /*
     * 13 honours of two copies; the hand holds 0 twice and 1..11 once, no 12.
     * The wall: one each of 1..11, two 12s. A 12 wins at once (thirteen
     * orphans, the pair 00); six tiles of 1..11 make seven pairs. So the
     * weight is min(first 12, 6): P(first of the two 12s at k) = (13 - k) / 78,
     * P(weight = 6) = 28 / 78, E = (12 + 22 + 30 + 36 + 40 + 6 x 28) / 78 = 154 / 39.
     */
    static const double twelve[] = {0, 12.0 / 78, 11.0 / 78, 10.0 / 78, 9.0 / 78, 8.0 / 78,
                                    28.0 / 78};
    expect_flags("2222222222222", "0000000000000", "2111111111110", on, 154, 39, twelve, 7);
    /*
     * A suit of three kinds of one copy (its middle, kind 1, is no orphan)
     * and 11 honours of two copies: 13 orphan kinds. The hand holds 1a 3a and
     * one of each honour; the wall is 2a and one of each honour. An honour
     * wins at once (thirteen orphans); 2a first (1/12) delays it to draw 2:
     * E = 13/12. Without the form: seven pairs at the 7th honour, draw 7, or
     * 8 when 2a comes among the first 7 (7/12): E = 91/12.
     */
    static const double suit[] = {0, 11.0 / 12, 1.0 / 12};
    static const double suit_off[] = {0, 0, 0, 0, 0, 0, 0, 5.0 / 12, 7.0 / 12};
    expect_flags("11122222222222", "11000000000000", "10111111111111", on, 13, 12, suit, 3);
    expect_flags("11122222222222", "11000000000000", "10111111111111", 0, 91, 12, suit_off, 9);
    /* the form needs exactly 13 orphan kinds: 14 here (the link 1-2 is cut) */
    expect_fail_flags("11122222222222", "10000000000000", "10111111111111", on,
                      LUDIC_E_INVALID, "13 kinds that are honours or ends of suits");
    expect_fail_flags("44444", NULL, "41404", 2, LUDIC_E_INVALID, "unknown flags");
}

static void never_wins(void)
{
    /*
     * Four honour kinds of four copies: four triplets use twelve tiles and
     * leave one of each kind, so no pair; seven pairs needs seven kinds.
     */
    expect_fail("4444", "0000", "4441", LUDIC_E_NO_ANSWER, "never wins");
    /* Honours: six kinds of two copies, two of one copy: six pairs at most, no triplet. */
    expect_fail("22222211", "00000000", "22222210", LUDIC_E_NO_ANSWER, "never wins");
}

static void invalid(void)
{
    ludic_error err;
    ludic_mahjong_game g;

    expect_fail("54444", NULL, "41404", LUDIC_E_INVALID, "0 to 4 copies");
    expect_fail("40444", NULL, "41404", LUDIC_E_INVALID, "only 0 copies"); /* 0 copies: out of play */
    expect_fail("34444", NULL, "41404", LUDIC_E_INVALID, "only 3 copies");
    expect_fail("44444", NULL, "41403", LUDIC_E_INVALID, "must hold 13");
    expect_fail("44444", NULL, "41414", LUDIC_E_INVALID, "must hold 13");
    expect_fail("44444", "11111", "41404", LUDIC_E_INVALID, "last kind (5)");
    expect_fail("44444", "12110", "41404", LUDIC_E_INVALID, "a link is 0 or 1");
    expect_fail("4441", "0000", "4441", LUDIC_E_INVALID, "wall is empty");
    /* Seventeen kinds: beyond the brute-force limit of 16, said so by name. */
    expect_fail("11111111111111111", NULL, "11111111111110000", LUDIC_E_LIMIT,
                "at most 16 tile kinds");
    /* Ten kinds of four copies: a wall of 27 tiles, beyond the limit of 23. */
    expect_fail("4444444444", NULL, "4441000000", LUDIC_E_LIMIT, "walls of at most 23 tiles");

    CHECK_EQ_U64(ludic_mahjong_brute_solve(NULL, NULL, NULL, NULL, 0, &err), LUDIC_E_ARGUMENT);
    g.kinds = 0;
    g.copies = g.links = g.hand = NULL;
    CHECK_EQ_U64(ludic_mahjong_brute_solve(&g, NULL, NULL, NULL, 0, &err), LUDIC_E_ARGUMENT);
    g = fixture_game("44444", NULL, "41404");
    g.kinds = 0;
    CHECK_EQ_U64(ludic_mahjong_brute_solve(&g, NULL, NULL, NULL, 0, &err), LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "at least one tile kind");
    g.kinds = 5;
    ludic_mahjong_game_clear(&g);
}

int main(void)
{
    sample();
    hand_worked();
    crossing_links();
    thirteen_orphans();
    never_wins();
    invalid();
    return check_exit_code();
}
