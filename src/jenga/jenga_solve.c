/*
 * jenga_solve.c: the exact solver.
 *
 * The value of a state S (expected minutes left under optimal play) is
 *   E(S) = (F + sum over colours c that can move: f_c * min over moves E(S'))
 *          / (sum over colours c that can move: f_c)
 * where f_c is the number of faces of colour c and F all faces (black, and
 * colours that cannot move, make the player wait: solving
 * E = 1 + sum_c p_c min E(S') + q E for E gives this), and E(S) = 0 when no
 * colour can move.
 *
 * States are reduced (jenga_int.h): a core (the multiset of levels below the
 * top, as full types and singles) and a top slot. The solver works on
 * GROUPS: all states with the same core and the same number k of top blocks.
 * Which colours can move, and the cores the moves lead to, depend only on
 * the core, so a group with k = 1 or 2 needs one hash lookup per way to take
 * a block (a "source"), shared by all its slots. A group with k = 3 (complete
 * top) needs one lookup per slot and source, because its complete top joins
 * the core below when the next block starts a new level.
 *
 * Evaluation order: the potential P = 6 * full levels + 3 * singles + 2 * k
 * drops by at least 1 on every move (taking a block costs at least 3, the
 * top gains 2; pushing a complete top trades -4 on the top for +6 as a full
 * level), so groups are kept in buckets by P and solved in two phases:
 *   1. explore: buckets from the start's P down to 0. When a bucket is
 *      reached every parent of its groups is done, so a group's set of
 *      reachable slots (a bit mask) is final; the group's children are found
 *      or created in lower buckets, their masks extended, and the edges to
 *      them recorded;
 *   2. evaluate: buckets from 0 up, following the recorded edges: every
 *      child is in a lower bucket and already has its values.
 * Cost: one hash lookup per edge, and edges number about 1.6 per state for
 * the default die (n = 6 to 8); everything else is table indexing
 * (jg_rules). The lookups of one group are batched (flush) because they are
 * memory-bound.
 *
 * Base groups: a complete top joins the core when the next block starts a
 * new level, so the children of a k = 3 group differ per slot. Instead of
 * one lookup per slot and source, a k = 3 group has one edge per source to
 * the BASE group (core minus the source, the source's colour), whose slots
 * are the complete tops T: each holds the better of the two places for the
 * new level's first block in the group (base core + T, k = 1). Base groups
 * are shared by many parents (3.4 times on average at n = 6).
 *
 * Storage: groups of each layer (k = 1..3; 0 for base groups) live in their
 * own array, so a group's values are a dense block of slots(k) doubles at
 * index * slots (slots outside the mask are never read), allocated after
 * phase 1 at their exact size; an edge is a child index plus the slot map.
 * The hash table holds groups only (about a fifth of the states). The
 * memory is bounded before solving (jenga_bound*.c); the arrays reserve their
 * bounded size of address space and grow in place (jenga_vmem.c). When the
 * bound fits the cap the solve cannot run out; when it does not, the solve
 * runs within the cap, every growth checked (plan).
 *
 * Threads (limits->threads, for towers bounded by THREADS_MIN_STATES or
 * more): phase 1 goes in batches whose groups are prepared in parallel
 * (children's keys, hashes and masks, into each chunk's own part of a
 * buffer) and committed in order on the calling thread, so groups, indices
 * and edges are those of one thread; phase 2 evaluates the groups of a
 * bucket in parallel (each reads only lower buckets). The answers are the
 * same bit for bit for every number of threads.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/error_int.h"
#include "core/hash_int.h"
#include "core/memory_int.h"
#include "jenga_int.h"
#include "jenga_pool_int.h"
#include "jenga_vmem_int.h"
#include "util/format_int.h"

#define NONE UINT32_MAX
#define MAX_SOURCES (2u * JG_TYPES + 1u) /* per colour: two results per type, plus a single */
#define INDEX_BITS 30u
#define INDEX_MASK ((1u << INDEX_BITS) - 1u)
/* per layer; edges keep indices in 30 bits, the table in 28 */
#define MAX_GROUPS ((1u << (64u - JG_KEY_BITS_HI)) - 2u)
_Static_assert(MAX_GROUPS + 1ull < (1ull << (64u - JG_KEY_BITS_HI)),
               "the table keeps index + 1 in the key's free hi bits");
_Static_assert(MAX_GROUPS <= INDEX_MASK, "an edge or a bucket link keeps an index in INDEX_BITS");
_Static_assert(INDEX_BITS + 2u <= 32u, "map (0..2) or k (0..3) above an index in 32 bits");
_Static_assert(JG_TOP3 <= 32u && JG_TOP2 <= 32u, "a group's mask has a bit per top slot");

/* How a child group's slots relate to the parent's view of them (jg_rules). */
enum { MAP_SAME = 0, MAP_SWAP = 1, MAP_CANON = 2 };

/*
 * A group: a core with k top blocks (k is in the key and is the array the
 * group lives in). `mask` has bit s set for every reachable top slot s; for
 * a core equal to its own green/blue swap only the smaller of s and its swap
 * is kept. The group's edges are edges[edge ..]: colour by colour (colours
 * the die shows), source by source, and for k = 3 one per mask slot in slot
 * order. An edge is a child index | map << 30; the child has k + 1 top
 * blocks, or 1 for k = 3.
 */
typedef struct jg_group {
    jg_key key;
    uint32_t mask;
    uint32_t next; /* next group of the same potential bucket: k << 30 | index, or NONE */
    uint64_t edge;
    uint8_t moves[JG_COLORS]; /* sources of each colour */
} jg_group;

/* The groups of one layer (k top blocks; 0: base groups) and their values. */
typedef struct jg_layer {
    jg_group *groups; /* gmem.data */
    double *values;   /* vmem.data: allocated after phase 1, count * slots exactly */
    jg_vmem gmem, vmem;
    uint64_t count, cap, limit;
} jg_layer;

/* A way to take a block of one colour: the change it makes to the core. */
typedef struct jg_source {
    jg_key delta;  /* subtracted from the key */
    jg_key sdelta; /* subtracted from the green/blue-swapped key */
} jg_source;

typedef struct jg_sources {
    unsigned count[JG_COLORS];
    jg_source src[JG_COLORS][MAX_SOURCES];
} jg_sources;

/*
 * The children of a batch of groups, gathered before any is looked up (see
 * flush). A group has at most 3 sources per full level (left, middle, right
 * for distinct results) and one per single colour, so at most 3 * f + 3
 * children for f full levels (a base group: one per complete top, at most
 * 18); a complete top without base groups, one per source and slot.
 */
/*
 * Groups explored per batch (on one thread, on several), per chunk (the
 * unit the threads share); groups evaluated per batch and per chunk. A fork
 * costs ~10-50 us: a chunk is worth a few of them.
 */
#define BATCH_ONE 32u
#define BATCH 256u
#define CHUNK 32u
#define EVAL_BATCH 4096u
#define EVAL_CHUNK 128u
/* towers bounded by fewer states run on one thread: every 6-level tower (bounds
   up to about 0.25 M states), where two threads measured slower (docs/jenga.md);
   the hardest 7-level tower is bounded by 0.89 M */
#ifndef THREADS_MIN_STATES
#define THREADS_MIN_STATES 500000u
#endif
_Static_assert(MAX_SOURCES <= UINT8_MAX, "a group counts its sources of a colour in a byte");
_Static_assert((uint64_t)BATCH * (3u * 16u + 3u) * JG_TOP3 <= UINT32_MAX,
               "entries of a batch are counted in 32 bits");
