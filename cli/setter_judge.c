/*
 * setter_judge.c: comparing an output with the answer, the way a testlib
 * checker does. Files are sequences of tokens separated by blanks (space,
 * tab, CR, LF); an integer token is testlib's readLong (optional minus, no
 * leading zeros, no "-0", within 64 bits), a real token testlib's readDouble
 * (a decimal with an optional exponent, finite). Anything else where a number
 * is due is a presentation error; so is any token after the answer.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "setter_int.h"
#include "util/format_int.h"

typedef struct token_reader {
    const char *p, *end;
} token_reader;

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The next token: 1 with it, 0 at the end of the text. */
static int next_token(token_reader *r, const char **tok, size_t *len)
{
    while (r->p < r->end && is_blank(*r->p))
        r->p++;
    if (r->p == r->end)
        return 0;
    *tok = r->p;
    while (r->p < r->end && !is_blank(*r->p))
        r->p++;
    *len = (size_t)(r->p - *tok);
    return 1;
}

/* A token quoted for a message: at most 40 characters, control bytes as '?'. */
static void quote_token(char *buf, size_t cap, const char *tok, size_t len)
{
    size_t w = 0, shown = len > 40 ? 37 : len;
    if (cap < 48)
        return;
    buf[w++] = '\'';
    for (size_t i = 0; i < shown; i++)
        buf[w++] = ((unsigned char)tok[i] < 32 || tok[i] == 127) ? '?' : tok[i];
    if (shown < len) {
        memcpy(buf + w, "...", 3);
        w += 3;
    }
    buf[w++] = '\'';
    buf[w] = '\0';
}

/* testlib's readLong: 1 and the value when tok is an integer in 64 bits. */
static int parse_integer(const char *tok, size_t len, int64_t *value)
{
    size_t i = 0;
    int minus = 0;
    uint64_t v = 0, limit;
    if (len > 0 && tok[0] == '-') {
        minus = 1;
        i = 1;
    }
    if (i == len || len - i > 19)
        return 0;
    if (tok[i] == '0' && (len - i > 1 || minus)) /* leading zeros, "-0" */
        return 0;
    limit = minus ? (uint64_t)INT64_MAX + 1u : (uint64_t)INT64_MAX;
    for (; i < len; i++) {
        unsigned digit;
        if (tok[i] < '0' || tok[i] > '9')
            return 0;
        digit = (unsigned)(tok[i] - '0');
        if (v > (limit - digit) / 10)
            return 0;
        v = v * 10 + digit;
    }
    if (minus)
        *value = v == (uint64_t)INT64_MAX + 1u ? INT64_MIN : -(int64_t)v;
    else
        *value = (int64_t)v;
    return 1;
}

/* testlib's readDouble: [-+]digits[.digits][e[-+]digits] (or .digits), finite. */
static int parse_real(const char *tok, size_t len, double *value)
{
    char buf[256];
    size_t i = 0, digits = 0;
    char *end;
    double v;
    if (len == 0 || len >= sizeof buf)
        return 0;
    if (tok[i] == '-' || tok[i] == '+')
        i++;
    for (; i < len && tok[i] >= '0' && tok[i] <= '9'; i++)
        digits++;
    if (i < len && tok[i] == '.')
        for (i++; i < len && tok[i] >= '0' && tok[i] <= '9'; i++)
            digits++;
    if (digits == 0)
        return 0;
    if (i < len && (tok[i] == 'e' || tok[i] == 'E')) {
        size_t exp_digits = 0;
        i++;
        if (i < len && (tok[i] == '-' || tok[i] == '+'))
            i++;
        for (; i < len && tok[i] >= '0' && tok[i] <= '9'; i++)
            exp_digits++;
        if (exp_digits == 0)
            return 0;
    }
    if (i != len)
        return 0;
    memcpy(buf, tok, len);
    buf[len] = '\0';
    v = strtod(buf, &end);
    if (*end != '\0' || !isfinite(v))
        return 0;
    *value = v;
    return 1;
}

static const char *number_word(const cli_setter_game *game)
{
    return game->real_answers ? "a number" : "an integer";
}

/* The one number of a file; 0, or 1 with a reason ("expected an integer, found 'x'"). */
int setter_read_answer(const cli_setter_game *game, const char *text, size_t len,
                       setter_answer *value, char *why, size_t cap)
{
    token_reader r = {text, text + len};
    const char *tok = NULL, *extra = NULL;
    size_t tl = 0, el = 0;
    char q[64];
    if (!next_token(&r, &tok, &tl)) {
        snprintf(why, cap, "expected %s, found end of file", number_word(game));
        return 1;
    }
    if (game->real_answers ? !parse_real(tok, tl, &value->real)
                           : !parse_integer(tok, tl, &value->integer)) {
        quote_token(q, sizeof q, tok, tl);
        snprintf(why, cap, "expected %s, found %s", number_word(game), q);
        return 1;
    }
    if (next_token(&r, &extra, &el)) {
        quote_token(q, sizeof q, extra, el);
        snprintf(why, cap, "extra tokens after the answer, found %s", q);
        return 1;
    }
    return 0;
}

setter_verdict setter_judge(const cli_setter_game *game, const setter_answer *expected,
                            double tolerance, const char *out, size_t len, char *msg,
                            size_t cap)
{
    setter_answer found;
    char why[SETTER_MESSAGE_SIZE];
    if (setter_read_answer(game, out, len, &found, why, sizeof why)) {
        snprintf(msg, cap, "wrong output format %s", why);
        return SETTER_PE;
    }
    if (!game->real_answers) {
        if (found.integer == expected->integer) {
            snprintf(msg, cap, "ok %lld", (long long)expected->integer);
            return SETTER_OK;
        }
        snprintf(msg, cap, "wrong answer expected %lld, found %lld",
                 (long long)expected->integer, (long long)found.integer);
        return SETTER_WA;
    }
    {
        /* testlib's doubleCompare: within tolerance absolutely or relatively */
        double e = expected->real, f = found.real, diff = fabs(f - e);
        token_reader r = {out, out + len};
        const char *tok = NULL;
        size_t tl = 0;
        char q[64];
        if (diff <= tolerance || diff <= tolerance * fabs(e)) {
            snprintf(msg, cap, "ok %.9f", e);
            return SETTER_OK;
        }
        next_token(&r, &tok, &tl); /* the number as written, for the message */
        quote_token(q, sizeof q, tok, tl);
        q[strlen(q) - 1] = '\0';
        snprintf(msg, cap, "wrong answer expected %.9f, found %s (error %.2g)", e, q + 1, diff);
        return SETTER_WA;
    }
}

void setter_format_answer(const cli_setter_game *game, const setter_answer *answer,
                          ludic_buffer *out)
{
    if (game->real_answers) {
        char text[40];
        ludic_format_double(text, sizeof text, answer->real);
        ludic_buffer_puts(out, text);
    } else {
        ludic_buffer_printf(out, "%lld", (long long)answer->integer);
    }
    ludic_buffer_puts(out, "\n");
}
