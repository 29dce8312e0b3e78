/* error_int.h: filling a ludic_error (see ludic.h for the conventions). */
#ifndef LUDIC_ERROR_INT_H
#define LUDIC_ERROR_INT_H

#include "ludic/ludic.h"

#if defined(__GNUC__)
#define LUDIC_PRINTF(fmt_index, first_arg) __attribute__((format(printf, fmt_index, first_arg)))
#else
#define LUDIC_PRINTF(fmt_index, first_arg)
#endif

/*
 * Record a failure in `err` (which may be NULL) and return `status`, so a
 * caller can write `return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "...")`.
 * line/column are 1-based, 0 when the failure has no position. The message is
 * truncated to fit the record.
 */
ludic_status ludic_fail(ludic_error *err, ludic_status status, unsigned long line,
                        unsigned long column, const char *fmt, ...) LUDIC_PRINTF(5, 6);

#endif
