/*
 * The oracle's win test (ludic_mahjong_brute_wins): hand-made multisets whose
 * answer is checked by eye, then every multiset of small layouts against a
 * second method that works forwards: list every winning 14-tile multiset
 * (every pair times every ordered 4-tuple of melds, and every choice of seven
 * kinds for the seven pairs) and close the list upwards (a multiset wins when
 * it is on the list or drops to a winning one by removing one tile).
 */
#include "core/rng_int.h"
#include "mahjong_oracle_fixture.h"

static int wins(const char *links, const char *counts)
{
    uint8_t c[16];
    char copies[17] = "4444444444444444";
    ludic_mahjong_game g;
    int won;
    copies[strlen(counts)] = '\0';
    g = fixture_game(copies, links, NULL);
    won = ludic_mahjong_brute_wins(&g, fixture_counts(c, counts));
    ludic_mahjong_game_clear(&g);
    return won;
}

static void hand_made(void)
{
    const char *suit9 = "111111110";
    const char *honours9 = "000000000";

    /* 111 234 567 888 99 */
    CHECK(wins(suit9, "311111132") == 1);
    /* the same tiles without sequences: 111 888 and a pair of 9s, no more */
    CHECK(wins(honours9, "311111132") == 0);
    /* 13 tiles never win: 111 234 567 888 9 */
    CHECK(wins(suit9, "311111131") == 0);
    /* Nine gates, 1112345678999: every one of the nine possible 14th tiles wins. */
    for (int x = 0; x < 9; x++) {
        char c[10] = "311111113";
        c[x] = (char)(c[x] + 1);
        CHECK(wins(suit9, c) == 1);
    }
    /* 1112345678999 plus a 4th 1... and an isolated honour kind instead: 13 + z */
    CHECK(wins("1111111100", "3111111130") == 0);
    CHECK(wins("1111111100", "3111111131") == 0);
    CHECK(wins("1111111100", "3111111132") == 1); /* the honour pair completes it */

    /* Seven pairs of distinct kinds, no meld anywhere (honours). */
    CHECK(wins("0000000", "2222222") == 1);
    /* 11 11 22 33 44 55 66: the four 1s are not two distinct pairs; no melds. */
    CHECK(wins("0000000", "4222220") == 0);
    /* ... but 1111 with six other pairs has seven distinct pairs. */
    CHECK(wins("0000000", "4222222") == 1);
    /* Six pairs and two singles: no. */
    CHECK(wins("00000000", "22222211") == 0);

    /*
     * Sequences never cross a 0 link. Kinds 0-2 and 3-5 are two suits, 6 an
     * honour; 000 123 444 555 66 needs the sequence 1-2-3 across the break.
     * Without it: suit 0-2 gives at most one meld (000 or 012, not both with
     * three 0s), suit 3-5 at most two (444 555, or 345), so three melds: no.
     */
    CHECK(wins("1101100", "3111332") == 0);
    CHECK(wins("1111100", "3111332") == 1);
    /* 123 456 789 123 99 in a suit wins; as honours it does not. */
    CHECK(wins(suit9, "222111113") == 1);
    CHECK(wins(honours9, "222111113") == 0);
    /* 1111 55 8888 9999: only the triplets 111 888 999 and the pair 55; no
     * wrap-around from the last kind to the first (8-9-1 would win). */
    CHECK(wins(suit9, "400020044") == 0);
    /* Four of a kind used as a triplet plus a sequence tile: 111 123 456 789 99 */
    CHECK(wins(suit9, "411111113") == 1);
    /* A superset of a winning set wins: 111 234 567 888 99 plus 2, 5 and 6. */
    CHECK(wins(suit9, "321122132") == 1);
    /* 111 222 444 555 7 8: no sequence (3, 6 and 9 are missing), the four
     * triplets leave 7 8 without a pair, and only four kinds pair up. */
    CHECK(wins(suit9, "330330110") == 0);
    CHECK(wins(suit9, "330330120") == 1); /* a second 8 pairs: 111 222 444 555 88 */
    /* Only triplets and one pair available: 111 222 333 444 5 6 (honours) */
    CHECK(wins("000000", "333311") == 0);
    CHECK(wins("000000", "333320") == 1);
    /* Two copies of one sequence and two triplets: 123 123 444 555 66 */
    CHECK(wins("1111110", "2223320") == 1);
    /* All tiles of a 9-kind suit: wins. */
    CHECK(wins(suit9, "444444444") == 1);
    /* Four honour kinds of four: 4 triplets leave four singles, no pair: never wins. */
    CHECK(wins("0000", "4444") == 0);
    CHECK(wins("00000", "44442") == 1);
}

/* Base-5 code of a multiset with every count <= 4. */
static uint32_t code_of(const uint8_t *c, uint32_t kinds)
{
    uint32_t code = 0;
    for (uint32_t i = kinds; i-- > 0;)
        code = code * 5 + c[i];
    return code;
}

