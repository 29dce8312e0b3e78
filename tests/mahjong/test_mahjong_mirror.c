/*
 * test_mahjong_mirror.c: a game and its mirror image (kind x becomes kind
 * kinds-1-x, links reversed with it) have the same answer, the same
 * distribution, and cost the solver exactly the same work.
 *
 * The solver chooses which way to read the kinds (src/mahjong/mahjong_orient.c),
 * so a game and its mirror image run the same computation; that alone
 * proves nothing. The test therefore also solves both with the choice
 * switched off (MJ_VARIANT_NO_ORIENT: always left to right), two different
 * computations whose agreement checks the DP in both directions, and the
 * mirror image is built here, independently of the library's. Small games
 * go to the brute-force oracle too. Cost: the DP cells of a game and of its
 * mirror image are equal (with the choice switched off they differ by ten
 * times for a hand at one end). Every loop here is bounded.
 */
#include <math.h>

#include "check.h"
#include "mahjong/mahjong_count_int.h"
#include "mahjong_test_util.h"

/* The mirror image of g, written from the definition (not mahjong_orient.c). */
static void mirror(const ludic_mahjong_game *g, ludic_mahjong_game *m)
{
    ludic_error err;
    const uint32_t n = g->kinds;
    CHECK(ludic_mahjong_game_init(m, n, &err) == LUDIC_OK);
    for (uint32_t x = 0; x < n; x++) {
        m->copies[n - 1 - x] = g->copies[x];
        m->hand[n - 1 - x] = g->hand[x];
    }
    for (uint32_t x = 0; x + 1 < n; x++) /* the link between x, x+1 joins n-2-x, n-1-x */
        m->links[n - 2 - x] = g->links[x];
    m->links[n - 1] = 0;
    m->flags = g->flags;
}

static uint32_t solve(const ludic_mahjong_game *g, unsigned variant, uint64_t *cells,
                      ludic_status *st)
{
    ludic_error err;
    ludic_mahjong_stats stats;
    uint32_t answer = 0;
    memset(&stats, 0, sizeof stats);
    *st = ludic_mj_solve_variant(g, NULL, NULL, variant, &answer, &stats, &err);
    if (cells)
        *cells = stats.cells;
    return answer;
}

static void report(const ludic_mahjong_game *g, const char *what)
{
    fprintf(stderr, "%s, kinds %lu; copies/links/hand:", what, (unsigned long)g->kinds);
    for (uint32_t x = 0; x < g->kinds; x++)
        fprintf(stderr, " %u%s%u", g->copies[x], g->links[x] ? "-" : "|", g->hand[x]);
    fprintf(stderr, "\n");
    check_fail();
}

/* Everything the test asks of one game; brute: also ask the oracle. */
static void compare(const ludic_mahjong_game *g, int brute)
{
    ludic_mahjong_game m;
    ludic_status s1, s2, s3, s4;
    uint64_t c1 = 0, c2 = 0;
    uint32_t a1, a2, a3, a4;
    mirror(g, &m);
    a1 = solve(g, 0, &c1, &s1);
    a2 = solve(&m, 0, &c2, &s2);
    a3 = solve(g, MJ_VARIANT_NO_ORIENT, NULL, &s3);
    a4 = solve(&m, MJ_VARIANT_NO_ORIENT, NULL, &s4);
    CHECK(s1 == s2 && s1 == s3 && s1 == s4);
    if (s1 == LUDIC_OK && (a1 != a2 || a1 != a3 || a1 != a4 || c1 != c2)) {
        fprintf(stderr, "answers %lu %lu, left to right %lu %lu; cells %llu %llu\n",
                (unsigned long)a1, (unsigned long)a2, (unsigned long)a3, (unsigned long)a4,
                (unsigned long long)c1, (unsigned long long)c2);
        report(g, "mirror image differs");
    }
    if (s1 == LUDIC_OK && brute) {
        ludic_error err;
        uint32_t oracle = 0;
        CHECK(ludic_mahjong_brute_solve(g, &oracle, NULL, NULL, 0, &err) == LUDIC_OK);
        if (oracle != a1)
            report(g, "the oracle differs");
    }
    if (s1 == LUDIC_OK) {
        ludic_error err;
        ludic_mahjong_dist d1, d2;
        CHECK(ludic_mahjong_solve_distribution(g, NULL, NULL, &d1, NULL, &err) == LUDIC_OK);
        CHECK(ludic_mahjong_solve_distribution(&m, NULL, NULL, &d2, NULL, &err) == LUDIC_OK);
        CHECK(d1.wall == d2.wall && d1.last == d2.last);
        for (uint32_t i = 0; i <= d1.wall && d1.wall == d2.wall; i++)
            if (fabs(d1.p[i] - d2.p[i]) > 1e-12 || fabs(d1.cdf[i] - d2.cdf[i]) > 1e-12)
                report(g, "distributions differ");
        ludic_mahjong_dist_clear(&d1);
        ludic_mahjong_dist_clear(&d2);
    }
    ludic_mahjong_game_clear(&m);
}

