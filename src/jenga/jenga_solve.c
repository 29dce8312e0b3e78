/*
 * jenga_solve.c: the exact solver.
 *
 * The value of a state S (expected minutes left under optimal play) is
 *   E(S) = (F + sum over colours c that can move: f_c * min over moves E(S'))
 *          / (sum over colours c that can move: f_c)
 * where f_c is the number of faces of colour c and F all faces (black and
 * colours that cannot move make the player wait: solving
 * E = 1 + sum_c p_c min E(S') + q E for E gives this), and E(S) = 0 when no
 * colour can move.
 *
 * States are reduced (jenga_int.h): a core (multiset of the levels below the
 * top, as full types and singles) and a top slot. The solver works on
 * GROUPS: all states with the same core and the same number k of top blocks.
 * Which colours can move, and the cores the moves lead to, depend only on
 * the core, so a group with k = 1 or 2 needs one hash lookup per move
 * source, shared by all its slots; its slots are read from the child group's
 * small value array. A group with k = 3 (complete top) needs one lookup per
 * slot and source, because the complete top joins the core below.
 *
 * Evaluation order: the potential P = 6 * full levels + 3 * singles + 2 * k
 * drops by at least 1 on every move (taking a block costs at least 3, the
 * top gains 2; pushing a complete top trades -4 on the top for +6 as a full
 * level), so groups are kept in buckets by P and
 *   1. explore: buckets from the start's P down to 0; when a bucket is
 *      reached every group in it has all its parents done, so its set of
 *      reachable slots (a bit mask) is final; its children are created in
 *      lower buckets and their masks extended;
 *   2. evaluate: buckets from 0 up; every child of a group is in a lower
 *      bucket and already has its values.
 * Each phase costs one lookup per (group, source) for k < 3 and per (state,
 * source) for k = 3; the hash table holds groups only (about a quarter of
 * the states), so it stays small and cache-friendly.
 *
 * Memory: the table of groups (16 bytes an entry, at most 3/4 full), 32
 * bytes per group, 8 bytes per state. Before solving, jenga_bound.c bounds
 * groups and states; the bound's memory is checked against the cap, and
 * every array then grows by doubling without ever passing its bounded size.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "core/hash_int.h"
#include "core/memory_int.h"
#include "jenga_int.h"

#define NONE UINT32_MAX
#define MAX_SOURCES (2u * JG_TYPES + 1u) /* per colour: two results per type, plus a single */
#define MAX_GROUPS ((1u << 30) - 1u)     /* group indices live in 30 bits of a table entry */

/* How a child group's slots relate to the slots computed for it. */
enum { MAP_SAME = 0, MAP_SWAP = 1, MAP_CANON = 2 };

/*
 * A group: a core with k top blocks. `mask` has bit s set for every top slot
 * s reachable (and canonical: for a core equal to its own green/blue swap,
 * only the smaller of s and its swap). The values of the reachable slots
 * are values[val .. val + popcount(mask) - 1] in increasing slot order.
 */
typedef struct jg_group {
    jg_key key;
    uint32_t mask;
    uint32_t next; /* next group in the same potential bucket, or NONE */
    uint64_t val;
} jg_group;

/* A way to take a block of one colour: the change it makes to the core. */
typedef struct jg_source {
    jg_key delta;   /* to the key */
    jg_key sdelta;  /* to the green/blue-swapped key */
} jg_source;

typedef struct jg_sources {
    unsigned count[JG_COLORS];
    jg_source src[JG_COLORS][MAX_SOURCES];
} jg_sources;

struct ludic_jenga_solver {
    ludic_jenga_dice dice;
    double faces[JG_COLORS]; /* red, green, blue */
    double all_faces;
    int symmetric;
    uint64_t cap;

    jg_key *table; /* open addressing, linear probing; hi bits 34..63: group index + 1 */
    uint64_t table_size;
    uint64_t table_limit; /* largest size the bound allows */

    jg_group *groups;
    uint32_t ngroups;
    uint64_t groups_cap, groups_limit;

    double *values;
    uint64_t nvalues, values_cap, values_limit;

    uint32_t *head, *tail; /* potential buckets */
    unsigned buckets;

    uint32_t root_group;
    unsigned root_slot;
    double expected;

