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
 * Linux only (the huge pages are MADV_HUGEPAGE); elsewhere, or when the
 * kernel refuses the reservation (a strict overcommit policy, a limit on
 * address space), the array stays on the heap. The WebAssembly module
 * (LUDIC_SMALL) keeps the heap alone.
 */
#if !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1 /* MAP_ANONYMOUS, MAP_NORESERVE, madvise */
#endif
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_int.h"

#if RI_DRAW_MMAP
#include <sys/mman.h>
#ifndef MAP_NORESERVE
#define MAP_NORESERVE 0
#endif
#endif

/* An array moves to its reservation when it would reach this size (an eighth of a huge page). */
#define RI_DRAW_HUGE ((size_t)256 << 10)
#define RI_DRAW_PAGE ((size_t)2 << 20) /* a transparent huge page */

#if RI_DRAW_MMAP
/*
 * Reserve the address space of `bytes` (rounded up to huge pages) in m:
 * its 2 MiB-aligned start, or NULL (stay on the heap).
 */
static unsigned char *reserve(ri_draw_region *m, uint64_t bytes)
{
    size_t len, usable;
    unsigned char *p, *at;
    if (bytes > (uint64_t)SIZE_MAX / 4)
        return NULL;
    usable = ((size_t)bytes + RI_DRAW_PAGE - 1) / RI_DRAW_PAGE * RI_DRAW_PAGE;
    len = usable + RI_DRAW_PAGE; /* huge pages need 2 MiB-aligned ranges: one more to align */
    p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1,
             0);
    if (p == MAP_FAILED)
        return NULL;
    at = p + (RI_DRAW_PAGE - (uintptr_t)p % RI_DRAW_PAGE) % RI_DRAW_PAGE;
#ifdef MADV_HUGEPAGE
    (void)madvise(at, usable, MADV_HUGEPAGE);
#endif
    m->base = p;
    m->mapped = len;
    m->reserved = usable;
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
#if RI_DRAW_MMAP
    if (m->base) {
        (void)munmap(m->base, m->mapped);
        memset(m, 0, sizeof *m);
        return;
    }
#else
    (void)m;
#endif
    free(p);
}

/*
 * ludic_ri_draw_calloc's blocks: a header (where the block's mapping starts
 * and its length, 0 for a block on the heap) in front of the bytes handed
 * out, so that ludic_ri_draw_free knows which. A mapped block's bytes are
 * fresh pages, zero without a memset: only those written become memory.
 */
#define RI_DRAW_HEADER 64

void *ludic_ri_draw_calloc(size_t count, size_t size)
{
    unsigned char *p;
    size_t bytes;
    if (size && count > (SIZE_MAX - RI_DRAW_HEADER - 2 * RI_DRAW_PAGE) / size)
        return NULL;
    bytes = count * size;
#if RI_DRAW_MMAP
    if (bytes >= RI_DRAW_HUGE) {
        ri_draw_region m;
        unsigned char *at = reserve(&m, bytes + RI_DRAW_HEADER);
        if (at) {
            memcpy(at, &m.base, sizeof m.base);
            memcpy(at + sizeof m.base, &m.mapped, sizeof m.mapped);
            return at + RI_DRAW_HEADER; /* fresh pages: zero */
        }
    }
#endif
    p = calloc(bytes + RI_DRAW_HEADER, 1); /* its header zero: the heap */
    return p ? p + RI_DRAW_HEADER : NULL;
}

void ludic_ri_draw_free(void *q)
{
    unsigned char *p = q;
    void *base;
    size_t mapped;
    if (!p)
        return;
    p -= RI_DRAW_HEADER;
    memcpy(&base, p, sizeof base);
    memcpy(&mapped, p + sizeof base, sizeof mapped);
#if RI_DRAW_MMAP
    if (mapped) {
        (void)munmap(base, mapped);
        return;
    }
#endif
    free(p);
}
