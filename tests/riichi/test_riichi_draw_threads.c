/*
 * test_riichi_draw_threads.c: every discard of a 14-tile hand on two threads
 * (src/riichi/riichi_draw_split.c) gives what one thread gives, bit for
 * bit: each row's figures, the rows' order and the hands searched (and a
 * row is the same bits as its 13 tiles asked alone), on
 * seeded hands of 3 and 4 shanten (the split's domain) with melds,
 * visible tiles, sanma and short T; a memory cap that fits one search but
 * not two halves still answers (the split falls back to one search) and a
 * cap too small for one search fails the same way on both; a cancel from
 * the progress callback stops both threads, and the callback is only ever
 * called from the calling thread. Usage: test [HANDS] (default 60).
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_util.h"

static ludic_error err;

/* The figures of one thread and of two: 0 when both failed alike, 1 when both answered. */
static int same_answer(const uint8_t *h, const uint8_t *w, unsigned T, unsigned flags,
                       uint64_t cap, ludic_status *status)
{
    ludic_limits one = {cap, 1, NULL, NULL}, two = {cap, 2, NULL, NULL};
    ludic_riichi_draw_discards a, b;
    const ludic_status sa =
        ludic_riichi_compute_draw_discards(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS, &one, flags, &a,
                                           &err);
    const ludic_status sb =
        ludic_riichi_compute_draw_discards(h, w, T, LUDIC_RIICHI_POLICY_PROGRESS, &two, flags, &b,
                                           &err);
    CHECK(sa == sb);
    *status = sa;
    if (sa != LUDIC_OK || sb != LUDIC_OK)
        return 0;
    CHECK(a.count == b.count);
    CHECK(a.hands == b.hands);
    CHECK(a.shanten == b.shanten);
    for (unsigned r = 0; r < a.count && r < b.count; r++) {
        CHECK(a.row[r].kind == b.row[r].kind);
        CHECK(memcmp(a.row[r].odds.win, b.row[r].odds.win, T * sizeof(double)) == 0);
        CHECK(memcmp(a.row[r].odds.tenpai, b.row[r].odds.tenpai, T * sizeof(double)) == 0);
        CHECK(a.row[r].odds.shanten == b.row[r].odds.shanten);
        CHECK(a.row[r].odds.wall == b.row[r].odds.wall);
        CHECK(a.row[r].odds.hands == b.row[r].odds.hands && b.row[r].odds.hands == b.hands);
    }
    { /* and a row's 13 tiles asked alone (one search of one root): the same bits */
        const unsigned r = (unsigned)(a.hands % a.count), x = a.row[r].kind;
        uint8_t h13[K], w13[K];
        ludic_riichi_draw_odds o;
        memcpy(h13, h, K);
        h13[x]--;
        if (w) {
            memcpy(w13, w, K);
            w13[x]++;
        }
        CHECK(ludic_riichi_compute_draw_odds(h13, w ? w13 : NULL, T,
                                             LUDIC_RIICHI_POLICY_PROGRESS, &one, flags, &o,
                                             &err) == LUDIC_OK);
        CHECK(memcmp(o.win, a.row[r].odds.win, T * sizeof(double)) == 0);
        CHECK(memcmp(o.tenpai, a.row[r].odds.tenpai, T * sizeof(double)) == 0);
    }
    return 1;
}

static int sanma_ok(const uint8_t *h)
{
    for (unsigned k = 1; k <= 7; k++)
        if (h[k])
            return 0;
    return 1;
}

/* A seeded 14 - 3m tile hand of 3 or 4 shanten and its wall (some tiles visible). */
static unsigned deal(ludic_rng *rng, unsigned i, uint8_t *h, uint8_t *w, unsigned *flags)
{
    const unsigned melds = i % 5 == 4 ? 1u : 0u;
    ludic_riichi_shanten sh;
    *flags = i % 7 == 6 ? LUDIC_RIICHI_SANMA : 0u;
    do {
        near_hand(rng, melds, 3 + (unsigned)ludic_rng_below(rng, 3), h); /* 13 - 3m tiles */
        for (unsigned k = 0; k < K; k++) {
            w[k] = (uint8_t)((*flags && k >= 1 && k <= 7) ? 0 : 4 - h[k]);
            if (w[k] && i % 3 == 1 && ludic_rng_below(rng, 8) == 0)
                w[k] = (uint8_t)ludic_rng_below(rng, w[k] + 1u); /* visible elsewhere */
        }
        unsigned k; /* the drawn tile */
        do
            k = (unsigned)ludic_rng_below(rng, K);
        while (w[k] == 0);
        h[k]++;
        w[k]--;
        ludic_riichi_compute_shanten_raw(h, *flags, &sh);
    } while (sh.min < 3 || sh.min > 4 || (*flags && !sanma_ok(h)));
    return melds;
}

