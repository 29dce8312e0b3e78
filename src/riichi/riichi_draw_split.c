/*
 * riichi_draw_split.c: every discard of a 14-tile hand on two threads
 * (ludic_riichi_compute_draw_discards with limits->threads >= 2).
 *
 * The discards' hands are the roots of the draw search, and one search
 * serves them all because their graphs overlap. They overlap less than one
 * would think under `progress` (E = 0): on the benchmark's slowest
 * 3-shanten hand the 14 roots alone meet 45,461 hands in all, together
 * 39,958; on its second one 32,194 and 20,940. So two searches of their own,
 * one per thread, each taking the next root not yet taken (the heaviest
 * first: roots of the highest shanten, whose graphs are the large ones),
 * finish in a little over half the time of one, on twice the processors.
 * Each search is the one search of riichi_draw_search.c, with its own
 * memory, tables and caches: nothing is shared but the hand, the counter
 * of roots handed out, a stop flag and the hands met so far (for the
 * progress reports, which only the caller's thread makes, as
 * ludic_progress_fn promises).
 *
 * The answers are the same bits as one search's: a root's figures depend
 * on the root alone, not on the other roots of its search (a drawn hand's
 * options are read from its canonical key, not from the parent that met it
 * first; tests/riichi/test_riichi_draw_threads.c compares the two on random
 * hands), and the hands met are counted as one search would: the first
 * search's, plus the second's that the first did not meet
 * (ludic_ri_draw_count_new). Memory: each search gets half the cap; when
 * either reaches it, both stop and the caller runs the one search with the
 * whole cap, so a hand that fits in one search never fails for being
 * split (the split costs up to twice the memory of the overlap).
 */
#include "riichi_draw_int.h"

#if RI_DRAW_THREADS

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"

typedef struct split split;

typedef struct split_part {
    split *all;
    unsigned index; /* 0: the caller's thread */
    ri_draw_search s;
    uint8_t took[RI_KINDS]; /* the discards this part searched */
    unsigned taken;
    int failed; /* out of memory, or stopped */
} split_part;

struct split {
    uint8_t hand[RI_KINDS];   /* the 14 tiles */
    uint8_t order[RI_KINDS];  /* the distinct roots' discards, in the order handed out */
    unsigned roots;
    atomic_uint next;         /* the next root of `order` to hand out */
    atomic_int stop;          /* a part failed, or the caller cancelled */
    atomic_size_t met[2];     /* the hands each part has met so far */
    int cancelled;            /* the caller's progress callback asked to stop */
    ludic_progress_fn progress;
    void *progress_ctx;
    ludic_riichi_draw_odds *odds; /* by discard kind */
    split_part part[2];
};

/* Part 1's progress callback: publish its hands, stop when asked. */
static int report_other(void *ctx, uint64_t done, uint64_t total)
{
    split *a = ctx;
    (void)total;
    atomic_store_explicit(&a->met[1], (size_t)done, memory_order_relaxed);
    return atomic_load_explicit(&a->stop, memory_order_relaxed);
}

/* Part 0's (the caller's thread): the caller's callback, told both parts' hands. */
static int report_caller(void *ctx, uint64_t done, uint64_t total)
{
    split *a = ctx;
    (void)total;
    if (atomic_load_explicit(&a->stop, memory_order_relaxed))
        return 1;
    if (a->progress &&
        a->progress(a->progress_ctx,
                    done + atomic_load_explicit(&a->met[1], memory_order_relaxed), 0)) {
        a->cancelled = 1;
        atomic_store(&a->stop, 1);
        return 1;
    }
    return 0;
}

/* One part: take roots and grow the graph from each, then solve and run their forward passes. */
static void *run_part(void *arg)
{
    split_part *p = arg;
    split *a = p->all;
    uint8_t h[RI_KINDS];
    memcpy(h, a->hand, RI_KINDS);
    for (;;) {
        const unsigned i = atomic_fetch_add(&a->next, 1u);
        uint32_t id;
        if (i >= a->roots || atomic_load_explicit(&a->stop, memory_order_relaxed))
            break;
        h[a->order[i]]--;
        id = ludic_ri_draw_find(&p->s, h);
        h[a->order[i]]++;
        p->took[p->taken++] = a->order[i];
        if (id == UINT32_MAX || ludic_ri_draw_build(&p->s)) {
            p->failed = 1;
            break;
        }
    }
    for (unsigned t = 0; t < p->taken && !p->failed; t++) {
        const unsigned x = p->took[t];
        h[x]--;
        p->failed = ludic_ri_draw_odds(&p->s, h, &a->odds[x]) != 0;
        h[x]++;
    }
    if (p->failed)
        atomic_store(&a->stop, 1);
    return NULL;
}

