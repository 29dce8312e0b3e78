/*
 * mahjong_read_int.h: pieces the readers of mahjong input share (mahjong_read_original.c,
 * mahjong_read_layout.c, mahjong_validate.c).
 */
#ifndef LUDIC_MAHJONG_READ_INT_H
#define LUDIC_MAHJONG_READ_INT_H

#include "core/reader_int.h"
#include "ludic/mahjong.h"

/* A labelled tile of the original format, and the line it was read on. */
typedef struct mj_tile {
    uint32_t w, t;
    unsigned long line;
} mj_tile;

/*
 * Check the token holding n: an integer, at least 5, at most `max`; above
 * `max` fail with status `above` (LUDIC_E_LIMIT for ludic's own limit,
 * LUDIC_E_INVALID for the original limits).
 */
ludic_status ludic_mj_read_n(const ludic_token *tok, uint64_t max, ludic_status above, uint32_t *n,
                       ludic_error *err);

/* Record tile `index` (w, t) of the hand; refuses a tile given twice. */
ludic_status ludic_mj_record_tile(ludic_mahjong_game *game, mj_tile *tiles, unsigned index,
                            uint32_t w, uint32_t t, const ludic_token *at, ludic_error *err);

/* Names of the original format's kinds (no suit letter, ranks 1..kinds); names may be NULL. */
ludic_status ludic_mj_names_original(ludic_mahjong_names *names, uint32_t kinds, ludic_error *err);

/* A layout file (mahjong_read_layout.c); game and names are zeroed, names may be NULL. */
ludic_status ludic_mj_read_layout(const char *text, size_t len, ludic_mahjong_game *game,
                            ludic_mahjong_names *names, ludic_error *err);

/* 1 when tok is one of the keywords that start a layout file's lines (or a comment). */
int ludic_mj_is_layout_keyword(const ludic_token *tok);

/* The layout of a preset with an empty hand; names may be NULL. */
ludic_status ludic_mj_preset_layout(ludic_mahjong_preset preset, ludic_mahjong_game *game,
                              ludic_mahjong_names *names, ludic_error *err);

#endif
