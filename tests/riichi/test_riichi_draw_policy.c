/*
 * test_riichi_draw_policy.c: the draw game's policy, its simulation and the
 * real wall (include/ludic/riichi.h).
 *
 * 1. The real wall, exactly, on small walls: an oracle written from the
 *    rules (state = hand and wall; every discard; completeness by
 *    riichi_draw_util.h, not the library's shanten) gives the optimum over
 *    every policy; a second one plays the library's policy (its advice,
 *    asked again at every state) exactly. Checked: optimum >= the policy;
 *    optimum <= the ZJOI bound P(weight <= t) for every t (the bound of
 *    docs/riichi.md); the simulation of the policy under the real wall
 *    agrees with its exact value, and under the replace wall with
 *    ludic_riichi_compute_draw_odds, within 1.5 times its 99% half-width
 *    (about 3.9 standard deviations).
 * 2. The advice is the policy: sum over draws of copies / W x its value is
 *    the hand's P(win within T), and each row's value is the
 *    P(win within T - 1) of the hand it leads to, computed on its own.
 * 3. The invariants of issue 9 on seeded random hands (HANDS, argv[1]; the
 *    suite runs a few hundred, the `slow` label 10^4): every figure in
 *    [0, 1] and non-decreasing in t, tenpai >= win; a tenpai hand's
 *    P(win within 1) is exactly its winning tiles left / W (counted by the
 *    rules); a 14-tile hand's value is the best of its discards'; karaten
 *    gives 0; under the real wall the simulation stays under the ZJOI bound
 *    (its interval's lower end at 5.5 deviations: see wilson_low). Melds, visible tiles and sanma are drawn at random.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_util.h"

static ludic_error err;

/* ---- 1. the real wall, exactly ---- */

/* 1 when drawing k completes h */
static int completes(uint8_t *h, unsigned k)
{
    int done;
    h[k]++;
    done = is_complete(h);
    h[k]--;
    return done;
}

/* The optimum over every policy, real wall: hand h, wall w of size n, d draws. */
static double real_optimum(uint8_t *h, uint8_t *w, unsigned n, unsigned d)
{
    double acc = 0.0;
    if (d == 0 || n == 0)
        return 0.0;
    for (unsigned k = 0; k < K; k++) {
        const unsigned copies = w[k];
        double best = 0.0;
        if (copies == 0)
            continue;
        h[k]++;
        w[k]--;
        if (is_complete(h)) {
            best = 1.0;
        } else if (d > 1) {
            for (unsigned x = 0; x < K; x++) {
                double v;
                if (h[x] == 0)
                    continue;
                h[x]--;
                v = real_optimum(h, w, n - 1, d - 1);
                h[x]++;
                if (v > best)
                    best = v;
            }
        }
        h[k]--;
        w[k]++;
        acc += copies * best;
    }
    return acc / n;
}

/*
 * The library's policy (class E, computed with the replace wall of `base`)
 * played exactly at the real table: at each state its advice for the hand,
 * the wall base - h, and the d draws left.
 */
static double real_policy(uint8_t *h, uint8_t *w, unsigned n, unsigned d, const uint8_t *base,
                          ludic_riichi_policy policy)
{
    uint8_t rw[K];
    ludic_riichi_draw_advice adv;
    double acc = 0.0;
    unsigned r = 0;
    if (d == 0 || n == 0)
        return 0.0;
    for (unsigned k = 0; k < K; k++)
        rw[k] = (uint8_t)(base[k] - h[k]);
    CHECK(ludic_riichi_compute_draw_advice(h, rw, d, policy, NULL, 0, &adv, &err) == LUDIC_OK);
    for (unsigned k = 0; k < K; k++) {
        const unsigned copies = w[k];
        const ludic_riichi_draw_choice *c;
        if (copies == 0)
            continue;
        while (r < adv.count && adv.row[r].draw < k)
            r++;
        CHECK(r < adv.count && adv.row[r].draw == k); /* the real wall is in the replace wall */
        c = &adv.row[r];
        CHECK(c->complete == completes(h, k));
        if (c->complete) {
            acc += copies;
            continue;
        }
        h[k]++;
        h[c->discard]--;
        w[k]--;
        acc += copies * real_policy(h, w, n - 1, d - 1, base, policy);
        w[k]++;
        h[c->discard]++;
        h[k]--;
    }
    return acc / n;
}

