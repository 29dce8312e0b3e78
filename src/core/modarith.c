/* modarith.c: powers and inverses modulo a prime below 2^31. */
#include "modarith_int.h"

uint32_t ludic_mod_pow(uint32_t a, uint64_t e, uint32_t m)
{
    uint32_t result = 1 % m;
    a %= m;
    while (e) {
        if (e & 1)
            result = ludic_mod_mul(result, a, m);
        a = ludic_mod_mul(a, a, m);
        e >>= 1;
    }
    return result;
}

uint32_t ludic_mod_inv(uint32_t a, uint32_t m)
{
    return ludic_mod_pow(a, (uint64_t)m - 2, m);
}
