/* ddouble.c: the double-double operations too long to inline (see ddouble_int.h). */
#include <math.h>

#include "ddouble_int.h"

ludic_dd ludic_dd_sqrt(ludic_dd a)
{
    /* One Newton step from the double root s: sqrt(a) ~ s + (a - s^2) / (2 s),
       with s^2 formed exactly, doubles the number of correct bits. */
    double s, e;
    ludic_dd r;
    if (a.hi <= 0.0)
        return ludic_dd_make(0.0);
    s = sqrt(a.hi);
    {
        double p = ludic_two_prod(s, s, &e);
        ludic_dd sq = ludic_dd_norm(p, e);
        ludic_dd diff = ludic_dd_add(a, ludic_dd_make(-sq.hi));
        diff = ludic_dd_add(diff, ludic_dd_make(-sq.lo));
        r = ludic_dd_norm(s, diff.hi / (2.0 * s));
    }
    return r;
}

ludic_dd ludic_dd_pow(ludic_dd a, uint64_t e)
{
    ludic_dd result = ludic_dd_make(1.0);
    while (e) {
        if (e & 1)
            result = ludic_dd_mul(result, a);
        e >>= 1;
        if (e)
            a = ludic_dd_mul(a, a);
    }
    return result;
}
