/*
 * web_json.c: the shim's JSON writer (see web_json.h). Strings are escaped
 * as JSON requires (quote, backslash, control characters); other bytes pass
 * through, so UTF-8 stays UTF-8.
 */
#include "web_json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char out_of_memory[] =
    "{\"error\":{\"status\":\"memory\",\"message\":\"out of memory\",\"line\":0,\"column\":0}}";

void lw_json_init(lw_json *j)
{
    memset(j, 0, sizeof *j);
}

static void append(lw_json *j, const char *text, size_t n)
{
    if (j->failed)
        return;
    if (j->len + n + 1 > j->cap) {
        size_t cap = j->cap ? j->cap : 256;
        char *grown;
        while (j->len + n + 1 > cap)
            cap *= 2;
        grown = realloc(j->data, cap);
        if (!grown) {
            j->failed = 1;
            return;
        }
        j->data = grown;
        j->cap = cap;
    }
    memcpy(j->data + j->len, text, n);
    j->len += n;
    j->data[j->len] = '\0';
}

void lw_json_raw(lw_json *j, const char *text)
{
    append(j, text, strlen(text));
}

/* A value starts: a comma first unless it opens its level or follows a key. */
static void value(lw_json *j)
{
    if (j->need_comma)
        append(j, ",", 1);
    j->need_comma = 1;
}

void lw_json_begin_object(lw_json *j)
{
    value(j);
    append(j, "{", 1);
    j->need_comma = 0;
}

void lw_json_end_object(lw_json *j)
{
    append(j, "}", 1);
    j->need_comma = 1;
}

void lw_json_begin_array(lw_json *j)
{
    value(j);
    append(j, "[", 1);
    j->need_comma = 0;
}

void lw_json_end_array(lw_json *j)
{
    append(j, "]", 1);
    j->need_comma = 1;
}

static void quoted(lw_json *j, const char *s, size_t n)
{
    append(j, "\"", 1);
    for (size_t i = 0; i < n; i++) {
        const unsigned char c = (unsigned char)s[i];
        char esc[8];
        if (c == '"' || c == '\\') {
            esc[0] = '\\';
            esc[1] = (char)c;
            append(j, esc, 2);
        } else if (c == '\n') {
            append(j, "\\n", 2);
        } else if (c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            append(j, esc, 6);
        } else {
            append(j, (const char *)&s[i], 1);
        }
    }
    append(j, "\"", 1);
}

void lw_json_key(lw_json *j, const char *key)
{
    value(j);
    quoted(j, key, strlen(key));
    append(j, ":", 1);
    j->need_comma = 0;
}

void lw_json_string_n(lw_json *j, const char *s, size_t len)
{
    value(j);
    quoted(j, s, len);
}

void lw_json_string(lw_json *j, const char *s)
{
    lw_json_string_n(j, s ? s : "", s ? strlen(s) : 0);
}

void lw_json_uint(lw_json *j, uint64_t v)
{
    char text[24];
    value(j);
    snprintf(text, sizeof text, "%llu", (unsigned long long)v);
    lw_json_raw(j, text);
}

void lw_json_int(lw_json *j, int64_t v)
{
    char text[24];
    value(j);
    snprintf(text, sizeof text, "%lld", (long long)v);
    lw_json_raw(j, text);
}

void lw_json_double(lw_json *j, double v)
{
    char text[32];
    value(j);
    if (!isfinite(v)) {
        lw_json_raw(j, "null");
        return;
    }
    snprintf(text, sizeof text, "%.17g", v);
    lw_json_raw(j, text);
}

void lw_json_bool(lw_json *j, int v)
{
    value(j);
    lw_json_raw(j, v ? "true" : "false");
}

void lw_json_null(lw_json *j)
{
    value(j);
    lw_json_raw(j, "null");
}

char *lw_json_finish(lw_json *j)
{
    if (j->failed || !j->data) {
        char *copy = malloc(sizeof out_of_memory);
        free(j->data);
        j->data = NULL;
        if (copy)
            memcpy(copy, out_of_memory, sizeof out_of_memory);
        return copy;
    }
    return j->data;
}

/* Short names JavaScript matches on; the words for people are in "message". */
static const char *status_name(ludic_status s)
{
    switch (s) {
    case LUDIC_OK: return "ok";
    case LUDIC_E_SYNTAX: return "syntax";
    case LUDIC_E_INVALID: return "invalid";
    case LUDIC_E_LIMIT: return "limit";
    case LUDIC_E_MEMORY: return "memory";
    case LUDIC_E_ARGUMENT: return "argument";
    case LUDIC_E_NO_ANSWER: return "no_answer";
    case LUDIC_E_INTERNAL: return "internal";
    case LUDIC_E_TRUNCATED: return "truncated";
    case LUDIC_E_CANCELLED: return "cancelled";
    }
    return "unknown";
}

char *lw_json_error(const ludic_error *err)
{
    lw_json j;
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "error");
    lw_json_begin_object(&j);
    lw_json_key(&j, "status");
    lw_json_string(&j, status_name(err->status));
    lw_json_key(&j, "message");
    lw_json_string(&j, err->message[0] ? err->message : ludic_status_str(err->status));
    lw_json_key(&j, "line");
    lw_json_uint(&j, err->line);
    lw_json_key(&j, "column");
    lw_json_uint(&j, err->column);
    lw_json_end_object(&j);
    lw_json_end_object(&j);
    return lw_json_finish(&j);
}

char *lw_json_fail(const char *message)
{
    ludic_error err;
    ludic_error_clear(&err);
    err.status = LUDIC_E_ARGUMENT;
    snprintf(err.message, sizeof err.message, "%s", message);
    return lw_json_error(&err);
}
