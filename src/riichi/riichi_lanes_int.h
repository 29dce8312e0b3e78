/*
 * riichi_lanes_int.h: the draw search's packed counts, read a word at a
 * time. A hand's key holds 3 bits per kind (lanes): kinds 0..20 in key[0],
 * 21..33 in key[1]. Which lanes hold at least 1, 2 or 3 tiles is a few
 * shifts and ORs of the word (one flag per lane, at the lane's bit 0); the
 * number of flags is a population count, and the flags gathered into one
 * bit per kind (bit k for kind k, the masks the search works with) take
 * four fold steps: pairs of lanes, then pairs of pairs, and so on. Used to
 * set up a hand's incremental shanten state (ri_incr_init_key) and its
 * masks of kinds held and kinds left in the wall without a loop over the
 * 34 kinds.
 */
#ifndef LUDIC_RIICHI_LANES_INT_H
#define LUDIC_RIICHI_LANES_INT_H

#include <stdint.h>

#define RI_LANES0 0x1249249249249249ull /* bit 0 of each of the 21 lanes of key[0] */
#define RI_LANES1 0x1249249249ull       /* of the 13 lanes of key[1] */

/* Lanes of word x holding at least 1, 2, 3 (counts are at most 4). */
static inline uint64_t ri_lanes_ge1(uint64_t x)
{
    return (x | x >> 1 | x >> 2) & RI_LANES0;
}

static inline uint64_t ri_lanes_ge2(uint64_t x)
{
    return (x >> 1 | x >> 2) & RI_LANES0;
}

static inline uint64_t ri_lanes_ge3(uint64_t x)
{
    return (x >> 2 | (x >> 1 & x)) & RI_LANES0;
}

/*
 * Lanes of word x holding exactly c tiles (0 <= c <= 4): x XOR c in every
 * lane leaves exactly those lanes 0. No branch on c (a switch on it cost
 * a jump a call).
 */
static inline uint64_t ri_lanes_eq(uint64_t x, unsigned c)
{
    const uint64_t y = x ^ c * RI_LANES0;
    return ~(y | y >> 1 | y >> 2) & RI_LANES0;
}

/*
 * The base-5 codes of a suit whose 9 lanes are v's low 27 bits: lo = c0 +
 * 5 c1 + .. + 625 c4, hi = c5 + 5 c6 + 25 c7 + 125 c8 (riichi_incr_int.h).
 * Lanes 5..8 move up one lane, so that the pairs (c0, c1), (c2, c3), (c4,
 * 0), (c5, c6), (c7, c8) start at even lanes and one multiply-add forms all
 * five (each at most 24, in a 6-bit field); two more steps join them.
 */
static inline void ri_lanes_suit(uint64_t v, unsigned *lo, unsigned *hi)
{
    const uint64_t w = (v & 0x7FFF) | (v >> 15 & 0xFFF) << 18;
    const uint64_t pairs = (w & 0x71C71C7u) + 5 * (w >> 3 & 0x71C71C7u);
    *lo = (unsigned)((pairs & 63) + 25 * (pairs >> 6 & 63) + 625 * (pairs >> 12 & 63));
    *hi = (unsigned)((pairs >> 18 & 63) + 25 * (pairs >> 24 & 63));
}

/* The count of kind k in packed key (kinds 0..20 in key[0], 21..33 in key[1]). */
static inline unsigned ri_lanes_digit(const uint64_t *key, unsigned k)
{
    return (unsigned)(key[k >= 21] >> (3 * (k < 21 ? k : k - 21)) & 7u);
}

static inline unsigned ri_lanes_count(uint64_t x)
{
    x = x - (x >> 1 & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + (x >> 2 & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (unsigned)((x * 0x0101010101010101ull) >> 56);
}

/* The flags of up to 21 lanes (bit 3i) gathered into bits i. */
static inline uint64_t ri_lanes_gather(uint64_t x)
{
    x = (x | x >> 2) & 0x30C30C30C30C30C3ull; /* lanes 2k, 2k + 1 at bits 6k, 6k + 1 */
    x = (x | x >> 4) & 0xF00F00F00F00F00Full; /* 4 lanes at 12m .. 12m + 3 */
    x = (x | x >> 8) & 0x00FF0000FF0000FFull; /* 8 lanes at 24n .. 24n + 7 */
    return (x & 0xFF) | (x >> 16 & 0xFF00) | (x >> 32 & 0xFF0000);
}

/* The kinds (bit k) holding at least one tile in packed key (kinds 0..20, then 21..33). */
static inline uint64_t ri_lanes_held(uint64_t key0, uint64_t key1)
{
    return ri_lanes_gather(ri_lanes_ge1(key0)) | ri_lanes_gather(ri_lanes_ge1(key1)) << 21;
}

#endif
