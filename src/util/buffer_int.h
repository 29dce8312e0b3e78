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

/* Append str as XML text: the five special characters escaped, control characters dropped. */
void ludic_buffer_put_xml(ludic_buffer *buf, const char *str);

/*
 * Room for `extra` more bytes and a terminator, for a caller that writes into
 * data + len itself (then adds to len and terminates). A pointer to
 * data + len, or NULL (and `failed` set) when it cannot grow.
 */
char *ludic_buffer_reserve(ludic_buffer *buf, size_t extra);

/*
 * Append to `buf` the text of a library function that follows the text-out
 * convention of ludic.h: FN(ARGS..., out, cap, len, err) is called once with
 * cap 0 for the size, then into room reserved at the end of buf. `status`
 * receives the call's status (LUDIC_E_MEMORY, with buf marked failed, when
 * buf cannot grow). For the CLI and the tests, which hold text in buffers:
 *   LUDIC_BUFFER_APPEND_TEXT(st, &out, &err, ludic_jenga_format, &tower);
 */
#define LUDIC_BUFFER_APPEND_TEXT(status, buf, err, FN, ...)                                \
    do {                                                                                   \
        size_t ludic_need_ = 0;                                                            \
        (status) = FN(__VA_ARGS__, NULL, 0, &ludic_need_, (err));                          \
        if ((status) == LUDIC_E_TRUNCATED) {                                               \
            char *ludic_room_ = ludic_buffer_reserve((buf), ludic_need_);                 \
            (status) = ludic_room_ ? FN(__VA_ARGS__, ludic_room_, ludic_need_ + 1, NULL,   \
                                        (err))                                             \
                                   : LUDIC_E_MEMORY;                                       \
            if ((status) == LUDIC_OK)                                                      \
                (buf)->len += ludic_need_;                                                 \
        }                                                                                  \
    } while (0)

#endif
