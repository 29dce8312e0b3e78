/*
 * mahjong_kernel_int.h: the inner loops of the modular counting DP
 * (mahjong_count_mod.c): one kind of the forward or the backward DP, each
 * row summed from its incoming rows and reduced modulo p, in a portable
 * scalar form and, on x86-64 with AVX2, a vector form chosen at run time
 * (mahjong_kernel.c). Both give the same bits;
 * tests/mahjong/test_mahjong_kernel.c checks it.
 *
 * Row layout. Row q of a table starts at MJ_ROW(table, q, stride): cell j
 * (j drawn tiles) is at index j, for -MJ_LEFT <= j < width + MJ_GROUP - 1,
 * and every cell outside the row's written range is zero. A row is
 * written in whole groups of MJ_GROUP cells, [l, l + MJ_GROUP x G) with
 * G = ceil((h - l + 1) / MJ_GROUP) for its window [l, h], the cells past h
 * zero; the written range of each row is kept in ext (ext[2q], ext[2q+1]:
 * start, end; start >= end when nothing is written), and writing a row
 * first zeroes what it held outside its new range. A table starts zeroed
 * (calloc) with every range empty.
 *
 * Why: a target row is summed over its window in one pass, each group of 4
 * cells from every incoming row at once (j - s for shift s), in registers,
 * then reduced and stored: no accumulator in memory. An incoming row read
 * outside its own window reads zeros (at most MJ_LEFT cells before 0, and
 * 3 past the end of the longest window, width - 1), so it adds nothing.
 * (The AVX2 form's load of the odd cells reads one cell further, width +
 * 3, into a half of a lane it ignores: still inside the row's stride.)
 */
#ifndef LUDIC_MAHJONG_KERNEL_INT_H
#define LUDIC_MAHJONG_KERNEL_INT_H

#include <stddef.h>
#include <stdint.h>

#define MJ_GROUP 4u
#define MJ_SHIFTS 5u /* a kind shifts a row by 0..4 drawn copies */
#define MJ_LEFT 4    /* cells before j = 0 in a row: the largest shift */
#define MJ_ROW_STRIDE(width) ((size_t)(width) + MJ_LEFT + MJ_GROUP)
#define MJ_ROW(table, q, stride) ((table) + (size_t)(q) * (stride) + MJ_LEFT)
/* A 64-bit accumulator row, cells 0 .. width + 2 (3 past the longest window) and spare. */
#define MJ_ACC_LEN(width) ((size_t)(width) + 2 * MJ_GROUP)

#define MJ_KERNEL_SCALAR 0u
#define MJ_KERNEL_AVX2 1u

/* The fastest kernel this processor runs: MJ_KERNEL_AVX2 or MJ_KERNEL_SCALAR. */
unsigned ludic_mj_kernel_best(void);

/*
 * One kind of the forward DP: for each target row t (targets[i] for
 * i < nt, or rows 0..nt-1 when targets is NULL), nxt's row t over the
 * union [nlo[t], nhi[t]] of the shifted windows of its incoming rows is
 *   cell j = sum over edges k of weight[shift[k]] x cur's row src[k] at
 *            j - shift[k]   (mod p),
 * over the edges first[t]..first[t+1]-1 (src[k] = code[k] / 8,
 * shift[k] = code[k] % 8) whose source window [lo, hi] is
 * not empty (hi < lo: empty); t is appended to nlive. Rows left empty
 * keep their nlo/nhi; marked[t] is cleared when marked is not NULL.
 * scratch: max_in pointers and max_in bytes (the most edges into a row).
 * acc: scratch for rows with many edges (zero, left zero).
 * Each product is below 2^33 and the sums of a row's edges stay below
 * 2^61 (the reduction's range). Out: live (rows appended), cells (the
 * windows' lengths summed).
 */
