/*
 * reader.c: tokens with positions, and integers read leniently or strictly
 * (see reader_int.h). Every error names the position, the token as found and
 * what was expected there.
 */
#include <stdio.h>
#include <string.h>

#include "error_int.h"
#include "reader_int.h"
#include "util/number_int.h"

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

void ludic_reader_init(ludic_reader *r, const char *text, size_t len)
{
    r->text = text;
    r->len = len;
    r->pos = 0;
    r->line = 1;
    r->column = 1;
}

static void advance(ludic_reader *r)
{
    if (r->text[r->pos] == '\n') {
        r->line++;
        r->column = 1;
    } else {
        r->column++;
    }
    r->pos++;
}

/* Take the run of non-whitespace bytes at the current position (may be empty). */
static void take_run(ludic_reader *r, ludic_token *tok)
{
    tok->text = r->text + r->pos;
    tok->line = r->line;
    tok->column = r->column;
    while (r->pos < r->len && !is_space(r->text[r->pos]))
        advance(r);
    tok->len = (size_t)(r->text + r->pos - tok->text);
}

/* A UTF-8 byte-order mark at the very start (some editors write one). */
static int at_bom(const ludic_reader *r)
{
    return r->pos == 0 && r->len >= 3 && (unsigned char)r->text[0] == 0xef &&
           (unsigned char)r->text[1] == 0xbb && (unsigned char)r->text[2] == 0xbf;
}

int ludic_reader_next(ludic_reader *r, ludic_token *tok)
{
    if (at_bom(r))
        r->pos = 3; /* lenient: skip it; the next byte is still column 1 for people */
    while (r->pos < r->len && is_space(r->text[r->pos]))
        advance(r);
    if (r->pos >= r->len) {
        tok->text = r->text + r->pos;
        tok->len = 0;
        tok->line = r->line;
        tok->column = r->column;
        return 0;
    }
    take_run(r, tok);
    return 1;
}

int ludic_reader_peek(const ludic_reader *r, ludic_token *tok)
{
    ludic_reader copy = *r;
    return ludic_reader_next(&copy, tok);
}

void ludic_token_quote(const ludic_token *tok, char *out, size_t cap)
{
    enum { SHOWN = 24 };
    size_t o = 0;
    if (cap == 0)
        return;
#define PUT(ch)                                                                                   \
    do {                                                                                          \
        if (o + 1 < cap)                                                                          \
            out[o++] = (ch);                                                                      \
    } while (0)
    PUT('\'');
    for (size_t i = 0; i < tok->len && i < SHOWN; i++) {
        unsigned char c = (unsigned char)tok->text[i];
        if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\') {
            PUT((char)c);
        } else {
            char esc[5];
            snprintf(esc, sizeof esc, "\\x%02x", c);
            for (int j = 0; j < 4; j++)
                PUT(esc[j]);
        }
    }
    if (tok->len > SHOWN) {
        PUT('.');
        PUT('.');
        PUT('.');
    }
    PUT('\'');
#undef PUT
    out[o] = '\0';
}

/* Describe what stands at the reader's position when no token does. */
static const char *describe_here(const ludic_reader *r)
{
    if (r->pos >= r->len)
        return "end of input";
    if (at_bom(r))
        return "a UTF-8 byte-order mark (save the file without it)";
    switch (r->text[r->pos]) {
    case ' ':
        return "a space";
    case '\t':
        return "a tab";
    case '\n':
        return "end of line";
    case '\r':
        return "a carriage return";
    default:
        return "whitespace";
    }
}

int ludic_token_u64(const ludic_token *tok, uint64_t min, uint64_t max, uint64_t *out)
{
    const size_t skip = (tok->len > 0 && tok->text[0] == '+') ? 1 : 0;
    switch (ludic_number_read(tok->text + skip, tok->len - skip, min, max, out, NULL)) {
    case LUDIC_NUMBER_OK:
        return 1;
    case LUDIC_NUMBER_RANGE:
        return -1;
    case LUDIC_NUMBER_MALFORMED:
        break;
    }
    return 0;
}

