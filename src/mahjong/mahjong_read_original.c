/*
 * mahjong_read_original.c: the original ZJOI2019 input ("n", then 13 lines "w t"),
 * read leniently (any spaces, blank lines, CRLF) but line by line: a tile
 * is two numbers on one line, so a line holding one number is an error, not
 * half of a tile continued on the next line. Also the entry point that
 * tells the two input formats apart.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "core/reader_int.h"
#include "mahjong_read_int.h"

static const char n_what[] = "n (the number of tile kinds)";

ludic_status ludic_mj_read_n(const ludic_token *tok, uint64_t max, ludic_status above,
                       uint32_t *n, ludic_error *err)
{
    char q[64];
    uint64_t v = 0;
    int rc = ludic_token_u64(tok, 0, UINT64_MAX, &v);
    ludic_token_quote(tok, q, sizeof q);
    if (rc == -1)
        v = UINT64_MAX; /* digits past UINT64_MAX: beyond every limit below */
    else if (rc != 1) {
        const char *hint = "";
        if (tok->len > 0 && tok->text[0] == '-')
            hint = " (negative numbers are not allowed)";
        else if (tok->len > 0 && ((tok->text[0] >= '0' && tok->text[0] <= '9') || tok->text[0] == '.') &&
                 (memchr(tok->text, '.', tok->len) || memchr(tok->text, 'e', tok->len)))
            hint = " (write a whole number)";
        return ludic_fail(err, LUDIC_E_SYNTAX, tok->line,
                          tok->column, "expected %s, an integer from %u to %llu, found %s%s",
                          n_what, LUDIC_MAHJONG_ORIGINAL_MIN_N, (unsigned long long)max,
                          tok->len ? q : "end of input", hint);
    }
    if (v < LUDIC_MAHJONG_ORIGINAL_MIN_N)
        return ludic_fail(err, LUDIC_E_INVALID, tok->line, tok->column,
                          "%s must be at least %u, found %s", n_what,
                          LUDIC_MAHJONG_ORIGINAL_MIN_N, q);
    if (v > max) {
        if (above == LUDIC_E_LIMIT)
            return ludic_fail(err, LUDIC_E_LIMIT, tok->line, tok->column,
                              "n = %s is beyond ludic's limit of %llu tile kinds (the time "
                              "grows as n^2; see docs/mahjong.md)",
                              q, (unsigned long long)max);
        return ludic_fail(err, above, tok->line, tok->column,
                          "%s must be at most %llu (the original limits; --extended allows "
                          "up to %u), found %s",
                          n_what, (unsigned long long)max, LUDIC_MAHJONG_MAX_KINDS, q);
    }
    *n = (uint32_t)v;
    return LUDIC_OK;
}

ludic_status ludic_mj_record_tile(ludic_mahjong_game *game, mj_tile *tiles, unsigned index,
                            uint32_t w, uint32_t t, const ludic_token *at, ludic_error *err)
{
    for (unsigned i = 0; i < index; i++)
        if (tiles[i].w == w && tiles[i].t == t)
            return ludic_fail(err, LUDIC_E_INVALID, at->line, at->column,
                              "tile '%lu %lu' is given twice (first on line %lu); the 13 "
                              "tiles must be distinct",
                              (unsigned long)w, (unsigned long)t, tiles[i].line);
    tiles[index].w = w;
    tiles[index].t = t;
    tiles[index].line = at->line;
    game->hand[w - 1]++;
    return LUDIC_OK;
}

ludic_status ludic_mj_names_original(ludic_mahjong_names *names, uint32_t kinds, ludic_error *err)
{
    if (!names)
        return LUDIC_OK;
    names->suit = calloc(kinds, 1);
    names->rank = malloc((size_t)kinds * sizeof *names->rank);
    if (!names->suit || !names->rank) {
        ludic_mahjong_names_clear(names);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the names of %lu kinds",
                          (unsigned long)kinds);
    }
    names->kinds = kinds;
    for (uint32_t i = 0; i < kinds; i++)
        names->rank[i] = i + 1;
    return LUDIC_OK;
}

/* The next token if it is on line `line`: 1; else 0 (and *tok is left unspecified). */
static int same_line(const ludic_reader *r, unsigned long line, ludic_token *tok)
{
    return ludic_reader_peek(r, tok) && tok->line == line;
}

