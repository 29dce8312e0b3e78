/*
 * test_mahjong_orphans.c: thirteen orphans in the riichi and sanma presets,
 * where the oracle cannot go (34 and 27 kinds), checked two ways that do not
 * use the counting DP:
 *   - counted by hand: for hands one draw from thirteen orphans, the first
 *     draws win by that form alone, so P(weight > i) is the chance that i
 *     draws miss every winning tile, C(W - w, i) / C(W, i) (W the wall, w
 *     the winning tiles), up to the first draw that another form could use
 *     (derived at each hand below);
 *   - simulated: a seeded Monte Carlo of the real draw process (a shuffled
 *     wall, drawn until the oracle's direct search,
 *     ludic_mahjong_brute_wins, says that the tiles win), whose mean weight
 *     must lie within 5 standard errors of the expected value of
 *     ludic_mahjong_distribution (and P(weight = 1) likewise).
 * The modular answer cannot be checked against a double; solve is compared
 * with the oracle on small layouts with the form in test_mahjong_vs_brute.c.
 * Also: the presets set the flag, the original format does not, and the
 * thirteen-sided hand's answer differs from the one without the form.
 * LUDIC_TEST_SEED and LUDIC_TEST_MULTIPLIER as in check.h.
 */
#include <math.h>

#include "check.h"
#include "core/rng_int.h"
#include "ludic/mahjong.h"

/* C(W - w, i) / C(W, i) = prod_{k < i} (W - w - k) / (W - k), in long double. */
static double miss_all(unsigned wall, unsigned winning, unsigned i)
{
    long double p = 1;
    for (unsigned k = 0; k < i; k++)
        p *= (long double)(wall - winning - k) / (long double)(wall - k);
    return (double)p;
}

/*
 * The hand `hand` of `preset` wins at draw i <= safe only by thirteen
 * orphans, with `winning` of the wall's tiles: check P(weight > i) for
 * i = 1..safe (relative error 1e-13) and P(weight <= 1) (1e-15).
 */
