/*
 * test_riichi_draw_fast.c: the draw game's search (src/riichi/
 * riichi_draw_search.c, rewritten for speed) against the search as first
 * written (riichi_draw_reference.h: a lazy recursion over (hand, draws
 * left), no pruning beyond shanten > draws left). On seeded hands (near a
 * complete one, with 0 to 2 melds, up to 3 shanten, random visible tiles,
 * and hands dealt from the full wall), T = 1..18 for PROGRESS, shorter for the wider classes:
 * every row of ludic_riichi_compute_draw_discards and the figures of
 * ludic_riichi_compute_draw_odds must equal the reference's within 1e-12
 * (win and tenpai, every t). The reference shares no code with the fast
 * search except the shanten, itself tested against a brute force.
 * Seeded: LUDIC_TEST_SEED (printed on failure).
 */
#include <stdlib.h>

#include "riichi/riichi_draw_int.h"
#include "riichi/riichi_draw_sym_int.h"
#include "riichi/riichi_int.h"
#include "riichi/riichi_incr_int.h"
#include "riichi/riichi_lanes_int.h"
#include "riichi/riichi_mask_int.h"
#include "riichi_draw_reference.h"
#include "riichi_draw_util.h"

static unsigned compared_rows;

/* One 14 - 3c tile hand h with wall w (h + w <= 4), T draws, class p. */
static void compare(const uint8_t *h, const uint8_t *w, unsigned t, unsigned p, unsigned flags,
                    uint64_t seed, unsigned index)
{
    static ludic_riichi_draw_odds want[K];
    static ludic_riichi_draw_discards got;
    uint8_t base[K], h13[K];
    ludic_error err;
    const int before = check_failures;
    unsigned distinct = 0;
    for (unsigned k = 0; k < K; k++) {
        base[k] = (uint8_t)(w[k] + h[k]);
        distinct += h[k] > 0;
    }
    CHECK(ref_draw_discards(h, base, t, p, flags, want) == 0);
    if (ludic_riichi_compute_draw_discards(h, w, t, (ludic_riichi_policy)p, NULL, flags, &got,
                                           &err) !=
        LUDIC_OK) {
        fprintf(stderr, "compute_draw_discards: %s\n", err.message);
        check_failures++;
        return;
    }
    CHECK(got.count == distinct);
    for (unsigned r = 0; r < got.count; r++) {
        const ludic_riichi_draw_odds *g = &got.row[r].odds, *e = &want[got.row[r].kind];
        CHECK(h[got.row[r].kind] > 0);
        CHECK(g->shanten == e->shanten && g->draws == t);
        for (unsigned d = 0; d < t; d++) {
            CHECK_CLOSE(g->win[d], e->win[d], 1e-12);
            CHECK_CLOSE(g->tenpai[d], e->tenpai[d], 1e-12);
        }
        if (g->shanten == 0) { /* tenpai: win[0] = winning tiles / W, counted by the rules */
            uint8_t c[K];
            unsigned wins = 0, wall = 0;
            memcpy(c, h, K);
            c[got.row[r].kind]--;
            for (unsigned k = 0; k < K; k++) {
                wall += (unsigned)(base[k] - c[k]);
                if (base[k] > c[k]) {
                    c[k]++;
                    wins += is_complete(c) ? (unsigned)(base[k] - c[k] + 1) : 0u;
                    c[k]--;
                }
            }
            CHECK(g->win[0] == (double)wins / (double)wall);
        }
        compared_rows++;
    }
    /* the 13 - 3c tiles after discarding the first row's kind, through draw_odds */
    if (got.count > 0) {
        ludic_riichi_draw_odds o;
        uint8_t w13[K];
        const unsigned x = got.row[0].kind;
        memcpy(h13, h, K);
        memcpy(w13, w, K);
        h13[x]--;
        w13[x]++;
        CHECK(ludic_riichi_compute_draw_odds(h13, w13, t, (ludic_riichi_policy)p, NULL, flags, &o,
                                             &err) == LUDIC_OK);
        for (unsigned d = 0; d < t; d++) {
            CHECK_CLOSE(o.win[d], want[x].win[d], 1e-12);
            CHECK_CLOSE(o.tenpai[d], want[x].tenpai[d], 1e-12);
        }
    }
    if (check_failures != before)
        fprintf(stderr, "hand %u, T %u, class %u, flags %u (seed %" PRIu64 ")\n", index, t, p,
                flags, seed);
}

/* A 14 - 3m tile hand near a complete one, and a wall with some tiles visible. */
static void near_case(ludic_rng *rng, unsigned melds, unsigned swaps, uint8_t *h, uint8_t *w)
{
    unsigned k;
    near_hand(rng, melds, swaps, h);
    do
        k = (unsigned)ludic_rng_below(rng, K);
    while (h[k] == 4);
    h[k]++;
    for (k = 0; k < K; k++) {
        w[k] = (uint8_t)(4 - h[k]);
        if (w[k] > 0 && ludic_rng_below(rng, 4) == 0) /* a quarter of the kinds: some seen */
            w[k] = (uint8_t)(w[k] - 1 - ludic_rng_below(rng, w[k]));
    }
}

