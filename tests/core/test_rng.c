/* The generator: fixed streams for fixed seeds, and no gross bias. */
#include "check.h"
#include "core/rng_int.h"

int main(void)
{
    ludic_rng a, b;
    uint64_t counts[6] = {0};
    double sum = 0;
    ludic_rng_seed(&a, 42);
    ludic_rng_seed(&b, 42);
    for (int i = 0; i < 1000; i++)
        CHECK(ludic_rng_next(&a) == ludic_rng_next(&b));
    ludic_rng_seed(&b, 43);
    CHECK(ludic_rng_next(&a) != ludic_rng_next(&b));

    /* The stream is part of the reproducibility promise (same bytes on every
       machine): seed 0's first output is pinned. It was computed by hand from
       the published splitmix64 and xoshiro256** definitions (see rng.c). */
    ludic_rng_seed(&a, 0);
    CHECK_EQ_U64(a.s[0], 0xe220a8397b1dcdafull);
    CHECK_EQ_U64(a.s[1], 0x6e789e6aa1b965f4ull);

    /* the draws below come from seed 7: a failure names it */
    CHECK_SEED(7);
    ludic_rng_seed(&a, 7);
    for (int i = 0; i < 60000; i++) {
        uint64_t x = ludic_rng_range(&a, 1, 6);
        CHECK(x >= 1 && x <= 6);
        counts[x - 1]++;
        sum += ludic_rng_unit(&a);
    }
    for (int i = 0; i < 6; i++)
        CHECK(counts[i] > 9400 && counts[i] < 10600); /* > 6 sigma from 10000 */
    CHECK(sum / 60000 > 0.49 && sum / 60000 < 0.51);
    CHECK(ludic_rng_below(&a, 1) == 0);
    CHECK(ludic_rng_range(&a, 5, 5) == 5);
    return check_exit_code();
}