typedef struct jg_pending {
    jg_key *key;  /* canonical */
    uint64_t *hash;
    uint32_t *bits; /* slots to add, already mapped */
    uint32_t *index;
    uint8_t *map;
    /* chunk c of a batch writes its entries from c * chunk * children_max on;
       end[i]: the end of the entries of the batch's group i */
    uint32_t *end;
    uint64_t sink; /* sums of touched memory, so the touching loads stay */
    jg_vmem mem;
} jg_pending;

struct ludic_jenga_solver {
    ludic_jenga_dice dice;
    double faces[JG_COLORS]; /* red, green, blue */
    double all_faces;
    int symmetric;
    int base; /* complete tops go through base groups */
    int presize; /* the table is allocated at its largest at once (no rehash) */
    int within_cap; /* the bound passed the cap: solving within the cap (see plan) */
    uint64_t cap;
    jg_rules rules;

    jg_key *table; /* open addressing, linear probing; hi bits 36..63: index + 1 */
    jg_vmem tmem;  /* the table's memory */
    uint64_t table_size, table_limit, table_count;

    jg_layer layer[4]; /* by k; layer 0 holds the base groups */

    uint32_t *edges; /* emem.data */
    jg_vmem emem;
    uint64_t nedges, edges_cap, edges_limit;

    uint32_t *head, *tail; /* potential buckets */
    unsigned buckets;

    ludic_jenga_tower start;
    jg_key root_key;
    unsigned root_slot;
    double expected;

    uint64_t memory, memory_peak, memory_bound, lookups;
    uint64_t sink; /* sums of touched memory, so the touching loads stay (see flush) */

    /* batches: groups of one bucket (refs k << 30 | index), in chunks for the threads */
    jg_pool *pool;
    unsigned parts;             /* threads (workers of the pool, this one included) */
    unsigned test_chunk;        /* jg_options.chunk */
    uint32_t batch, chunk;      /* phase 1: groups per batch, per chunk */
    uint32_t eval_batch, eval_chunk;
    uint64_t children_max;      /* children of one group at most */
    uint32_t *order;
    uint32_t order_count;
    jg_pending pend;
    uint64_t part_sink[JG_POOL_MAX]; /* touched values of phase 2, per worker */

    /* progress (limits->progress): groups explored, then evaluated */
    ludic_progress_fn progress;
    void *progress_ctx;
    double progress_last; /* jg_seconds() of the last report */
    uint64_t done;
};

static uint64_t key_hash(jg_key key)
{
    return ludic_hash64(key.lo ^ (key.hi * 0x9e3779b97f4a7c15ull));
}

/*
 * Twice 6 * full levels + 3 * singles + 2 * k (sums of the key's 4-bit and
 * 8-bit fields); a base group sits between its parents (complete tops: at
 * least 2 * (its core's + 3 + 6)) and its children (2 * (its core's + 6 + 2)).
 */
static unsigned potential(jg_key key)
{
    const uint64_t nib = 0x0f0f0f0f0f0f0f0full, ones = 0x0101010101010101ull;
    uint64_t lo = (key.lo & nib) + (key.lo >> 4 & nib); /* byte sums, each <= 30 */
    unsigned full = (unsigned)((lo * ones) >> 56) + (unsigned)(key.hi & 15u) +
                    (unsigned)(key.hi >> 4 & 15u);
    unsigned singles = (unsigned)(key.hi >> 8 & 255u) + (unsigned)(key.hi >> 16 & 255u) +
                       (unsigned)(key.hi >> 24 & 255u);
    unsigned core = 6u * full + 3u * singles;
    return jg_key_k(key) ? 2u * (core + 2u * jg_key_k(key)) : 2u * core + 17u;
}

/* Values per group of a layer. */
static unsigned layer_slots(unsigned k)
{
    return k ? jg_top_slots(k) : JG_TYPES;
}

/* The canonical key of a (key, swapped key) pair, and how slots map to it. */
static jg_key canonical(const ludic_jenga_solver *s, jg_key key, jg_key swapped, unsigned *map)
{
    *map = MAP_SAME;
    if (!s->symmetric)
        return key;
    if (jg_key_less(swapped, key)) {
        *map = MAP_SWAP;
        return swapped;
    }
    if (jg_key_eq(swapped, key))
        *map = MAP_CANON;
    return key;
}

/*
 * The full types a key holds: bit 4t of lo set when type t < 16 has a
 * level, bit 4(t - 16) of hi for types 16 and 17. A state has few levels,
 * so loops over these bits (lowest first) visit 6 types or so instead of 18.
 */
static inline void present_types(jg_key key, uint64_t *lo, uint64_t *hi)
{
    uint64_t a = key.lo, b = key.hi & 0xffu;
    a |= a >> 1;
    a |= a >> 2;
    b |= b >> 1;
    b |= b >> 2;
    *lo = a & 0x1111111111111111ull;
    *hi = b & 0x11u;
}

/* The green/blue swap of a key: each type's count moved to its swap's place. */
static jg_key swap_key(const jg_rules *r, jg_key key)
{
    jg_key out = {0, 0};
    uint64_t lo, hi;
    present_types(key, &lo, &hi);
    for (; lo; lo &= lo - 1) {
        unsigned t = (unsigned)__builtin_ctzll(lo) / 4u;
        uint64_t n = key.lo >> (4u * t) & 15u;
        out.lo += r->type_sdelta[t].lo * n;
        out.hi += r->type_sdelta[t].hi * n;
    }
    for (; hi; hi &= hi - 1) {
        unsigned t = 16u + (unsigned)__builtin_ctzll(hi) / 4u;
        uint64_t n = key.hi >> (4u * (t - 16u)) & 15u;
        out.lo += r->type_sdelta[t].lo * n;
        out.hi += r->type_sdelta[t].hi * n;
    }
    /* singles: red stays, green and blue trade places */
    out.hi += (key.hi & 0xff00u) | (key.hi >> 8 & 0xff0000u) | (key.hi << 8 & 0xff000000u);
    return jg_key_with_k(out, jg_key_k(key));
}

/* ---- memory ------------------------------------------------------------- */

static uint64_t table_size_for(uint64_t groups)
{
    uint64_t size = 1024;
    while (size < (UINT64_MAX >> 8) && size / 2 < groups)
        size *= 2;
    return size;
}

static uint64_t group_count(const ludic_jenga_solver *s)
{
    return s->layer[0].count + s->layer[1].count + s->layer[2].count + s->layer[3].count;
}

/* Fail before allocating when `more` bytes on top of what is held pass the cap. */
static ludic_status reserve(const ludic_jenga_solver *s, uint64_t more, ludic_error *err)
{
    uint64_t want = s->memory + more;
    char held[48], cap[48], bound[48];
    ludic_limits lim;
    if (want >= s->memory && want <= s->cap)
        return LUDIC_OK;
    if (!s->within_cap) { /* cannot happen under the bound: a cap passed before solving */
        lim.max_memory = s->cap;
        return ludic_memory_check(&lim, want < s->memory ? UINT64_MAX : want,
                                  "the jenga solver's tables", err);
    }
    ludic_format_bytes(held, sizeof held, s->memory);
    ludic_format_bytes(cap, sizeof cap, s->cap);
    ludic_format_bytes(bound, sizeof bound, s->memory_bound);
    return ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                      "solving this tower (%lu levels, %lu blocks) needs more than the memory "
                      "cap of %s: its tables held %s after %llu groups and had to grow (the "
                      "bound before solving was %s)",
                      (unsigned long)s->start.levels,
                      (unsigned long)ludic_jenga_tower_blocks(&s->start), cap, held,
                      (unsigned long long)group_count(s), bound);
}

