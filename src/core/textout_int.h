/*
 * textout_int.h: the text-out convention of ludic.h (`char *out, size_t cap,
 * size_t *len`) for functions that build their text in a ludic_buffer.
 */
#ifndef LUDIC_TEXTOUT_INT_H
#define LUDIC_TEXTOUT_INT_H

#include "ludic/ludic.h"
#include "util/buffer_int.h"

/* LUDIC_OK, or LUDIC_E_ARGUMENT when out is NULL but cap > 0 (in `function`). */
ludic_status ludic_textout_check(const char *out, size_t cap, const char *function,
                                 ludic_error *err);

/*
 * Hand the finished text of `buf` to the caller: LUDIC_E_MEMORY when the
 * buffer failed to grow; otherwise copy what fits into out[0..cap) with a
 * NUL, store the full length in *len (when not NULL) and return LUDIC_OK or
 * LUDIC_E_TRUNCATED. Clears `buf` in every case.
 */
ludic_status ludic_textout_finish(ludic_buffer *buf, char *out, size_t cap, size_t *len,
                                  const char *function, ludic_error *err);

#endif
