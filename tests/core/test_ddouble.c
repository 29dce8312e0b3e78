/*
 * Double-double arithmetic against exact rational identities: values whose
 * exact results are known (1/3 * 3, sqrt of squares, powers of 1 + 2^-40
 * against the binomial series), and compensated sums against exact sums.
 */
#include <math.h>

#include "check.h"
#include "core/ddouble_int.h"
#include "core/rng_int.h"

/* |(got.hi + got.lo) - (want.hi + want.lo)| relative to want, in double. */
static double rel_diff(ludic_dd got, ludic_dd want)
{
    ludic_dd d = ludic_dd_add(got, ludic_dd_make(-want.hi));
    d = ludic_dd_add(d, ludic_dd_make(-want.lo));
    return fabs(d.hi) / fabs(want.hi);
}

int main(void)
{
    ludic_rng rng;
    double e;

    /* Error-free transformations are exact. */
    CHECK(ludic_two_sum(1.0, 0x1p-60, &e) == 1.0 && e == 0x1p-60);
    CHECK(ludic_two_prod(1.0 + 0x1p-30, 1.0 + 0x1p-30, &e) == 1.0 + 0x1p-29 && e == 0x1p-60);

    /* (1/3) * 3 == 1 to double-double precision. */
    {
        ludic_dd third = ludic_dd_div(ludic_dd_make(1.0), ludic_dd_make(3.0));
        ludic_dd one = ludic_dd_mul_d(third, 3.0);
        CHECK(rel_diff(one, ludic_dd_make(1.0)) < 1e-31);
        CHECK(third.lo != 0.0); /* more than a double's worth of digits */
    }

    /* (1 + x)^n = sum C(n, j) x^j with x = 2^-40, n = 1000: four terms are exact here. */
    {
        const double x = 0x1p-40;
        ludic_dd got = ludic_dd_pow(ludic_dd_make(1.0 + x), 1000);
        ludic_dd want = ludic_dd_make(1.0);
        want = ludic_dd_add(want, ludic_dd_make(1000.0 * x));
        want = ludic_dd_add(want, ludic_dd_make(499500.0 * x * x));
        want = ludic_dd_add(want, ludic_dd_make(166167000.0 * x * x * x));
        CHECK(rel_diff(got, want) < 1e-29);
    }

    /* sqrt(y^2) == y for random double-double y; sqrt(2)^2 == 2. */
    ludic_rng_seed(&rng, check_seed(7));
    for (int t = 0; t < 1000; t++) {
        CHECK_ITERATION(t);
        ludic_dd y = ludic_dd_norm(ludic_rng_unit(&rng) + 0.5, ludic_rng_unit(&rng) * 0x1p-54);
        ludic_dd r = ludic_dd_sqrt(ludic_dd_mul(y, y));
        CHECK(rel_diff(r, y) < 1e-30);
        /* Division inverts multiplication. */
        {
            ludic_dd z = ludic_dd_norm(ludic_rng_unit(&rng) + 1.0, ludic_rng_unit(&rng) * 0x1p-53);
            CHECK(rel_diff(ludic_dd_div(ludic_dd_mul(y, z), z), y) < 1e-30);
        }
    }
    CHECK_ITERATION_DONE();
    {
        ludic_dd r2 = ludic_dd_sqrt(ludic_dd_make(2.0));
        CHECK(rel_diff(ludic_dd_mul(r2, r2), ludic_dd_make(2.0)) < 1e-31);
        CHECK(ludic_dd_sqrt(ludic_dd_make(0.0)).hi == 0.0);
    }

    /* Compensated sum: 1 + 10^6 copies of 2^-60 loses nothing (plain summation loses all). */
    {
        ludic_ksum k = {0.0, 0.0};
        double plain = 1.0;
        ludic_ksum_add(&k, 1.0);
        for (int i = 0; i < 1000000; i++) {
            ludic_ksum_add(&k, 0x1p-60);
            plain += 0x1p-60;
        }
        CHECK(plain == 1.0);
        CHECK(fabs(ludic_ksum_value(&k) - (1.0 + 1e6 * 0x1p-60)) <= 0x1p-52);
        CHECK(k.comp == 1e6 * 0x1p-60);
    }
    return check_exit_code();
}
