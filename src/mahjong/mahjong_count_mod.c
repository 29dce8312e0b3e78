/*
 * mahjong_count_mod.c: the exact answer modulo 998244353 (see mahjong_plan_int.h for the DP).
 *
 * E[weight] = sum over i >= 0 of P(weight > i) = sum_i P(S_i does not win),
 * and P(S_i does not win) = N_i / C(W, i) where N_i counts the labelled
 * i-subsets of the W wall tiles that leave the hand non-winning. The DP
 * computes N_i for every i as the sum over non-winning states of the last
 * table's column i.
 *
 * Kernel: per kind and target row, sum the incoming rows (times their
 * binomials) in 64 bits and reduce once. Each addend is a residue (< 2^30)
 * times a binomial C(c-h, s) <= 6, and a row has at most 5 x states
 * incoming edges, so the sum stays below 2^61 (the reduction's range):
 * one reduction per cell per kind ("lazy reduction"). The row loops are in
 * mahjong_kernel.c (scalar, or AVX2 where the processor has it), on the
 * row layout of mahjong_kernel_int.h (rows zero outside their written
 * range, spare cells on both sides). The variants that switch an idea off
 * (MJ_VARIANT_NO_WINDOWS, _EAGER_REDUCE) still sum edge by edge into the
 * 64-bit scratch row acc, as first measured.
 *
 * From MJ_MEET_MIN_KINDS kinds on, the forward DP stops at a kind chosen
 * by mahjong_split.c and a backward DP from the last kind meets it there
 * (meet() below; docs/mahjong.md, "Meeting in the middle").
 */
#include <stdlib.h>
#include <string.h>

#include "core/binom_int.h"
#include "core/error_int.h"
#include "core/memory_int.h"
#include "core/modarith_int.h"
#include "mahjong_count_int.h"
#include "mahjong_kernel_int.h"
#include "mahjong_plan_int.h"

/* dst[i] += src[i] * w for i < n (MJ_VARIANT_KEEP_WIN's winning row). */
static void add_scaled(uint64_t *restrict dst, const uint32_t *restrict src, size_t n,
                       uint32_t w)
{
    for (size_t i = 0; i < n; i++)
        dst[i] += (uint64_t)src[i] * w;
}

/* dst[i] = (dst[i] + src[i] * w) mod p: the variant without lazy reduction. */
static void add_scaled_eager(uint64_t *restrict dst, const uint32_t *restrict src, size_t n,
                             uint32_t w)
{
    for (size_t i = 0; i < n; i++)
        dst[i] = (dst[i] + (uint64_t)src[i] * w) % LUDIC_MAHJONG_MODULUS;
}

/*
 * Meeting in the middle (mahjong_split.c): the backward DP over kinds
 * n-1 down to k, then N_i = sum over q, a + b = i of F(q, a) B(q, b) with
 * the forward table (cur, lo, hi) after kinds 0..k-1, into acc[i] < p for
 * i < width. B(q, .) after kind x is the sum over s of C(m, s) z^s
 * B(next(q, s), .) (edges into the winning state drop out), starting from
 * 1 in every row; a row's window is the union of its successors' windows
 * shifted by s, as in the forward DP. Terms with a + b >= width are
 * draws of more tiles than any non-winning draw holds: all zero, skipped.
 * The combination adds products below 2^60, so acc is reduced after every
 * 15 rows of F. b, nb: zeroed rows x stride tables (laid out as the forward
 * ones, mahjong_kernel_int.h); bw: 8 x rows window and range entries, zero.
 */
