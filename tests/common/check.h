/*
 * check.h: the few macros every C test uses. A failed check prints where and
 * what, and the test keeps going; main returns check_exit_code(). Random tests
 * take their seed from LUDIC_TEST_SEED (printed on failure) and scale their
 * iteration counts by LUDIC_TEST_MULTIPLIER (default 1).
 */
#ifndef LUDIC_TEST_CHECK_H
#define LUDIC_TEST_CHECK_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures;

#define CHECK(cond)                                                                               \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);              \
            check_failures++;                                                                     \
        }                                                                                         \
    } while (0)

#define CHECK_EQ_U64(got, want)                                                                   \
    do {                                                                                          \
        uint64_t check_got_ = (uint64_t)(got), check_want_ = (uint64_t)(want);                    \
        if (check_got_ != check_want_) {                                                          \
            fprintf(stderr, "%s:%d: %s == %" PRIu64 ", expected %" PRIu64 "\n", __FILE__,         \
                    __LINE__, #got, check_got_, check_want_);                                     \
            check_failures++;                                                                     \
        }                                                                                         \
    } while (0)

#define CHECK_STR_CONTAINS(haystack, needle)                                                      \
    do {                                                                                          \
        if (!strstr((haystack), (needle))) {                                                      \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__,        \
                    (haystack), (needle));                                                        \
            check_failures++;                                                                     \
        }                                                                                         \
    } while (0)

/* |got - want| <= tol * max(1, |want|) */
#define CHECK_CLOSE(got, want, tol)                                                               \
    do {                                                                                          \
        double check_g_ = (got), check_w_ = (want);                                               \
        double check_s_ = check_w_ < 0 ? -check_w_ : check_w_;                                    \
        double check_d_ = check_g_ - check_w_;                                                    \
        if (check_d_ < 0)                                                                         \
            check_d_ = -check_d_;                                                                 \
        if (!(check_d_ <= (tol) * (check_s_ > 1 ? check_s_ : 1))) {                               \
            fprintf(stderr, "%s:%d: %s == %.17g, expected %.17g (tolerance %g)\n", __FILE__,      \
                    __LINE__, #got, check_g_, check_w_, (double)(tol));                           \
            check_failures++;                                                                     \
        }                                                                                         \
    } while (0)

static inline uint64_t check_seed(uint64_t fallback)
{
    const char *s = getenv("LUDIC_TEST_SEED");
    return s && *s ? strtoull(s, NULL, 10) : fallback;
}

static inline unsigned check_multiplier(void)
{
    const char *s = getenv("LUDIC_TEST_MULTIPLIER");
    unsigned long m = s && *s ? strtoul(s, NULL, 10) : 1;
    return m ? (unsigned)m : 1u;
}

static inline int check_exit_code(void)
{
    if (check_failures) {
        fprintf(stderr, "%d check(s) failed\n", check_failures);
        return 1;
    }
    return 0;
}

#endif
