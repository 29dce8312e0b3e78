/*
 * fuzz_reader.c: the core token reader on arbitrary bytes. Invariants: every
 * token's line and column agree with a recount from the start of the input,
 * tokens hold no whitespace, lenient and strict integer reads agree on
 * plain numbers, and every failure carries a message and a position.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/reader_int.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void position_of(const char *text, size_t offset, unsigned long *line,
                        unsigned long *column)
{
    *line = 1;
    *column = 1;
    for (size_t i = 0; i < offset; i++) {
        if (text[i] == '\n') {
            ++*line;
            *column = 1;
        } else {
            ++*column;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    ludic_reader r;
    ludic_token tok;
    ludic_error err;
    uint64_t v;
    size_t last_end = 0;

    ludic_reader_init(&r, text, size);
    while (ludic_reader_next(&r, &tok)) {
        unsigned long line, column;
        size_t offset = (size_t)(tok.text - text);
        char quoted[128];
        if (offset < last_end || tok.len == 0)
            abort();
        position_of(text, offset, &line, &column);
        if (line != tok.line || column != tok.column)
            abort();
        for (size_t i = 0; i < tok.len; i++)
            if (strchr(" \t\n\r\v\f", tok.text[i]) && tok.text[i] != '\0')
                abort();
        ludic_token_quote(&tok, quoted, sizeof quoted);
        if (quoted[0] != '\'' || strlen(quoted) < 2)
            abort();
        last_end = offset + tok.len;
    }

    /* Lenient integers until failure: a failure always explains itself. */
    ludic_reader_init(&r, text, size);
    for (;;) {
        ludic_error_clear(&err);
        if (ludic_read_u64(&r, "x", 0, 1000000, &v, NULL, &err) != LUDIC_OK) {
            if (err.message[0] == '\0' || err.line == 0 || err.column == 0)
                abort();
            break;
        }
        if (v > 1000000)
            abort();
    }

    /* Strict: numbers separated by single spaces/newlines; same values as lenient. */
    ludic_reader_init(&r, text, size);
    for (;;) {
        ludic_reader lenient = r;
        uint64_t w;
        ludic_error_clear(&err);
        if (ludic_read_u64_strict(&r, "x", 0, UINT64_MAX, &v, &err) != LUDIC_OK) {
            if (err.message[0] == '\0' || err.line == 0)
                abort();
            break;
        }
        if (ludic_read_u64(&lenient, "x", 0, UINT64_MAX, &w, NULL, &err) != LUDIC_OK || v != w)
            abort();
        if (ludic_reader_expect_char(&r, ' ', &err) != LUDIC_OK &&
            ludic_reader_expect_char(&r, '\n', &err) != LUDIC_OK)
            break;
    }
    return 0;
}
