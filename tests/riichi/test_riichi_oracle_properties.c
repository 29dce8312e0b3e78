/*
 * test_riichi_oracle_properties.c: facts that follow from the definition of
 * shanten (riichi.md), checked on seeded random hands of every family and
 * size, in both sets. For a form f with complete hands W (|W| = 3m + 2 with
 * m = (n - 1) / 3), r_f(H) = min_W lack(W, H), lack = sum_k max(0, W[k] - H[k]),
 * s_f = r_f - 1. Each fact holds for every form and for the minimum.
 *
 * (a) Drawing (n = 3m + 1, |W| = n + 1; H + t has the same m): a tile adds
 *     at most 1 to what any W keeps, so s(H) - 1 <= s(H + t) <= s(H). And some
 *     draw reaches s(H) - 1: an optimal W has n + 1 > n tiles, so it lacks a
 *     kind t (W[t] > H[t]); t is in the set and H[t] < W[t] <= 4, so t can be
 *     drawn, and W then lacks one tile less.
 * (b) Discarding (n = 3m + 2 = |W|; H - t has the same m): s(H) <= s(H - t)
 *     <= s(H) + 1 for a held t, and min_t s(H - t) = max(s(H), 0): if H is
 *     complete every discard leaves r = 1; otherwise an optimal W keeps
 *     fewer than |H| = |W| tiles of H, so H holds a kind t beyond W
 *     (H[t] > W[t]) and discarding it costs W nothing.
 * (c) Ranges: s >= -1, and s >= 0 when n = 3m + 1 (W has more tiles than H).
 *     A pair on a held kind plus triplets elsewhere keeps >= 1: s <= 3m.
 *     For n = 13, 14, H holds d >= 4 kinds (13 > 3 * 4). Standard <= 8: with
 *     d >= 5 a pair and four triplets on five held kinds keep 5; with d = 4
 *     three kinds hold >= 3 and three triplets keep 9. Seven pairs <= 6: with
 *     d >= 7 seven held kinds keep one each; with d <= 6 kinds, s of them
 *     singles, 13 <= s + 4(d - s) gives s <= 1, 2, 3 for d = 4, 5, 6, so the
 *     d pairs keep 2d - s >= 7. Thirteen orphans <= 13. The closed forms are
 *     LUDIC_RIICHI_NO_FORM for n < 13, and min is the least form.
 * (d) Symmetry: permuting the suits, reading every suit backwards (k <-> 10 - k)
 *     and permuting the honours maps the legal W onto the legal W (runs to
 *     runs, orphans to orphans) and keeps lack: s is unchanged. In sanma the
 *     m suit stays put (only p <-> s), since 2m..8m are missing.
 * (e) Sets: every sanma W is a four-player W, so on a sanma hand the
 *     standard shanten in sanma is >= the four-player one; seven pairs and
 *     thirteen orphans are equal (the same 13 orphan hands; a pair on 2m..8m
 *     lacks 2 and can move to a sanma kind W does not use).
 */
#include "riichi_oracle_util.h"

#define NF LUDIC_RIICHI_NO_FORM

static int field(const ludic_riichi_shanten *s, int f)
{
    return f == 0 ? s->min : f == 1 ? s->standard : f == 2 ? s->seven_pairs : s->thirteen_orphans;
}

static const char *field_name[4] = {"min", "standard", "seven pairs", "thirteen orphans"};

static uint64_t seed;
static unsigned hand_index;

static void fail(const uint8_t *h, int sanma, const char *what, int f, int got, int want)
{
    char buf[64];
    fprintf(stderr, "seed %llu hand %u %s%s: %s, %s: %d, expected %d\n",
            (unsigned long long)seed, hand_index, rt_format(h, buf, sizeof buf),
            sanma ? " (sanma)" : "", what, field_name[f], got, want);
    check_failures++;
}

static void check_ranges(const uint8_t *h, int sanma, const ludic_riichi_shanten *s)
{
    unsigned n = rt_total(h), m = (n - 1) / 3;
    int low = n % 3 == 1 ? 0 : -1;
    if (s->standard < low || s->standard > (int)(3 * m))
        fail(h, sanma, "out of range", 1, s->standard, low);
    if (n < 13) {
        if (s->seven_pairs != NF || s->thirteen_orphans != NF)
            fail(h, sanma, "a closed-only form on a short hand", 2, s->seven_pairs, NF);
        if (s->min != s->standard)
            fail(h, sanma, "min is not the standard form's", 0, s->min, s->standard);
        return;
    }
    static const int high[4] = {8, 8, 6, 13};
    for (int f = 0; f < 4; f++)
        if (field(s, f) < low || field(s, f) > high[f])
            fail(h, sanma, "out of range", f, field(s, f), high[f]);
    int min = s->standard < s->seven_pairs ? s->standard : s->seven_pairs;
    min = min < s->thirteen_orphans ? min : s->thirteen_orphans;
    if (s->min != min)
        fail(h, sanma, "min is not the minimum of the forms", 0, s->min, min);
}

