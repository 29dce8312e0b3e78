/*
 * riichi_incr_int.h: the shanten (form: the minimum) of a hand that changes
 * one tile at a time, for the draw search, which asks it of a hand plus one
 * drawn tile (34 kinds) and of that less each discard.
 *
 * The fast shanten (riichi_shanten.c) reads its tables from a few summaries
 * of the counts: each suit's base-5 codes (kinds 0..4 and 5..8) and class,
 * how many honour kinds hold 3, 2 and 1 tiles or more, and for the other
 * two forms the number of kinds held, of kinds held twice or more, of
 * orphan kinds held and held twice. Adding or removing one tile of kind k
 * moves each summary by a known step (a power of 5 in one code, one count),
 * so the state is updated in O(1) and the shanten is then one class lookup
 * for the changed suit, two product reads and the last product: about a
 * fifth of a full evaluation. Exact: the same tables, the same formulas
 * (test_riichi_draw_fast.c checks it against ludic_riichi_compute_shanten_raw
 * on random hands and steps). Four-player sets only (in sanma 1m and 9m
 * join the honours); the caller falls back to the full shanten otherwise.
 * Without the tables (LUDIC_RIICHI_NO_TABLES) RI_INCR is 0 and the caller
 * uses the full shanten.
 */
#ifndef LUDIC_RIICHI_INCR_INT_H
#define LUDIC_RIICHI_INCR_INT_H

#include <string.h>

#include "riichi_int.h"

#ifdef LUDIC_RIICHI_NO_TABLES
#define RI_INCR 0
typedef struct ri_incr {
    int unused;
} ri_incr;
static inline void ri_incr_init(ri_incr *st, const uint8_t *h)
{
    (void)st;
    (void)h;
}
static inline void ri_incr_init_key(ri_incr *st, const uint64_t *key)
{
    (void)st;
    (void)key;
}
static inline void ri_incr_add(ri_incr *st, unsigned k, unsigned before)
{
    (void)st;
    (void)k;
    (void)before;
}
static inline uint32_t ri_incr_pack_counts(const ri_incr *st)
{
    (void)st;
    return 0;
}
static inline void ri_incr_init_packed(ri_incr *st, const uint64_t *key, uint32_t counts)
{
    (void)st;
    (void)key;
    (void)counts;
}
static inline uint32_t ri_incr_remove_counts(const ri_incr *st, unsigned k, unsigned before)
{
    (void)st;
    (void)k;
    (void)before;
    return 0;
}
static inline void ri_incr_remove(ri_incr *st, unsigned k, unsigned before)
{
    (void)st;
    (void)k;
    (void)before;
}
static inline int ri_incr_shanten(const ri_incr *st)
{
    (void)st;
    return 0;
}
static inline int ri_incr_at_most(const ri_incr *st, int limit)
{
    (void)st;
    (void)limit;
    return 0;
}
typedef struct ri_incr_parts {
    int unused;
} ri_incr_parts;
static inline void ri_incr_parts_init(ri_incr_parts *b, const ri_incr *st, int step, int limit)
{
    (void)b;
    (void)st;
    (void)step;
    (void)limit;
}
static inline int ri_incr_step_at_most(const ri_incr *st, const ri_incr_parts *b, unsigned k,
                                       unsigned before, int step, int limit)
{
    (void)st;
    (void)b;
    (void)k;
    (void)before;
    (void)step;
    (void)limit;
    return 0;
}
#else
#include "riichi_fast_int.h"
#include "riichi_lanes_int.h"

#define RI_INCR 1

typedef struct ri_incr {
    uint16_t lo[3], hi[3]; /* per suit: c0 + 5 c1 + .. + 625 c4, c5 + .. + 125 c8 */
    uint8_t cls[3];        /* per suit: its class */
    uint8_t hon[3];        /* honour kinds holding >= 3, >= 2, >= 1 tiles */
    uint8_t n, held, pairs; /* tiles; kinds held; kinds held twice or more */
    uint8_t orphans, orphan_pairs; /* orphan kinds held; held twice or more */
} ri_incr;

static const uint16_t ri_pow5[9] = {1, 5, 25, 125, 625, 1, 5, 25, 125};

