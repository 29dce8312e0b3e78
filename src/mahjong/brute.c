/* brute.c: placeholder for the independent brute-force oracle (being written). */
#include "core/error_int.h"
#include "ludic/mahjong.h"

ludic_status ludic_mahjong_brute(const ludic_mahjong_game *game, uint32_t *answer,
                                 double *expected, double *dist, size_t dist_len,
                                 ludic_error *err)
{
    (void)game, (void)answer, (void)expected, (void)dist, (void)dist_len;
    return ludic_fail(err, LUDIC_E_LIMIT, 0, 0, "the brute-force oracle is not built yet");
}

int ludic_mahjong_brute_wins(const ludic_mahjong_game *game, const uint8_t *counts)
{
    (void)game, (void)counts;
    return 0;
}
