/*
 * vmem_int.h: address space reserved once for an array that then grows in
 * place (the jenga solver's tables, the draw game's graph).
 *
 * The range is mapped with no backing store (MAP_NORESERVE): growing into
 * it costs no copy and no allocation, and only the pages written become
 * memory; fresh pages read as zero. A range asked for with `huge` is
 * aligned to 2 MiB and advised for transparent huge pages, one fault per
 * 2 MiB instead of one per 4 KiB (in this project's VM a fault costs 1.6 to
 * 2.6 us, and a huge page about as much as 30 to 60 small ones). With
 * LUDIC_VMEM_HUGE_TAIL the first 2 MiB keep small pages and only the rest
 * is advised: an array that stays small then clears no whole huge page
 * (the kernel clears all 2 MiB of one on its first touch, about 240 us
 * here), and ludic_vmem_populate makes its small pages memory in one call,
 * at about the huge page's cost per byte (1 MiB in 110 us against 210 us
 * in faults, MADV_POPULATE_WRITE measured here). Callers
 * still count every byte they use against their memory cap; where mmap is
 * missing (WebAssembly) or refuses (a strict overcommit policy, a limit on
 * address space), ludic_vmem_map returns NULL and the caller keeps its
 * array on the heap.
 */
#ifndef LUDIC_VMEM_INT_H
#define LUDIC_VMEM_INT_H

#include <stdint.h>

#define LUDIC_VMEM_PAGE ((uint64_t)2 << 20) /* a transparent huge page */

#if defined(__unix__) && !defined(__wasi__) && !defined(__EMSCRIPTEN__)
#define LUDIC_HAVE_VMEM 1
#else
#define LUDIC_HAVE_VMEM 0
#endif

typedef struct ludic_vmem_range {
    void *base;      /* the mapping, for ludic_vmem_unmap */
    uint64_t mapped; /* its length */
} ludic_vmem_range;

#define LUDIC_VMEM_SMALL 0     /* small pages */
#define LUDIC_VMEM_HUGE 1      /* huge pages throughout */
#define LUDIC_VMEM_HUGE_TAIL 2 /* small pages in the first 2 MiB, huge after */

/*
 * Reserve `bytes` of address space (huge: one of the three above; with huge
 * pages 2 MiB-aligned). Its start, `bytes` usable from there, with r filled
 * in; NULL (r zeroed) when there is no mmap here or it refuses.
 */
void *ludic_vmem_map(uint64_t bytes, int huge, ludic_vmem_range *r);

/*
 * Make the pages of [at, at + bytes) within a reserved range memory now, in
 * one call (Linux 5.14's MADV_POPULATE_WRITE) instead of a fault per page
 * on first touch; they still read as zero. Nothing where that is missing
 * (the pages then fault in as before): a hint, it never fails.
 */
void ludic_vmem_populate(void *at, uint64_t bytes);

/* Give back what ludic_vmem_map reserved (nothing when r->base is NULL); r is zeroed. */
void ludic_vmem_unmap(ludic_vmem_range *r);

#endif
