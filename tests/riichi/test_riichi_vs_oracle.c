/*
 * test_riichi_vs_oracle.c: the fast shanten, effective tiles and discard
 * table (src/riichi/) against the independent reference shanten
 * (ludic_riichi_brute_shanten, written from riichi.md alone) on seeded random
 * hands of every family riichi_oracle_util.h deals: uniform, one suit,
 * honours and one suit, near-complete (standard, seven pairs, thirteen
 * orphans), four copies of a kind; four-player and sanma; every legal size
 * (1 to 14 tiles: hands with called melds).
 *
 *   - shanten: every form and the minimum equal the oracle's;
 *   - effective tiles, by their definition (riichi.md): with s the oracle's
 *     shanten of a 13 - 3c tile hand, kind t is effective exactly when the
 *     hand holds fewer than 4 of it and the oracle's shanten of the hand
 *     plus t is s - 1; its count is the copies left in the wall (4 - held
 *     with nothing else visible); the total adds them;
 *   - the discard table of a 14 - 3c tile hand: one row per distinct kind
 *     held, each row's shanten the oracle's shanten of the hand without that
 *     tile, and the rows sorted by shanten, then most effective tiles, then
 *     kind order.
 *
 * Usage: test_riichi_vs_oracle [SHANTEN_HANDS [EFFECTIVE_HANDS [TABLES]]]
 * (per set: four-player and sanma each get that many). LUDIC_TEST_SEED
 * replays a run; every failure prints the seed and the hand.
 */
#include <stdlib.h>

#include "check.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"
#include "riichi_oracle_util.h"

static uint64_t seed;

static void report(const char *what, const uint8_t *h, int sanma, int got, int want)
{
    char buf[64];
    fprintf(stderr, "  seed %llu: %s of %s%s: fast %d, oracle %d\n", (unsigned long long)seed,
            what, rt_format(h, buf, sizeof buf), sanma ? " (sanma)" : "", got, want);
}

static void compare_shanten(const uint8_t *h, int sanma)
{
    const unsigned flags = sanma ? LUDIC_RIICHI_SANMA : 0u;
    ludic_riichi_shanten fast, slow;
    ludic_error err;
    CHECK(ludic_riichi_compute_shanten(h, flags, &fast, &err) == LUDIC_OK);
    CHECK(ludic_riichi_brute_shanten(h, flags, &slow, &err) == LUDIC_OK);
    if (fast.min != slow.min || fast.standard != slow.standard ||
        fast.seven_pairs != slow.seven_pairs || fast.thirteen_orphans != slow.thirteen_orphans) {
        report("min shanten", h, sanma, fast.min, slow.min);
        report("standard shanten", h, sanma, fast.standard, slow.standard);
        report("seven pairs shanten", h, sanma, fast.seven_pairs, slow.seven_pairs);
        report("thirteen orphans shanten", h, sanma, fast.thirteen_orphans,
               slow.thirteen_orphans);
        CHECK(0);
    }
}

/* A hand of 13 - 3c tiles: its effective tiles by the definition. */
static void compare_effective(const uint8_t *h, int sanma)
{
    const unsigned flags = sanma ? LUDIC_RIICHI_SANMA : 0u;
    const int s = rt_shanten(h, sanma).min;
    ludic_riichi_effective e;
    ludic_error err;
    unsigned listed = 0, total = 0;
    uint8_t drawn[RT_KINDS];
    CHECK(ludic_riichi_compute_effective(h, NULL, LUDIC_RIICHI_FORM_MIN, flags, &e, &err) ==
          LUDIC_OK);
    if (e.shanten != s)
        report("effective tiles' shanten", h, sanma, e.shanten, s);
    CHECK(e.shanten == s);
    memcpy(drawn, h, RT_KINDS);
    for (unsigned t = 0; t < RT_KINDS; t++) {
        int effective = 0;
        if (!rt_exists(t, sanma) || h[t] >= 4)
            continue;
        drawn[t]++;
        effective = rt_shanten(drawn, sanma).min == s - 1;
        drawn[t]--;
        if (!effective)
            continue;
        if (listed >= e.kinds || e.kind[listed] != t || e.count[listed] != 4 - h[t]) {
            report("effective kind (index; fast's kind there)", h, sanma,
                   listed < e.kinds ? e.kind[listed] : -1, (int)t);
            CHECK(0);
            return;
        }
        total += 4u - h[t];
        listed++;
    }
    if (listed != e.kinds || total != e.total) {
        report("effective kinds", h, sanma, (int)e.kinds, (int)listed);
        report("effective total", h, sanma, (int)e.total, (int)total);
        CHECK(0);
    }
}