/* |sim - exact| within 1.5 half-widths of the 99% interval (never below 1e-12) */
static void agrees(double exact, double mean, double low, double high, uint64_t seed, int line)
{
    double half = 1.5 * (high - low) / 2.0;
    if (half < 1e-12)
        half = 1e-12;
    if (fabs(mean - exact) > half) {
        fprintf(stderr, "%s:%d: seed %llu: simulated %.6f [%.6f, %.6f], exact %.6f\n", __FILE__,
                line, (unsigned long long)seed, mean, low, high, exact);
        check_fail();
    }
}

/*
 * A random small wall of `size` tiles out of what the hand leaves: a copy of
 * each kind that completes the hand (at most size / 2), the rest at random,
 * half of those near a held kind (the same or one or two apart in its suit), so that
 * the hand can win in a few draws more often than with uniform kinds.
 */
static void small_wall(ludic_rng *rng, uint8_t *h, unsigned size, uint8_t *w)
{
    unsigned i = 0;
    memset(w, 0, K);
    for (unsigned k = 0; k < K && i < size / 2; k++) /* a copy of each winning tile */
        if (h[k] < 4 && completes(h, k)) {
            w[k]++;
            i++;
        }
    for (; i < size; i++) {
        unsigned k;
        do {
            k = (unsigned)ludic_rng_below(rng, K);
            if (ludic_rng_below(rng, 2) && h[k] && k < 27) {
                const unsigned step = (unsigned)ludic_rng_below(rng, 3);
                if (k % 9 + step <= 8)
                    k += step;
            }
        } while (h[k] + w[k] >= 4);
        w[k]++;
    }
}

static void real_wall_small(void)
{
    ludic_rng rng;
    ludic_rng_seed(&rng, 909);
    for (unsigned i = 0; i < 24; i++) {
        const unsigned melds = i % 2 ? 3 : 0, size = 6 + (unsigned)ludic_rng_below(&rng, 4);
        const unsigned T = melds ? 4 : 3;
        const ludic_riichi_policy policy = (ludic_riichi_policy)(i % 3);
        uint8_t h[K], w[K], base[K];
        ludic_riichi_draw_simulation sim, rsim;
        ludic_riichi_draw_odds odds;
        const uint64_t seed = 100 + i;
        CHECK_ITERATION(i);
        near_hand(&rng, melds, (unsigned)ludic_rng_below(&rng, 2), h);
        small_wall(&rng, h, size, w);
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(h[k] + w[k]);
        CHECK(ludic_riichi_simulate_draws(h, w, T, policy, LUDIC_RIICHI_WALL_REAL, 20000, seed,
                                          NULL, 0, &sim, &err) == LUDIC_OK);
        CHECK(sim.bounded == (melds == 0));
        for (unsigned t = 1; t <= T; t++) {
            const double opt = real_optimum(h, w, size, t);
            const double mine = real_policy(h, w, size, t, base, policy);
            CHECK(opt >= mine - 1e-12);
            if (sim.bounded && !(opt <= sim.bound[t - 1] + 1e-12)) {
                fprintf(stderr, "optimum %.12f above the ZJOI bound %.12f at t = %u\n", opt,
                        sim.bound[t - 1], t);
                check_fail();
            }
            if (t == T) /* the simulation plays the policy of T draws */
                agrees(mine, sim.win[T - 1], sim.win_low[T - 1], sim.win_high[T - 1], seed,
                       __LINE__);
        }
        /* under replace the simulation estimates the exact figures */
        CHECK(ludic_riichi_compute_draw_odds(h, w, T, policy, NULL, 0, &odds, &err) == LUDIC_OK);
        CHECK(ludic_riichi_simulate_draws(h, w, T, policy, LUDIC_RIICHI_WALL_REPLACE, 20000, seed,
                                          NULL, 0, &rsim, &err) == LUDIC_OK);
        CHECK(rsim.bounded == 0);
        for (unsigned t = 0; t < T; t++) {
            agrees(odds.win[t], rsim.win[t], rsim.win_low[t], rsim.win_high[t], seed, __LINE__);
            agrees(odds.tenpai[t], rsim.tenpai[t], rsim.tenpai_low[t], rsim.tenpai_high[t], seed,
                   __LINE__);
        }
    }
}

