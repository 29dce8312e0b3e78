/*
 * modarith_int.h: arithmetic modulo a prime below 2^31 (the games use
 * 998244353 and 1000000007). Residues are uint32_t in [0, m); a product of two
 * residues fits in 62 bits, so plain uint64_t arithmetic is exact.
 */
#ifndef LUDIC_MODARITH_INT_H
#define LUDIC_MODARITH_INT_H

#include <stdint.h>

#define LUDIC_P998 998244353u
#define LUDIC_P1E9 1000000007u

static inline uint32_t ludic_mod_add(uint32_t a, uint32_t b, uint32_t m)
{
    uint32_t s = a + b; /* < 2^32 since a, b < 2^31 */
    return s >= m ? s - m : s;
}

static inline uint32_t ludic_mod_sub(uint32_t a, uint32_t b, uint32_t m)
{
    return a >= b ? a - b : a + (m - b);
}

static inline uint32_t ludic_mod_mul(uint32_t a, uint32_t b, uint32_t m)
{
    return (uint32_t)(((uint64_t)a * b) % m);
}

/* x mod m for any 64-bit x. */
static inline uint32_t ludic_mod_u64(uint64_t x, uint32_t m)
{
    return (uint32_t)(x % m);
}

/* a^e mod m by binary powering, O(log e). */
uint32_t ludic_mod_pow(uint32_t a, uint64_t e, uint32_t m);

/* The inverse of a modulo the prime m (Fermat); a must not be 0 mod m. */
uint32_t ludic_mod_inv(uint32_t a, uint32_t m);

#endif
