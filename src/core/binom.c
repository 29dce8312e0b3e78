/* binom.c: factorial tables and binomial coefficients (see binom_int.h). */
#include <stdlib.h>

#include "binom_int.h"
#include "error_int.h"
#include "modarith_int.h"

ludic_status ludic_factorials_init(ludic_factorials *f, uint32_t max, uint32_t modulus,
                                   ludic_error *err)
{
    f->modulus = modulus;
    f->max = max;
    f->fact = NULL;
    f->inv_fact = NULL;
    if (max >= modulus)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "factorial table up to %lu needs a modulus above it",
                          (unsigned long)max);
    f->fact = malloc(((size_t)max + 1) * sizeof *f->fact);
    f->inv_fact = malloc(((size_t)max + 1) * sizeof *f->inv_fact);
    if (!f->fact || !f->inv_fact) {
        ludic_factorials_clear(f);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                          "cannot allocate factorial tables up to %lu", (unsigned long)max);
    }
    f->fact[0] = 1 % modulus;
    for (uint32_t i = 1; i <= max; i++)
        f->fact[i] = ludic_mod_mul(f->fact[i - 1], i, modulus);
    /* One inversion, then (i-1)!^-1 = i!^-1 * i walking down. */
    f->inv_fact[max] = ludic_mod_inv(f->fact[max], modulus);
    for (uint32_t i = max; i > 0; i--)
        f->inv_fact[i - 1] = ludic_mod_mul(f->inv_fact[i], i, modulus);
    return LUDIC_OK;
}

void ludic_factorials_clear(ludic_factorials *f)
{
    if (!f)
        return;
    free(f->fact);
    free(f->inv_fact);
    f->fact = NULL;
    f->inv_fact = NULL;
    f->max = 0;
}

uint32_t ludic_binom_big(const ludic_factorials *f, uint64_t n, uint32_t k)
{
    const uint32_t p = f->modulus;
    uint32_t low = ludic_mod_u64(n, p);
    uint32_t num = 1 % p;
    if (k > low)
        return 0; /* Lucas: C(low, k) = 0 */
    for (uint32_t i = 0; i < k; i++)
        num = ludic_mod_mul(num, low - i, p);
    return ludic_mod_mul(num, f->inv_fact[k], p);
}

uint64_t ludic_binom_u64(unsigned n, unsigned k)
{
    uint64_t r = 1;
    if (k > n)
        return 0;
    if (k > n - k)
        k = n - k;
    /* r_i = C(n-k+i, i) = r_{i-1} * (n-k+i) / i. With g = gcd(r, i), the
       quotient i/g is coprime to r/g, so it divides n-k+i; dividing first
       keeps every intermediate at most the final value, which fits for n <= 67. */
    for (unsigned i = 1; i <= k; i++) {
        uint64_t x = r, y = i;
        while (y) {
            uint64_t t = x % y;
            x = y;
            y = t;
        }
        r = (r / x) * ((uint64_t)(n - k + i) / (i / x));
    }
    return r;
}
