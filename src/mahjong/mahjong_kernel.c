/*
 * mahjong_kernel.c: the modular DP's inner loops (mahjong_kernel_int.h).
 *
 * A DP row is summed group by group of 4 cells: each cell is the sum over
 * the row's incoming edges (about 4.4) of a weight times a cell of the
 * source row (32 x 32 -> 64 bits), in registers, then reduced and stored
 * (mahjong_kernel_int.h: the row layout that makes this exact). The scalar
 * form does one cell at a time (4 edges in registers, more through an
 * accumulator row); the AVX2 form eight (two vpmuludq with folded loads
 * and two vpaddq per edge, the even and the odd cells; fill_fixed), with
 * the edges of rows with 1 to 8 of them held in
 * registers (the usual case; rows with more, 8 at a time, keeping the sum
 * in an accumulator row between the passes), and rows of one or two edges
 * in 32-bit lanes without the 64-bit sum (fill_one, fill_two). Dense kinds
 * take their edges from programs (mahjong_program.c, forward_program in
 * mahjong_kernel_rows_int.h) instead of listing them. The reduction modulo
 * p = 998244353 of a 64-bit accumulator x < 2^61, once per cell, is a
 * Barrett reduction with 32-bit multiplies only (so it vectorises):
 *   q = floor(floor(x / 2^29) x M / 2^32), M = floor(2^61 / p) < 2^32,
 * then r = x - q p. q <= x / p, and x / p - q < x_hi (2^61/p - M) / 2^32
 * + 2^29/p + 1 < 0.367 + 0.538 + 1 < 2 (x_hi = floor(x / 2^29) < 2^32;
 * 2^61/p - M = 0.3667...), so 0 <= r < 2p < 2^32, and one conditional
 * subtraction, done as r = min(r, r - p) on 32-bit lanes (r - p wraps
 * above r when r < p), leaves r mod p. The scalar form keeps `x % p`.
 * Which form runs is chosen per solve (ludic_mj_kernel_best); other
 * processors and targets (the WebAssembly build) compile the scalar form
 * alone.
 */
#include "mahjong_kernel_int.h"

#include <string.h>

#include "ludic/mahjong.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define MJ_HAVE_AVX2 1
#include <immintrin.h>
#else
#define MJ_HAVE_AVX2 0
#endif

unsigned ludic_mj_kernel_best(void)
{
#if MJ_HAVE_AVX2
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2"))
        return MJ_KERNEL_AVX2;
#endif
    return MJ_KERNEL_SCALAR;
}

/*
 * The row at `row` will hold [l, end): zero what it held outside that
 * range (ext: its range so far), so every cell outside the range is zero.
 */
static inline void mj_rewrite_range(uint32_t *row, int32_t *ext, int32_t l, int32_t end)
{
    const int32_t a = ext[0], b = ext[1];
    if ((a >= l && b <= end) || a >= b) { /* the usual case: nothing outside */
        ext[0] = l, ext[1] = end;
        return;
    }
    {
        if (a < l)
            memset(row + a, 0, (size_t)((b < l ? b : l) - a) * sizeof *row);
        if (b > end) {
            const int32_t from = a > end ? a : end;
            memset(row + from, 0, (size_t)(b - from) * sizeof *row);
        }
    }
    ext[0] = l, ext[1] = end;
}

/*
 * The non-empty incoming rows of a target, edges k0..k1-1: each row's
 * start shifted back by its edge's shift into rows[], the shift into
 * shifts[]; [*l, *h] the union of the shifted windows. Returns how many.
 */
static inline unsigned mj_collect(const uint32_t *code, uint32_t k0, uint32_t k1,
                                       const int32_t *lo, const int32_t *hi,
                                       const uint32_t *cur, size_t stride, const uint32_t **rows,
                                       uint8_t *shifts, int32_t *l, int32_t *h)
{
    int32_t wl = INT32_MAX, wh = -1;
    unsigned n = 0;
    for (uint32_t k = k0; k < k1; k++) {
        const uint32_t q = code[k] >> 3;
        const int32_t ql = lo[q], qh = hi[q], s = (int32_t)(code[k] & 7u);
        if (qh < ql)
            continue;
        rows[n] = MJ_ROW(cur, q, stride) - s;
        shifts[n++] = (uint8_t)s;
        wl = ql + s < wl ? ql + s : wl;
        wh = qh + s > wh ? qh + s : wh;
    }
    *l = wl, *h = wh;
    return n;
}

/* ---- scalar ---- */

#if defined(LUDIC_SMALL)
/* builds with a size budget (the WebAssembly module, web/build.sh): one copy of each loop */
#define MJ_SCALAR_INLINE static __attribute__((noinline))
#elif defined(__GNUC__) || defined(__clang__)
#define MJ_SCALAR_INLINE static inline __attribute__((always_inline))
#else
#define MJ_SCALAR_INLINE static inline
#endif

/*
 * Edges 0..n-1 (n <= 4, a constant once inlined) summed at each cell j, the
 * row pointers and weights in registers; first: x starts from 0, else from
 * acc[j]; last: out[j] = x mod p and acc[j] = 0, else acc[j] = x.
 */
