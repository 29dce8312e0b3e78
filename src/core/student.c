/*
 * student.c: the 0.995 quantile of Student's t distribution.
 *
 * For df <= 30 a table (values of the inverse of the regularised incomplete
 * beta function, computed to 30 digits with an arbitrary-precision library).
 * Beyond, the Cornish-Fisher expansion of the t quantile in powers of 1/df
 * around the normal quantile z (Abramowitz and Stegun 26.7.5), whose
 * truncation error after the 1/df^4 term is below 3.1e-7 at df = 31 and
 * falls as df^-5.
 */
#include <math.h>

#include "student_int.h"

static const double t995[31] = {
    HUGE_VAL,           63.656741162871581, 9.9248432009182931, 5.8409093097333573,
    4.6040948713499932, 4.0321429835552281, 3.7074280213247798, 3.4994832973504939,
    3.3553873313333955, 3.2498355415921263, 3.1692726726169512, 3.1058065155392810,
    3.0545395893929021, 3.0122758387165784, 2.9768427343708347, 2.9467128834752389,
    2.9207816224251000, 2.8982305196774187, 2.8784404727386081, 2.8609346064649792,
    2.8453397097861085, 2.8313595580230500, 2.8187560606001435, 2.8073356837699990,
    2.7969395047744563, 2.7874358136769705, 2.7787145333296832, 2.7706829571222120,
    2.7632624554614446, 2.7563859036706055, 2.7499956535672253};

double ludic_student_t995(uint64_t df)
{
    const double z = 2.5758293035489004; /* the normal 0.995 quantile */
    double z2 = z * z, n = (double)df, g1, g2, g3, g4;
    if (df <= 30)
        return t995[df];
    g1 = (z2 + 1) * z / 4;
    g2 = ((5 * z2 + 16) * z2 + 3) * z / 96;
    g3 = (((3 * z2 + 19) * z2 + 17) * z2 - 15) * z / 384;
    g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 - 945) * z / 92160;
    return z + (g1 + (g2 + (g3 + g4 / n) / n) / n) / n;
}
