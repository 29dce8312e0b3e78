/*
 * riichi_draw_reference.h: the draw game's search as first written (the
 * lazy recursion over (hand, draws left), one value at a time), kept in the
 * tests as the reference that the fast search of src/riichi/
 * riichi_draw_search.c must reproduce (test_riichi_draw_fast.c). Slow
 * (about 7 microseconds a hand met) but plain: a hand's value with d draws
 * left is computed on demand from its options' values with d - 1.
 * ref_draw_discards gives, per discarded kind of a 14 - 3c tile hand, the
 * per-draw figures, as ludic_riichi_compute_draw_discards.
 */
#ifndef RIICHI_DRAW_REFERENCE_H
#define RIICHI_DRAW_REFERENCE_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/riichi.h"

#define REF_KINDS 34u

typedef struct ref_draw_rec {
    uint64_t key[2];
    uint64_t known;
    uint32_t succ;
    int shanten;
} ref_draw_rec;

typedef struct ref_draw_search {
    uint8_t base[REF_KINDS];
    unsigned flags, draws, slack;
    double wall;
    uint64_t max_memory, used;
    int failed;
    ref_draw_rec *rec;
    size_t count, cap;
    double *value;
    uint32_t *moves;
    size_t moves_len, moves_cap;
    uint32_t *slot;
    size_t slots;
} ref_draw_search;
#define REF_NONE UINT32_MAX

static void ref_draw_init(ref_draw_search *s, const uint8_t *base, unsigned n, unsigned draws,
                        unsigned slack, uint64_t max_memory, unsigned flags)
{
    unsigned total = 0;
    memset(s, 0, sizeof *s);
    memcpy(s->base, base, REF_KINDS);
    for (unsigned k = 0; k < REF_KINDS; k++)
        total += base[k];
    s->wall = (double)(total - n);
    s->flags = flags;
    s->draws = draws;
    s->slack = slack;
    s->max_memory = max_memory;
}

static void ref_draw_clear(ref_draw_search *s)
{
    free(s->rec);
    free(s->value);
    free(s->moves);
    free(s->slot);
    memset(s, 0, sizeof *s);
}

/* Grow *p (an array of cap items of size bytes) to at least need items. 0 or -1. */
static int ref_grow(ref_draw_search *s, void **p, size_t *cap, size_t need, size_t size)
{
    size_t next = *cap ? *cap : 64;
    void *q;
    if (need <= *cap)
        return 0;
    while (next < need)
        next *= 2;
    if (s->used + (next - *cap) * size > s->max_memory) {
        s->failed = 1;
        return -1;
    }
    q = realloc(*p, next * size);
    if (!q) {
        s->failed = 1;
        return -1;
    }
    s->used += (next - *cap) * size;
    *p = q;
    *cap = next;
    return 0;
}

static void ref_pack(const uint8_t *h, uint64_t *key)
{
    key[0] = key[1] = 0;
    for (unsigned k = 0; k < 21; k++)
        key[0] |= (uint64_t)h[k] << (3 * k);
    for (unsigned k = 21; k < REF_KINDS; k++)
        key[1] |= (uint64_t)h[k] << (3 * (k - 21));
}

static void ref_unpack(const uint64_t *key, uint8_t *h)
{
    for (unsigned k = 0; k < 21; k++)
        h[k] = (uint8_t)(key[0] >> (3 * k) & 7u);
    for (unsigned k = 21; k < REF_KINDS; k++)
        h[k] = (uint8_t)(key[1] >> (3 * (k - 21)) & 7u);
}

static size_t ref_hash(const uint64_t *key, size_t mask)
{
    uint64_t x = key[0] * 0x9E3779B97F4A7C15u ^ (key[1] + 0x632BE59BD9B4E019u) * 0xC2B2AE3D27D4EB4Fu;
    x ^= x >> 31;
    return (size_t)(x * 0xD6E8FEB86659FD93u >> 17) & mask;
}