MJ_SCALAR_INLINE void fill_fixed_scalar(uint32_t *out, uint64_t *acc,
                                        const uint32_t *const *rows, int32_t l,
                                        const uint8_t *shifts,
                                        const unsigned n, size_t groups, const uint32_t *w,
                                        const int first, const int last)
{
    const uint32_t *const r0 = rows[0] + l, *const r1 = rows[n > 1 ? 1 : 0] + l,
                          *const r2 = rows[n > 2 ? 2 : 0] + l, *const r3 = rows[n > 3 ? 3 : 0] + l;
    const uint64_t w0 = w[shifts[0]], w1 = w[shifts[n > 1 ? 1 : 0]],
                   w2 = w[shifts[n > 2 ? 2 : 0]], w3 = w[shifts[n > 3 ? 3 : 0]];
    for (size_t j = 0; j < groups * MJ_GROUP; j++) {
        uint64_t x = (first ? 0 : acc[j]) + w0 * r0[j];
        if (n > 1)
            x += w1 * r1[j];
        if (n > 2)
            x += w2 * r2[j];
        if (n > 3)
            x += w3 * r3[j];
        if (last) {
            out[j] = (uint32_t)(x % LUDIC_MAHJONG_MODULUS);
            if (!first)
                acc[j] = 0;
        } else {
            acc[j] = x;
        }
    }
}

MJ_SCALAR_INLINE void fill_some_scalar(uint32_t *out, uint64_t *acc, const uint32_t *const *rows,
                                       int32_t l, const uint8_t *shifts, unsigned n, size_t groups,
                                       const uint32_t *w, const int first, const int last)
{
    switch (n) {
    case 1:
        fill_fixed_scalar(out, acc, rows, l, shifts, 1, groups, w, first, last);
        return;
    case 2:
        fill_fixed_scalar(out, acc, rows, l, shifts, 2, groups, w, first, last);
        return;
    case 3:
        fill_fixed_scalar(out, acc, rows, l, shifts, 3, groups, w, first, last);
        return;
    default:
        fill_fixed_scalar(out, acc, rows, l, shifts, 4, groups, w, first, last);
        return;
    }
}

/* A row of n >= 1 edges: 4 at a time, through acc when more than 4. */
static void fill_row_scalar(uint32_t *out, uint64_t *acc, const uint32_t *const *rows,
                            int32_t l, const uint8_t *shifts, unsigned n, size_t groups, const uint32_t *w)
{
    unsigned c = 4;
    if (n <= 4) {
        fill_some_scalar(out, acc, rows, l, shifts, n, groups, w, 1, 1);
        return;
    }
    fill_fixed_scalar(out, acc, rows, l, shifts, 4, groups, w, 1, 0);
    for (; n - c > 4; c += 4)
        fill_fixed_scalar(out, acc, rows + c, l, shifts + c, 4, groups, w, 0, 0);
    fill_some_scalar(out, acc, rows + c, l, shifts + c, n - c, groups, w, 0, 1);
}

/* fill_few_scalar with n (1..5) a constant once inlined. */
MJ_SCALAR_INLINE void fill_five_scalar(uint32_t *out, const uint32_t *const *rows, int32_t l,
                                       const uint8_t *shifts, const unsigned n, size_t groups,
                                       const uint32_t *w)
{
    const uint32_t *const r0 = rows[0] + l, *const r1 = rows[n > 1 ? 1 : 0] + l,
                          *const r2 = rows[n > 2 ? 2 : 0] + l, *const r3 = rows[n > 3 ? 3 : 0] + l,
                          *const r4 = rows[n > 4 ? 4 : 0] + l;
    const uint64_t w0 = w[shifts[0]], w1 = w[shifts[n > 1 ? 1 : 0]],
                   w2 = w[shifts[n > 2 ? 2 : 0]], w3 = w[shifts[n > 3 ? 3 : 0]],
                   w4 = w[shifts[n > 4 ? 4 : 0]];
    for (size_t j = 0; j < groups * MJ_GROUP; j++) {
        uint64_t x = w0 * r0[j];
        if (n > 1)
            x += w1 * r1[j];
        if (n > 2)
            x += w2 * r2[j];
        if (n > 3)
            x += w3 * r3[j];
        if (n > 4)
            x += w4 * r4[j];
        out[j] = (uint32_t)(x % LUDIC_MAHJONG_MODULUS);
    }
}

/* A row of 1 <= n <= MJ_SHIFTS edges (the backward DP's), without the accumulator. */
static void fill_few_scalar(uint32_t *out, const uint32_t *const *rows, int32_t l,
                            const uint8_t *shifts, unsigned n, size_t groups, const uint32_t *w)
{
    switch (n) {
    case 1:
        fill_five_scalar(out, rows, l, shifts, 1, groups, w);
        return;
    case 2:
        fill_five_scalar(out, rows, l, shifts, 2, groups, w);
        return;
    case 3:
        fill_five_scalar(out, rows, l, shifts, 3, groups, w);
        return;
    case 4:
        fill_five_scalar(out, rows, l, shifts, 4, groups, w);
        return;
    default:
        fill_five_scalar(out, rows, l, shifts, 5, groups, w);
        return;
    }
}

