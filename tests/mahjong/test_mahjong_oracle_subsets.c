/*
 * The oracle's counting against a second method on seeded random layouts:
 * walk every subset of the labelled wall tiles one tile at a time (a Gray
 * code over a bitmask, no binomial weights, no grouping by kind), decide each
 * hand + subset with the win test, and add up N_i / C(W, i) over the common
 * denominator lcm_i C(W, i) in 64-bit integers (not the oracle's W! and big
 * integers). The modular answer, the double and every P(weight = i) must
 * match; the distribution must sum to 1 and have the expected value as mean.
 * The method is first checked on the spec's sample (570425346).
 *
 * Built twice: the default covers 5..8 kinds with walls of at most
 * SUBSETS_MAX_WALL tiles; with ORACLE_NINE it takes whole 9-kind suits
 * (walls of 23 tiles, 8.4 million subsets each: label `slow`).
 */
#include "core/modarith_int.h"
#include "core/rng_int.h"
#include "mahjong_oracle_fixture.h"
#include "mahjong_test_util.h"

#ifdef ORACLE_NINE
#define SUBSETS_MAX_WALL 23u
#define SUBSETS_CASES 2u
#else
#define SUBSETS_MAX_WALL 14u
#define SUBSETS_CASES 80u
#endif
#define M LUDIC_MAHJONG_MODULUS

static uint64_t gcd_u64(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b, b = t;
    }
    return a;
}

static uint64_t binom(unsigned n, unsigned k)
{
    uint64_t r = 1;
    if (k > n)
        return 0;
    for (unsigned i = 1; i <= k; i++)
        r = r * (n - k + i) / i; /* exact: r is C(n - k + i, i) after the step */
    return r;
}

/* lcm of C(w, 0..w): below 2^28 for w <= 23, and N_i * lcm / C(w, i) <= lcm. */
static uint64_t common_denominator(unsigned w)
{
    uint64_t lcm = 1;
    for (unsigned i = 0; i <= w; i++)
        lcm = lcm / gcd_u64(lcm, binom(w, i)) * binom(w, i);
    return lcm;
}

/* num / den mod M, after reducing the fraction. */
static uint32_t fraction_mod(uint64_t num, uint64_t den)
{
    uint64_t common = gcd_u64(num, den);
    return ludic_mod_mul(ludic_mod_u64(num / common, M),
                         ludic_mod_inv(ludic_mod_u64(den / common, M), M), M);
}

/* nonwin[i] = labelled i-subsets of the wall that leave hand + subset non-winning. */
static unsigned count_by_subsets(const ludic_mahjong_game *g, uint64_t *nonwin)
{
    uint8_t counts[16], wall[32];
    unsigned w = 0, size = 0;
    uint64_t mask = 0;

    for (uint32_t k = 0; k < g->kinds; k++) {
        counts[k] = g->hand[k];
        for (unsigned c = g->hand[k]; c < g->copies[k]; c++)
            wall[w++] = (uint8_t)k;
    }
    memset(nonwin, 0, (w + 1) * sizeof *nonwin);
    for (uint64_t step = 0;; step++) {
        unsigned bit = 0;
        if (!ludic_mahjong_brute_wins(g, counts))
            nonwin[size]++;
        if (step + 1 == (uint64_t)1 << w)
            break;
        while (!((step + 1) >> bit & 1)) /* Gray code: flip the lowest set bit of step + 1 */
            bit++;
        mask ^= (uint64_t)1 << bit;
        if (mask >> bit & 1)
            counts[wall[bit]]++, size++;
        else
            counts[wall[bit]]--, size--;
    }
    return w;
}

