/*
 * jenga_text.c: towers as text: the original input format read leniently
 * (any whitespace between tokens) or strictly (testlib-style validation),
 * ludic's extension with '.' for missing blocks, formatting, and random
 * towers.
 */
#include <stdio.h>
#include <string.h>

#include "core/error_int.h"
#include "core/reader_int.h"
#include "core/rng_int.h"
#include "core/textout_int.h"
#include "ludic/jenga.h"

#define N_WHAT "n (the number of levels)"

static unsigned level_blocks(const uint8_t c[3])
{
    return (unsigned)((c[0] != 0) + (c[1] != 0) + (c[2] != 0));
}

/* What the tokens of a level may hold, for messages. */
static const char *letters(unsigned flags)
{
    return flags & LUDIC_EXTENDED ? "R, G, B or '.' for none" : "R, G or B";
}

/* Decode one level token (any length) into cells; `index` is 0-based from the bottom. */
static ludic_status read_level(const ludic_token *tok, unsigned flags, uint32_t index,
                               uint32_t n, uint8_t cell[3], ludic_error *err)
{
    char q[128];
    ludic_token_quote(tok, q, sizeof q);
    if (tok->len != 3)
        return ludic_fail(err, LUDIC_E_SYNTAX, tok->line, tok->column,
                          "level %lu of %lu: expected three blocks, each %s, found %s (%lu "
                          "character%s)",
                          (unsigned long)index + 1, (unsigned long)n, letters(flags), q,
                          (unsigned long)tok->len, tok->len == 1 ? "" : "s");
    for (unsigned p = 0; p < 3; p++) {
        char ch = tok->text[p];
        switch (ch) {
        case 'R':
            cell[p] = LUDIC_JENGA_RED;
            break;
        case 'G':
            cell[p] = LUDIC_JENGA_GREEN;
            break;
        case 'B':
            cell[p] = LUDIC_JENGA_BLUE;
            break;
        case '.':
            if (flags & LUDIC_EXTENDED) {
                cell[p] = LUDIC_JENGA_EMPTY;
                break;
            }
            return ludic_fail(err, LUDIC_E_SYNTAX, tok->line, tok->column + p,
                              "level %lu of %lu: '.' (a missing block) is not in the original "
                              "format; expected R, G or B",
                              (unsigned long)index + 1, (unsigned long)n);
        default: {
            ludic_token one = {tok->text + p, 1, tok->line, tok->column + p};
            ludic_token_quote(&one, q, sizeof q);
            return ludic_fail(err, LUDIC_E_SYNTAX, tok->line, tok->column + p,
                              "level %lu of %lu: expected a block %s, found %s",
                              (unsigned long)index + 1, (unsigned long)n, letters(flags), q);
        }
        }
    }
    return LUDIC_OK;
}

/* The rules a typed mid-game tower must meet, reported at the level's token. */
static ludic_status check_level(const ludic_token *tok, uint32_t index, uint32_t n,
                                const uint8_t cell[3], ludic_error *err)
{
    unsigned blocks = level_blocks(cell);
    if (index + 1 == n) {
        if (blocks == 0)
            return ludic_fail(err, LUDIC_E_INVALID, tok->line, tok->column,
                              "level %lu of %lu (the top) has no block; the top holds 1 to 3 blocks",
                              (unsigned long)index + 1, (unsigned long)n);
        return LUDIC_OK;
    }
    if (blocks == 0 || (blocks == 1 && !cell[1]))
        return ludic_fail(err, LUDIC_E_INVALID, tok->line, tok->column,
                          "level %lu of %lu has fallen: a level below the top needs two "
                          "blocks, or the middle block alone",
                          (unsigned long)index + 1, (unsigned long)n);
    return LUDIC_OK;
}

ludic_status ludic_jenga_parse(const char *text, size_t len, unsigned flags,
                               ludic_jenga_tower *tower, ludic_error *err)
{
    ludic_reader r;
    uint64_t n;
    ludic_status st;
    ludic_jenga_tower t; /* *tower stays untouched on failure */
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    ludic_reader_init(&r, text, len);
    st = ludic_read_u64(&r, N_WHAT, 1, LUDIC_JENGA_MAX_N, &n, NULL, err);
    if (st != LUDIC_OK)
        return st;
    memset(&t, 0, sizeof t);
    t.levels = (uint32_t)n;
    for (uint32_t i = 0; i < n; i++) {
        ludic_token tok;
        if (!ludic_reader_next(&r, &tok))
            return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                              "expected level %lu of %lu (three blocks, each %s), found end of "
                              "input: the input has %lu of the %lu levels n promises",
                              (unsigned long)i + 1, (unsigned long)n, letters(flags),
                              (unsigned long)i, (unsigned long)n);
        st = read_level(&tok, flags, i, (uint32_t)n, t.cell[i], err);
        if (st == LUDIC_OK)
            st = check_level(&tok, i, (uint32_t)n, t.cell[i], err);
        if (st != LUDIC_OK)
            return st;
    }
    {
        ludic_token tok;
        if (ludic_reader_peek(&r, &tok)) {
            char q[128];
            ludic_token_quote(&tok, q, sizeof q);
            return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                              "unexpected extra token %s after the %lu levels n promises; "
                              "expected end of input",
                              q, (unsigned long)n);
        }
    }
    *tower = t;
    return LUDIC_OK;
}

