/*
 * test_riichi_draw_brute.c: the draw game's values against an independent
 * expectimax over EVERY policy, on small layouts: hands near a complete one
 * whose wall holds few kinds (the other copies visible), so that the full
 * tree of draws and discards (no memo, completeness from the rules in
 * riichi_draw_util.h) is small. Checks, for T = 1..4:
 *   - class ANY (E = 2) equals the brute force exactly (1e-12);
 *   - PROGRESS <= EXCHANGE <= ANY, and how often each equals the optimum
 *     is printed (the tests show how the classes compare);
 *   - a karaten tenpai hand: PROGRESS gives 0 at every t (no NaN), EXCHANGE
 *     swaps the dead wait for a live one from the second draw.
 * Seeded: LUDIC_TEST_SEED (printed on failure).
 */
#include "riichi_draw_util.h"

/* The best P(win within d draws) over every policy, by the definition. */
static double brute(uint8_t *h, const uint8_t *base, unsigned d)
{
    unsigned wall = 0;
    double acc = 0.0;
    if (d == 0)
        return 0.0;
    for (unsigned k = 0; k < K; k++)
        wall += (unsigned)(base[k] - h[k]);
    if (wall == 0)
        return 0.0;
    for (unsigned k = 0; k < K; k++) {
        const unsigned w = (unsigned)(base[k] - h[k]);
        double best = 0.0;
        if (w == 0)
            continue;
        h[k]++;
        if (is_complete(h)) {
            best = 1.0;
        } else if (d > 1) {
            for (unsigned x = 0; x < K; x++) {
                if (h[x] == 0)
                    continue;
                h[x]--;
                double v = brute(h, base, d - 1);
                h[x]++;
                if (v > best)
                    best = v;
            }
        }
        h[k]--;
        acc += (double)w * best;
    }
    return acc / (double)wall;
}

static double solve(const uint8_t *h, const uint8_t *wall, unsigned t, ludic_riichi_policy p)
{
    ludic_riichi_draw_odds o;
    ludic_error err;
    if (ludic_riichi_compute_draw_odds(h, wall, t, p, NULL, 0, &o, &err) != LUDIC_OK) {
        fprintf(stderr, "compute_draw_odds: %s\n", err.message);
        check_failures++;
        return -1.0;
    }
    return o.win[t - 1];
}

/* A wall of a few kinds (those near the hand's tiles, copies the hand leaves). */
static void small_wall(ludic_rng *rng, const uint8_t *h, unsigned kinds, uint8_t *wall)
{
    memset(wall, 0, K);
    for (unsigned i = 0; i < kinds; i++) {
        unsigned k, tries = 0;
        do {
            k = (unsigned)ludic_rng_below(rng, K);
            tries++;
        } while ((h[k] == 4 || wall[k] || (h[k] == 0 && (k == 0 || h[k - 1] == 0) &&
                                             (k + 1 == K || h[k + 1] == 0))) &&
                 tries < 1000);
        if (tries < 1000)
            wall[k] = (uint8_t)(1 + ludic_rng_below(rng, 4u - h[k]));
    }
}

static void karaten(void)
{
    /* 123m 456p 789s 111z + 2z: a tanki on 2z, the three other 2z visible */
    static const char *hand = "123m456p789s1112z";
    ludic_riichi_tiles t;
    uint8_t wall[K];
    double progress[4], exchange[4];
    CHECK(ludic_riichi_parse_tiles(hand, strlen(hand), 0, &t, NULL) == LUDIC_OK);
    for (unsigned k = 0; k < K; k++)
        wall[k] = (uint8_t)(4 - t.counts[k]);
    wall[28] = 0; /* 2z: none left */
    for (unsigned d = 1; d <= 4; d++) {
        progress[d - 1] = solve(t.counts, wall, d, LUDIC_RIICHI_POLICY_PROGRESS);
        exchange[d - 1] = solve(t.counts, wall, d, LUDIC_RIICHI_POLICY_EXCHANGE);
        CHECK(progress[d - 1] == 0.0);
    }
    CHECK(exchange[0] == 0.0);
    CHECK(exchange[1] > 0.0 && exchange[2] > exchange[1]);
    /* the wall has 120 tiles; after drawing 3z..7z (5 kinds x 4... less none held)
       a tanki on it is live: the exact figure is checked by the brute force below */
    {
        uint8_t h[K];
        uint8_t base[K];
        memcpy(h, t.counts, K);
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(wall[k] + h[k]);
        CHECK_CLOSE(solve(t.counts, wall, 2, LUDIC_RIICHI_POLICY_ANY), brute(h, base, 2), 1e-12);
    }
}

int main(void)
{
    const uint64_t seed = check_seed(20191);
    const unsigned hands = 150 * check_multiplier();
    unsigned compared = 0, eq_progress = 0, eq_exchange = 0;
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    karaten();
    for (unsigned i = 0; i < hands; i++) {
        uint8_t h[K], wall[K], base[K];
        const unsigned melds = (unsigned)ludic_rng_below(&rng, 3);
        const unsigned swaps = (unsigned)ludic_rng_below(&rng, 3);
        const unsigned maxt = i % 10 == 0 ? 4 : 3;
        const int before = check_failures;
        near_hand(&rng, melds, swaps, h);
        small_wall(&rng, h, 3 + (unsigned)ludic_rng_below(&rng, 3), wall);
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(wall[k] + h[k]);
        for (unsigned t = 1; t <= maxt; t++) {
            const double want = brute(h, base, t);
            const double p = solve(h, wall, t, LUDIC_RIICHI_POLICY_PROGRESS);
            const double e = solve(h, wall, t, LUDIC_RIICHI_POLICY_EXCHANGE);
            const double a = solve(h, wall, t, LUDIC_RIICHI_POLICY_ANY);
            CHECK_CLOSE(a, want, 1e-12);
            CHECK(p <= e + 1e-12 && e <= a + 1e-12);
            compared++;
            eq_progress += p >= want - 1e-12;
            eq_exchange += e >= want - 1e-12;
        }
        if (check_failures != before)
            fprintf(stderr, "hand %u (seed %" PRIu64 ")\n", i, seed);
    }
    printf("%u (hand, T) pairs on small walls: PROGRESS (E=0) equals the optimum on %u, "
           "EXCHANGE (E=1) on %u, ANY (E=2) on all (it is the brute force)\n",
           compared, eq_progress, eq_exchange);
    if (check_failures)
        fprintf(stderr, "seed %" PRIu64 "\n", seed);
    return check_exit_code();
}
