/*
 * The jenga brute-force oracle respects the symmetries of the rules. None of
 * them is used inside the oracle (it solves explicit towers), so each is a
 * check that can fail:
 * - mirroring any one level (left <-> right) leaves the answer unchanged: no
 *   rule relates the positions of different levels, and the stand rule and
 *   "fill a free position" are symmetric in left and right;
 * - renaming the colours in the tower and in the die together;
 * - reordering the levels below the top: a move may take from any of them;
 * - inserting a dead level (".X." or "X.X") below the top: it can never give
 *   a block and never falls;
 * - adding black faces multiplies E by T' / T: by induction on the tower,
 *   E'(S) = (T' + sum f_c (T'/T) m_c) / sum f_c = (T'/T) E(S).
 * Towers: all 729 two-level towers of full levels under the standard die,
 * then seeded random standing towers (incomplete tops, partial levels) of 2
 * and 3 levels under random dice, some of which have no face for a colour.
 * LUDIC_TEST_SEED picks the seed, LUDIC_TEST_MULTIPLIER scales the count.
 */
#include "check.h"
#include "core/rng_int.h"
#include "jenga_oracle_towers.h"
#include "jenga_test_util.h"

static const uint8_t colour_perms[6][4] = {
    {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
};

/* "RGB R.. die 2,2,1,1" into out[0..cap). */
static void describe(const ludic_jenga_tower *t, const ludic_jenga_dice *d, char *out, size_t cap)
{
    size_t used;
    jt_describe(t, out, cap);
    used = strlen(out);
    snprintf(out + used, cap - used, "die %u,%u,%u,%u", d->green, d->blue, d->red, d->black);
}

typedef struct answer {
    ludic_status status;
    double value;
} answer;

static answer solve(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    answer a;
    ludic_error err;
    a.value = -1.0;
    a.status = ludic_jenga_brute_solve(t, d, NULL, &a.value, &err);
    if (a.status != LUDIC_OK && a.status != LUDIC_E_NO_ANSWER) {
        fprintf(stderr, "unexpected failure: %s\n", err.message);
        check_fail();
    }
    return a;
}

/* The answer for (t, d) must be `scale` times `want`, computed for (t0, d0). */
static void expect_same(const char *what, const ludic_jenga_tower *t0,
                        const ludic_jenga_dice *d0, answer want, const ludic_jenga_tower *t,
                        const ludic_jenga_dice *d, double scale)
{
    answer got = solve(t, d);
    double w = want.value * scale, diff = got.value - w;
    if (diff < 0)
        diff = -diff;
    if (got.status != want.status ||
        (got.status == LUDIC_OK && !(diff <= 1e-12 * (w > 1 ? w : 1)))) {
        char a[300], b[300];
        describe(t0, d0, a, sizeof a);
        describe(t, d, b, sizeof b);
        fprintf(stderr, "%s: %s gives status %d, %.17g; %s gives status %d, %.17g (x %g)\n",
                what, a, (int)want.status, want.value, b, (int)got.status, got.value, scale);
        check_fail();
    }
}

static void check_symmetries(const ludic_jenga_tower *t0, const ludic_jenga_dice *d0)
{
    static const uint8_t dead[2][3] = {{0, 2, 0}, {3, 0, 1}};
    answer want = solve(t0, d0);
    ludic_jenga_tower t;
    ludic_jenga_dice d;
    uint32_t l, i, top = t0->levels - 1;

    for (l = 0; l < t0->levels; l++) {
        t = *t0;
        oracle_mirror_level(&t, l);
        expect_same("mirroring one level", t0, d0, want, &t, d0, 1.0);
    }
    t = *t0;
    for (l = 0; l < t0->levels; l++)
        oracle_mirror_level(&t, l);
    expect_same("mirroring every level", t0, d0, want, &t, d0, 1.0);

    for (i = 1; i < 6; i++) {
        t = *t0;
        d = *d0;
        oracle_recolour(&t, &d, colour_perms[i]);
        expect_same("renaming colours", t0, d0, want, &t, &d, 1.0);
    }

    for (l = 0; l + 1 < top; l++) {
        t = *t0;
        oracle_swap_levels(&t, l, top - 1); /* brings any lower level right below the top */
        expect_same("reordering the levels below the top", t0, d0, want, &t, d0, 1.0);
    }

    if (t0->levels < LUDIC_JENGA_BRUTE_MAX_LEVELS) {
        for (l = 0; l < t0->levels; l++) {
            t = *t0;
            oracle_insert_level(&t, l, dead[l % 2]);
            expect_same("inserting a dead level", t0, d0, want, &t, d0, 1.0);
        }
    }

    d = *d0;
    d.black += 3;
    expect_same("adding black faces", t0, d0, want, t0, &d,
                (double)((uint64_t)d.green + d.blue + d.red + d.black) /
                    (double)((uint64_t)d0->green + d0->blue + d0->red + d0->black));
}

/* A random standing level: below the top two or three blocks or the middle alone. */
static void random_level(ludic_rng *rng, uint8_t cell[3], int is_top)
{
    static const unsigned standing[5] = {7, 3, 5, 6, 2}; /* bit p = position p holds a block */
    unsigned mask, p;
    if (ludic_rng_below(rng, 2) == 0)
        mask = 7; /* full levels are the common case */
    else if (is_top)
        mask = (unsigned)ludic_rng_range(rng, 1, 7);
    else
        mask = standing[ludic_rng_below(rng, 5)];
    for (p = 0; p < 3; p++)
        cell[p] = (mask >> p & 1) ? (uint8_t)ludic_rng_range(rng, 1, 3) : 0;
}

int main(void)
{
    const ludic_jenga_dice std = oracle_dice(2, 2, 1, 1);
    uint64_t seed = check_seed(20261130);
    unsigned rounds = 200 * check_multiplier(), r;
    uint32_t code, l;
    ludic_rng rng;

    /* All 729 towers of two full levels, standard die. */
    for (code = 0; code < 729; code++) {
        const ludic_jenga_tower t = jt_tower_index(2, code);
        check_symmetries(&t, &std);
    }

    /* Random standing towers of 2 and 3 levels under random dice. */
    ludic_rng_seed(&rng, seed);
    for (r = 0; r < rounds; r++) {
        ludic_jenga_tower t;
        ludic_jenga_dice d;
        CHECK_ITERATION(r);
        memset(&t, 0, sizeof t);
        t.levels = (uint32_t)ludic_rng_range(&rng, 2, 3);
        for (l = 0; l < t.levels; l++)
            random_level(&rng, t.cell[l], l + 1 == t.levels);
        do {
            d = oracle_dice((uint32_t)ludic_rng_below(&rng, 4), (uint32_t)ludic_rng_below(&rng, 4),
                            (uint32_t)ludic_rng_below(&rng, 4), (uint32_t)ludic_rng_below(&rng, 3));
        } while (d.green + d.blue + d.red == 0);
        check_symmetries(&t, &d);
    }
    return check_exit_code();
}
