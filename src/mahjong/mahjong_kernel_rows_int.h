/*
 * mahjong_kernel_rows_int.h: the per-kind loops of mahjong_kernel.c, written
 * once and included once per kernel. The includer defines MJ_FN(name) (the
 * kernel's name for a function), MJ_ATTR (its target attribute), MJ_W (a
 * weight as the kernel holds it), MJ_FN(weight)(w) making one, and
 * MJ_FN(fill_row)(out, acc, rows, l, shifts, n, groups, w): out[j] = (sum
 * over i < n of w[shifts[i]] x rows[i][l + j]) mod p for j < groups x
 * MJ_GROUP (acc: zero scratch it may use and leaves zero), and
 * MJ_FN(fill_few)(out, rows, l, shifts, n, groups, w), the same for
 * n <= MJ_SHIFTS without scratch; MJ_FN(program_window)(pg, pairs,
 * k0, n, &l, &h), the union of a program's edges k0..k0+n-1 shifted source
 * windows (mahjong_program.c); MJ_FN(weight_case)(w) and
 * MJ_FN(fill_one_as)(out, src, cells, w, how): out[j] = w x src[j] mod p
 * for j < cells with how = MJ_FN(weight_case)(w) < 3 a constant (a row of
 * one edge), MJ_FN(fill_two_as)(out, s0, s1, cells, w0, w1, how0, how1)
 * the same for two; MJ_FN_INLINE forces inlining. No include
 * guard: it is meant to be read twice.
 */

static MJ_ATTR void MJ_FN(forward_kind)(mj_forward_kind *a)
{
    const size_t stride = a->stride;
    const int32_t *lo = a->lo, *hi = a->hi;
    const uint32_t *code = a->code, *first = a->first;
    /* locals, not a->: the stores to shifts (bytes) may alias anything */
    const uint32_t **rows = a->scratch_rows, *cur = a->cur, *targets = a->targets;
    uint8_t *shifts = a->scratch_shift, *marked = a->marked;
    uint32_t *nxt = a->nxt, *nlive = a->nlive;
    uint64_t *acc = a->acc;
    int32_t *nlo = a->nlo, *nhi = a->nhi, *ext = a->ext;
    const uint32_t nt = a->nt;
    uint64_t cells = 0;
    uint32_t live = 0;
    MJ_W w[MJ_SHIFTS];
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        w[s] = MJ_FN(weight)(a->weight[s]);
    for (uint32_t i = 0; i < nt; i++) {
        const uint32_t t = targets ? targets[i] : i;
        int32_t l, h;
        const unsigned n = mj_collect(code, first[t], first[t + 1], lo, hi, cur, stride, rows,
                                      shifts, &l, &h);
        size_t groups;
        uint32_t *out;
        if (marked)
            marked[t] = 0;
        if (n == 0) /* the window stays empty (every row of nxt is empty here) */
            continue;
        nlo[t] = l, nhi[t] = h;
        nlive[live++] = t;
        cells += (uint64_t)(h - l + 1);
        groups = (size_t)(h - l) / MJ_GROUP + 1;
        out = MJ_ROW(nxt, t, stride);
        MJ_FN(rewrite_range)(out, ext + 2 * (size_t)t, l, l + (int32_t)(groups * MJ_GROUP));
        MJ_FN(fill_row)(out + l, acc, rows, l, shifts, n, groups, w);
    }
    a->live = live;
    a->cells = cells;
}

/*
 * The targets target[0..nt-1] of one list of a program, each with n
 * active edges (n a constant once inlined: 1 .. 8; 0: each target's own
 * count, more than 8): the windows' union, then the row. For the lists of
 * one or two edges how >= 0 is the weights' case, a constant (one edge:
 * weight w0, shift s0; two: weights w0, w1, how = 3 case0 + case1); how
 * < 0 takes the general path. Out: live rows appended at nlive + *live,
 * *seen counted (mj_forward_kind).
 */
