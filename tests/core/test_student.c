/*
 * The t quantile against values computed independently: the root t of
 * I_{df/(df+t^2)}(df/2, 1/2) = 0.01 found with mpmath at 30 digits
 * (findroot on betainc), and the normal quantile sqrt(2) erfinv(0.99).
 */
#include <math.h>

#include "check.h"
#include "core/student_int.h"

int main(void)
{
    static const struct {
        uint64_t df;
        double t;
    } ref[] = {{1, 63.656741162871581},     {2, 9.9248432009182931},
               {5, 4.0321429835552281},     {10, 3.1692726726169512},
               {30, 2.7499956535672253},    {31, 2.7440419192942693},
               {40, 2.7044592674331625},    {100, 2.6258905214380179},
               {1000, 2.5807546980659511},  {99999, 2.5758784704000527}};
    CHECK(isinf(ludic_student_t995(0)));
    for (size_t i = 0; i < sizeof ref / sizeof ref[0]; i++)
        CHECK_CLOSE(ludic_student_t995(ref[i].df), ref[i].t, 4e-7);
    /* decreasing towards the normal quantile */
    for (uint64_t df = 1; df < 200; df++)
        CHECK(ludic_student_t995(df) > ludic_student_t995(df + 1));
    CHECK_CLOSE(ludic_student_t995(UINT64_MAX), 2.5758293035489004, 1e-15);
    return check_exit_code();
}
