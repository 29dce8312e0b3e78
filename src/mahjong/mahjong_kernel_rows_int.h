/*
 * mahjong_kernel_rows_int.h: the per-kind loops of mahjong_kernel.c, written
 * once and included once per kernel. The includer defines MJ_FN(name) (the
 * kernel's name for a function), MJ_ATTR (its target attribute), a type
 * MJ_W (a weight as the kernel holds it), MJ_FN(weight)(w) making one, and
 * MJ_FN(add_groups)(dst, src, groups, w) (dst[i] += src[i] x w for
 * i < groups x MJ_GROUP) and MJ_FN(reduce_groups)(out, acc, groups). No
 * include guard: it is meant to be read twice.
 */

static MJ_ATTR void MJ_FN(forward_kind)(mj_forward_kind *a)
{
    const size_t stride = a->stride;
    const int32_t *lo = a->lo, *hi = a->hi;
    const uint32_t *src = a->src, *first = a->first;
    const uint8_t *shift = a->shift;
    const uint32_t *cur = a->cur;
    uint64_t *acc = a->acc;
    uint64_t cells = 0;
    uint32_t live = 0;
    MJ_W w[MJ_SHIFTS];
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        w[s] = MJ_FN(weight)(a->weight[s]);
    for (uint32_t i = 0; i < a->nt; i++) {
        const uint32_t t = a->targets ? a->targets[i] : i;
        int32_t l = INT32_MAX, h = -1;
        for (uint32_t k = first[t]; k < first[t + 1]; k++) {
            const uint32_t q = src[k];
            const int32_t ql = lo[q], qh = hi[q], s = shift[k];
            if (qh < ql)
                continue;
            MJ_FN(add_groups)(acc + ql + s, cur + (size_t)q * stride + (size_t)ql,
                              ((size_t)(qh - ql) + MJ_GROUP) / MJ_GROUP, w[s]);
            l = ql + s < l ? ql + s : l;
            h = qh + s > h ? qh + s : h;
        }
        if (a->marked)
            a->marked[t] = 0;
        if (h < 0) /* the window stays empty (every row of nxt is empty here) */
            continue;
        a->nlo[t] = l, a->nhi[t] = h;
        a->nlive[live++] = t;
        cells += (uint64_t)(h - l + 1);
        MJ_FN(reduce_groups)(a->nxt + (size_t)t * stride + (size_t)l, acc + l,
                             ((size_t)(h - l) + MJ_GROUP) / MJ_GROUP);
    }
    a->live = live;
    a->cells = cells;
}

static MJ_ATTR void MJ_FN(backward_kind)(mj_backward_kind *a)
{
    const size_t stride = a->stride;
    const int32_t *lo = a->lo, *hi = a->hi;
    const uint32_t *b = a->b, rows = a->rows;
    const unsigned span = a->span;
    uint64_t *acc = a->acc;
    uint64_t cells = 0;
    MJ_W w[MJ_SHIFTS];
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        w[s] = MJ_FN(weight)(a->weight[s]);
    for (uint32_t q = 0; q < rows; q++) {
        const uint32_t *to = a->to + (size_t)q * span;
        int32_t l = INT32_MAX, h = -1;
        for (unsigned s = 0; s < span; s++) {
            const uint32_t t = to[s];
            int32_t tl, th;
            if (t >= rows)
                continue; /* a win: never counted */
            tl = lo[t], th = hi[t];
            if (th < tl)
                continue;
            MJ_FN(add_groups)(acc + tl + (int32_t)s, b + (size_t)t * stride + (size_t)tl,
                              ((size_t)(th - tl) + MJ_GROUP) / MJ_GROUP, w[s]);
            l = tl + (int32_t)s < l ? tl + (int32_t)s : l;
            h = th + (int32_t)s > h ? th + (int32_t)s : h;
        }
        if (h < 0) {
            a->nlo[q] = 1, a->nhi[q] = 0;
            continue;
        }
        a->nlo[q] = l, a->nhi[q] = h;
        cells += (uint64_t)(h - l + 1);
        MJ_FN(reduce_groups)(a->nb + (size_t)q * stride + (size_t)l, acc + l,
                             ((size_t)(h - l) + MJ_GROUP) / MJ_GROUP);
    }
    a->cells = cells;
}
