/*
 * The fast solver against the independent brute-force oracle
 * (ludic_jenga_brute_solve, written from the rules alone by another hand):
 * every complete tower of 2 levels, random towers of 3 levels, random
 * mid-game towers of 2 to 4 levels, random dice (green and blue unequal too, zero faces,
 * stuck games), and the value of every move advise lists. Agreement within
 * 1e-9 absolute.
 */
#include <math.h>

#include "check.h"
#include "jenga_test_util.h"

#define TOL 1e-9

static int compare(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    ludic_error e1, e2;
    double fast = -1, slow = -1;
    ludic_status s1 = ludic_jenga_solve(t, d, NULL, &fast, NULL, &e1);
    ludic_status s2 = ludic_jenga_brute_solve(t, d, NULL, &slow, &e2);
    char desc[300];
    if (s1 == s2 && (s1 != LUDIC_OK || fabs(fast - slow) <= TOL))
        return 0;
    jt_describe(t, desc, sizeof desc);
    fprintf(stderr, "tower %s dice %u,%u,%u,%u: solve %d %.17g (%s), brute %d %.17g (%s)\n", desc,
            d->green, d->blue, d->red, d->black, (int)s1, fast, s1 ? e1.message : "",
            (int)s2, slow, s2 ? e2.message : "");
    check_fail();
    return 1;
}

/* Every option of advise against the brute force on the tower after it. */
static void check_advise(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    static ludic_jenga_option opt[LUDIC_JENGA_MAX_MOVES];
    ludic_jenga_solver *s;
    ludic_error err;
    if (ludic_jenga_solver_create(t, d, NULL, &s, &err) != LUDIC_OK)
        return; /* compare() reports disagreements on the tower itself */
    for (int c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++) {
        size_t n = 0;
        uint32_t faces = c == LUDIC_JENGA_RED ? d->red : c == LUDIC_JENGA_GREEN ? d->green : d->blue;
        if (!faces)
            continue;
        CHECK(ludic_jenga_advise(s, t, (ludic_jenga_color)c, opt, LUDIC_JENGA_MAX_MOVES, &n,
                                 &err) == LUDIC_OK);
        {
            size_t listed = 0;
            CHECK(ludic_jenga_list_moves(t, (ludic_jenga_color)c, NULL, 0, &listed, &err) ==
                  (n ? LUDIC_E_TRUNCATED : LUDIC_OK));
            CHECK(n == listed);
        }
        for (size_t i = 0; i < n; i++) {
            ludic_jenga_tower after = *t;
            double want = -1;
            CHECK(ludic_jenga_play_move(&after, &opt[i].move, &err) == LUDIC_OK);
            if (ludic_jenga_brute_solve(&after, d, NULL, &want, &err) == LUDIC_OK)
                CHECK(fabs(opt[i].expected - want) <= TOL);
            else
                CHECK(isinf(opt[i].expected));
            if (i)
                CHECK(opt[i - 1].expected <= opt[i].expected);
        }
    }
    ludic_jenga_solver_free(s);
}

static ludic_jenga_dice random_dice(ludic_rng *rng)
{
    ludic_jenga_dice d;
    do {
        d.green = (uint32_t)ludic_rng_below(rng, 4);
        d.blue = ludic_rng_below(rng, 3) ? (uint32_t)ludic_rng_below(rng, 4) : d.green;
        d.red = (uint32_t)ludic_rng_below(rng, 4);
        d.black = (uint32_t)ludic_rng_below(rng, 3);
    } while (d.green + d.blue + d.red == 0);
    return d;
}

int main(void)
{
    const ludic_jenga_dice def = ludic_jenga_default_dice();
    uint64_t seed = check_seed(424);
    unsigned mult = check_multiplier(), agreed = 0;
    uint64_t it = 0; /* the case number across the loops, for failure messages */
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    /* every complete tower of 2 levels, the original die */
    for (uint64_t i = 0; i < 729; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_tower t = jt_tower_index(2, i);
        agreed += !compare(&t, &def);
    }
    /* random towers of 3 levels */
    for (unsigned i = 0; i < 200 * mult; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_tower t = jt_tower_random(&rng, 3, 0);
        agreed += !compare(&t, &def);
    }
    /* mid-game towers of 2 and 3 levels, and a few of 4 (the brute force takes ~0.1 s each) */
    for (unsigned i = 0; i < 200 * mult; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_tower t = jt_tower_random(&rng, 2 + (unsigned)ludic_rng_below(&rng, 2), 1);
        agreed += !compare(&t, &def);
    }
    for (unsigned i = 0; i < 6 * mult; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_tower t = jt_tower_random(&rng, 4, 1);
        t.cell[0][ludic_rng_below(&rng, 2) * 2] = 0; /* the bottom has a side out */
        agreed += !compare(&t, &def);
    }
    /* custom dice */
    for (unsigned i = 0; i < 300 * mult; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_dice d = random_dice(&rng);
        ludic_jenga_tower t =
            jt_tower_random(&rng, 2 + (unsigned)ludic_rng_below(&rng, 2), ludic_rng_below(&rng, 2) != 0);
        agreed += !compare(&t, &d);
    }
    /* advise's values of every move */
    for (unsigned i = 0; i < 40 * mult; i++) {
        CHECK_ITERATION(it++);
        ludic_jenga_tower t = jt_tower_random(&rng, 2 + (unsigned)ludic_rng_below(&rng, 2),
                                              ludic_rng_below(&rng, 2) != 0);
        check_advise(&t, i % 2 ? &def : &(ludic_jenga_dice){1, 2, 3, 1});
    }
    CHECK_ITERATION_DONE();
    printf("%u towers agree with the oracle\n", agreed);
    return check_exit_code();
}