/* 14 tiles dealt from the 136-tile set, the rest the wall. */
static void dealt_case(ludic_rng *rng, uint8_t *h, uint8_t *w)
{
    uint8_t set[136];
    for (unsigned i = 0; i < 136; i++)
        set[i] = (uint8_t)(i / 4);
    memset(h, 0, K);
    for (unsigned i = 0; i < 14; i++) {
        const unsigned j = i + (unsigned)ludic_rng_below(rng, 136 - i);
        const uint8_t t = set[i];
        set[i] = set[j];
        set[j] = t;
        h[set[i]]++;
    }
    for (unsigned k = 0; k < K; k++)
        w[k] = (uint8_t)(4 - h[k]);
}

/* Every discard of the 14 tiles h, a root of search s (h is left as it was). */
static void add_discard_roots(ri_draw_search *s, uint8_t *h)
{
    for (unsigned x = 0; x < K; x++)
        if (h[x]) {
            h[x]--;
            CHECK(ludic_ri_draw_find(s, h) != UINT32_MAX);
            h[x]++;
        }
}

#if RI_INCR
/*
 * The stepped test (ri_incr_step_at_most: one tile more or less, read from
 * the hand's parts) against the full shanten of the stepped hand, for a few
 * random kinds each way and every limit from -1 to 8.
 */
static void stepped_tests(ludic_rng *rng, uint8_t *h, unsigned n, const ri_incr *st)
{
    for (int step = -1; step <= 1; step += 2) {
        const unsigned m = (unsigned)((int)n + step);
        if (m % 3 == 0 || m > 14 || m == 0)
            continue;
        for (unsigned tries = 0; tries < 3; tries++) {
            const unsigned k = (unsigned)ludic_rng_below(rng, K);
            ludic_riichi_shanten full;
            if (step > 0 ? h[k] == 4 : h[k] == 0)
                continue;
            h[k] = (uint8_t)(h[k] + step);
            ludic_riichi_compute_shanten_raw(h, 0, &full);
            h[k] = (uint8_t)(h[k] - step);
            for (int limit = -1; limit <= 8; limit++) {
                ri_incr_parts parts;
                ri_incr_parts_init(&parts, st, step, limit);
                CHECK(ri_incr_step_at_most(st, &parts, k, h[k], step, limit) ==
                      (full.min <= limit));
            }
        }
    }
}
#endif

#if RI_MASK
/*
 * The masks of every draw and every discard at once (riichi_mask_int.h)
 * against the full shanten of each stepped hand, every limit from -1 to 8,
 * through the caches (their entries are replaced on collisions).
 */
static void mask_tests(uint8_t *h, unsigned n, const ri_incr *st, ri_mask_cache *cache)
{
    for (int step = -1; step <= 1; step += 2) {
        const unsigned m = (unsigned)((int)n + step);
        int sh[K];
        uint64_t can = 0;
        if (m % 3 == 0 || m > 14 || m == 0)
            continue;
        for (unsigned k = 0; k < K; k++) {
            ludic_riichi_shanten full;
            sh[k] = 99;
            if (step > 0 ? h[k] == 4 : h[k] == 0)
                continue;
            can |= (uint64_t)1 << k;
            h[k] = (uint8_t)(h[k] + step);
            ludic_riichi_compute_shanten_raw(h, 0, &full);
            h[k] = (uint8_t)(h[k] - step);
            sh[k] = full.min;
        }
        for (int limit = -1; limit <= 8; limit++) {
            uint64_t key[2] = {0, 0}, got;
            for (unsigned j = 0; j < K; j++)
                key[j >= 21] |= (uint64_t)h[j] << (3 * (j < 21 ? j : j - 21));
            got = ri_mask_steps(st, cache, key, step, limit, can);
            uint64_t want = 0;
            for (unsigned k = 0; k < K; k++)
                want |= (uint64_t)(sh[k] <= limit) << k;
            CHECK(got == want);
        }
    }
}
#endif

/*
 * The incremental shanten (riichi_incr_int.h) against the full one: random
 * walks of single-tile steps (add a kind below 4, remove a kind held)
 * between 1 and 14 tiles (checked at the sizes n % 3 != 0), from the empty hand, with an independently
 * initialised state checked at every step too; every fifth step, the masks
 * of riichi_mask_int.h.
 */