/* 123m9m456p78s11z56z, full wall, under both walls: the simulation tracks the exact replace figures. */
static void simulation_full_wall(void)
{
    static const uint8_t hand[K] = {1, 1, 1, 0, 0, 0, 0, 0, 1, /* 123m 9m */
                                    0, 0, 0, 1, 1, 1, 0, 0, 0, /* 456p */
                                    0, 0, 0, 0, 0, 0, 1, 1, 0, /* 78s */
                                    2, 0, 0, 0, 1, 1, 0};      /* 11z 56z */
    ludic_riichi_draw_odds odds;
    ludic_riichi_draw_simulation a, b;
    CHECK(ludic_riichi_compute_draw_odds(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0,
                                         &odds, &err) == LUDIC_OK);
    CHECK(ludic_riichi_simulate_draws(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS,
                                      LUDIC_RIICHI_WALL_REPLACE, 30000, 7, NULL, 0, &a,
                                      &err) == LUDIC_OK);
    for (unsigned t = 0; t < 8; t++)
        agrees(odds.win[t], a.win[t], a.win_low[t], a.win_high[t], 7, __LINE__);
    /* the same seed, the same figures; another seed, others */
    CHECK(ludic_riichi_simulate_draws(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS,
                                      LUDIC_RIICHI_WALL_REPLACE, 30000, 7, NULL, 0, &b,
                                      &err) == LUDIC_OK);
    CHECK(memcmp(a.win, b.win, sizeof a.win) == 0);
    CHECK(ludic_riichi_simulate_draws(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS,
                                      LUDIC_RIICHI_WALL_REAL, 30000, 8, NULL, 0, &b,
                                      &err) == LUDIC_OK);
    CHECK(b.bounded && b.wall == 123);
    for (unsigned t = 0; t < 8; t++)
        CHECK(b.win_low[t] <= b.bound[t] && b.bound[t] <= 1.0);
    CHECK(ludic_riichi_simulate_draws(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS,
                                      (ludic_riichi_wall_rule)2, 10, 8, NULL, 0, &b,
                                      &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_simulate_draws(hand, NULL, 8, LUDIC_RIICHI_POLICY_PROGRESS,
                                      LUDIC_RIICHI_WALL_REAL, LUDIC_RIICHI_MAX_GAMES + 1ull, 8,
                                      NULL, 0, &b, &err) == LUDIC_E_ARGUMENT);
}

/* P(X <= m) for X binomial(n, p), summed term by term */
static double binomial_cdf(unsigned m, unsigned n, double p)
{
    double acc = 0.0;
    for (unsigned k = 0; k <= m && k <= n; k++)
        acc += exp(lgamma(n + 1.0) - lgamma(k + 1.0) - lgamma(n - k + 1.0) +
                   k * log(p) + (n - k) * log1p(-p));
    return acc;
}

/*
 * A 99% interval must hold the true p 99% of the time, also for rare
 * events: its lower end may not exceed the p at which c or more successes
 * of N have probability 0.005 (and its upper end not fall below the p at
 * which c or fewer have 0.005). Wilson's interval alone broke this for one
 * success in N: with N = 2000 its lower end was 5.9e-5, so a true 4e-5
 * (one game in 2000 wins with probability 7.7%) fell outside it 7.7% of the
 * time. Checked at one win in 40 games (a tanki, 3 tiles of 123) and at
 * one loss in 40 (a thirteen-sided wait, 39 winning tiles of a wall of 40).
 */
static void simulation_rare_events(void)
{
    static const uint8_t tanki[K] = {1, 1, 1, 0, 0, 0, 0, 0, 0, /* 123m */
                                     0, 0, 0, 1, 1, 1, 0, 0, 0, /* 456p */
                                     0, 0, 0, 0, 0, 0, 1, 1, 1, /* 789s */
                                     3, 1, 0, 0, 0, 0, 0};      /* 111z 2z */
    uint8_t orphans[K] = {0}, wall[K] = {0};
    const unsigned N = 40;
    const unsigned o[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    ludic_riichi_draw_simulation sim;
    int seen = 0;
    for (uint64_t seed = 1; seed <= 400 && !seen; seed++) {
        CHECK(ludic_riichi_simulate_draws(tanki, NULL, 1, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, N, seed, NULL, 0, &sim,
                                          &err) == LUDIC_OK);
        if (lround(sim.win[0] * N) == 1) {
            seen = 1;
            CHECK(1.0 - binomial_cdf(0, N, sim.win_low[0]) <= 0.005 + 1e-9);
        }
    }
    CHECK(seen);
    for (unsigned i = 0; i < 13; i++) {
        orphans[o[i]] = 1;
        wall[o[i]] = 3;
    }
    wall[4] = 1; /* 5m: the one draw that does not win */
    seen = 0;
    for (uint64_t seed = 1; seed <= 400 && !seen; seed++) {
        CHECK(ludic_riichi_simulate_draws(orphans, wall, 1, LUDIC_RIICHI_POLICY_PROGRESS,
                                          LUDIC_RIICHI_WALL_REAL, N, seed, NULL, 0, &sim,
                                          &err) == LUDIC_OK);
        if (lround(sim.win[0] * N) == (long)N - 1) {
            seen = 1;
            CHECK(binomial_cdf(N - 1, N, sim.win_high[0]) <= 0.005 + 1e-9);
        }
    }
    CHECK(seen);
}

/* ---- 2. the advice is the policy ---- */

static void advice_is_the_policy(ludic_rng *rng, const uint8_t *h, const uint8_t *w,
                                 unsigned flags)
{
    const unsigned T = 1 + (unsigned)ludic_rng_below(rng, 6);
    ludic_riichi_policy policy = (ludic_riichi_policy)ludic_rng_below(rng, 2);
    ludic_riichi_draw_advice adv;
    ludic_riichi_draw_odds odds;
    unsigned wall = 0;
    ludic_riichi_shanten sh;
    CHECK(ludic_riichi_compute_shanten(h, flags, &sh, &err) == LUDIC_OK);
    if (sh.min > 0) /* exchanges of 1- and 2-shanten hands cost seconds: the small walls test them */
        policy = LUDIC_RIICHI_POLICY_PROGRESS;
    CHECK(ludic_riichi_compute_draw_advice(h, w, T, policy, NULL, flags, &adv, &err) == LUDIC_OK);
    CHECK(ludic_riichi_compute_draw_odds(h, w, T, policy, NULL, flags, &odds, &err) == LUDIC_OK);
    CHECK(fabs(adv.win - odds.win[T - 1]) <= 1e-12);
    CHECK(adv.shanten == odds.shanten && adv.wall == odds.wall && adv.draws == T);
    for (unsigned r = 0; r < adv.count; r++) {
        const ludic_riichi_draw_choice *c = &adv.row[r];
        uint8_t next[K], nw[K];
        ludic_riichi_draw_odds after;
        CHECK(c->copies == w[c->draw] && c->copies > 0);
        wall += c->copies;
        memcpy(next, h, K);
        next[c->draw]++;
        CHECK(c->complete == is_complete(next));
        if (c->complete) {
            CHECK(c->win == 1.0);
            continue;
        }
        CHECK(c->win >= c->keep && c->options >= 1 && next[c->discard] > 0);
        if (T == 1) {
            CHECK(c->win == 0.0 && c->discard == c->draw);
            continue;
        }
        if (r % 4 != 0) /* a quarter of the rows, checked on their own */
            continue;
        next[c->discard]--;
        for (unsigned k = 0; k < K; k++) /* the replace wall of the hand it leads to */
            nw[k] = (uint8_t)(w[k] + h[k] - next[k]);
        CHECK(ludic_riichi_compute_draw_odds(next, nw, T - 1, policy, NULL, flags, &after,
                                             &err) == LUDIC_OK);
        CHECK(fabs(after.win[T - 2] - c->win) <= 1e-12);
        CHECK(after.shanten == c->shanten);
    }
    CHECK(wall == adv.wall);
}

/* ---- 3. the invariants ---- */

/*
 * The lower end of Wilson's interval at z = 5.5 standard deviations. Where
 * the bound is tight (1-shanten within 2 draws: the policy reaches it) the
 * library's 99% intervals, checked a thousand times, would lie above it now
 * and then by chance (with 300 games, 4 wins where the bound gives 1.2
 * expected; 2 x 10^6 games of that hand land under it); at 5.5 deviations a
 * false failure has odds about 10^-8 per check.
 */
static double wilson_low(double p, double n)
{
    const double z = 5.5, z2 = z * z;
    return (p + z2 / (2 * n) - z * sqrt(p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n);
}

static void monotone(const double *v, unsigned T)
{
    for (unsigned t = 0; t < T; t++) {
        CHECK(v[t] >= 0.0 && v[t] <= 1.0 && !isnan(v[t]));
        if (t)
            CHECK(v[t] >= v[t - 1]);
    }
}

static void invariants(unsigned hands)
{
    ludic_rng rng;
    ludic_rng_seed(&rng, 2026);
    for (unsigned i = 0; i < hands; i++) {
        const unsigned melds = (unsigned)ludic_rng_below(&rng, 4);
        const unsigned flags = ludic_rng_below(&rng, 5) == 0 ? LUDIC_RIICHI_SANMA : 0u;
        const unsigned T = 1 + (unsigned)ludic_rng_below(&rng, 18);
        uint8_t h[K], w[K], h14[K], w14[K];
        ludic_riichi_draw_odds odds;
        ludic_riichi_draw_discards dd;
        unsigned W = 0, winning = 0, x;
        CHECK_ITERATION(i);
        do
            near_hand(&rng, melds, (unsigned)ludic_rng_below(&rng, 3), h);
        while (flags && !sanma_ok(h));
        for (unsigned k = 0; k < K; k++) { /* the set less the hand, some tiles visible */
            w[k] = (uint8_t)((flags && k >= 1 && k <= 7) ? 0 : 4 - h[k]);
            if (w[k] && ludic_rng_below(&rng, 6) == 0)
                w[k] = (uint8_t)ludic_rng_below(&rng, w[k] + 1u);
        }
        if (i % 50 == 7) { /* karaten: every winning tile out of the wall */
            for (unsigned k = 0; k < K; k++) {
                h[k]++;
                if (h[k] <= 4 && is_complete(h))
                    w[k] = 0;
                h[k]--;
            }
        }
        for (unsigned k = 0; k < K; k++) {
            W += w[k];
            h[k]++;
            if (w[k] && is_complete(h))
                winning += w[k];
            h[k]--;
        }
        CHECK(ludic_riichi_compute_draw_odds(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS, NULL, flags,
                                             &odds, &err) == LUDIC_OK);
        monotone(odds.win, T);
        monotone(odds.tenpai, T);
        for (unsigned t = 0; t < T; t++)
            CHECK(odds.tenpai[t] >= odds.win[t]);
        CHECK(odds.wall == W);
        if (odds.shanten == 0)
            CHECK(odds.win[0] == (W ? (double)winning / W : 0.0));
        if (i % 50 == 7 && odds.shanten == 0)
            CHECK(odds.win[T - 1] == 0.0 || winning > 0);
        if (i % 50 == 7 && odds.shanten == 0 && winning == 0)
            for (unsigned t = 0; t < T; t++)
                CHECK(odds.win[t] == 0.0);
        if (i % 8 == 0)
            advice_is_the_policy(&rng, h, w, flags);
        /* 14 tiles: draw one from the wall; the value is the best discard's */
        if (W > 0 && i % 2 == 0) {
            x = (unsigned)ludic_rng_below(&rng, W);
            memcpy(h14, h, K);
            memcpy(w14, w, K);
            for (unsigned k = 0; k < K; k++) {
                if (x < w[k]) {
                    h14[k]++;
                    w14[k]--;
                    break;
                }
                x -= w[k];
            }
            CHECK(ludic_riichi_compute_draw_discards(h14, w14, T, LUDIC_RIICHI_POLICY_PROGRESS,
                                                     NULL, flags, &dd, &err) == LUDIC_OK);
            for (unsigned r = 0; r < dd.count; r++) {
                monotone(dd.row[r].odds.win, T);
                /* best first; values within a relative 1e-12 are ties (riichi.h), by kind */
                CHECK(dd.row[0].odds.win[T - 1] >= dd.row[r].odds.win[T - 1] * (1.0 - 1e-12));
            }
            { /* one row again on its own: the 13 left, the discard back in the wall */
                const unsigned r = (unsigned)ludic_rng_below(&rng, dd.count);
                const unsigned k = dd.row[r].kind;
                h14[k]--;
                w14[k]++;
                CHECK(ludic_riichi_compute_draw_odds(h14, w14, T, LUDIC_RIICHI_POLICY_PROGRESS,
                                                     NULL, flags, &odds, &err) == LUDIC_OK);
                for (unsigned t = 0; t < T; t++)
                    CHECK(fabs(odds.win[t] - dd.row[r].odds.win[t]) <= 1e-12);
            }
        }
        /* the real wall: the simulation stays under the ZJOI bound */
        if (melds == 0 && i % 10 == 3) {
            ludic_riichi_draw_simulation sim;
            CHECK(ludic_riichi_simulate_draws(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS,
                                              LUDIC_RIICHI_WALL_REAL, 300, i, NULL, flags, &sim,
                                              &err) == LUDIC_OK);
            CHECK(sim.bounded);
            monotone(sim.win, T);
            monotone(sim.bound, T);
            for (unsigned t = 0; t < T; t++) {
                CHECK(sim.win_low[t] <= sim.win[t] && sim.win[t] <= sim.win_high[t]);
                CHECK(wilson_low(sim.win[t], 300) <= sim.bound[t] + 1e-12);
            }
        }
    }
}

int main(int argc, char **argv)
{
    const unsigned hands = argc > 1 ? (unsigned)atoi(argv[1]) : 300;
    if (argc <= 1) { /* the slow run does the invariants only */
        real_wall_small();
        simulation_full_wall();
        simulation_rare_events();
    }
    invariants(hands);
    return check_exit_code();
}