static ludic_status read_original(ludic_reader *r, ludic_mahjong_game *game,
                                  ludic_mahjong_names *names, ludic_error *err)
{
    ludic_token tok, extra;
    mj_tile tiles[LUDIC_MAHJONG_HAND_TILES];
    char q[64];
    uint32_t n;
    ludic_status status;
    ludic_reader_next(r, &tok);
    status = ludic_mj_read_n(&tok, LUDIC_MAHJONG_MAX_KINDS, LUDIC_E_LIMIT, &n, err);
    if (status != LUDIC_OK)
        return status;
    if (same_line(r, tok.line, &extra)) {
        ludic_token_quote(&extra, q, sizeof q);
        return ludic_fail(err, LUDIC_E_SYNTAX, extra.line, extra.column,
                          "unexpected %s after n on line %lu; expected the 13 tiles 'w t' "
                          "on lines of their own",
                          q, tok.line);
    }
    status = ludic_mahjong_game_init(game, n, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned i = 0; i < LUDIC_MAHJONG_HAND_TILES; i++) {
        char what[64];
        uint64_t w, t;
        ludic_token wtok, ttok;
        if (!ludic_reader_peek(r, &wtok)) {
            status = ludic_fail(err, LUDIC_E_SYNTAX, wtok.line, wtok.column,
                                "expected %u tiles 'w t', found only %u before the end of "
                                "input",
                                LUDIC_MAHJONG_HAND_TILES, i);
            goto fail;
        }
        snprintf(what, sizeof what, "w (the kind of tile %u)", i + 1);
        status = ludic_read_u64(r, what, 1, n, &w, &wtok, err);
        if (status != LUDIC_OK)
            goto fail;
        if (!same_line(r, wtok.line, &ttok)) {
            ludic_token_quote(&wtok, q, sizeof q);
            status = ludic_fail(err, LUDIC_E_SYNTAX, wtok.line, wtok.column + wtok.len,
                                "line %lu holds one number %s; expected a tile 'w t' (its "
                                "kind and its copy index 1..4)",
                                wtok.line, q);
            goto fail;
        }
        snprintf(what, sizeof what, "t (the copy index of tile %u)", i + 1);
        status = ludic_read_u64(r, what, 1, LUDIC_MAHJONG_MAX_COPIES, &t, &ttok, err);
        if (status != LUDIC_OK)
            goto fail;
        if (same_line(r, wtok.line, &extra)) {
            ludic_token_quote(&extra, q, sizeof q);
            status = ludic_fail(err, LUDIC_E_SYNTAX, extra.line, extra.column,
                                "unexpected extra token %s after the tile '%llu %llu'; "
                                "expected one tile per line",
                                q, (unsigned long long)w, (unsigned long long)t);
            goto fail;
        }
        status = ludic_mj_record_tile(game, tiles, i, (uint32_t)w, (uint32_t)t, &wtok, err);
        if (status != LUDIC_OK)
            goto fail;
    }
    if (ludic_reader_peek(r, &extra)) {
        ludic_token_quote(&extra, q, sizeof q);
        status = ludic_fail(err, LUDIC_E_SYNTAX, extra.line, extra.column,
                            "unexpected extra token %s; expected the end of input after the "
                            "%u tiles",
                            q, LUDIC_MAHJONG_HAND_TILES);
        goto fail;
    }
    status = ludic_mj_names_original(names, n, err);
    if (status == LUDIC_OK)
        return LUDIC_OK;
fail:
    ludic_mahjong_game_clear(game);
    return status;
}

ludic_status ludic_mahjong_parse(const char *text, size_t len, unsigned flags,
                                 ludic_mahjong_game *game, ludic_mahjong_names *names,
                                 ludic_error *err)
{
    ludic_reader r;
    ludic_token first;
    ludic_status st;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    memset(game, 0, sizeof *game);
    if (names)
        memset(names, 0, sizeof *names);
    ludic_reader_init(&r, text, len);
    if (!ludic_reader_peek(&r, &first))
        return ludic_fail(err, LUDIC_E_SYNTAX, first.line, first.column,
                          "empty input: expected n (the number of tile kinds) or a layout "
                          "file (see 'ludic mahjong --help')");
    /* A number (or something trying to be one) starts the original format. */
    if ((first.text[0] >= '0' && first.text[0] <= '9') || first.text[0] == '+' ||
        first.text[0] == '-' || first.text[0] == '.')
        return read_original(&r, game, names, err);
    if (!ludic_mj_is_layout_keyword(&first)) {
        char q[64];
        ludic_token_quote(&first, q, sizeof q);
        return ludic_fail(err, LUDIC_E_SYNTAX, first.line, first.column,
                          "expected n (the number of tile kinds) or a layout file (its lines "
                          "start with layout, suit, honours, hand or #), found %s",
                          q);
    }
    return ludic_mj_read_layout(text, len, game, names, err);
}
