/*
 * test_mahjong_dist.c: the distribution of the weight, on games far too large for
 * the oracle (riichi, three-player, original n up to 200):
 *   - it is a distribution: p in [0, 1], p[0] = 0, sums to 1, cdf rises to
 *     1, P(weight <= i) + P(weight > i) = 1, and its mean is the expected
 *     value that solve --decimal prints;
 *   - its first three draws equal a direct enumeration: P(S_i wins) summed
 *     over every multiset of i drawn tiles with exact integer weights
 *     prod C(wall copies, drawn), each multiset judged by the win test alone
 *     (no counting DP involved);
 *   - a ready hand of riichi (123m456p789s1122z, waiting on 1z or 2z)
 *     wins at the first draw with probability 4/123, by hand;
 *   - the random preset hands include hands near thirteen orphans (the
 *     win test's direct check of that form against the DP's layers);
 *   - with argument "tail" (release build only): the exact end of a
 *     distribution whose tail underflows (n = 1000).
 */
#include "check.h"
#include "core/binom_int.h"
#include "mahjong_test_util.h"

static const ludic_mahjong_automaton *automaton;

/* Sum over multisets of `left` more drawn tiles from kinds x.. of (ways, if winning). */
static uint64_t winning_ways(ludic_mahjong_game *g, uint8_t *counts, uint32_t x, unsigned left)
{
    uint64_t total = 0;
    if (x == g->kinds) {
        if (left)
            return 0;
        return ludic_mahjong_automaton_wins(automaton, g, counts) == 1;
    }
    for (unsigned d = 0; d <= left && g->hand[x] + d <= g->copies[x]; d++) {
        counts[x] = (uint8_t)(g->hand[x] + d);
        total += ludic_binom_u64(g->copies[x] - g->hand[x], d) *
                 winning_ways(g, counts, x + 1, left - d);
    }
    counts[x] = g->hand[x];
    return total;
}

static void check_game(ludic_mahjong_game *g, const char *what)
{
    ludic_mahjong_dist d;
    ludic_error err;
    const int before = check_failures;
    double sum = 0.0, mean = 0.0;
    uint8_t counts[256];
    uint32_t wall;
    CHECK(ludic_mahjong_solve_distribution(g, automaton, NULL, &d, NULL, &err) == LUDIC_OK);
    if (!d.p)
        return;
    wall = d.wall;
    CHECK(d.p[0] == 0.0);
    CHECK_CLOSE(d.survival[0], 1.0, 1e-14);
    for (uint32_t i = 0; i <= wall; i++) {
        CHECK(d.p[i] >= 0.0 && d.p[i] <= 1.0);
        CHECK_CLOSE(d.cdf[i] + d.survival[i], 1.0, 1e-12);
        if (i > 0)
            CHECK(d.cdf[i] >= d.cdf[i - 1] - 1e-15);
        if (i > d.last)
            CHECK(d.p[i] == 0.0);
        sum += d.p[i];
        mean += i * d.p[i];
    }
    /* p[last] > 0 unless it is too small for a double (large layouts only) */
    CHECK(d.last >= 1 && d.last <= wall && (d.p[d.last] > 0.0 || d.survival[d.last - 1] < 1e-280));
    CHECK_CLOSE(d.cdf[wall], 1.0, 1e-12);
    CHECK_CLOSE(sum, 1.0, 1e-12);
    CHECK_CLOSE(mean, d.expected, 1e-12); /* relative: expected >= 1 */
    /* the first draws by direct enumeration (three for small layouts, two for large) */
    for (unsigned i = 1; i <= (g->kinds <= 40 ? 3u : 2u) && i <= wall; i++) {
        const uint64_t ways = winning_ways(g, counts, 0, i);
        uint64_t all = 1;
        for (unsigned k = 0; k < i; k++)
            all = all * (wall - k) / (k + 1); /* C(wall, i), exact step by step */
        CHECK_CLOSE(d.cdf[i], (double)ways / (double)all, 1e-13);
    }
    if (check_failures != before)
        fprintf(stderr, "  in %s (kinds %lu)\n", what, (unsigned long)g->kinds);
    ludic_mahjong_dist_clear(&d);
}

