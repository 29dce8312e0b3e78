/*
 * riichi_fast_int.h: the pieces of the fast shanten (riichi_shanten.c) that
 * the draw search's incremental shanten (riichi_incr_int.h) shares: a
 * suit's class from its counts, and the last min-plus product. Only with
 * the tables (not under LUDIC_RIICHI_NO_TABLES).
 */
#ifndef LUDIC_RIICHI_FAST_INT_H
#define LUDIC_RIICHI_FAST_INT_H

#include "riichi_tables_int.h"

static inline unsigned min_u(unsigned a, unsigned b)
{
    return a < b ? a : b;
}

static inline unsigned suit_class(const uint8_t *c)
{
    const unsigned lo = c[0] + 5u * (c[1] + 5u * (c[2] + 5u * (c[3] + 5u * (unsigned)c[4])));
    const unsigned hi = c[5] + 5u * (c[6] + 5u * (c[7] + 5u * (unsigned)c[8]));
    return ludic_ri_suit_class[ludic_ri_suit_row[lo] + ludic_ri_suit_col[hi]];
}

/* Entry f of a packed cost vector. */
static inline unsigned entry(uint64_t v, unsigned f)
{
    return (unsigned)(v >> (6 * f)) & 63u;
}

/*
 * The last product at (melds, 1) (last_sums: its ten sums, packed): the least of a[i] + b[5 + melds - i] and
 * a[5 + i] + b[melds - i] over i = 0..melds, for a packed vector a and a
 * packed reversed vector brev (brev[f] = b[9 - f]). Shifting a up by
 * s = 4 - melds entries lines every needed pair up in the same entry; the
 * entries that pair with nothing (the s lowest of each half) get 32, more
 * than any real cost (at most 14) and small enough that a sum still fits
 * its 6 bits (32 + 28 < 64), so one addition forms all ten sums.
 */
static inline uint64_t last_sums(uint64_t a, uint64_t brev, unsigned melds)
{
    const unsigned s = 4 - melds;
    const uint64_t low = ((uint64_t)1 << (6 * s)) - 1, unused = low | low << 30;
    return (((a << (6 * s)) & ~unused) | (unused & 0x820820820820820u)) + brev;
}

static inline unsigned last_product(uint64_t a, uint64_t brev, unsigned melds)
{
    const uint64_t sums = last_sums(a, brev, melds);
    /* the least of the ten entries, as a tree (constant shifts, no loop) */
    const unsigned a01 = min_u(entry(sums, 0), entry(sums, 1));
    const unsigned a23 = min_u(entry(sums, 2), entry(sums, 3));
    const unsigned a45 = min_u(entry(sums, 4), entry(sums, 5));
    const unsigned a67 = min_u(entry(sums, 6), entry(sums, 7));
    const unsigned a89 = min_u(entry(sums, 8), entry(sums, 9));
    return min_u(min_u(min_u(a01, a23), min_u(a45, a67)), a89);
}

/*
 * 1 when some entry of packed sums (last_sums) is below t (0 <= t <= 64),
 * without the minimum: the even entries and the odd ones, each spread to
 * 12 bits, plus 64 - t reach bit 6 of their field exactly when the entry
 * is >= t (t = 0: never below).
 */
static inline int last_sums_below(uint64_t sums, unsigned t)
{
    const uint64_t even = 0x03F03F03F03Fu | (uint64_t)0x3F << 48, bit6 = 0x040040040040040u;
    const uint64_t add = (64u - t) * 0x001001001001001u;
    return (((sums & even) + add) & bit6) != bit6 || (((sums >> 6 & even) + add) & bit6) != bit6;
}

/* 1 when the last product is below t (0 <= t <= 64). */
static inline int last_product_below(uint64_t a, uint64_t brev, unsigned melds, unsigned t)
{
    return last_sums_below(last_sums(a, brev, melds), t);
}

#endif
