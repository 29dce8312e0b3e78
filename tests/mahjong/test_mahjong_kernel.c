/*
 * test_mahjong_kernel.c: the modular DP's two kernels (src/mahjong/mahjong_kernel.c,
 * portable scalar and AVX2) compute the same thing, and the right thing:
 *   1. the reduction of accumulators below 2^61, against `%` on values at
 *      the edges of the Barrett bound (multiples of p and their
 *      neighbours, 2^61 - 1, powers of two) and random ones;
 *   2. the exact scaled add, against a plain loop, at every length 0..40;
 *   3. one forward and one backward DP kind on random tables laid out as
 *      the kernels expect, random windows and random edges (up to dozens
 *      into one row), against a reference written cell by cell with `%`
 *      (every cell of every row, windows, live rows, cell counts; the
 *      output table's stale cells must be cleared); the forward kind
 *      also from a program (mahjong_program.c) over the non-empty rows
 *      and a random half of the empty ones;
 *   4. whole solves of seeded random games (original layouts, random
 *      suits and copies, thirteen orphans; forward DP alone and meeting in
 *      the middle at random kinds) with the scalar kernel forced
 *      (MJ_VARIANT_SCALAR) against the default one.
 * On a processor without AVX2 both kernels are the scalar one; parts 1-3
 * still check it against the references.
 * Usage: test_mahjong_kernel [games].
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/binom_int.h"
#include "core/rng_int.h"
#include "mahjong/mahjong_count_int.h"
#include "mahjong/mahjong_kernel_int.h"
#include "mahjong_test_util.h"

#define P LUDIC_MAHJONG_MODULUS

static uint64_t below(ludic_rng *rng, uint64_t n)
{
    return ludic_rng_below(rng, n);
}

static void reductions(ludic_rng *rng, unsigned best)
{
    enum { N = 4096 };
    uint64_t *want = malloc(N * sizeof *want), *acc = malloc((N + 8) * sizeof *acc);
    uint32_t *out = malloc((N + 8) * sizeof *out);
    size_t n = 0;
    CHECK(want && acc && out);
    if (!want || !acc || !out)
        goto done;
    for (uint64_t k = 0; k < 40 && n + 3 <= N; k++) { /* multiples of p near 0 and 2^61 */
        const uint64_t m = k < 20 ? k * P : ((UINT64_C(1) << 61) / P - (k - 20)) * P;
        want[n++] = m, want[n++] = m ? m - 1 : 0;
        if (m + P - 1 < UINT64_C(1) << 61) /* the reduction's range */
            want[n++] = m + P - 1;
    }
    for (unsigned b = 0; b < 61; b++)
        want[n++] = UINT64_C(1) << b;
    want[n++] = (UINT64_C(1) << 61) - 1;
    while (n < N)
        want[n++] = below(rng, UINT64_C(1) << (1 + below(rng, 61)));
    for (unsigned kk = 0; kk < 2; kk++) {
        const unsigned kernel = kk ? best : MJ_KERNEL_SCALAR;
        for (size_t len = 1; len <= N; len = len < 64 ? len + 1 : len * 2) {
            memcpy(acc, want, len * sizeof *acc);
            /* the padding of the last group is part of the row: zero */
            memset(acc + len, 0, 8 * sizeof *acc);
            memset(out, 0xab, (N + 8) * sizeof *out);
            ludic_mj_reduce_row(kernel, out, acc, len);
            for (size_t i = 0; i < len; i++) {
                if (out[i] != want[i] % P) {
                    fprintf(stderr, "kernel %u: %llu mod p gave %lu\n", kernel,
                            (unsigned long long)want[i], (unsigned long)out[i]);
                    check_fail();
                    goto done;
                }
                CHECK(acc[i] == 0);
            }
            for (size_t i = len; i < (len + 3) / 4 * 4; i++)
                CHECK(out[i] == 0 && acc[i] == 0);
            CHECK(out[(len + 3) / 4 * 4] == 0xabababab); /* nothing past the last group */
        }
    }
done:
    free(want);
    free(acc);
    free(out);
}

