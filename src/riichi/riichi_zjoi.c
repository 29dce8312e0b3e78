/*
 * riichi_zjoi.c: ludic's own question (ZJOI2019: the expected number of
 * draws, without discards, until the held tiles contain a complete hand)
 * for a closed riichi hand and the wall as it stands, by the mahjong solver
 * (include/ludic/mahjong.h) on the preset game of the hand with each kind's
 * copies lowered to those in the hand and the wall. The preset game is what
 * `ludic mahjong --riichi HAND` solves, so the two agree whatever winning
 * forms the presets know.
 *
 * A kind with no copy left in the hand or the wall cannot be in the game
 * (the solver's kinds have 1 to 4 copies): then the layout is built here
 * from the kinds that remain, with runs linked only between consecutive
 * kinds of a suit that are both present (a missing kind cuts its suit, as
 * the mahjong layouts cut sanma's characters). That layout is not a preset:
 * it knows the original problem's forms only, which is exact when the
 * missing kind is an orphan (thirteen orphans can then never complete) and
 * leaves thirteen orphans out when a middle kind (2..8 of a suit) is gone.
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
        status = ludic_mahjong_read_hand(flags & LUDIC_RIICHI_SANMA ? LUDIC_MAHJONG_SANMA
                                                                    : LUDIC_MAHJONG_RIICHI,
                                         text, game, NULL, err);
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

/* The layout of the kinds with a copy left, when some kind has none. */
static ludic_status cut_game(const uint8_t *hand, const uint8_t *wall, unsigned kinds,
                             ludic_mahjong_game *game, ludic_error *err)
{
    unsigned i = 0;
    ludic_status status = ludic_mahjong_game_init(game, kinds, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned k = 0; k < RI_KINDS; k++) {
        if (hand[k] + wall[k] == 0)
            continue;
        game->copies[i] = (uint8_t)(hand[k] + wall[k]);
        game->hand[i] = hand[k];
        game->links[i] = (uint8_t)(k < RI_HONOURS && k % 9 != 8 && hand[k + 1] + wall[k + 1] > 0);
        i++;
    }
    return LUDIC_OK;
}

ludic_status ludic_riichi_compute_expected_draws(const uint8_t *hand, const uint8_t *wall,
                                                 const ludic_limits *limits, unsigned flags,
                                                 double *expected, ludic_error *err)
{
    uint8_t w[RI_KINDS];
    unsigned n, kinds = 0, set = 0;
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    ludic_status status = ludic_ri_check_hand(hand, flags, expected, 1u << 13, &n, err);
    if (status == LUDIC_OK)
        status = ludic_ri_resolve_wall(hand, wall, flags, w, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned k = 0; k < RI_KINDS; k++) {
        kinds += hand[k] + w[k] > 0;
        set += !((flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(k));
    }
    status = kinds == set ? preset_game(hand, w, flags, &game, err)
                          : cut_game(hand, w, kinds, &game, err);
    if (status != LUDIC_OK)
        return status;
    memset(&dist, 0, sizeof dist);
    status = ludic_mahjong_distribution(&game, NULL, limits, &dist, NULL, err);
    if (status == LUDIC_OK)
        *expected = dist.expected;
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    return status;
}
