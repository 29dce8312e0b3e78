/*
 * riichi_draw_values.c: the draw game's values pass and forward pass
 * (riichi_draw_int.h; the algorithm in riichi_draw_search.c's head comment).
 */
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_int.h"

#define NONE UINT32_MAX

static void free_scratch(ri_draw_search *s)
{
    free(s->cur);
    free(s->next);
    free(s->list);
    free(s->list2);
    free(s->in);
    free(s->wait);
    s->cur = s->next = NULL;
    s->list = s->list2 = NULL;
    s->in = s->wait = NULL;
    s->scratch = 0;
}

/* Free the values pass's output and the forward pass's scratch (ludic_ri_draw_clear). */
void ludic_ri_draw_values_clear(ri_draw_search *s)
{
    free(s->value);
    free(s->target);
    free(s->take);
    free(s->best);
    free_scratch(s);
}

/*
 * Row d of the values from row d - 1 (see the head comment), and the
 * choices for the forward pass. First every drawn hand's best option with
 * d - 1 draws left (the first best by kind), then every hand: per draw
 * with a choice, keep unless that best is better (the tie rule: keep, then
 * the lowest kind). Drawn hand j is read only by hands of level >= its
 * level - 1 and of shanten parent_j, that is for parent_j < d <= T -
 * level_j + 1.
 */
static void values_at(ri_draw_search *s, unsigned d)
{
    const size_t n = s->count, m = s->drawn_count;
    const double *prev = s->value + (size_t)(d - 1) * n;
    double *row = s->value + (size_t)d * n, *best = s->best;
    uint32_t *target = s->target + (size_t)(d - 1) * m;
    const size_t bit0 = (size_t)(d - 1) * s->groups;
    const double wall = s->wall;
    for (size_t j = 0; j < m; j++) {
        const ri_draw_drawn *q = &s->drawn[j];
        const uint32_t *opt = s->moves + q->opts;
        double b;
        uint8_t take = 0;
        if (d + q->level > s->draws + 1u || (int)d <= q->parent)
            continue; /* never read */
        b = prev[opt[0]];
        for (uint32_t o = 1; o < q->count; o++) {
            const double v = prev[opt[o]];
            if (ri_draw_better(v, b)) {
                b = v;
                take = (uint8_t)o;
            }
        }
        best[j] = b;
        target[j] = opt[take];
    }
    for (size_t i = 0; i < n; i++) {
        const ri_draw_rec *r = &s->rec[i];
        const double keep = prev[i];
        size_t p = r->succ;
        uint32_t kinds;
        double acc, v;
        if (p == NONE || (int)d <= r->shanten || d + r->level > s->draws)
            continue; /* 0 (from the calloc), or never read */
        kinds = s->moves[p];
        acc = (double)s->moves[p + 1] + (double)s->moves[p + 2] * keep;
        p += 3;
        for (uint32_t g = 0; g < kinds; g++) {
            const uint32_t word = s->moves[p + g];
            const double o = best[word & GROUP_MASK];
            if (ri_draw_better(o, keep)) {
                const size_t bit = bit0 + r->group0 + g;
                s->take[bit / 64] |= (uint64_t)1 << (bit % 64);
                acc += (double)(word >> GROUP_SHIFT) * o;
            } else {
                acc += (double)(word >> GROUP_SHIFT) * keep;
            }
        }
        v = acc / wall;
        row[i] = v < 1.0 ? v : 1.0;
    }
}

/* Free the values pass's output and scratch, uncharged. */
static void free_values(ri_draw_search *s)
{
    free(s->value);
    free(s->target);
    free(s->take);
    free(s->best);
    s->value = s->best = NULL;
    s->target = NULL;
    s->take = NULL;
    s->used -= s->choice_bytes;
    s->choice_bytes = 0;
    if (s->solved) {
        s->used -= s->solved * (s->draws + 1) * sizeof *s->value;
        s->solved = 0;
    }
}

