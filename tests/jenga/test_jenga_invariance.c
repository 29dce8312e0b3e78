/*
 * Symmetries of the game the answer must respect, checked on random towers
 * (complete and mid-game, up to 6 levels): mirroring every level,
 * reordering the levels below the top, exchanging two colours together with
 * their face counts (green/blue under the default die exercises the
 * solver's own symmetry reduction; red/green exercises the path without
 * it), and scaling every face count.
 */
#include <math.h>

#include "check.h"
#include "jenga_test_util.h"

static double solve(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    double e = -1;
    ludic_error err;
    if (ludic_jenga_solve(t, d, NULL, &e, NULL, &err) != LUDIC_OK) {
        fprintf(stderr, "solve failed: %s\n", err.message);
        check_fail();
    }
    return e;
}

int main(void)
{
    uint64_t seed = check_seed(7);
    unsigned mult = check_multiplier();
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    for (unsigned i = 0; i < 60 * mult; i++) {
        CHECK_ITERATION(i);
        unsigned n = 2 + (unsigned)ludic_rng_below(&rng, i % 10 == 0 ? 5 : 4);
        ludic_jenga_tower t = jt_tower_random(&rng, n, i % 3 == 0);
        ludic_jenga_dice def = ludic_jenga_default_dice(), d = {1, 2, 3, 1}, drg = {3, 2, 1, 1};
        ludic_jenga_dice scaled = {4, 4, 2, 2};
        double e = solve(&t, &def);
        ludic_jenga_tower m = jt_mirror(t), p = jt_shuffle_below_top(t, &rng);
        ludic_jenga_tower gb = jt_swap_colors(t, LUDIC_JENGA_GREEN, LUDIC_JENGA_BLUE);
        ludic_jenga_tower rg = jt_swap_colors(t, LUDIC_JENGA_RED, LUDIC_JENGA_GREEN);
        CHECK_CLOSE(solve(&m, &def), e, 1e-12);
        CHECK_CLOSE(solve(&p, &def), e, 1e-12);
        CHECK_CLOSE(solve(&gb, &def), e, 1e-12);
        CHECK_CLOSE(solve(&t, &scaled), e, 1e-12);
        /* green 1, blue 2, red 3 on t equals green 3, blue 2, red 1 on t with red and green swapped */
        CHECK_CLOSE(solve(&rg, &drg), solve(&t, &d), 1e-12);
        CHECK(e >= 0 && isfinite(e));
    }
    CHECK_ITERATION_DONE();
    /* the sample, reordered and mirrored, keeps its answer */
    {
        ludic_jenga_tower s = jt_tower("RGB GRG BBB GGR BRG BRB");
        ludic_jenga_dice def = ludic_jenga_default_dice();
        ludic_jenga_tower q = jt_shuffle_below_top(jt_mirror(s), &rng);
        CHECK_CLOSE(solve(&q, &def), 17.119213696601992, 1e-12);
    }
    return check_exit_code();
}
