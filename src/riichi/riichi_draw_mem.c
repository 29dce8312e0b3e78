/*
 * riichi_draw_mem.c: where the draw search's growing arrays live (the
 * records, the drawn hands, the move pool, the hash table, the queue).
 *
 * Each search starts from fresh memory, and in a one-search process (the
 * command line) the kernel's page faults on it were about a third of a
 * 3-shanten search's CPU time: about 3,100 faults of 1.6-2.6 us each in
 * this project's VM, where a 2 MiB transparent huge page costs about as
 * much as 30-60 small ones. So an array starts on the heap (realloc,
 * doubling: small searches touch little) and, once it would reach
 * RI_DRAW_HUGE bytes, moves once into a range of address space reserved
 * for the whole memory cap with no backing store (MAP_NORESERVE) and
 * advised for huge pages: it then grows in place (no copy, no new
 * allocation: only the pages it touches become memory, one fault per
 * 2 MiB). The hash table grows in place too and is rebuilt from the
 * records, so its old slots' pages are reused instead of a fresh table
 * faulted in at each doubling. The growth is charged as before
 * (capacity x item size); resident memory can exceed it by the rest of
 * the last huge page of each array (at most 2 MiB each).
 *
 * But a 3-shanten search's records, drawn hands and moves take under 2 MiB
 * each (about 0.7 MB on the benchmark's median hand), and the kernel clears
 * a whole huge page on its first touch (about 240 us here): 15% of the
 * goal's benchmark was that clearing, most of it of bytes never used. So
 * those arrays' reservations keep small pages in their first 2 MiB
 * (LUDIC_VMEM_HUGE_TAIL) and grow there by CHUNK bytes, each chunk made
 * memory in one call (ludic_vmem_populate: about the huge page's cost per
 * byte, half a fault's per page) rather than page by page; past 2 MiB the
 * pages are huge as before. The hash table, read at random all over, keeps
 * huge pages throughout (small ones there cost more in the TLB than they
 * save). Medians of 10 alternating runs of `bench_riichi_draw 5 5 18 0 3`
 * against the huge pages: 7.78 -> 7.57 ms, the fastest hand 3.52 -> 3.19,
 * the slowest 15.5 -> 14.9 (bench/riichi/RESULTS.md).
 *
 * The reservation is src/core/vmem_int.h's, shared with the jenga solver.
 * Linux only (the huge pages are MADV_HUGEPAGE); elsewhere, or when the
 * kernel refuses the reservation (a strict overcommit policy, a limit on
 * address space), the array stays on the heap. The WebAssembly module
 * (LUDIC_SMALL) keeps the heap alone.
 */
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_int.h"

/* In a reservation's small pages an array grows by this many bytes at a time. */
#define CHUNK ((size_t)256 << 10)

#if RI_DRAW_MMAP
/* Reserve the address space of `bytes` in m (huge: vmem_int.h's): its start, or NULL (the heap). */
static unsigned char *reserve(ri_draw_region *m, uint64_t bytes, int huge)
{
    unsigned char *at = ludic_vmem_map(bytes, huge, &m->range);
    m->base = at;
    m->reserved = at ? (size_t)bytes : 0;
    return at;
}
#endif

int ludic_ri_draw_grow(ri_draw_search *s, ri_draw_region *m, void **p, size_t *cap, size_t need,
                       size_t size)
{
    size_t next = *cap ? *cap : 64;
    void *q;
    const int table = m == &s->slot_mem; /* huge pages throughout, doubling */
    if (need <= *cap)
        return 0;
#if RI_DRAW_MMAP
    if (m->base && !table) /* by chunks, not doubling: what is populated gets used */
        next = (need + CHUNK / size - 1) / (CHUNK / size) * (CHUNK / size);
#endif
    while (next < need)
        next *= 2;
    if (ludic_ri_draw_charge(s, (uint64_t)(next - *cap) * size))
        return -1;
#if RI_DRAW_MMAP
    /* (next * size was charged: it is within the cap, which is what was reserved) */
    if (m->base && next <= m->reserved / size) {
        if (!table)
            ludic_vmem_populate((unsigned char *)m->base + *cap * size,
                                (uint64_t)(next - *cap) * size);
        *cap = next;
        return 0;
    }
    if (!m->base && next * size >= RI_DRAW_HUGE) {
        unsigned char *at =
            reserve(m, s->max_memory, table ? LUDIC_VMEM_HUGE : LUDIC_VMEM_HUGE_TAIL);
        if (at && next <= m->reserved / size) {
            if (!table)
                ludic_vmem_populate(at, (uint64_t)next * size);
            if (*cap)
                memcpy(at, *p, *cap * size);
            free(*p);
            *p = at;
            *cap = next;
            return 0;
        }
        if (at)
            ludic_ri_draw_release(m, NULL);
    }
    if (m->base) {
        s->failed = 1;
        return -1;
    }
#else
    (void)m;
    (void)table;
#endif
    q = realloc(*p, next * size);
    if (!q) {
        s->failed = 1;
        return -1;
    }
    *p = q;
    *cap = next;
    return 0;
}

void ludic_ri_draw_release(ri_draw_region *m, void *p)
{
    if (m->base) {
        ludic_vmem_unmap(&m->range);
        memset(m, 0, sizeof *m);
        return;
    }
    free(p);
}