static void incremental_shanten(ludic_rng *rng)
{
#if RI_INCR
    ri_mask_cache *cache = calloc(1, sizeof *cache);
    CHECK(cache != NULL);
    for (unsigned walk = 0; walk < 200; walk++) {
        uint8_t h[K] = {0};
        ri_incr st;
        unsigned n = 0;
        ri_incr_init(&st, h);
        for (unsigned step = 0; step < 500; step++) {
            const int add = n < 2 || (n < 14 && ludic_rng_below(rng, 2));
            unsigned k;
            ludic_riichi_shanten full;
            ri_incr fresh;
            do /* one walk in 8 in one suit, one in 8 in the honours: the families
                  that take the whole hand from one group */
                k = walk % 8 == 7   ? (unsigned)ludic_rng_below(rng, 9)
                    : walk % 8 == 6 ? RI_HONOURS + (unsigned)ludic_rng_below(rng, 7)
                                    : (unsigned)ludic_rng_below(rng, K);
            while (add ? h[k] == 4 : h[k] == 0);
            if (add) {
                ri_incr_add(&st, k, h[k]);
                h[k]++, n++;
            } else {
                ri_incr_remove(&st, k, h[k]);
                h[k]--, n--;
            }
            stepped_tests(rng, h, n, &st);
#if RI_MASK
            if (step % 5 == 0)
                mask_tests(h, n, &st, cache);
#endif
            {   /* the state and the masks read from the packed key (riichi_lanes_int.h) */
                uint64_t key[2] = {0, 0}, want = 0;
                ri_incr from_key;
                for (unsigned j = 0; j < K; j++) {
                    key[j >= 21] |= (uint64_t)h[j] << (3 * (j < 21 ? j : j - 21));
                    want |= (uint64_t)(h[j] > 0) << j;
                }
                memset(&from_key, 0, sizeof from_key);
                ri_incr_init_key(&from_key, key);
                ri_incr_init(&fresh, h);
                CHECK(memcmp(&from_key, &fresh, sizeof fresh) == 0);
                CHECK(ri_lanes_held(key[0], key[1]) == want);
                /* the same state from the key and the counts kept in a record */
                memset(&from_key, 0, sizeof from_key);
                ri_incr_init_packed(&from_key, key, ri_incr_pack_counts(&fresh));
                CHECK(memcmp(&from_key, &fresh, sizeof fresh) == 0);
                if (n > 0) { /* and those of the hand less one tile, from the hand's */
                    unsigned x;
                    do
                        x = (unsigned)ludic_rng_below(rng, K);
                    while (h[x] == 0);
                    {
                        const uint32_t less = ri_incr_remove_counts(&fresh, x, h[x]);
                        h[x]--;
                        ri_incr_init(&fresh, h);
                        h[x]++;
                        CHECK(less == ri_incr_pack_counts(&fresh));
                    }
                }
            }
            if (n % 3 == 0) /* not a hand size: the shanten is not defined */
                continue;
            ludic_riichi_compute_shanten_raw(h, 0, &full);
            ri_incr_init(&fresh, h);
            CHECK(ri_incr_shanten(&st) == full.min);
            CHECK(ri_incr_shanten(&fresh) == full.min);
            for (int limit = -1; limit <= 8; limit++)
                CHECK(ri_incr_at_most(&st, limit) == (full.min <= limit));
        }
    }
    free(cache);
#else
    (void)rng;
#endif
}

/*
 * Every discard of `hand` (T = 18, PROGRESS) under caps from `from` to `to`
 * bytes (times `step`): each either fails with LUDIC_E_MEMORY and a message,
 * or gives the uncapped figures bit for bit; both happen (the sanitizer
 * build checks that nothing leaks on either path).
 */
static void caps_agree(const char *hand, uint64_t from, uint64_t to, unsigned step)
{
    static ludic_riichi_draw_discards full, capped;
    ludic_riichi_tiles t;
    ludic_limits lim;
    ludic_error err;
    unsigned failed = 0, passed = 0;
    CHECK(ludic_riichi_parse_tiles(hand, strlen(hand), 0, &t, NULL) == LUDIC_OK);
    CHECK(ludic_riichi_compute_draw_discards(t.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS,
                                             NULL, 0, &full, &err) == LUDIC_OK);
    memset(&lim, 0, sizeof lim);
    for (uint64_t cap = from; cap <= to; cap *= step) {
        ludic_status st;
        lim.max_memory = cap;
        st = ludic_riichi_compute_draw_discards(t.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS,
                                                &lim, 0, &capped, &err);
        CHECK(st == LUDIC_OK || st == LUDIC_E_MEMORY);
        if (st == LUDIC_E_MEMORY) {
            CHECK(strstr(err.message, "memory cap") != NULL);
            failed++;
            continue;
        }
        passed++;
        CHECK(capped.count == full.count);
        for (unsigned r = 0; r < full.count && r < capped.count; r++)
            CHECK(memcmp(capped.row[r].odds.win, full.row[r].odds.win,
                         sizeof full.row[r].odds.win) == 0 &&
                  memcmp(capped.row[r].odds.tenpai, full.row[r].odds.tenpai,
                         sizeof full.row[r].odds.tenpai) == 0);
    }
    CHECK(failed > 0 && passed > 0);
}

/* The memory cap on a 2-shanten hand's search, from 1 KB (too small) to 64 MB (enough). */
static void memory_cap(void)
{
    caps_agree("1234m46p2378s1227z", 1024, (uint64_t)64 << 20, 4);
}

/*
 * The memory cap on a search whose arrays outgrow the heap (riichi_draw_mem.c:
 * from 256 KB on they move to reserved ranges with huge pages and grow in
 * place): a 3-shanten hand under caps from 1 MB (too small: about 9 MB are
 * charged) to 32 MB (enough); where the build maps them (RI_DRAW_MMAP), the
 * uncapped search's big arrays did move.
 */
static void memory_cap_mapped(void)
{
    static const char *hand = "4m4m5m1p2p3p5p9p9p4s6s9s5z6z"; /* 3-shanten, 20,940 hands */
    ludic_riichi_tiles t;
    uint8_t base[K];
    ri_draw_search s;
    caps_agree(hand, (uint64_t)1 << 20, (uint64_t)32 << 20, 2);
    CHECK(ludic_riichi_parse_tiles(hand, strlen(hand), 0, &t, NULL) == LUDIC_OK);
    for (unsigned k = 0; k < K; k++)
        base[k] = 4;
    ludic_ri_draw_init(&s, base, 13, 18, 0, (uint64_t)1 << 32, 0);
    for (unsigned x = 0; x < K; x++)
        if (t.counts[x]) {
            t.counts[x]--;
            CHECK(ludic_ri_draw_find(&s, t.counts) != UINT32_MAX);
            t.counts[x]++;
        }
    CHECK(ludic_ri_draw_solve(&s) == 0);
    CHECK(s.count == 20940);
    if (RI_DRAW_MMAP)
        CHECK(s.rec_mem.base && s.drawn_mem.base && s.moves_mem.base && s.slot_mem.base);
    else
        CHECK(!s.rec_mem.base && !s.drawn_mem.base && !s.moves_mem.base && !s.slot_mem.base);
    /* mapped, the table took its whole huge page at once (47,632 keys: 131,072
       slots by doubling); on the heap it doubled */
    CHECK(s.slots == (RI_DRAW_MMAP ? 262144u : 131072u));
    ludic_ri_draw_clear(&s);
}

