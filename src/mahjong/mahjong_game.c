/* mahjong_game.c: allocation and checks of a mahjong layout-and-hand (ludic_mahjong_game). */
#include <stdlib.h>

#include "core/error_int.h"
#include "mahjong_automaton_int.h"

ludic_status ludic_mahjong_game_init(ludic_mahjong_game *game, uint32_t kinds, ludic_error *err)
{
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    game->kinds = 0;
    game->flags = 0;
    game->copies = game->links = game->hand = NULL;
    if (kinds == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "a layout needs at least one tile kind");
    if (kinds > LUDIC_MAHJONG_MAX_KINDS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "%lu tile kinds is beyond ludic's limit of %u (see docs/mahjong.md)",
                          (unsigned long)kinds, LUDIC_MAHJONG_MAX_KINDS);
    game->copies = malloc(kinds);
    game->links = malloc(kinds);
    game->hand = calloc(kinds, 1);
    if (!game->copies || !game->links || !game->hand) {
        ludic_mahjong_game_clear(game);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a layout of %lu kinds",
                          (unsigned long)kinds);
    }
    game->kinds = kinds;
    for (uint32_t i = 0; i < kinds; i++) {
        game->copies[i] = LUDIC_MAHJONG_MAX_COPIES;
        game->links[i] = i + 1 < kinds;
    }
    return LUDIC_OK;
}

void ludic_mahjong_game_clear(ludic_mahjong_game *game)
{
    if (!game)
        return;
    free(game->copies);
    free(game->links);
    free(game->hand);
    game->copies = game->links = game->hand = NULL;
    game->kinds = 0;
    game->flags = 0;
}

ludic_status ludic_mahjong_check_layout(const ludic_mahjong_game *game, ludic_error *err)
{
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if (game->kinds == 0 || !game->copies || !game->links)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "the layout has no tile kinds");
    if (game->kinds > LUDIC_MAHJONG_MAX_KINDS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "%lu tile kinds is beyond ludic's limit of %u (see docs/mahjong.md)",
                          (unsigned long)game->kinds, LUDIC_MAHJONG_MAX_KINDS);
    for (uint32_t i = 0; i < game->kinds; i++) {
        if (game->copies[i] > LUDIC_MAHJONG_MAX_COPIES)
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                              "kind %lu has %u copies; expected 0 to %u",
                              (unsigned long)i + 1, game->copies[i], LUDIC_MAHJONG_MAX_COPIES);
        if (game->links[i] > 1 || (i + 1 == game->kinds && game->links[i]))
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                              "links[%lu] is %u; expected 0 or 1, and 0 for the last kind",
                              (unsigned long)i, game->links[i]);
    }
    if (game->flags & ~LUDIC_MAHJONG_THIRTEEN_ORPHANS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown flags 0x%lx; the only flag is LUDIC_MAHJONG_THIRTEEN_ORPHANS",
                          (unsigned long)game->flags);
    if (game->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) {
        uint32_t orphans = 0;
        for (uint32_t i = 0; i < game->kinds; i++)
            orphans += (uint32_t)mj_is_orphan(game, i);
        if (orphans != LUDIC_MAHJONG_ORPHAN_KINDS)
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                              "thirteen orphans needs exactly %u orphan kinds (the ends of the "
                              "suits and the honours); this layout has %lu",
                              LUDIC_MAHJONG_ORPHAN_KINDS, (unsigned long)orphans);
    }
    return LUDIC_OK;
}

ludic_status ludic_mahjong_check_game(const ludic_mahjong_game *game, ludic_error *err)
{
    unsigned long tiles = 0;
    ludic_status status = ludic_mahjong_check_layout(game, err);
    if (status != LUDIC_OK)
        return status;
    if (!game->hand)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "the game has no hand");
    for (uint32_t i = 0; i < game->kinds; i++) {
        if (game->hand[i] > game->copies[i])
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                              "the hand holds %u tiles of kind %lu, which has only %u copies",
                              game->hand[i], (unsigned long)i + 1, game->copies[i]);
        tiles += game->hand[i];
    }
    if (tiles != LUDIC_MAHJONG_HAND_TILES)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "the hand holds %lu tiles; expected %u",
                          tiles, LUDIC_MAHJONG_HAND_TILES);
    return LUDIC_OK;
}

void ludic_mahjong_names_clear(ludic_mahjong_names *names)
{
    if (!names)
        return;
    free(names->suit);
    free(names->rank);
    names->suit = NULL;
    names->rank = NULL;
    names->kinds = 0;
}
