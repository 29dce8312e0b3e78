/*
 * The solve on several threads gives the same answer as on one, bit for
 * bit: the expected value, the value of every tower met along random games,
 * and the same counts (states, groups, lookups). Batches are split among the
 * threads in chunks of a single group (jg_options.chunk = 1), so that small
 * towers, mid-game ones, other dice and the variant without base groups all
 * exercise the parallel paths. Also: progress reports (done <= total, the
 * last with done == total) and cancelling through the progress callback.
 */
#include <string.h>

#include "check.h"
#include "jenga/jenga_int.h"
#include "jenga_test_util.h"

static ludic_jenga_solver *make(const ludic_jenga_tower *t, const ludic_jenga_dice *d,
                                unsigned threads, int base)
{
    ludic_limits lim = {0};
    jg_options o = {1, base, 0, 1, 0};
    ludic_jenga_solver *s = NULL;
    ludic_error err;
    lim.threads = threads;
    if (ludic_jg_solver_create(t, d, &lim, &o, &s, &err) != LUDIC_OK) {
        fprintf(stderr, "solve failed: %s\n", err.message);
        check_fail();
        return NULL;
    }
    CHECK(ludic_jg_solver_parts(s) == threads); /* the solve really was split */
    return s;
}

static int same_bits(double a, double b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

/* Play random games from the start; every tower met has the same value in both. */
static void compare_games(const ludic_jenga_solver *one, const ludic_jenga_solver *many,
                          ludic_rng *rng)
{
    for (unsigned game = 0; game < 8; game++) {
        ludic_jenga_tower t = *ludic_jenga_solver_tower(one);
        for (unsigned step = 0; step < 64 && !ludic_jenga_tower_is_over(&t); step++) {
            ludic_jenga_move moves[LUDIC_JENGA_MAX_MOVES];
            ludic_error err;
            double a = -1, b = -2;
            size_t n = 0;
            CHECK(ludic_jenga_solver_value(one, &t, &a, &err) == LUDIC_OK);
            CHECK(ludic_jenga_solver_value(many, &t, &b, &err) == LUDIC_OK);
            CHECK(same_bits(a, b));
            for (unsigned tries = 0; tries < 8 && n == 0; tries++)
                CHECK(ludic_jenga_list_moves(&t, (ludic_jenga_color)ludic_rng_range(rng, 1, 3),
                                             moves, LUDIC_JENGA_MAX_MOVES, &n, &err) == LUDIC_OK);
            if (n == 0)
                break;
            CHECK(ludic_jenga_play_move(&t, &moves[ludic_rng_below(rng, n)], &err) == LUDIC_OK);
        }
    }
}

static void compare(const ludic_jenga_tower *t, const ludic_jenga_dice *d, int base,
                    ludic_rng *rng)
{
    ludic_jenga_solver *one = make(t, d, 1, base);
    for (unsigned threads = 2; threads <= 3 && one; threads++) {
        ludic_jenga_solver *many = make(t, d, threads, base);
        ludic_jenga_stats a, b;
        if (!many)
            break;
        CHECK(same_bits(ludic_jenga_solver_expected(one), ludic_jenga_solver_expected(many)));
        ludic_jenga_solver_stats(one, &a);
        ludic_jenga_solver_stats(many, &b);
        CHECK(a.states == b.states && a.groups == b.groups && a.lookups == b.lookups);
        compare_games(one, many, rng);
        ludic_jenga_solver_free(many);
    }
    ludic_jenga_solver_free(one);
}

typedef struct calls {
    uint64_t count, last_done, last_total, cancel_after;
    int bad;
} calls;

static int record(void *ctx, uint64_t done, uint64_t total)
{
    calls *c = ctx;
    if (done > total)
        c->bad = 1;
    c->count++;
    c->last_done = done;
    c->last_total = total;
    return c->cancel_after && c->count >= c->cancel_after;
}

int main(void)
{
    static const ludic_jenga_dice dice[] = {{2, 2, 1, 1}, {3, 1, 1, 1}, {1, 1, 1, 0}, {1, 2, 3, 1}};
    uint64_t seed = check_seed(12);
    unsigned mult = check_multiplier();
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    for (unsigned i = 0; i < 24 * mult; i++) {
        unsigned n = 2 + i % 5; /* 2 to 6 levels */
        ludic_jenga_tower t = jt_tower_random(&rng, n, (int)(i % 3 == 2));
        CHECK_ITERATION(i);
        compare(&t, &dice[i % 4], (int)(i % 5 != 4), &rng);
    }
    CHECK_ITERATION_DONE();
    {
        /* the hardest 6-level tower, and a 7-level one, with the default split */
        const char *tall[] = {"RRR GGG BBB RGB GBR BRG", "BRG GBR GRG RGG RGB BBG RBR"};
        for (unsigned i = 0; i < 2; i++) {
            ludic_jenga_tower t = jt_tower(tall[i]);
            compare(&t, &dice[0], 1, &rng);
        }
    }
    {
        /* progress: several reports, done <= total, the last one done == total */
        ludic_jenga_tower t = jt_tower("BRG GBR GRG RGG RGB BBG RBR");
        ludic_limits lim = {0};
        ludic_jenga_stats st;
        calls c = {0, 0, 0, 0, 0};
        ludic_error err;
        double e = -1;
        lim.progress = record;
        lim.progress_ctx = &c;
        CHECK(ludic_jenga_solve(&t, NULL, &lim, &e, &st, &err) == LUDIC_OK);
        CHECK(c.count >= 1 && !c.bad);
        CHECK(c.last_done == c.last_total && c.last_total == 2 * st.groups);
        /* cancelled at the first report: no solver, LUDIC_E_CANCELLED */
        {
            calls stop = {0, 0, 0, 1, 0};
            ludic_jenga_solver *s = (ludic_jenga_solver *)&stop; /* must be reset to NULL */
            lim.progress_ctx = &stop;
            CHECK(ludic_jenga_solver_create(&t, NULL, &lim, &s, &err) == LUDIC_E_CANCELLED);
            CHECK(s == NULL && stop.count == 1);
        }
        /* the simulation reports games played, the last one all of them */
        {
            ludic_jenga_solver *s = NULL;
            ludic_jenga_sim sim;
            calls games = {0, 0, 0, 0, 0};
            lim.progress = NULL;
            t = jt_tower("RGB GRG BBB");
            CHECK(ludic_jenga_solver_create(&t, NULL, &lim, &s, &err) == LUDIC_OK);
            lim.progress = record;
            lim.progress_ctx = &games;
            CHECK(ludic_jenga_simulate_limits(s, 5000, 1, &lim, &sim, &err) == LUDIC_OK);
            CHECK(games.count >= 1 && !games.bad && games.last_done == 5000 &&
                  games.last_total == 5000);
            ludic_jenga_solver_free(s);
        }
    }
    return check_exit_code();
}
