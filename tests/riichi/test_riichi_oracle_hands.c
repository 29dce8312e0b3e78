/*
 * test_riichi_oracle_hands.c: the reference shanten on hands worked out by
 * hand from the definition (riichi.md "Shanten"), and its refusals.
 *
 * Notation of the derivations: a 13- or 14-tile hand H is matched against
 * complete 14-tile hands W; r = min over W of the tiles W lacks from H
 * (sum_k max(0, W[k] - H[k])) = 14 - (most tiles of H a W keeps), and
 * shanten = r - 1. A hand of n tiles with called melds is matched against
 * W of m = (n - 1) / 3 melds and a pair. "keeps" below always means
 * sum_k min(W[k], H[k]).
 */
#include "riichi_oracle_util.h"

#define NF LUDIC_RIICHI_NO_FORM

typedef struct hand_case {
    const char *hand;
    int sanma;
    int min, standard, seven_pairs, thirteen_orphans;
} hand_case;

static const hand_case cases[] = {
    /* 123m 456p 789s 111z 22z is itself four melds and a pair: complete.
     * Seven pairs keeps 2 (1z) + 2 (2z) + 5 singles = 9 of 11 kinds: r 5.
     * Thirteen orphans: held orphans 1m 9s 1z 2z, plus a second 1z: keeps 5, r 9. */
    {"123m456p789s11122z", 0, -1, -1, 4, 8},
    /* The same with one 1z less: 13 tiles, so r >= 1; W = H + 1z is complete (tenpai on 1z
     * and 2z). Seven pairs keeps 2 + 2 + 5 = 9: r 5. Orphans as above: keeps 5, r 9. */
    {"123m456p789s1122z", 0, 0, 0, 4, 8},
    /* 123m 456p 789s 33z 1z 2z: 1-shanten. Three melds keep 9, then the pair and one
     * meld keep at most 2 + 1 of 1z 2z 33z (no part holds two different honours): 12,
     * r 2; W = 123m 456p 789s 33z 111z reaches it. Seven pairs keeps 2 + 6 = 8: r 6.
     * Orphans: 1m 9s 1z 2z 3z and a second 3z: keeps 6, r 8. */
    {"123m456p789s1233z", 0, 1, 1, 5, 7},
    /* Thirteen orphans 13-sided wait: W = H + any orphan keeps all 13: r 1, tenpai.
     * Standard: no two held tiles fit one meld or the pair (all different kinds, suited
     * ones 8 apart), so each of the 5 parts keeps at most 1: r 9, shanten 8.
     * Seven pairs keeps 7 singles: r 7. */
    {"19m19p19s1234567z", 0, 0, 8, 6, 0},
    /* The same plus 1m: complete thirteen orphans. Standard: the pair 11m keeps 2, each
     * meld at most 1 (111m finds no 1m left): keeps 6, r 8. Seven pairs: 2 + 6 = 8, r 6. */
    {"119m19p19s1234567z", 0, -1, 7, 5, -1},
    /* 11 123m 456m 789m 999m: the nine gates shape completed, with four 9m. */
    {"11123456789999m", 0, -1, -1, 4, 10},
    /* Seven pairs, complete. Standard: no three consecutive held kinds in a suit
     * (12m 34p 56s), so a meld keeps at most 2, the pair 2: keeps 10, r 4.
     * Orphans: 1m 7z and a second of one: keeps 3, r 11. */
    {"1122m3344p5566s77z", 0, -1, 3, -1, 10},
    /* Four 1z are not two pairs: seven pairs keeps 2 on 1z + 2 on each of 2z..6z = 12 of
     * the 14 (six kinds only): r 2, 1-shanten, not complete. Standard (honours: one part a
     * kind, at most 4 copies): 111z keeps 3, three more triplets and the pair on 2z..6z
     * keep 2 each: 11, r 3. Orphans: 1z..6z and a second 1z: keeps 7, r 7. */
    {"11112233445566z", 0, 1, 2, 1, 6},
    /* One 6z less: seven pairs keeps 2 + 8 + 1 = 11, r 3; standard still keeps 11
     * (111z, three 2-keeping parts of 2z..5z, and the pair): r 3; orphans keeps 7, r 7. */
    {"1111223344556z", 0, 2, 2, 2, 6},
    /* Four 1m and 123456789p: naively "tenpai on 1m", but there is no fifth 1m. A W
     * keeping all 13 would hold four 1m, which needs a run 123m and so 2m 3m: 15 tiles.
     * W = 111m 123p 456p 789p 55z keeps 12: r 2, 1-shanten. Seven pairs: 2 + 6 = 8, r 6.
     * Orphans: 1m 1p 9p and a second 1m: keeps 4, r 10. */
    {"1111m123456789p", 0, 1, 1, 5, 9},
    /* One called meld and four 1m, four 1z: W of 3 melds and a pair, 11 tiles. Honours
     * hold 0, 2 or 3 of a kind in W, so W keeps at most 3 of 1z: r >= 2; with four-player
     * runs W = 111m 123m 111z 22p lacks only 2m 3m: r 2, 1-shanten. In sanma 1m is like
     * an honour too (no 2m, 3m): keeps at most 3 + 3 + 2 = 8, W = 111m 111z 22p + any
     * triplet: r 3, 2-shanten. */
    {"1111m22p1111z", 0, 1, 1, NF, NF},
    {"1111m22p1111z", 1, 2, 2, NF, NF},
    /* Four 1m and four 9m with 123p 22z. Keeping all 13 needs a run with 2m or 8m (two
     * tiles more): r >= 2, and W = 111m 123m 999m 123p 22z lacks just 2m 3m: r 2. In sanma
     * a W holds at most 3 of 1m and of 9m: keeps <= 3 + 3 + 5 = 11, r 3, reached by
     * 111m 999m 123p 22z + any triplet. Seven pairs keeps 2 + 2 + 1 + 1 + 1 + 2 = 9:
     * r 5. Orphans: 1m 9m 1p 2z and a second 1m: keeps 5, r 9. */
    {"11119999m123p22z", 0, 1, 1, 4, 8},
    {"11119999m123p22z", 1, 2, 2, 4, 8},
    /* Tenpai waiting on 1m or 9m, the same in both sets (111m 99m or 11m 999m). */
    {"1199m123p456p789s", 1, 0, 0, 4, 8},
    /* Called melds. Four tiles (three melds called): W is a meld and a pair, 5 tiles. */
    {"1111m", 0, 1, 1, NF, NF}, /* 111m + pair, or 11m + 123m: always 2 tiles short */
    {"1111z", 0, 1, 1, NF, NF}, /* 111z + another pair: 2 short */
    {"1112m", 0, 0, 0, NF, NF}, /* 111m 22m: 1 short */
    {"1234m", 0, 0, 0, NF, NF}, /* 123m 44m or 11m 234m */
    {"1234z", 0, 2, 2, NF, NF}, /* each part keeps at most one of four honours: keeps 2 of 5 */
    {"1234567m", 0, 0, 0, NF, NF}, /* 123m 456m 77m */
    /* One or two tiles (four melds called): W is a pair. */
    {"5z", 0, 0, 0, NF, NF},
    {"55z", 0, -1, -1, NF, NF},
    {"15z", 0, 0, 0, NF, NF},
    {"9m", 1, 0, 0, NF, NF},
    {"19m", 1, 0, 0, NF, NF},
};