    uint64_t memory, memory_peak, memory_bound, lookups;
};

static unsigned popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (unsigned)((x * 0x01010101u) >> 24);
}

static unsigned lowest_bit(uint32_t x)
{
    return popcount32((x & (0u - x)) - 1u);
}

static uint64_t key_hash(jg_key key)
{
    return ludic_hash64(key.lo ^ (key.hi * 0x9e3779b97f4a7c15ull));
}

static unsigned potential(jg_key key)
{
    unsigned p = 0;
    for (unsigned t = 0; t < JG_TYPES; t++)
        p += 6u * jg_key_count(key, t);
    for (unsigned c = 0; c < JG_COLORS; c++)
        p += 3u * jg_key_singles(key, c);
    return p + 2u * jg_key_k(key);
}

static unsigned map_slot(unsigned k, unsigned s, unsigned map)
{
    unsigned w;
    if (map == MAP_SAME)
        return s;
    w = jg_swap_slot(k, s);
    if (map == MAP_SWAP)
        return w;
    return w < s ? w : s; /* MAP_CANON: the smaller of a slot and its swap */
}

static uint32_t map_mask(unsigned k, uint32_t mask, unsigned map)
{
    uint32_t out = 0;
    if (map == MAP_SAME)
        return mask;
    for (; mask; mask &= mask - 1)
        out |= 1u << map_slot(k, lowest_bit(mask), map);
    return out;
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

/* ---- memory ------------------------------------------------------------- */

static uint64_t table_bytes(uint64_t size)
{
    return ludic_size_mul(size, sizeof(jg_key));
}

static uint64_t table_size_for(uint64_t groups)
{
    uint64_t size = 1024;
    while (size < UINT64_MAX / 8 && size / 4 * 3 < groups)
        size *= 2;
    return size;
}

/* Reserve `more` bytes (on top of what is held) under the cap; fails before allocating. */
static ludic_status reserve(ludic_jenga_solver *s, uint64_t more, ludic_error *err)
{
    uint64_t want = s->memory + more;
    if (want < s->memory || want > s->cap) {
        ludic_limits lim = {s->cap};
        return ludic_memory_check(&lim, want < s->memory ? UINT64_MAX : want,
                                  "the jenga solver's tables", err);
    }
    return LUDIC_OK;
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

static ludic_status table_grow(ludic_jenga_solver *s, ludic_error *err)
{
    uint64_t size = s->table_size ? s->table_size * 2 : 1024;
    jg_key *table;
    ludic_status st;
    if (size > s->table_limit)
        size = s->table_limit;
    if (size <= s->table_size)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                          "the jenga state table is full (a bug: the bound was exceeded)");
    st = reserve(s, table_bytes(size), err);
    if (st != LUDIC_OK)
        return st;
    table = calloc((size_t)size, sizeof *table);
    if (!table)
        return out_of_memory(err, "the jenga state table");
    for (uint64_t i = 0; i < s->table_size; i++) {
        jg_key e = s->table[i];
        uint64_t h;
        if (!e.hi)
            continue;
        {
            jg_key clean = {e.lo, e.hi & ((1ull << JG_KEY_BITS_HI) - 1)};
            h = key_hash(clean) & (size - 1);
        }
        while (table[h].hi)
            h = (h + 1) & (size - 1);
        table[h] = e;
    }
    free(s->table);
    account(s, table_bytes(s->table_size), table_bytes(size));
    s->table = table;
    s->table_size = size;
    return LUDIC_OK;
}

/* Grow an array of `elem`-byte items from *cap to at least need, at most limit. */
static ludic_status array_grow(ludic_jenga_solver *s, void **array, uint64_t *cap, uint64_t need,
                               uint64_t limit, size_t elem, const char *what, ludic_error *err)
{
    uint64_t size = *cap ? *cap : 1024;
    void *p;
    ludic_status st;
    while (size < need)
        size *= 2;
    if (size > limit)
        size = limit;
    if (size < need)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                          "%s outgrew its bound (a bug in the jenga solver)", what);
    st = reserve(s, ludic_size_mul(size - *cap, elem), err);
    if (st != LUDIC_OK)
        return st;
    p = realloc(*array, (size_t)size * elem);
    if (!p)
        return out_of_memory(err, what);
    account(s, 0, (size - *cap) * elem);
    *array = p;
    *cap = size;
    return LUDIC_OK;
}

