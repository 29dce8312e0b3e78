/*
 * riichi_tables_int.h: the constant tables of the fast shanten, generated
 * by tools/riichi_gen_tables.c into riichi_tables.c (see there for how they
 * are computed, and docs/riichi.md for why they are exact).
 *
 * Costs. For a group of kinds (a suit, or the honours) and m = 0..4 melds,
 * p = 0..1 pairs, the cost is the least number of tiles missing from the
 * group's counts for a part of a complete hand made of m melds and p pairs
 * of that group (never more than 4 copies of a kind). A cost vector holds
 * the 10 costs, entry p * 5 + m; packed vectors keep entry f in bits
 * 6f..6f+5 of a uint64_t.
 *
 * Suits. A suit shape c[0..8] (counts 0..4) has one of RI_CLASSES cost
 * vectors, its class:
 *   ludic_ri_suit_class[ludic_ri_suit_row[lo] + ludic_ri_suit_col[hi]]
 * with lo = c[0] + 5 c[1] + 25 c[2] + 125 c[3] + 625 c[4] and
 * hi = c[5] + 5 c[6] + 25 c[7] + 125 c[8]; ludic_ri_class_cost[class] is
 * its vector.
 * Honours. With x0, x1, x2 the numbers of honour kinds holding at least 3,
 * 2 and 1 tiles, each capped at 5, the honours' class is
 * ludic_ri_honour_class[x0 * 36 + x1 * 6 + x2] and its packed vector
 * ludic_ri_honour_cost[class].
 * Products (min-plus over (melds, pair), packed): ludic_ri_suit_suit[a *
 * RI_CLASSES + b] for suit classes a and b, ludic_ri_suit_honour[a *
 * RI_HONOUR_CLASSES + h] for suit class a and honour class h.
 */
#ifndef LUDIC_RIICHI_TABLES_INT_H
#define LUDIC_RIICHI_TABLES_INT_H

#include <stdint.h>

#define RI_FAMILIES 10u        /* (melds 0..4) x (pairs 0..1) */
#define RI_LO_CODES 3125u      /* 5^5: kinds 0..4 of a suit */
#define RI_HI_CODES 625u       /* 5^4: kinds 5..8 */
#define RI_CLASSES 126u        /* distinct suit cost vectors */
#define RI_ROWS 680u           /* distinct rows of the class matrix (lo codes) */
#define RI_COLS 320u           /* distinct columns (hi codes) */
#define RI_HONOUR_INDEX 216u   /* 6 x 6 x 6 */
#define RI_HONOUR_CLASSES 56u  /* x0 <= x1 <= x2 <= 5 */

extern const unsigned long ludic_ri_table_bytes;
extern const uint8_t ludic_ri_class_cost[RI_CLASSES][RI_FAMILIES];
extern const uint32_t ludic_ri_suit_row[RI_LO_CODES];
extern const uint16_t ludic_ri_suit_col[RI_HI_CODES];
extern const uint8_t ludic_ri_suit_class[RI_ROWS * RI_COLS];
extern const uint8_t ludic_ri_honour_class[RI_HONOUR_INDEX];
extern const uint64_t ludic_ri_honour_cost[RI_HONOUR_CLASSES];
extern const uint64_t ludic_ri_suit_suit[RI_CLASSES * RI_CLASSES];
extern const uint64_t ludic_ri_suit_honour[RI_CLASSES * RI_HONOUR_CLASSES];

#endif