static void scaled_adds(ludic_rng *rng, unsigned best)
{
    uint64_t a[2][48], want[48];
    uint32_t src[48];
    for (size_t n = 0; n <= 40; n++) {
        const uint32_t w = (uint32_t)below(rng, 7);
        for (size_t i = 0; i < 48; i++) {
            src[i] = (uint32_t)below(rng, P);
            want[i] = a[0][i] = a[1][i] = below(rng, UINT64_C(1) << 58);
        }
        for (size_t i = 0; i < n; i++)
            want[i] += (uint64_t)src[i] * w;
        ludic_mj_add_scaled(MJ_KERNEL_SCALAR, a[0], src, n, w);
        ludic_mj_add_scaled(best, a[1], src, n, w);
        CHECK(memcmp(a[0], want, sizeof want) == 0);
        CHECK(memcmp(a[1], want, sizeof want) == 0);
    }
}

/*
 * Random rows with random windows (empty ones too) in a table laid out as
 * mahjong_kernel_int.h says (zero outside each row's written range), and
 * random edges, many of them into a few rows (more than 8 and 16 edges:
 * the kernels' longer paths).
 */
typedef struct kind_case {
    uint32_t rows, width, span, *table, *first, *src, *code, *to, weight[MJ_SHIFTS];
    uint8_t *shift;
    int32_t *lo, *hi;
    size_t stride;
} kind_case;

static int case_init(kind_case *c, ludic_rng *rng)
{
    c->rows = 1 + (uint32_t)below(rng, 40);
    c->width = 1 + (uint32_t)below(rng, 60);
    c->span = 1 + (uint32_t)below(rng, MJ_SHIFTS);
    c->stride = MJ_ROW_STRIDE(c->width);
    c->table = calloc(c->rows * c->stride, sizeof *c->table);
    c->lo = malloc(c->rows * sizeof *c->lo);
    c->hi = malloc(c->rows * sizeof *c->hi);
    c->first = calloc(c->rows + 1, sizeof *c->first);
    c->src = malloc(c->rows * c->span * sizeof *c->src);
    c->shift = malloc(c->rows * c->span);
    c->code = malloc(c->rows * c->span * sizeof *c->code);
    c->to = malloc(c->rows * c->span * sizeof *c->to);
    if (!c->table || !c->lo || !c->hi || !c->first || !c->src || !c->shift || !c->code || !c->to)
        return 0;
    for (unsigned s = 0; s < MJ_SHIFTS; s++)
        c->weight[s] = s < c->span ? (uint32_t)ludic_binom_u64(c->span - 1, s) : 0;
    for (uint32_t q = 0; q < c->rows; q++) {
        /* windows leave room for the largest shift: [lo, hi] + s < width */
        const uint32_t room = c->width > c->span - 1 ? c->width - (c->span - 1) : 0;
        uint32_t *row = MJ_ROW(c->table, q, c->stride);
        if (room == 0 || below(rng, 5) == 0) {
            c->lo[q] = 1, c->hi[q] = 0;
            continue;
        }
        c->lo[q] = (int32_t)below(rng, room);
        c->hi[q] = c->lo[q] + (int32_t)below(rng, room - (uint32_t)c->lo[q]);
        for (int32_t j = c->lo[q]; j <= c->hi[q]; j++)
            row[j] = below(rng, 8) == 0 ? (below(rng, 2) ? P - 1 : 0) : (uint32_t)below(rng, P);
    }
    /* each row sends span edges to random rows (or to rows: a win); pull form by target */
    for (uint32_t q = 0; q < c->rows; q++)
        for (unsigned s = 0; s < c->span; s++) {
            const uint32_t t = below(rng, 3) == 0 ? (uint32_t)below(rng, 2)
                                                  : (uint32_t)below(rng, c->rows + 1);
            c->to[q * c->span + s] = t;
            if (t < c->rows)
                c->first[t + 1]++;
        }
    for (uint32_t t = 0; t < c->rows; t++)
        c->first[t + 1] += c->first[t];
    {
        uint32_t *fill = malloc(c->rows * sizeof *fill);
        if (!fill)
            return 0;
        memcpy(fill, c->first, c->rows * sizeof *fill);
        for (uint32_t q = 0; q < c->rows; q++)
            for (unsigned s = 0; s < c->span; s++) {
                const uint32_t t = c->to[q * c->span + s];
                if (t < c->rows)
                    c->src[fill[t]] = q, c->code[fill[t]] = q << 3 | s,
                    c->shift[fill[t]++] = (uint8_t)s;
            }
        free(fill);
    }
    return 1;
}

