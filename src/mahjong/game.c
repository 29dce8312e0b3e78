/* game.c: allocation of a mahjong layout-and-hand (ludic_mahjong_game). */
#include <stdlib.h>

#include "core/error_int.h"
#include "ludic/mahjong.h"

ludic_status ludic_mahjong_game_init(ludic_mahjong_game *game, uint32_t kinds, ludic_error *err)
{
    game->kinds = 0;
    game->copies = game->links = game->hand = NULL;
    if (kinds == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "a layout needs at least one tile kind");
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
}