static ludic_status meet(const mj_plan *p, unsigned kernel, uint32_t k, const uint32_t *cur,
                         const int32_t *lo, const int32_t *hi, size_t width, size_t stride,
                         uint64_t *acc, uint32_t *b, uint32_t *nb, int32_t *bw,
                         mj_progress *pr, uint64_t *cells, ludic_error *err)
{
    const uint32_t mod = LUDIC_MAHJONG_MODULUS, rows = p->states;
    const ludic_mahjong_game *g = p->game;
    int32_t *blo = bw, *bhi = bw + rows, *nblo = bhi + rows, *nbhi = nblo + rows;
    int32_t *ext = nbhi + rows, *next = ext + 2 * (size_t)rows; /* b's, nb's written ranges */
    unsigned pending = 0;
    size_t touched = 0; /* acc[0..touched-1] may be non-zero */
    for (uint32_t q = 0; q < rows; q++) {
        blo[q] = bhi[q] = 0;
        MJ_ROW(b, q, stride)[0] = 1; /* the rest of the row is zero */
        ext[2 * q] = 0, ext[2 * q + 1] = MJ_GROUP;
    }
    for (uint32_t x = g->kinds; x-- > k;) {
        const mj_edges *e = &p->edges[mj_class_of(g, p->layers > 1, p->last_orphan, x)];
        const unsigned m = (unsigned)(g->copies[x] - g->hand[x]);
        mj_backward_kind a = {b, nb, next, stride, blo, bhi, nblo, nbhi, e->to, e->span,
                              rows, {0}, 0};
        ludic_status status;
        for (unsigned s = 0; s <= m; s++)
            a.weight[s] = (uint32_t)ludic_binom_u64(m, s);
        ludic_mj_backward_kind(kernel, &a);
        *cells += a.cells;
        {
            uint32_t *swap = b;
            int32_t *iswap;
            b = nb, nb = swap;
            iswap = ext, ext = next, next = iswap;
            iswap = blo, blo = nblo, nblo = iswap;
            iswap = bhi, bhi = nbhi, nbhi = iswap;
        }
        status = ludic_mj_progress_kind(pr, g->kinds - 1 - x, err);
        if (status != LUDIC_OK)
            return status;
    }
    /* acc is all zero here */
    for (uint32_t q = 0; q < rows; q++) {
        const uint32_t *fq = MJ_ROW(cur, q, stride), *bq = MJ_ROW(b, q, stride);
        if (hi[q] < lo[q] || bhi[q] < blo[q])
            continue;
        for (int32_t a = lo[q]; a <= hi[q] && a + blo[q] < (int32_t)width; a++) {
            const int32_t top = bhi[q] < (int32_t)width - 1 - a ? bhi[q] : (int32_t)width - 1 - a;
            if (fq[a] == 0)
                continue;
            ludic_mj_add_scaled(kernel, acc + a + blo[q], bq + blo[q], (size_t)(top - blo[q] + 1),
                                fq[a]);
            if ((size_t)(a + top + 1) > touched)
                touched = (size_t)(a + top + 1);
            if (++pending == 15) { /* 15 products below 2^60 each, plus a residue */
                for (size_t i = 0; i < touched; i++)
                    acc[i] %= mod;
                pending = 0;
            }
        }
    }
    for (size_t i = 0; i < touched; i++)
        acc[i] %= mod;
    return LUDIC_OK;
}

/* lo[q], hi[q] from the window pairs (lo, -hi) of q < rows. */
static inline void rebuild_windows(int32_t *lo, int32_t *hi, const int32_t *pairs, size_t rows)
{
    for (size_t q = 0; q < rows; q++)
        lo[q] = pairs[2 * q], hi[q] = -pairs[2 * q + 1];
}

/*
 * Below this many kinds the forward DP alone is cheaper: planning the
 * meeting point costs two passes over every edge of every kind, as much as
 * 40% of a solve at n = 100 with the vector kernel, and meeting saves
 * little there. Measured with that kernel (bench/mahjong/RESULTS.md): the
 * planned meeting costs 10% more instructions at n = 300, 1% less at 500,
 * 10% less at 700 and 15% less at 1000.
 */
/* Dense kinds of a class listed before it gets a program (measured: bench/mahjong/RESULTS.md). */
#ifndef MJ_PROGRAM_AFTER
#define MJ_PROGRAM_AFTER 2u
#endif
/* Builds with a size budget (the WebAssembly module, web/build.sh) list every kind's edges. */
#if defined(LUDIC_SMALL)
#define MJ_PROGRAMS 0
#else
#define MJ_PROGRAMS 1
#endif

#ifndef MJ_MEET_MIN_KINDS /* -DMJ_MEET_MIN_KINDS=N to measure another threshold */
#define MJ_MEET_MIN_KINDS 500u
#endif

ludic_status ludic_mahjong_solve(const ludic_mahjong_game *game,
                                 const ludic_mahjong_automaton *automaton,
                                 const ludic_limits *limits, uint32_t *answer,
                                 ludic_mahjong_stats *stats, ludic_error *err)
{
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if (!answer)
        return ludic_fail_null(err, __func__, "answer");
    return ludic_mj_solve_variant(game, automaton, limits, 0, answer, stats, err);
}