static void case_clear(kind_case *c)
{
    free(c->table);
    free(c->lo);
    free(c->hi);
    free(c->first);
    free(c->src);
    free(c->shift);
    free(c->code);
    free(c->to);
}

/*
 * The output table before a kind: each row holds garbage over a random
 * written range (ext), zero elsewhere, as a table two kinds old does.
 */
static void dirty(ludic_rng *rng, const kind_case *c, uint32_t *out, int32_t *ext)
{
    memset(out, 0, c->rows * c->stride * sizeof *out);
    for (uint32_t q = 0; q < c->rows; q++) {
        uint32_t *row = MJ_ROW(out, q, c->stride);
        const int32_t a = (int32_t)below(rng, c->width + 1), b = a + (int32_t)below(rng, 8);
        ext[2 * q] = a, ext[2 * q + 1] = b < (int32_t)c->width + 3 ? b : (int32_t)c->width + 3;
        for (int32_t j = a; j < ext[2 * q + 1]; j++)
            row[j] = 1 + (uint32_t)below(rng, P - 1);
    }
}

/* The reference row: summed cell by cell from (row, shift) pairs, reduced with %. */
typedef struct ref_row {
    int32_t l, h;
} ref_row;

static void ref_add(ref_row *r, uint64_t *sum, const kind_case *c, uint32_t q, unsigned s)
{
    if (c->hi[q] < c->lo[q])
        return;
    for (int32_t j = c->lo[q]; j <= c->hi[q]; j++)
        sum[j + (int32_t)s] += (uint64_t)c->weight[s] * MJ_ROW(c->table, q, c->stride)[j];
    r->l = c->lo[q] + (int32_t)s < r->l ? c->lo[q] + (int32_t)s : r->l;
    r->h = c->hi[q] + (int32_t)s > r->h ? c->hi[q] + (int32_t)s : r->h;
}

/* A written row: its window's cells, and zero everywhere else in the row. */
static void check_row(const kind_case *c, const ref_row *r, const uint64_t *sum,
                      const uint32_t *row, int32_t l, int32_t h, int live)
{
    if (r->h < 0) {
        CHECK(!live);
        return;
    }
    CHECK(live && l == r->l && h == r->h);
    if (!live || l != r->l || h != r->h)
        return;
    for (int32_t j = -MJ_LEFT; j < (int32_t)(c->stride - MJ_LEFT); j++) {
        const uint32_t want = j >= l && j <= h ? (uint32_t)(sum[j] % P) : 0;
        if (row[j] != want) {
            fprintf(stderr, "cell %ld of [%ld, %ld]: %lu, expected %lu\n", (long)j, (long)l,
                    (long)h, (unsigned long)row[j], (unsigned long)want);
            check_fail();
            return;
        }
    }
}

