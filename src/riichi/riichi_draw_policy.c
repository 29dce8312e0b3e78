/*
 * riichi_draw_policy.c: the draw game's policy made explicit
 * (include/ludic/riichi.h): the advice after each draw
 * (ludic_riichi_compute_draw_advice) and a seeded Monte Carlo run of the
 * policy under either wall convention (ludic_riichi_simulate_draws).
 *
 * Both ask the replace search (riichi_draw_search.c) one question: after
 * drawing k into the 13 - 3c tiles h with d draws left, which option does
 * the policy take? decide() answers it from the search's memoised values
 * V_d, with the option set and the tie rule of the search's own forward
 * pass: keep h (discard k) first, then h + k - x for x ascending, allowed
 * when shanten(h + k - x) <= shanten(h) + E - 1; the first option of the
 * largest value wins. Each decision costs one shanten per kind held plus a
 * hash lookup per allowed option (the values are memoised).
 *
 * Under the real wall the policy stays the one computed under replace: it
 * reads the hand only, and every hand it reaches at the table is one the
 * replace search can reach (the real wall holds a subset of the replace
 * wall's tiles), so every value it asks for is defined.
 */
#include <math.h>
#include <string.h>

#include "core/error_int.h"
#include "core/rng_int.h"
#include "core/student_int.h"
#include "riichi_draw_int.h"

/* What the policy does after one draw. */
typedef struct decision {
    int complete;      /* the draw completes the hand */
    unsigned discard;  /* the kind discarded (== the draw: keep) */
    unsigned options;  /* allowed options, keeping included */
    int shanten;       /* of the hand after the discard */
    double win, keep;  /* V_d after the discard, and after keeping */
} decision;

/* The value V_d of hand h in search s; -1.0 when out of memory. */
static double value_of(ri_draw_search *s, const uint8_t *h, unsigned d)
{
    const uint32_t id = ludic_ri_draw_find(s, h);
    double v;
    if (id == UINT32_MAX)
        return -1.0;
    v = ludic_ri_draw_value(s, id, d);
    return s->failed ? -1.0 : v;
}

/*
 * The policy's option after drawing k into h (shanten sh; h is restored)
 * with d draws left after this one. 0, or -1 when out of memory.
 */
static int decide(ri_draw_search *s, uint8_t *h, int sh, unsigned k, unsigned d, decision *out)
{
    const int limit = sh + (int)s->slack - 1;
    ludic_riichi_shanten drawn;
    memset(out, 0, sizeof *out);
    out->discard = k;
    h[k]++;
    ludic_riichi_compute_shanten_raw(h, s->flags, &drawn);
    if (drawn.min < 0) {
        h[k]--;
        out->complete = 1;
        out->shanten = -1;
        out->win = out->keep = 1.0;
        return 0;
    }
    h[k]--;
    out->keep = out->win = value_of(s, h, d);
    out->shanten = sh;
    out->options = 1;
    if (out->win < 0.0)
        return -1;
    if (drawn.min > limit) /* removing a tile never lowers the shanten */
        return 0;
    h[k]++;
    for (unsigned x = 0; x < RI_KINDS; x++) {
        ludic_riichi_shanten after;
        double v;
        if (x == k || h[x] == 0)
            continue;
        h[x]--;
        ludic_riichi_compute_shanten_raw(h, s->flags, &after);
        v = after.min <= limit ? value_of(s, h, d) : 0.0;
        h[x]++;
        if (after.min > limit)
            continue;
        if (v < 0.0) {
            h[k]--;
            return -1;
        }
        out->options++;
        if (ri_draw_better(v, out->win)) {
            out->win = v;
            out->discard = x;
            out->shanten = after.min;
        }
    }
    h[k]--;
    return 0;
}

/* Checks shared by both entry points; base = wall + hand. */
static ludic_status prepare(const uint8_t *counts, const uint8_t *wall, unsigned draws,
                            ludic_riichi_policy policy, unsigned flags, const void *out,
                            unsigned *n, uint8_t *w, uint8_t *base, ludic_error *err)
{
    ludic_status status = ludic_ri_check_hand(counts, flags, out, RI_SIZES_WAITING, n, err);
    if (status != LUDIC_OK)
        return status;
    if (draws < 1 || draws > LUDIC_RIICHI_MAX_DRAWS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "draws is %u; expected 1 to %u", draws,
                          LUDIC_RIICHI_MAX_DRAWS);
    if (policy != LUDIC_RIICHI_POLICY_PROGRESS && policy != LUDIC_RIICHI_POLICY_EXCHANGE &&
        policy != LUDIC_RIICHI_POLICY_ANY)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown policy %d; expected a ludic_riichi_policy", (int)policy);
    status = ludic_ri_resolve_wall(counts, wall, flags, w, err);
    if (status == LUDIC_OK)
        for (unsigned k = 0; k < RI_KINDS; k++)
            base[k] = (uint8_t)(w[k] + counts[k]);
    return status;
}