static void account(ludic_jenga_solver *s, uint64_t freed, uint64_t taken)
{
    s->memory = s->memory - freed + taken;
    if (s->memory > s->memory_peak)
        s->memory_peak = s->memory;
}

static ludic_status out_of_memory(ludic_error *err, const char *what)
{
    return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "out of memory allocating %s", what);
}

static jg_key entry_key(jg_key e)
{
    e.hi &= (1ull << JG_KEY_BITS_HI) - 1;
    return e;
}

/* Double the table (at most 1/2 full), rehashing every entry. */
static ludic_status table_grow(ludic_jenga_solver *s, ludic_error *err)
{
    uint64_t size = s->table_size ? s->table_size * 2 : s->presize ? s->table_limit : 1024;
    jg_key *table;
    jg_vmem mem;
    ludic_status st;
    if (size > s->table_limit)
        return ludic_fail_internal(err, __func__,
                                   "the jenga state table outgrew its bound");
    st = reserve(s, size * sizeof *table, err);
    if (st != LUDIC_OK)
        return st;
    ludic_jg_vmem_reserve(&mem, size * sizeof *table);
    if (ludic_jg_vmem_grow(&mem, size * sizeof *table) != 0) {
        ludic_jg_vmem_free(&mem);
        return out_of_memory(err, "the jenga state table");
    }
    table = mem.data;
    account(s, 0, size * sizeof *table); /* the old table is still held while rehashing */
    for (uint64_t i = 0; i < s->table_size; i++) {
        uint64_t h;
        if (!s->table[i].hi)
            continue;
        h = key_hash(entry_key(s->table[i])) & (size - 1);
        while (table[h].hi)
            h = (h + 1) & (size - 1);
        table[h] = s->table[i];
    }
    ludic_jg_vmem_free(&s->tmem);
    account(s, s->table_size * sizeof *table, 0);
    s->tmem = mem;
    s->table = table;
    s->table_size = size;
    return LUDIC_OK;
}

/*
 * The next capacity of an array: in place (reserved address space) it grows
 * by an eighth, so what is accounted follows what is used; on the heap it
 * doubles (each growth copies).
 */
static uint64_t next_cap(const jg_vmem *m, uint64_t cap, uint64_t first, uint64_t limit)
{
    uint64_t step = m->reserved ? cap / 8 : cap;
    cap = cap ? cap + (step > first ? step : first) : first;
    return cap > limit ? limit : cap;
}

/* Make room for one more group in layer k (its values come after phase 1). */
static ludic_status layer_grow(ludic_jenga_solver *s, unsigned k, ludic_error *err)
{
    jg_layer *l = &s->layer[k];
    uint64_t cap = next_cap(&l->gmem, l->cap, 256, l->limit), more;
    ludic_status st;
    if (cap <= l->count || l->count >= MAX_GROUPS)
        return ludic_fail_internal(err, __func__, "the jenga groups outgrew their bound");
    more = (cap - l->cap) * sizeof(jg_group);
    st = reserve(s, more, err);
    if (st != LUDIC_OK)
        return st;
    if (ludic_jg_vmem_grow(&l->gmem, cap * sizeof(jg_group)) != 0)
        return out_of_memory(err, "the jenga groups");
    l->groups = l->gmem.data;
    account(s, 0, more);
    l->cap = cap;
    return LUDIC_OK;
}

static ludic_status edges_grow(ludic_jenga_solver *s, ludic_error *err)
{
    uint64_t cap = next_cap(&s->emem, s->edges_cap, 4096, s->edges_limit);
    ludic_status st;
    if (cap <= s->nedges)
        return ludic_fail_internal(err, __func__, "the jenga edges outgrew their bound");
    st = reserve(s, (cap - s->edges_cap) * sizeof(uint32_t), err);
    if (st != LUDIC_OK)
        return st;
    if (ludic_jg_vmem_grow(&s->emem, cap * sizeof(uint32_t)) != 0)
        return out_of_memory(err, "the jenga edges");
    account(s, 0, (cap - s->edges_cap) * sizeof(uint32_t));
    s->edges = s->emem.data;
    s->edges_cap = cap;
    return LUDIC_OK;
}

/*
 * After phase 1 every group is known: each layer's values take exactly
 * count * slots doubles (checked against the cap like everything else).
 */
static ludic_status values_alloc(ludic_jenga_solver *s, ludic_error *err)
{
    for (unsigned k = 0; k <= 3; k++) {
        jg_layer *l = &s->layer[k];
        uint64_t bytes = ludic_size_mul(l->count, layer_slots(k) * sizeof(double));
        ludic_status st;
        if (!bytes)
            continue;
        st = reserve(s, bytes, err);
        if (st != LUDIC_OK)
            return st;
        ludic_jg_vmem_reserve(&l->vmem, bytes);
        if (ludic_jg_vmem_grow(&l->vmem, bytes) != 0)
            return out_of_memory(err, "the jenga values");
        l->values = l->vmem.data;
        account(s, 0, bytes);
    }
    return LUDIC_OK;
}

/*
 * Batch and chunk sizes (jg_options.chunk > 0: chunks of that many groups,
 * for tests), and the most children one group can queue: a reachable state
 * has at most blocks / 3 full levels.
 */
static void batch_plan(ludic_jenga_solver *s, uint32_t blocks)
{
    uint64_t most = 3u * (blocks / 3u) + JG_COLORS;
    s->batch = s->parts > 1 ? BATCH : BATCH_ONE;
    s->chunk = s->parts > 1 ? CHUNK : BATCH_ONE;
    s->eval_batch = s->parts > 1 ? EVAL_BATCH : BATCH_ONE;
    s->eval_chunk = s->parts > 1 ? EVAL_CHUNK : BATCH_ONE;
    if (s->test_chunk)
        s->chunk = s->eval_chunk = s->test_chunk;
    s->children_max = (most > JG_TOP3 ? most : JG_TOP3) * (s->base ? 1u : JG_TOP3);
}

/* Bytes of the batch buffers: s->order and s->pend. */
static uint64_t batches_bytes(const ludic_jenga_solver *s)
{
    const uint64_t entry = sizeof(jg_key) + sizeof(uint64_t) + 2 * sizeof(uint32_t) + 1;
    uint32_t order = s->batch > s->eval_batch ? s->batch : s->eval_batch;
    return order * sizeof(uint32_t) + (uint64_t)s->batch * s->children_max * entry +
           (uint64_t)s->batch * sizeof(uint32_t);
}

/* ---- the group table ---------------------------------------------------- */

/* The index (in its layer) of the group of `key` (whose hash is `hash`), or NONE. */
static uint32_t group_find_hashed(const ludic_jenga_solver *s, jg_key key, uint64_t hash)
{
    uint64_t mask = s->table_size - 1, h = hash & mask;
    for (;;) {
        jg_key e = s->table[h];
        if (!e.hi)
            return NONE;
        if (e.lo == key.lo && (e.hi & ((1ull << JG_KEY_BITS_HI) - 1)) == key.hi)
            return (uint32_t)(e.hi >> JG_KEY_BITS_HI) - 1u;
        h = (h + 1) & mask;
    }
}

