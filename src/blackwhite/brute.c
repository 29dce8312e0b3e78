/* brute.c: placeholder for the independent brute-force oracle (being written). */
#include "core/error_int.h"
#include "ludic/blackwhite.h"

ludic_status ludic_blackwhite_brute_count(const ludic_blackwhite_params *params,
                                          uint32_t *wins, ludic_error *err)
{
    (void)params;
    (void)wins;
    return ludic_fail(err, LUDIC_E_LIMIT, 0, 0, "the brute-force oracle is not built yet");
}

ludic_status ludic_blackwhite_brute_position(const char *board, size_t len, uint64_t d,
                                             ludic_blackwhite_side to_move,
                                             ludic_blackwhite_side *winner,
                                             ludic_blackwhite_move_fn each_winning_move,
                                             void *ctx, ludic_error *err)
{
    (void)board, (void)len, (void)d, (void)to_move, (void)winner, (void)each_winning_move;
    (void)ctx;
    return ludic_fail(err, LUDIC_E_LIMIT, 0, 0, "the brute-force oracle is not built yet");
}
