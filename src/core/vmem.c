/*
 * vmem.c: address space reserved once and grown into (vmem_int.h).
 */
#if !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1 /* MAP_ANONYMOUS, MAP_NORESERVE, madvise */
#endif
#include <stddef.h>
#include <string.h>

#include "vmem_int.h"

#if LUDIC_HAVE_VMEM
#include <sys/mman.h>
#ifndef MAP_NORESERVE
#define MAP_NORESERVE 0
#endif
#endif

void *ludic_vmem_map(uint64_t bytes, int huge, ludic_vmem_range *r)
{
    memset(r, 0, sizeof *r);
#if LUDIC_HAVE_VMEM
    {
        const uint64_t page = LUDIC_VMEM_PAGE;
        /* huge pages need 2 MiB-aligned ranges: map one page more and align */
        const uint64_t usable = huge ? (bytes + page - 1) / page * page : bytes;
        const uint64_t len = huge ? usable + page : usable;
        unsigned char *p, *at;
        if (bytes == 0 || bytes > (uint64_t)SIZE_MAX / 4)
            return NULL;
        p = mmap(NULL, (size_t)len, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            return NULL;
        at = p;
        if (huge) {
            at = p + (page - (uintptr_t)p % page) % page;
#if defined(MADV_HUGEPAGE) && defined(MADV_NOHUGEPAGE)
            if (huge == LUDIC_VMEM_HUGE_TAIL) {
                (void)madvise(at, (size_t)page, MADV_NOHUGEPAGE);
                if (usable > page)
                    (void)madvise(at + page, (size_t)(usable - page), MADV_HUGEPAGE);
            } else {
                (void)madvise(at, (size_t)usable, MADV_HUGEPAGE);
            }
#endif
        }
        r->base = p;
        r->mapped = len;
        return at;
    }
#else
    (void)bytes;
    (void)huge;
    return NULL;
#endif
}

void ludic_vmem_populate(void *at, uint64_t bytes)
{
#if LUDIC_HAVE_VMEM && defined(__linux__)
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23 /* Linux 5.14; older kernels answer EINVAL */
#endif
    const uintptr_t small = 4096;
    const uintptr_t lo = (uintptr_t)at / small * small;
    const uintptr_t hi = ((uintptr_t)at + (uintptr_t)bytes + small - 1) / small * small;
    if (hi > lo)
        (void)madvise((void *)lo, (size_t)(hi - lo), MADV_POPULATE_WRITE);
#else
    (void)at;
    (void)bytes;
#endif
}

void ludic_vmem_unmap(ludic_vmem_range *r)
{
#if LUDIC_HAVE_VMEM
    if (r->base)
        (void)munmap(r->base, (size_t)r->mapped);
#endif
    memset(r, 0, sizeof *r);
}
