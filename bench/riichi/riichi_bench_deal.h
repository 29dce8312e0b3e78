/*
 * riichi_bench_deal.h: the riichi benchmarks' hands: n tiles drawn without
 * replacement from the 136-tile set (sanma: without 2m..8m) by a partial
 * shuffle of the seeded generator, so every benchmark that deals with the
 * same seed meets the same hands.
 */
#ifndef LUDIC_RIICHI_BENCH_DEAL_H
#define LUDIC_RIICHI_BENCH_DEAL_H

#include <stdint.h>
#include <string.h>

#include "core/rng_int.h"
#include "ludic/riichi.h"

static inline void riichi_bench_deal(ludic_rng *rng, unsigned n, unsigned flags, uint8_t *c)
{
    uint8_t set[136];
    unsigned size = 0;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        for (unsigned copy = 0; copy < 4; copy++)
            if (!((flags & LUDIC_RIICHI_SANMA) && k >= 1 && k <= 7))
                set[size++] = (uint8_t)k;
    memset(c, 0, LUDIC_RIICHI_KINDS);
    for (unsigned i = 0; i < n; i++) {
        unsigned j = i + (unsigned)ludic_rng_below(rng, size - i);
        uint8_t t = set[i];
        set[i] = set[j];
        set[j] = t;
        c[set[i]]++;
    }
}

#endif
