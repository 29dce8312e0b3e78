/*
 * riichi_int.h: what the riichi files share: kind numbering helpers, the
 * checks of a hand, and the fast shanten of one form.
 */
#ifndef LUDIC_RIICHI_INT_H
#define LUDIC_RIICHI_INT_H

#include "ludic/riichi.h"

#define RI_KINDS 34u
#define RI_HONOURS 27u /* first honour kind, 1z */

#define RI_L8 0x0101010101010101u /* 1 in every byte */

/* c[0..7] as a little-endian word (one load on the machines that matter). */
static inline uint64_t ludic_ri_load8(const uint8_t *c)
{
    return (uint64_t)c[0] | (uint64_t)c[1] << 8 | (uint64_t)c[2] << 16 | (uint64_t)c[3] << 24 |
           (uint64_t)c[4] << 32 | (uint64_t)c[5] << 40 | (uint64_t)c[6] << 48 |
           (uint64_t)c[7] << 56;
}

/* The sum of the bytes of v, when it is below 256. */
static inline unsigned ludic_ri_byte_sum(uint64_t v)
{
    return (unsigned)((v * RI_L8) >> 56);
}

/* 1 when kind k (0..33) is one of 2m..8m, which the three-player set lacks. */
static inline int ludic_ri_sanma_missing(unsigned k)
{
    return k >= 1 && k <= 7;
}

/*
 * Check a hand for the public functions: counts and out not NULL (out_name
 * names the output argument in the message), flags known, every count 0..4
 * (2m..8m 0 with SANMA), and the total n allowed by `sizes`: a bit mask of
 * allowed totals (bit n set: n tiles allowed). *total receives n.
 */
ludic_status ludic_ri_check_hand(const uint8_t *counts, unsigned flags, const void *out,
                                 uint32_t sizes, unsigned *total, ludic_error *err);

/* Totals 1..14 with n % 3 != 0, 13 - 3c (n % 3 == 1) and 14 - 3c (n % 3 == 2), as masks. */
#define RI_SIZES_ANY 0x6DB6u     /* 1,2,4,5,7,8,10,11,13,14 */
#define RI_SIZES_WAITING 0x2492u /* 1,4,7,10,13 */
#define RI_SIZES_DRAWN 0x4924u   /* 2,5,8,11,14 */

/*
 * The wall for a hand: wall given (each wall[k] + counts[k] <= 4, 2m..8m 0
 * with SANMA) or NULL for 4 - counts[k]. Writes the checked wall to out.
 */
ludic_status ludic_ri_resolve_wall(const uint8_t *counts, const uint8_t *wall, unsigned flags,
                                   uint8_t *out, ludic_error *err);

/*
 * Shanten of one form of a valid hand (the preconditions of
 * ludic_riichi_compute_shanten_raw): LUDIC_RIICHI_NO_FORM when the form does
 * not apply.
 */
int ludic_ri_shanten_form(const uint8_t *counts, unsigned flags, ludic_riichi_form form);

/*
 * The ZJOI distribution of the closed 13 tiles `hand` with the checked wall
 * `wall` (riichi_zjoi.c): cdf[t - 1] = P(weight <= t) for t = 1..draws, all
 * 0 when even the whole wall never completes the hand (LUDIC_OK then).
 * LUDIC_E_MEMORY from the solver's cap in `limits`.
 */
ludic_status ludic_ri_zjoi_cdf(const uint8_t *hand, const uint8_t *wall, const ludic_limits *limits,
                               unsigned flags, unsigned draws, double *cdf, ludic_error *err);

#endif
