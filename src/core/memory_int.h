/*
 * memory_int.h: checking a computation's memory need against the caller's
 * cap (ludic_limits) before allocating, and an overflow-checked size product.
 */
#ifndef LUDIC_MEMORY_INT_H
#define LUDIC_MEMORY_INT_H

#include "ludic/ludic.h"

/* The cap in bytes: limits->max_memory, or the default when limits is NULL or 0. */
uint64_t ludic_memory_cap(const ludic_limits *limits);

/*
 * LUDIC_OK when `need` bytes fit under the cap; otherwise LUDIC_E_MEMORY with
 * "WHAT needs 1.5 GiB, more than the memory cap of 1 GiB".
 */
ludic_status ludic_memory_check(const ludic_limits *limits, uint64_t need, const char *what,
                                ludic_error *err);

/* a * b, or UINT64_MAX when the product overflows (so a later check fails). */
static inline uint64_t ludic_size_mul(uint64_t a, uint64_t b)
{
    if (a != 0 && b > UINT64_MAX / a)
        return UINT64_MAX;
    return a * b;
}

#endif
