/*
 * test_riichi_shanten.c: ludic_riichi_compute_shanten on hands whose shanten
 * was worked out by hand from the definition (docs/riichi.md: r = the least
 * number of tiles a complete hand W lacks, W never holding a fifth copy;
 * shanten = r - 1), the reasoning beside each; its errors; and properties
 * that follow from the definition, on seeded random hands: one draw lowers
 * the shanten by at most one and never raises it, and a 14 - 3c tile hand
 * that is not complete has the shanten of its best discard.
 */
#include "check.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define NO LUDIC_RIICHI_NO_FORM

typedef struct hand_case {
    const char *hand;
    unsigned flags;
    int min, standard, seven_pairs, thirteen_orphans;
} hand_case;

static const hand_case cases[] = {
    /* three runs and 11z 22z: waiting on 1z or 2z (r = 1). Seven pairs: 2 pairs,
       then 5 of the 9 singles (r = 5). Orphans: 1m 9s 1z 2z held, 1z twice (r = 9). */
    {"123m456p789s1122z", 0, 0, 0, 4, 8},
    /* every kind held once: a meld holds at most one held tile (1m and 9m share no
       run, honours make no runs), so 4 melds cost 2 each and the pair 1: r = 9.
       Seven pairs: 7 singles (r = 7). Orphans: all 13, no pair (r = 1). */
    {"19m19p19s1234567z", 0, 0, 8, 6, 0},
    /* the same in three-player mahjong: 1m 9m join the honours, same counts */
    {"19m19p19s1234567z", LUDIC_RIICHI_SANMA, 0, 8, 6, 0},
    /* 14 tiles: 1z now a pair: melds still 2 each (r = 8); seven pairs 1 pair + 6 singles
       (r = 6); orphans complete */
    {"19m19p19s1234567z1z", 0, -1, 7, 5, -1},
    /* the fifth copy: 1111m with 3 called melds wants a meld and a pair, and no W holds
       more than 3 of 1m (111+11 would be 5), so r = 2 (111m + 22m): 1-shanten, not tenpai */
    {"1111m", 0, 1, 1, NO, NO},
    /* the same with three closed melds: W holds at most 3 of 1m, r = 2. Seven pairs: 1111m
       is one pair, + 6 of the 9 singles (r = 6). Orphans: 1m 1p 9s, 1m twice (r = 10). */
    {"1111m123p456p789s", 0, 1, 1, 5, 9},
    /* seven pairs with four of a kind: pairs 1m 2p 3p 4s 5s, single 6z, one empty kind:
       r = 1 + 2 = 3. Standard: 111m 234p 234p 44s 555s lacks 4p 4p 5s (r = 3), and no W lacks
       2 (using all four 1m needs 2m 3m; dropping one 1m leaves 2233p 4455s 6z, which no
       single extra tile turns into three melds and a pair). Orphans: 1m 6z, pair (r = 11). */
    {"1111m2233p4455s6z", 0, 2, 2, 2, 10},
    /* honours only: 111z 222z 333z 444z and 5z, tanki (r = 1). Seven pairs: 4 pairs, 5z,
       two empty kinds (r = 5). Orphans: 5 kinds with a pair (r = 8). */
    {"1112223334445z", 0, 0, 0, 4, 7},
    /* complete: 123m 456p 789s 111z 22z */
    {"123m456p789s11122z", 0, -1, -1, 4, 8},
    /* seven pairs complete; standard: every meld holds at most 2 held tiles (each kind is
       held twice), so 4 melds lack 4 tiles at least, and 111m 222m 333p 444p 77z lacks 4 */
    {"1122m3344p5566s77z", 0, -1, 3, -1, 10},
    /* nine gates: waits on every kind of its suit. Seven pairs: 1m 9m pairs + 5 of the 7
       singles (r = 5). Orphans: 1m 9m, pair (r = 11). */
    {"1112345678999m", 0, 0, 0, 4, 10},
    /* one called meld (10 tiles): three melds and 1z alone, tanki */
    {"123m456p789s1z", 0, 0, 0, NO, NO},
    {"123m456p789s11z", 0, -1, -1, NO, NO},
    /* four called melds: a pair alone; 1m alone waits on its pair; 12m lacks a tile */
    {"11m", 0, -1, -1, NO, NO},
    {"1m", 0, 0, 0, NO, NO},
    {"12m", 0, 0, 0, NO, NO},
    /* three called melds, 1234m: 123m + 44m lacks one 4m */
    {"1234m", 0, 0, 0, NO, NO},
    /* three-player mahjong: 11119999m22p (one called meld) wants 3 melds and a pair:
       111m 999m 22p and a fourth meld. With runs, 123m or 789m lacks 2 tiles (r = 2); in
       sanma 1m and 9m make no runs and a fifth 1m does not exist, so the meld lacks 3. */
    {"11119999m22p", 0, 1, 1, NO, NO},
    {"11119999m22p", LUDIC_RIICHI_SANMA, 2, 2, NO, NO},
};