/*
 * Every multiset (counts 0..4) of a layout with `kinds` kinds and these links:
 * the oracle's answer must equal the forward listing closed upwards.
 */
static void against_forward_listing(const uint8_t *links, uint32_t kinds)
{
    uint32_t total = 1, melds = 0;
    uint8_t meld[32][3], c[16];
    uint8_t *win;
    ludic_mahjong_game g;
    unsigned long checked = 0, won = 0;

    for (uint32_t i = 0; i < kinds; i++)
        total *= 5;
    win = calloc(total, 1);
    CHECK(win != NULL);
    if (!win)
        return;
    CHECK(ludic_mahjong_game_init(&g, kinds, NULL) == LUDIC_OK);
    memcpy(g.links, links, kinds);

    for (uint32_t x = 0; x < kinds; x++) {
        meld[melds][0] = meld[melds][1] = meld[melds][2] = (uint8_t)x;
        melds++;
        if (x + 2 < kinds && links[x] && links[x + 1]) {
            meld[melds][0] = (uint8_t)x, meld[melds][1] = (uint8_t)(x + 1);
            meld[melds][2] = (uint8_t)(x + 2);
            melds++;
        }
    }
    /* Pair plus four melds, as ordered 4-tuples (each multiset many times: harmless). */
    for (uint32_t p = 0; p < kinds; p++)
        for (uint32_t a = 0; a < melds; a++)
            for (uint32_t b = 0; b < melds; b++)
                for (uint32_t d = 0; d < melds; d++)
                    for (uint32_t e = 0; e < melds; e++) {
                        const uint32_t pick[4] = {a, b, d, e};
                        int fits = 1;
                        memset(c, 0, sizeof c);
                        c[p] = 2;
                        for (int m = 0; m < 4; m++)
                            for (int t = 0; t < 3; t++)
                                c[meld[pick[m]][t]]++;
                        for (uint32_t i = 0; i < kinds; i++)
                            fits &= c[i] <= 4;
                        if (fits)
                            win[code_of(c, kinds)] = 1;
                    }
    /* Seven pairs: every set of seven kinds, two tiles each. */
    for (uint32_t mask = 0; mask < (1u << kinds); mask++) {
        unsigned bits = 0;
        for (uint32_t i = 0; i < kinds; i++) {
            c[i] = (uint8_t)((mask >> i & 1) * 2);
            bits += mask >> i & 1;
        }
        if (bits == 7)
            win[code_of(c, kinds)] = 1;
    }
    /* Close upwards in increasing code order: code - 5^i < code was decided before. */
    for (uint32_t code = 0; code < total; code++) {
        uint32_t rest = code, power = 1;
        for (uint32_t i = 0; i < kinds && !win[code]; i++, power *= 5) {
            if (rest % 5 > 0 && win[code - power])
                win[code] = 1;
            rest /= 5;
        }
    }
    for (uint32_t code = 0; code < total; code++) {
        uint32_t rest = code;
        int got;
        for (uint32_t i = 0; i < kinds; i++, rest /= 5)
            c[i] = (uint8_t)(rest % 5);
        got = ludic_mahjong_brute_wins(&g, c);
        if (got != win[code]) {
            fprintf(stderr, "kinds %u, multiset code %u: oracle says %d, listing says %d\n",
                    (unsigned)kinds, (unsigned)code, got, win[code]);
            check_fail();
        }
        checked++;
        won += (unsigned long)got;
    }
    /* Sanity of the method itself: both kinds of answer occur. */
    CHECK(won > 0 && won < checked);
    ludic_mahjong_game_clear(&g);
    free(win);
}

int main(void)
{
    static const uint8_t suit7[7] = {1, 1, 1, 1, 1, 1, 0};
    static const uint8_t honours7[7] = {0, 0, 0, 0, 0, 0, 0};
    static const uint8_t mixed7[7] = {1, 1, 0, 1, 1, 0, 0};
    static const uint8_t suit8[8] = {1, 1, 1, 1, 1, 1, 1, 0};
    uint8_t links[8];
    ludic_rng rng;

    hand_made();
    against_forward_listing(suit7, 7);
    against_forward_listing(honours7, 7);
    against_forward_listing(mixed7, 7);
    against_forward_listing(suit8, 8);
    ludic_rng_seed(&rng, check_seed(7));
    for (unsigned t = 0; t < 2 * check_multiplier(); t++) {
        CHECK_ITERATION(t);
        for (uint32_t i = 0; i < 7; i++)
            links[i] = (uint8_t)(i + 1 < 7 && ludic_rng_below(&rng, 4) > 0);
        against_forward_listing(links, 7);
    }
    return check_exit_code();
}
