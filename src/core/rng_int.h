/*
 * rng_int.h: a seeded, reproducible pseudo-random generator (xoshiro256**,
 * state filled by splitmix64 from a 64-bit seed). The same seed gives the
 * same stream on every machine; the state lives in the caller's struct.
 */
#ifndef LUDIC_RNG_INT_H
#define LUDIC_RNG_INT_H

#include <stdint.h>

typedef struct ludic_rng {
    uint64_t s[4];
} ludic_rng;

void ludic_rng_seed(ludic_rng *rng, uint64_t seed);
uint64_t ludic_rng_next(ludic_rng *rng);
/* Uniform in [0, bound) without modulo bias; bound > 0. */
uint64_t ludic_rng_below(ludic_rng *rng, uint64_t bound);
/* Uniform in [lo, hi], lo <= hi. */
uint64_t ludic_rng_range(ludic_rng *rng, uint64_t lo, uint64_t hi);
/* Uniform double in [0, 1) with 53 random bits. */
double ludic_rng_unit(ludic_rng *rng);

#endif