static void random_hands(unsigned hands)
{
    ludic_rng rng;
    unsigned answered = 0;
    CHECK_SEED(2026);
    ludic_rng_seed(&rng, 2026);
    for (unsigned i = 0; i < hands; i++) {
        uint8_t h[K], w[K];
        unsigned flags;
        ludic_status status;
        const unsigned T = i % 4 == 3 ? 2 + (unsigned)ludic_rng_below(&rng, 8) : 18u;
        CHECK_ITERATION(i);
        deal(&rng, i, h, w, &flags);
        CHECK(!is_complete(h)); /* (3 shanten or more: the rules' check agrees) */
        answered += (unsigned)same_answer(h, w, T, flags, 0, &status);
        CHECK(status == LUDIC_OK);
    }
    CHECK_ITERATION_DONE();
    CHECK(answered == hands);
}

/* The least cap (to 1 KB) under which one search of the 14 tiles h answers. */
static uint64_t least_cap(const uint8_t *h)
{
    uint64_t lo = 1024, hi = (uint64_t)1 << 30; /* fails at lo, answers at hi */
    while (hi - lo > 1024) {
        const uint64_t mid = lo + (hi - lo) / 2;
        ludic_limits one = {mid, 1, NULL, NULL};
        ludic_riichi_draw_discards d;
        if (ludic_riichi_compute_draw_discards(h, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &one, 0,
                                               &d, &err) == LUDIC_OK)
            hi = mid;
        else
            lo = mid;
    }
    return hi;
}

/* 3-shanten: 4m4m5m 1p2p3p5p9p9p 4s6s9s 5z6z (20,940 hands, docs/riichi.md). */
static const char benchmark_hand[] = "4m4m5m1p2p3p5p9p9p4s6s9s5z6z";

static void hand_of(const char *text, uint8_t *h)
{
    ludic_riichi_tiles hand;
    CHECK(ludic_riichi_parse_tiles(text, strlen(text), 0, &hand, &err) == LUDIC_OK);
    memcpy(h, hand.counts, K);
}

static void memory_caps(void)
{
    uint8_t h[K];
    uint64_t cap;
    ludic_status status;
    hand_of(benchmark_hand, h);
    cap = least_cap(h);
    /* one search fits; two halves of the cap do not (the split falls back) */
    CHECK(same_answer(h, NULL, 18, 0, cap, &status) == 1);
    CHECK(status == LUDIC_OK);
    /* too small for one search: the same failure */
    CHECK(same_answer(h, NULL, 18, 0, cap - 2048, &status) == 0);
    CHECK(status == LUDIC_E_MEMORY);
}

typedef struct watch {
    pthread_t caller;
    unsigned calls, elsewhere, stop_at;
    uint64_t last;
} watch;

static int progress(void *ctx, uint64_t done, uint64_t total)
{
    watch *w = ctx;
    (void)total;
    w->calls++;
    w->elsewhere += !pthread_equal(pthread_self(), w->caller);
    w->last = done;
    return w->stop_at && w->calls >= w->stop_at;
}

static void progress_and_cancel(void)
{
    uint8_t h[K];
    ludic_riichi_draw_discards d;
    watch seen = {pthread_self(), 0, 0, 0, 0}, cancel = {pthread_self(), 0, 0, 1, 0};
    ludic_limits two = {0, 2, progress, &seen};
    hand_of(benchmark_hand, h);
    CHECK(ludic_riichi_compute_draw_discards(h, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &two, 0,
                                             &d, &err) == LUDIC_OK);
    CHECK(seen.calls > 0 && seen.elsewhere == 0);
    CHECK(d.hands == 20940);
    two.progress_ctx = &cancel;
    CHECK(ludic_riichi_compute_draw_discards(h, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &two, 0,
                                             &d, &err) == LUDIC_E_CANCELLED);
    CHECK(cancel.calls == 1 && cancel.elsewhere == 0);
    CHECK(strstr(err.message, "cancelled") != NULL);
}

int main(int argc, char **argv)
{
    const unsigned hands = argc > 1 ? (unsigned)atoi(argv[1]) : 60u;
    random_hands(hands);
    memory_caps();
    progress_and_cancel();
    return check_exit_code();
}