/* Double the hash table (slots stay a power of two, at most half full). */
static int ref_rehash(ref_draw_search *s)
{
    const size_t slots = s->slots ? 2 * s->slots : 1024;
    uint32_t *t;
    if (s->used + slots * sizeof *t > s->max_memory) {
        s->failed = 1;
        return -1;
    }
    t = calloc(slots, sizeof *t);
    if (!t) {
        s->failed = 1;
        return -1;
    }
    for (size_t i = 0; i < s->count; i++) {
        size_t j = ref_hash(s->rec[i].key, slots - 1);
        while (t[j])
            j = (j + 1) & (slots - 1);
        t[j] = (uint32_t)(i + 1);
    }
    s->used = s->used + slots * sizeof *t - s->slots * sizeof *t;
    free(s->slot);
    s->slot = t;
    s->slots = slots;
    return 0;
}

static uint32_t ref_draw_find(ref_draw_search *s, const uint8_t *h)
{
    uint64_t key[2];
    size_t j, vcap;
    ludic_riichi_shanten sh;
    ref_draw_rec *r;
    if (s->failed)
        return REF_NONE;
    if ((s->count + 1) * 2 > s->slots && ref_rehash(s))
        return REF_NONE;
    ref_pack(h, key);
    for (j = ref_hash(key, s->slots - 1); s->slot[j]; j = (j + 1) & (s->slots - 1)) {
        const ref_draw_rec *q = &s->rec[s->slot[j] - 1];
        if (q->key[0] == key[0] && q->key[1] == key[1])
            return s->slot[j] - 1;
    }
    if (s->count >= REF_NONE - 1) {
        s->failed = 1;
        return REF_NONE;
    }
    vcap = s->cap * (s->draws + 1);
    if (s->count == s->cap) {
        size_t cap = s->cap;
        if (ref_grow(s, (void **)&s->rec, &cap, s->count + 1, sizeof *s->rec) ||
            ref_grow(s, (void **)&s->value, &vcap, cap * (s->draws + 1), sizeof *s->value))
            return REF_NONE;
        s->cap = cap;
    }
    r = &s->rec[s->count];
    r->key[0] = key[0];
    r->key[1] = key[1];
    r->known = 1; /* V_0 = 0 */
    r->succ = REF_NONE;
    ludic_riichi_compute_shanten_raw(h, s->flags, &sh);
    r->shanten = sh.min;
    s->value[s->count * (s->draws + 1)] = 0.0;
    s->slot[j] = (uint32_t)(s->count + 1);
    return (uint32_t)s->count++;
}

static int ref_push(ref_draw_search *s, uint32_t v)
{
    if (ref_grow(s, (void **)&s->moves, &s->moves_cap, s->moves_len + 1, sizeof *s->moves))
        return -1;
    s->moves[s->moves_len++] = v;
    return 0;
}

/*
 * The moves of record id: moves[succ] = number of drawn kinds D, then per
 * kind a header (weight | kind << 8 | options << 16; 0 options: the draw
 * completes the hand) followed by the options' record indices.
 */
static int ref_build(ref_draw_search *s, uint32_t id)
{
    uint8_t h[REF_KINDS];
    const int limit = s->rec[id].shanten + (int)s->slack - 1;
    const size_t start = s->moves_len;
    uint32_t kinds = 0;
    ref_unpack(s->rec[id].key, h);
    if (ref_push(s, 0))
        return -1;
    for (unsigned k = 0; k < REF_KINDS; k++) {
        const unsigned w = (unsigned)(s->base[k] - h[k]);
        ludic_riichi_shanten sh;
        size_t head;
        uint32_t options = 0;
        if (w == 0)
            continue;
        h[k]++;
        ludic_riichi_compute_shanten_raw(h, s->flags, &sh);
        head = s->moves_len;
        if (ref_push(s, 0))
            return -1;
        if (sh.min >= 0) {
            if (ref_push(s, id))
                return -1;
            options = 1;
        }
        for (unsigned x = 0; sh.min >= 0 && sh.min <= limit && x < REF_KINDS; x++) {
            ludic_riichi_shanten after;
            uint32_t next;
            if (x == k || h[x] == 0)
                continue;
            h[x]--;
            ludic_riichi_compute_shanten_raw(h, s->flags, &after);
            next = after.min <= limit ? ref_draw_find(s, h) : 0;
            h[x]++;
            if (after.min <= limit) {
                if (next == REF_NONE || ref_push(s, next))
                    return -1;
                options++;
            }
        }
        h[k]--;
        s->moves[head] = w | k << 8 | options << 16;
        kinds++;
    }
    s->moves[start] = kinds;
    s->rec[id].succ = (uint32_t)start;
    return 0;
}

