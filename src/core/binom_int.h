/*
 * binom_int.h: binomial coefficients modulo a prime, from tables of
 * factorials and inverse factorials (O(max) to build, O(1) per query), plus
 * C(n, k) for huge n and small k.
 */
#ifndef LUDIC_BINOM_INT_H
#define LUDIC_BINOM_INT_H

#include "ludic/ludic.h"

typedef struct ludic_factorials {
    uint32_t modulus;
    uint32_t max;       /* tables cover 0..max */
    uint32_t *fact;     /* fact[i] = i! mod modulus */
    uint32_t *inv_fact; /* inv_fact[i] = (i!)^-1 mod modulus */
} ludic_factorials;

/*
 * Build tables for 0..max modulo the prime `modulus`; needs max < modulus.
 * Fails with LUDIC_E_MEMORY when the tables cannot be allocated.
 */
ludic_status ludic_factorials_init(ludic_factorials *f, uint32_t max, uint32_t modulus,
                                   ludic_error *err);
void ludic_factorials_clear(ludic_factorials *f);

/* C(n, k) mod p for n <= f->max; 0 when k > n. */
static inline uint32_t ludic_binom(const ludic_factorials *f, uint32_t n, uint32_t k)
{
    if (k > n)
        return 0;
    return (uint32_t)((uint64_t)f->fact[n] * f->inv_fact[k] % f->modulus *
                      f->inv_fact[n - k] % f->modulus);
}

/*
 * C(n, k) mod p for any 64-bit n and k <= f->max (so k < p). By Lucas'
 * theorem, with k < p only the lowest base-p digit of n matters:
 * C(n, k) = C(n mod p, k) (mod p), computed as a falling factorial in O(k).
 */
uint32_t ludic_binom_big(const ludic_factorials *f, uint64_t n, uint32_t k);

/* Exact C(n, k) for n <= 67 (every such value fits in 64 bits); 0 when k > n. */
uint64_t ludic_binom_u64(unsigned n, unsigned k);

#endif
