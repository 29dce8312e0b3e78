/*
 * test_mahjong_precision.c: the rounding error of the floating-point DP. This file
 * compiles the DP a second time in long double (64-bit significand on x86,
 * 11 bits more than double) and compares: the expected value must agree to
 * a relative 1e-13 and every P(weight = i), P(weight <= i) and P(weight > i)
 * to an absolute 1e-13 (1e-12 for n >= 500, run as `slow`). Where long
 * double is no wider than double the comparison is trivial and says so.
 * Usage: test_precision [n...] (default: 40 and 150).
 */
#include <float.h>
#include <math.h>

#include "ludic/mahjong.h"

#define MJ_REAL long double
#define MJ_DISTRIBUTION mj_distribution_long
ludic_status mj_distribution_long(const ludic_mahjong_game *game,
                                  const ludic_mahjong_automaton *automaton,
                                  const ludic_limits *limits, ludic_mahjong_dist *dist,
                                  ludic_mahjong_stats *stats, ludic_error *err);
#include "mahjong/mahjong_count_float.c"

#include "check.h"
#include "mahjong_test_util.h"

static void compare(ludic_mahjong_game *g, double tol)
{
    ludic_mahjong_dist d, l;
    ludic_error err;
    double worst_p = 0.0, worst_c = 0.0, worst_s = 0.0, rel;
    CHECK(ludic_mahjong_solve_distribution(g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
    CHECK(mj_distribution_long(g, NULL, NULL, &l, NULL, &err) == LUDIC_OK);
    if (!d.p || !l.p)
        return;
    rel = fabs(d.expected - l.expected) / l.expected;
    for (uint32_t i = 0; i <= d.wall; i++) {
        worst_p = fmax(worst_p, fabs(d.p[i] - l.p[i]));
        worst_c = fmax(worst_c, fabs(d.cdf[i] - l.cdf[i]));
        worst_s = fmax(worst_s, fabs(d.survival[i] - l.survival[i]));
    }
    CHECK(rel < tol);
    CHECK(worst_p < tol && worst_c < tol && worst_s < tol);
    printf("n = %lu: expected %.17g, relative error %.2g; worst absolute error of p %.2g, "
           "cdf %.2g, survival %.2g\n",
           (unsigned long)g->kinds, d.expected, rel, worst_p, worst_c, worst_s);
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_dist_clear(&l);
}

int main(int argc, char **argv)
{
    static const unsigned defaults[] = {40, 150};
    ludic_rng rng;
    ludic_error err;
    const int given = argc > 1;
    const int count = given ? argc - 1 : 2;
    if (LDBL_MANT_DIG <= DBL_MANT_DIG)
        printf("long double is no wider than double here: the comparison checks nothing\n");
    ludic_rng_seed(&rng, check_seed(1000003));
    for (int c = 0; c < count; c++) {
        const uint32_t n = given ? (uint32_t)strtoul(argv[c + 1], NULL, 10) : defaults[c];
        for (int kind = 0; kind < MT_KINDS_OF_HANDS; kind++) {
            ludic_mahjong_game g;
            CHECK_ITERATION(c * MT_KINDS_OF_HANDS + kind);
            ludic_mahjong_game_init(&g, n, &err);
            mt_hand(&rng, &g, kind);
            compare(&g, n >= 500 ? 1e-12 : 1e-13);
            ludic_mahjong_game_clear(&g);
        }
    }
    return check_exit_code();
}
