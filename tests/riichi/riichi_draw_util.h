/*
 * riichi_draw_util.h: what the draw-game tests share: seeded hands near a
 * complete one, and a completeness check written from the rules alone
 * (melds and a pair, seven distinct pairs, thirteen orphans), independent
 * of the library's shanten.
 */
#ifndef RIICHI_DRAW_UTIL_H
#define RIICHI_DRAW_UTIL_H

#include "check.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define K LUDIC_RIICHI_KINDS

/* Can c (n tiles, n % 3 == 0, with `pair` pairs still to take) split into melds and the pair? */
static int split(uint8_t *c, unsigned pair)
{
    unsigned k = 0;
    int ok = 0;
    while (k < K && c[k] == 0)
        k++;
    if (k == K)
        return pair == 0;
    if (pair && c[k] >= 2) {
        c[k] -= 2;
        ok = split(c, 0);
        c[k] += 2;
    }
    if (!ok && c[k] >= 3) {
        c[k] -= 3;
        ok = split(c, pair);
        c[k] += 3;
    }
    if (!ok && k < 27 && k % 9 <= 6 && c[k + 1] && c[k + 2]) {
        c[k]--, c[k + 1]--, c[k + 2]--;
        ok = split(c, pair);
        c[k]++, c[k + 1]++, c[k + 2]++;
    }
    return ok;
}

/* 1 when the 14 - 3c tiles c are a complete hand of some form. */
static int is_complete(const uint8_t *counts)
{
    static const uint8_t orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    uint8_t c[K];
    unsigned n = 0, pairs = 0, held = 0;
    memcpy(c, counts, K);
    for (unsigned k = 0; k < K; k++) {
        n += c[k];
        pairs += c[k] == 2;
    }
    if (n == 14 && pairs == 7)
        return 1;
    for (unsigned i = 0; i < 13; i++)
        held += c[orphans[i]] > 0;
    if (n == 14 && held == 13) {
        unsigned in = 0;
        for (unsigned i = 0; i < 13; i++)
            in += c[orphans[i]];
        if (in == 14)
            return 1;
    }
    return split(c, 1);
}

/* 1 when the tiles h hold none of 2m..8m (a sanma hand). */
static inline int sanma_ok(const uint8_t *h)
{
    for (unsigned k = 1; k <= 7; k++)
        if (h[k])
            return 0;
    return 1;
}

/*
 * A seeded hand of n = 13 - 3 melds tiles near a complete one: a random
 * complete 14 - 3m tile hand (melds of random kinds, a pair) less one tile,
 * then `swaps` tiles replaced by random kinds (so at most `swaps` shanten).
 */
static void near_hand(ludic_rng *rng, unsigned melds, unsigned swaps, uint8_t *c)
{
    for (;;) {
        memset(c, 0, K);
        for (unsigned m = 0; m < 4 - melds; m++) {
            unsigned k = (unsigned)ludic_rng_below(rng, K);
            if (k < 27 && k % 9 <= 6 && ludic_rng_below(rng, 2))
                c[k]++, c[k + 1]++, c[k + 2]++;
            else
                c[k] = (uint8_t)(c[k] + 3);
        }
        c[ludic_rng_below(rng, K)] += 2;
        int ok = 1;
        for (unsigned k = 0; k < K; k++)
            ok &= c[k] <= 4;
        if (ok)
            break;
    }
    for (unsigned i = 0; i <= swaps; i++) { /* remove one tile, then swap `swaps` */
        unsigned k;
        do
            k = (unsigned)ludic_rng_below(rng, K);
        while (c[k] == 0);
        c[k]--;
        if (i == 0)
            continue;
        do
            k = (unsigned)ludic_rng_below(rng, K);
        while (c[k] == 4);
        c[k]++;
    }
}

#endif