/* Bit k: kind k is a terminal or an honour (one of the 13 orphans). */
#define RI_ORPHAN_BITS 0x3FC060301ull

static inline int ri_incr_orphan(unsigned k)
{
    return (int)(RI_ORPHAN_BITS >> k & 1u);
}

static inline void ri_incr_class(ri_incr *st, unsigned g)
{
    st->cls[g] = ludic_ri_suit_class[ludic_ri_suit_row[st->lo[g]] + ludic_ri_suit_col[st->hi[g]]];
}

static inline void ri_incr_init(ri_incr *st, const uint8_t *h)
{
    memset(st, 0, sizeof *st);
    for (unsigned g = 0; g < 3; g++) {
        const uint8_t *c = h + 9 * g;
        st->lo[g] = (uint16_t)(c[0] + 5u * (c[1] + 5u * (c[2] + 5u * (c[3] + 5u * (unsigned)c[4]))));
        st->hi[g] = (uint16_t)(c[5] + 5u * (c[6] + 5u * (c[7] + 5u * (unsigned)c[8])));
        ri_incr_class(st, g);
    }
    for (unsigned k = 0; k < RI_KINDS; k++) {
        st->n = (uint8_t)(st->n + h[k]);
        st->held = (uint8_t)(st->held + (h[k] >= 1));
        st->pairs = (uint8_t)(st->pairs + (h[k] >= 2));
        if (ri_incr_orphan(k)) {
            st->orphans = (uint8_t)(st->orphans + (h[k] >= 1));
            st->orphan_pairs = (uint8_t)(st->orphan_pairs + (h[k] >= 2));
        }
        if (k >= RI_HONOURS) {
            st->hon[0] = (uint8_t)(st->hon[0] + (h[k] >= 3));
            st->hon[1] = (uint8_t)(st->hon[1] + (h[k] >= 2));
            st->hon[2] = (uint8_t)(st->hon[2] + (h[k] >= 1));
        }
    }
}

/*
 * ri_incr_init of the hand whose packed key is key (3 bits per kind, kinds
 * 0..20 in key[0], 21..33 in key[1]): the same state, the suits' codes and
 * the counts of kinds held, held twice, orphans and honours read a word at
 * a time (riichi_lanes_int.h) instead of kind by kind.
 */
#define RI_ORPHAN_LANES0 0x48000009000001ull /* kinds 0, 8, 9, 17, 18 */
#define RI_ORPHAN_LANES1 0x1249248000ull     /* kinds 26..33 */
#define RI_HONOUR_LANES1 0x1249240000ull     /* kinds 27..33 */

/* The suits' codes and classes of the hand with packed key `key`, read from its lanes. */
static inline void ri_incr_suits_of_key(ri_incr *st, const uint64_t *key)
{
    /* the suits' lanes: kinds 0..8, 9..17 in key[0], 18..26 across both words */
    const uint64_t suit[3] = {key[0], key[0] >> 27, key[0] >> 54 | (key[1] & 0x3FFFF) << 9};
    for (unsigned g = 0; g < 3; g++) {
        unsigned lo, hi;
        ri_lanes_suit(suit[g], &lo, &hi);
        st->lo[g] = (uint16_t)lo;
        st->hi[g] = (uint16_t)hi;
        ri_incr_class(st, g);
    }
}