MJ_FN_INLINE MJ_ATTR void MJ_FN(program_rows)(mj_forward_kind *a, const mj_program *pg,
                                              const uint32_t *target, uint32_t nt,
                                              const unsigned n, const MJ_W *w, uint32_t *live,
                                              uint32_t *seen, uint32_t w0, uint32_t w1,
                                              int32_t s0, const int how)
{
    const size_t stride = a->stride;
    const int32_t *pairs = a->pairs;
    const uint32_t *first = pg->first, *active = pg->active;
    const uint32_t *const *row = pg->row;
    const uint8_t *shift = pg->shift;
    uint32_t *nxt = a->nxt, *nlive = a->nlive;
    uint64_t *acc = a->acc;
    int32_t *ext = a->ext, *npairs = a->npairs;
    const uint8_t *ever = a->ever;
    uint32_t lv = *live, sn = *seen; /* in registers across the loop, not through the pointers */
    for (uint32_t i = 0; i < nt; i++) {
        const uint32_t t = target[i], k0 = first[t], k1 = k0 + (n ? n : active[t]);
        int32_t l, h;
        size_t groups;
        uint32_t *out;
        if (n == 1 && how >= 0) { /* the list's shift s0 */
            const uint32_t q = pg->src[k0];
            l = pairs[2 * (size_t)q] + s0, h = s0 - pairs[2 * (size_t)q + 1];
        } else {
            MJ_FN(program_window)(pg, pairs, k0, k1 - k0, &l, &h);
        }
        out = MJ_ROW(nxt, t, stride);
        if (h < l) { /* every source empty: the row is empty, and zero (it may hold kind x - 2) */
            MJ_FN(rewrite_range)(out, ext + 2 * (size_t)t, 0, 0);
            npairs[2 * (size_t)t] = npairs[2 * (size_t)t + 1] = -MJ_EMPTY_HI;
            continue;
        }
        npairs[2 * (size_t)t] = l, npairs[2 * (size_t)t + 1] = -h;
        nlive[lv++] = t;
        sn += ever[t];
        groups = (size_t)(h - l) / MJ_GROUP + 1;
        MJ_FN(rewrite_range)(out, ext + 2 * (size_t)t, l, l + (int32_t)(groups * MJ_GROUP));
        if (n == 1 && how >= 0) /* one edge of weight w0, how a constant (MJ_FN(fill_one_as)) */
            MJ_FN(fill_one_as)(out + l, row[k0] + l, groups * MJ_GROUP, w0, how);
        else if (n == 2 && how >= 0) /* weights w0, w1: how = 3 x case0 + case1, a constant */
            MJ_FN(fill_two_as)(out + l, row[k0] + l, row[k0 + 1] + l, groups * MJ_GROUP, w0, w1,
                               how / 3, how % 3);
        else
            MJ_FN(fill_row)(out + l, acc, row + k0, l, shift + k0, k1 - k0, groups, w);
    }
    *live = lv, *seen = sn;
}

/*
 * The targets of one list of one-edge targets (one shift, weight wt): the
 * weight's case chosen once for the list (MJ_FN(weight_case): 0 weight 1,
 * 1 weight 2..4, 2 weight 6, 3 another: the general path).
 */
static MJ_ATTR void MJ_FN(program_ones)(mj_forward_kind *a, const mj_program *pg,
                                       const uint32_t *target, uint32_t nt, const MJ_W *w,
                                       unsigned s, uint32_t *live, uint32_t *seen)
{
    const uint32_t wt = a->weight[s];
    switch (MJ_FN(weight_case)(wt)) {
    case 0:
        MJ_FN(program_rows)(a, pg, target, nt, 1, w, live, seen, wt, 0, (int32_t)s, 0);
        return;
    case 1:
        MJ_FN(program_rows)(a, pg, target, nt, 1, w, live, seen, wt, 0, (int32_t)s, 1);
        return;
    case 2:
        MJ_FN(program_rows)(a, pg, target, nt, 1, w, live, seen, wt, 0, (int32_t)s, 2);
        return;
    default:
        MJ_FN(program_rows)(a, pg, target, nt, 1, w, live, seen, wt, 0, (int32_t)s, -1);
        return;
    }
}

/* The same for a list of two-edge targets, of shifts s0 and s1: 9 cases and the general one. */
static MJ_ATTR void MJ_FN(program_twos)(mj_forward_kind *a, const mj_program *pg,
                                       const uint32_t *target, uint32_t nt, const MJ_W *w,
                                       unsigned s0, unsigned s1, uint32_t *live, uint32_t *seen)
{
    const uint32_t w0 = a->weight[s0], w1 = a->weight[s1];
    const unsigned c0 = MJ_FN(weight_case)(w0), c1 = MJ_FN(weight_case)(w1);
    switch (c0 < 3 && c1 < 3 ? c0 * 3 + c1 : 9u) {
#define MJ_TWO_CASE(c)                                                                             \
    case c:                                                                                        \
        MJ_FN(program_rows)(a, pg, target, nt, 2, w, live, seen, w0, w1, 0, c);                    \
        return
        MJ_TWO_CASE(0);
        MJ_TWO_CASE(1);
        MJ_TWO_CASE(2);
        MJ_TWO_CASE(3);
        MJ_TWO_CASE(4);
        MJ_TWO_CASE(5);
        MJ_TWO_CASE(6);
        MJ_TWO_CASE(7);
        MJ_TWO_CASE(8);
#undef MJ_TWO_CASE
    default:
        MJ_FN(program_rows)(a, pg, target, nt, 2, w, live, seen, w0, w1, 0, -1);
        return;
    }
}