/* The shared checks of both modes once a token is in hand. */
static ludic_status check_integer(const ludic_token *tok, const char *what, uint64_t min,
                                  uint64_t max, uint64_t *out, ludic_error *err)
{
    char q[128], msg[LUDIC_ERROR_MESSAGE_SIZE];
    int rc = ludic_token_u64(tok, min, max, out);
    if (rc == 1)
        return LUDIC_OK;
    ludic_token_quote(tok, q, sizeof q);
    if (rc == 0) {
        const char *hint = "";
        if (tok->len > 0 && tok->text[0] == '-')
            hint = " (negative numbers are not allowed)";
        else if (memchr(tok->text, '.', tok->len) || memchr(tok->text, 'e', tok->len) ||
                 memchr(tok->text, 'E', tok->len))
            hint = " (write a whole number)";
        return ludic_fail(err, LUDIC_E_SYNTAX, tok->line, tok->column,
                          "expected %s, an integer from %llu to %llu, found %s%s", what,
                          (unsigned long long)min, (unsigned long long)max, q, hint);
    }
    ludic_number_range_message(msg, sizeof msg, what, min, max, q);
    return ludic_fail(err, LUDIC_E_INVALID, tok->line, tok->column, "%s", msg);
}

ludic_status ludic_read_u64(ludic_reader *r, const char *what, uint64_t min, uint64_t max,
                            uint64_t *out, ludic_token *tok_out, ludic_error *err)
{
    ludic_token tok;
    if (!ludic_reader_next(r, &tok))
        return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                          "expected %s, an integer from %llu to %llu, found end of input", what,
                          (unsigned long long)min, (unsigned long long)max);
    if (tok_out)
        *tok_out = tok;
    return check_integer(&tok, what, min, max, out, err);
}

ludic_status ludic_read_end(ludic_reader *r, ludic_error *err)
{
    ludic_token tok;
    char q[128];
    if (!ludic_reader_next(r, &tok))
        return LUDIC_OK;
    ludic_token_quote(&tok, q, sizeof q);
    return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                      "unexpected extra token %s; expected end of input", q);
}

ludic_status ludic_reader_expect_char(ludic_reader *r, char c, ludic_error *err)
{
    const char *want = c == ' ' ? "a single space" : c == '\n' ? "end of line" : "a separator";
    if (r->pos < r->len && r->text[r->pos] == c) {
        advance(r);
        return LUDIC_OK;
    }
    if (r->pos < r->len && !is_space(r->text[r->pos]) && !at_bom(r)) {
        ludic_token tok;
        char q[128];
        ludic_reader probe = *r;
        take_run(&probe, &tok);
        ludic_token_quote(&tok, q, sizeof q);
        return ludic_fail(err, LUDIC_E_SYNTAX, r->line, r->column, "expected %s, found %s", want,
                          q);
    }
    return ludic_fail(err, LUDIC_E_SYNTAX, r->line, r->column, "expected %s, found %s", want,
                      describe_here(r));
}

ludic_status ludic_read_word_strict(ludic_reader *r, const char *what, ludic_token *tok,
                                    ludic_error *err)
{
    if (r->pos >= r->len || is_space(r->text[r->pos]) || at_bom(r))
        return ludic_fail(err, LUDIC_E_SYNTAX, r->line, r->column, "expected %s, found %s", what,
                          describe_here(r));
    take_run(r, tok);
    return LUDIC_OK;
}

ludic_status ludic_read_u64_strict(ludic_reader *r, const char *what, uint64_t min,
                                   uint64_t max, uint64_t *out, ludic_error *err)
{
    ludic_token tok;
    char q[128];
    if (r->pos >= r->len || is_space(r->text[r->pos]) || at_bom(r))
        return ludic_fail(err, LUDIC_E_SYNTAX, r->line, r->column,
                          "expected %s, an integer from %llu to %llu, found %s", what,
                          (unsigned long long)min, (unsigned long long)max, describe_here(r));
    take_run(r, &tok);
    ludic_token_quote(&tok, q, sizeof q);
    if (tok.text[0] == '+' || (tok.len > 1 && tok.text[0] == '0'))
        return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                          "expected %s written plainly (no sign, no leading zero), found %s",
                          what, q);
    return check_integer(&tok, what, min, max, out, err);
}

ludic_status ludic_reader_expect_end(ludic_reader *r, ludic_error *err)
{
    if (r->pos >= r->len)
        return LUDIC_OK;
    if (is_space(r->text[r->pos]) || at_bom(r))
        return ludic_fail(err, LUDIC_E_SYNTAX, r->line, r->column,
                          "expected end of input, found %s", describe_here(r));
    {
        ludic_token tok;
        char q[128];
        ludic_reader probe = *r;
        take_run(&probe, &tok);
        ludic_token_quote(&tok, q, sizeof q);
        return ludic_fail(err, LUDIC_E_SYNTAX, tok.line, tok.column,
                          "unexpected extra token %s; expected end of input", q);
    }
}
