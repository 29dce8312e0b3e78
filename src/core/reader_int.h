/*
 * reader_int.h: reading numbers and words from input text while tracking the
 * line and column of every token, so errors can say exactly where and what.
 *
 * Two modes over the same reader:
 * - lenient (solve, brute): tokens are separated by any whitespace
 *   (space, tab, CR, LF); ludic_reader_next skips it.
 * - strict (validate, testlib-style): the caller states every separator with
 *   ludic_reader_expect_char and reads tokens with the *_strict functions,
 *   which refuse leading zeros, signs and stray whitespace.
 * Lines and columns are 1-based; columns count bytes. A UTF-8 byte-order
 * mark at the start is skipped by the lenient reader and refused, by name,
 * by the strict one.
 */
#ifndef LUDIC_READER_INT_H
#define LUDIC_READER_INT_H

#include "ludic/ludic.h"

typedef struct ludic_reader {
    const char *text;
    size_t len;
    size_t pos;           /* next byte to read */
    unsigned long line;   /* line of text[pos] */
    unsigned long column; /* column of text[pos] */
} ludic_reader;

/* A run of non-whitespace bytes; text points into the reader's input. */
typedef struct ludic_token {
    const char *text;
    size_t len;
    unsigned long line;
    unsigned long column;
} ludic_token;

void ludic_reader_init(ludic_reader *r, const char *text, size_t len);

/* Skip whitespace and take the next token: 1, or 0 at the end of the input. */
int ludic_reader_next(ludic_reader *r, ludic_token *tok);

/* Like ludic_reader_next but leaves the reader where it was. */
int ludic_reader_peek(const ludic_reader *r, ludic_token *tok);

/*
 * Write `tok` quoted for a message: 'abc', with non-printable bytes escaped
 * and long tokens cut with "...". Always NUL-terminates (cap >= 1).
 */
void ludic_token_quote(const ludic_token *tok, char *out, size_t cap);

/* Parse a token as a decimal integer in [min, max]; see ludic_read_u64. 1 on success. */
int ludic_token_u64(const ludic_token *tok, uint64_t min, uint64_t max, uint64_t *out);

/*
 * Lenient: read the next token as a decimal integer in [min, max] (an optional
 * leading '+' is allowed). `what` names the value for messages, e.g. "n (the
 * board length)". On failure: LUDIC_E_SYNTAX with "expected WHAT ..., found
 * end of input" or "... found 'x'" for a missing or non-integer token,
 * LUDIC_E_INVALID for an integer out of range. If tok is not NULL it receives
 * the token read (useful to report later errors at it).
 */
ludic_status ludic_read_u64(ludic_reader *r, const char *what, uint64_t min, uint64_t max,
                            uint64_t *out, ludic_token *tok, ludic_error *err);

/* Lenient: fail with LUDIC_E_SYNTAX "unexpected extra token 'x'..." unless only whitespace remains. */
ludic_status ludic_read_end(ludic_reader *r, ludic_error *err);

/* Strict: the next byte must be exactly c (' ' or '\n'); `what` as above. */
ludic_status ludic_reader_expect_char(ludic_reader *r, char c, ludic_error *err);

/* Strict: the token starting exactly here: digits only, no leading zero unless "0". */
ludic_status ludic_read_u64_strict(ludic_reader *r, const char *what, uint64_t min,
                                   uint64_t max, uint64_t *out, ludic_error *err);

/* Strict: the token starting exactly here, for the caller to check (LUDIC_E_SYNTAX if none). */
ludic_status ludic_read_word_strict(ludic_reader *r, const char *what, ludic_token *tok,
                                    ludic_error *err);

/* Strict: the input must end here. */
ludic_status ludic_reader_expect_end(ludic_reader *r, ludic_error *err);

#endif