/* Facts (a) and (b). */
static void check_neighbours(uint8_t *h, int sanma, const ludic_riichi_shanten *s)
{
    unsigned n = rt_total(h);
    int drawing = n % 3 == 1, best[4] = {99, 99, 99, 99};
    for (unsigned t = 0; t < RT_KINDS; t++) {
        if (drawing ? !rt_exists(t, sanma) || h[t] == 4 : h[t] == 0)
            continue;
        h[t] = (uint8_t)(drawing ? h[t] + 1 : h[t] - 1);
        ludic_riichi_shanten u = rt_shanten(h, sanma);
        h[t] = (uint8_t)(drawing ? h[t] - 1 : h[t] + 1);
        for (int f = 0; f < 4; f++) {
            int a = field(s, f), b = field(&u, f);
            if (a == NF && b == NF)
                continue;
            if (drawing ? b < a - 1 || b > a : b < a || b > a + 1)
                fail(h, sanma, drawing ? "a draw moved it too far" : "a discard moved it too far",
                     f, b, a);
            best[f] = b < best[f] ? b : best[f];
        }
    }
    for (int f = 0; f < 4; f++) {
        int a = field(s, f);
        if (a == NF)
            continue;
        int want = drawing ? a - 1 : a > 0 ? a : 0;
        if (best[f] != want)
            fail(h, sanma, drawing ? "best draw" : "best discard", f, best[f], want);
    }
}

/* Fact (d): a random relabelling of suits, numbers and honours. */
static void check_symmetry(ludic_rng *rng, const uint8_t *h, int sanma,
                           const ludic_riichi_shanten *s)
{
    unsigned suit[3] = {0, 1, 2}, honour[7] = {0, 1, 2, 3, 4, 5, 6};
    for (unsigned i = sanma ? 2 : 1; i < 3; i++) { /* Fisher-Yates over the suits that may move */
        unsigned j = (sanma ? 1 : 0) + (unsigned)ludic_rng_below(rng, i + 1 - (sanma ? 1 : 0));
        unsigned x = suit[i];
        suit[i] = suit[j], suit[j] = x;
    }
    for (unsigned i = 1; i < 7; i++) {
        unsigned j = (unsigned)ludic_rng_below(rng, i + 1), x = honour[i];
        honour[i] = honour[j], honour[j] = x;
    }
    int reverse = (int)ludic_rng_below(rng, 2);
    uint8_t g[RT_KINDS];
    for (unsigned k = 0; k < RT_KINDS; k++) {
        unsigned to = k >= 27 ? 27 + honour[k - 27]
                              : suit[k / 9] * 9 + (reverse ? 8 - k % 9 : k % 9);
        g[to] = h[k];
    }
    ludic_riichi_shanten u = rt_shanten(g, sanma);
    for (int f = 0; f < 4; f++)
        if (field(&u, f) != field(s, f))
            fail(h, sanma, "changed by relabelling", f, field(&u, f), field(s, f));
}

/* Fact (e). */
static void check_sets(const uint8_t *h, const ludic_riichi_shanten *sanma_s)
{
    ludic_riichi_shanten four = rt_shanten(h, 0);
    if (sanma_s->standard < four.standard)
        fail(h, 1, "sanma below four-player", 1, sanma_s->standard, four.standard);
    if (sanma_s->seven_pairs != four.seven_pairs)
        fail(h, 1, "sets disagree", 2, sanma_s->seven_pairs, four.seven_pairs);
    if (sanma_s->thirteen_orphans != four.thirteen_orphans)
        fail(h, 1, "sets disagree", 3, sanma_s->thirteen_orphans, four.thirteen_orphans);
}

/* Usage: test [HANDS]: random hands (default 1000), times LUDIC_TEST_MULTIPLIER. */
int main(int argc, char **argv)
{
    seed = check_seed(8005);
    unsigned hands = (argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 1000u) * check_multiplier();
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    for (hand_index = 0; hand_index < hands; hand_index++) {
        uint8_t h[RT_KINDS];
        int sanma = ludic_rng_below(&rng, 4) == 0;
        rt_random_hand(&rng, sanma, h, NULL);
        ludic_riichi_shanten s = rt_shanten(h, sanma);
        check_ranges(h, sanma, &s);
        check_neighbours(h, sanma, &s);
        check_symmetry(&rng, h, sanma, &s);
        if (sanma)
            check_sets(h, &s);
    }
    if (check_failures)
        fprintf(stderr, "seed %llu (set LUDIC_TEST_SEED to replay)\n", (unsigned long long)seed);
    return check_exit_code();
}