static inline void ri_incr_init_key(ri_incr *st, const uint64_t *key)
{
    const uint64_t a1 = ri_lanes_ge1(key[0]), a2 = ri_lanes_ge2(key[0]);
    const uint64_t a3 = ri_lanes_ge3(key[0]), a4 = key[0] >> 2 & RI_LANES0;
    const uint64_t b1 = ri_lanes_ge1(key[1]), b2 = ri_lanes_ge2(key[1]);
    const uint64_t b3 = ri_lanes_ge3(key[1]), b4 = key[1] >> 2 & RI_LANES0;
    ri_incr_suits_of_key(st, key);
    /* key[1]'s flags one bit up: the two words' flags never share a bit */
    st->held = (uint8_t)ri_lanes_count(a1 | b1 << 1);
    st->pairs = (uint8_t)ri_lanes_count(a2 | b2 << 1);
    st->n = (uint8_t)(st->held + st->pairs + ri_lanes_count(a3 | b3 << 1) +
                      ri_lanes_count(a4 | b4 << 1));
    st->orphans = (uint8_t)ri_lanes_count((a1 & RI_ORPHAN_LANES0) | (b1 & RI_ORPHAN_LANES1) << 1);
    st->orphan_pairs =
        (uint8_t)ri_lanes_count((a2 & RI_ORPHAN_LANES0) | (b2 & RI_ORPHAN_LANES1) << 1);
    st->hon[0] = (uint8_t)ri_lanes_count(b3 & RI_HONOUR_LANES1);
    st->hon[1] = (uint8_t)ri_lanes_count(b2 & RI_HONOUR_LANES1);
    st->hon[2] = (uint8_t)ri_lanes_count(b1 & RI_HONOUR_LANES1);
}

/*
 * The counts of a state (all but the suits' codes and classes) in 27 bits,
 * kept in the draw search's hand records so that expanding a hand reads
 * them instead of counting the key's lanes again (about 150 instructions,
 * nine popcounts, a hand): n (<= 14) in 4 bits, held (<= 14) 4, pairs (<=
 * 7) 3, orphans (<= 13) 4, orphan_pairs (<= 7) 3, hon[0] (<= 4) 3, hon[1]
 * and hon[2] (<= 7) 3 each. The honours' counts of kinds by count do not
 * change when alike honours are permuted, so a canonical key has the
 * same counts.
 */
static inline uint32_t ri_incr_pack_counts(const ri_incr *st)
{
    return (uint32_t)st->n | (uint32_t)st->held << 4 | (uint32_t)st->pairs << 8 |
           (uint32_t)st->orphans << 11 | (uint32_t)st->orphan_pairs << 15 |
           (uint32_t)st->hon[0] << 18 | (uint32_t)st->hon[1] << 21 | (uint32_t)st->hon[2] << 24;
}

/* The state of the hand with packed key `key` whose counts packed are `counts` (= ri_incr_init_key). */
static inline void ri_incr_init_packed(ri_incr *st, const uint64_t *key, uint32_t counts)
{
    ri_incr_suits_of_key(st, key);
    st->n = (uint8_t)(counts & 15u);
    st->held = (uint8_t)(counts >> 4 & 15u);
    st->pairs = (uint8_t)(counts >> 8 & 7u);
    st->orphans = (uint8_t)(counts >> 11 & 15u);
    st->orphan_pairs = (uint8_t)(counts >> 15 & 7u);
    st->hon[0] = (uint8_t)(counts >> 18 & 7u);
    st->hon[1] = (uint8_t)(counts >> 21 & 7u);
    st->hon[2] = (uint8_t)(counts >> 24 & 7u);
}

/* The counts' part of ri_incr_step (all but the suits' codes and classes). */
static inline void ri_incr_step_counts(ri_incr *st, unsigned k, unsigned before, int step)
{
    const unsigned c = step > 0 ? before + 1 : before; /* the count crossing: c - 1 <-> c */
    const int one = c == 1, two = c == 2;
    st->n = (uint8_t)(st->n + step);
    st->held = (uint8_t)(st->held + step * one);
    st->pairs = (uint8_t)(st->pairs + step * two);
    if (ri_incr_orphan(k)) {
        st->orphans = (uint8_t)(st->orphans + step * one);
        st->orphan_pairs = (uint8_t)(st->orphan_pairs + step * two);
    }
    if (k >= RI_HONOURS) {
        st->hon[0] = (uint8_t)(st->hon[0] + step * (c == 3));
        st->hon[1] = (uint8_t)(st->hon[1] + step * two);
        st->hon[2] = (uint8_t)(st->hon[2] + step * one);
    }
}

/* Kind k goes from `before` to before + step (step = +1 or -1) copies. */
static inline void ri_incr_step(ri_incr *st, unsigned k, unsigned before, int step)
{
    ri_incr_step_counts(st, k, before, step);
    if (k < RI_HONOURS) {
        const unsigned g = k / 9, i = k % 9;
        if (i < 5)
            st->lo[g] = (uint16_t)(st->lo[g] + step * ri_pow5[i]);
        else
            st->hi[g] = (uint16_t)(st->hi[g] + step * ri_pow5[i]);
        ri_incr_class(st, g);
    }
}