#define rewrite_range_scalar mj_rewrite_range

/* The scalar form has a single path for rows of one edge (case 3). */
static inline unsigned weight_case_scalar(uint32_t wt)
{
    (void)wt;
    return 3u;
}

static inline void fill_one_as_scalar(uint32_t *out, const uint32_t *src, size_t cells,
                                      uint32_t wt, const int how)
{
    (void)how;
    for (size_t j = 0; j < cells; j++)
        out[j] = (uint32_t)((uint64_t)wt * src[j] % LUDIC_MAHJONG_MODULUS);
}

static inline void fill_two_as_scalar(uint32_t *out, const uint32_t *s0, const uint32_t *s1,
                                      size_t cells, uint32_t w0, uint32_t w1, const int how0,
                                      const int how1)
{
    (void)how0, (void)how1;
    for (size_t j = 0; j < cells; j++)
        out[j] = (uint32_t)(((uint64_t)w0 * s0[j] + (uint64_t)w1 * s1[j]) % LUDIC_MAHJONG_MODULUS);
}

static uint32_t weight_scalar(uint32_t w)
{
    return w;
}

/*
 * The union of a program's edges k0..k0+n-1 shifted source windows (empty
 * ones: [2^29, -2^29]); n counted from 0 so that a constant n unrolls.
 */
static inline void program_window_scalar(const mj_program *pg, const int32_t *pairs,
                                         uint32_t k0, uint32_t n, int32_t *l, int32_t *h)
{
    int32_t wl = INT32_MAX, wh = INT32_MIN;
    for (uint32_t k = k0; k < k0 + n; k++) {
        const uint32_t q = pg->src[k];
        const int32_t s = pg->shift[k], ql = pairs[2 * (size_t)q] + s,
                      qh = s - pairs[2 * (size_t)q + 1];
        wl = ql < wl ? ql : wl;
        wh = qh > wh ? qh : wh;
    }
    *l = wl, *h = wh;
}

#define MJ_FN(name) name##_scalar
#define MJ_FN_INLINE MJ_SCALAR_INLINE
#define MJ_ATTR
#define MJ_W uint32_t
#include "mahjong_kernel_rows_int.h"
#undef MJ_FN
#undef MJ_FN_INLINE
#undef MJ_ATTR
#undef MJ_W

/* ---- AVX2 ---- */

#if MJ_HAVE_AVX2
#define MJ_AVX2 __attribute__((target("avx2")))
#define MJ_INLINE static inline __attribute__((always_inline))

/*
 * mj_rewrite_range without memset: the parts to clear are a few cells, and
 * a call there made gcc keep the row loops' values on the stack (every
 * caller-saved register dies at a call). Each part [from, to) is cleared
 * by 4-cell stores downward from to; the last may reach 3 cells below
 * from, never below cell -3 (from >= 0): cells there are zero already
 * (outside the old range, or the row's left margin) or inside the new
 * range [l, end), which the caller writes next. MJ_OPAQUE hides the
 * loops' trip counts from gcc, which would otherwise turn them back into
 * memset calls (it emits nothing).
 */
#define MJ_OPAQUE(c) __asm__("" : "+r"(c))
MJ_INLINE MJ_AVX2 void rewrite_range_avx2(uint32_t *row, int32_t *ext, int32_t l, int32_t end)
{
    const int32_t a = ext[0], b = ext[1];
    const __m128i zero = _mm_setzero_si128();
    ext[0] = l, ext[1] = end;
    if ((a >= l && b <= end) || a >= b) /* the usual case: nothing outside */
        return;
    if (a < l) {
        int32_t c = b < l ? b : l;
        do {
            c -= 4;
            MJ_OPAQUE(c);
            _mm_storeu_si128((__m128i *)(row + c), zero);
        } while (c > a);
    }
    if (b > end) {
        const int32_t from = a > end ? a : end;
        int32_t c = b;
        do {
            c -= 4;
            MJ_OPAQUE(c);
            _mm_storeu_si128((__m128i *)(row + c), zero);
        } while (c > from);
    }
}

/* Four cells of a row times a weight, as four 64-bit lanes. */
MJ_INLINE MJ_AVX2 __m256i scaled4(const uint32_t *src, __m256i w)
{
    return _mm256_mul_epu32(_mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)src)), w);
}

/* Four accumulators x < 2^61 mod p (Barrett; see the top of the file). */
MJ_INLINE MJ_AVX2 __m128i reduce4(__m256i x)
{
    const __m256i m = _mm256_set1_epi64x((long long)((UINT64_C(1) << 61) / LUDIC_MAHJONG_MODULUS));
    const __m256i p64 = _mm256_set1_epi64x(LUDIC_MAHJONG_MODULUS);
    const __m128i p32 = _mm_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    const __m256i even = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256i q = _mm256_srli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 29), m), 32);
    const __m256i r = _mm256_sub_epi64(x, _mm256_mul_epu32(q, p64));
    const __m128i r32 = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(r, even));
    return _mm_min_epu32(r32, _mm_sub_epi32(r32, p32));
}

