/*
 * mahjong_kernel.c: the modular DP's inner loops (mahjong_kernel_int.h).
 *
 * The scaled add dst[i] += src[i] x w (32 x 32 -> 64 bits) is the DP's
 * cost: about 4.4 per cell. The scalar form does one cell an operation; the
 * AVX2 form four (vpmovzxdq, vpmuludq, vpaddq). The reduction modulo
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

/* ---- scalar ---- */

static void add_groups_scalar(uint64_t *restrict dst, const uint32_t *restrict src,
                              size_t groups, uint32_t w)
{
    for (size_t i = 0; i < groups * MJ_GROUP; i += MJ_GROUP) {
        dst[i] += (uint64_t)src[i] * w;
        dst[i + 1] += (uint64_t)src[i + 1] * w;
        dst[i + 2] += (uint64_t)src[i + 2] * w;
        dst[i + 3] += (uint64_t)src[i + 3] * w;
    }
}

static void reduce_groups_scalar(uint32_t *out, uint64_t *acc, size_t groups)
{
    for (size_t i = 0; i < groups * MJ_GROUP; i++) {
        out[i] = (uint32_t)(acc[i] % LUDIC_MAHJONG_MODULUS);
        acc[i] = 0;
    }
}

static uint32_t weight_scalar(uint32_t w)
{
    return w;
}

#define MJ_FN(name) name##_scalar
#define MJ_ATTR
#define MJ_W uint32_t
#include "mahjong_kernel_rows_int.h"
#undef MJ_FN
#undef MJ_ATTR
#undef MJ_W

/* ---- AVX2 ---- */

#if MJ_HAVE_AVX2
#define MJ_AVX2 __attribute__((target("avx2")))

static inline MJ_AVX2 __m256i scaled4(const uint32_t *src, __m256i w)
{
    return _mm256_mul_epu32(_mm256_cvtepu32_epi64(_mm_loadu_si128((const __m128i *)src)), w);
}

static inline MJ_AVX2 void add_groups_avx2(uint64_t *restrict dst, const uint32_t *restrict src,
                                           size_t groups, __m256i vw)
{
    __m256i *d = (__m256i *)dst;
    const __m128i *s = (const __m128i *)src;
    size_t g = 0;
    for (; g + 1 < groups; g += 2) { /* two groups a turn: long rows at large n */
        const __m256i a = _mm256_mul_epu32(_mm256_cvtepu32_epi64(_mm_loadu_si128(s + g)), vw);
        const __m256i b = _mm256_mul_epu32(_mm256_cvtepu32_epi64(_mm_loadu_si128(s + g + 1)), vw);
        _mm256_storeu_si256(d + g, _mm256_add_epi64(_mm256_loadu_si256(d + g), a));
        _mm256_storeu_si256(d + g + 1, _mm256_add_epi64(_mm256_loadu_si256(d + g + 1), b));
    }
    if (g < groups)
        _mm256_storeu_si256(d + g, _mm256_add_epi64(_mm256_loadu_si256(d + g),
                                                    _mm256_mul_epu32(_mm256_cvtepu32_epi64(
                                                                         _mm_loadu_si128(s + g)),
                                                                     vw)));
}

/* Barrett reduction of four accumulators (see the top of the file). */
static inline MJ_AVX2 void reduce_groups_avx2(uint32_t *out, uint64_t *acc, size_t groups)
{
    const __m256i m = _mm256_set1_epi64x((long long)((UINT64_C(1) << 61) / LUDIC_MAHJONG_MODULUS));
    const __m256i p64 = _mm256_set1_epi64x(LUDIC_MAHJONG_MODULUS);
    const __m128i p32 = _mm_set1_epi32((int)LUDIC_MAHJONG_MODULUS);
    const __m256i even = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    const __m256i zero = _mm256_setzero_si256();
    for (size_t g = 0; g < groups; g++) {
        __m256i *a = (__m256i *)acc + g;
        const __m256i x = _mm256_loadu_si256(a);
        const __m256i q = _mm256_srli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 29), m), 32);
        const __m256i r = _mm256_sub_epi64(x, _mm256_mul_epu32(q, p64));
        __m128i r32 = _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(r, even));
        r32 = _mm_min_epu32(r32, _mm_sub_epi32(r32, p32));
        _mm_storeu_si128((__m128i *)out + g, r32);
        _mm256_storeu_si256(a, zero);
    }
}

static inline MJ_AVX2 __m256i weight_avx2(uint32_t w)
{
    return _mm256_set1_epi64x((long long)w);
}

#define MJ_FN(name) name##_avx2
#define MJ_ATTR MJ_AVX2
#define MJ_W __m256i
#include "mahjong_kernel_rows_int.h"
#undef MJ_FN
#undef MJ_ATTR
#undef MJ_W

static MJ_AVX2 void add_scaled_avx2(uint64_t *dst, const uint32_t *src, size_t n, uint32_t w)
{
    add_groups_avx2(dst, src, n / MJ_GROUP, weight_avx2(w));
    for (size_t i = n / MJ_GROUP * MJ_GROUP; i < n; i++)
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
    reduce_groups_scalar(out, acc, groups);
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
    add_groups_scalar(dst, src, n / MJ_GROUP, w);
    for (size_t i = n / MJ_GROUP * MJ_GROUP; i < n; i++)
        dst[i] += (uint64_t)src[i] * w;
}
