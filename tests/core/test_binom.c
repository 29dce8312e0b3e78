/* Binomials: tables against Pascal's triangle, the big-n form against a slow product. */
#include "check.h"
#include "core/binom_int.h"
#include "core/modarith_int.h"
#include "core/rng_int.h"

int main(void)
{
    enum { N = 300 };
    static uint32_t pascal[N + 1][N + 1];
    ludic_factorials f;
    ludic_error err;
    ludic_rng rng;
    const uint32_t p = LUDIC_P1E9;

    for (unsigned n = 0; n <= N; n++) {
        pascal[n][0] = 1;
        for (unsigned k = 1; k <= n; k++)
            pascal[n][k] = ludic_mod_add(pascal[n - 1][k - 1], k < n ? pascal[n - 1][k] : 0, p);
    }
    CHECK(ludic_factorials_init(&f, N, p, &err) == LUDIC_OK);
    for (unsigned n = 0; n <= N; n++)
        for (unsigned k = 0; k <= N; k++)
            CHECK_EQ_U64(ludic_binom(&f, n, k), k <= n ? pascal[n][k] : 0);

    /* Big n: C(n, k) as prod (n - i) / k!, all mod p, for n below and above p. */
    ludic_rng_seed(&rng, check_seed(2));
    for (int t = 0; t < 500; t++) {
        CHECK_ITERATION(t);
        uint64_t n = ludic_rng_next(&rng) >> (ludic_rng_below(&rng, 60));
        uint32_t k = (uint32_t)ludic_rng_below(&rng, N + 1);
        uint32_t want = 1;
        uint64_t low = n % p;
        for (uint32_t i = 0; i < k; i++)
            want = ludic_mod_mul(want, (uint32_t)((low + p - i) % p), p);
        want = ludic_mod_mul(want, f.inv_fact[k], p);
        /* Lucas: when k > n mod p the true value is 0 mod p, and so is the product. */
        CHECK_EQ_U64(ludic_binom_big(&f, n, k), want);
    }
    CHECK_ITERATION_DONE();
    CHECK_EQ_U64(ludic_binom_big(&f, 10, 4), 210);
    CHECK_EQ_U64(ludic_binom_big(&f, (uint64_t)p + 3, 2), 3); /* C(p+3,2) = C(3,2) mod p */
    ludic_factorials_clear(&f);
    ludic_factorials_clear(&f); /* twice is harmless */

    /* Exact 64-bit binomials. */
    CHECK_EQ_U64(ludic_binom_u64(10, 4), 210);
    CHECK_EQ_U64(ludic_binom_u64(67, 33), 14226520737620288370ull);
    CHECK_EQ_U64(ludic_binom_u64(5, 7), 0);
    for (unsigned n = 0; n <= 60; n++)
        for (unsigned k = 0; k <= n; k++)
            CHECK_EQ_U64(ludic_binom_u64(n, k) % p, pascal[n][k]);

    /* A table needs max < modulus. */
    CHECK(ludic_factorials_init(&f, 7, 7, &err) == LUDIC_E_ARGUMENT);
    return check_exit_code();
}
