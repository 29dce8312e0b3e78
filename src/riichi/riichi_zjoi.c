/*
 * riichi_zjoi.c: ludic's own question (ZJOI2019: the expected number of
 * draws, without discards, until the held tiles contain a complete hand)
 * for a closed riichi hand and the wall as it stands, by the mahjong solver
 * (include/ludic/mahjong.h) on the preset game of the hand with each kind's
 * copies lowered to those in the hand and the wall. The preset game is what
 * `ludic mahjong --riichi HAND` solves, so the two agree whatever winning
 * forms the presets know.
 *
 * A kind with no copy left in the hand or the wall keeps its place with 0
 * copies (the mahjong layouts allow it: the kind never appears in a draw),
 * so the suits' links and the preset's orphan kinds stay as they are and
 * every winning form of the preset still counts.
 */
#include <string.h>

#include "core/error_int.h"
#include "ludic/mahjong.h"
#include "riichi_int.h"

/* The preset game of the 13 tiles `hand`, with copies hand + wall. */
static ludic_status preset_game(const uint8_t *hand, const uint8_t *wall, unsigned flags,
                                ludic_mahjong_game *game, ludic_error *err)
{
    char text[64];
    size_t len;
    unsigned i = 0;
    ludic_status status = ludic_riichi_format_tiles(hand, NULL, text, sizeof text, &len, err);
    if (status == LUDIC_OK)
        status = ludic_mahjong_parse_hand(text, len, flags & LUDIC_RIICHI_SANMA ? LUDIC_MAHJONG_SANMA
                                                                       : LUDIC_MAHJONG_RIICHI,
                                          0, game, NULL, err);
    if (status != LUDIC_OK)
        return status;
    /* the preset's kinds are the set's kinds in the same order */
    for (unsigned k = 0; k < RI_KINDS; k++)
        if (!((flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(k)))
            game->copies[i++] = (uint8_t)(hand[k] + wall[k]);
    if (i != game->kinds) {
        ludic_mahjong_game_clear(game);
        return ludic_fail(err, LUDIC_E_INTERNAL, 0, 0,
                          "the preset game has %lu kinds, the riichi set %u",
                          (unsigned long)game->kinds, i);
    }
    return LUDIC_OK;
}

ludic_status ludic_riichi_compute_expected_draws(const uint8_t *hand, const uint8_t *wall,
                                                 const ludic_limits *limits, unsigned flags,
                                                 double *expected, ludic_error *err)
{
    uint8_t w[RI_KINDS];
    unsigned n;
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    ludic_status status = ludic_ri_check_hand(hand, flags, expected, 1u << 13, &n, err);
    if (status == LUDIC_OK)
        status = ludic_ri_resolve_wall(hand, wall, flags, w, err);
    if (status != LUDIC_OK)
        return status;
    status = preset_game(hand, w, flags, &game, err);
    if (status != LUDIC_OK)
        return status;
    memset(&dist, 0, sizeof dist);
    status = ludic_mahjong_solve_distribution(&game, NULL, limits, &dist, NULL, err);
    if (status == LUDIC_OK)
        *expected = dist.expected;
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    return status;
}

ludic_status ludic_ri_zjoi_cdf(const uint8_t *hand, const uint8_t *wall, const ludic_limits *limits,
                               unsigned flags, unsigned draws, double *cdf, ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    ludic_status status = preset_game(hand, wall, flags, &game, err);
    if (status != LUDIC_OK)
        return status;
    memset(&dist, 0, sizeof dist);
    status = ludic_mahjong_solve_distribution(&game, NULL, limits, &dist, NULL, err);
    for (unsigned t = 1; t <= draws; t++)
        cdf[t - 1] = status != LUDIC_OK ? 0.0 : dist.cdf[t <= dist.wall ? t : dist.wall];
    if (status == LUDIC_E_NO_ANSWER) { /* never wins: the bound is 0 */
        ludic_error_clear(err);
        status = LUDIC_OK;
    }
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    return status;
}