/* ---- the group table ---------------------------------------------------- */

static uint32_t group_find(const ludic_jenga_solver *s, jg_key key)
{
    uint64_t mask = s->table_size - 1, h = key_hash(key) & mask;
    for (;;) {
        jg_key e = s->table[h];
        if (!e.hi)
            return NONE;
        if (e.lo == key.lo && (e.hi & ((1ull << JG_KEY_BITS_HI) - 1)) == key.hi)
            return (uint32_t)(e.hi >> JG_KEY_BITS_HI) - 1u;
        h = (h + 1) & mask;
    }
}

/* The group of `key`, created (with an empty mask, in its bucket) when new. */
static ludic_status group_get(ludic_jenga_solver *s, jg_key key, uint32_t *index,
                              ludic_error *err)
{
    uint64_t mask, h;
    ludic_status st;
    jg_group *g;
    unsigned p;
    if ((uint64_t)s->ngroups + 1 > s->table_size / 4 * 3) {
        st = table_grow(s, err);
        if (st != LUDIC_OK)
            return st;
    }
    mask = s->table_size - 1;
    h = key_hash(key) & mask;
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
    if (s->ngroups >= MAX_GROUPS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0, "more than %u groups of jenga states",
                          MAX_GROUPS);
    if (s->ngroups >= s->groups_cap) {
        void *arr = s->groups;
        st = array_grow(s, &arr, &s->groups_cap, (uint64_t)s->ngroups + 1, s->groups_limit,
                        sizeof(jg_group), "the jenga groups", err);
        s->groups = arr;
        if (st != LUDIC_OK)
            return st;
    }
    *index = s->ngroups++;
    s->table[h].lo = key.lo;
    s->table[h].hi = key.hi | ((uint64_t)(*index + 1u) << JG_KEY_BITS_HI);
    g = &s->groups[*index];
    g->key = key;
    g->mask = 0;
    g->next = NONE;
    g->val = 0;
    p = potential(key);
    if (s->tail[p] == NONE)
        s->head[p] = *index;
    else
        s->groups[s->tail[p]].next = *index;
    s->tail[p] = *index;
    return LUDIC_OK;
}

/* ---- moves of a core ---------------------------------------------------- */

/* Every way to take a block from the core of `key`, by colour. */
static void list_sources(jg_key key, jg_sources *out)
{
    for (unsigned c = 0; c < JG_COLORS; c++)
        out->count[c] = 0;
    for (unsigned c = 0; c < JG_COLORS; c++)
        if (jg_key_singles(key, c)) {
            jg_source *x = &out->src[c][out->count[c]++];
            x->delta = jg_single_delta(c);
            x->sdelta = jg_single_delta(jg_swap_color(c));
        }
    for (unsigned t = 0; t < JG_TYPES; t++) {
        if (!jg_key_count(key, t))
            continue;
        for (unsigned c = 0; c < JG_COLORS; c++) {
            unsigned results[3], n = jg_take_results(t, c, results);
            for (unsigned i = 0; i < n; i++) {
                jg_source *x = &out->src[c][out->count[c]++];
                x->delta = jg_type_delta(t);
                x->sdelta = jg_type_delta(jg_swap_type(t));
                if (results[i] != JG_DEAD) {
                    x->delta = jg_key_sub(x->delta, jg_single_delta(results[i]));
                    x->sdelta =
                        jg_key_sub(x->sdelta, jg_single_delta(jg_swap_color(results[i])));
                }
            }
        }
    }
}

/* Slots of size k + 1 reachable by putting colour c on any slot of `mask` (size k < 3). */
static uint32_t place_mask(unsigned k, uint32_t mask, unsigned c)
{
    uint32_t out = 0;
    for (; mask; mask &= mask - 1) {
        unsigned next[2], n = jg_place(k, lowest_bit(mask), c, next);
        for (unsigned i = 0; i < n; i++)
            out |= 1u << next[i];
    }
    return out;
}