static void check_case(const hand_case *c)
{
    uint8_t h[RT_KINDS];
    rt_parse(c->hand, h);
    ludic_riichi_shanten s = rt_shanten(h, c->sanma);
    if (s.min != c->min || s.standard != c->standard || s.seven_pairs != c->seven_pairs ||
        s.thirteen_orphans != c->thirteen_orphans) {
        fprintf(stderr, "%s%s: got %d %d %d %d, expected %d %d %d %d\n", c->hand,
                c->sanma ? " (sanma)" : "", s.min, s.standard, s.seven_pairs, s.thirteen_orphans,
                c->min, c->standard, c->seven_pairs, c->thirteen_orphans);
        check_failures++;
    }
}

/* The 13-sided wait: every orphan completes thirteen orphans, nothing else helps it. */
static void check_thirteen_sided(void)
{
    uint8_t h[RT_KINDS];
    for (unsigned t = 0; t < RT_KINDS; t++) {
        rt_parse("19m19p19s1234567z", h);
        h[t]++;
        int orphan = t % 9 == 0 || t % 9 == 8 || t >= 27;
        ludic_riichi_shanten s = rt_shanten(h, 0);
        CHECK_EQ_U64(s.thirteen_orphans + 1, orphan ? 0 : 1);
        CHECK_EQ_U64(s.min + 1, orphan ? 0 : 1);
    }
}

