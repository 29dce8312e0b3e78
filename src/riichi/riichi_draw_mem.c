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
 * The reservation is src/core/vmem_int.h's, shared with the jenga solver.
 * Linux only (the huge pages are MADV_HUGEPAGE); elsewhere, or when the
 * kernel refuses the reservation (a strict overcommit policy, a limit on
 * address space), the array stays on the heap. The WebAssembly module
 * (LUDIC_SMALL) keeps the heap alone.
 */
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_int.h"

#if RI_DRAW_MMAP
/* Reserve the address space of `bytes` in m, with huge pages: its start, or NULL (the heap). */
static unsigned char *reserve(ri_draw_region *m, uint64_t bytes)
{
    unsigned char *at = ludic_vmem_map(bytes, 1, &m->range);
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
    if (need <= *cap)
        return 0;
    while (next < need)
        next *= 2;
    if (ludic_ri_draw_charge(s, (uint64_t)(next - *cap) * size))
        return -1;
#if RI_DRAW_MMAP
    /* (next * size was charged: it is within the cap, which is what was reserved) */
    if (m->base && next <= m->reserved / size) {
        *cap = next;
        return 0;
    }
    if (!m->base && next * size >= RI_DRAW_HUGE) {
        unsigned char *at = reserve(m, s->max_memory);
        if (at && next <= m->reserved / size) {
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
