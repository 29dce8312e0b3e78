/*
 * buffer_int.h: a growable text buffer (JSON, SVG, formatted inputs, the
 * CLI's output). Internal: part of the ludic_util library that libludic and
 * the CLI both link; not exported.
 *
 * Initialise with ludic_buffer_init, release with ludic_buffer_clear.
 * Appends never fail loudly: on allocation failure the buffer keeps what it
 * had, sets `failed`, and ignores further appends; check `failed` once at the
 * end. `data` is always NUL-terminated after any successful append.
 */
#ifndef LUDIC_BUFFER_INT_H
#define LUDIC_BUFFER_INT_H

#include <stddef.h>

typedef struct ludic_buffer {
    char *data;
    size_t len;
    size_t cap;
    int failed;
} ludic_buffer;

void ludic_buffer_init(ludic_buffer *buf);
/* Free the data and re-initialise; accepts NULL. */
void ludic_buffer_clear(ludic_buffer *buf);
void ludic_buffer_append(ludic_buffer *buf, const char *bytes, size_t len);
void ludic_buffer_puts(ludic_buffer *buf, const char *str);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void ludic_buffer_printf(ludic_buffer *buf, const char *fmt, ...);

/*
 * Room for `extra` more bytes and a terminator, for a caller that writes into
 * data + len itself (then adds to len and terminates). A pointer to
 * data + len, or NULL (and `failed` set) when it cannot grow.
 */
char *ludic_buffer_reserve(ludic_buffer *buf, size_t extra);

#endif