static uint32_t group_find(const ludic_jenga_solver *s, jg_key key)
{
    return group_find_hashed(s, key, key_hash(key));
}

/* The group of `key`, created (empty mask, in its bucket) when new. */
static ludic_status group_get(ludic_jenga_solver *s, jg_key key, uint64_t hash, uint32_t *index,
                              ludic_error *err)
{
    uint64_t mask = s->table_size - 1, h = hash & mask;
    unsigned k = jg_key_k(key), p;
    jg_layer *l = &s->layer[k];
    jg_group *g;
    uint32_t at;
    ludic_status st;
    s->lookups++;
    for (;;) {
        jg_key e = s->table[h];
        if (!e.hi)
            break;
        if (e.lo == key.lo && (e.hi & ((1ull << JG_KEY_BITS_HI) - 1)) == key.hi) {
            *index = (uint32_t)(e.hi >> JG_KEY_BITS_HI) - 1u;
            return LUDIC_OK;
        }
        h = (h + 1) & mask;
    }
    if (l->count >= l->cap) {
        st = layer_grow(s, k, err);
        if (st != LUDIC_OK)
            return st;
    }
    if (s->table_count + 1 > s->table_size / 2) {
        st = table_grow(s, err);
        if (st != LUDIC_OK)
            return st;
        mask = s->table_size - 1;
        for (h = hash & mask; s->table[h].hi; h = (h + 1) & mask)
            ;
    }
    at = (uint32_t)l->count++;
    s->table_count++;
    s->table[h].lo = key.lo;
    s->table[h].hi = key.hi | ((uint64_t)(at + 1u) << JG_KEY_BITS_HI);
    g = &l->groups[at];
    g->key = key;
    g->mask = 0;
    g->next = NONE;
    g->edge = 0;
    p = potential(key);
    if (s->tail[p] == NONE)
        s->head[p] = (uint32_t)k << INDEX_BITS | at;
    else
        s->layer[s->tail[p] >> INDEX_BITS].groups[s->tail[p] & INDEX_MASK].next =
            (uint32_t)k << INDEX_BITS | at;
    s->tail[p] = (uint32_t)k << INDEX_BITS | at;
    *index = at;
    return LUDIC_OK;
}

/* ---- phase 1: explore ----------------------------------------------------- */

/* The sources of the levels of full type t, appended to each colour's list. */
static inline void add_type_sources(const jg_rules *r, unsigned t, jg_sources *out)
{
    for (unsigned i = 0; i < r->tsrc_n[t]; i++) {
        unsigned c = r->tsrc_color[t][i];
        jg_source *x = &out->src[c][out->count[c]++];
        x->delta = r->tsrc_delta[t][i];
        x->sdelta = r->tsrc_sdelta[t][i];
    }
}

/*
 * Every way to take a block from the core of `key`, by colour: the single
 * of each colour first, then the full types in increasing order, each with
 * its results in ludic_jg_take_results' order (jg_rules.tsrc_*).
 */
static void list_sources(const jg_rules *r, jg_key key, jg_sources *out)
{
    uint64_t lo, hi;
    for (unsigned c = 0; c < JG_COLORS; c++) {
        out->count[c] = 0;
        if (jg_key_singles(key, c)) {
            jg_source *x = &out->src[c][out->count[c]++];
            x->delta = r->single_delta[c];
            x->sdelta = r->single_sdelta[c];
        }
    }
    present_types(key, &lo, &hi);
    for (; lo; lo &= lo - 1)
        add_type_sources(r, (unsigned)__builtin_ctzll(lo) / 4u, out);
    for (; hi; hi &= hi - 1)
        add_type_sources(r, 16u + (unsigned)__builtin_ctzll(hi) / 4u, out);
}

/* Queue the child of (key, swapped), whose mask gets `bits` (unmapped). */
static void add_child(const ludic_jenga_solver *s, jg_pending *p, uint32_t *at, jg_key key,
                      jg_key swapped, uint32_t bits)
{
    unsigned map, k = jg_key_k(key);
    uint32_t i = (*at)++;
    key = canonical(s, key, swapped, &map);
    p->key[i] = key;
    p->hash[i] = key_hash(key);
    p->map[i] = (uint8_t)map;
    p->bits[i] = jg_map_mask(&s->rules, k ? k : 3, bits, map);
}

/*
 * Look the queued children up (creating the new ones), extend their masks
 * and record the edges, in the order they were queued. The lookups are
 * memory-bound, so they go in windows: first every table line of the window
 * is touched (independent loads the processor overlaps), then probed; then
 * every child's record is touched, then updated. Plain C: the touched
 * values only feed p->sink.
 */
#define WINDOW 64u
static ludic_status flush(ludic_jenga_solver *s, jg_pending *p, uint32_t first, uint32_t last,
                          ludic_error *err)
{
    ludic_status st;
    while (s->nedges + (last - first) > s->edges_cap) {
        st = edges_grow(s, err);
        if (st != LUDIC_OK)
            return st;
    }
    for (uint32_t from = first; from < last; from += WINDOW) {
        uint32_t to = last - from < WINDOW ? last : from + WINDOW;
        uint64_t sink = 0;
        /* children found when the batch was prepared need no lookup now */
        for (uint32_t i = from; i < to; i++)
            if (p->index[i] == NONE)
                sink += s->table[p->hash[i] & (s->table_size - 1)].hi;
        for (uint32_t i = from; i < to; i++) {
            if (p->index[i] != NONE) {
                s->lookups++;
                continue;
            }
            st = group_get(s, p->key[i], p->hash[i], &p->index[i], err);
            if (st != LUDIC_OK)
                return st;
        }
        for (uint32_t i = from; i < to; i++)
            sink += s->layer[jg_key_k(p->key[i])].groups[p->index[i]].mask;
        for (uint32_t i = from; i < to; i++) {
            s->layer[jg_key_k(p->key[i])].groups[p->index[i]].mask |= p->bits[i];
            s->edges[s->nedges + (i - first)] = p->index[i] | (uint32_t)p->map[i] << INDEX_BITS;
        }
        p->sink += sink;
    }
    s->nedges += last - first;
    return LUDIC_OK;
}

/*
 * Phase 1 for one group, whose mask is final: count its moves and queue its
 * children. Layer 1 and 2 groups link to the group of k + 1 top blocks of
 * each source's core; layer 3 groups link to the base group (core minus the
 * source, the source's colour); base groups link to the 1-block groups of
 * their core plus each complete top of their mask, the block being on a
 * side or in the middle. Reads the solver, writes only the group's moves
 * and p: the groups of a batch are prepared in parallel.
 */