/* A hand of 14 - 3c tiles: the rows of its discard table. */
static void compare_discards(const uint8_t *h, int sanma)
{
    const unsigned flags = sanma ? LUDIC_RIICHI_SANMA : 0u;
    ludic_riichi_discards d;
    ludic_error err;
    uint8_t after[RT_KINDS];
    unsigned distinct = 0;
    CHECK(ludic_riichi_compute_discards(h, NULL, LUDIC_RIICHI_FORM_MIN, flags, &d, &err) ==
          LUDIC_OK);
    CHECK(d.shanten == rt_shanten(h, sanma).min);
    for (unsigned k = 0; k < RT_KINDS; k++)
        distinct += h[k] > 0;
    CHECK(d.count == distinct);
    memcpy(after, h, RT_KINDS);
    for (unsigned i = 0; i < d.count && i < LUDIC_RIICHI_MAX_DISCARDS; i++) {
        const ludic_riichi_discard *row = &d.row[i];
        CHECK(row->kind < RT_KINDS && h[row->kind] > 0);
        if (row->kind >= RT_KINDS || h[row->kind] == 0)
            return;
        after[row->kind]--;
        if (row->after.shanten != rt_shanten(after, sanma).min) {
            report("shanten after a discard", h, sanma, row->after.shanten,
                   rt_shanten(after, sanma).min);
            CHECK(0);
        }
        after[row->kind]++;
        if (i > 0) { /* shanten, then most effective tiles, then kind order */
            const ludic_riichi_discard *prev = &d.row[i - 1];
            const int in_order =
                prev->after.shanten < row->after.shanten ||
                (prev->after.shanten == row->after.shanten &&
                 (prev->after.total > row->after.total ||
                  (prev->after.total == row->after.total && prev->kind < row->kind)));
            if (!in_order)
                report("row order (kinds of two rows)", h, sanma, prev->kind, row->kind);
            CHECK(in_order);
        }
    }
}

int main(int argc, char **argv)
{
    const unsigned multiplier = check_multiplier();
    const unsigned shanten_hands = (argc > 1 ? (unsigned)atoi(argv[1]) : 20000) * multiplier;
    const unsigned effective_hands = (argc > 2 ? (unsigned)atoi(argv[2]) : 1000) * multiplier;
    const unsigned tables = (argc > 3 ? (unsigned)atoi(argv[3]) : 200) * multiplier;
    unsigned compared = 0, effective = 0, discards = 0;
    ludic_rng rng;
    seed = check_seed(20261201);
    ludic_rng_seed(&rng, seed);
    for (int sanma = 0; sanma <= 1; sanma++) {
        for (unsigned i = 0; i < shanten_hands && check_failures < 20; i++) {
            uint8_t h[RT_KINDS];
            rt_random_hand(&rng, sanma, h, NULL);
            compare_shanten(h, sanma);
            compared++;
        }
        for (unsigned i = 0; i < effective_hands && check_failures < 20;) {
            uint8_t h[RT_KINDS];
            rt_random_hand(&rng, sanma, h, NULL);
            if (rt_total(h) % 3 != 1)
                continue;
            compare_effective(h, sanma);
            effective++, i++;
        }
        for (unsigned i = 0; i < tables && check_failures < 20;) {
            uint8_t h[RT_KINDS];
            rt_random_hand(&rng, sanma, h, NULL);
            if (rt_total(h) % 3 != 2)
                continue;
            compare_discards(h, sanma);
            discards++, i++;
        }
    }
    printf("%u hands' shanten, %u hands' effective tiles and %u discard tables compared with "
           "the oracle (seed %llu)\n",
           compared, effective, discards, (unsigned long long)seed);
    if (check_failures)
        fprintf(stderr, "replay with LUDIC_TEST_SEED=%llu\n", (unsigned long long)seed);
    return check_exit_code();
}
