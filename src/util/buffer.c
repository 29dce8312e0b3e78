/* buffer.c: the growable text buffer (buffer_int.h). */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/buffer_int.h"

void ludic_buffer_init(ludic_buffer *buf)
{
    buf->data = NULL;
    buf->len = 0;
    buf->cap = 0;
    buf->failed = 0;
}

void ludic_buffer_clear(ludic_buffer *buf)
{
    if (!buf)
        return;
    free(buf->data);
    ludic_buffer_init(buf);
}

/* Make room for `extra` more bytes plus the terminator; 0 on failure. */
static int reserve(ludic_buffer *buf, size_t extra)
{
    size_t want, cap;
    char *p;
    if (buf->failed)
        return 0;
    if (extra > SIZE_MAX / 2 - buf->len) {
        buf->failed = 1;
        return 0;
    }
    want = buf->len + extra + 1;
    if (want <= buf->cap)
        return 1;
    cap = buf->cap ? buf->cap : 64;
    while (cap < want)
        cap *= 2;
    p = realloc(buf->data, cap);
    if (!p) {
        buf->failed = 1;
        return 0;
    }
    buf->data = p;
    buf->cap = cap;
    return 1;
}

void ludic_buffer_append(ludic_buffer *buf, const char *bytes, size_t len)
{
    if (!reserve(buf, len))
        return;
    if (len)
        memcpy(buf->data + buf->len, bytes, len);
    buf->len += len;
    buf->data[buf->len] = '\0';
}

char *ludic_buffer_reserve(ludic_buffer *buf, size_t extra)
{
    return reserve(buf, extra) ? buf->data + buf->len : NULL;
}

void ludic_buffer_puts(ludic_buffer *buf, const char *str)
{
    ludic_buffer_append(buf, str, strlen(str));
}

void ludic_buffer_printf(ludic_buffer *buf, const char *fmt, ...)
{
    va_list ap;
    int n;
    char small[256];
    va_start(ap, fmt);
    n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        buf->failed = 1;
        return;
    }
    if ((size_t)n < sizeof small) {
        ludic_buffer_append(buf, small, (size_t)n);
        return;
    }
    if (!reserve(buf, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(buf->data + buf->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    buf->len += (size_t)n;
}

void ludic_buffer_put_xml(ludic_buffer *buf, const char *str)
{
    for (; *str; str++) {
        switch (*str) {
        case '&':
            ludic_buffer_puts(buf, "&amp;");
            break;
        case '<':
            ludic_buffer_puts(buf, "&lt;");
            break;
        case '>':
            ludic_buffer_puts(buf, "&gt;");
            break;
        case '"':
            ludic_buffer_puts(buf, "&quot;");
            break;
        case '\'':
            ludic_buffer_puts(buf, "&apos;");
            break;
        default:
            if ((unsigned char)*str >= 0x20)
                ludic_buffer_append(buf, str, 1);
        }
    }
}
