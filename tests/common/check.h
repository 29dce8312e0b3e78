/*
 * check.h: the few macros every C test uses. A failed check prints where and
 * what, and the test keeps going; main returns check_exit_code(). Random tests
 * take their seed from check_seed() (LUDIC_TEST_SEED, or the test's default)
 * and scale their iteration counts by LUDIC_TEST_MULTIPLIER (default 1).
 *
 * Every failure of a random test names its seed: check_seed() records the
 * seed it returns, CHECK_SEED(s) records one a test chose itself (a fixed
 * seed, or the seed of a loop over a generator's seeds), and
 * CHECK_ITERATION(i) the case being checked (until CHECK_ITERATION_DONE(),
 * CHECK_SEED_DONE());
 * each failed check then prints
 * them on the line after its own ("  seed 42 (LUDIC_TEST_SEED=42 repeats
 * it), iteration 17"), and check_exit_code() once more at the end.
 */
#ifndef LUDIC_TEST_CHECK_H
#define LUDIC_TEST_CHECK_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_failures;

/* The random context of the checks that follow (see above). */
static struct {
    int seed_set, from_env, iteration_set;
    uint64_t seed, iteration;
} check_context_;

#define CHECK_SEED(s)                                                                             \
    (check_context_.seed = (uint64_t)(s), check_context_.seed_set = 1,                            \
     check_context_.from_env = 0)
#define CHECK_ITERATION(i)                                                                        \
    (check_context_.iteration = (uint64_t)(i), check_context_.iteration_set = 1)
/* After the loop: the checks that follow belong to no iteration (to no seed). */
#define CHECK_ITERATION_DONE() (check_context_.iteration_set = 0)
#define CHECK_SEED_DONE() (check_context_.seed_set = 0)

/*
 * Count a failure (the CHECK macros call it; a test that prints its own
 * message calls it too) and print the seed and iteration it happened at.
 */
static inline void check_fail(void)
{
    check_failures++;
    if (!check_context_.seed_set && !check_context_.iteration_set)
        return;
    fputs("  ", stderr);
    if (check_context_.seed_set && check_context_.from_env)
        fprintf(stderr, "seed %" PRIu64 " (LUDIC_TEST_SEED=%" PRIu64 " repeats it)",
                check_context_.seed, check_context_.seed);
    else if (check_context_.seed_set)
        fprintf(stderr, "seed %" PRIu64, check_context_.seed);
    if (check_context_.iteration_set)
        fprintf(stderr, "%siteration %" PRIu64, check_context_.seed_set ? ", " : "",
                check_context_.iteration);
    fputc('\n', stderr);
}

#define CHECK(cond)                                                                               \
    do {                                                                                          \
        if (!(cond)) {                                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);              \
            check_fail();                                                                         \
        }                                                                                         \
    } while (0)

#define CHECK_EQ_U64(got, want)                                                                   \
    do {                                                                                          \
        uint64_t check_got_ = (uint64_t)(got), check_want_ = (uint64_t)(want);                    \
        if (check_got_ != check_want_) {                                                          \
            fprintf(stderr, "%s:%d: %s == %" PRIu64 ", expected %" PRIu64 "\n", __FILE__,         \
                    __LINE__, #got, check_got_, check_want_);                                     \
            check_fail();                                                                         \
        }                                                                                         \
    } while (0)

#define CHECK_STR_CONTAINS(haystack, needle)                                                      \
    do {                                                                                          \
        if (!strstr((haystack), (needle))) {                                                      \
            fprintf(stderr, "%s:%d: \"%s\" does not contain \"%s\"\n", __FILE__, __LINE__,        \
                    (haystack), (needle));                                                        \
            check_fail();                                                                         \
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
            check_fail();                                                                         \
        }                                                                                         \
    } while (0)

/* The seed of a random test: LUDIC_TEST_SEED, or `fallback`; recorded for failure messages. */
static inline uint64_t check_seed(uint64_t fallback)
{
    const char *s = getenv("LUDIC_TEST_SEED");
    CHECK_SEED(s && *s ? strtoull(s, NULL, 10) : fallback);
    check_context_.from_env = 1;
    return check_context_.seed;
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
        fprintf(stderr, "%d check(s) failed", check_failures);
        if (check_context_.seed_set && check_context_.from_env)
            fprintf(stderr, " (seed %" PRIu64 "; LUDIC_TEST_SEED=%" PRIu64 " repeats the run)",
                    check_context_.seed, check_context_.seed);
        fputc('\n', stderr);
        return 1;
    }
    return 0;
}

#endif
