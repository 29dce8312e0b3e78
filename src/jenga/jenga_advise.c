/*
 * jenga_advise.c: the optimal policy read off a solved tower: every legal
 * move of a colour with the expected minutes left after it, best first; and
 * Monte Carlo games played by that policy.
 */
#include <math.h>

#include "core/error_int.h"
#include "core/rng_int.h"
#include "core/student_int.h"
#include "jenga_int.h"

static double faces_of(const ludic_jenga_dice *d, ludic_jenga_color color)
{
    return color == LUDIC_JENGA_RED     ? d->red
           : color == LUDIC_JENGA_GREEN ? d->green
                                        : d->blue;
}

static const char *color_name(ludic_jenga_color color)
{
    return color == LUDIC_JENGA_RED ? "red" : color == LUDIC_JENGA_GREEN ? "green" : "blue";
}

ludic_status ludic_jenga_advise(const ludic_jenga_solver *solver, const ludic_jenga_tower *tower,
                                ludic_jenga_color color, ludic_jenga_option *options,
                                size_t cap, size_t *count, ludic_error *err)
{
    ludic_jenga_move moves[LUDIC_JENGA_MAX_MOVES];
    double value[LUDIC_JENGA_MAX_MOVES];
    size_t order[LUDIC_JENGA_MAX_MOVES], n;
    ludic_jenga_dice dice;
    ludic_status st;
    double here;
    if (!solver)
        return ludic_fail_null(err, __func__, "solver");
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (!count)
        return ludic_fail_null(err, __func__, "count");
    if ((st = ludic_check_room(err, __func__, "options", options, cap)) != LUDIC_OK)
        return st;
    if (color < LUDIC_JENGA_RED || color > LUDIC_JENGA_BLUE)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "colour %d is not red, green or blue",
                          (int)color);
    dice = ludic_jenga_solver_dice(solver);
    if (faces_of(&dice, color) == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the die has no %s face, so the solver never looked at %s moves",
                          color_name(color), color_name(color));
    /* The tower itself must be one the solver reached (LUDIC_E_ARGUMENT if not); then
       so is every tower one move of a colour the die shows away from it. */
    st = ludic_jenga_solver_value(solver, tower, &here, err);
    if (st != LUDIC_OK)
        return st;
    n = ludic_jg_list_moves_raw(tower, color, moves, LUDIC_JENGA_MAX_MOVES);
    for (size_t i = 0; i < n; i++) {
        ludic_jenga_tower after = *tower;
        ludic_jg_apply_raw(&after, &moves[i]);
        st = ludic_jenga_solver_value(solver, &after, &value[i], err);
        if (st != LUDIC_OK)
            return ludic_fail_internal(err, __func__,
                                       "a move from a solved tower led to an unsolved one");
        /* stable insertion by value: ties keep the order of ludic_jenga_list_moves */
        {
            size_t j = i;
            for (; j > 0 && value[order[j - 1]] > value[i]; j--)
                order[j] = order[j - 1];
            order[j] = i;
        }
    }
    for (size_t i = 0; i < n && i < cap; i++) {
        options[i].move = moves[order[i]];
        options[i].expected = value[order[i]];
    }
    *count = n;
    if (n > cap)
        return ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0,
                          "there are %zu options; options holds %zu (LUDIC_JENGA_MAX_MOVES "
                          "always suffices)",
                          n, cap);
    return LUDIC_OK;
}

/* The colour a roll of face f shows: faces are green, blue, red, then black. */
static ludic_jenga_color roll_color(const ludic_jenga_dice *d, uint64_t f)
{
    if (f < d->green)
        return LUDIC_JENGA_GREEN;
    f -= d->green;
    if (f < d->blue)
        return LUDIC_JENGA_BLUE;
    f -= d->blue;
    if (f < d->red)
        return LUDIC_JENGA_RED;
    return LUDIC_JENGA_EMPTY; /* black */
}