/* Compare the oracle with the subset count on one game; returns 1 when it has an answer. */
static int compare(const ludic_mahjong_game *g, const char *what)
{
    uint64_t nonwin[32], lcm, num = 0;
    unsigned w = count_by_subsets(g, nonwin);
    double dist[40], sum = 0, mean = 0, e = 0;
    uint32_t answer = 0;
    ludic_error err;
    ludic_status st = ludic_mahjong_brute_solve(g, &answer, &e, dist, 40, &err);
    int failures = check_failures;

    if (nonwin[w] != 0) { /* even the whole set does not win */
        CHECK_EQ_U64(st, LUDIC_E_NO_ANSWER);
        return 0;
    }
    CHECK_EQ_U64(st, LUDIC_OK);
    if (st != LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", what, err.message);
        return 0;
    }
    lcm = common_denominator(w);
    for (unsigned i = 0; i <= w; i++)
        num += nonwin[i] * (lcm / binom(w, i));
    CHECK_EQ_U64(answer, fraction_mod(num, lcm));
    CHECK_CLOSE(e, (double)num / (double)lcm, 1e-15);
    for (unsigned i = 0; i < 40; i++) {
        double want = 0;
        if (i >= 1 && i <= w)
            want = (double)(nonwin[i - 1] * (lcm / binom(w, i - 1)) -
                            nonwin[i] * (lcm / binom(w, i))) /
                   (double)lcm;
        CHECK_CLOSE(dist[i], want, 1e-15);
        CHECK(dist[i] >= 0 && dist[i] <= 1);
        sum += dist[i];
        mean += i * dist[i];
    }
    CHECK_CLOSE(sum, 1.0, 1e-14);
    CHECK_CLOSE(mean, e, 1e-13);
    if (check_failures != failures)
        fprintf(stderr, "  in %s (wall %u)\n", what, w);
    return 1;
}

/* A random layout of `kinds` kinds with a random 13-tile hand and a wall of 1..max_wall tiles. */
static void random_game(ludic_rng *rng, ludic_mahjong_game *g, uint32_t kinds, int full_suit)
{
    unsigned total, wall;
    do {
        total = 0;
        for (uint32_t k = 0; k < kinds; k++) {
            unsigned c = full_suit || ludic_rng_below(rng, 2) ? 4 : 1 + (unsigned)ludic_rng_below(rng, 4);
            g->copies[k] = (uint8_t)c;
            g->links[k] = (uint8_t)(full_suit ? k + 1 < kinds
                                              : k + 1 < kinds && ludic_rng_below(rng, 5) > 0);
            g->hand[k] = 0;
            total += c;
        }
        wall = total - LUDIC_MAHJONG_HAND_TILES;
    } while (total <= LUDIC_MAHJONG_HAND_TILES || wall > SUBSETS_MAX_WALL);
    /* Deal 13 of the labelled tiles uniformly: each pick is one of the tiles left. */
    mt_fill_random(rng, g, LUDIC_MAHJONG_HAND_TILES);
}

int main(void)
{
    uint64_t seed = check_seed(2019);
    ludic_rng rng;
    ludic_mahjong_game g = fixture_game("44444", NULL, "41404");
    uint64_t nonwin[32];
    unsigned answered = 0, cases = SUBSETS_CASES * check_multiplier();
    char what[64];

    /* The second method on the sample: 570425346, whatever the oracle says. */
    {
        uint64_t lcm, num = 0;
        unsigned w = count_by_subsets(&g, nonwin);
        lcm = common_denominator(w);
        for (unsigned i = 0; i <= w; i++)
            num += nonwin[i] * (lcm / binom(w, i));
        CHECK_EQ_U64(fraction_mod(num, lcm), 570425346u);
        compare(&g, "the sample");
    }
    ludic_mahjong_game_clear(&g);

    ludic_rng_seed(&rng, seed);
    for (unsigned t = 0; t < cases; t++) {
        CHECK_ITERATION(t);
#ifdef ORACLE_NINE
        uint32_t kinds = 9;
        int full_suit = 1;
#else
        uint32_t kinds = 5 + (uint32_t)ludic_rng_below(&rng, 4);
        int full_suit = kinds == 5 && ludic_rng_below(&rng, 2);
#endif
        CHECK(ludic_mahjong_game_init(&g, kinds, NULL) == LUDIC_OK);
        random_game(&rng, &g, kinds, full_suit);
        snprintf(what, sizeof what, "case %u of seed %llu", t, (unsigned long long)seed);
        answered += (unsigned)compare(&g, what);
        ludic_mahjong_game_clear(&g);
    }
    CHECK_ITERATION_DONE();
    /* The random layouts must mostly have answers, or the test checks little. */
    CHECK(answered * 2 > cases);
    printf("%u of %u random layouts had an answer (seed %llu)\n", answered, cases,
           (unsigned long long)seed);
    return check_exit_code();
}