static void kinds(ludic_rng *rng, unsigned best)
{
    kind_case c;
    memset(&c, 0, sizeof c);
    if (!case_init(&c, rng)) {
        check_fail();
        case_clear(&c);
        return;
    }
    const size_t cells = c.rows * c.stride;
    uint32_t *out = malloc(cells * sizeof *out), *live = malloc(c.rows * sizeof *live);
    uint64_t *acc = calloc(MJ_ACC_LEN(c.width), sizeof *acc), sum[80], fcells = 0;
    int32_t *nlo = malloc(c.rows * sizeof *nlo), *nhi = malloc(c.rows * sizeof *nhi);
    int32_t *ext = malloc(2 * c.rows * sizeof *ext);
    const uint32_t **scratch = malloc(c.rows * c.span * sizeof *scratch);
    uint8_t *scratch_shift = malloc(c.rows * c.span);
    /* a program over every edge (mahjong_program.c) and the windows it reads */
    uint8_t *ever = malloc(c.rows), *prog_shift = malloc(c.rows * c.span);
    uint8_t *prog_flag = malloc(c.rows);
    const uint32_t **prog_rows = malloc(c.rows * c.span * sizeof *prog_rows);
    uint32_t *prog_u32 = malloc(((MJ_LISTS + 2) * c.rows + 5 * c.rows * c.span) * sizeof *prog_u32);
    int32_t *pairs = malloc(2 * c.rows * sizeof *pairs), *npairs = malloc(2 * c.rows * sizeof *npairs);
    int32_t *elo = malloc(c.rows * sizeof *elo), *ehi = malloc(c.rows * sizeof *ehi);
    CHECK(out && live && acc && nlo && nhi && ext && scratch && scratch_shift);
    for (unsigned kk = 0; kk < 2 && out && live && acc && nlo && nhi && ext && scratch &&
                          scratch_shift;
         kk++) {
        const unsigned kernel = kk ? best : MJ_KERNEL_SCALAR;
        /* forward: every row a target */
        mj_forward_kind f = {acc, c.table, out, ext, c.stride, c.lo, c.hi, nlo, nhi,
                             c.first, c.code, {0}, NULL, c.rows, NULL, live,
                             scratch, scratch_shift, 0, 0, NULL, NULL, NULL, 0};
        uint32_t nlive = 0;
        memcpy(f.weight, c.weight, sizeof f.weight);
        dirty(rng, &c, out, ext);
        for (uint32_t q = 0; q < c.rows; q++)
            nlo[q] = 1, nhi[q] = 0;
        ludic_mj_forward_kind(kernel, &f);
        fcells = 0;
        for (uint32_t t = 0; t < c.rows; t++) {
            ref_row r = {INT32_MAX, -1};
            const int is_live = nlive < f.live && live[nlive] == t;
            memset(sum, 0, sizeof sum);
            for (uint32_t k = c.first[t]; k < c.first[t + 1]; k++)
                ref_add(&r, sum, &c, c.src[k], c.shift[k]);
            check_row(&c, &r, sum, MJ_ROW(out, t, c.stride), nlo[t], nhi[t], is_live);
            if (is_live)
                nlive++, fcells += (uint64_t)(r.h - r.l + 1);
        }
        CHECK(nlive == f.live && fcells == f.cells);
        for (size_t j = 0; j < MJ_ACC_LEN(c.width); j++)
            CHECK(acc[j] == 0);
        /*
         * forward from a program: every non-empty row and some empty ones
         * (zero, windows [2^29, -2^29]) marked ever live; the same rows out
         */
        if (ever && prog_rows && prog_u32 && prog_shift && elo && ehi && pairs && npairs &&
            prog_flag) {
            mj_program pg;
            memset(&pg, 0, sizeof pg);
            const size_t edges = c.rows * c.span;
            pg.row_of[0] = prog_rows, pg.target = prog_u32;
            pg.slot = prog_u32 + MJ_LISTS * c.rows;
            pg.active = pg.slot + c.rows;
            pg.place = pg.active + c.rows, pg.src = pg.place + edges;
            pg.shift_pair = (int32_t *)(pg.src + edges), pg.push = pg.src + 3 * edges;
            pg.shift = prog_shift;
            for (uint32_t q = 0; q < c.rows; q++) {
                const int empty = c.hi[q] < c.lo[q];
                ever[q] = !empty || below(rng, 2) == 0;
                elo[q] = empty ? MJ_EMPTY_LO : c.lo[q], ehi[q] = empty ? MJ_EMPTY_HI : c.hi[q];
                pairs[2 * q] = elo[q], pairs[2 * q + 1] = -ehi[q];
            }
            /*
             * some of the ever rows active from the set-up (flag 2 in ever),
             * the others activated one by one after it, in any order
             */
            for (uint32_t q = 0; q < c.rows; q++)
                if (ever[q] && below(rng, 2) == 0)
                    ever[q] = 2;
            {
                uint8_t *early = malloc(c.rows);
                uint32_t n_early = 0, in_lists = 0;
                CHECK(early != NULL);
                for (uint32_t q = 0; early && q < c.rows; q++)
                    early[q] = ever[q] == 2, n_early += early[q];
                ludic_mj_program_init(&pg, c.first, c.code, c.to, c.rows, c.span, c.table, NULL,
                                      c.stride, kk ? early : NULL);
                if (!kk) /* none from the set-up: every one activated */
                    for (uint32_t q = 0; q < c.rows; q++)
                        ever[q] = ever[q] != 0;
                CHECK(pg.row == prog_rows);
                for (unsigned b = 0; b < MJ_LISTS; b++)
                    CHECK(n_early > 0 || pg.count[b] == 0);
                free(early);
                for (uint32_t q = c.rows; q-- > 0;)
                    if (ever[q] == 1)
                        ludic_mj_program_activate(&pg, q);
                /* each target's active edges first, exactly those from ever rows; lists */
                for (uint32_t t = 0; t < c.rows; t++) {
                    const uint32_t k0 = c.first[t], n = pg.active[t];
                    uint32_t want = 0;
                    for (uint32_t k = k0; k < c.first[t + 1]; k++) {
                        CHECK((k < k0 + n) == (ever[pg.src[k]] != 0));
                        CHECK(pg.place[pg.push[k]] == k);
                        CHECK(pg.push[k] == pg.src[k] * c.span + pg.shift[k]);
                        want += ever[pg.src[k]] != 0;
                    }
                    CHECK(n == want);
                    if (n > 0) { /* one or two edges: the list of their shifts */
                        const unsigned b = n == 1   ? pg.shift[k0]
                                           : n == 2 ? MJ_LIST_TWO(pg.shift[k0], pg.shift[k0 + 1])
                                                    : MJ_LIST_MORE(n);
                        CHECK(pg.slot[t] < pg.count[b] && pg.target[b * c.rows + pg.slot[t]] == t);
                        in_lists++;
                    }
                }
                for (unsigned b = 0; b < MJ_LISTS; b++)
                    in_lists -= pg.count[b];
                CHECK(in_lists == 0);
            }
            f.lo = f.hi = NULL; /* a program reads the pairs only */
            f.pairs = pairs, f.npairs = npairs;
            for (uint32_t q = 0; q < c.rows; q++) /* flags for seen: any 0/1 */
                prog_flag[q] = (uint8_t)below(rng, 2);
            f.ever = prog_flag;
            /* nxt as two kinds ago: every row's cells, window and pairs stale */
            dirty(rng, &c, out, ext);
            for (uint32_t q = 0; q < c.rows; q++)
                nlo[q] = 3, nhi[q] = 5, npairs[2 * q] = 3, npairs[2 * q + 1] = -5;
            ludic_mj_forward_program(kernel, &f, &pg);
            /* the live rows in any order (a program's order), each once */
            memset(ever, 0, c.rows);
            for (uint32_t i = 0; i < f.live; i++) {
                CHECK(live[i] < c.rows && !ever[live[i]]);
                if (live[i] < c.rows)
                    ever[live[i]] = 1;
            }
            nlive = 0, fcells = 0;
            for (uint32_t t = 0; t < c.rows; t++) {
                ref_row r = {INT32_MAX, -1};
                const int is_live = ever[t];
                memset(sum, 0, sizeof sum);
                for (uint32_t k = c.first[t]; k < c.first[t + 1]; k++)
                    ref_add(&r, sum, &c, c.src[k], c.shift[k]);
                /* the windows in npairs only (nlo, nhi not written) */
                CHECK(nlo[t] == 3 && nhi[t] == 5);
                if (is_live) {
                    check_row(&c, &r, sum, MJ_ROW(out, t, c.stride), npairs[2 * t],
                              -npairs[2 * t + 1], 1);
                    nlive++, fcells += (uint64_t)(r.h - r.l + 1);
                } else if (pg.active[t] > 0) { /* a target emptied: pairs, cells, range */
                    const uint32_t *row = MJ_ROW(out, t, c.stride) - MJ_LEFT;
                    CHECK(r.h < 0);
                    CHECK(npairs[2 * t] == MJ_EMPTY_LO && npairs[2 * t + 1] == -MJ_EMPTY_HI);
                    CHECK(ext[2 * t] >= ext[2 * t + 1]);
                    for (size_t j = 0; j < c.stride; j++)
                        CHECK(row[j] == 0);
                } else { /* no active edge: never visited, r empty */
                    CHECK(r.h < 0);
                }
            }
            CHECK(nlive == f.live && f.cells == 0); /* a program does not count cells */
            {
                uint32_t want_seen = 0;
                for (uint32_t i = 0; i < f.live && i < c.rows; i++)
                    want_seen += live[i] < c.rows && prog_flag[live[i]];
                CHECK(f.seen == want_seen);
            }
            for (size_t j = 0; j < MJ_ACC_LEN(c.width); j++)
                CHECK(acc[j] == 0);
        }
        /* backward: every row a source */
        mj_backward_kind b = {c.table, out, ext, c.stride, c.lo, c.hi, nlo, nhi, c.to,
                              c.span, c.rows, {0}, 0};
        memcpy(b.weight, c.weight, sizeof b.weight);
        dirty(rng, &c, out, ext);
        ludic_mj_backward_kind(kernel, &b);
        fcells = 0;
        for (uint32_t q = 0; q < c.rows; q++) {
            ref_row r = {INT32_MAX, -1};
            memset(sum, 0, sizeof sum);
            for (unsigned s = 0; s < c.span; s++)
                if (c.to[q * c.span + s] < c.rows)
                    ref_add(&r, sum, &c, c.to[q * c.span + s], s);
            check_row(&c, &r, sum, MJ_ROW(out, q, c.stride), nlo[q], nhi[q], nhi[q] >= nlo[q]);
            fcells += r.h < 0 ? 0 : (uint64_t)(r.h - r.l + 1);
        }
        CHECK(fcells == b.cells);
    }
    free(out);
    free(live);
    free(acc);
    free(nlo);
    free(nhi);
    free(ext);
    free(scratch);
    free(scratch_shift);
    free(ever);
    free(prog_shift);
    free(prog_rows);
    free(prog_u32);
    free(elo);
    free(npairs);
    free(prog_flag);
    free(ehi);
    free(pairs);
    case_clear(&c);
}