static void check_counted(ludic_mahjong_preset preset, const char *hand, unsigned wall,
                          unsigned winning, unsigned safe)
{
    ludic_mahjong_game g;
    ludic_mahjong_dist d;
    ludic_error err;
    const int before = check_failures;
    CHECK(ludic_mahjong_parse_hand(hand, strlen(hand), preset, 0, &g, NULL, &err) == LUDIC_OK);
    CHECK(g.flags == LUDIC_MAHJONG_THIRTEEN_ORPHANS);
    CHECK(ludic_mahjong_solve_distribution(&g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
    CHECK_EQ_U64(d.wall, wall);
    if (d.survival) {
        CHECK_CLOSE(d.cdf[1], (double)winning / wall, 1e-15);
        for (unsigned i = 1; i <= safe; i++)
            CHECK_CLOSE(d.survival[i] / miss_all(wall, winning, i), 1.0, 1e-13);
    }
    if (check_failures != before)
        fprintf(stderr, "  in %s %s\n", preset == LUDIC_MAHJONG_SANMA ? "sanma" : "riichi", hand);
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_game_clear(&g);
}

/*
 * Monte Carlo of the draw process: `runs` shuffles of the wall (labelled
 * tiles, so kinds with more copies left come up more often), each drawn
 * until ludic_mahjong_brute_wins holds. Checks the mean against
 * dist.expected within 5 standard errors (plus 1e-9), and P(weight <= 1).
 */
static void check_simulated(ludic_mahjong_preset preset, const char *hand, unsigned runs,
                            ludic_rng *rng, uint64_t seed)
{
    ludic_mahjong_game g;
    ludic_mahjong_dist d;
    ludic_error err;
    uint32_t wall[136], w = 0;
    uint8_t counts[64];
    double sum = 0, sum2 = 0, mean, sd, first = 0;
    CHECK(ludic_mahjong_parse_hand(hand, strlen(hand), preset, 0, &g, NULL, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_solve_distribution(&g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
    if (!d.p) {
        ludic_mahjong_game_clear(&g);
        return;
    }
    for (uint32_t x = 0; x < g.kinds; x++)
        for (unsigned c = g.hand[x]; c < g.copies[x]; c++)
            wall[w++] = x;
    for (unsigned r = 0; r < runs; r++) {
        unsigned drawn = 0;
        memcpy(counts, g.hand, g.kinds);
        /* draw uniformly without replacement: a partial Fisher-Yates shuffle */
        do {
            const uint32_t j = drawn + (uint32_t)ludic_rng_below(rng, w - drawn), t = wall[j];
            wall[j] = wall[drawn], wall[drawn] = t;
            counts[t]++;
            drawn++;
        } while (ludic_mahjong_brute_wins(&g, counts) != 1 && drawn < w);
        sum += drawn;
        sum2 += (double)drawn * drawn;
        first += drawn == 1;
    }
    mean = sum / runs;
    sd = sqrt((sum2 / runs - mean * mean) * runs / (runs - 1));
    if (!(fabs(mean - d.expected) <= 5 * sd / sqrt(runs) + 1e-9)) {
        fprintf(stderr,
                "%s %s: simulated mean weight %.6f (sd %.4f, %u runs, seed %llu), "
                "distribution says %.6f\n",
                preset == LUDIC_MAHJONG_SANMA ? "sanma" : "riichi", hand, mean, sd, runs,
                (unsigned long long)seed, d.expected);
        check_fail();
    }
    {
        /* P(weight = 1), a binomial proportion */
        const double p = d.p[1], got = first / runs;
        if (!(fabs(got - p) <= 5 * sqrt(p * (1 - p) / runs) + 1e-9)) {
            fprintf(stderr, "%s: simulated P(weight = 1) %.5f, distribution %.5f (seed %llu)\n",
                    hand, got, p, (unsigned long long)seed);
            check_fail();
        }
    }
    printf("%-7s %-18s simulated %.4f +- %.4f (%u runs), distribution %.10f\n",
           preset == LUDIC_MAHJONG_SANMA ? "sanma" : "riichi", hand, mean, sd / sqrt(runs), runs,
           d.expected);
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_game_clear(&g);
}

int main(void)
{
    const uint64_t seed = check_seed(1341);
    const unsigned runs = 4000 * check_multiplier();
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    /*
     * 19m19p19s1234567z waits on all 13 orphan kinds: 3 copies of each are
     * left, 39 winning tiles. Another form needs at least 10 draws of the
     * other kinds: none of the hand's kinds can pair or meld without an
     * orphan tile (which wins first), so a standard hand needs 2 drawn
     * tiles for each of its 4 melds (a terminal plus 2 tiles of its suit)
     * and 2 for its pair, and seven pairs needs 14.
     * riichi: 123 - 39 = 84 other tiles; sanma (no 2m..8m): a wall of 95,
     * 56 others.
     */
    check_counted(LUDIC_MAHJONG_RIICHI, "19m19p19s1234567z", 123, 39, 9);
    check_counted(LUDIC_MAHJONG_SANMA, "19m19p19s1234567z", 95, 39, 9);
    /*
     * 11m9m19p19s123456z waits on 7z alone (4 left) for thirteen orphans.
     * Seven pairs needs 6 more pairs, one draw each: not before draw 6;
     * a standard hand needs 4 melds and a pair, at least 8 draws (1m1m plus
     * 1m is one meld for 1 draw, every other meld needs 2, and the pair 1).
     */
    check_counted(LUDIC_MAHJONG_RIICHI, "11m9m19p19s123456z", 123, 4, 5);
    check_counted(LUDIC_MAHJONG_SANMA, "11m9m19p19s123456z", 95, 4, 5);
    /* the same wait with the pair elsewhere: 19m19p19s1123456z, 4 x 7z */
    check_counted(LUDIC_MAHJONG_RIICHI, "19m19p19s1123456z", 123, 4, 5);

    /* the form changes the answer of the thirteen-sided hand, and only in the presets */
    {
        ludic_mahjong_game g;
        ludic_error err;
        uint32_t with = 0, without = 0;
        CHECK(ludic_mahjong_parse_hand("19m19p19s1234567z", strlen("19m19p19s1234567z"), LUDIC_MAHJONG_RIICHI, 0, &g, NULL, &err) ==
              LUDIC_OK);
        CHECK(ludic_mahjong_solve(&g, NULL, NULL, &with, NULL, &err) == LUDIC_OK);
        g.flags = 0;
        CHECK(ludic_mahjong_solve(&g, NULL, NULL, &without, NULL, &err) == LUDIC_OK);
        CHECK(with != without);
        ludic_mahjong_game_clear(&g);
        static const char sample[] =
            "5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n5 4\n";
        CHECK(ludic_mahjong_parse(sample, strlen(sample), 0, &g, NULL, &err) == LUDIC_OK);
        CHECK(g.flags == 0);
        ludic_mahjong_game_clear(&g);
    }

    /* simulations: orphan waits, and a hand far from the form */
    check_simulated(LUDIC_MAHJONG_RIICHI, "19m19p19s1234567z", runs, &rng, seed);
    check_simulated(LUDIC_MAHJONG_RIICHI, "11m9m19p19s123456z", runs, &rng, seed);
    check_simulated(LUDIC_MAHJONG_SANMA, "19m19p19s1234567z", runs, &rng, seed);
    check_simulated(LUDIC_MAHJONG_SANMA, "19m1234567p1122z", runs, &rng, seed);
    check_simulated(LUDIC_MAHJONG_RIICHI, "123m456p789s1122z", runs, &rng, seed);
    return check_exit_code();
}