/*
 * Eight accumulators mod p, the even cells' in xe and the odd cells' in xo
 * (fill_fixed's pair loop), as in reduce4 but with q and r in 32-bit
 * lanes: the products floor(x / 2^29) M hold q in their high halves, so
 * one shift of the even ones and one blend give the 8 quotients; since
 * 0 <= r = x - q p < 2p < 2^32, r is also (x mod 2^32) - (q p mod 2^32)
 * modulo 2^32, which vpmulld and vpsubd give for 8 lanes at once (the low
 * halves of x packed by one shift and one blend). 12 instructions for 8
 * cells instead of two reduce4 (18).
 */
MJ_INLINE MJ_AVX2 __m256i reduce8(__m256i xe, __m256i xo)
{
    const __m256i m = _mm256_set1_epi64x((long long)((UINT64_C(1) << 61) / LUDIC_MAHJONG_MODULUS));
    const __m256i p32 = _mm256_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    const __m256i pe = _mm256_mul_epu32(_mm256_srli_epi64(xe, 29), m);
    const __m256i po = _mm256_mul_epu32(_mm256_srli_epi64(xo, 29), m);
    const __m256i q = _mm256_blend_epi32(_mm256_srli_epi64(pe, 32), po, 0xAA);
    const __m256i x = _mm256_blend_epi32(xe, _mm256_slli_epi64(xo, 32), 0xAA);
    const __m256i r = _mm256_sub_epi32(x, _mm256_mullo_epi32(q, p32));
    return _mm256_min_epu32(r, _mm256_sub_epi32(r, p32));
}

/*
 * Edges 0..n-1 (n <= 8 and mode constants once inlined), rows and weights in
 * registers, summed at each group j into x; then by mode
 *   MJ_OUT:   out[j] = x mod p;
 *   MJ_FIRST: acc[j] = x  (a row with more than 8 edges: the first 8);
 *   MJ_MORE:  acc[j] += x (8 more);
 *   MJ_LAST:  out[j] = (acc[j] + x) mod p, acc[j] = 0 (the rest).
 * Two groups (8 cells) a step while they last: vpmuludq reads the low half
 * of each 64-bit lane, so a 256-bit load at r + j feeds it the even cells
 * j, j+2, j+4, j+6 and one at r + j + 1 the odd ones, each load folded
 * into its multiply: 2 multiplies and 2 adds an edge for 8 cells instead
 * of 3 and 3 (the zero-extending load, the multiply, the add per group).
 * The load at r + j + 1 reads one cell past the 8 (into a high half,
 * ignored): at most cell width + 3 of a source row, inside its stride
 * (mahjong_kernel_int.h). In acc, such a step keeps the even cells' sums
 * at acc + j and the odd cells' at acc + j + 4; every pass over a row
 * splits it the same way, so the layout agrees between passes. A last odd
 * group goes 4 cells a step as before.
 */
enum { MJ_OUT, MJ_FIRST, MJ_MORE, MJ_LAST };