static void prepare_group(const ludic_jenga_solver *s, jg_group *gp, jg_pending *p,
                          uint32_t *at, jg_sources *src)
{
    const unsigned k = jg_key_k(gp->key);
    const jg_key key = gp->key;
    const uint32_t mask = gp->mask;
    const jg_key swapped = s->symmetric ? swap_key(&s->rules, key) : key;
    unsigned slot[JG_TOP3], n = 0;
    for (unsigned t = 0; t < layer_slots(k); t++)
        if (mask >> t & 1u)
            slot[n++] = t;
    if (k == 0) {
        unsigned c = jg_key_color(key);
        jg_key a = jg_key_with_k(key, 1), b = jg_key_with_k(swapped, 1);
        for (unsigned j = 0; j < n; j++)
            add_child(s, p, at, jg_key_add(a, s->rules.type_delta[slot[j]]),
                      jg_key_add(b, s->rules.type_sdelta[slot[j]]), 1u << c | 1u << (3u + c));
        return;
    }
    list_sources(&s->rules, key, src);
    for (unsigned c = 0; c < JG_COLORS; c++)
        gp->moves[c] = (uint8_t)src->count[c];
    for (unsigned c = 0; c < JG_COLORS; c++) {
        uint32_t placed = 0;
        if (s->faces[c] == 0)
            continue;
        if (k < 3)
            for (unsigned j = 0; j < n; j++)
                placed |= s->rules.place_bits[k][slot[j]][c];
        for (unsigned i = 0; i < src->count[c]; i++) {
            const jg_source *x = &src->src[c][i];
            jg_key a = jg_key_sub(key, x->delta), b = jg_key_sub(swapped, x->sdelta);
            if (k < 3) {
                add_child(s, p, at, jg_key_with_k(a, k + 1), jg_key_with_k(b, k + 1), placed);
            } else if (s->base) {
                add_child(s, p, at, jg_key_base(a, c), jg_key_base(b, jg_swap_color(c)), mask);
            } else { /* straight to the 1-block groups: one edge per slot */
                a = jg_key_with_k(a, 1);
                b = jg_key_with_k(b, 1);
                for (unsigned j = 0; j < n; j++)
                    add_child(s, p, at, jg_key_add(a, s->rules.type_delta[slot[j]]),
                              jg_key_add(b, s->rules.type_sdelta[slot[j]]),
                              1u << c | 1u << (3u + c));
            }
        }
    }
}

static jg_group *ref_group(const ludic_jenga_solver *s, uint32_t ref)
{
    return &s->layer[ref >> INDEX_BITS].groups[ref & INDEX_MASK];
}

/* The first entry of the children of chunk c. */
static uint32_t chunk_base(const ludic_jenga_solver *s, uint32_t c)
{
    return (uint32_t)((uint64_t)c * s->chunk * s->children_max);
}

/* A task of the pool: prepare chunk c of the batch (s->order). */
static void prepare_chunk(void *ctx, unsigned c, unsigned worker)
{
    ludic_jenga_solver *s = ctx;
    jg_pending *p = &s->pend;
    jg_sources src;
    uint32_t from = c * s->chunk, to = from + s->chunk, at = chunk_base(s, c);
    if (to > s->order_count)
        to = s->order_count;
    for (uint32_t i = from; i < to; i++) {
        prepare_group(s, ref_group(s, s->order[i]), p, &at, &src);
        p->end[i] = at;
        /* batch_plan's bound on children keeps the chunk within its part */
        assert(at - chunk_base(s, c) <= (uint64_t)(i - from + 1) * s->children_max);
    }
    /*
     * Look the children up already: nothing changes the table while a batch
     * is prepared, so these reads are safe on any thread, and most children
     * exist (6 in 7 at n = 6); the commit then looks up only the others
     * (NONE here: new, or created earlier in the same batch). Touch every
     * line first: independent loads that overlap (see flush).
     */
    {
        uint64_t touched = 0;
        for (uint32_t e = chunk_base(s, c); e < at; e++)
            touched += s->table[p->hash[e] & (s->table_size - 1)].hi;
        for (uint32_t e = chunk_base(s, c); e < at; e++)
            p->index[e] = group_find_hashed(s, p->key[e], p->hash[e]);
        s->part_sink[worker] += touched;
    }
}

/*
 * Phase 1 for the batch s->order: its chunks prepared by the threads, then
 * committed in order on this one, so the groups are created in the same
 * order, with the same indices, whatever the number of threads.
 */
static ludic_status explore_batch(ludic_jenga_solver *s, ludic_error *err)
{
    const uint32_t chunks = (s->order_count + s->chunk - 1) / s->chunk;
    jg_pending *p = &s->pend;
    ludic_jg_pool_run(s->pool, chunks, prepare_chunk, s);
    for (uint32_t c = 0; c < chunks; c++) {
        uint32_t from = c * s->chunk, to = from + s->chunk, begin = chunk_base(s, c);
        ludic_status st;
        if (to > s->order_count)
            to = s->order_count;
        for (uint32_t i = from; i < to; i++)
            ref_group(s, s->order[i])->edge =
                s->nedges + ((i > from ? p->end[i - 1] : begin) - begin);
        st = flush(s, p, begin, p->end[to - 1], err);
        if (st != LUDIC_OK)
            return st;
    }
    return LUDIC_OK;
}

/* ---- phase 2: evaluate ------------------------------------------------------ */

/*
 * The recurrence for one slot: (F + sum of f_c * best_c) / (sum of f_c) over
 * the colours `use` (those that can move and have faces; den their faces),
 * added in colour order. `any`: some colour can move at all.
 */
static double combine(const ludic_jenga_solver *s, const double *best, unsigned use, double den,
                      int any)
{
    double sum = s->all_faces;
    if (!any)
        return 0;
    if (den == 0)
        return HUGE_VAL; /* only colours the die never shows can move: the game never ends */
    for (unsigned c = 0; c < JG_COLORS; c++)
        if (use >> c & 1u)
            sum += s->faces[c] * best[c];
    return sum / den;
}

static void evaluate_group(const ludic_jenga_solver *s, unsigned k, uint32_t gi,
                           uint64_t *touched)
{
    const jg_group *g = &s->layer[k].groups[gi];
    /* no edges at all (a finished game): s->edges is NULL, and NULL + 0 is undefined */
    const uint32_t *edge = s->edges ? s->edges + g->edge : NULL;
    const unsigned nslots = layer_slots(k);
    const unsigned child_layer = k == 0 ? 1 : k < 3 ? k + 1 : s->base ? 0 : 1;
    const unsigned child_slots = layer_slots(child_layer);
    const double *child_values = s->layer[child_layer].values;
    double best[JG_TOP3][JG_COLORS];
    double *out = s->layer[k].values + (uint64_t)gi * nslots;
    unsigned slot[JG_TOP3], n = 0;
    for (unsigned t = 0; t < nslots; t++)
        if (g->mask >> t & 1u) {
            slot[n] = t;
            best[n][0] = best[n][1] = best[n][2] = HUGE_VAL;
            n++;
        }
    {
        /* touch every child's values first: independent loads that overlap (see flush) */
        uint64_t edges = k == 0 ? n : 0;
        double sink = 0;
        for (unsigned c = 0; c < JG_COLORS && k; c++)
            if (s->faces[c] != 0)
                edges += (uint64_t)g->moves[c] * (k == 3 && !s->base ? n : 1);
        for (uint64_t i = 0; i < edges; i++)
            sink += child_values[(uint64_t)(edge[i] & INDEX_MASK) * child_slots];
        *touched += sink != 0;
    }
    if (k == 0) { /* the better of the two places for the new level's first block */
        const unsigned c = jg_key_color(g->key);
        for (unsigned j = 0; j < n; j++, edge++) {
            const double *v = child_values + (uint64_t)(*edge & INDEX_MASK) * child_slots;
            const uint8_t *push = s->rules.push[*edge >> INDEX_BITS][c];
            out[slot[j]] = v[push[0]] < v[push[1]] ? v[push[0]] : v[push[1]];
        }
        return;
    }
    for (unsigned c = 0; c < JG_COLORS; c++) {
        if (s->faces[c] == 0)
            continue;
        for (unsigned i = 0; i < g->moves[c]; i++) {
            if (k == 3 && !s->base) { /* one edge per slot, to a 1-block group */
                for (unsigned j = 0; j < n; j++, edge++) {
                    const double *v = child_values + (uint64_t)(*edge & INDEX_MASK) * child_slots;
                    const uint8_t *push = s->rules.push[*edge >> INDEX_BITS][c];
                    double a = v[push[0]] < v[push[1]] ? v[push[0]] : v[push[1]];
                    if (a < best[j][c])
                        best[j][c] = a;
                }
            } else {
                const double *v = child_values + (uint64_t)(*edge & INDEX_MASK) * child_slots;
                const unsigned map = *edge++ >> INDEX_BITS;
                if (k < 3) {
                    for (unsigned j = 0; j < n; j++) {
                        const jg_next *x = &s->rules.place[map][k][slot[j]][c];
                        double a = v[x->slot[0]], b = v[x->slot[1]];
                        a = b < a ? b : a;
                        best[j][c] = a < best[j][c] ? a : best[j][c];
                    }
                } else { /* a base group holds the best of each complete top */
                    const uint8_t *to = s->rules.map_slot[map][3];
                    for (unsigned j = 0; j < n; j++)
                        if (v[to[slot[j]]] < best[j][c])
                            best[j][c] = v[to[slot[j]]];
                }
            }
        }
    }
    {
        unsigned use = 0;
        double den = 0;
        for (unsigned c = 0; c < JG_COLORS; c++)
            if (g->moves[c] && s->faces[c] != 0) {
                use |= 1u << c;
                den += s->faces[c];
            }
        for (unsigned j = 0; j < n; j++)
            out[slot[j]] = combine(s, best[j], use, den, g->moves[0] || g->moves[1] || g->moves[2]);
    }
}