/*
 * A dense kind from a program (mahjong_program.c): its targets with one
 * active edge list by list (one list per shift, so one weight a list),
 * then those with two (one list per pair of shifts), with 3 .. 8 (one
 * list per count) and with more, each list in a loop of its own, so that
 * all but the last know their count, the first ones their weights (no
 * dispatch per row, fewer variables to keep).
 */
static MJ_ATTR void MJ_FN(forward_program)(mj_forward_kind *a, const mj_program *pg)
{
    const size_t rows = pg->rows;
    uint32_t live = 0, seen = 0;
    MJ_W w[MJ_SHIFTS];
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        w[s] = MJ_FN(weight)(a->weight[s]);
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        if (pg->count[s])
            MJ_FN(program_ones)(a, pg, pg->target + s * rows, pg->count[s], w, s, &live, &seen);
    for (unsigned s0 = 0; s0 < MJ_SHIFTS; s0++)
        for (unsigned s1 = 0; s1 < MJ_SHIFTS; s1++) {
            const unsigned b = MJ_LIST_TWO(s0, s1);
            if (pg->count[b])
                MJ_FN(program_twos)(a, pg, pg->target + b * rows, pg->count[b], w, s0, s1, &live,
                                    &seen);
        }
#define MJ_MORE_ROWS(n)                                                                            \
    MJ_FN(program_rows)(a, pg, pg->target + MJ_LIST_MORE(n) * rows, pg->count[MJ_LIST_MORE(n)], n, \
                        w, &live, &seen, 0, 0, 0, -1)
    MJ_MORE_ROWS(3u); /* n a constant in each: no dispatch on the count */
    MJ_MORE_ROWS(4u);
    MJ_MORE_ROWS(5u);
    MJ_MORE_ROWS(6u);
    MJ_MORE_ROWS(7u);
    MJ_MORE_ROWS(8u);
#undef MJ_MORE_ROWS
    MJ_FN(program_rows)(a, pg, pg->target + MJ_LIST_MORE(MJ_FIXED_MAX + 1u) * rows,
                        pg->count[MJ_LIST_MORE(MJ_FIXED_MAX + 1u)], 0, w, &live, &seen, 0, 0, 0,
                        -1);
    a->live = live;
    a->seen = seen;
    a->cells = 0; /* not counted: the caller sums the pairs when it wants them */
}

static MJ_ATTR void MJ_FN(backward_kind)(mj_backward_kind *a)
{
    const size_t stride = a->stride;
    const int32_t *lo = a->lo, *hi = a->hi;
    const uint32_t nrows = a->rows;
    const unsigned span = a->span;
    const uint32_t *rows[MJ_SHIFTS], *b = a->b, *to_all = a->to;
    uint8_t shifts[MJ_SHIFTS];
    uint32_t *nb = a->nb;
    int32_t *nlo = a->nlo, *nhi = a->nhi, *ext = a->ext;
    uint64_t cells = 0;
    MJ_W w[MJ_SHIFTS];
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        w[s] = MJ_FN(weight)(a->weight[s]);
    for (uint32_t q = 0; q < nrows; q++) {
        const uint32_t *to = to_all + (size_t)q * span;
        int32_t l = INT32_MAX, h = -1;
        unsigned n = 0;
        size_t groups;
        uint32_t *out;
        for (unsigned s = 0; s < span; s++) {
            const uint32_t t = to[s];
            int32_t tl, th;
            if (t >= nrows)
                continue; /* a win: never counted */
            tl = lo[t], th = hi[t];
            if (th < tl)
                continue;
            rows[n] = MJ_ROW(b, t, stride) - s;
            shifts[n++] = (uint8_t)s;
            l = tl + (int32_t)s < l ? tl + (int32_t)s : l;
            h = th + (int32_t)s > h ? th + (int32_t)s : h;
        }
        if (n == 0) {
            nlo[q] = 1, nhi[q] = 0;
            continue;
        }
        nlo[q] = l, nhi[q] = h;
        cells += (uint64_t)(h - l + 1);
        groups = (size_t)(h - l) / MJ_GROUP + 1;
        out = MJ_ROW(nb, q, stride);
        MJ_FN(rewrite_range)(out, ext + 2 * (size_t)q, l, l + (int32_t)(groups * MJ_GROUP));
        MJ_FN(fill_few)(out + l, rows, l, shifts, n, groups, w);
    }
    a->cells = cells;
}