/* Phase 2 of ludic_ri_draw_solve: the values of every hand met, row by row. 0 or -1. */
int ludic_ri_draw_values(ri_draw_search *s)
{
    size_t bytes, words, extra;
    free_values(s);
    bytes = s->count * (s->draws + 1) * sizeof *s->value;
    words = (s->groups * s->draws + 63) / 64;
    extra = (s->drawn_count * s->draws + 1) * sizeof *s->target + words * sizeof *s->take +
            s->drawn_count * sizeof *s->best;
    if (ludic_ri_draw_charge(s, bytes))
        return -1;
    s->solved = s->count;
    if (ludic_ri_draw_charge(s, extra))
        return -1;
    s->choice_bytes = extra;
    s->value = calloc(s->count * (s->draws + 1), sizeof *s->value);
    s->target = calloc(s->drawn_count * s->draws + 1, sizeof *s->target);
    s->take = calloc(words + 1, sizeof *s->take); /* 0: keep, where never written */
    s->best = malloc((s->drawn_count + 1) * sizeof *s->best);
    if (!s->value || !s->target || !s->take || !s->best) {
        s->failed = 1;
        return -1;
    }
    for (size_t i = 0; i < s->count; i++)
        s->rec[i].solved_level = s->rec[i].level;
    s->solves++;
    if (s->wall > 0)
        for (unsigned d = 1; d <= s->draws; d++) {
            if (ludic_ri_draw_report(s))
                return -1;
            values_at(s, d);
        }
    return 0;
}

double ludic_ri_draw_value(ri_draw_search *s, uint32_t id, unsigned d)
{
    if (s->failed)
        return 0.0;
    /* values depend on (hand, d) alone: those of the last solve stay right */
    if (s->value && id < s->solved && d + s->rec[id].solved_level <= s->draws)
        return s->value[(size_t)d * s->solved + id];
    if (ludic_ri_draw_solve(s))
        return 0.0;
    return s->value[(size_t)d * s->solved + id];
}

/*
 * The hand the policy moves to from hand i through its draw g (the g-th
 * of all hands', drawn hand j) with d draws left after the draw: the
 * choices recorded by values_at(d + 1); where it wrote none (d < the
 * shanten of i + 1: every option is worth 0 there) the bit is 0: keep.
 */
static uint32_t choose(const ri_draw_search *s, uint32_t i, size_t g, uint32_t j, unsigned d)
{
    const size_t bit = (size_t)d * s->groups + g;
    if (!(s->take[bit / 64] >> (bit % 64) & 1u))
        return i;
    return s->target[(size_t)d * s->drawn_count + j];
}
/* wait[] (see forward_progress) for the hands of the last solve. */
static void waits(ri_draw_search *s)
{
    for (size_t i = 0; i < s->solved; i++) {
        const ri_draw_rec *r = &s->rec[i];
        s->wait[i] = (uint8_t)(r->shanten > 0     ? 0u
                               : r->succ == NONE ? 1u
                                                 : s->moves[r->succ + 1] + 2u);
    }
    s->wait_solve = s->solves;
}

static int scratch(ri_draw_search *s)
{
    const size_t n = s->solved;
    if (s->scratch == n) {
        if (s->wait_solve != s->solves)
            waits(s);
        return 0;
    }
    if (s->scratch)
        s->used -= s->scratch * (4 * sizeof(double) + 2 * sizeof(uint32_t) + 2);
    free_scratch(s);
    if (ludic_ri_draw_charge(s, n * (4 * sizeof(double) + 2 * sizeof(uint32_t) + 2)))
        return -1;
    s->cur = calloc(2 * n, sizeof *s->cur);
    s->next = calloc(2 * n, sizeof *s->next);
    s->list = malloc(n * sizeof *s->list);
    s->list2 = malloc(n * sizeof *s->list2);
    s->in = calloc(n, 1);
    s->wait = malloc(n + 1);
    if (!s->cur || !s->next || !s->list || !s->list2 || !s->in || !s->wait) {
        s->failed = 1;
        return -1;
    }
    s->scratch = n;
    waits(s);
    return 0;
}