/* The value of slot `slot` of group gi of layer k (the slot must be in the mask). */
static double group_value(const ludic_jenga_solver *s, unsigned k, uint32_t gi, unsigned slot)
{
    return s->layer[k].values[(uint64_t)gi * layer_slots(k) + slot];
}

/* ---- the public interface --------------------------------------------------- */

ludic_jenga_dice ludic_jenga_default_dice(void)
{
    ludic_jenga_dice d = {2, 2, 1, 1};
    return d;
}

ludic_status ludic_jenga_check_dice(const ludic_jenga_dice *dice, ludic_error *err)
{
    if (!dice)
        return ludic_fail_null(err, __func__, "dice");
    if (dice->green > LUDIC_JENGA_MAX_FACES || dice->blue > LUDIC_JENGA_MAX_FACES ||
        dice->red > LUDIC_JENGA_MAX_FACES || dice->black > LUDIC_JENGA_MAX_FACES)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "a die has at most %u faces of each kind", LUDIC_JENGA_MAX_FACES);
    if ((uint64_t)dice->green + dice->blue + dice->red + dice->black == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "the die needs at least one face");
    return LUDIC_OK;
}

/* The canonical state of an explicit tower under this solver's symmetry. */
static jg_key tower_key(const ludic_jenga_solver *s, const ludic_jenga_tower *tower,
                        unsigned *slot)
{
    jg_state st;
    unsigned map;
    jg_key key;
    ludic_jg_reduce(tower, &st);
    key = canonical(s, st.key, st.swapped, &map);
    *slot = s->rules.map_slot[map][jg_key_k(key)][st.slot];
    return key;
}

static ludic_status check_input(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                ludic_error *err)
{
    ludic_status st = ludic_jenga_check_tower(tower, err);
    uint32_t blocks;
    if (st != LUDIC_OK)
        return st;
    st = ludic_jenga_check_dice(dice, err);
    if (st != LUDIC_OK)
        return st;
    blocks = ludic_jenga_tower_blocks(tower);
    if (blocks > LUDIC_JENGA_MAX_BLOCKS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the tower has %lu blocks; the exact solver takes at most %u "
                          "(%u full levels)",
                          (unsigned long)blocks, LUDIC_JENGA_MAX_BLOCKS,
                          LUDIC_JENGA_MAX_BLOCKS / 3u);
    return LUDIC_OK;
}

/*
 * Bound the solve's memory (jenga_bound*.c) and check it against the cap
 * before allocating anything large; set every array's largest size.
 */
static ludic_status plan(ludic_jenga_solver *s, const ludic_jenga_tower *tower, int coarse,
                         ludic_error *err)
{
    jg_bound b;
    uint64_t need, groups = 0, part, values = 0;
    char what[160];
    ludic_limits lim;
    if ((coarse ? ludic_jg_bound_colours(tower, &b)
                : ludic_jg_bound_compute(tower, &s->dice, s->symmetric, &b)) != LUDIC_OK)
        return out_of_memory(err, "the jenga memory bound");
    /* the solver itself, then the bucket heads, groups, table and edges */
    need = sizeof *s + ludic_size_mul(2 * s->buckets, sizeof(uint32_t));
    for (unsigned k = 0; k <= 3; k++) {
        s->layer[k].limit = b.groups[k] < MAX_GROUPS ? b.groups[k] : MAX_GROUPS;
        if (s->layer[k].limit < 1)
            s->layer[k].limit = 1;
        groups += s->layer[k].limit;
        part = ludic_size_mul(s->layer[k].limit, sizeof(jg_group));
        need = need + part < need ? UINT64_MAX : need + part;
        part = ludic_size_mul(s->layer[k].limit, layer_slots(k) * sizeof(double));
        values = values + part < values ? UINT64_MAX : values + part;
    }
    need = need + values < need ? UINT64_MAX : need + values;
    s->table_limit = table_size_for(groups);
    s->edges_limit = s->base ? b.edges : b.edges_plain;
    if (s->edges_limit < 1)
        s->edges_limit = 1;
    part = ludic_size_mul(s->edges_limit, sizeof(uint32_t));
    need = need + part < need ? UINT64_MAX : need + part;
    /* threads only where they pay for their start and their forks; the batches */
    if (b.states < THREADS_MIN_STATES && !s->test_chunk)
        s->parts = 1;
    batch_plan(s, ludic_jenga_tower_blocks(tower));
    need = need + batches_bytes(s) < need ? UINT64_MAX : need + batches_bytes(s);
    /* The table at its largest. Grown by doubling, its last rehash also holds
       the half-size table it comes from. That happens in phase 1, before the
       values are allocated (after phase 1, which is the only one to add
       groups), and the old table is freed at once: the two never coexist, so
       the peak is everything else plus the larger of the two. Grow when that
       still fits the cap (the table then stays as small as the solve allows),
       else allocate it at its largest at once, with no rehash at all. */
    part = ludic_size_mul(s->table_limit, sizeof(jg_key));
    need = need + part < need ? UINT64_MAX : need + part;
    part = s->presize || s->table_limit <= 1024 ? 0 : ludic_size_mul(s->table_limit / 2,
                                                                      sizeof(jg_key));
    part = part > values ? part - values : 0; /* beyond the values' share */
    if (part && need + part >= need && need + part <= s->cap)
        need += part;
    else if (part)
        s->presize = 1;
    s->memory_bound = need;
    if (need <= s->cap)
        return LUDIC_OK; /* the solve cannot run out */
    /*
     * The bound passes the cap. It is above the use (1.0 to 1.7 times on
     * the benchmark's towers, up to 2.6 on mid-game towers; the colour
     * knapsack, used when the tighter bound costs too much, 7 to 13
     * times), so the tower may fit: solve within
     * the cap. Every array stays below the
     * cap, the table doubles (its last rehash holding both tables, checked
     * like everything else), every growth is checked before it happens
     * (reserve), and the values are allocated at their exact size once
     * phase 1 has counted the groups; the solve stops with LUDIC_E_MEMORY
     * at the first growth that would pass the cap. Only the fixed part (the
     * solver, its buckets and batch buffers) is checked now.
     */
    s->within_cap = 1;
    s->presize = 0;
    for (unsigned k = 0; k <= 3; k++)
        if (s->layer[k].limit > s->cap / sizeof(jg_group))
            s->layer[k].limit = s->cap / sizeof(jg_group) + 1;
    if (s->edges_limit > s->cap / sizeof(uint32_t))
        s->edges_limit = s->cap / sizeof(uint32_t) + 1;
    while (s->table_limit > 1024 && s->table_limit * sizeof(jg_key) > s->cap)
        s->table_limit /= 2;
    need = sizeof *s + ludic_size_mul(2 * s->buckets, sizeof(uint32_t)) + batches_bytes(s) +
           1024 * sizeof(jg_key);
    snprintf(what, sizeof what,
             "solving this tower (%lu levels, %lu blocks; bounded by %llu states)",
             (unsigned long)tower->levels, (unsigned long)ludic_jenga_tower_blocks(tower),
             (unsigned long long)b.states);
    lim.max_memory = s->cap;
    return ludic_memory_check(&lim, need, what, err);
}

