/*
 * riichi_zjoi.c: ludic's own question (ZJOI2019: the expected number of
 * draws, without discards, until the held tiles contain a complete hand)
 * for a closed riichi hand and the wall as it stands, by the mahjong solver
 * (include/ludic/mahjong.h) on a layout built for it: the riichi kinds that
 * still have a copy in the hand or the wall, each with those copies, and
 * runs linked between consecutive kinds of a suit that are both present (a
 * kind with no copy left can be in no meld, so it cuts the suit exactly as
 * the mahjong layouts cut sanma's characters).
 *
 * Thirteen orphans: the solver learns that form on another branch (a game
 * flag, with the orphan kinds found from the links). This layout must set it
 * there; when a middle kind (2..8 of a suit) has no copy left, the cut suit
 * makes its neighbours look like orphans to that rule, so the solver must
 * then be told the 13 orphan kinds of the riichi set instead.
 */
#include <string.h>

#include "core/error_int.h"
#include "ludic/mahjong.h"
#include "riichi_int.h"

ludic_status ludic_riichi_compute_expected_draws(const uint8_t *hand, const uint8_t *wall,
                                                 const ludic_limits *limits, unsigned flags,
                                                 double *expected, ludic_error *err)
{
    uint8_t w[RI_KINDS];
    unsigned n, kinds = 0, i = 0;
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    ludic_status status = ludic_ri_check_hand(hand, flags, expected, 1u << 13, &n, err);
    if (status == LUDIC_OK)
        status = ludic_ri_resolve_wall(hand, wall, flags, w, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned k = 0; k < RI_KINDS; k++)
        kinds += hand[k] + w[k] > 0;
    status = ludic_mahjong_game_init(&game, kinds, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned k = 0; k < RI_KINDS; k++) {
        if (hand[k] + w[k] == 0)
            continue;
        game.copies[i] = (uint8_t)(hand[k] + w[k]);
        game.hand[i] = hand[k];
        game.links[i] = (uint8_t)(k < RI_HONOURS && k % 9 != 8 && hand[k + 1] + w[k + 1] > 0);
        i++;
    }
    memset(&dist, 0, sizeof dist);
    status = ludic_mahjong_distribution(&game, NULL, limits, &dist, NULL, err);
    if (status == LUDIC_OK)
        *expected = dist.expected;
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    return status;
}
