/*
 * mahjong_format.c: writing games as text: a hand in notation, and seeded random
 * inputs (the original format, or a layout file of a preset).
 */
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "core/rng_int.h"
#include "core/textout_int.h"
#include "ludic/mahjong.h"
#include "mahjong_read_int.h"

/* The hand in notation (see ludic_mahjong_format_hand); names, when given, fit the game. */
static void append_hand(ludic_buffer *out, const ludic_mahjong_game *game,
                        const ludic_mahjong_names *names)
{
    int lettered, first = 1;
    lettered = names && names->suit && names->rank && game->kinds > 0 && names->suit[0] != 0;
    for (uint32_t x = 0; x < game->kinds; x++) {
        const uint32_t rank = names && names->rank ? names->rank[x] : x + 1;
        for (unsigned c = 0; c < game->hand[x]; c++) {
            if (!lettered)
                ludic_buffer_printf(out, first ? "%lu" : " %lu", (unsigned long)rank);
            else
                ludic_buffer_printf(out, rank <= 9 ? "%lu" : "[%lu]", (unsigned long)rank);
            first = 0;
        }
        /* close a run of one group with its letter */
        if (lettered && game->hand[x] > 0) {
            uint32_t y = x + 1;
            while (y < game->kinds && game->hand[y] == 0 && names->suit[y] == names->suit[x])
                y++;
            if (y == game->kinds || names->suit[y] != names->suit[x])
                ludic_buffer_append(out, &names->suit[x], 1);
        }
    }
}

ludic_status ludic_mahjong_format_hand(const ludic_mahjong_game *game,
                                       const ludic_mahjong_names *names, char *out, size_t cap,
                                       size_t *len, ludic_error *err)
{
    ludic_buffer b;
    ludic_status st;
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if ((st = ludic_mahjong_check_layout(game, err)) != LUDIC_OK)
        return st;
    if (!game->hand)
        return ludic_fail_null(err, __func__, "game->hand");
    if (names && names->kinds != game->kinds)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "names are for %lu kinds but the game has %lu (in %s)",
                          (unsigned long)names->kinds, (unsigned long)game->kinds, __func__);
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    ludic_buffer_init(&b);
    append_hand(&b, game, names);
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}

/* Pick `count` distinct values of [0, total) uniformly (count is small), sorted. */
static void pick_distinct(ludic_rng *rng, uint32_t total, uint32_t *picked, unsigned count)
{
    for (unsigned i = 0; i < count; i++) {
        uint32_t v;
        int dup;
        do {
            v = (uint32_t)ludic_rng_below(rng, total);
            dup = 0;
            for (unsigned j = 0; j < i; j++)
                dup |= picked[j] == v;
        } while (dup);
        picked[i] = v;
    }
    for (unsigned i = 1; i < count; i++)
        for (unsigned j = i; j > 0 && picked[j - 1] > picked[j]; j--) {
            uint32_t t = picked[j];
            picked[j] = picked[j - 1];
            picked[j - 1] = t;
        }
}

ludic_status ludic_mahjong_generate(uint64_t seed, uint32_t n, char *out, size_t cap,
                                    size_t *len, ludic_error *err)
{
    ludic_rng rng;
    uint32_t picked[LUDIC_MAHJONG_HAND_TILES];
    ludic_buffer b;
    ludic_status st;
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    if (n < LUDIC_MAHJONG_ORIGINAL_MIN_N || n > LUDIC_MAHJONG_MAX_KINDS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "n must be from %u to %u, found %lu",
                          LUDIC_MAHJONG_ORIGINAL_MIN_N, LUDIC_MAHJONG_MAX_KINDS,
                          (unsigned long)n);
    ludic_rng_seed(&rng, seed);
    /* tile k of the 4n is kind k / 4 + 1, copy k % 4 + 1 */
    pick_distinct(&rng, 4 * n, picked, LUDIC_MAHJONG_HAND_TILES);
    ludic_buffer_init(&b);
    ludic_buffer_printf(&b, "%lu\n", (unsigned long)n);
    for (unsigned i = 0; i < LUDIC_MAHJONG_HAND_TILES; i++)
        ludic_buffer_printf(&b, "%lu %lu\n", (unsigned long)(picked[i] / 4 + 1),
                            (unsigned long)(picked[i] % 4 + 1));
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}

ludic_status ludic_mahjong_generate_preset(uint64_t seed, ludic_mahjong_preset preset,
                                           char *out, size_t cap, size_t *len, ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    ludic_rng rng;
    uint32_t picked[LUDIC_MAHJONG_HAND_TILES], tiles = 0;
    ludic_status status;
    ludic_buffer b;
    if ((status = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return status;
    if (preset != LUDIC_MAHJONG_RIICHI && preset != LUDIC_MAHJONG_SANMA)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "unknown preset %d (in %s)", (int)preset,
                          __func__);
    status = ludic_mj_preset_layout(preset, &game, &names, err);
    if (status != LUDIC_OK)
        return status;
    for (uint32_t x = 0; x < game.kinds; x++)
        tiles += game.copies[x];
    ludic_rng_seed(&rng, seed);
    pick_distinct(&rng, tiles, picked, LUDIC_MAHJONG_HAND_TILES);
    for (unsigned i = 0; i < LUDIC_MAHJONG_HAND_TILES; i++) {
        uint32_t x = 0, before = 0;
        while (before + game.copies[x] <= picked[i])
            before += game.copies[x++];
        game.hand[x]++;
    }
    ludic_buffer_init(&b);
    ludic_buffer_printf(&b, "layout %s\nhand ",
                        preset == LUDIC_MAHJONG_SANMA ? "sanma" : "riichi");
    append_hand(&b, &game, &names);
    ludic_buffer_puts(&b, "\n");
    ludic_mahjong_game_clear(&game);
    ludic_mahjong_names_clear(&names);
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}