int ludic_ri_draw_split(const uint8_t *base, const uint8_t *hand, unsigned n, unsigned draws,
                        const ludic_limits *limits, unsigned flags,
                        ludic_riichi_draw_odds *odds, size_t *hands, ludic_error *err,
                        ludic_status *status)
{
    split *a;
    pthread_t other;
    uint64_t cap = limits->max_memory ? limits->max_memory : LUDIC_DEFAULT_MAX_MEMORY;
    int8_t shanten[RI_KINDS];
    uint64_t key[RI_KINDS][2];
    uint8_t rep[RI_KINDS]; /* the discard whose root each discard's is (alike honours) */
    int done = 0;
    a = malloc(sizeof *a); /* (two searches' state: not on the caller's stack) */
    if (!a)
        return 0;
    memset(a, 0, sizeof *a);
    atomic_init(&a->next, 0u);
    atomic_init(&a->stop, 0);
    atomic_init(&a->met[0], 0);
    atomic_init(&a->met[1], 0);
    memcpy(a->hand, hand, RI_KINDS);
    a->progress = limits->progress;
    a->progress_ctx = limits->progress_ctx;
    a->odds = odds;
    for (unsigned i = 0; i < 2; i++) {
        split_part *p = &a->part[i];
        p->all = a;
        p->index = i;
        ludic_ri_draw_init(&p->s, base, n, draws, 0, cap / 2, flags);
        p->s.progress = i ? report_other : report_caller;
        p->s.progress_ctx = a;
    }
    /* the distinct roots (alike honours discarded leave one canonical hand),
       the highest shanten first, then by kind */
    for (unsigned x = 0; x < RI_KINDS; x++) {
        ludic_riichi_shanten sh;
        if (!hand[x])
            continue;
        a->hand[x]--;
        ludic_ri_draw_key(&a->part[0].s, a->hand, key[x]);
        ludic_riichi_compute_shanten_raw(a->hand, flags, &sh);
        a->hand[x]++;
        shanten[x] = (int8_t)sh.min;
        rep[x] = (uint8_t)x;
        for (unsigned y = 0; y < x && rep[x] == x; y++)
            if (hand[y] && rep[y] == y && key[y][0] == key[x][0] && key[y][1] == key[x][1])
                rep[x] = (uint8_t)y;
        if (rep[x] == x) {
            unsigned i = a->roots++;
            for (; i > 0 && shanten[a->order[i - 1]] < shanten[x]; i--)
                a->order[i] = a->order[i - 1];
            a->order[i] = (uint8_t)x;
        }
    }
    if (a->roots >= 2 && pthread_create(&other, NULL, run_part, &a->part[1]) == 0) {
        run_part(&a->part[0]);
        pthread_join(other, NULL);
        if (a->cancelled) {
            *status = ludic_fail(err, LUDIC_E_CANCELLED, 0, 0,
                                 "the draw search was cancelled after meeting %lu hands",
                                 (unsigned long)(a->part[0].s.count + a->part[1].s.count));
            done = -1;
        } else if (!a->part[0].failed && !a->part[1].failed) {
            /* (the look-ups of the smaller search's hands in the larger's table) */
            const unsigned big = a->part[1].s.count > a->part[0].s.count;
            *hands = a->part[big].s.count +
                     ludic_ri_draw_count_new(&a->part[big].s, &a->part[!big].s);
            for (unsigned x = 0; x < RI_KINDS; x++)
                if (hand[x] && rep[x] != x)
                    odds[x] = odds[rep[x]];
            done = 1;
        } /* else out of memory in half the cap: the caller searches alone */
    }
    ludic_ri_draw_clear(&a->part[0].s);
    ludic_ri_draw_clear(&a->part[1].s);
    free(a);
    return done;
}

#else

typedef int ri_draw_split_unused; /* (no threads here: an empty unit otherwise) */

#endif
