/*
 * riichi_shanten.c: the exact shanten of a riichi hand, fast.
 *
 * Shanten = r - 1, where r (the replacement number) is the least number of
 * tiles some complete hand W lacks from the hand H (docs/riichi.md).
 *
 * Standard form. W is M = 4 - c melds and one pair; the cost
 * sum_k max(0, W[k] - H[k]) is a sum over kinds and the W[k] <= 4 limit is per
 * kind, so the cost splits over the three suits and the honours: r is the
 * least sum of per-group costs cost_g(m_g, p_g) over the ways to share the M
 * melds and the one pair among the groups: a min-plus product of the
 * groups' cost vectors over (melds, pair), read at (M, 1). The generated
 * tables (riichi_tables_int.h) give a suit's class from its counts in three
 * reads and the honours' class from how many honour kinds hold 3 or more, 2
 * or more and 1 or more tiles; they also hold the products of two groups
 * (suit x suit, suit x honours), so only the last product is computed here,
 * at the one entry needed. In three-player mahjong 1m and 9m cannot form
 * runs, so they join the honours, and the two other suits make the pair.
 *
 * Seven pairs: W is seven pairs of distinct kinds; the best W takes the
 * kinds held twice or more (cost 0), then kinds held once (cost 1 each),
 * then empty kinds (cost 2): there are always 7 kinds to take.
 * Thirteen orphans: W is one of each of the 13 terminals and honours plus one
 * more of any: r = 13 - (orphan kinds held) + (0 if one of them is held twice,
 * else 1).
 *
 * Cost per hand: 9 or 7 table reads, about 150 word operations (the counts
 * are handled 8 kinds at a time, shanten_all), no branch on the counts
 * except the final minimum's length; no allocation.
 */
#include "core/error_int.h"
#include "riichi_int.h"

#ifdef LUDIC_RIICHI_NO_TABLES
/*
 * Builds that must stay small (the WebAssembly module of web/build.sh, with
 * a budget of 200 KB) leave riichi_tables.c (0.42 MB) out and define
 * LUDIC_RIICHI_NO_TABLES: the shanten then comes from the reference search
 * of riichi_brute_shanten.c. Same exact figures (the tests check the two
 * against each other on every family of hands), about 7 microseconds a hand
 * instead of 30 ns: fine for analysing a hand, too slow for the draw game's
 * millions of hands. The preconditions of the raw function make the
 * search's own checks pass, so its status is always LUDIC_OK here.
 */
static inline void shanten_all(const uint8_t *c, unsigned flags, ludic_riichi_shanten *out)
{
    (void)ludic_riichi_brute_shanten(c, flags, out, NULL);
}

size_t ludic_riichi_table_bytes(void)
{
    return 0;
}
#else
#include "riichi_fast_int.h"

/* The kind indicators of one word of counts (see shanten_all). */
typedef struct ri_word {
    uint64_t ge1, ge2, ge3;
} ri_word;

static inline ri_word indicators(uint64_t v)
{
    ri_word w;
    w.ge1 = (v | v >> 1 | v >> 2) & RI_L8;
    w.ge2 = (v >> 1 | v >> 2) & RI_L8;
    w.ge3 = (v >> 2 | (v & v >> 1)) & RI_L8;
    return w;
}

/*
 * All three forms. The counts are read as five words (kinds 0..7, 8..15,
 * 16..23, 24..31, 32..33); for counts 0..4 (3 bits) bit 0 of each byte of
 * ge1, ge2, ge3 says whether that kind holds at least 1, 2, 3 tiles, and
 * summing such words keeps every byte small, so one multiplication adds up a
 * whole class of kinds. The masks pick the honours (bytes 3..7 of word 3,
 * all of word 4), 1m and 9m (byte 0 of words 0 and 1: honours in sanma) and
 * the 13 orphans.
 */