/* Play one game by the policy of ludic_jenga_advise; *minutes gets its length. */
static ludic_status play(const ludic_jenga_solver *solver, ludic_rng *rng, uint64_t *minutes,
                         ludic_error *err)
{
    ludic_jenga_tower t = *ludic_jenga_solver_tower(solver);
    ludic_jenga_dice d = ludic_jenga_solver_dice(solver);
    uint64_t faces = (uint64_t)d.green + d.blue + d.red + d.black;
    ludic_jenga_move moves[LUDIC_JENGA_MAX_MOVES];
    *minutes = 0;
    while (!ludic_jg_is_over_raw(&t)) {
        ludic_jenga_color c = roll_color(&d, ludic_rng_below(rng, faces));
        size_t n, best = 0;
        double best_value = HUGE_VAL;
        ++*minutes;
        if (c == LUDIC_JENGA_EMPTY)
            continue;
        n = ludic_jg_list_moves_raw(&t, c, moves, LUDIC_JENGA_MAX_MOVES);
        if (n == 0)
            continue;
        for (size_t i = 0; i < n; i++) {
            ludic_jenga_tower after = t;
            double v;
            ludic_status st;
            ludic_jg_apply_raw(&after, &moves[i]);
            /* Every tower a game reaches was solved: the solver started from the same one. */
            st = ludic_jenga_solver_value(solver, &after, &v, err);
            if (st != LUDIC_OK)
                return ludic_fail_internal(err, "ludic_jenga_simulate",
                                           "a game reached a tower the solver did not solve");
            if (v < best_value) {
                best_value = v;
                best = i;
            }
        }
        ludic_jg_apply_raw(&t, &moves[best]);
    }
    return LUDIC_OK;
}

static ludic_status simulate(const char *function, const ludic_jenga_solver *solver,
                             uint64_t games, uint64_t seed, const ludic_limits *limits,
                             ludic_jenga_sim *sim, ludic_error *err);

ludic_status ludic_jenga_simulate(const ludic_jenga_solver *solver, uint64_t games,
                                  uint64_t seed, ludic_jenga_sim *sim, ludic_error *err)
{
    return simulate(__func__, solver, games, seed, NULL, sim, err);
}

ludic_status ludic_jenga_simulate_limits(const ludic_jenga_solver *solver, uint64_t games,
                                         uint64_t seed, const ludic_limits *limits,
                                         ludic_jenga_sim *sim, ludic_error *err)
{
    return simulate(__func__, solver, games, seed, limits, sim, err);
}

static ludic_status simulate(const char *function, const ludic_jenga_solver *solver,
                             uint64_t games, uint64_t seed, const ludic_limits *limits,
                             ludic_jenga_sim *sim, ludic_error *err)
{
    ludic_progress_fn progress = limits ? limits->progress : NULL;
    double last = jg_seconds();
    ludic_rng rng;
    ludic_jenga_sim r;
    double mean = 0, m2 = 0, t;
    if (!solver)
        return ludic_fail_null(err, function, "solver");
    if (!sim)
        return ludic_fail_null(err, function, "sim");
    if (games < 1 || games > LUDIC_JENGA_MAX_GAMES)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "games must be from 1 to %llu",
                          (unsigned long long)LUDIC_JENGA_MAX_GAMES);
    ludic_rng_seed(&rng, seed);
    r.shortest = UINT64_MAX;
    r.longest = 0;
    for (uint64_t i = 0; i < games; i++) {
        uint64_t minutes;
        double delta;
        ludic_status st = play(solver, &rng, &minutes, err);
        if (st != LUDIC_OK)
            return st; /* *sim untouched */
        /* Welford's running mean and sum of squared deviations */
        delta = (double)minutes - mean;
        mean += delta / (double)(i + 1);
        m2 += delta * ((double)minutes - mean);
        if (minutes < r.shortest)
            r.shortest = minutes;
        if (minutes > r.longest)
            r.longest = minutes;
        /* progress: games played, at most about a hundred times a second */
        if (progress && (i % 256u == 255u || i + 1 == games)) {
            double now = jg_seconds();
            if (i + 1 == games || now - last >= 0.01) {
                last = now;
                if (progress(limits->progress_ctx, i + 1, games))
                    return ludic_fail(err, LUDIC_E_CANCELLED, 0, 0,
                                      "the simulation was cancelled");
            }
        }
    }
    r.games = games;
    r.mean = mean;
    /* One game says nothing about the spread: NaN, and an unbounded interval. */
    r.stddev = games > 1 ? sqrt(m2 / (double)(games - 1)) : (double)NAN;
    r.std_error = r.stddev / sqrt((double)games);
    /* Student's t with games - 1 degrees of freedom: 2.5758 (the normal
       quantile) only for many games; 63.7 for two, 3.25 for ten. */
    t = ludic_student_t995(games - 1);
    r.ci99_low = games > 1 ? mean - t * r.std_error : -HUGE_VAL;
    r.ci99_high = games > 1 ? mean + t * r.std_error : HUGE_VAL;
    *sim = r;
    return LUDIC_OK;
}
