/*
 * jenga_vmem.c: arrays reserved once and grown in place (jenga_vmem_int.h).
 */
#include <stdlib.h>
#include <string.h>

#include "jenga_vmem_int.h"

void ludic_jg_vmem_reserve(jg_vmem *m, uint64_t max_bytes)
{
    memset(m, 0, sizeof *m);
    m->data = ludic_vmem_map(max_bytes, max_bytes >= JG_VMEM_HUGE, &m->range);
    if (m->data)
        m->reserved = max_bytes;
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
    if (m->reserved)
        ludic_vmem_unmap(&m->range);
    else
        free(m->data);
    memset(m, 0, sizeof *m);
}