static inline void ri_incr_add(ri_incr *st, unsigned k, unsigned before)
{
    ri_incr_step(st, k, before, 1);
}

static inline void ri_incr_remove(ri_incr *st, unsigned k, unsigned before)
{
    ri_incr_step(st, k, before, -1);
}

/* The packed counts (ri_incr_pack_counts) of st less one tile of kind k, held `before` times. */
static inline uint32_t ri_incr_remove_counts(const ri_incr *st, unsigned k, unsigned before)
{
    ri_incr o = *st;
    ri_incr_step_counts(&o, k, before, -1);
    return ri_incr_pack_counts(&o);
}

/* The standard form's two last vectors (see shanten_all in riichi_shanten.c). */
static inline uint64_t ri_incr_suits(const ri_incr *st)
{
    return ludic_ri_suit_suit[st->cls[0] * RI_CLASSES + st->cls[1]];
}

static inline uint64_t ri_incr_rest(const ri_incr *st)
{
    const unsigned honours =
        ludic_ri_honour_class[min_u(st->hon[0], 5) * 36 + min_u(st->hon[1], 5) * 6 +
                              min_u(st->hon[2], 5)];
    return ludic_ri_suit_honour[st->cls[2] * RI_HONOUR_CLASSES + honours];
}

/* The seven pairs shanten of a hand of 13 or 14 tiles holding `held` kinds, `pairs` twice or more. */
static inline int ri_incr_seven(unsigned held, unsigned pairs)
{
    const unsigned taken = min_u(pairs, 7), ones = min_u(held - pairs, 7 - taken);
    return (int)(ones + 2 * (7 - taken - ones)) - 1;
}

/* The thirteen orphans shanten of a hand holding `orphans` orphan kinds, `pairs` twice or more. */
static inline int ri_incr_thirteen(unsigned orphans, unsigned pairs)
{
    return 13 - (int)orphans - (pairs > 0);
}

/* The least of the seven pairs and thirteen orphans shanten (13 or 14 tiles). */
static inline int ri_incr_other_forms(const ri_incr *st)
{
    const int seven = ri_incr_seven(st->held, st->pairs);
    const int thirteen = ri_incr_thirteen(st->orphans, st->orphan_pairs);
    return seven < thirteen ? seven : thirteen;
}

/* The shanten (minimum over the forms), as ludic_riichi_compute_shanten_raw's min. */
static inline int ri_incr_shanten(const ri_incr *st)
{
    const unsigned melds = 4 - (14 - st->n) / 3u;
    int best = (int)last_product(ri_incr_suits(st), ri_incr_rest(st), melds) - 1;
    if (st->n >= 13) {
        const int other = ri_incr_other_forms(st);
        if (other < best)
            best = other;
    }
    return best;
}

/* 1 when the shanten is at most limit (-1 <= limit <= 13), without computing it. */
static inline int ri_incr_at_most(const ri_incr *st, int limit)
{
    const unsigned melds = 4 - (14 - st->n) / 3u;
    if (st->n >= 13 && ri_incr_other_forms(st) <= limit)
        return 1;
    /* standard: r - 1 <= limit, r < limit + 2 */
    return last_product_below(ri_incr_suits(st), ri_incr_rest(st), melds, (unsigned)(limit + 2));
}
/*
 * One tile more or less, tested without forming the stepped state: a
 * hand's draws (or discards) each change one part of the hand (a suit, or
 * the honours), so the standard form's two last vectors are read from the
 * hand's own (ri_incr_parts, computed once per hand) with the changed
 * part's class alone looked up again: the hand plus (step 1) or less (step
 * -1) one tile of kind k, which it holds `before` times, has shanten <=
 * limit. The same value as ri_incr_at_most of the stepped state (tested in
 * test_riichi_draw_fast.c). About 25 instructions and no branch on the
 * answer, against about 100 for stepping the state and testing it.
 */
