/* memory.c: the memory cap check. */
#include <stdio.h>

#include "error_int.h"
#include "memory_int.h"
#include "util/format_int.h"

uint64_t ludic_memory_cap(const ludic_limits *limits)
{
    if (!limits || limits->max_memory == 0)
        return LUDIC_DEFAULT_MAX_MEMORY;
    return limits->max_memory;
}

ludic_status ludic_memory_check(const ludic_limits *limits, uint64_t need, const char *what,
                                ludic_error *err)
{
    uint64_t cap = ludic_memory_cap(limits);
    char need_s[48], cap_s[48];
    if (need <= cap)
        return LUDIC_OK;
    ludic_format_bytes(need_s, sizeof need_s, need);
    ludic_format_bytes(cap_s, sizeof cap_s, cap);
    return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "%s needs %s, more than the memory cap of %s",
                      what, need_s, cap_s);
}