/*
 * A long suit whose last draws are far below 2^-960 (stored as 0): the
 * distribution still ends at the exact last weight, and both solvers report
 * the exact most tiles of a losing draw. The hand is `ludic mahjong gen
 * --seed 4 --n 1000`; 665 was computed independently (a Python max-plus
 * search over sets of (open sequences, pair, melds), written for QA, not
 * the automaton). Before the fix the distribution ended at 644 (where the
 * probabilities underflow) and solve's stats said 763 (a window bound).
 */
static void check_underflowing_tail(void)
{
    ludic_mahjong_game g;
    ludic_mahjong_dist d;
    ludic_mahjong_stats s1, s2;
    char text[512];
    size_t len = 0;
    ludic_error err;
    uint32_t answer;
    CHECK(ludic_mahjong_generate(4, 1000, text, sizeof text, &len, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_parse(text, len, 0, &g, NULL, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_solve(&g, automaton, NULL, &answer, &s1, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_solve_distribution(&g, automaton, NULL, &d, &s2, &err) == LUDIC_OK);
    CHECK_EQ_U64(s1.max_losing, 665);
    CHECK_EQ_U64(s2.max_losing, 665);
    CHECK_EQ_U64(d.last, 666);
    CHECK(d.p && d.p[d.last] == 0.0 && d.p[d.last + 1] == 0.0); /* underflowed, and none after */
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_game_clear(&g);
}

int main(int argc, char **argv)
{
    const uint64_t seed = check_seed(42);
    ludic_mahjong_automaton *a = NULL;
    ludic_mahjong_game g;
    ludic_error err;
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    CHECK(ludic_mahjong_automaton_create(NULL, 0, &a, &err) == LUDIC_OK);
    automaton = a;
    if (argc > 1 && strcmp(argv[1], "tail") == 0) { /* the slow case alone */
        check_underflowing_tail();
        ludic_mahjong_automaton_free(a);
        return check_exit_code();
    }
    /* the ready hand: 1z and 2z have two copies each left in the 123-tile wall */
    CHECK(ludic_mahjong_parse_hand("123m456p789s1122z", strlen("123m456p789s1122z"), LUDIC_MAHJONG_RIICHI, 0, &g, NULL, &err) ==
          LUDIC_OK);
    {
        ludic_mahjong_dist d;
        CHECK(ludic_mahjong_solve_distribution(&g, a, NULL, &d, NULL, &err) == LUDIC_OK);
        CHECK_CLOSE(d.p[1], 4.0 / 123.0, 1e-15);
        ludic_mahjong_dist_clear(&d);
    }
    check_game(&g, "riichi ready hand");
    ludic_mahjong_game_clear(&g);
    for (unsigned r = 0; r < 12 * check_multiplier(); r++) {
        const ludic_mahjong_preset preset = r % 3 == 2 ? LUDIC_MAHJONG_SANMA : LUDIC_MAHJONG_RIICHI;
        const char *hand = preset == LUDIC_MAHJONG_SANMA ? "19m1234567p1122z" : "123m456p789s1122z";
        CHECK_ITERATION(r);
        CHECK(ludic_mahjong_parse_hand(hand, strlen(hand), preset, 0, &g, NULL, &err) == LUDIC_OK);
        if (r % 2) /* near thirteen orphans, which the presets know */
            mt_orphans_hand(&rng, &g, r / 2 % 3);
        else
            mt_hand(&rng, &g, (int)(r / 2 % MT_KINDS_OF_HANDS));
        check_game(&g, preset == LUDIC_MAHJONG_SANMA ? "sanma" : "riichi");
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < 12 * check_multiplier(); r++) {
        const uint32_t n = r % 4 == 0 ? 200 : 5 + (uint32_t)ludic_rng_below(&rng, 40);
        CHECK_ITERATION(12 * check_multiplier() + r); /* after the preset ones */
        ludic_mahjong_game_init(&g, n, &err);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        check_game(&g, "original");
        ludic_mahjong_game_clear(&g);
    }
    CHECK_ITERATION_DONE();
    ludic_mahjong_automaton_free(a);
    return check_exit_code();
}