/* A source applied to a core (plus a pushed full type t when t < JG_TYPES). */
static jg_key child_key(const ludic_jenga_solver *s, const jg_group *g, jg_key swapped,
                        const jg_source *x, unsigned push, unsigned k, unsigned *map)
{
    jg_key a = jg_key_sub(g->key, x->delta), b = jg_key_sub(swapped, x->sdelta);
    if (push < JG_TYPES) {
        a = jg_key_add(a, jg_type_delta(push));
        b = jg_key_add(b, jg_type_delta(jg_swap_type(push)));
    }
    return canonical(s, jg_key_with_k(a, k), jg_key_with_k(b, k), map);
}

/* The green/blue swap of a key. */
static jg_key swap_key(jg_key key)
{
    jg_key out = {0, 0};
    for (unsigned t = 0; t < JG_TYPES; t++) {
        unsigned n = jg_key_count(key, t);
        jg_key d = jg_type_delta(jg_swap_type(t));
        out.lo += d.lo * n;
        out.hi += d.hi * n;
    }
    for (unsigned c = 0; c < JG_COLORS; c++)
        out = jg_key_add(out, (jg_key){0, jg_single_delta(jg_swap_color(c)).hi *
                                              jg_key_singles(key, c)});
    return jg_key_with_k(out, jg_key_k(key));
}

/* ---- phase 1: explore ----------------------------------------------------- */

static ludic_status explore_group(ludic_jenga_solver *s, uint32_t gi, jg_sources *src,
                                  ludic_error *err)
{
    jg_group g = s->groups[gi];
    unsigned k = jg_key_k(g.key);
    jg_key swapped = s->symmetric ? swap_key(g.key) : g.key;
    list_sources(g.key, src);
    for (unsigned c = 0; c < JG_COLORS; c++) {
        if (s->faces[c] == 0)
            continue;
        for (unsigned i = 0; i < src->count[c]; i++) {
            if (k < 3) {
                unsigned map;
                uint32_t ci;
                jg_key key = child_key(s, &g, swapped, &src->src[c][i], JG_TYPES, k + 1, &map);
                ludic_status st = group_get(s, key, &ci, err);
                if (st != LUDIC_OK)
                    return st;
                s->groups[ci].mask |= map_mask(k + 1, place_mask(k, g.mask, c), map);
            } else {
                for (uint32_t m = g.mask; m; m &= m - 1) {
                    unsigned map;
                    uint32_t ci;
                    jg_key key =
                        child_key(s, &g, swapped, &src->src[c][i], lowest_bit(m), 1, &map);
                    ludic_status st = group_get(s, key, &ci, err);
                    if (st != LUDIC_OK)
                        return st;
                    s->groups[ci].mask |= map_mask(1, (1u << c) | (1u << (3u + c)), map);
                }
            }
        }
    }
    return LUDIC_OK;
}

/* ---- phase 2: evaluate ------------------------------------------------------ */

/* The value of slot `slot` (already mapped) of group ci. */
static double slot_value(const ludic_jenga_solver *s, const jg_group *child, unsigned slot)
{
    return s->values[child->val + popcount32(child->mask & ((1u << slot) - 1u))];
}

static double combine(const ludic_jenga_solver *s, const double best[JG_COLORS],
                      const unsigned can_move[JG_COLORS])
{
    double sum = s->all_faces, den = 0;
    int any = 0;
    for (unsigned c = 0; c < JG_COLORS; c++) {
        if (!can_move[c])
            continue;
        any = 1;
        if (s->faces[c] == 0)
            continue;
        sum += s->faces[c] * best[c];
        den += s->faces[c];
    }
    if (!any)
        return 0;
    if (den == 0)
        return HUGE_VAL; /* only colours the die never shows can move: the game never ends */
    return sum / den;
}