ludic_status ludic_jenga_validate(const char *text, size_t len, unsigned flags,
                                  ludic_jenga_tower *tower, ludic_error *err)
{
    ludic_reader r;
    uint64_t n;
    ludic_status st;
    ludic_jenga_tower t;
    int extended = (flags & LUDIC_EXTENDED) != 0;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    ludic_reader_init(&r, text, len);
    st = ludic_read_u64_strict(&r, N_WHAT, extended ? 1 : LUDIC_JENGA_ORIGINAL_MIN_N,
                               extended ? LUDIC_JENGA_MAX_N : LUDIC_JENGA_ORIGINAL_MAX_N, &n,
                               err);
    if (st == LUDIC_OK)
        st = ludic_reader_expect_char(&r, '\n', err);
    if (st != LUDIC_OK)
        return st;
    memset(&t, 0, sizeof t);
    t.levels = (uint32_t)n;
    for (uint32_t i = 0; i < n; i++) {
        ludic_token tok;
        char what[96];
        snprintf(what, sizeof what, "level %lu of %lu (three blocks, each %s)",
                 (unsigned long)i + 1, (unsigned long)n, letters(flags));
        st = ludic_read_word_strict(&r, what, &tok, err);
        if (st == LUDIC_OK)
            st = read_level(&tok, flags, i, (uint32_t)n, t.cell[i], err);
        if (st == LUDIC_OK && extended)
            st = check_level(&tok, i, (uint32_t)n, t.cell[i], err);
        if (st == LUDIC_OK && extended) {
            t.levels = i + 1;
            if (ludic_jenga_tower_blocks(&t) > LUDIC_JENGA_MAX_BLOCKS)
                st = ludic_fail(err, LUDIC_E_INVALID, tok.line, tok.column,
                                "level %lu of %lu: the tower has more than %u blocks, "
                                "the most ludic's solver takes",
                                (unsigned long)i + 1, (unsigned long)n, LUDIC_JENGA_MAX_BLOCKS);
            t.levels = (uint32_t)n;
        }
        if (st == LUDIC_OK)
            st = ludic_reader_expect_char(&r, '\n', err);
        if (st != LUDIC_OK)
            return st;
    }
    st = ludic_reader_expect_end(&r, err);
    if (st != LUDIC_OK)
        return st;
    if (tower)
        *tower = t;
    return LUDIC_OK;
}

ludic_status ludic_jenga_format(const ludic_jenga_tower *tower, char *out, size_t cap,
                                size_t *len, ludic_error *err)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    ludic_buffer b;
    ludic_status st;
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    if (tower->levels < 1 || tower->levels > LUDIC_JENGA_MAX_LEVELS)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "a tower has 1 to %u levels, this one has %lu",
                          LUDIC_JENGA_MAX_LEVELS, (unsigned long)tower->levels);
    for (uint32_t i = 0; i < tower->levels; i++)
        for (unsigned p = 0; p < 3; p++)
            if (tower->cell[i][p] > LUDIC_JENGA_BLUE)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "level %lu: cell %u holds %u, not a colour",
                                  (unsigned long)i + 1, p, tower->cell[i][p]);
    ludic_buffer_init(&b);
    ludic_buffer_printf(&b, "%lu\n", (unsigned long)tower->levels);
    for (uint32_t i = 0; i < tower->levels; i++) {
        char line[4];
        for (unsigned p = 0; p < 3; p++)
            line[p] = letter[tower->cell[i][p]];
        line[3] = '\n';
        ludic_buffer_append(&b, line, 4);
    }
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}

ludic_status ludic_jenga_generate(uint64_t seed, uint32_t levels, ludic_jenga_tower *tower,
                                  ludic_error *err)
{
    ludic_rng rng;
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (levels > LUDIC_JENGA_MAX_N)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "a tower has 1 to %u levels, not %lu",
                          LUDIC_JENGA_MAX_N, (unsigned long)levels);
    ludic_rng_seed(&rng, seed);
    if (levels == 0)
        levels = (uint32_t)ludic_rng_range(&rng, LUDIC_JENGA_ORIGINAL_MIN_N,
                                           LUDIC_JENGA_ORIGINAL_MAX_N);
    memset(tower, 0, sizeof *tower);
    tower->levels = levels;
    for (uint32_t i = 0; i < levels; i++)
        for (unsigned p = 0; p < 3; p++)
            tower->cell[i][p] = (uint8_t)ludic_rng_range(&rng, LUDIC_JENGA_RED, LUDIC_JENGA_BLUE);
    return LUDIC_OK;
}