/* A task of the pool: evaluate chunk c of the batch (s->order). */
static void evaluate_chunk(void *ctx, unsigned c, unsigned worker)
{
    ludic_jenga_solver *s = ctx;
    uint32_t from = c * s->eval_chunk, to = from + s->eval_chunk;
    if (to > s->order_count)
        to = s->order_count;
    for (uint32_t i = from; i < to; i++)
        evaluate_group(s, s->order[i] >> INDEX_BITS, s->order[i] & INDEX_MASK,
                       &s->part_sink[worker]);
}

/*
 * Progress: groups explored, then evaluated, out of twice the groups known
 * (the total grows during phase 1). The callback is called at most about a
 * hundred times a second, and once at the end with
 * done == total; a nonzero answer cancels the solve.
 */
static ludic_status report(ludic_jenga_solver *s, int last, ludic_error *err)
{
    double now;
    uint64_t total = 2 * group_count(s);
    if (!s->progress)
        return LUDIC_OK;
    now = jg_seconds();
    if (!last && now - s->progress_last < 0.01)
        return LUDIC_OK;
    s->progress_last = now;
    if (s->progress(s->progress_ctx, last ? total : s->done < total ? s->done : total - 1, total))
        return ludic_fail(err, LUDIC_E_CANCELLED, 0, 0, "the jenga solve was cancelled");
    return LUDIC_OK;
}

/* The next batch of bucket groups from *at on (at most `most`), into s->order. */
static void gather(ludic_jenga_solver *s, uint32_t *at, uint32_t most)
{
    uint32_t n = 0;
    while (*at != NONE && n < most) {
        s->order[n++] = *at;
        *at = ref_group(s, *at)->next;
    }
    s->order_count = n;
}

/*
 * Phase 1 then phase 2 from the root group, bucket by bucket, in batches.
 * Phase 1 may create groups only in lower buckets, so a bucket's list does
 * not change while it is walked; phase 2 reads only lower buckets' values,
 * so the groups of a bucket are evaluated in parallel.
 */
static ludic_status run(ludic_jenga_solver *s, unsigned top, ludic_error *err)
{
    const uint32_t batch = s->batch;
    ludic_status st = LUDIC_OK;
    s->progress_last = jg_seconds();
    for (unsigned p = top + 1; p-- > 0;)
        for (uint32_t at = s->head[p]; at != NONE;) {
            gather(s, &at, batch);
            st = explore_batch(s, err);
            if (st == LUDIC_OK) {
                s->done += s->order_count;
                st = report(s, 0, err);
            }
            if (st != LUDIC_OK)
                return st;
        }
    st = values_alloc(s, err);
    if (st != LUDIC_OK)
        return st;
    for (unsigned p = 0; p <= top; p++)
        for (uint32_t at = s->head[p]; at != NONE;) {
            gather(s, &at, s->eval_batch);
            ludic_jg_pool_run(s->pool, (s->order_count + s->eval_chunk - 1) / s->eval_chunk,
                              evaluate_chunk, s);
            s->done += s->order_count;
            st = report(s, 0, err);
            if (st != LUDIC_OK)
                return st;
        }
    s->sink += s->pend.sink;
    for (unsigned i = 0; i < s->parts; i++)
        s->sink += s->part_sink[i];
    return report(s, 1, err);
}

/* The batch buffers (batches_bytes), accounted like everything else. */
static ludic_status batches_alloc(ludic_jenga_solver *s, ludic_error *err)
{
    const uint64_t entries = (uint64_t)s->batch * s->children_max;
    const uint32_t order = s->batch > s->eval_batch ? s->batch : s->eval_batch;
    const uint64_t bytes = batches_bytes(s) - order * sizeof(uint32_t);
    jg_pending *p = &s->pend;
    unsigned char *at;
    ludic_status st = reserve(s, batches_bytes(s), err);
    if (st != LUDIC_OK)
        return st;
    s->order = malloc((size_t)order * sizeof(uint32_t));
    if (!s->order)
        return out_of_memory(err, "the jenga batches");
    account(s, 0, order * sizeof(uint32_t));
    ludic_jg_vmem_reserve(&p->mem, bytes);
    if (ludic_jg_vmem_grow(&p->mem, bytes) != 0)
        return out_of_memory(err, "the jenga batches");
    account(s, 0, bytes);
    at = p->mem.data; /* widest fields first: each stays aligned */
    p->key = (jg_key *)(void *)at;
    at += entries * sizeof(jg_key);
    p->hash = (uint64_t *)(void *)at;
    at += entries * sizeof(uint64_t);
    p->bits = (uint32_t *)(void *)at;
    at += entries * sizeof(uint32_t);
    p->index = (uint32_t *)(void *)at;
    at += entries * sizeof(uint32_t);
    p->end = (uint32_t *)(void *)at;
    at += (uint64_t)s->batch * sizeof(uint32_t);
    p->map = at;
    return LUDIC_OK;
}

ludic_status ludic_jenga_solver_create(const ludic_jenga_tower *tower,
                                       const ludic_jenga_dice *dice, const ludic_limits *limits,
                                       ludic_jenga_solver **out, ludic_error *err)
{
    static const jg_options all = {1, 1, 0, 0, 0};
    return ludic_jg_solver_create(tower, dice, limits, &all, out, err);
}