typedef struct ri_incr_parts {
    uint64_t suits, rest; /* ri_incr_suits and ri_incr_rest of the hand */
    unsigned honours;     /* the honours' class */
    unsigned melds;       /* of the stepped hand's last product */
    unsigned below;       /* limit + 2: the last product must be below it */
    unsigned other;       /* 1: the other two forms can reach the limit after a step */
} ri_incr_parts;

#if defined(__GNUC__) || defined(__clang__)
#define RI_INCR_INLINE static inline __attribute__((always_inline))
#else
#define RI_INCR_INLINE static inline
#endif

static inline unsigned ri_incr_honour_class(unsigned h3, unsigned h2, unsigned h1)
{
    return ludic_ri_honour_class[min_u(h3, 5) * 36 + min_u(h2, 5) * 6 + min_u(h1, 5)];
}

/*
 * The parts of hand st for steps (+1 or -1 tile) tested against limit: the
 * other forms (seven pairs, thirteen orphans) move by one at most per
 * tile, and only down when a tile is added, so they need a look only when
 * the hand's own is within reach of the limit and the stepped hand has 13
 * or 14 tiles (a hand of 12 tiles or fewer: always looked at).
 */
static inline void ri_incr_parts_init(ri_incr_parts *b, const ri_incr *st, int step, int limit)
{
    const unsigned n = (unsigned)(st->n + step);
    b->suits = ri_incr_suits(st);
    b->rest = ri_incr_rest(st);
    b->honours = ri_incr_honour_class(st->hon[0], st->hon[1], st->hon[2]);
    b->melds = 4 - (14 - n) / 3u;
    b->below = (unsigned)(limit + 2);
    b->other = n >= 13 && (st->n < 13 || ri_incr_other_forms(st) - (step > 0) <= limit);
}

/* The other forms' shanten of st with one tile of kind k more or less (as ri_incr_step). */
static inline int ri_incr_other_step(const ri_incr *st, unsigned k, unsigned before, int step)
{
    ri_incr o = *st;
    const unsigned c = step > 0 ? before + 1 : before;
    const int one = c == 1, two = c == 2;
    o.held = (uint8_t)(o.held + step * one);
    o.pairs = (uint8_t)(o.pairs + step * two);
    if (ri_incr_orphan(k)) {
        o.orphans = (uint8_t)(o.orphans + step * one);
        o.orphan_pairs = (uint8_t)(o.orphan_pairs + step * two);
    }
    return ri_incr_other_forms(&o);
}

RI_INCR_INLINE int ri_incr_step_at_most(const ri_incr *st, const ri_incr_parts *b, unsigned k,
                                        unsigned before, int step, int limit)
{
    uint64_t suits = b->suits, rest = b->rest;
    if (b->other && ri_incr_other_step(st, k, before, step) <= limit)
        return 1;
    if (k < RI_HONOURS) {
        const unsigned g = k / 9, i = k % 9;
        const int d = step * (int)ri_pow5[i];
        const unsigned lo = (unsigned)(st->lo[g] + (i < 5 ? d : 0));
        const unsigned hi = (unsigned)(st->hi[g] + (i < 5 ? 0 : d));
        const unsigned cls = ludic_ri_suit_class[ludic_ri_suit_row[lo] + ludic_ri_suit_col[hi]];
        if (g == 2)
            rest = ludic_ri_suit_honour[cls * RI_HONOUR_CLASSES + b->honours];
        else
            suits = ludic_ri_suit_suit[g == 0 ? cls * RI_CLASSES + st->cls[1]
                                              : st->cls[0] * RI_CLASSES + cls];
    } else {
        const unsigned c = step > 0 ? before + 1 : before; /* the count crossing */
        const unsigned honours =
            ri_incr_honour_class((unsigned)(st->hon[0] + step * (c == 3)),
                                 (unsigned)(st->hon[1] + step * (c == 2)),
                                 (unsigned)(st->hon[2] + step * (c == 1)));
        rest = ludic_ri_suit_honour[st->cls[2] * RI_HONOUR_CLASSES + honours];
    }
    return last_product_below(suits, rest, b->melds, b->below);
}
#endif /* LUDIC_RIICHI_NO_TABLES */

#endif