/* Add mass m to (hand to, tenpai flag g) for the next step. */
static void carry(ri_draw_search *s, uint32_t to, unsigned g, double m, size_t *len2)
{
    s->next[2 * to + g] += m;
    if (!s->in[to]) {
        s->in[to] = 1;
        s->list2[(*len2)++] = to;
    }
}

/*
 * Forward pass: cur[2 i + f] is the probability of holding hand i after
 * the draws so far without a win, f = 1 when tenpai was reached. Only the
 * hands in the list carry mass; in[i] marks them for the next step. The
 * scratch arrays are left zero.
 */
/* The figures of step `step` from the mass won so far and the tenpai mass. */
/* The mass after this draw becomes the mass before the next one: swap the two masses and lists. */
static void next_step(ri_draw_search *s)
{
    double *t = s->cur;
    uint32_t *l = s->list;
    s->cur = s->next;
    s->next = t;
    s->list = s->list2;
    s->list2 = l;
}

static void record_step(double *win, double *tenpai, unsigned step, double won, double ready)
{
    win[step] = won < 1.0 ? won : 1.0;
    tenpai[step] = won + ready < 1.0 ? won + ready : 1.0;
    if (step > 0 && win[step] < win[step - 1]) /* rounding only */
        win[step] = win[step - 1];
    if (step > 0 && tenpai[step] < tenpai[step - 1])
        tenpai[step] = tenpai[step - 1];
}

/*
 * The forward pass for E = 0 (ludic_ri_draw_forward below is the general
 * one). There a tenpai hand only ever wins or keeps (no discard lowers the
 * shanten below 0 but a win), and a hand that reached tenpai stays tenpai,
 * so: the tenpai flag is the hand's own (one mass per hand), and the mass
 * on tenpai hands needs no hand, only its winning tiles left u: it wins
 * u / W of itself at each draw. It is kept in bucket[u] (at most W + 1 of
 * them) instead of on its hands: a draw into a tenpai hand adds to a bucket
 * (its u read from wait[], n bytes: wait[i] = 0 when hand i is not tenpai,
 * 1 when it is but was not expanded, which no mass reaches before the last
 * draw, and u + 2 otherwise) instead of a scattered hand, and the tenpai
 * hands never enter the list. The same products as the general pass, summed
 * in another order.
 */
static int forward_progress(ri_draw_search *s, uint32_t id, double *win, double *tenpai)
{
    double bucket[256] = {0}; /* u <= W <= 136 */
    const double wall = s->wall;
    size_t len = 0, len2;
    double won = 0.0, dead = 0.0; /* dead: tenpai mass that can win no more */
    unsigned top = 0;             /* buckets 0..top - 1 may hold mass */
    if (s->wait[id] >= 2) {
        bucket[s->wait[id] - 2] = 1.0;
        top = s->wait[id] - 1u;
    } else if (s->wait[id] == 1) {
        dead = 1.0;
    } else {
        s->list[len++] = id;
        s->cur[2 * id] = 1.0;
    }
    for (unsigned step = 0; step < s->draws; step++) {
        const unsigned d = s->draws - step - 1; /* draws left after this one */
        double acc = 0.0, ready = 0.0;
        for (unsigned u = 0; u < top; u++) /* the tenpai mass: wins u / W, keeps the rest */
            if (bucket[u] != 0.0) {
                acc += bucket[u] * (double)u;
                bucket[u] = bucket[u] * (double)(s->wall - u) / wall;
            }
        len2 = 0;
        for (size_t a = 0; a < len; a++) {
            const uint32_t i = s->list[a];
            const double m = s->cur[2 * i];
            size_t p = s->rec[i].succ;
            uint32_t kinds;
            s->cur[2 * i] = 0.0;
            if (s->rec[i].shanten > (int)d || p == NONE)
                continue; /* no win within the d + 1 draws left, and not tenpai: frozen */
            kinds = s->moves[p];
            acc += m * (double)s->moves[p + 1];
            if (s->moves[p + 2]) {
                const double x = m * (double)s->moves[p + 2] / wall;
                s->next[2 * i] += x;
                if (!s->in[i]) {
                    s->in[i] = 1;
                    s->list2[len2++] = i;
                }
            }
            p += 3;
            for (uint32_t g = 0; g < kinds; g++) {
                const uint32_t word = s->moves[p + g];
                const uint32_t to = choose(s, i, s->rec[i].group0 + g, word & GROUP_MASK, d);
                const unsigned code = s->wait[to];
                const double x = m * (double)(word >> GROUP_SHIFT) / wall;
                if (code >= 2) {
                    bucket[code - 2] += x;
                    top = code - 1u > top ? code - 1u : top;
                } else if (code == 1) {
                    dead += x;
                } else {
                    s->next[2 * to] += x;
                    if (!s->in[to]) {
                        s->in[to] = 1;
                        s->list2[len2++] = to;
                    }
                }
            }
        }
        won += acc / wall;
        ready = dead;
        for (unsigned u = 0; u < top; u++)
            ready += bucket[u];
        for (size_t a = 0; a < len2; a++)
            s->in[s->list2[a]] = 0;
        record_step(win, tenpai, step, won, ready);
        next_step(s);
        len = len2;
    }
    for (size_t a = 0; a < len; a++) /* leave the scratch zero */
        s->cur[2 * s->list[a]] = 0.0;
    return s->failed ? -1 : 0;
}

