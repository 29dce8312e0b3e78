/*
 * jenga_vmem_int.h: the solver's big arrays, grown in place.
 *
 * An array reserves the address space of its largest size (the memory
 * bound) once, with mmap and no backing store: growing it is then free (no
 * copy, no new allocation) and only the pages the solver touches become
 * memory. Reservations of JG_VMEM_HUGE bytes or more ask for transparent
 * huge pages (one fault per 2 MiB instead of one per 4 KiB: page faults were
 * 15-20% of a solve). The reservation is src/core/vmem_int.h's; where mmap
 * is missing (WebAssembly) or refuses (a strict overcommit policy), the
 * array falls back to realloc.
 *
 * New bytes always read as zero. The caller accounts the memory against its
 * cap (jenga_solve.c): an array never grows past what was accounted.
 */
#ifndef LUDIC_JENGA_VMEM_INT_H
#define LUDIC_JENGA_VMEM_INT_H

#include <stdint.h>

#include "core/vmem_int.h"

#ifndef JG_VMEM_HUGE
#define JG_VMEM_HUGE (256u << 10)
#endif

typedef struct jg_vmem {
    void *data;
    uint64_t size;     /* bytes usable (zeroed when first grown to) */
    uint64_t reserved; /* bytes of address space reserved; 0: on the heap */
    ludic_vmem_range range; /* the reservation (data is its start) */
} jg_vmem;

/* Reserve max_bytes of address space (or nothing, falling back to the heap). */
void ludic_jg_vmem_reserve(jg_vmem *m, uint64_t max_bytes);

/* Make `bytes` usable (never shrinks): 0, or -1 when out of memory. */
int ludic_jg_vmem_grow(jg_vmem *m, uint64_t bytes);

/* Give everything back; the array is empty (and unreserved) afterwards. */
void ludic_jg_vmem_free(jg_vmem *m);

#endif
