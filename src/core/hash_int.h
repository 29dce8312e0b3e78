/* hash_int.h: a 64-bit integer mixer for hash tables (splitmix64's finaliser). */
#ifndef LUDIC_HASH_INT_H
#define LUDIC_HASH_INT_H

#include <stdint.h>

/* A bijection on 64-bit words whose output bits all depend on every input bit. */
static inline uint64_t ludic_hash64(uint64_t x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return x;
}

#endif