int ludic_ri_draw_forward(ri_draw_search *s, uint32_t id, double *win, double *tenpai)
{
    size_t len = 1, len2;
    double won = 0.0, dead = 0.0; /* dead: frozen mass that reached tenpai */
    if (ludic_ri_draw_solve(s) || scratch(s))
        return -1;
    if (s->wall <= 0) { /* nothing to draw: no win, tenpai only if it already is */
        for (unsigned t = 0; t < s->draws; t++) {
            win[t] = 0.0;
            tenpai[t] = s->rec[id].shanten <= 0 ? 1.0 : 0.0;
        }
        return 0;
    }
    if (s->slack == 0)
        return forward_progress(s, id, win, tenpai);
    s->list[0] = id;
    s->cur[2 * id + (s->rec[id].shanten <= 0)] = 1.0;
    for (unsigned step = 0; step < s->draws; step++) {
        const unsigned d = s->draws - step - 1; /* draws left after this one */
        double acc = 0.0, ready = 0.0;
        len2 = 0;
        for (size_t a = 0; a < len; a++) {
            const uint32_t i = s->list[a];
            const unsigned self = s->rec[i].shanten <= 0;
            for (unsigned f = 0; f < 2; f++) {
                const double m = s->cur[2 * i + f];
                size_t p = s->rec[i].succ;
                uint32_t kinds;
                if (m == 0.0)
                    continue;
                s->cur[2 * i + f] = 0.0;
                if (s->rec[i].shanten > (int)d || p == NONE) {
                    /* no win within the d + 1 draws left (unexpanded hands included):
                       every option is worth 0, the policy keeps the hand for good, so
                       the mass is frozen; only its tenpai flag still counts */
                    dead += f ? m : 0.0;
                    continue;
                }
                kinds = s->moves[p];
                acc += m * (double)s->moves[p + 1];
                if (s->moves[p + 2])
                    carry(s, i, f | self, m * (double)s->moves[p + 2] / s->wall, &len2);
                p += 3;
                for (uint32_t g = 0; g < kinds; g++) {
                    const uint32_t word = s->moves[p + g];
                    const uint32_t to = choose(s, i, s->rec[i].group0 + g, word & GROUP_MASK, d);
                    carry(s, to, f | (s->rec[to].shanten <= 0),
                          m * (double)(word >> GROUP_SHIFT) / s->wall, &len2);
                }
            }
        }
        won += acc / s->wall;
        ready += dead;
        for (size_t a = 0; a < len2; a++) {
            s->in[s->list2[a]] = 0;
            ready += s->next[2 * s->list2[a] + 1];
        }
        record_step(win, tenpai, step, won, ready);
        next_step(s);
        len = len2;
    }
    for (size_t a = 0; a < len; a++) /* leave the scratch zero */
        s->cur[2 * s->list[a]] = s->cur[2 * s->list[a] + 1] = 0.0;
    return s->failed ? -1 : 0;
}