int main(void)
{
    const unsigned games = 16 * check_multiplier();
    ludic_error err;
    ludic_rng rng;
    ludic_rng_seed(&rng, check_seed(3042));
    /* The figure of the issue: a hand at kinds 1-4 of n = 100 and at 97-100. */
    {
        static const uint8_t low[4] = {3, 3, 3, 4};
        ludic_mahjong_game g, m;
        ludic_status st;
        uint64_t c_low = 0, c_high = 0, c_high_ltr = 0;
        uint32_t a_low, a_high, a_high_ltr;
        CHECK(ludic_mahjong_game_init(&g, 100, &err) == LUDIC_OK);
        memcpy(g.hand, low, 4);
        mirror(&g, &m);
        a_low = solve(&g, 0, &c_low, &st);
        CHECK(st == LUDIC_OK);
        a_high = solve(&m, 0, &c_high, &st);
        CHECK(st == LUDIC_OK);
        a_high_ltr = solve(&m, MJ_VARIANT_NO_ORIENT, &c_high_ltr, &st);
        CHECK(st == LUDIC_OK);
        CHECK(a_low == a_high && a_low == a_high_ltr);
        CHECK(c_low == c_high);
        CHECK(c_high_ltr > 10 * c_high); /* what the choice of direction saves */
        printf("n = 100, hand at 1-4: %llu cells; at 97-100: %llu (left to right: %llu)\n",
               (unsigned long long)c_low, (unsigned long long)c_high,
               (unsigned long long)c_high_ltr);
        ludic_mahjong_game_clear(&g);
        ludic_mahjong_game_clear(&m);
    }
    for (unsigned r = 0; r < games; r++) { /* original layouts, small and larger */
        ludic_mahjong_game g;
        const uint32_t n = r % 2 ? 5 + (uint32_t)ludic_rng_below(&rng, 5)
                                 : 10 + (uint32_t)ludic_rng_below(&rng, 50);
        CHECK(ludic_mahjong_game_init(&g, n, &err) == LUDIC_OK);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        compare(&g, n <= 9);
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < games; r++) { /* suits, honours, copies: small and larger */
        ludic_mahjong_game g;
        const uint32_t n = r % 2 ? 5 + (uint32_t)ludic_rng_below(&rng, 4)
                                 : 10 + (uint32_t)ludic_rng_below(&rng, 30);
        CHECK(ludic_mahjong_game_init(&g, n, &err) == LUDIC_OK);
        mt_random_layout(&rng, &g);
        if (mt_tiles(&g) < 14) { /* too few tiles for a hand: fill the copies up */
            for (uint32_t x = 0; x < n; x++)
                g.copies[x] = 4;
        }
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        compare(&g, n <= 8 && mt_tiles(&g) - 13 <= LUDIC_MAHJONG_BRUTE_MAX_WALL);
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < games; r++) { /* thirteen orphans: the product DP */
        ludic_mahjong_game g;
        CHECK(ludic_mahjong_game_init(&g, 13 + (uint32_t)ludic_rng_below(&rng, 4), &err) ==
              LUDIC_OK);
        mt_random_orphans_layout(&rng, &g);
        mt_orphans_hand(&rng, &g, (unsigned)ludic_rng_below(&rng, 4));
        compare(&g, 1);
        ludic_mahjong_game_clear(&g);
    }
    printf("%u games: mirror images agree, with the oracle where it reaches\n", 3 * games);
    return check_exit_code();
}
