/* brute.c: placeholder for the independent brute-force oracle (being written). */
#include "core/error_int.h"
#include "ludic/jenga.h"

ludic_status ludic_jenga_brute(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                               const ludic_limits *limits, double *expected, ludic_error *err)
{
    (void)tower, (void)dice, (void)limits, (void)expected;
    return ludic_fail(err, LUDIC_E_LIMIT, 0, 0, "the brute-force oracle is not built yet");
}