static void evaluate_group(ludic_jenga_solver *s, uint32_t gi, jg_sources *src)
{
    const jg_group *g = &s->groups[gi];
    unsigned k = jg_key_k(g->key);
    jg_key swapped = s->symmetric ? swap_key(g->key) : g->key;
    double best[JG_TOP3][JG_COLORS];
    double *out = s->values + g->val;
    list_sources(g->key, src);
    for (uint32_t m = g->mask; m; m &= m - 1)
        for (unsigned c = 0; c < JG_COLORS; c++)
            best[lowest_bit(m)][c] = HUGE_VAL;
    for (unsigned c = 0; c < JG_COLORS; c++) {
        if (s->faces[c] == 0)
            continue;
        for (unsigned i = 0; i < src->count[c]; i++) {
            if (k < 3) {
                unsigned map;
                jg_key key = child_key(s, g, swapped, &src->src[c][i], JG_TYPES, k + 1, &map);
                const jg_group *child = &s->groups[group_find(s, key)];
                s->lookups++;
                for (uint32_t m = g->mask; m; m &= m - 1) {
                    unsigned slot = lowest_bit(m), next[2], n = jg_place(k, slot, c, next);
                    for (unsigned j = 0; j < n; j++) {
                        double v = slot_value(s, child, map_slot(k + 1, next[j], map));
                        if (v < best[slot][c])
                            best[slot][c] = v;
                    }
                }
            } else {
                for (uint32_t m = g->mask; m; m &= m - 1) {
                    unsigned slot = lowest_bit(m), map;
                    jg_key key = child_key(s, g, swapped, &src->src[c][i], slot, 1, &map);
                    const jg_group *child = &s->groups[group_find(s, key)];
                    s->lookups++;
                    double a = slot_value(s, child, map_slot(1, c, map));
                    double b = slot_value(s, child, map_slot(1, 3u + c, map));
                    if (b < a)
                        a = b;
                    if (a < best[slot][c])
                        best[slot][c] = a;
                }
            }
        }
    }
    for (uint32_t m = g->mask; m; m &= m - 1)
        *out++ = combine(s, best[lowest_bit(m)], src->count);
}

/* ---- the public interface --------------------------------------------------- */

ludic_status ludic_jenga_dice_check(const ludic_jenga_dice *dice, ludic_error *err)
{
    if (!dice)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no dice given");
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
    jg_reduce(tower, &st);
    key = canonical(s, st.key, st.swapped, &map);
    *slot = map_slot(jg_key_k(key), st.slot, map);
    return key;
}