static double ref_draw_value(ref_draw_search *s, uint32_t id, unsigned d)
{
    const size_t at = (size_t)id * (s->draws + 1) + d;
    double acc = 0.0, v;
    size_t p;
    uint32_t kinds;
    if (s->rec[id].known >> d & 1u)
        return s->value[at];
    if (s->rec[id].shanten + 1 > (int)d) /* each draw lowers the shanten by one at most */
        return 0.0;
    if (s->failed || (s->rec[id].succ == REF_NONE && ref_build(s, id)))
        return 0.0;
    p = s->rec[id].succ;
    kinds = s->moves[p++];
    for (uint32_t i = 0; i < kinds; i++) {
        const uint32_t head = s->moves[p++], options = head >> 16;
        double best = 0.0;
        if (options == 0) {
            acc += (double)(head & 0xFFu);
            continue;
        }
        /* s->moves may move during the recursion: indices only */
        for (uint32_t j = 0; j < options; j++) {
            const double o = ref_draw_value(s, s->moves[p + j], d - 1);
            if (o > best)
                best = o;
        }
        p += options;
        acc += (double)(head & 0xFFu) * best;
    }
    v = s->wall > 0 ? acc / s->wall : 0.0;
    if (v > 1.0)
        v = 1.0;
    if (s->failed)
        return 0.0;
    s->value[at] = v;
    s->rec[id].known |= (uint64_t)1 << d;
    return v;
}

/*
 * The option the policy takes among `options` at moves[p..] (keep first,
 * then by kind): the first best, where a later option must beat the best so
 * far by more than 1e-12 relative (the tie rule of include/ludic/riichi.h:
 * options equal in exact arithmetic but computed along different paths
 * differ in their last bits, and a plain > would let that noise choose).
 */
static uint32_t ref_choose(ref_draw_search *s, size_t p, uint32_t options, unsigned d)
{
    uint32_t best = s->moves[p];
    double top = ref_draw_value(s, best, d);
    for (uint32_t j = 1; j < options; j++) {
        const double o = ref_draw_value(s, s->moves[p + j], d);
        if (o > top + top * 1e-12) {
            top = o;
            best = s->moves[p + j];
        }
    }
    return best;
}

/*
 * Forward pass: mass[2 i + f] is the probability of holding hand i after
 * the draws so far without a win, f = 1 when tenpai was reached. Only the
 * hands in the list carry mass; stamp[i] marks them for the next step.
 */