static int key_order(const void *a, const void *b)
{
    const uint64_t *x = a, *y = b;
    return x[1] != y[1] ? (x[1] < y[1] ? -1 : 1) : x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : 0;
}

/*
 * The hash table after its doublings (riichi_draw_search.c, rehash: in
 * place, only the old slots cleared in a reserved range): every hand's key
 * finds its own record, and no hand or drawn hand was added twice (a key
 * the table lost would be added again, which the values do not show).
 * Dealt hands, every discard a root, T = 12: tables of 1,024 to 65,536
 * slots on the heap (the builds that do not map), of 1,024 to 4,096 slots
 * or a whole huge page's 262,144 where they map.
 */
static void table_after_doublings(ludic_rng *rng)
{
    unsigned checked = 0;
    for (unsigned round = 0; round < 16; round++) {
        uint8_t h[K], w[K], base[K];
        ri_draw_search s;
        uint64_t (*keys)[2];
        size_t n = 0;
        dealt_case(rng, h, w);
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(h[k] + w[k]);
        ludic_ri_draw_init(&s, base, 13, 12, 0, (uint64_t)1 << 30, 0);
        add_discard_roots(&s, h);
        CHECK(ludic_ri_draw_solve(&s) == 0);
        keys = malloc((s.count + s.drawn_count + 1) * sizeof *keys);
        CHECK(keys != NULL);
        if (!keys)
            return;
        for (size_t i = 0, count = s.count; i < count; i++) {
            uint8_t c[K];
            for (unsigned k = 0; k < K; k++)
                c[k] = (uint8_t)(s.rec[i].key[k >= 21] >> (3 * (k < 21 ? k : k - 21)) & 7u);
            CHECK(ludic_ri_draw_find(&s, c) == i && s.count == count);
            keys[n][0] = s.rec[i].key[0];
            keys[n++][1] = s.rec[i].key[1];
        }
        for (size_t j = 0; j < s.drawn_count; j++) { /* tagged: never a hand's key */
            CHECK(s.drawn[j].keyed);
            keys[n][0] = s.drawn[j].key[0];
            keys[n++][1] = s.drawn[j].key[1];
        }
        qsort(keys, n, sizeof *keys, key_order);
        for (size_t i = 1; i < n; i++)
            CHECK(key_order(keys[i - 1], keys[i]) != 0);
        checked += (unsigned)n;
        free(keys);
        ludic_ri_draw_clear(&s);
    }
    CHECK(checked > 100000);
}

/* A progress callback that counts its calls, checks their order and stops at call `stop_at`. */
typedef struct counting {
    unsigned calls, stop_at; /* stop_at 0: never stop */
    uint64_t last;
    int ordered;
} counting;

static int count_call(void *ctx, uint64_t done, uint64_t total)
{
    counting *c = ctx;
    c->calls++;
    if (total != 0 || done < c->last) /* hands met so far: the total is never known */
        c->ordered = 0;
    c->last = done;
    return c->stop_at != 0 && c->calls >= c->stop_at;
}

/*
 * Progress and cancelling: the search reports the hands met (total 0) at
 * least once per shanten layer of values (E = 0: 0, 1 and 2 here), the
 * figures are those of a search without reports, and a callback that asks
 * to stop gets LUDIC_E_CANCELLED from the odds, the discard table and the
 * advice alike, with a message.
 */
static void progress_and_cancel(void)
{
    static const char *hand = "1234m46p2378s1227z"; /* 2-shanten, 14 tiles */
    static ludic_riichi_draw_discards full, reported;
    ludic_riichi_draw_advice adv;
    ludic_riichi_draw_odds odds;
    ludic_riichi_tiles t;
    ludic_limits lim;
    ludic_error err;
    counting c = {0, 0, 0, 1};
    uint8_t h13[K];
    CHECK(ludic_riichi_parse_tiles(hand, strlen(hand), 0, &t, NULL) == LUDIC_OK);
    CHECK(ludic_riichi_compute_draw_discards(t.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS,
                                             NULL, 0, &full, &err) == LUDIC_OK);
    memset(&lim, 0, sizeof lim);
    lim.progress = count_call;
    lim.progress_ctx = &c;
    CHECK(ludic_riichi_compute_draw_discards(t.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS,
                                             &lim, 0, &reported, &err) == LUDIC_OK);
    CHECK(c.calls >= 3 && c.ordered && c.last == reported.hands);
    CHECK(reported.count == full.count);
    for (unsigned r = 0; r < full.count && r < reported.count; r++)
        CHECK(memcmp(reported.row[r].odds.win, full.row[r].odds.win, sizeof full.row[r].odds.win) == 0);
    c = (counting){0, 3, 0, 1};
    CHECK(ludic_riichi_compute_draw_discards(t.counts, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS,
                                             &lim, 0, &reported, &err) == LUDIC_E_CANCELLED);
    CHECK(c.calls == 3 && strstr(err.message, "cancelled") != NULL);
    memcpy(h13, t.counts, K);
    h13[full.row[0].kind]--;
    c = (counting){0, 3, 0, 1};
    CHECK(ludic_riichi_compute_draw_odds(h13, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &lim, 0,
                                         &odds, &err) == LUDIC_E_CANCELLED);
    c = (counting){0, 3, 0, 1};
    CHECK(ludic_riichi_compute_draw_advice(h13, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, &lim, 0,
                                           &adv, &err) == LUDIC_E_CANCELLED);
    CHECK(c.calls == 3);
}

