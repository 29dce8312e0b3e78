/*
 * mahjong_validate.c: the strict, testlib-style check of the original input format:
 * "n\n", then 13 lines "w t\n" with single spaces, numbers written plainly,
 * nothing before, between or after. Within the original limits (5 <= n <=
 * 100) by default, ludic's (n <= LUDIC_MAHJONG_MAX_KINDS) when extended.
 */
#include <stdio.h>
#include <string.h>

#include "core/error_int.h"
#include "mahjong_read_int.h"

/* The token just read strictly: from `before` up to the reader's position. */
static ludic_token token_since(const ludic_reader *before, const ludic_reader *r)
{
    ludic_token tok;
    tok.text = before->text + before->pos;
    tok.len = r->pos - before->pos;
    tok.line = before->line;
    tok.column = before->column;
    return tok;
}

ludic_status ludic_mahjong_validate(const char *text, size_t len, unsigned flags,
                                    ludic_mahjong_game *out, ludic_error *err)
{
    const int extended = (flags & LUDIC_EXTENDED) != 0;
    const unsigned max_n = extended ? LUDIC_MAHJONG_MAX_KINDS : LUDIC_MAHJONG_ORIGINAL_MAX_N;
    char what_n[96];
    ludic_reader r, before;
    ludic_token tok;
    ludic_mahjong_game game;
    mj_tile tiles[LUDIC_MAHJONG_HAND_TILES];
    uint64_t w, t;
    uint32_t n;
    ludic_status status;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if ((status = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return status;
    if (out)
        memset(out, 0, sizeof *out);
    ludic_reader_init(&r, text, len);
    /* n is read as a word and judged by ludic_mj_read_n, whose messages give n's real range */
    snprintf(what_n, sizeof what_n, "n (the number of tile kinds), an integer from %u to %u",
             LUDIC_MAHJONG_ORIGINAL_MIN_N, max_n);
    status = ludic_read_word_strict(&r, what_n, &tok, err);
    if (status != LUDIC_OK)
        return status;
    if (tok.text[0] == '+' || (tok.len > 1 && tok.text[0] == '0')) {
        char q[64];
        ludic_token_quote(&tok, q, sizeof q);
        return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                          "expected n (the number of tile kinds) written plainly (no sign, no "
                          "leading zero), found %s",
                          q);
    }
    status = ludic_mj_read_n(&tok, max_n, extended ? LUDIC_E_LIMIT : LUDIC_E_INVALID, &n, err);
    if (status == LUDIC_OK)
        status = ludic_reader_expect_char(&r, '\n', err);
    if (status != LUDIC_OK)
        return status;
    status = ludic_mahjong_game_init(&game, n, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned i = 0; i < LUDIC_MAHJONG_HAND_TILES && status == LUDIC_OK; i++) {
        char what_w[48], what_t[48];
        snprintf(what_w, sizeof what_w, "w (the kind of tile %u)", i + 1);
        snprintf(what_t, sizeof what_t, "t (the copy index of tile %u)", i + 1);
        before = r;
        status = ludic_read_u64_strict(&r, what_w, 1, n, &w, err);
        if (status == LUDIC_OK)
            status = ludic_reader_expect_char(&r, ' ', err);
        if (status == LUDIC_OK)
            status = ludic_read_u64_strict(&r, what_t, 1, LUDIC_MAHJONG_MAX_COPIES, &t, err);
        if (status == LUDIC_OK)
            status = ludic_reader_expect_char(&r, '\n', err);
        if (status == LUDIC_OK) {
            tok = token_since(&before, &r);
            status = ludic_mj_record_tile(&game, tiles, i, (uint32_t)w, (uint32_t)t, &tok, err);
        }
    }
    if (status == LUDIC_OK)
        status = ludic_reader_expect_end(&r, err);
    if (status == LUDIC_OK && out)
        *out = game;
    else
        ludic_mahjong_game_clear(&game);
    return status;
}