typedef struct mj_forward_kind {
    uint64_t *acc; /* MJ_ACC_LEN(width) entries, zero */
    const uint32_t *cur;
    uint32_t *nxt;
    int32_t *ext; /* nxt's written ranges */
    size_t stride;
    const int32_t *lo, *hi;
    int32_t *nlo, *nhi;
    const uint32_t *first, *code; /* code[k]: the source row x 8 + the shift */
    uint32_t weight[MJ_SHIFTS];   /* C(m, s), s = 0..4 (0 past m) */
    const uint32_t *targets;
    uint32_t nt;
    uint8_t *marked;
    uint32_t *nlive;
    const uint32_t **scratch_rows;
    uint8_t *scratch_shift;
    uint32_t live;  /* out */
    uint64_t cells; /* out */
    /* ludic_mj_forward_program: cur's windows as pairs (lo, -hi), empty ones (2^29, 2^29) */
    const int32_t *pairs;
    /* ludic_mj_forward_program: nxt's windows as pairs, written for every target */
    int32_t *npairs;
    /* ludic_mj_forward_program: ever[t] in {0, 1}; out: how many live rows have it set */
    const uint8_t *ever;
    uint32_t seen;
} mj_forward_kind;

/*
 * One kind of the backward DP (mahjong_count_mod.c, meet): for each row
 * q < rows, nb's row q over the union [nlo[q], nhi[q]] (empty: [1, 0]) is
 *   cell j = sum over s < span with t = to[q * span + s] < rows of
 *            weight[s] x b's row t at j - s   (mod p)
 * (t >= rows: a win, never counted).
 */
typedef struct mj_backward_kind {
    const uint32_t *b;
    uint32_t *nb;
    int32_t *ext; /* nb's written ranges */
    size_t stride;
    const int32_t *lo, *hi;
    int32_t *nlo, *nhi;
    const uint32_t *to;
    unsigned span;
    uint32_t rows;
    uint32_t weight[MJ_SHIFTS];
    uint64_t cells; /* out */
} mj_backward_kind;

void ludic_mj_forward_kind(unsigned kernel, mj_forward_kind *a);

/*
 * A kind class's edges made ready for the dense kinds (mahjong_program.c):
 * the pull-form edges (code order: grouped by target) with each source
 * row's address in either of the DP's two tables, and in each target's
 * group the edges from rows that have ever been live in the solve
 * (*active* edges) first. A row that becomes live for the first time is
 * activated (its at most 5 edges moved into their groups' active parts),
 * so a dense kind walks the active edges without testing or listing them.
 * Rows among them may be empty now: the modular DP keeps every empty row
 * zero (mahjong_count_mod.c), so they add nothing, and an empty window is
 * stored as lo = MJ_EMPTY_LO, hi = MJ_EMPTY_HI, so the union of windows
 * needs no test per edge.
 */
#define MJ_EMPTY_LO (INT32_C(1) << 29)
#define MJ_EMPTY_HI (-(INT32_C(1) << 29))
/*
 * A program's target lists (MJ_LISTS of them), so that a list's targets
 * have the same weights or count (no dispatch per row): list s < MJ_SHIFTS
 * holds the targets with one active edge, of shift s; list
 * MJ_LIST_TWO(s0, s1) those with two, of shifts s0 (the edge at first[t])
 * and s1 (the next); list MJ_LIST_MORE(n) those with n active edges for
 * 3 <= n <= MJ_FIXED_MAX, and MJ_LIST_MORE(MJ_FIXED_MAX + 1) those with
 * more (the rows of several passes).
 */
#define MJ_FIXED_MAX 8u
#define MJ_LIST_TWO(s0, s1) (MJ_SHIFTS + (s0) * MJ_SHIFTS + (s1))
#define MJ_LIST_MORE(n)                                                                            \
    (MJ_SHIFTS + MJ_SHIFTS * MJ_SHIFTS + ((n) <= MJ_FIXED_MAX ? (n) - 3u : MJ_FIXED_MAX - 2u))