/* Errors: statuses, messages that name the problem, *out untouched. */
static void check_refusals(void)
{
    uint8_t h[RT_KINDS];
    ludic_error err;
    ludic_riichi_shanten out = {11, 22, 33, 44};
    rt_parse("123m456p789s1122z", h);

    CHECK(ludic_riichi_brute_shanten(NULL, 0, &out, &err) == LUDIC_E_ARGUMENT);
    CHECK(err.status == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_brute_shanten(h, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_brute_shanten(h, 2, &out, &err) == LUDIC_E_ARGUMENT);
    CHECK_STR_CONTAINS(err.message, "flag");
    CHECK(ludic_riichi_brute_shanten(h, 0x80000001u, &out, NULL) == LUDIC_E_ARGUMENT);

    h[0] = 5; /* 1m x5, 17 tiles */
    CHECK(ludic_riichi_brute_shanten(h, 0, &out, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "1m");
    rt_parse("19m123456p789s12z", h);
    h[4] = 1; /* 14 tiles with 5m: fine in the four-player set, not in sanma */
    CHECK(ludic_riichi_brute_shanten(h, LUDIC_RIICHI_SANMA, &out, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "5m");
    h[4] = 0;
    for (unsigned k = 0; k < 9; k++) { /* 1m and 9m are in sanma, 2m..8m are not */
        rt_parse("1m123456p11s123z", h);
        h[k]++;
        ludic_status st = ludic_riichi_brute_shanten(h, LUDIC_RIICHI_SANMA, &out, &err);
        CHECK(st == (k == 0 || k == 8 ? LUDIC_OK : LUDIC_E_INVALID));
        if (st != LUDIC_OK)
            CHECK_STR_CONTAINS(err.message, "2m..8m");
    }
    out = (ludic_riichi_shanten){11, 22, 33, 44};
    rt_parse("123m456p789s1122z", h);

    static const char *bad_sizes[] = {"123m456p789s123z", "123m456p789s111222z", "123m", "12m34p56s"};
    for (size_t i = 0; i < sizeof bad_sizes / sizeof bad_sizes[0]; i++) {
        rt_parse(bad_sizes[i], h);
        CHECK(ludic_riichi_brute_shanten(h, 0, &out, &err) == LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "tiles");
    }
    memset(h, 0, sizeof h); /* no tile at all */
    CHECK(ludic_riichi_brute_shanten(h, 0, &out, &err) == LUDIC_E_INVALID);
    CHECK(ludic_riichi_brute_shanten(h, 0, &out, NULL) == LUDIC_E_INVALID);
    CHECK(out.min == 11 && out.standard == 22 && out.seven_pairs == 33 &&
          out.thirteen_orphans == 44);
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
    check_thirteen_sided();
    check_refusals();
    return check_exit_code();
}