/* Whole solves: the scalar kernel forced against the default, forward and meeting. */
static unsigned solves(ludic_rng *rng, unsigned games)
{
    unsigned compared = 0;
    for (unsigned r = 0; r < 3 * games; r++) {
        ludic_mahjong_game g;
        ludic_error err;
        const uint32_t n = 5 + (uint32_t)below(rng, r % 3 == 2 ? 4 : 60);
        CHECK(ludic_mahjong_game_init(&g, r % 3 == 2 ? 13 + n % 4 : n, &err) == LUDIC_OK);
        if (r % 3 == 0) {
            mt_hand(rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        } else if (r % 3 == 1) {
            mt_random_layout(rng, &g);
            if (mt_tiles(&g) < 14)
                for (uint32_t x = 0; x < g.kinds; x++)
                    g.copies[x] = 4;
            mt_hand(rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        } else {
            mt_random_orphans_layout(rng, &g);
            mt_orphans_hand(rng, &g, (unsigned)below(rng, 4));
        }
        for (unsigned v = 0; v < 3; v++) {
            const unsigned variant = v == 0   ? MJ_VARIANT_FORWARD_ONLY
                                     : v == 1 ? MJ_VARIANT_SPLIT_AT |
                                                    (unsigned)below(rng, g.kinds + 1) << 16
                                              : 0;
            uint32_t a[2] = {0, 0};
            ludic_status st[2];
            st[0] = ludic_mj_solve_variant(&g, NULL, NULL, variant, &a[0], NULL, &err);
            st[1] = ludic_mj_solve_variant(&g, NULL, NULL, variant | MJ_VARIANT_SCALAR, &a[1],
                                           NULL, &err);
            CHECK(st[0] == st[1]);
            if (st[0] == LUDIC_OK && a[0] != a[1]) {
                fprintf(stderr, "variant %#x: %lu by default, %lu scalar; kinds %lu\n", variant,
                        (unsigned long)a[0], (unsigned long)a[1], (unsigned long)g.kinds);
                check_fail();
            }
            compared += st[0] == LUDIC_OK;
        }
        ludic_mahjong_game_clear(&g);
    }
    return compared;
}

int main(int argc, char **argv)
{
    const unsigned games = (argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 20) *
                           check_multiplier();
    const unsigned best = ludic_mj_kernel_best();
    ludic_rng rng;
    unsigned compared;
    ludic_rng_seed(&rng, check_seed(1212));
    reductions(&rng, best);
    scaled_adds(&rng, best);
    for (unsigned r = 0; r < 50 * games; r++)
        kinds(&rng, best);
    compared = solves(&rng, games);
    printf("kernel %s: reductions, scaled adds, %u random kinds and %u solves agree with the "
           "scalar kernel and the references\n",
           best == MJ_KERNEL_AVX2 ? "avx2" : "scalar", 50 * games, compared);
    return check_exit_code();
}