static void check_case(const hand_case *c)
{
    ludic_riichi_tiles t;
    ludic_riichi_shanten s;
    ludic_error err;
    if (ludic_riichi_parse_tiles(c->hand, strlen(c->hand), c->flags, &t, &err) != LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", c->hand, err.message);
        check_failures++;
        return;
    }
    CHECK(ludic_riichi_compute_shanten(t.counts, c->flags, &s, &err) == LUDIC_OK);
    if (s.min != c->min || s.standard != c->standard || s.seven_pairs != c->seven_pairs ||
        s.thirteen_orphans != c->thirteen_orphans) {
        fprintf(stderr, "%s%s: got %d %d %d %d, expected %d %d %d %d\n", c->hand,
                c->flags ? " (sanma)" : "", s.min, s.standard, s.seven_pairs,
                s.thirteen_orphans, c->min, c->standard, c->seven_pairs, c->thirteen_orphans);
        check_failures++;
    }
}

static ludic_status shanten_of(const uint8_t *counts, unsigned flags, ludic_error *err)
{
    ludic_riichi_shanten s;
    return ludic_riichi_compute_shanten(counts, flags, &s, err);
}

static void check_errors(void)
{
    uint8_t c[LUDIC_RIICHI_KINDS] = {0};
    ludic_riichi_shanten s;
    ludic_error err;
    c[0] = 5; /* five 1m */
    c[27] = 8;
    CHECK(shanten_of(c, 0, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "5 tiles of 1m");
    memset(c, 0, sizeof c);
    CHECK(shanten_of(c, 0, &err) == LUDIC_E_INVALID); /* no tiles */
    CHECK_STR_CONTAINS(err.message, "0 tiles");
    c[27] = c[28] = c[29] = 4; /* 12 tiles: a multiple of 3 */
    CHECK(shanten_of(c, 0, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "12 tiles");
    c[30] = 3; /* 15 tiles */
    CHECK(shanten_of(c, 0, &err) == LUDIC_E_INVALID);
    c[30] = 1; /* 13 tiles, valid, but 5m in three-player mahjong */
    CHECK(shanten_of(c, 0, &err) == LUDIC_OK);
    c[30] = 0;
    c[4] = 1;
    CHECK(shanten_of(c, LUDIC_RIICHI_SANMA, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "5m");
    CHECK(shanten_of(c, 2u, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_shanten(NULL, 0, &s, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_shanten(c, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_shanten_value(NULL, LUDIC_RIICHI_FORM_MIN) == NO);
    s.min = 1, s.standard = 2, s.seven_pairs = 3, s.thirteen_orphans = 4;
    CHECK(ludic_riichi_shanten_value(&s, LUDIC_RIICHI_FORM_MIN) == 1);
    CHECK(ludic_riichi_shanten_value(&s, LUDIC_RIICHI_FORM_STANDARD) == 2);
    CHECK(ludic_riichi_shanten_value(&s, LUDIC_RIICHI_FORM_SEVEN_PAIRS) == 3);
    CHECK(ludic_riichi_shanten_value(&s, LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS) == 4);
    CHECK(ludic_riichi_shanten_value(&s, (ludic_riichi_form)9) == NO);
}

/* A uniformly random hand of n tiles (sanma leaves 2m..8m out). */
static void random_hand(ludic_rng *rng, unsigned n, unsigned flags, uint8_t *c)
{
    memset(c, 0, LUDIC_RIICHI_KINDS);
    for (unsigned got = 0; got < n;) {
        unsigned k = (unsigned)ludic_rng_below(rng, LUDIC_RIICHI_KINDS);
        if ((flags & LUDIC_RIICHI_SANMA) && k >= 1 && k <= 7)
            continue;
        if (c[k] < 4) {
            c[k]++;
            got++;
        }
    }
}

static int form_value(const ludic_riichi_shanten *s, unsigned f)
{
    return ludic_riichi_shanten_value(s, (ludic_riichi_form)f);
}

/* Definition properties on random hands of every size (both sets). */
static void check_properties(uint64_t seed)
{
    ludic_rng rng;
    const unsigned rounds = 3000 * check_multiplier();
    ludic_rng_seed(&rng, seed);
    for (unsigned i = 0; i < rounds; i++) {
        const unsigned flags = i % 4 == 3 ? LUDIC_RIICHI_SANMA : 0u;
        const unsigned n = 1 + 3 * (unsigned)ludic_rng_below(&rng, 5); /* 1, 4, ..., 13 */
        uint8_t c[LUDIC_RIICHI_KINDS];
        ludic_riichi_shanten s, t, raw;
        random_hand(&rng, n, flags, c);
        CHECK(ludic_riichi_compute_shanten(c, flags, &s, NULL) == LUDIC_OK);
        ludic_riichi_compute_shanten_raw(c, flags, &raw);
        CHECK(raw.min == s.min && raw.standard == s.standard);
        CHECK(s.min >= 0); /* a waiting hand is never complete */
        for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++) {
            if (c[k] == 4 || ((flags & LUDIC_RIICHI_SANMA) && k >= 1 && k <= 7))
                continue;
            c[k]++;
            CHECK(ludic_riichi_compute_shanten(c, flags, &t, NULL) == LUDIC_OK);
            for (unsigned f = 0; f < 4; f++) { /* a draw lowers r by at most 1, never raises it */
                const int before = form_value(&s, f), after = form_value(&t, f);
                if (!(after <= before && after >= before - 1)) {
                    fprintf(stderr, "seed %llu round %u kind %u form %u: %d then %d\n",
                            (unsigned long long)seed, i, k, f, before, after);
                    check_failures++;
                }
            }
            /* the drawn hand: not complete -> the shanten of its best discard */
            if (t.min >= 0) {
                int best = 1000;
                for (unsigned d = 0; d < LUDIC_RIICHI_KINDS; d++) {
                    ludic_riichi_shanten u;
                    if (c[d] == 0)
                        continue;
                    c[d]--;
                    ludic_riichi_compute_shanten_raw(c, flags, &u);
                    c[d]++;
                    if (u.min < best)
                        best = u.min;
                }
                if (best != t.min) {
                    fprintf(stderr, "seed %llu round %u: best discard %d, hand %d\n",
                            (unsigned long long)seed, i, best, t.min);
                    check_failures++;
                }
            }
            c[k]--;
        }
    }
}

int main(void)
{
    const uint64_t seed = check_seed(20240801);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
    check_errors();
    check_properties(seed);
    if (check_failures)
        fprintf(stderr, "seed %llu (LUDIC_TEST_SEED)\n", (unsigned long long)seed);
    return check_exit_code();
}