#define MJ_EDGE(i)                                                                                 \
    if (n > i)                                                                                     \
    x = _mm256_add_epi64(x, scaled4(r##i + j, w##i))

/*
 * An empty asm that says it may change xe and xo: the sums stay one chain
 * per edge in two registers. Without it gcc reassociates the 8 edges'
 * adds into a tree whose partial sums, with the 8 weights, outgrow the 16
 * vector registers and spill (about 12 stack loads and stores a step in
 * a row of 8 edges). It emits no instruction.
 */
#define MJ_KEEP(a, b) __asm__("" : "+x"(a), "+x"(b))

#define MJ_EDGE2(i)                                                                                \
    if (n > i) {                                                                                   \
        xe = _mm256_add_epi64(                                                                     \
            xe, _mm256_mul_epu32(_mm256_loadu_si256((const __m256i *)(r##i + j)), w##i));         \
        xo = _mm256_add_epi64(                                                                     \
            xo, _mm256_mul_epu32(_mm256_loadu_si256((const __m256i *)(r##i + j + 1)), w##i));     \
        MJ_KEEP(xe, xo);                                                                           \
    }

MJ_INLINE MJ_AVX2 void fill_fixed(uint32_t *out, uint64_t *acc, const uint32_t *const *rows, int32_t l,
                                  const uint8_t *shifts, const unsigned n, size_t groups,
                                  const __m256i *w, const int mode)
{
#define MJ_TAKE(i)                                                                                 \
    const uint32_t *const r##i = rows[n > i ? i : 0] + l;                                              \
    const __m256i w##i = w[shifts[n > i ? i : 0]]
    MJ_TAKE(0);
    MJ_TAKE(1);
    MJ_TAKE(2);
    MJ_TAKE(3);
    MJ_TAKE(4);
    MJ_TAKE(5);
    MJ_TAKE(6);
    MJ_TAKE(7);
#undef MJ_TAKE
    const size_t cells = groups * MJ_GROUP;
    size_t j = 0;
    for (; j + 2 * MJ_GROUP <= cells; j += 2 * MJ_GROUP) {
        __m256i xe = _mm256_mul_epu32(_mm256_loadu_si256((const __m256i *)(r0 + j)), w0);
        __m256i xo = _mm256_mul_epu32(_mm256_loadu_si256((const __m256i *)(r0 + j + 1)), w0);
        /* acc is NULL in MJ_OUT mode (the backward DP's rows): no pointer arithmetic on it */
        __m256i *const a = mode == MJ_OUT ? NULL : (__m256i *)(acc + j);
        MJ_EDGE2(1)
        MJ_EDGE2(2)
        MJ_EDGE2(3)
        MJ_EDGE2(4)
        MJ_EDGE2(5)
        MJ_EDGE2(6)
        MJ_EDGE2(7)
        if (mode == MJ_OUT) {
            _mm256_storeu_si256((__m256i *)(out + j), reduce8(xe, xo));
        } else if (mode == MJ_FIRST) {
            _mm256_storeu_si256(a, xe);
            _mm256_storeu_si256(a + 1, xo);
        } else if (mode == MJ_MORE) {
            _mm256_storeu_si256(a, _mm256_add_epi64(_mm256_loadu_si256(a), xe));
            _mm256_storeu_si256(a + 1, _mm256_add_epi64(_mm256_loadu_si256(a + 1), xo));
        } else {
            _mm256_storeu_si256((__m256i *)(out + j),
                                reduce8(_mm256_add_epi64(_mm256_loadu_si256(a), xe),
                                        _mm256_add_epi64(_mm256_loadu_si256(a + 1), xo)));
            _mm256_storeu_si256(a, _mm256_setzero_si256());
            _mm256_storeu_si256(a + 1, _mm256_setzero_si256());
        }
    }
    if (j < cells) { /* an odd group */
        __m256i x = scaled4(r0 + j, w0);
        __m256i *const a = mode == MJ_OUT ? NULL : (__m256i *)(acc + j);
        MJ_EDGE(1);
        MJ_EDGE(2);
        MJ_EDGE(3);
        MJ_EDGE(4);
        MJ_EDGE(5);
        MJ_EDGE(6);
        MJ_EDGE(7);
        if (mode == MJ_OUT) {
            _mm_storeu_si128((__m128i *)(out + j), reduce4(x));
        } else if (mode == MJ_FIRST) {
            _mm256_storeu_si256(a, x);
        } else if (mode == MJ_MORE) {
            _mm256_storeu_si256(a, _mm256_add_epi64(_mm256_loadu_si256(a), x));
        } else {
            _mm_storeu_si128((__m128i *)(out + j),
                             reduce4(_mm256_add_epi64(_mm256_loadu_si256(a), x)));
            _mm256_storeu_si256(a, _mm256_setzero_si256());
        }
    }
}
#undef MJ_EDGE
#undef MJ_EDGE2

/* fill_fixed for a count n known only at run time, 1 <= n <= 8. */
MJ_INLINE MJ_AVX2 void fill_some(uint32_t *out, uint64_t *acc, const uint32_t *const *rows,
                                 int32_t l, const uint8_t *shifts, unsigned n, size_t groups,
                                 const __m256i *w, const int mode)
{
    switch (n) {
    case 1:
        fill_fixed(out, acc, rows, l, shifts, 1, groups, w, mode);
        return;
    case 2:
        fill_fixed(out, acc, rows, l, shifts, 2, groups, w, mode);
        return;
    case 3:
        fill_fixed(out, acc, rows, l, shifts, 3, groups, w, mode);
        return;
    case 4:
        fill_fixed(out, acc, rows, l, shifts, 4, groups, w, mode);
        return;
    case 5:
        fill_fixed(out, acc, rows, l, shifts, 5, groups, w, mode);
        return;
    case 6:
        fill_fixed(out, acc, rows, l, shifts, 6, groups, w, mode);
        return;
    case 7:
        fill_fixed(out, acc, rows, l, shifts, 7, groups, w, mode);
        return;
    default:
        fill_fixed(out, acc, rows, l, shifts, 8, groups, w, mode);
        return;
    }
}

/*
 * A row of one edge (half the 4-cell groups of a random n = 100 hand):
 * out[j] = wt x src[j] mod p in 32-bit lanes, 8 cells an instruction and
 * no 64-bit sum. The weights are binomials C(m, s), m <= 4: 1, 2, 3, 4 or
 * 6. wt = 1 copies; wt <= 4 gives y = wt x < 4p < 2^32, brought below p by
 * two conditional subtractions (min(y, y - 2p), then min(y, y - p): a
 * difference that wraps is above y); wt = 6 first doubles, x2 = 2x mod p,
 * then y = 3 x2 < 3p.
 */
MJ_INLINE MJ_AVX2 __m256i times_small(__m256i x, __m256i wv, const int six)
{
    const __m256i p = _mm256_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    const __m256i p2 = _mm256_set1_epi32((int)(2 * LUDIC_MAHJONG_MODULUS));
    if (six) {
        x = _mm256_add_epi32(x, x);
        x = _mm256_min_epu32(x, _mm256_sub_epi32(x, p));
    }
    x = _mm256_mullo_epi32(x, wv);
    x = _mm256_min_epu32(x, _mm256_sub_epi32(x, p2));
    return _mm256_min_epu32(x, _mm256_sub_epi32(x, p));
}

MJ_INLINE MJ_AVX2 __m128i times_small4(__m128i x, __m128i wv, const int six)
{
    const __m128i p = _mm_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    const __m128i p2 = _mm_set1_epi32((int)(2 * LUDIC_MAHJONG_MODULUS));
    if (six) {
        x = _mm_add_epi32(x, x);
        x = _mm_min_epu32(x, _mm_sub_epi32(x, p));
    }
    x = _mm_mullo_epi32(x, wv);
    x = _mm_min_epu32(x, _mm_sub_epi32(x, p2));
    return _mm_min_epu32(x, _mm_sub_epi32(x, p));
}

/* fill_one with the weight's case a constant: 0 copy, 1 times wt <= 4, 2 times 6. */
MJ_INLINE MJ_AVX2 void fill_one_as(uint32_t *out, const uint32_t *src, size_t cells, uint32_t wt,
                                   const int how)
{
    const __m256i wv = _mm256_set1_epi32((int)(how == 2 ? 3 : wt));
    size_t j = 0;
    for (; j + 2 * MJ_GROUP <= cells; j += 2 * MJ_GROUP) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(src + j));
        if (how)
            x = times_small(x, wv, how == 2);
        _mm256_storeu_si256((__m256i *)(out + j), x);
    }
    if (j < cells) { /* an odd group */
        __m128i x = _mm_loadu_si128((const __m128i *)(src + j));
        if (how)
            x = times_small4(x, _mm256_castsi256_si128(wv), how == 2);
        _mm_storeu_si128((__m128i *)(out + j), x);
    }
}

/*
 * A row of two edges in 32-bit lanes: each product brought below p as in
 * fill_one_as (how0, how1: 0 weight 1, 1 weight <= 4, 2 weight 6), their
 * sum below 2p, one conditional subtraction.
 */
MJ_INLINE MJ_AVX2 void fill_two_as(uint32_t *out, const uint32_t *s0, const uint32_t *s1,
                                   size_t cells, uint32_t w0, uint32_t w1, const int how0,
                                   const int how1)
{
    const __m256i wv0 = _mm256_set1_epi32((int)(how0 == 2 ? 3 : w0));
    const __m256i wv1 = _mm256_set1_epi32((int)(how1 == 2 ? 3 : w1));
    const __m256i p = _mm256_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    size_t j = 0;
    for (; j + 2 * MJ_GROUP <= cells; j += 2 * MJ_GROUP) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(s0 + j));
        __m256i y = _mm256_loadu_si256((const __m256i *)(s1 + j));
        if (how0)
            x = times_small(x, wv0, how0 == 2);
        if (how1)
            y = times_small(y, wv1, how1 == 2);
        x = _mm256_add_epi32(x, y);
        _mm256_storeu_si256((__m256i *)(out + j), _mm256_min_epu32(x, _mm256_sub_epi32(x, p)));
    }
    if (j < cells) { /* an odd group */
        __m128i x = _mm_loadu_si128((const __m128i *)(s0 + j));
        __m128i y = _mm_loadu_si128((const __m128i *)(s1 + j));
        if (how0)
            x = times_small4(x, _mm256_castsi256_si128(wv0), how0 == 2);
        if (how1)
            y = times_small4(y, _mm256_castsi256_si128(wv1), how1 == 2);
        x = _mm_add_epi32(x, y);
        _mm_storeu_si128((__m128i *)(out + j),
                         _mm_min_epu32(x, _mm_sub_epi32(x, _mm256_castsi256_si128(p))));
    }
}

/* 0: weight 1, 1: weight 2..4, 2: weight 6; 3: another (the 64-bit path) */
static inline unsigned weight_case(uint32_t wt)
{
    return wt == 1 ? 0u : wt <= 4 ? 1u : wt == 6 ? 2u : 3u;
}
#define weight_case_avx2 weight_case
#define fill_one_as_avx2 fill_one_as
#define fill_two_as_avx2 fill_two_as

MJ_INLINE MJ_AVX2 void fill_two(uint32_t *out, const uint32_t *s0, const uint32_t *s1, size_t groups,
                             uint32_t w0, uint32_t w1, unsigned how)
{
    const size_t cells = groups * MJ_GROUP;
    switch (how) {
#define MJ_TWO(a, b)                                                                               \
    case a * 3 + b:                                                                                \
        fill_two_as(out, s0, s1, cells, w0, w1, a, b);                                             \
        return
        MJ_TWO(0, 0);
        MJ_TWO(0, 1);
        MJ_TWO(0, 2);
        MJ_TWO(1, 0);
        MJ_TWO(1, 1);
        MJ_TWO(1, 2);
        MJ_TWO(2, 0);
        MJ_TWO(2, 1);
        default:
        fill_two_as(out, s0, s1, cells, w0, w1, 2, 2);
        return;
#undef MJ_TWO
    }
}

/* wt <= 4 or wt = 6 */
MJ_INLINE MJ_AVX2 void fill_one(uint32_t *out, const uint32_t *src, size_t groups, uint32_t wt)
{
    if (wt == 1)
        fill_one_as(out, src, groups * MJ_GROUP, wt, 0);
    else if (wt == 6)
        fill_one_as(out, src, groups * MJ_GROUP, wt, 2);
    else
        fill_one_as(out, src, groups * MJ_GROUP, wt, 1);
}

/* A row of n >= 1 edges: 8 at a time through acc when more than 8. */
MJ_INLINE MJ_AVX2 void fill_row_avx2(uint32_t *out, uint64_t *acc, const uint32_t *const *rows,
                                  int32_t l, const uint8_t *shifts, unsigned n, size_t groups,
                                  const __m256i *w)
{
    unsigned c = 8;
    if (n == 1) {
        const uint32_t wt = (uint32_t)_mm256_cvtsi256_si32(w[shifts[0]]);
        if (weight_case(wt) < 3) { /* every binomial C(m, s) with m <= 4 */
            fill_one(out, rows[0] + l, groups, wt);
            return;
        }
    }
    if (n == 2) {
        const uint32_t w0 = (uint32_t)_mm256_cvtsi256_si32(w[shifts[0]]),
                       w1 = (uint32_t)_mm256_cvtsi256_si32(w[shifts[1]]);
        const unsigned c0 = weight_case(w0), c1 = weight_case(w1);
        if (c0 < 3 && c1 < 3) {
            fill_two(out, rows[0] + l, rows[1] + l, groups, w0, w1, c0 * 3 + c1);
            return;
        }
    }
    if (n <= 8) {
        fill_some(out, acc, rows, l, shifts, n, groups, w, MJ_OUT);
        return;
    }
    fill_fixed(out, acc, rows, l, shifts, 8, groups, w, MJ_FIRST);
    for (; n - c > 8; c += 8)
        fill_fixed(out, acc, rows + c, l, shifts + c, 8, groups, w, MJ_MORE);
    fill_some(out, acc, rows + c, l, shifts + c, n - c, groups, w, MJ_LAST);
}

static MJ_AVX2 void reduce_groups_avx2(uint32_t *out, uint64_t *acc, size_t groups)
{
    const __m256i zero = _mm256_setzero_si256();
    __m256i *a = (__m256i *)acc;
    for (size_t g = 0; g < groups; g++) {
        _mm_storeu_si128((__m128i *)out + g, reduce4(_mm256_loadu_si256(a + g)));
        _mm256_storeu_si256(a + g, zero);
    }
}

/*
 * A row of 1 <= n <= MJ_SHIFTS edges (the backward DP's). Its own switch,
 * not fill_some's: its rows and shifts arrays hold MJ_SHIFTS entries, and
 * fill_some's cases up to 8 would read past them (gcc's -Warray-bounds).
 */
static MJ_AVX2 void fill_few_avx2(uint32_t *out, const uint32_t *const *rows, int32_t l,
                                  const uint8_t *shifts, unsigned n, size_t groups,
                                  const __m256i *w)
{
    switch (n) {
    case 1:
        fill_fixed(out, NULL, rows, l, shifts, 1, groups, w, MJ_OUT);
        return;
    case 2:
        fill_fixed(out, NULL, rows, l, shifts, 2, groups, w, MJ_OUT);
        return;
    case 3:
        fill_fixed(out, NULL, rows, l, shifts, 3, groups, w, MJ_OUT);
        return;
    case 4:
        fill_fixed(out, NULL, rows, l, shifts, 4, groups, w, MJ_OUT);
        return;
    default:
        fill_fixed(out, NULL, rows, l, shifts, 5, groups, w, MJ_OUT);
        return;
    }
}

static inline MJ_AVX2 __m256i weight_avx2(uint32_t w)
{
    return _mm256_set1_epi64x((long long)w);
}

/*
 * program_window_scalar with the windows as pairs (lo, -hi): one 64-bit
 * load, one add of (s, -s) and one minimum per edge give min(lo + s) and
 * -max(hi + s) together.
 */
MJ_INLINE MJ_AVX2 void program_window_avx2(const mj_program *pg, const int32_t *pairs,
                                           uint32_t k0, uint32_t n, int32_t *l, int32_t *h)
{
    const uint32_t *src = pg->src + k0;
    const int32_t *sp = pg->shift_pair + 2 * (size_t)k0;
    __m128i m = _mm_set1_epi32(INT32_MAX);
    uint32_t k = 0;
    if (n == 1) { /* a row of one edge (a third of the rows) */
        const uint32_t q = src[0];
        *l = pairs[2 * (size_t)q] + sp[0], *h = sp[0] - pairs[2 * (size_t)q + 1];
        return;
    }
    if (n >= 4) { /* four edges an instruction: their pairs fetched by one vpgatherdq */
        __m256i m4 = _mm256_set1_epi32(INT32_MAX);
        for (; k + 4 <= n; k += 4) {
            const __m256i w4 = _mm256_i32gather_epi64(
                (const long long *)pairs, _mm_loadu_si128((const __m128i *)(src + k)), 8);
            m4 = _mm256_min_epi32(
                m4, _mm256_add_epi32(w4, _mm256_loadu_si256((const __m256i *)(sp + 2 * (size_t)k))));
        }
        m = _mm_min_epi32(_mm256_castsi256_si128(m4), _mm256_extracti128_si256(m4, 1));
    }
    for (; k + 2 <= n; k += 2) { /* two edges an instruction: pairs in the low and high half */
        long long second;
        __m128i w;
        memcpy(&second, pairs + 2 * (size_t)src[k + 1], sizeof second);
        w = _mm_insert_epi64(_mm_loadl_epi64((const __m128i *)(pairs + 2 * (size_t)src[k])),
                             second, 1);
        m = _mm_min_epi32(m,
                          _mm_add_epi32(w, _mm_loadu_si128((const __m128i *)(sp + 2 * (size_t)k))));
    }
    m = _mm_min_epi32(m, _mm_unpackhi_epi64(m, m));
    if (k < n)
        m = _mm_min_epi32(
            m, _mm_add_epi32(_mm_loadl_epi64((const __m128i *)(pairs + 2 * (size_t)src[k])),
                             _mm_loadl_epi64((const __m128i *)(sp + 2 * (size_t)k))));
    *l = _mm_cvtsi128_si32(m);
    *h = -_mm_extract_epi32(m, 1);
}

#define MJ_FN(name) name##_avx2
#define MJ_FN_INLINE MJ_INLINE
#define MJ_ATTR MJ_AVX2
#define MJ_W __m256i
#include "mahjong_kernel_rows_int.h"
#undef MJ_FN
#undef MJ_FN_INLINE
#undef MJ_ATTR
#undef MJ_W

static MJ_AVX2 void add_scaled_avx2(uint64_t *dst, const uint32_t *src, size_t n, uint32_t w)
{
    const __m256i vw = weight_avx2(w);
    size_t i = 0;
    for (; i + MJ_GROUP <= n; i += MJ_GROUP)
        _mm256_storeu_si256((__m256i *)(dst + i),
                            _mm256_add_epi64(_mm256_loadu_si256((const __m256i *)(dst + i)),
                                             scaled4(src + i, vw)));
    for (; i < n; i++)
        dst[i] += (uint64_t)src[i] * w;
}
#endif

/* ---- dispatch ---- */

void ludic_mj_forward_kind(unsigned kernel, mj_forward_kind *a)
{
#if MJ_HAVE_AVX2
    if (kernel == MJ_KERNEL_AVX2) {
        forward_kind_avx2(a);
        return;
    }
#endif
    (void)kernel;
    forward_kind_scalar(a);
}

void ludic_mj_forward_program(unsigned kernel, mj_forward_kind *a, const mj_program *pg)
{
#if MJ_HAVE_AVX2
    if (kernel == MJ_KERNEL_AVX2) {
        forward_program_avx2(a, pg);
        return;
    }
#endif
    (void)kernel;
    forward_program_scalar(a, pg);
}

void ludic_mj_backward_kind(unsigned kernel, mj_backward_kind *a)
{
#if MJ_HAVE_AVX2
    if (kernel == MJ_KERNEL_AVX2) {
        backward_kind_avx2(a);
        return;
    }
#endif
    (void)kernel;
    backward_kind_scalar(a);
}

void ludic_mj_reduce_row(unsigned kernel, uint32_t *out, uint64_t *acc, size_t n)
{
    const size_t groups = (n + MJ_GROUP - 1) / MJ_GROUP;
#if MJ_HAVE_AVX2
    if (kernel == MJ_KERNEL_AVX2) {
        reduce_groups_avx2(out, acc, groups);
        return;
    }
#endif
    (void)kernel;
    for (size_t i = 0; i < groups * MJ_GROUP; i++) {
        out[i] = (uint32_t)(acc[i] % LUDIC_MAHJONG_MODULUS);
        acc[i] = 0;
    }
}

void ludic_mj_store_row(unsigned kernel, uint32_t *row, int32_t *ext, uint64_t *acc, int32_t l,
                        int32_t h)
{
    mj_rewrite_range(row, ext, l, l + (int32_t)(((size_t)(h - l) / MJ_GROUP + 1) * MJ_GROUP));
    ludic_mj_reduce_row(kernel, row + l, acc + l, (size_t)(h - l + 1));
}

void ludic_mj_add_scaled(unsigned kernel, uint64_t *dst, const uint32_t *src, size_t n,
                         uint32_t w)
{
#if MJ_HAVE_AVX2
    if (kernel == MJ_KERNEL_AVX2) {
        add_scaled_avx2(dst, src, n, w);
        return;
    }
#endif
    (void)kernel;
    for (size_t i = 0; i < n; i++)
        dst[i] += (uint64_t)src[i] * w;
}
