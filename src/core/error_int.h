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

/*
 * The failure for a NULL pointer argument: LUDIC_E_ARGUMENT, "NAME is NULL
 * (in FUNCTION)". Used as `if (!x) return ludic_fail_null(err, __func__, "x");`.
 */
ludic_status ludic_fail_null(ludic_error *err, const char *function, const char *name);

/*
 * An output buffer of `cap` items (text or array out, ludic.h): LUDIC_OK
 * unless `items` is NULL with cap > 0, which is LUDIC_E_ARGUMENT naming it.
 */
ludic_status ludic_check_room(ludic_error *err, const char *function, const char *name,
                              const void *items, size_t cap);

/*
 * LUDIC_OK when `flags` has no bit outside `known`; otherwise
 * LUDIC_E_ARGUMENT naming the function and the unknown bits.
 */
ludic_status ludic_check_flags(ludic_error *err, const char *function, unsigned flags,
                               unsigned known);

/*
 * An impossible state was reached (a bug): LUDIC_E_INTERNAL with
 * "FUNCTION: WHAT". Asserts catch the same states in debug builds; release
 * builds report them through this instead of crashing or answering wrongly.
 */
ludic_status ludic_fail_internal(ludic_error *err, const char *function, const char *what);

#endif