ludic_status ludic_riichi_compute_draw_advice(const uint8_t *counts, const uint8_t *wall,
                                              unsigned draws, ludic_riichi_policy policy,
                                              const ludic_limits *limits, unsigned flags,
                                              ludic_riichi_draw_advice *out, ludic_error *err)
{
    uint8_t w[RI_KINDS], base[RI_KINDS], h[RI_KINDS];
    unsigned n, total = 0;
    ri_draw_search s;
    ludic_riichi_shanten sh;
    double acc = 0.0;
    static const ludic_riichi_draw_advice zero;
    ludic_riichi_draw_advice a = zero;
    ludic_status status = prepare(counts, wall, draws, policy, flags, out, &n, w, base, err);
    if (status != LUDIC_OK)
        return status;
    ludic_riichi_compute_shanten_raw(counts, flags, &sh);
    memcpy(h, counts, RI_KINDS);
    for (unsigned k = 0; k < RI_KINDS; k++)
        total += w[k];
    a.shanten = sh.min;
    a.draws = draws;
    a.wall = total;
    ludic_ri_draw_start(&s, base, n, draws, (unsigned)policy, limits, flags);
    for (unsigned k = 0; k < RI_KINDS && status == LUDIC_OK; k++) {
        ludic_riichi_draw_choice *c = &a.row[a.count];
        decision dc;
        if (w[k] == 0)
            continue;
        if (decide(&s, h, sh.min, k, draws - 1, &dc)) {
            status = ludic_ri_draw_failure(&s, err);
            break;
        }
        c->draw = (uint8_t)k;
        c->copies = w[k];
        c->complete = (uint8_t)dc.complete;
        c->discard = (uint8_t)dc.discard;
        c->shanten = dc.shanten;
        c->options = dc.options;
        c->win = dc.win;
        c->keep = dc.keep;
        acc += (double)w[k] * dc.win; /* the numerator first, one division: as the search */
        a.count++;
    }
    a.win = total > 0 ? acc / (double)total : 0.0;
    if (a.win > 1.0)
        a.win = 1.0;
    a.hands = s.count;
    ludic_ri_draw_clear(&s);
    if (status == LUDIC_OK)
        *out = a;
    return status;
}

/* Draw one kind with probability weight[k] / total (total > 0). */
static unsigned draw_kind(ludic_rng *rng, const uint8_t *weight, unsigned total)
{
    uint64_t r = ludic_rng_below(rng, total);
    unsigned k = 0;
    while (r >= weight[k]) {
        r -= weight[k];
        k++;
    }
    return k;
}

/*
 * P(X <= m) for X binomial(n, p), 0 <= p < 1, m small (at most RARE): the
 * terms C(n, k) p^k (1 - p)^(n - k), each from the one before.
 */
#define RARE 20
static double binomial_cdf(uint64_t m, uint64_t n, double p)
{
    double term = exp((double)n * log1p(-p)), acc = term;
    for (uint64_t k = 0; k < m && k < n; k++) {
        term *= (double)(n - k) / (double)(k + 1) * p / (1.0 - p);
        acc += term;
    }
    return acc;
}

/*
 * The exact (Clopper-Pearson) lower end for 1 <= c <= RARE successes in n:
 * the p at which c or more successes have probability 0.005, by bisection
 * on [0, c / n] (P(X <= c - 1) falls as p grows), rounded down.
 */