/*
 * The internal search asked as an adviser would ask it: one root, then the
 * value with T - 1 draws left of every hand h + k - x the root can reach in
 * one draw (found one by one after the first solve), each against the
 * reference search's value of the same hand (the hands already met reuse
 * the last solve's values, the new ones make the search solve again).
 */
static void interleaved(ludic_rng *rng)
{
    uint8_t h[K], w[K], base[K];
    ri_draw_search s;
    ref_draw_search r;
    const unsigned t = 6;
    uint32_t root, rroot;
    unsigned asked = 0;
    near_case(rng, 0, 2, h, w);
    for (unsigned k = 0; k < K; k++)
        base[k] = (uint8_t)(w[k] + h[k]);
    for (unsigned k = 0; k < K; k++) /* 14 -> 13 tiles: the first kind held back to the wall */
        if (h[k]) {
            h[k]--;
            break;
        }
    ludic_ri_draw_init(&s, base, 13, t, 0, (uint64_t)1 << 30, 0);
    ref_draw_init(&r, base, 13, t, 0, (uint64_t)1 << 30, 0);
    root = ludic_ri_draw_find(&s, h);
    rroot = ref_draw_find(&r, h);
    CHECK_CLOSE(ludic_ri_draw_value(&s, root, t), ref_draw_value(&r, rroot, t), 1e-12);
    for (unsigned k = 0; k < K; k++) {
        if (base[k] == h[k])
            continue;
        h[k]++;
        for (unsigned x = 0; x < K; x++) {
            uint32_t id, rid;
            if (x == k || h[x] == 0)
                continue;
            h[x]--;
            id = ludic_ri_draw_find(&s, h);
            rid = ref_draw_find(&r, h);
            CHECK(id != UINT32_MAX && rid != REF_NONE);
            CHECK_CLOSE(ludic_ri_draw_value(&s, id, t - 1), ref_draw_value(&r, rid, t - 1), 1e-12);
            asked++;
            h[x]++;
        }
        h[k]--;
    }
    CHECK(asked > 50);
    CHECK_CLOSE(ludic_ri_draw_value(&s, root, t), ref_draw_value(&r, rroot, t), 1e-12);
    ludic_ri_draw_clear(&s);
    ref_draw_clear(&r);
}

/*
 * A root's forward figures do not depend on the other roots of its search
 * (docs/riichi.md, the forward pass): the E = 0 pass walks the hands in an
 * order set by the root alone, and where it merges a hand's draws or pools
 * its mass (riichi_draw_values.c, merge_hand) it decides by (hand, d)
 * alone. A hand's level, and so its rows and what the values pass records
 * of its policy, do depend on the roots: here a dealt 13-tile root R, T =
 * 18, alone, then with 300 more roots two draws from it (R + k1 - x1 + k2
 * - x2 of no more shanten: their descendants' levels fall by up to two,
 * and rows where the policy changes come into view), added before it so
 * that every index differs too. R's figures: the same bits. A variant of
 * the pass that used a hand's merged list only when its policy was the
 * same at every row up to T - level - 1 (which depends on the roots)
 * failed 5 of the slow run's 30 hands (`roots 30`: main's arguments; the
 * unit run's 3 hands, at its end so that the cases above keep their
 * random stream, did not catch it).
 */
static void roots_apart(ludic_rng *rng, unsigned cases)
{
    unsigned merged = 0;
    for (unsigned c = 0; c < cases; c++) {
        uint8_t h[K], w[K], base[K], g[K];
        double wa[18], ta[18], wb[18], tb[18];
        ri_draw_search a, b;
        ludic_riichi_shanten sr;
        unsigned extra = 0;
        dealt_case(rng, h, w);
        for (unsigned k = 0; k < K; k++)
            base[k] = 4;
        for (unsigned k = 0; k < K; k++) /* 14 -> 13 tiles */
            if (h[k]) {
                h[k]--;
                break;
            }
        ludic_riichi_compute_shanten_raw(h, 0, &sr);
        ludic_ri_draw_init(&a, base, 13, 18, 0, (uint64_t)1 << 31, 0);
        ludic_ri_draw_init(&b, base, 13, 18, 0, (uint64_t)1 << 31, 0);
        CHECK(ludic_ri_draw_find(&a, h) != UINT32_MAX);
        while (extra < 300) {
            const unsigned k1 = (unsigned)ludic_rng_below(rng, K),
                           x1 = (unsigned)ludic_rng_below(rng, K),
                           k2 = (unsigned)ludic_rng_below(rng, K),
                           x2 = (unsigned)ludic_rng_below(rng, K);
            ludic_riichi_shanten sg;
            memcpy(g, h, K);
            if (g[k1] == 4 || x1 == k1 || g[x1] == 0)
                continue;
            g[k1]++;
            g[x1]--;
            if (g[k2] == 4 || x2 == k2 || g[x2] == 0)
                continue;
            g[k2]++;
            g[x2]--;
            ludic_riichi_compute_shanten_raw(g, 0, &sg);
            if (sg.min > sr.min)
                continue;
            CHECK(ludic_ri_draw_find(&b, g) != UINT32_MAX);
            extra++;
        }
        CHECK(ludic_ri_draw_find(&b, h) != UINT32_MAX);
        CHECK(ludic_ri_draw_forward(&a, ludic_ri_draw_find(&a, h), wa, ta) == 0);
        CHECK(ludic_ri_draw_forward(&b, ludic_ri_draw_find(&b, h), wb, tb) == 0);
        CHECK(memcmp(wa, wb, sizeof wa) == 0 && memcmp(ta, tb, sizeof ta) == 0);
        merged += b.merge != NULL;
        ludic_ri_draw_clear(&a);
        ludic_ri_draw_clear(&b);
    }
    CHECK(merged == cases); /* the merged pass ran */
}

