/*
 * Towers beyond the oracle's reach, checked against independent figures:
 * the hardest 7- and 8-level towers found (examples/jenga/hard7.txt,
 * hard8.txt) against the answers of bench/jenga/jenga_baseline.c (a separate
 * straightforward solver: explicit towers, canonical hashing; 6,265,377
 * states and 36 s for the first, 26,683,926 states and 197 s for the
 * second), and the 7-level one mirrored and reordered. Label slow: about a
 * second in a release build.
 */
#include <math.h>

#include "check.h"
#include "jenga_test_util.h"

int main(void)
{
    ludic_jenga_tower t = jt_tower("BRG GBR GRG RGG RGB BBG RBR"), u;
    ludic_jenga_dice d = ludic_jenga_default_dice();
    ludic_jenga_stats st;
    ludic_error e;
    ludic_rng rng;
    double x = 0, y = 0;
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, &st, &e) == LUDIC_OK);
    /* the baseline prints 12 significant digits: 18.0752831296 */
    CHECK(fabs(x - 18.0752831296) <= 1e-10);
    CHECK_EQ_U64(st.states, 707937); /* docs/jenga.md quotes it */
    CHECK_SEED(77);
    ludic_rng_seed(&rng, 77);
    u = jt_shuffle_below_top(jt_mirror(t), &rng);
    CHECK(ludic_jenga_solve(&u, &d, NULL, &y, NULL, &e) == LUDIC_OK);
    CHECK(fabs(x - y) <= 1e-12);
    CHECK_SEED_DONE();
    t = jt_tower("BGB GBB BRB BRG RRB RGR GBG RBR");
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, &st, &e) == LUDIC_OK);
    CHECK(fabs(x - 20.6179551013) <= 1e-10); /* the baseline's 12 digits */
    CHECK_EQ_U64(st.states, 2771984);
    return check_exit_code();
}
