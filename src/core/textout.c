/* textout.c: the text-out convention over a ludic_buffer (textout_int.h). */
#include <string.h>

#include "core/error_int.h"
#include "core/textout_int.h"

ludic_status ludic_textout_check(const char *out, size_t cap, const char *function,
                                 ludic_error *err)
{
    return ludic_check_room(err, function, "out", out, cap);
}

ludic_status ludic_textout_finish(ludic_buffer *buf, char *out, size_t cap, size_t *len,
                                  const char *function, ludic_error *err)
{
    ludic_status status = LUDIC_OK;
    if (buf->failed) {
        ludic_buffer_clear(buf);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the text (in %s)",
                          function);
    }
    if (len)
        *len = buf->len;
    if (cap > 0) {
        const size_t n = buf->len < cap ? buf->len : cap - 1;
        if (n > 0)
            memcpy(out, buf->data, n);
        out[n] = '\0';
    }
    if (buf->len >= cap)
        status = ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0,
                            "the text needs %zu bytes with its terminator; the buffer holds %zu "
                            "(in %s)",
                            buf->len + 1, cap, function);
    ludic_buffer_clear(buf);
    return status;
}