ludic_status ludic_mj_solve_variant(const ludic_mahjong_game *game,
                              const ludic_mahjong_automaton *automaton,
                              const ludic_limits *limits, unsigned variant, uint32_t *answer,
                              ludic_mahjong_stats *stats, ludic_error *err)
{
    const uint32_t mod = LUDIC_MAHJONG_MODULUS;
    mj_plan p;
    mj_progress pr;
    ludic_factorials f;
    uint32_t *cur = NULL, *nxt = NULL;
    uint64_t *acc = NULL;
    uint32_t split;                   /* the forward DP reads kinds 0..split-1 (mahjong_split.c) */
    uint32_t *back = NULL;            /* the backward DP's two tables, when split < kinds */
    int32_t *back_windows = NULL;
    /* the rows with a non-empty window (of cur, of nxt), the targets of a kind, and marks */
    uint32_t *lists = NULL, *live = NULL, *nlive = NULL, *targets = NULL, nl = 1;
    /* the rows live two kinds ago: those with data in nxt's table before a kind */
    uint32_t *old = NULL, nold = 0;
    uint8_t *marked = NULL;
    /*
     * Dense kinds run from programs (mahjong_program.c), one per class
     * (classes[0..nclasses-1]: the classes the game uses), set up at the
     * class's first dense kind (ready[c]); their active edges are those from
     * the rows ever live: ever[q] set, ever_list[0..n_ever-1] in the order
     * they became live, of which a program has activated the first done[c].
     */
    mj_program *programs = NULL;
    void *program_arena = NULL;
    uint8_t *ever = NULL, ready[MJ_CLASSES] = {0}, dense[MJ_CLASSES] = {0};
    uint32_t *ever_list = NULL, n_ever = 0, done[MJ_CLASSES] = {0};
    unsigned classes[MJ_CLASSES], nclasses = 0;
    uint32_t *stamp = NULL; /* stamp[t] = x + 1: row t written at kind x */
    /* the classes of the last two kinds read (MJ_CLASSES: none) */
    unsigned class_1 = MJ_CLASSES, class_2 = MJ_CLASSES;
    /*
     * lo_ok[side]: table side's lo and hi hold its windows. The pairs always
     * do; a program writes only the pairs, and lo, hi are rebuilt from them
     * (O(rows)) before anything else reads them.
     */
    uint8_t lo_ok[2] = {1, 1};
    unsigned side = 0; /* which of the two tables cur is: 0 (table0), 1, 0, ... */
    const uint32_t *table0, *table1;
    uint64_t program_bytes = 0;
    /* the windows of cur's and nxt's rows again as pairs (lo, -hi), for the programs */
    int32_t *pairs_block = NULL, *pairs = NULL, *npairs = NULL;
    int32_t *lo, *hi, *nlo, *nhi;
    size_t rows, width, stride, max_in = 0;
    int32_t *ranges = NULL, *ext, *next; /* the written ranges of cur's and nxt's rows */
    const uint32_t **scratch_rows = NULL;
    uint8_t *scratch_shift = NULL;
    const unsigned kernel =
        variant & MJ_VARIANT_SCALAR ? MJ_KERNEL_SCALAR : ludic_mj_kernel_best();
    int orphans; /* the plan has the thirteen orphans layers */
    uint64_t need;
    uint32_t total = 0;
    uint64_t cells = 0;
    /* MJ_VARIANT_KEEP_WIN: a row for the winning state too (wall-long; never read) */
    uint32_t *win = NULL, *nwin = NULL;
    uint64_t *wacc = NULL;
    int32_t wlo = 1, whi = 0;
    ludic_status status =
        ludic_mj_plan_init_ex(&p, game, automaton, !(variant & MJ_VARIANT_NO_ORIENT), err);
    if (status != LUDIC_OK)
        return status;
    game = p.game; /* the caller's game or its mirror image (mahjong_orient.c) */
    ludic_mj_progress_init(&pr, &p, limits);
    rows = p.states;
    orphans = p.layers > 1;
    width = variant & MJ_VARIANT_FULL_WIDTH ? (size_t)p.wall + 1 : (size_t)p.width;
    stride = MJ_ROW_STRIDE(width);
    /* the variants that switch an idea off run the forward DP alone, as first measured */
    if (variant & MJ_VARIANT_SPLIT_AT) {
        split = variant >> 16 < game->kinds ? variant >> 16 : game->kinds;
        variant &= MJ_VARIANT_NO_ORIENT | MJ_VARIANT_SCALAR;
    } else {
        split = variant & ~(MJ_VARIANT_NO_ORIENT | MJ_VARIANT_SCALAR) ||
                        game->kinds < MJ_MEET_MIN_KINDS
                    ? game->kinds
                    : ludic_mj_plan_split(&p);
    }
    for (unsigned c = 0; c < MJ_CLASSES; c++)
        if (p.edges[c].built) {
            const uint64_t edges = p.edges[c].first[rows];
            max_in = p.edges[c].max_in > max_in ? p.edges[c].max_in : max_in;
            /* a program: target (MJ_LISTS), slot, active, place; row_of[2], src, */
            /* shift_pair, push, shift */
            program_bytes += (MJ_LISTS + 2 + (uint64_t)p.edges[c].span) * rows * sizeof(uint32_t) +
                             edges * (2 * sizeof(uint32_t *) + 4 * sizeof(uint32_t) + 1);
            classes[nclasses++] = c;
        }
    need = ludic_size_mul(ludic_size_mul(2 * rows, stride), sizeof *cur) +
           ludic_size_mul(MJ_ACC_LEN(width), sizeof *acc) +
           4 * (uint64_t)rows * sizeof *ranges + max_in * (sizeof *scratch_rows + 1) +
           2 * ((uint64_t)p.wall + 1) * sizeof(uint32_t) +
           (uint64_t)rows * (6 * sizeof(uint32_t) + 2 + 4 * sizeof(int32_t)) + program_bytes +
           (split < game->kinds ? ludic_size_mul(ludic_size_mul(2 * rows, stride), sizeof *cur) +
                                      8 * (uint64_t)rows * sizeof(int32_t)
                                : 0) +
           (variant & MJ_VARIANT_KEEP_WIN ? ((uint64_t)p.wall + 1) * 16 : 0);
    status = ludic_memory_check(limits, need, "the mahjong DP table", err);
    if (status != LUDIC_OK)
        goto done;
    status = ludic_factorials_init(&f, p.wall, mod, err);
    if (status != LUDIC_OK)
        goto done;
    cur = calloc(rows * stride, sizeof *cur); /* zero outside the written ranges */
    nxt = calloc(rows * stride, sizeof *nxt);
    ranges = calloc(4 * rows, sizeof *ranges); /* every range empty */
    scratch_rows = malloc((max_in ? max_in : 1) * sizeof *scratch_rows);
    scratch_shift = malloc(max_in ? max_in : 1);
    acc = calloc(MJ_ACC_LEN(width), sizeof *acc); /* zero between rows (mahjong_kernel_int.h) */
    lists = malloc(4 * rows * sizeof *lists);
    marked = calloc(rows, 1);
    ever = calloc(rows, 1);
    ever_list = malloc(rows * sizeof *ever_list);
    stamp = calloc(rows, sizeof *stamp);
    pairs = pairs_block = malloc(4 * rows * sizeof *pairs);
    programs = calloc(MJ_CLASSES, sizeof *programs);
    program_arena = malloc(program_bytes ? (size_t)program_bytes : 1);
    if (split < game->kinds) {
        back = calloc(2 * rows * stride, sizeof *back);
        back_windows = calloc(8 * rows, sizeof *back_windows);
        if (!back || !back_windows) {
            status = ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the mahjong DP table");
            goto done_f;
        }
    }
    if (variant & MJ_VARIANT_KEEP_WIN) {
        win = calloc((size_t)p.wall + 1, sizeof *win);
        nwin = calloc((size_t)p.wall + 1, sizeof *nwin);
        wacc = calloc((size_t)p.wall + 1, sizeof *wacc);
    }
    if (!cur || !nxt || !acc || !ranges || !scratch_rows || !scratch_shift || !lists || !marked ||
        !ever || !ever_list || !stamp || !programs || !program_arena || !pairs ||
        ((variant & MJ_VARIANT_KEEP_WIN) && (!win || !nwin || !wacc))) {
        status = ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the mahjong DP table");
        goto done_f;
    }
    { /* carve the programs' arrays: pointers first, then 4-byte, then 1-byte ones */
        const uint32_t **pp = program_arena;
        uint32_t *pu;
        uint8_t *pb;
        for (unsigned b = 0; b < nclasses; b++) {
            const unsigned c = classes[b];
            programs[c].row_of[0] = pp, pp += p.edges[c].first[rows];
            programs[c].row_of[1] = pp, pp += p.edges[c].first[rows];
        }
        pu = (uint32_t *)pp;
        for (unsigned b = 0; b < nclasses; b++) {
            const unsigned c = classes[b];
            const uint32_t edges = p.edges[c].first[rows];
            programs[c].target = pu, pu += MJ_LISTS * rows;
            programs[c].slot = pu, pu += rows;
            programs[c].active = pu, pu += rows;
            programs[c].place = pu, pu += p.edges[c].span * rows;
            programs[c].src = pu, pu += edges;
            programs[c].shift_pair = (int32_t *)pu, pu += 2 * edges;
            programs[c].push = pu, pu += edges;
        }
        pb = (uint8_t *)pu;
        for (unsigned b = 0; b < nclasses; b++) {
            const unsigned c = classes[b];
            programs[c].shift = pb, pb += p.edges[c].first[rows];
        }
    }
    table0 = cur, table1 = nxt;
    lo = p.lo, hi = p.hi, nlo = p.lo + 2 * rows, nhi = nlo + rows;
    for (size_t q = 0; q < rows; q++) /* every window of both tables empty */
        lo[q] = nlo[q] = MJ_EMPTY_LO, hi[q] = nhi[q] = MJ_EMPTY_HI;
    lo[0] = hi[0] = 0;
    ever[0] = 1, ever_list[n_ever++] = 0;
    npairs = pairs + 2 * rows;
    for (size_t q = 0; q < 4 * rows; q++)
        pairs[q] = -MJ_EMPTY_HI;
    pairs[0] = pairs[1] = 0;
    MJ_ROW(cur, 0, stride)[0] = 1; /* the start row */
    ext = ranges, next = ranges + 2 * rows;
    ext[0] = 0, ext[1] = MJ_GROUP;
    live = lists, nlive = lists + rows, targets = lists + 2 * rows, old = lists + 3 * rows;
    live[0] = 0; /* only the start state holds weight */
    for (uint32_t x = 0, seen = 0; x < split; x++) {
        const unsigned cls = mj_class_of(game, orphans, p.last_orphan, x);
        const mj_edges *e = &p.edges[cls];
        const unsigned m = (unsigned)(game->copies[x] - game->hand[x]);
        uint32_t weight[MJ_COUNTS];
        seen += m;
        uint32_t nt, nn = 0;
        int sparse, program = 0, stale = 1; /* stale: nxt may hold rows the kind does not visit */
        int fresh = 1;                      /* some live row may be live for the first time */
        for (unsigned s = 0; s <= m; s++)
            weight[s] = (uint32_t)ludic_binom_u64(m, s);
        /* only rows that an edge from a live row reaches can be non-zero */
        nt = mj_live_targets(e, (uint32_t)rows, live, nl, marked, targets, &sparse);
        /*
         * A program costs about two kinds' listing to set up (mahjong_program.c),
         * so a class's first MJ_PROGRAM_AFTER dense kinds list their edges.
         */
        program = MJ_PROGRAMS && !sparse &&
                  !(variant & (MJ_VARIANT_EAGER_REDUCE | MJ_VARIANT_NO_WINDOWS)) &&
                  (ready[cls] || ++dense[cls] > MJ_PROGRAM_AFTER);
        if (MJ_PROGRAMS && (!program || (variant & MJ_VARIANT_KEEP_WIN)) && !lo_ok[side]) {
            rebuild_windows(lo, hi, pairs, rows);
            lo_ok[side] = 1;
        }
        if (program) {
            const size_t c = cls;
            mj_program *pg = &programs[c];
            mj_forward_kind a = {acc, cur, nxt, next, stride, lo, hi, nlo, nhi, e->first, e->code,
                                 {0}, NULL, 0, NULL, nlive, scratch_rows, scratch_shift,
                                 0, 0, pairs, npairs, ever, 0};
            if (!ready[c]) {
                /* the rows live so far active from the start: one pass over the edges */
                ludic_mj_program_init(pg, e->first, e->code, e->to, (uint32_t)rows, e->span,
                                      table0, table1, stride, ever);
                ready[c] = 1;
                done[c] = n_ever;
            }
            while (done[c] < n_ever)
                ludic_mj_program_activate(pg, ever_list[done[c]++]);
            pg->row = pg->row_of[side];
            for (unsigned s = 0; s <= m; s++)
                a.weight[s] = weight[s];
            ludic_mj_forward_program(kernel, &a, pg);
            nn = a.live;
            fresh = a.seen != nn;
            if (stats) /* the cells (statistics only): the live windows' lengths */
                for (uint32_t i = 0; i < nn; i++) {
                    const uint32_t t = nlive[i];
                    cells += (uint64_t)(1 - npairs[2 * t] - npairs[2 * t + 1]);
                }
            nt = 0;
            lo_ok[side ^ 1u] = 0;
            /*
             * A row live two kinds ago, when that kind had this class, has an
             * edge of this class from a row live before it, so an active
             * edge here: the program visited it, and wrote or emptied it.
             */
            stale = class_2 != cls;
        } else if (!(variant & (MJ_VARIANT_EAGER_REDUCE | MJ_VARIANT_NO_WINDOWS))) {
            mj_forward_kind a = {acc, cur, nxt, next, stride, lo, hi, nlo, nhi, e->first, e->code,
                                 {0}, sparse ? targets : NULL, nt,
                                 sparse ? marked : NULL, nlive, scratch_rows, scratch_shift,
                                 0, 0, NULL, NULL, NULL, 0};
            for (unsigned s = 0; s <= m; s++)
                a.weight[s] = weight[s];
            ludic_mj_forward_kind(kernel, &a);
            nn = a.live;
            cells += a.cells;
            nt = 0; /* done: the loop below is the variants' */
        }
        for (uint32_t i = 0; i < nt; i++) {
            const uint32_t t = sparse ? targets[i] : i;
            int32_t l = INT32_MAX, h = -1;
            uint32_t *out = MJ_ROW(nxt, t, stride);
            /* acc is all zero here; the window [l, h] is the union of the shifted inputs */
            for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++) {
                const uint32_t q = e->src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->shift[k];
                if (qh < ql)
                    continue;
                if (variant & MJ_VARIANT_EAGER_REDUCE)
                    add_scaled_eager(acc + ql + s, MJ_ROW(cur, q, stride) + ql,
                                     (size_t)(qh - ql + 1), weight[s]);
                else
                    add_scaled(acc + ql + s, MJ_ROW(cur, q, stride) + ql,
                               (size_t)(qh - ql + 1), weight[s]);
                l = ql + s < l ? ql + s : l;
                h = qh + s > h ? qh + s : h;
            }
            marked[t] = 0;
            if (h < 0) /* the window stays empty (every row of nxt is empty here) */
                continue;
            if (variant & MJ_VARIANT_NO_WINDOWS) /* every tile count the wall allows */
                l = 0, h = (int32_t)(seen < width - 1 ? seen : width - 1);
            nlo[t] = l, nhi[t] = h;
            nlive[nn++] = t;
            cells += (uint64_t)(h - l + 1);
            ludic_mj_store_row(kernel, out, next + 2 * (size_t)t, acc, l, h);
        }
        if (variant & MJ_VARIANT_KEEP_WIN) {
            int32_t l = whi >= wlo ? wlo : INT32_MAX, h = whi >= wlo ? whi + (int32_t)m : -1;
            for (unsigned s = 0; s <= m && whi >= wlo; s++)
                add_scaled(wacc + wlo + s, win + wlo, (size_t)(whi - wlo + 1), weight[s]);
            for (uint32_t k = 0; k < e->win_count; k++) {
                const uint32_t q = e->win_src[k];
                const int32_t ql = lo[q], qh = hi[q], s = e->win_shift[k];
                if (qh < ql)
                    continue;
                add_scaled(wacc + ql + s, MJ_ROW(cur, q, stride) + ql, (size_t)(qh - ql + 1),
                           weight[s]);
                l = ql + s < l ? ql + s : l;
                h = qh + s > h ? qh + s : h;
            }
            for (int32_t j = l; j <= h; j++) {
                nwin[j] = (uint32_t)(wacc[j] % mod);
                wacc[j] = 0;
            }
            wlo = h >= 0 ? l : 1, whi = h;
            {
                uint32_t *swap = win;
                win = nwin, nwin = swap;
            }
        }
#if MJ_PROGRAMS
        for (uint32_t i = 0; fresh && i < nn; i++) {
            const uint32_t t = nlive[i];
            if (!ever[t]) /* its edges become active in every program */
                ever[t] = 1, ever_list[n_ever++] = t;
        }
        if (!program) /* a program writes the pairs itself */
            for (uint32_t i = 0; i < nn; i++) {
                const uint32_t t = nlive[i];
                npairs[2 * t] = nlo[t], npairs[2 * t + 1] = -nhi[t];
            }
        if (stale)
            for (uint32_t i = 0; i < nn; i++)
                stamp[nlive[i]] = x + 1;
        else
            nold = 0; /* nothing stale (above): no row of old to empty */
#else /* no programs (the size budget): one loop, no rows ever live to track */
        (void)fresh, (void)stale;
        for (uint32_t i = 0; i < nn; i++) {
            const uint32_t t = nlive[i];
            npairs[2 * t] = nlo[t], npairs[2 * t + 1] = -nhi[t];
            stamp[t] = x + 1;
        }
#endif
        /*
         * nxt's rows live two kinds ago (old) and not written now still hold
         * their old windows and cells: empty them, and zero them (every
         * empty row is zero: the programs read them). Every other row not
         * written now is empty and zero already.
         */
        for (uint32_t i = 0; i < nold; i++) {
            const uint32_t t = old[i];
            int32_t *r = next + 2 * (size_t)t;
            if (stamp[t] == x + 1)
                continue;
            nlo[t] = MJ_EMPTY_LO, nhi[t] = MJ_EMPTY_HI;
            npairs[2 * t] = npairs[2 * t + 1] = -MJ_EMPTY_HI;
            if (r[0] < r[1]) {
                memset(MJ_ROW(nxt, t, stride) + r[0], 0, (size_t)(r[1] - r[0]) * sizeof *nxt);
                r[0] = r[1] = 0;
            }
        }
        {
            uint32_t *swap = cur;
            int32_t *iswap;
            swap = old, old = live, nold = nl, live = nlive, nlive = swap, nl = nn;
            swap = cur;
            cur = nxt, nxt = swap, side ^= 1u;
            iswap = ext, ext = next, next = iswap;
            iswap = lo, lo = nlo, nlo = iswap;
            iswap = hi, hi = nhi, nhi = iswap;
            iswap = pairs, pairs = npairs, npairs = iswap;
        }
        class_2 = class_1, class_1 = cls;
        status = ludic_mj_progress_kind(&pr, x, err);
        if (status != LUDIC_OK)
            goto done_f;
    }
    if (MJ_PROGRAMS && !lo_ok[side])
        rebuild_windows(lo, hi, pairs, rows);
    if (split < game->kinds) { /* N_i from both halves */
        status = meet(&p, kernel, split, cur, lo, hi, width, stride, acc, back,
                      back + rows * stride, back_windows, &pr, &cells, err);
        if (status != LUDIC_OK)
            goto done_f;
    } else { /* N_i: the sum of column i */
        memset(acc, 0, width * sizeof *acc);
        for (size_t q = 0; q < rows; q++)
            for (int32_t j = lo[q]; j <= hi[q]; j++)
                acc[j] += MJ_ROW(cur, q, stride)[j];
    }
    /* N_i / C(W, i) = N_i * i! * (W-i)! / W!, summed over i. */
    for (uint32_t i = 0; i < width && i <= p.wall; i++) {
        const uint32_t n_i = (uint32_t)(acc[i] % mod);
        const uint32_t ways = ludic_mod_mul(f.fact[i], f.fact[p.wall - i], mod);
        total = ludic_mod_add(total, ludic_mod_mul(n_i, ways, mod), mod);
    }
    *answer = ludic_mod_mul(total, f.inv_fact[p.wall], mod);
    p.cells = cells;
    if (stats)
        ludic_mj_plan_max_losing(&p);
    ludic_mj_fill_stats(&p, need, stats);
done_f:
    ludic_factorials_clear(&f);
done:
    free(cur);
    free(nxt);
    free(acc);
    free(ranges);
    free(scratch_rows);
    free(scratch_shift);
    free(win);
    free(nwin);
    free(wacc);
    free(lists);
    free(back);
    free(back_windows);
    free(marked);
    free(pairs_block);
    free(ever);
    free(ever_list);
    free(stamp);
    free(programs);
    free(program_arena);
    ludic_mj_plan_clear(&p);
    return status;
}