ludic_status ludic_jg_solver_create(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                              const ludic_limits *limits, const jg_options *options,
                              ludic_jenga_solver **out, ludic_error *err)
{
    ludic_jenga_dice d = dice ? *dice : ludic_jenga_default_dice();
    ludic_jenga_solver *s;
    ludic_status st;
    unsigned slot, top, k;
    uint32_t root;
    if (out)
        *out = NULL; /* on every failure below */
    if (!tower)
        return ludic_fail_null(err, "ludic_jenga_solver_create", "tower");
    if (!out)
        return ludic_fail_null(err, "ludic_jenga_solver_create", "out");
    st = check_input(tower, &d, err);
    if (st != LUDIC_OK)
        return st;
    s = calloc(1, sizeof *s);
    if (!s)
        return out_of_memory(err, "the jenga solver");
    s->dice = d;
    s->start = *tower;
    s->faces[0] = d.red;
    s->faces[1] = d.green;
    s->faces[2] = d.blue;
    s->all_faces = (double)d.red + d.green + d.blue + d.black;
    s->symmetric = options->symmetry && d.green == d.blue;
    s->base = options->base_groups;
    s->presize = options->presize;
    s->cap = ludic_memory_cap(limits);
    s->parts = limits && limits->threads > 1 ? limits->threads : 1u;
    if (s->parts > JG_POOL_MAX)
        s->parts = JG_POOL_MAX;
    s->test_chunk = options->chunk;
    s->progress = limits ? limits->progress : NULL;
    s->progress_ctx = limits ? limits->progress_ctx : NULL;
    ludic_jg_rules_init(&s->rules);
    s->root_key = tower_key(s, tower, &slot);
    s->root_slot = slot;
    k = jg_key_k(s->root_key);
    top = potential(s->root_key);
    s->buckets = top + 1;
    s->memory = s->memory_peak = sizeof *s;
    st = plan(s, tower, options->coarse_bound, err);
    if (st == LUDIC_OK) { /* address space only: pages become memory when touched */
        for (unsigned j = 0; j <= 3; j++)
            ludic_jg_vmem_reserve(&s->layer[j].gmem, s->layer[j].limit * sizeof(jg_group));
        ludic_jg_vmem_reserve(&s->emem, s->edges_limit * sizeof(uint32_t));
        if (s->parts > 1) {
            s->pool = ludic_jg_pool_start(s->parts);
            s->parts = ludic_jg_pool_workers(s->pool); /* fewer when threads cannot start */
        }
        st = batches_alloc(s, err);
    }
    if (st == LUDIC_OK)
        st = reserve(s, (uint64_t)2 * s->buckets * sizeof(uint32_t), err);
    if (st == LUDIC_OK) {
        s->head = malloc(s->buckets * sizeof *s->head);
        s->tail = malloc(s->buckets * sizeof *s->tail);
        if (!s->head || !s->tail)
            st = out_of_memory(err, "the jenga buckets");
        else
            account(s, 0, (uint64_t)2 * s->buckets * sizeof(uint32_t));
    }
    if (st == LUDIC_OK) {
        for (unsigned p = 0; p < s->buckets; p++)
            s->head[p] = s->tail[p] = NONE;
        st = table_grow(s, err);
    }
    if (st == LUDIC_OK)
        st = group_get(s, s->root_key, key_hash(s->root_key), &root, err);
    if (st == LUDIC_OK) {
        s->layer[k].groups[root].mask = 1u << slot;
        st = run(s, top, err);
    }
    ludic_jg_pool_stop(s->pool); /* the threads serve the solve only */
    s->pool = NULL;
    if (st == LUDIC_OK) {
        s->expected = group_value(s, k, root, slot);
        if (isinf(s->expected))
            st = ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                            "the expected length is infinite: with this die the game can get "
                            "stuck where only colours the die never shows can be taken");
    }
    if (st != LUDIC_OK) {
        ludic_jenga_solver_free(s);
        return st;
    }
    *out = s;
    return LUDIC_OK;
}

void ludic_jenga_solver_free(ludic_jenga_solver *solver)
{
    if (!solver)
        return;
    ludic_jg_vmem_free(&solver->tmem);
    for (unsigned k = 0; k <= 3; k++) {
        ludic_jg_vmem_free(&solver->layer[k].gmem);
        ludic_jg_vmem_free(&solver->layer[k].vmem);
    }
    ludic_jg_vmem_free(&solver->emem);
    ludic_jg_pool_stop(solver->pool);
    ludic_jg_vmem_free(&solver->pend.mem);
    free(solver->order);
    free(solver->head);
    free(solver->tail);
    free(solver);
}

void ludic_jg_solver_counts(const ludic_jenga_solver *solver, uint64_t groups[4],
                            uint64_t *states, uint64_t *edges)
{
    *states = 0;
    for (unsigned k = 0; k <= 3; k++) {
        groups[k] = solver->layer[k].count;
        for (uint64_t i = 0; k && i < solver->layer[k].count; i++)
            *states += (uint64_t)__builtin_popcount(solver->layer[k].groups[i].mask);
    }
    *edges = solver->nedges;
}

unsigned ludic_jg_solver_parts(const ludic_jenga_solver *solver)
{
    return solver ? solver->parts : 0u;
}

double ludic_jenga_solver_expected(const ludic_jenga_solver *solver)
{
    return solver ? solver->expected : (double)NAN;
}

ludic_jenga_dice ludic_jenga_solver_dice(const ludic_jenga_solver *solver)
{
    static const ludic_jenga_dice none = {0, 0, 0, 0};
    return solver ? solver->dice : none;
}

const ludic_jenga_tower *ludic_jenga_solver_tower(const ludic_jenga_solver *solver)
{
    return solver ? &solver->start : NULL;
}

void ludic_jenga_solver_stats(const ludic_jenga_solver *solver, ludic_jenga_stats *stats)
{
    if (!stats)
        return;
    memset(stats, 0, sizeof *stats);
    if (!solver)
        return;
    stats->groups = solver->layer[0].count;
    for (unsigned k = 1; k <= 3; k++) { /* base groups hold no states */
        const jg_layer *l = &solver->layer[k];
        stats->groups += l->count;
        for (uint64_t i = 0; i < l->count; i++) {
            uint32_t m = l->groups[i].mask;
            for (; m; m &= m - 1)
                stats->states++;
        }
    }
    stats->lookups = solver->lookups;
    stats->memory = solver->memory_peak;
    stats->memory_bound = solver->memory_bound;
    stats->symmetric = solver->symmetric;
}

ludic_status ludic_jenga_solver_value(const ludic_jenga_solver *solver,
                                      const ludic_jenga_tower *tower, double *expected,
                                      ludic_error *err)
{
    unsigned slot, k;
    jg_key key;
    uint32_t gi;
    ludic_status st;
    if (!solver)
        return ludic_fail_null(err, __func__, "solver");
    if (!tower)
        return ludic_fail_null(err, __func__, "tower");
    if (!expected)
        return ludic_fail_null(err, __func__, "expected");
    st = ludic_jenga_check_tower(tower, err);
    if (st != LUDIC_OK)
        return st;
    if (ludic_jenga_tower_blocks(tower) > LUDIC_JENGA_MAX_BLOCKS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the tower is not reachable from the solved one (too many blocks)");
    key = tower_key(solver, tower, &slot);
    k = jg_key_k(key);
    gi = group_find(solver, key);
    if (gi == NONE || !(solver->layer[k].groups[gi].mask >> slot & 1u))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the tower is not reachable from the solved one");
    *expected = group_value(solver, k, gi, slot);
    return LUDIC_OK;
}

ludic_status ludic_jenga_solve(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                               const ludic_limits *limits, double *expected,
                               ludic_jenga_stats *stats, ludic_error *err)
{
    ludic_jenga_solver *s;
    ludic_status st;
    if (!expected)
        return ludic_fail_null(err, __func__, "expected");
    st = ludic_jenga_solver_create(tower, dice, limits, &s, err);
    if (st != LUDIC_OK)
        return st;
    *expected = s->expected;
    if (stats)
        ludic_jenga_solver_stats(s, stats);
    ludic_jenga_solver_free(s);
    return LUDIC_OK;
}
