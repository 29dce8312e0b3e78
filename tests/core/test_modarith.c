/* Modular arithmetic against schoolbook definitions, for both moduli. */
#include "check.h"
#include "core/modarith_int.h"
#include "core/rng_int.h"

static uint32_t slow_pow(uint32_t a, uint64_t e, uint32_t m)
{
    uint64_t r = 1 % m;
    for (uint64_t i = 0; i < e; i++)
        r = r * a % m;
    return (uint32_t)r;
}

int main(void)
{
    const uint32_t mods[] = {LUDIC_P998, LUDIC_P1E9, 7u, 2u};
    ludic_rng rng;
    ludic_rng_seed(&rng, check_seed(1));
    for (size_t mi = 0; mi < sizeof mods / sizeof mods[0]; mi++) {
        uint32_t m = mods[mi];
        for (int i = 0; i < 2000; i++) {
            CHECK_ITERATION(mi * 2000 + (size_t)i);
            uint32_t a = (uint32_t)ludic_rng_below(&rng, m), b = (uint32_t)ludic_rng_below(&rng, m);
            uint64_t e = ludic_rng_below(&rng, 300);
            CHECK_EQ_U64(ludic_mod_add(a, b, m), ((uint64_t)a + b) % m);
            CHECK_EQ_U64(ludic_mod_sub(a, b, m), ((uint64_t)a + m - b) % m);
            CHECK_EQ_U64(ludic_mod_mul(a, b, m), (uint64_t)a * b % m);
            CHECK_EQ_U64(ludic_mod_pow(a, e, m), slow_pow(a, e, m));
            if (a != 0)
                CHECK_EQ_U64(ludic_mod_mul(a, ludic_mod_inv(a, m), m), 1);
        }
        CHECK_ITERATION_DONE();
        /* extremes */
        CHECK_EQ_U64(ludic_mod_add(m - 1, m - 1, m), m - 2 < m ? (2ull * (m - 1)) % m : 0);
        CHECK_EQ_U64(ludic_mod_mul(m - 1, m - 1, m), 1 % m);
        CHECK_EQ_U64(ludic_mod_pow(m - 1, 0, m), 1 % m);
    }
    /* Known values: inverse of 2 mod 998244353 and mod 1e9+7. */
    CHECK_EQ_U64(ludic_mod_inv(2, LUDIC_P998), 499122177u);
    CHECK_EQ_U64(ludic_mod_inv(2, LUDIC_P1E9), 500000004u);
    CHECK_EQ_U64(ludic_mod_u64(UINT64_MAX, LUDIC_P1E9), UINT64_MAX % 1000000007ull);
    return check_exit_code();
}
