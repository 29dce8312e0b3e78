/*
 * riichi_draw_sym_int.h: the draw search's honour symmetry. Two honour
 * kinds with the same count in the set less the visible tiles (base[k])
 * are interchangeable: swapping their counts in a hand changes nothing the
 * draw game sees (the wall's weights base[k] - h[k], the shanten, the win),
 * so every value of the swapped hand equals the hand's. The search keys
 * each hand (and drawn hand) by a canonical member of its class: within
 * each set of alike honour kinds, the counts sorted from most to fewest
 * over the kinds in increasing order. The hands met shrink when several
 * honours are held alike (the first 6-shanten benchmark hand: 2,085,003
 * hands -> 436,133; the brief's 3-shanten hand 30,703 -> 20,940), and the
 * values, the policy's values and the forward figures are unchanged (each
 * asked of a real hand, found through its canonical key). Four-player sets
 * only (sanma keeps the keys as they are).
 *
 * Cost: the usual case (no visible honours: all seven alike) reads the
 * numbers of honour kinds held at least 1, 2, 3 and 4 times from the key
 * in a few word operations and writes the sorted counts back (the sorted
 * sequence is determined by those four numbers); otherwise a selection
 * sort of the 7 counts within equal bases. One tile added to or removed
 * from a canonical key in the usual case needs no sort (ri_sym_step): in
 * the sorted counts, adding a tile of a kind held c times adds it to the
 * first kind held c times, removing one takes it from the last, and the
 * counts stay sorted.
 */
#ifndef LUDIC_RIICHI_DRAW_SYM_INT_H
#define LUDIC_RIICHI_DRAW_SYM_INT_H

#include "riichi_draw_int.h"
#include "riichi_lanes_int.h"

/* key[1] holds kinds 21..33, 3 bits each: the honours 27..33 are bits 18..38. */
#define RI_SYM_SHIFT 18
#define RI_SYM_FIELD 0x1FFFFFull /* 21 bits */
#define RI_SYM_ONES 0x49249u     /* 1 in each of the 7 lanes */

/* How the search's honours are alike (ri_draw_search.honour_sym). */
static inline uint8_t ri_sym_kind(const uint8_t *base, unsigned flags)
{
    unsigned alike = 0, all = 1;
    if (flags & LUDIC_RIICHI_SANMA)
        return 0;
    for (unsigned i = RI_HONOURS; i < RI_KINDS; i++)
        for (unsigned j = i + 1; j < RI_KINDS; j++) {
            alike |= base[i] == base[j];
            all &= base[i] == base[j];
        }
    return (uint8_t)(all ? 1 : alike ? 2 : 0);
}

/* The number of lanes set in x (one bit per lane, at the lane's bit 0). */
static inline unsigned ri_sym_lanes(uint32_t x)
{
    return (x * RI_SYM_ONES) >> 18 & 7u; /* lane 6 of the product sums all 7 */
}

/* The 7-lane value with lanes 0..n-1 at 1. */
static inline uint32_t ri_sym_fill(unsigned n)
{
    return RI_SYM_ONES & ((1u << (3 * n)) - 1u);
}

/* Replace key's honours by their canonical arrangement (tag bits kept). */
static inline void ri_sym_canon(const ri_draw_search *s, uint64_t *key)
{
    const uint32_t v = (uint32_t)(key[1] >> RI_SYM_SHIFT & RI_SYM_FIELD);
    uint32_t out;
    if (s->honour_sym == 0 || v == 0)
        return;
    if (s->honour_sym == 1) {
        const uint32_t c1 = (v | v >> 1 | v >> 2) & RI_SYM_ONES; /* counts >= 1 (at most 4) */
        const uint32_t c2 = (v >> 1 | v >> 2) & RI_SYM_ONES;
        const uint32_t c3 = (v >> 2 | (v >> 1 & v)) & RI_SYM_ONES;
        const uint32_t c4 = v >> 2 & RI_SYM_ONES;
        /* lane i gets the number of thresholds j with more than i kinds at >= j */
        out = ri_sym_fill(ri_sym_lanes(c1)) + ri_sym_fill(ri_sym_lanes(c2)) +
              ri_sym_fill(ri_sym_lanes(c3)) + ri_sym_fill(ri_sym_lanes(c4));
    } else {
        unsigned d[7];
        for (unsigned i = 0; i < 7; i++)
            d[i] = v >> (3 * i) & 7u;
        for (unsigned i = 0; i < 7; i++) /* selection sort within each base */
            for (unsigned j = i + 1; j < 7; j++)
                if (s->base[RI_HONOURS + i] == s->base[RI_HONOURS + j] && d[j] > d[i]) {
                    const unsigned t = d[i];
                    d[i] = d[j];
                    d[j] = t;
                }
        out = 0;
        for (unsigned i = 0; i < 7; i++)
            out |= (uint32_t)d[i] << (3 * i);
    }
    key[1] = (key[1] & ~(RI_SYM_FIELD << RI_SYM_SHIFT)) | (uint64_t)out << RI_SYM_SHIFT;
}

/*
 * The canonical key of (the hand of canonical key `key`) with one tile of
 * honour kind k added (step 1, k held c times) or removed (step -1, k held
 * c >= 1 times), in key (tag bits kept). = the key stepped, then
 * ri_sym_canon: with all honours alike, the step goes to the first kind
 * held c times (adding) or the last (removing).
 */
static inline void ri_sym_step(const ri_draw_search *s, uint64_t *key, unsigned k, unsigned c,
                               int step)
{
#ifndef LUDIC_SMALL /* (the size-bound WebAssembly module sorts) */
    if (s->honour_sym == 1) {
        /* the honours' lanes holding exactly c tiles: holds k's, never 0 */
        const uint64_t eq = ri_lanes_eq(key[1], c) & ((uint64_t)RI_SYM_ONES << RI_SYM_SHIFT);
#if defined(__GNUC__) || defined(__clang__)
        const unsigned at = step > 0 ? (unsigned)__builtin_ctzll(eq) : 63u - (unsigned)__builtin_clzll(eq);
#else
        unsigned at = 3 * (k - 21);
        if (step > 0)
            while (at > RI_SYM_SHIFT && (eq >> (at - 3) & 1u))
                at -= 3;
        else
            while (at + 3 < RI_SYM_SHIFT + 21 && (eq >> (at + 3) & 1u))
                at += 3;
#endif
        key[1] = step > 0 ? key[1] + ((uint64_t)1 << at) : key[1] - ((uint64_t)1 << at);
        return;
    }
#else
    (void)c;
#endif
    if (step > 0)
        key[1] += (uint64_t)1 << (3 * (k - 21));
    else
        key[1] -= (uint64_t)1 << (3 * (k - 21));
    ri_sym_canon(s, key); /* (returns at once when no honours are alike) */
}

#endif