/*
 * The E = 0 values by bands of rows, the values pass's way on layers whose
 * drawn hands' best rows would take over 16 MB (met from about 5-shanten
 * on): a search told to band from 64 bytes on (a row or two a band) gives
 * the same bits as one that does not, in every value of the roots and in
 * every figure of the forward passes. The one that does not band also
 * computes the rows once for hands of the same draws (share_rows in
 * riichi_draw_values.c), which banding does not: so this checks that
 * sharing too (and that it shares).
 */
static void banded(ludic_rng *rng)
{
    size_t shared_hands = 0;
    for (unsigned c = 0; c < 8; c++) {
        uint8_t h[K], w[K], base[K];
        ri_draw_search a, b;
        const unsigned t = 10 + c;
        unsigned roots = 0;
        ludic_riichi_shanten sh;
        do { /* dealt hands of 2 or 3-shanten: thousands of hands at these T */
            dealt_case(rng, h, w);
            ludic_riichi_compute_shanten_raw(h, 0, &sh);
        } while (sh.min < 2 || sh.min > 3);
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(w[k] + h[k]);
        ludic_ri_draw_init(&a, base, 13, t, 0, (uint64_t)1 << 30, 0);
        ludic_ri_draw_init(&b, base, 13, t, 0, (uint64_t)1 << 30, 0);
        b.band_bytes = 64;
        for (unsigned x = 0; x < K; x++) /* every discard of the 14 tiles: a root */
            if (h[x]) {
                h[x]--;
                CHECK(ludic_ri_draw_find(&a, h) == ludic_ri_draw_find(&b, h));
                h[x]++;
            }
        for (unsigned x = 0; x < K; x++) {
            double wa[LUDIC_RIICHI_MAX_DRAWS], ta[LUDIC_RIICHI_MAX_DRAWS];
            double wb[LUDIC_RIICHI_MAX_DRAWS], tb[LUDIC_RIICHI_MAX_DRAWS];
            uint32_t id;
            if (h[x] == 0)
                continue;
            h[x]--;
            id = ludic_ri_draw_find(&a, h);
            CHECK(ludic_ri_draw_forward(&a, id, wa, ta) == 0);
            CHECK(ludic_ri_draw_forward(&b, id, wb, tb) == 0);
            CHECK(memcmp(wa, wb, t * sizeof *wa) == 0 && memcmp(ta, tb, t * sizeof *ta) == 0);
            for (unsigned d = 0; d <= t; d++)
                CHECK(ludic_ri_draw_value(&a, id, d) == ludic_ri_draw_value(&b, id, d));
            h[x]++;
            roots++;
        }
        CHECK(roots > 0 && a.count == b.count && a.count > 200);
        { /* a shares rows between hands of the same draws (one band), b does not (bands) */
            uint32_t top = 0;
            unsigned char *seen;
            size_t twice = 0;
            for (size_t i = 0; i < a.count; i++)
                top = a.voff[i] > top ? a.voff[i] : top;
            seen = calloc((size_t)top + 1, 1);
            CHECK(seen != NULL);
            for (size_t i = 0; seen && i < a.count; i++)
                if (a.rec[i].shanten > 0 && a.rec[i].succ != UINT32_MAX &&
                    (int)t - a.rec[i].level - a.rec[i].shanten > 0) {
                    twice += seen[a.voff[i]];
                    seen[a.voff[i]] = 1;
                }
            shared_hands += twice;
            free(seen);
        }
        ludic_ri_draw_clear(&a);
        ludic_ri_draw_clear(&b);
    }
    CHECK(shared_hands > 1000);
}

/*
 * The honour symmetry (riichi_draw_sym_int.h): honour kinds with the same
 * count in the set less the visible tiles are interchangeable, so a hand
 * and the hand with such honours' counts permuted are one record (and its
 * value is the reference's value of the permuted hand); honours of
 * different such counts are not merged. Random 13-tile hands with 0 to 3
 * visible honour tiles.
 */
