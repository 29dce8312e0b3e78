/*
 * test_riichi_draw_roots.c: a discard's figures do not depend on the other
 * discards. ludic_riichi_compute_draw_discards searches every discard's
 * hand in one search (its roots); each row must be the same bits as its 13
 * tiles asked alone (ludic_riichi_compute_draw_odds: one root), as
 * docs/riichi.md promises. Checked on every row of seeded 14-tile hands of
 * 1 to 4 shanten with melds, visible tiles, sanma and short T (sanma hands
 * once differed in their last bits: the forward pass merged a 2-shanten
 * hand's draws into pools by a rule that read the hand's level, which
 * depends on the other roots). And a memory cap: every cap from too small
 * to enough either answers or fails with LUDIC_E_MEMORY (a failure at a
 * later discard once read past a row's figures). Usage: test [HANDS]
 * (default 40).
 */
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_util.h"

static ludic_error err;

/* A seeded 14 - 3m tile hand of 1 to 4 shanten and its wall (some tiles visible). */
static void deal(ludic_rng *rng, unsigned i, uint8_t *h, uint8_t *w, unsigned *flags)
{
    const unsigned melds = i % 5 == 4 ? 1u : 0u;
    ludic_riichi_shanten sh;
    *flags = i % 3 == 2 ? LUDIC_RIICHI_SANMA : 0u;
    do {
        near_hand(rng, melds, 1 + (unsigned)ludic_rng_below(rng, 5), h); /* 13 - 3m tiles */
        for (unsigned k = 0; k < K; k++) {
            w[k] = (uint8_t)((*flags && k >= 1 && k <= 7) ? 0 : 4 - h[k]);
            if (w[k] && i % 4 == 1 && ludic_rng_below(rng, 8) == 0)
                w[k] = (uint8_t)ludic_rng_below(rng, w[k] + 1u); /* visible elsewhere */
        }
        unsigned k; /* the drawn tile */
        do
            k = (unsigned)ludic_rng_below(rng, K);
        while (w[k] == 0);
        h[k]++;
        w[k]--;
        ludic_riichi_compute_shanten_raw(h, *flags, &sh);
    } while (sh.min < 1 || sh.min > 4 || (*flags && !sanma_ok(h)));
}

static void rows_alone(unsigned hands)
{
    ludic_rng rng;
    unsigned rows = 0;
    CHECK_SEED(2026);
    ludic_rng_seed(&rng, 2026);
    for (unsigned i = 0; i < hands; i++) {
        uint8_t h[K], w[K];
        unsigned flags;
        const unsigned T = i % 4 == 3 ? 2 + (unsigned)ludic_rng_below(&rng, 8) : 18u;
        ludic_riichi_draw_discards d;
        CHECK_ITERATION(i);
        deal(&rng, i, h, w, &flags);
        CHECK(!is_complete(h)); /* (1 shanten or more: the rules' check agrees) */
        CHECK(ludic_riichi_compute_draw_discards(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                                 flags, &d, &err) == LUDIC_OK);
        for (unsigned r = 0; r < d.count; r++) {
            const unsigned x = d.row[r].kind;
            ludic_riichi_draw_odds o;
            h[x]--; /* back into the wall */
            w[x]++;
            CHECK(ludic_riichi_compute_draw_odds(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                                 flags, &o, &err) == LUDIC_OK);
            h[x]++;
            w[x]--;
            CHECK(memcmp(o.win, d.row[r].odds.win, T * sizeof(double)) == 0);
            CHECK(memcmp(o.tenpai, d.row[r].odds.tenpai, T * sizeof(double)) == 0);
            CHECK(o.shanten == d.row[r].odds.shanten);
            rows++;
        }
    }
    CHECK_ITERATION_DONE();
    CHECK(rows >= 4 * hands); /* (each row of each hand asked) */
}

/* 3-shanten: 4m4m5m 1p2p3p5p9p9p 4s6s9s 5z6z (20,940 hands, docs/riichi.md). */
static const char benchmark_hand[] = "4m4m5m1p2p3p5p9p9p4s6s9s5z6z";

static void memory_caps(void)
{
    ludic_riichi_tiles hand;
    ludic_riichi_draw_discards d;
    uint64_t lo = 1024, hi = (uint64_t)1 << 30; /* fails at lo, answers at hi */
    unsigned failed = 0;
    CHECK(ludic_riichi_parse_tiles(benchmark_hand, strlen(benchmark_hand), 0, &hand, &err) ==
          LUDIC_OK);
    while (hi - lo > 1024) { /* the least cap that answers, to 1 KB */
        const uint64_t mid = lo + (hi - lo) / 2;
        const ludic_limits cap = {mid, 1, NULL, NULL};
        const ludic_status status = ludic_riichi_compute_draw_discards(
            hand.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &cap, 0, &d, &err);
        CHECK(status == LUDIC_OK || status == LUDIC_E_MEMORY);
        if (status == LUDIC_OK) {
            CHECK(d.count == 12 && d.hands == 20940);
            hi = mid;
        } else {
            CHECK(strstr(err.message, "memory cap") != NULL);
            failed++;
            lo = mid;
        }
    }
    CHECK(failed > 0 && hi < ((uint64_t)1 << 30));
}

int main(int argc, char **argv)
{
    const unsigned hands = argc > 1 ? (unsigned)atoi(argv[1]) : 40u;
    rows_alone(hands);
    memory_caps();
    return check_exit_code();
}