static ludic_status check_input(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                ludic_error *err)
{
    ludic_status st = ludic_jenga_tower_check(tower, err);
    uint32_t blocks;
    if (st != LUDIC_OK)
        return st;
    st = ludic_jenga_dice_check(dice, err);
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

/* Bound the solve's memory and check it against the cap before allocating. */
static ludic_status plan(ludic_jenga_solver *s, const ludic_jenga_tower *tower,
                         ludic_error *err)
{
    jg_bound b;
    uint64_t need;
    char what[160];
    ludic_limits lim = {s->cap};
    if (jg_bound_compute(tower, &b) != LUDIC_OK)
        return out_of_memory(err, "the jenga memory bound");
    if (b.groups < 1)
        b.groups = 1;
    if (b.states < 1)
        b.states = 1;
    s->table_limit = table_size_for(b.groups);
    s->groups_limit = b.groups;
    s->values_limit = b.states;
    need = table_bytes(s->table_limit);
    need += ludic_size_mul(b.groups, sizeof(jg_group));
    need += ludic_size_mul(b.states, sizeof(double));
    need += ludic_size_mul(2 * s->buckets, sizeof(uint32_t));
    if (need < table_bytes(s->table_limit))
        need = UINT64_MAX;
    s->memory_bound = need;
    snprintf(what, sizeof what,
             "solving this tower (%lu levels; at most %llu states, a bound)",
             (unsigned long)tower->levels, (unsigned long long)b.states);
    return ludic_memory_check(&lim, need, what, err);
}

ludic_status ludic_jenga_solver_create(const ludic_jenga_tower *tower,
                                       const ludic_jenga_dice *dice, const ludic_limits *limits,
                                       ludic_jenga_solver **out, ludic_error *err)
{
    ludic_jenga_dice d = dice ? *dice : ludic_jenga_default_dice();
    ludic_jenga_solver *s;
    ludic_status st;
    jg_sources *src;
    unsigned slot, top;
    jg_key root;
    if (!out)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no place for the solver given");
    *out = NULL;
    st = check_input(tower, &d, err);
    if (st != LUDIC_OK)
        return st;
    s = calloc(1, sizeof *s);
    src = malloc(sizeof *src);
    if (!s || !src) {
        free(s);
        free(src);
        return out_of_memory(err, "the jenga solver");
    }
    s->dice = d;
    s->faces[0] = d.red;
    s->faces[1] = d.green;
    s->faces[2] = d.blue;
    s->all_faces = (double)d.red + d.green + d.blue + d.black;
    s->symmetric = d.green == d.blue;
    s->cap = ludic_memory_cap(limits);
    s->root_group = NONE;
    root = tower_key(s, tower, &slot);
    top = potential(root);
    s->buckets = top + 1;
    st = plan(s, tower, err);
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
        st = group_get(s, root, &s->root_group, err);
    }
    if (st == LUDIC_OK) {
        s->root_slot = slot;
        s->groups[s->root_group].mask = 1u << slot;
        /* phase 1: from the start's potential down */
        for (unsigned p = top + 1; p-- > 0 && st == LUDIC_OK;)
            for (uint32_t gi = s->head[p]; gi != NONE && st == LUDIC_OK;
                 gi = s->groups[gi].next) {
                uint64_t n = popcount32(s->groups[gi].mask);
                if (s->nvalues + n > s->values_cap) {
                    void *arr = s->values;
                    st = array_grow(s, &arr, &s->values_cap, s->nvalues + n, s->values_limit,
                                    sizeof(double), "the jenga values", err);
                    s->values = arr;
                    if (st != LUDIC_OK)
                        break;
                }
                s->groups[gi].val = s->nvalues;
                s->nvalues += n;
                st = explore_group(s, gi, src, err);
            }
    }
    if (st == LUDIC_OK) {
        /* phase 2: from potential 0 up */
        for (unsigned p = 0; p <= top; p++)
            for (uint32_t gi = s->head[p]; gi != NONE; gi = s->groups[gi].next)
                evaluate_group(s, gi, src);
        s->expected = slot_value(s, &s->groups[s->root_group], slot);
        if (isinf(s->expected))
            st = ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                            "the expected length is infinite: with this die the game can get "
                            "stuck where only colours the die never shows can be taken");
    }
    free(src);
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
    free(solver->table);
    free(solver->groups);
    free(solver->values);
    free(solver->head);
    free(solver->tail);
    free(solver);
}

double ludic_jenga_solver_expected(const ludic_jenga_solver *solver)
{
    return solver->expected;
}

ludic_jenga_dice ludic_jenga_solver_dice(const ludic_jenga_solver *solver)
{
    return solver->dice;
}

void ludic_jenga_solver_stats(const ludic_jenga_solver *solver, ludic_jenga_stats *stats)
{
    stats->states = solver->nvalues;
    stats->groups = solver->ngroups;
    stats->lookups = solver->lookups;
    stats->memory = solver->memory_peak;
    stats->memory_bound = solver->memory_bound;
    stats->symmetric = solver->symmetric;
}

ludic_status ludic_jenga_solver_value(const ludic_jenga_solver *solver,
                                      const ludic_jenga_tower *tower, double *expected,
                                      ludic_error *err)
{
    unsigned slot;
    jg_key key;
    uint32_t gi;
    ludic_status st = ludic_jenga_tower_check(tower, err);
    if (st != LUDIC_OK)
        return st;
    if (ludic_jenga_tower_blocks(tower) > LUDIC_JENGA_MAX_BLOCKS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the tower is not reachable from the solved one (too many blocks)");
    key = tower_key(solver, tower, &slot);
    gi = group_find(solver, key);
    if (gi == NONE || !(solver->groups[gi].mask & (1u << slot)))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the tower is not reachable from the solved one");
    *expected = slot_value(solver, &solver->groups[gi], slot);
    return LUDIC_OK;
}

ludic_status ludic_jenga_solve(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                               const ludic_limits *limits, double *expected,
                               ludic_jenga_stats *stats, ludic_error *err)
{
    ludic_jenga_solver *s;
    ludic_status st = ludic_jenga_solver_create(tower, dice, limits, &s, err);
    if (st != LUDIC_OK)
        return st;
    if (expected)
        *expected = s->expected;
    if (stats)
        ludic_jenga_solver_stats(s, stats);
    ludic_jenga_solver_free(s);
    return LUDIC_OK;
}