static void honour_symmetry(ludic_rng *rng)
{
    unsigned merged = 0, apart = 0;
    for (unsigned round = 0; round < 60; round++) {
        uint8_t h[K] = {0}, base[K], p[K], sigma[7];
        const unsigned visible = round % 4, t = 4;
        unsigned n = 0;
        ri_draw_search s;
        ref_draw_search r;
        uint32_t id, pid, rid;
        for (unsigned k = 0; k < K; k++)
            base[k] = 4;
        for (unsigned v = 0; v < visible; v++) {
            const unsigned k = RI_HONOURS + (unsigned)ludic_rng_below(rng, 7);
            if (base[k] > 1)
                base[k]--;
        }
        while (n < 13) { /* honours often, so that several are held alike */
            const unsigned k = ludic_rng_below(rng, 2)
                                   ? RI_HONOURS + (unsigned)ludic_rng_below(rng, 7)
                                   : (unsigned)ludic_rng_below(rng, K);
            if (h[k] < base[k])
                h[k]++, n++;
        }
        /* sigma: a random permutation of the honours within each base */
        for (unsigned i = 0; i < 7; i++)
            sigma[i] = (uint8_t)i;
        for (unsigned i = 0; i < 7; i++)
            for (unsigned j = i + 1; j < 7; j++)
                if (base[RI_HONOURS + i] == base[RI_HONOURS + j] && ludic_rng_below(rng, 2)) {
                    const uint8_t x = sigma[i];
                    sigma[i] = sigma[j];
                    sigma[j] = x;
                }
        memcpy(p, h, K);
        for (unsigned i = 0; i < 7; i++)
            p[RI_HONOURS + sigma[i]] = h[RI_HONOURS + i];
        ludic_ri_draw_init(&s, base, 13, t, 0, (uint64_t)1 << 30, 0);
        ref_draw_init(&r, base, 13, t, 0, (uint64_t)1 << 30, 0);
        id = ludic_ri_draw_find(&s, h);
        pid = ludic_ri_draw_find(&s, p);
        rid = ref_draw_find(&r, p);
        CHECK(id != UINT32_MAX && id == pid && rid != REF_NONE);
        merged += memcmp(h, p, K) != 0;
        CHECK_CLOSE(ludic_ri_draw_value(&s, id, t), ref_draw_value(&r, rid, t), 1e-12);
        /* two honours of different bases and counts, swapped (when it fits): apart */
        for (unsigned i = RI_HONOURS; i < K; i++)
            for (unsigned j = i + 1; j < K; j++)
                if (base[i] != base[j] && h[i] != h[j] && h[i] <= base[j] && h[j] <= base[i]) {
                    uint8_t q[K];
                    memcpy(q, h, K);
                    q[i] = h[j];
                    q[j] = h[i];
                    CHECK(ludic_ri_draw_find(&s, q) != id);
                    apart++;
                }
        ludic_ri_draw_clear(&s);
        ref_draw_clear(&r);
    }
    CHECK(merged > 20 && apart > 5);
}

/*
 * One honour tile added to or removed from a canonical key (ri_sym_step,
 * the graph's short cut) against the key stepped and then sorted again
 * (ri_sym_canon): every arrangement of the 7 honours' counts that is
 * canonical, every honour kind that can take the step, with a drawn hand's
 * tag and some suit tiles in the same word; all honours alike (base 4)
 * and some alike (visible honours: 7 kinds, 5 possible bases, so some
 * two are always alike in a four-player set).
 */
static void honour_steps(void)
{
    static const uint8_t bases[3][7] = {{4, 4, 4, 4, 4, 4, 4}, {4, 3, 4, 3, 2, 4, 1},
                                        {0, 1, 2, 3, 4, 4, 0}};
    unsigned checked = 0, moved = 0;
    for (unsigned b = 0; b < 3; b++) {
        uint8_t base[K];
        ri_draw_search s;
        for (unsigned k = 0; k < K; k++)
            base[k] = k < RI_HONOURS ? 4 : bases[b][k - RI_HONOURS];
        ludic_ri_draw_init(&s, base, 13, 4, 0, (uint64_t)1 << 30, 0);
        CHECK(s.honour_sym == (b == 0 ? 1 : 2));
        for (unsigned code = 0; code < 78125; code++) { /* 5^7 */
            uint64_t key[2] = {0x123456789ull, 0x31A0Bull | RI_DRAWN_TAG(2)};
            unsigned c[7], v = code, fits = 1;
            for (unsigned i = 0; i < 7; i++, v /= 5) {
                c[i] = v % 5;
                fits &= c[i] <= base[RI_HONOURS + i];
                key[1] |= (uint64_t)c[i] << (3 * (RI_HONOURS - 21 + i));
            }
            {
                uint64_t canon[2] = {key[0], key[1]};
                ri_sym_canon(&s, canon);
                if (!fits || canon[1] != key[1])
                    continue;
            }
            for (unsigned i = 0; i < 7; i++)
                for (int step = -1; step <= 1; step += 2) {
                    const unsigned k = RI_HONOURS + i;
                    uint64_t want[2] = {key[0], key[1]}, got[2] = {key[0], key[1]};
                    if (step > 0 ? c[i] >= base[k] : c[i] == 0)
                        continue;
                    want[1] += step > 0 ? (uint64_t)1 << (3 * (k - 21))
                                        : (uint64_t)0 - ((uint64_t)1 << (3 * (k - 21)));
                    ri_sym_canon(&s, want);
                    ri_sym_step(&s, got, k, c[i], step);
                    CHECK(got[0] == want[0] && got[1] == want[1]);
                    checked++;
                    /* the step landed on another kind than k (the cases the sort matters) */
                    moved += want[1] != key[1] + (step > 0 ? (uint64_t)1 << (3 * (k - 21))
                                                           : (uint64_t)0 - ((uint64_t)1 << (3 * (k - 21))));
                }
        }
        ludic_ri_draw_clear(&s);
    }
    CHECK(checked > 10000 && moved > 1000);
}

