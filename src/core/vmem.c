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
#ifdef MADV_HUGEPAGE
            (void)madvise(at, (size_t)usable, MADV_HUGEPAGE);
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

void ludic_vmem_unmap(ludic_vmem_range *r)
{
#if LUDIC_HAVE_VMEM
    if (r->base)
        (void)munmap(r->base, (size_t)r->mapped);
#endif
    memset(r, 0, sizeof *r);
}