static inline void shanten_all(const uint8_t *c, unsigned flags, ludic_riichi_shanten *out)
{
    const uint64_t x0 = ludic_ri_load8(c), x1 = ludic_ri_load8(c + 8), x2 = ludic_ri_load8(c + 16), x3 = ludic_ri_load8(c + 24);
    const uint64_t x4 = (uint64_t)c[32] | (uint64_t)c[33] << 8;
    const ri_word w0 = indicators(x0), w1 = indicators(x1), w2 = indicators(x2);
    const ri_word w3 = indicators(x3), w4 = indicators(x4);
    const uint64_t sanma = flags & LUDIC_RIICHI_SANMA ? 0xFFu : 0u;
    const uint64_t hm3 = 0xFFFFFFFFFF000000u;
    const uint64_t h1 = (w0.ge1 & sanma) + (w1.ge1 & sanma) + (w3.ge1 & hm3) + w4.ge1;
    const uint64_t h2 = (w0.ge2 & sanma) + (w1.ge2 & sanma) + (w3.ge2 & hm3) + w4.ge2;
    const uint64_t h3 = (w0.ge3 & sanma) + (w1.ge3 & sanma) + (w3.ge3 & hm3) + w4.ge3;
    const unsigned n = ludic_ri_byte_sum(x0 + x1 + x2 + x3 + x4);
    const unsigned melds = 4 - (14 - n) / 3; /* c = (14 - n) / 3 called melds */
    const unsigned honours =
        ludic_ri_honour_class[min_u(ludic_ri_byte_sum(h3), 5) * 36 + min_u(ludic_ri_byte_sum(h2), 5) * 6 +
                              min_u(ludic_ri_byte_sum(h1), 5)];
    uint64_t a, b;
    if (flags & LUDIC_RIICHI_SANMA) { /* 1m and 9m are among the honours */
        a = ludic_ri_suit_suit[suit_class(c + 9) * RI_CLASSES + suit_class(c + 18)];
        b = ludic_ri_honour_cost[honours];
    } else {
        a = ludic_ri_suit_suit[suit_class(c) * RI_CLASSES + suit_class(c + 9)];
        b = ludic_ri_suit_honour[suit_class(c + 18) * RI_HONOUR_CLASSES + honours];
    }
    out->standard = (int)last_product(a, b, melds) - 1;
    out->min = out->standard;
    if (n >= 13) {
        const unsigned p = ludic_ri_byte_sum(w0.ge2 + w1.ge2 + w2.ge2 + w3.ge2 + w4.ge2);
        const unsigned single = ludic_ri_byte_sum(w0.ge1 + w1.ge1 + w2.ge1 + w3.ge1 + w4.ge1) - p;
        const unsigned taken = min_u(p, 7), ones = min_u(single, 7 - taken);
        const uint64_t o0 = 0xFFu, o1 = 0xFFFFu, o2 = 0xFFFF00u, o3 = 0xFFFFFFFFFFFF0000u;
        const unsigned held =
            ludic_ri_byte_sum((w0.ge1 & o0) + (w1.ge1 & o1) + (w2.ge1 & o2) + (w3.ge1 & o3) + w4.ge1);
        const int pair =
            ((w0.ge2 & o0) | (w1.ge2 & o1) | (w2.ge2 & o2) | (w3.ge2 & o3) | w4.ge2) != 0;
        const int seven = (int)(ones + 2 * (7 - taken - ones)) - 1;
        const int thirteen = 13 - (int)held - pair; /* r - 1 with r = 13 - held + !pair */
        out->seven_pairs = seven;
        out->thirteen_orphans = thirteen;
        if (seven < out->min)
            out->min = seven;
        if (thirteen < out->min)
            out->min = thirteen;
    } else {
        out->seven_pairs = LUDIC_RIICHI_NO_FORM;
        out->thirteen_orphans = LUDIC_RIICHI_NO_FORM;
    }
}

#endif /* LUDIC_RIICHI_NO_TABLES */

void ludic_riichi_compute_shanten_raw(const uint8_t *counts, unsigned flags,
                                      ludic_riichi_shanten *out)
{
    if (counts && out) /* the one check the hot path keeps: NULL is a no-op */
        shanten_all(counts, flags, out);
}

int ludic_ri_shanten_form(const uint8_t *counts, unsigned flags, ludic_riichi_form form)
{
    ludic_riichi_shanten s;
    shanten_all(counts, flags, &s);
    return ludic_riichi_shanten_value(&s, form);
}

#ifndef LUDIC_RIICHI_NO_TABLES
size_t ludic_riichi_table_bytes(void)
{
    return (size_t)ludic_ri_table_bytes;
}
#endif

int ludic_riichi_shanten_value(const ludic_riichi_shanten *shanten, ludic_riichi_form form)
{
    if (!shanten)
        return LUDIC_RIICHI_NO_FORM;
    switch (form) {
    case LUDIC_RIICHI_FORM_MIN:
        return shanten->min;
    case LUDIC_RIICHI_FORM_STANDARD:
        return shanten->standard;
    case LUDIC_RIICHI_FORM_SEVEN_PAIRS:
        return shanten->seven_pairs;
    case LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS:
        return shanten->thirteen_orphans;
    }
    return LUDIC_RIICHI_NO_FORM;
}

ludic_status ludic_riichi_compute_shanten(const uint8_t *counts, unsigned flags,
                                          ludic_riichi_shanten *out, ludic_error *err)
{
    unsigned n;
    const ludic_status status = ludic_ri_check_hand(counts, flags, out, RI_SIZES_ANY, &n, err);
    if (status != LUDIC_OK)
        return status;
    ludic_riichi_compute_shanten_raw(counts, flags, out);
    return LUDIC_OK;
}