static int ref_draw_forward(ref_draw_search *s, uint32_t id, double *win, double *tenpai)
{
    size_t n, len = 1, len2;
    double *cur = NULL, *next = NULL, won = 0.0;
    uint32_t *list = NULL, *list2 = NULL;
    unsigned char *in = NULL;
    int rc = -1;
    ref_draw_value(s, id, s->draws); /* meets every hand the pass can reach */
    if (s->failed)
        return -1;
    if (s->wall <= 0) { /* nothing to draw: no win, tenpai only if it already is */
        for (unsigned t = 0; t < s->draws; t++) {
            win[t] = 0.0;
            tenpai[t] = s->rec[id].shanten <= 0 ? 1.0 : 0.0;
        }
        return 0;
    }
    n = s->count;
    cur = calloc(2 * n, sizeof *cur);
    next = calloc(2 * n, sizeof *next);
    list = malloc(n * sizeof *list);
    list2 = malloc(n * sizeof *list2);
    in = calloc(n, 1);
    if (!cur || !next || !list || !list2 || !in)
        goto done;
    list[0] = id;
    cur[2 * id + (s->rec[id].shanten <= 0)] = 1.0;
    for (unsigned step = 0; step < s->draws; step++) {
        const unsigned d = s->draws - step - 1; /* draws left after this one */
        double acc = 0.0, ready = 0.0;
        len2 = 0;
        for (size_t a = 0; a < len; a++) {
            const uint32_t i = list[a];
            for (unsigned f = 0; f < 2; f++) {
                const double m = cur[2 * i + f];
                size_t p = s->rec[i].succ;
                uint32_t kinds;
                if (m == 0.0)
                    continue;
                if (s->rec[i].succ == REF_NONE) { /* no win reachable: every option is 0, keep */
                    next[2 * i + f] += m;
                    cur[2 * i + f] = 0.0;
                    if (!in[i]) {
                        in[i] = 1;
                        list2[len2++] = i;
                    }
                    continue;
                }
                kinds = s->moves[p++];
                for (uint32_t k = 0; k < kinds; k++) {
                    const uint32_t head = s->moves[p++], options = head >> 16;
                    uint32_t to;
                    unsigned g;
                    if (options == 0) {
                        acc += m * (double)(head & 0xFFu);
                        continue;
                    }
                    to = ref_choose(s, p, options, d);
                    p += options;
                    g = f | (s->rec[to].shanten <= 0);
                    next[2 * to + g] += m * (double)(head & 0xFFu) / s->wall;
                    if (!in[to]) {
                        in[to] = 1;
                        list2[len2++] = to;
                    }
                }
                cur[2 * i + f] = 0.0;
            }
        }
        won += acc / s->wall;
        for (size_t a = 0; a < len2; a++) {
            in[list2[a]] = 0;
            ready += next[2 * list2[a] + 1];
        }
        win[step] = won < 1.0 ? won : 1.0;
        tenpai[step] = won + ready < 1.0 ? won + ready : 1.0;
        if (step > 0 && win[step] < win[step - 1]) /* rounding only */
            win[step] = win[step - 1];
        if (step > 0 && tenpai[step] < tenpai[step - 1])
            tenpai[step] = tenpai[step - 1];
        { /* swap */
            double *t = cur;
            uint32_t *l = list;
            cur = next;
            next = t;
            list = list2;
            list2 = l;
            len = len2;
        }
    }
    rc = s->failed ? -1 : 0;
done:
    free(cur);
    free(next);
    free(list);
    free(list2);
    free(in);
    return rc;
}

/* Every discard of the 14 - 3c tiles counts (base: wall + counts), rows by kind. */
static int ref_draw_discards(const uint8_t *counts, const uint8_t *base, unsigned draws,
                             unsigned policy, unsigned flags, ludic_riichi_draw_odds *by_kind)
{
    uint8_t h[REF_KINDS];
    unsigned n = 0;
    int rc = 0;
    ref_draw_search s;
    for (unsigned k = 0; k < REF_KINDS; k++)
        n += counts[k];
    memcpy(h, counts, REF_KINDS);
    ref_draw_init(&s, base, n - 1, draws, policy, (uint64_t)4 << 30, flags);
    for (unsigned x = 0; x < REF_KINDS && rc == 0; x++) {
        uint32_t id;
        if (h[x] == 0)
            continue;
        h[x]--;
        id = ref_draw_find(&s, h);
        memset(&by_kind[x], 0, sizeof by_kind[x]);
        if (id == REF_NONE || ref_draw_forward(&s, id, by_kind[x].win, by_kind[x].tenpai))
            rc = -1;
        by_kind[x].shanten = id == REF_NONE ? 0 : s.rec[id].shanten;
        h[x]++;
    }
    ref_draw_clear(&s);
    return rc;
}

#endif
