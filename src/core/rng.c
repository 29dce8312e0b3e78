/*
 * rng.c: xoshiro256** (Blackman and Vigna), seeded through splitmix64 so that
 * any 64-bit seed, 0 included, gives a well-mixed non-zero state.
 */
#include "rng_int.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void ludic_rng_seed(ludic_rng *rng, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

uint64_t ludic_rng_next(ludic_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t ludic_rng_below(ludic_rng *rng, uint64_t bound)
{
    /* Reject the top sliver of 2^64 that would bias x % bound. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do
        x = ludic_rng_next(rng);
    while (x >= limit && limit != 0);
    return x % bound;
}

uint64_t ludic_rng_range(ludic_rng *rng, uint64_t lo, uint64_t hi)
{
    if (lo == 0 && hi == UINT64_MAX)
        return ludic_rng_next(rng);
    return lo + ludic_rng_below(rng, hi - lo + 1);
}

double ludic_rng_unit(ludic_rng *rng)
{
    return (double)(ludic_rng_next(rng) >> 11) * 0x1.0p-53;
}
