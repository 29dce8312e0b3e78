/*
 * jenga_vmem.c: arrays reserved once and grown in place (jenga_vmem_int.h).
 */
#if !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1 /* MAP_ANONYMOUS, MAP_NORESERVE, madvise */
#endif
#include <stdlib.h>
#include <string.h>

#include "jenga_vmem_int.h"

#if defined(__unix__) && !defined(__wasi__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define JG_HAVE_MMAP 1
#ifndef MAP_NORESERVE
#define MAP_NORESERVE 0
#endif
#else
#define JG_HAVE_MMAP 0
#endif

void ludic_jg_vmem_reserve(jg_vmem *m, uint64_t max_bytes)
{
    m->data = m->base = NULL;
    m->size = m->reserved = m->mapped = 0;
#if JG_HAVE_MMAP
    if (max_bytes == 0 || max_bytes > (uint64_t)SIZE_MAX / 4)
        return;
    {
        /* huge pages need 2 MiB-aligned ranges: map one page more and align */
        const uint64_t huge = (uint64_t)JG_VMEM_PAGE;
        int want_huge = max_bytes >= JG_VMEM_HUGE;
        uint64_t len = want_huge ? (max_bytes + huge - 1) / huge * huge + huge : max_bytes;
        unsigned char *p = mmap(NULL, (size_t)len, PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        unsigned char *at = p;
        if (p == MAP_FAILED)
            return; /* the heap, then */
        if (want_huge) {
            at = p + ((huge - (uintptr_t)p % huge) % huge);
#ifdef MADV_HUGEPAGE
            (void)madvise(at, (size_t)(len - (uint64_t)(at - p)) / huge * huge, MADV_HUGEPAGE);
#endif
        }
        m->base = p;
        m->mapped = len;
        m->data = at;
        m->reserved = max_bytes;
    }
#else
    (void)max_bytes;
#endif
}

int ludic_jg_vmem_grow(jg_vmem *m, uint64_t bytes)
{
    void *p;
    if (bytes <= m->size)
        return 0;
    if (m->reserved) {
        if (bytes > m->reserved)
            return -1;
        m->size = bytes; /* mapped pages read as zero until written */
        return 0;
    }
    if (bytes > (uint64_t)SIZE_MAX)
        return -1;
    p = realloc(m->data, (size_t)bytes);
    if (!p)
        return -1;
    memset((unsigned char *)p + m->size, 0, (size_t)(bytes - m->size));
    m->data = p;
    m->size = bytes;
    return 0;
}

void ludic_jg_vmem_free(jg_vmem *m)
{
#if JG_HAVE_MMAP
    if (m->reserved)
        (void)munmap(m->base, (size_t)m->mapped);
    else
        free(m->data);
#else
    free(m->data);
#endif
    m->data = m->base = NULL;
    m->size = m->reserved = m->mapped = 0;
}