static double exact_low(uint64_t c, uint64_t n)
{
    double lo = 0.0, hi = (double)c / (double)n;
    for (int i = 0; i < 200 && hi - lo > 1e-17; i++) {
        const double mid = lo + (hi - lo) / 2;
        if (binomial_cdf(c - 1, n, mid) > 0.995)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/*
 * The mean and the 99% interval of c successes in n games: Wilson's score
 * interval with z = t_{0.995, n - 1} (Student's t, src/core/student.c):
 *   (p + z^2 / 2n -+ z sqrt(p (1 - p) / n + z^2 / 4n^2)) / (1 + z^2 / n).
 * Unlike mean -+ z s / sqrt(n) it stays honest for rare events: with no
 * success at all it is [0, z^2 / (n + z^2)], not [0, 0]. It always holds p.
 * With a handful of successes (1..RARE) Wilson's lower end is too high (one
 * win in 2000 games: 5.9e-5, so a true 4e-5 falls outside 7.7% of the
 * time, Brown, Cai and DasGupta 2001); there the end is the lower of
 * Wilson's and the exact one, and likewise the upper end for a handful of
 * failures. O(RARE) per end, 200 bisection steps at most.
 */
static void interval(uint64_t c, uint64_t n, double *mean, double *low, double *high)
{
    const double p = (double)c / (double)n, N = (double)n;
    const double z = n > 1 ? ludic_student_t995(n - 1) : 63.656741162871581;
    const double z2 = z * z, centre = (p + z2 / (2 * N)) / (1 + z2 / N);
    const double half = z * sqrt(p * (1 - p) / N + z2 / (4 * N * N)) / (1 + z2 / N);
    *mean = p;
    *low = c == 0 ? 0.0 : centre - half > 0.0 ? centre - half : 0.0;
    *high = c == n ? 1.0 : centre + half < 1.0 ? centre + half : 1.0;
    if (c >= 1 && c <= RARE) {
        const double e = exact_low(c, n);
        if (e < *low)
            *low = e;
    }
    if (c < n && n - c <= RARE) { /* failures are successes of 1 - p */
        const double e = 1.0 - exact_low(n - c, n);
        if (e > *high)
            *high = e;
    }
    if (*low > p) /* rounding only */
        *low = p;
    if (*high < p)
        *high = p;
}

ludic_status ludic_riichi_simulate_draws(const uint8_t *counts, const uint8_t *wall,
                                         unsigned draws, ludic_riichi_policy policy,
                                         ludic_riichi_wall_rule rule, uint64_t games,
                                         uint64_t seed, const ludic_limits *limits,
                                         unsigned flags, ludic_riichi_draw_simulation *out,
                                         ludic_error *err)
{
    uint8_t w[RI_KINDS], base[RI_KINDS];
    unsigned n, total = 0;
    uint64_t won[LUDIC_RIICHI_MAX_DRAWS + 1] = {0}, ready[LUDIC_RIICHI_MAX_DRAWS + 1] = {0};
    ri_draw_search s;
    ludic_riichi_shanten sh0;
    ludic_rng rng;
    static const ludic_riichi_draw_simulation zero;
    ludic_riichi_draw_simulation r = zero;
    ludic_status status = prepare(counts, wall, draws, policy, flags, out, &n, w, base, err);
    if (status != LUDIC_OK)
        return status;
    if (rule != LUDIC_RIICHI_WALL_REPLACE && rule != LUDIC_RIICHI_WALL_REAL)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown wall rule %d; expected a ludic_riichi_wall_rule", (int)rule);
    if (games < 1 || games > LUDIC_RIICHI_MAX_GAMES)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "games is %llu; expected 1 to %u",
                          (unsigned long long)games, LUDIC_RIICHI_MAX_GAMES);
    for (unsigned k = 0; k < RI_KINDS; k++)
        total += w[k];
    r.draws = draws;
    r.wall = total;
    r.games = games;
    r.seed = seed;
    r.rule = rule;
    if (rule == LUDIC_RIICHI_WALL_REAL && n == 13) {
        status = ludic_ri_zjoi_cdf(counts, w, limits, flags, draws, r.bound, err);
        if (status != LUDIC_OK)
            return status;
        r.bounded = 1;
    }
    ludic_riichi_compute_shanten_raw(counts, flags, &sh0);
    ludic_rng_seed(&rng, seed);
    ludic_ri_draw_start(&s, base, n, draws, (unsigned)policy, limits, flags);
    /*
     * won[t]: games won at draw t (t = 0: never); ready[t]: games first
     * tenpai at draw t (0: from the start; draws + 1: never).
     */
    for (uint64_t g = 0; g < games && status == LUDIC_OK; g++) {
        uint8_t h[RI_KINDS], left[RI_KINDS], weight[RI_KINDS];
        if (limits && limits->progress && g % 1024 == 0 && g > 0 &&
            limits->progress(limits->progress_ctx, g, games)) {
            status = ludic_fail(err, LUDIC_E_CANCELLED, 0, 0,
                                "the simulation was cancelled after %llu of %llu games",
                                (unsigned long long)g, (unsigned long long)games);
            break;
        }
        int sh = sh0.min;
        unsigned won_at = 0, ready_at = sh <= 0 ? 0 : draws + 1, size = total;
        memcpy(h, counts, RI_KINDS);
        memcpy(left, w, RI_KINDS);
        for (unsigned t = 1; t <= draws; t++) {
            decision dc;
            unsigned k;
            if (rule == LUDIC_RIICHI_WALL_REAL) {
                if (size == 0)
                    break; /* the wall ran out */
                k = draw_kind(&rng, left, size);
                left[k]--;
                size--;
            } else {
                if (total == 0)
                    break;
                for (unsigned j = 0; j < RI_KINDS; j++)
                    weight[j] = (uint8_t)(base[j] - h[j]);
                k = draw_kind(&rng, weight, total);
            }
            if (decide(&s, h, sh, k, draws - t, &dc)) {
                status = ludic_ri_draw_failure(&s, err);
                break;
            }
            if (dc.complete) {
                won_at = t;
                if (ready_at > t)
                    ready_at = t;
                break;
            }
            h[k]++; /* under REAL the discard leaves play: `left` keeps it out */
            h[dc.discard]--;
            sh = dc.shanten;
            if (sh <= 0 && ready_at > t)
                ready_at = t;
        }
        won[won_at]++;
        ready[ready_at <= draws ? ready_at : 0] += ready_at <= draws;
    }
    r.hands = s.count;
    ludic_ri_draw_clear(&s);
    if (status != LUDIC_OK)
        return status;
    {
        uint64_t cw = 0, cr = ready[0];
        for (unsigned t = 1; t <= draws; t++) {
            cw += won[t];
            cr += ready[t];
            interval(cw, games, &r.win[t - 1], &r.win_low[t - 1], &r.win_high[t - 1]);
            interval(cr, games, &r.tenpai[t - 1], &r.tenpai_low[t - 1], &r.tenpai_high[t - 1]);
        }
    }
    *out = r;
    return LUDIC_OK;
}
