/*
 * mahjong_kernel_int.h: the inner loops of the modular counting DP
 * (mahjong_count_mod.c): one DP row summed from its incoming rows, and its
 * reduction modulo p, in a portable scalar form and, on x86-64 with AVX2,
 * a vector form chosen at run time (mahjong_kernel.c). Both give the same
 * bits; tests/mahjong/test_mahjong_kernel.c checks it.
 *
 * Padding. Row slices are read, added and reduced in whole groups of
 * MJ_GROUP cells, never cell by cell: a slice [l, h] is processed as
 * [l, l + MJ_GROUP * ceil((h - l + 1) / MJ_GROUP) - 1], up to h + 3. That is
 * exact because of two invariants the callers keep:
 *   - the tables' rows are MJ_ROW_STRIDE(width) cells apart, so the at most
 *     3 cells read past a window stay inside the row;
 *   - a row's cells just past its window (up to the end of its last group)
 *     are zero: a row is written by reducing the accumulator over its
 *     rounded window, and the accumulator is zero past the true window
 *     (every addend there is a zero cell of a source row, by induction; the
 *     start rows are written with their padding zeroed).
 * The accumulator has MJ_ACC_LEN(width) entries, zero between rows.
 */
#ifndef LUDIC_MAHJONG_KERNEL_INT_H
#define LUDIC_MAHJONG_KERNEL_INT_H

#include <stddef.h>
#include <stdint.h>

#define MJ_GROUP 4u
#define MJ_SHIFTS 5u /* a kind shifts a row by 0..4 drawn copies */
#define MJ_ROW_STRIDE(width) ((size_t)(width) + MJ_GROUP - 1)
#define MJ_ACC_LEN(width) ((size_t)(width) + 2 * MJ_GROUP)

#define MJ_KERNEL_SCALAR 0u
#define MJ_KERNEL_AVX2 1u

/* The fastest kernel this processor runs: MJ_KERNEL_AVX2 or MJ_KERNEL_SCALAR. */
unsigned ludic_mj_kernel_best(void);

/*
 * One kind of the forward DP: for each target row t (targets[i] for
 * i < nt, or rows 0..nt-1 when targets is NULL), acc[j + shift] +=
 * weight[shift] x cur[src * stride + j] over the incoming edges
 * first[t]..first[t+1]-1 (source row src[k], shift[k] drawn copies) and
 * each source's window [lo, hi] (empty when hi < lo); then nxt's row t over
 * the union [nlo[t], nhi[t]] of the shifted windows is acc reduced mod p,
 * and t is appended to nlive (rows left empty keep their nlo/nhi, and
 * marked[t] is cleared when marked is not NULL). Each addend is below
 * 2^33 and a row has few edges, so acc stays below 2^61 (the reduction's
 * range). Out: live (rows appended), cells (their window lengths summed).
 */
typedef struct mj_forward_kind {
    uint64_t *acc;
    const uint32_t *cur;
    uint32_t *nxt;
    size_t stride;
    const int32_t *lo, *hi;
    int32_t *nlo, *nhi;
    const uint32_t *first, *src;
    const uint8_t *shift;
    uint32_t weight[MJ_SHIFTS]; /* C(m, s), s = 0..4 (0 past m) */
    const uint32_t *targets;
    uint32_t nt;
    uint8_t *marked;
    uint32_t *nlive;
    uint32_t live;  /* out */
    uint64_t cells; /* out */
} mj_forward_kind;

/*
 * One kind of the backward DP (mahjong_count_mod.c, meet): for each row q
 * < rows, acc[j + s] += weight[s] x b[t * stride + j] over the window of
 * t = to[q * span + s] for s < span (t >= rows: a win, skipped); nb's row q
 * over the union [nlo[q], nhi[q]] is acc reduced (empty: [1, 0]).
 */
typedef struct mj_backward_kind {
    uint64_t *acc;
    const uint32_t *b;
    uint32_t *nb;
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
void ludic_mj_backward_kind(unsigned kernel, mj_backward_kind *a);

/* out[i] = acc[i] mod p, acc[i] = 0, for i < n rounded up to MJ_GROUP; acc[i] < 2^61. */
void ludic_mj_reduce_row(unsigned kernel, uint32_t *out, uint64_t *acc, size_t n);

/* dst[i] += src[i] x w for i < n exactly (no padding): the meeting's combination. */
void ludic_mj_add_scaled(unsigned kernel, uint64_t *dst, const uint32_t *src, size_t n,
                         uint32_t w);

#endif