#define MJ_LISTS (MJ_LIST_MORE(MJ_FIXED_MAX + 1u) + 1u)
typedef struct mj_program {
    /*
     * The targets with an active edge in MJ_LISTS lists (above): list b has
     * count[b] entries at target[b x rows..] (in no particular order);
     * slot[t]: t's place in its list.
     */
    uint32_t count[MJ_LISTS];
    uint32_t *target;     /* [MJ_LISTS x rows] */
    uint32_t *slot;       /* [rows] */
    const uint32_t *first; /* [rows + 1] target t's edges: first[t] .. first[t + 1] - 1 */
    uint32_t *active;     /* [rows] of which the first active[t] are active */
    uint32_t *src;        /* [edges] the source row */
    uint8_t *shift;       /* [edges] */
    int32_t *shift_pair;  /* [2 x edges] (shift, -shift): added to a window pair */
    const uint32_t **row_of[2]; /* [edges] each: the source row in table 0 or 1, minus the shift */
    const uint32_t **row; /* row_of[0] or row_of[1]: the table that is the source now */
    uint32_t *push;       /* [edges] q x span + s for the edge (row q, shift s) at each place */
    uint32_t *place;      /* [rows x span] where edge q x span + s is */
    const uint32_t *to;   /* the class's push form: to[q x span + s] (>= rows: a win) */
    uint32_t rows, span;
} mj_program;

/*
 * Set pg up (its arrays allocated by the caller) from a class's pull-form
 * edges (first: rows + 1 entries, code) and push form (to, span), the
 * rows' addresses in table0 (row_of[0]) and table1 (row_of[1], unless
 * table1 is NULL), the edges from the rows q with ever[q] set active
 * (none when ever is NULL), as if each had been activated; row =
 * row_of[0]. O(edges).
 */
void ludic_mj_program_init(mj_program *pg, const uint32_t *first, const uint32_t *code,
                           const uint32_t *to, uint32_t rows, unsigned span,
                           const uint32_t *table0, const uint32_t *table1, size_t stride,
                           const uint8_t *ever);

/* Make row q's edges active (once per row). O(span). */
void ludic_mj_program_activate(mj_program *pg, uint32_t q);

/*
 * One dense kind of the forward DP from a program: as ludic_mj_forward_kind
 * for every target of pg, but with the windows as pairs only: cur's in
 * a->pairs ((lo, -hi), empty ones (MJ_EMPTY_LO, -MJ_EMPTY_HI)), the new
 * ones written to a->npairs[2t], a->npairs[2t + 1] for every target
 * (a->cur, lo, hi, nlo, nhi, first, code, targets, marked and the scratch
 * fields are not used; every empty row of pg->table is zero). A target
 * whose sources are all empty is emptied: its pair set to the empty one,
 * its cells zeroed, its range cleared (so every row with an active edge is
 * right afterwards, whatever nxt held). Fewer arrays to keep in the row
 * loops than with lo and hi too: the caller rebuilds lo and hi from the
 * pairs when it needs them. a->cells is not counted (0): the sum of the
 * live rows' window lengths is in the pairs, for a caller that wants it.
 * a->seen counts the live rows t with a->ever[t] set (the caller's rows
 * ever live: when it is a->live, no row is live for the first time).
 */
void ludic_mj_forward_program(unsigned kernel, mj_forward_kind *a, const mj_program *pg);
void ludic_mj_backward_kind(unsigned kernel, mj_backward_kind *a);

/* out[i] = acc[i] mod p, acc[i] = 0, for i < n rounded up to MJ_GROUP; acc[i] < 2^61. */
void ludic_mj_reduce_row(unsigned kernel, uint32_t *out, uint64_t *acc, size_t n);

/*
 * Write row `row` (its range in ext[0..1]) from a 64-bit accumulator:
 * row[j] = acc[j] mod p, acc[j] = 0 over [l, l + MJ_GROUP x G) (the
 * padding of acc past h must be zero), zeroing what the row held outside
 * that range first. For the DP's variants that still sum through memory.
 */
void ludic_mj_store_row(unsigned kernel, uint32_t *row, int32_t *ext, uint64_t *acc, int32_t l,
                        int32_t h);

/* dst[i] += src[i] x w for i < n exactly (no padding): the meeting's combination. */
void ludic_mj_add_scaled(unsigned kernel, uint64_t *dst, const uint32_t *src, size_t n,
                         uint32_t w);

#endif