/*
 * The recorded policy (ri_draw_search: target[j], one hand per drawn hand,
 * or RI_VARY and a block of rows) against the values themselves: for every
 * drawn hand j and every d it is read with, the first of its options
 * whose value with d - 1 draws left no later option beats (the tie rule),
 * found from ludic_ri_draw_value. Covers E = 0's shortcut (a drawn hand
 * whose options are all tenpai takes the one with the most winning tiles
 * left, every row), the drawn hands whose best changes with d (the
 * 3-shanten benchmark hand has 12) and the row sweep of E = 1 and 2.
 */
static void policy_targets(ludic_rng *rng)
{
    static const char *bench = "4m4m5m1p2p3p5p9p9p4s6s9s5z6z"; /* bench_riichi_draw's 3-shanten hand 1 */
    size_t varying = 0, checked = 0;
    for (unsigned c = 0; c < 10; c++) {
        uint8_t h[K], w[K], base[K];
        ri_draw_search s;
        const unsigned p = c < 7 ? 0 : c - 6;
        unsigned t = p == 0 ? 12 + c : 3;
        if (c == 0) {
            ludic_riichi_tiles tiles;
            CHECK(ludic_riichi_parse_tiles(bench, strlen(bench), 0, &tiles, NULL) == LUDIC_OK);
            memcpy(h, tiles.counts, K);
            for (unsigned k = 0; k < K; k++)
                w[k] = (uint8_t)(4 - h[k]);
            t = 18;
        } else if (p == 0) {
            dealt_case(rng, h, w);
        } else {
            near_case(rng, 0, 2, h, w);
        }
        for (unsigned k = 0; k < K; k++)
            base[k] = (uint8_t)(w[k] + h[k]);
        ludic_ri_draw_init(&s, base, 13, t, p, (uint64_t)1 << 30, 0);
        add_discard_roots(&s, h);
        CHECK(ludic_ri_draw_solve(&s) == 0);
        varying += s.vary_count;
        for (size_t j = 0; j < s.drawn_count; j++) {
            const ri_draw_drawn *q = &s.drawn[j];
            const uint32_t *opt = s.moves + q->opts;
            for (int left = q->parent; left <= (int)t - q->level && q->count > 0; left++) {
                const uint32_t got = s.target[j] & RI_VARY
                                         ? s.vary[(s.target[j] & ~RI_VARY) * t + (unsigned)left]
                                         : s.target[j];
                uint32_t want = opt[0];
                double b = ludic_ri_draw_value(&s, opt[0], (unsigned)left);
                for (uint32_t o = 1; o < q->count; o++) {
                    const double v = ludic_ri_draw_value(&s, opt[o], (unsigned)left);
                    if (ri_draw_better(v, b)) {
                        b = v;
                        want = opt[o];
                    }
                }
                CHECK(got == want);
                checked++;
            }
        }
        CHECK(s.solves == 1); /* every value asked was there */
        ludic_ri_draw_clear(&s);
    }
    CHECK(varying >= 12 && checked > 100000);
}

int main(int argc, char **argv)
{
    const uint64_t seed = check_seed(20260);
    const unsigned hands = 40 * check_multiplier();
    unsigned index = 0;
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    if (argc == 3 && strcmp(argv[1], "roots") == 0) { /* the slow run: roots_apart alone */
        roots_apart(&rng, (unsigned)atoi(argv[2]));
        return check_exit_code();
    }
    incremental_shanten(&rng);
    memory_cap();
    memory_cap_mapped();
    progress_and_cancel();
    for (unsigned i = 0; i < 3; i++)
        interleaved(&rng);
    banded(&rng);
    honour_symmetry(&rng);
    honour_steps();
    for (unsigned i = 0; i < hands; i++, index++) {
        uint8_t h[K], w[K];
        const unsigned melds = (unsigned)ludic_rng_below(&rng, 3);
        const unsigned swaps = (unsigned)ludic_rng_below(&rng, 3);
        const unsigned p = i % 3;
        /* EXCHANGE and ANY meet millions of hands at long horizons: kept short */
        const unsigned t = 1 + (unsigned)ludic_rng_below(&rng, p == 0 ? 18 : 3);
        near_case(&rng, melds, swaps, h, w);
        compare(h, w, t, p, 0, seed, index);
    }
    for (unsigned i = 0; i < 9; i++, index++) { /* sanma (2m-8m out of the set): the full shanten */
        uint8_t h[K], w[K];
        const unsigned p = i % 3;
        const unsigned t = 1 + (unsigned)ludic_rng_below(&rng, p == 0 ? 12 : 3);
        do
            near_case(&rng, (unsigned)ludic_rng_below(&rng, 3), (unsigned)ludic_rng_below(&rng, 3),
                      h, w);
        while (h[1] || h[2] || h[3] || h[4] || h[5] || h[6] || h[7]);
        for (unsigned k = 1; k <= 7; k++)
            w[k] = 0;
        compare(h, w, t, p, LUDIC_RIICHI_SANMA, seed, index);
    }
    for (unsigned found = 0; found < 6;) { /* dealt hands of shanten <= 2, T = 18 */
        uint8_t h[K], w[K];
        ludic_riichi_shanten s;
        dealt_case(&rng, h, w);
        ludic_riichi_compute_shanten_raw(h, 0, &s);
        if (s.min > 2)
            continue;
        compare(h, w, 18, 0, 0, seed, index++);
        found++;
    }
    printf("%u rows compared with the reference search (win and tenpai, every t)\n",
           compared_rows);
    policy_targets(&rng); /* the cases above keep their random stream */
    table_after_doublings(&rng);
    roots_apart(&rng, 3);
    if (check_failures)
        fprintf(stderr, "seed %" PRIu64 "\n", seed);
    return check_exit_code();
}
