/*
 * riichi.h: riichi mahjong hand analysis: shanten (how many tiles a hand
 * lacks from winning) for the three winning forms: standard (melds and a
 * pair), seven pairs, thirteen orphans. Definitions as in the project's
 * riichi spec (riichi.md: "Tiles and notation", "Winning forms", "Shanten").
 */
#ifndef LUDIC_RIICHI_H
#define LUDIC_RIICHI_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LUDIC_RIICHI_KINDS 34u      /* 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s, 27..33 = 1z..7z */
#define LUDIC_RIICHI_SANMA 1u       /* flag: three-player set, 2m..8m do not exist */
#define LUDIC_RIICHI_NO_FORM 127    /* shanten of a form that does not apply to the hand */

/*
 * Shanten of one hand per winning form. -1 is a complete hand, 0 tenpai.
 * seven_pairs and thirteen_orphans are LUDIC_RIICHI_NO_FORM for hands with
 * called melds (fewer than 13 tiles).
 */
typedef struct ludic_riichi_shanten {
    int min;               /* minimum over the forms that apply */
    int standard;          /* melds + pair */
    int seven_pairs;       /* LUDIC_RIICHI_NO_FORM unless the hand has 13 or 14 tiles */
    int thirteen_orphans;  /* LUDIC_RIICHI_NO_FORM unless the hand has 13 or 14 tiles */
} ludic_riichi_shanten;

/*
 * Reference shanten, written from the definition alone (independent of the
 * fast code): the replacement number r(H) = min over legal complete hands W
 * of sum_k max(0, W[k] - H[k]), by a pruned direct search over W, minus 1.
 *
 * counts[34]: tiles held per kind (0..4), n = sum in 1..14 with n % 3 == 1 or 2
 * (a hand with c = (14 - n) / 3 called melds, rounded down; W then has
 * 14 - 3c tiles). Shanten is the replacement number minus 1 (riichi.md).
 * LUDIC_E_INVALID with a message for a count > 4, a bad total, or (with
 * LUDIC_RIICHI_SANMA) a tile of 2m..8m; LUDIC_E_ARGUMENT for NULL or unknown
 * flag bits. On failure *out is untouched.
 *
 * Cost: about 7 microseconds for a random 13- or 14-tile hand, under a
 * millisecond for the worst hands met (see src/riichi/riichi_brute_shanten.c);
 * no allocation. Meant for tests and checks, not for speed.
 */
LUDIC_API ludic_status ludic_riichi_brute_shanten(const uint8_t *counts, unsigned flags,
                                                  ludic_riichi_shanten *out, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_RIICHI_H */
