/*
 * The oracle's expected value and distribution on cases worked out by hand
 * (each explained where it is checked), the original sample, and every
 * validation error.
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
static void expect(const char *copies, const char *links, const char *hand, uint32_t num,
                   uint32_t den, const double *want, size_t want_len)
{
    ludic_mahjong_game g = fixture_game(copies, links, hand);
    ludic_error err;
    uint32_t answer = 0;
    double e = 0, dist[32];
    ludic_status st = ludic_mahjong_brute_solve(&g, &answer, &e, dist, 32, &err);

    if (st != LUDIC_OK) {
        fprintf(stderr, "copies %s hand %s: %s\n", copies, hand, err.message);
        check_failures++;
    } else {
        CHECK_EQ_U64(answer, frac(num, den));
        CHECK_CLOSE(e, (double)num / (double)den, 1e-15);
        for (size_t i = 0; i < 32; i++)
            CHECK_CLOSE(dist[i], i < want_len ? want[i] : 0.0, 1e-15);
    }
    ludic_mahjong_game_clear(&g);
}

/* The status and message of the oracle on a layout. */
static void expect_fail(const char *copies, const char *links, const char *hand,
                        ludic_status want, const char *words)
{
    ludic_mahjong_game g = fixture_game(copies, links, hand);
    ludic_error err;
    uint32_t answer = 12345;
    CHECK_EQ_U64(ludic_mahjong_brute_solve(&g, &answer, NULL, NULL, 0, &err), want);
    CHECK_EQ_U64(err.status, want);
    CHECK_STR_CONTAINS(err.message, words);
    CHECK_EQ_U64(answer, 12345); /* nothing written on failure */
    ludic_mahjong_game_clear(&g);
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

    expect_fail("54444", NULL, "41404", LUDIC_E_INVALID, "1 to 4 copies");
    expect_fail("40444", NULL, "40414", LUDIC_E_INVALID, "1 to 4 copies");
    expect_fail("34444", NULL, "41404", LUDIC_E_INVALID, "only 3 copies");
    expect_fail("44444", NULL, "41403", LUDIC_E_INVALID, "must hold 13");
    expect_fail("44444", NULL, "41414", LUDIC_E_INVALID, "must hold 13");
    expect_fail("44444", "11111", "41404", LUDIC_E_INVALID, "last kind (5)");
    expect_fail("44444", "12110", "41404", LUDIC_E_INVALID, "a link is 0 or 1");
    expect_fail("4441", "0000", "4441", LUDIC_E_INVALID, "wall is empty");
    /* Ten kinds: beyond the brute-force limit of 9, said so by name. */
    expect_fail("4444444444", NULL, "4441000000", LUDIC_E_LIMIT, "at most 9 tile kinds");

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
    never_wins();
    invalid();
    return check_exit_code();
}
