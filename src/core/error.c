/* error.c: status names, the error record, and the library version. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "error_int.h"

const char *ludic_version(void)
{
    return LUDIC_VERSION_STRING;
}

const char *ludic_status_str(ludic_status status)
{
    switch (status) {
    case LUDIC_OK:
        return "success";
    case LUDIC_E_SYNTAX:
        return "malformed input";
    case LUDIC_E_INVALID:
        return "input breaks the rules";
    case LUDIC_E_LIMIT:
        return "input beyond a documented limit";
    case LUDIC_E_MEMORY:
        return "not enough memory under the cap";
    case LUDIC_E_ARGUMENT:
        return "invalid argument";
    case LUDIC_E_NO_ANSWER:
        return "the question has no answer for this input";
    case LUDIC_E_INTERNAL:
        return "internal error (a bug in ludic; please report it)";
    case LUDIC_E_TRUNCATED:
        return "the output did not fit its buffer";
    case LUDIC_E_CANCELLED:
        return "cancelled";
    }
    return "unknown status";
}

void ludic_error_clear(ludic_error *err)
{
    if (!err)
        return;
    err->status = LUDIC_OK;
    err->line = 0;
    err->column = 0;
    err->message[0] = '\0';
}

ludic_status ludic_fail(ludic_error *err, ludic_status status, unsigned long line,
                        unsigned long column, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        err->status = status;
        err->line = line;
        err->column = column;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}

ludic_status ludic_fail_null(ludic_error *err, const char *function, const char *name)
{
    return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "%s is NULL (in %s)", name, function);
}

ludic_status ludic_check_room(ludic_error *err, const char *function, const char *name,
                              const void *items, size_t cap)
{
    if (items || cap == 0)
        return LUDIC_OK;
    return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                      "%s is NULL but cap is %zu (in %s; pass cap 0 to ask for the size)", name,
                      cap, function);
}

ludic_status ludic_check_flags(ludic_error *err, const char *function, unsigned flags,
                               unsigned known)
{
    if ((flags & ~known) == 0)
        return LUDIC_OK;
    return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "unknown flags 0x%x (in %s; it knows 0x%x)",
                      flags & ~known, function, known);
}

ludic_status ludic_fail_internal(ludic_error *err, const char *function, const char *what)
{
    return ludic_fail(err, LUDIC_E_INTERNAL, 0, 0, "%s: %s", function, what);
}
