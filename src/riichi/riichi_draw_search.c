/*
 * riichi_draw_search.c: the draw game's search (riichi_draw_int.h).
 *
 * Backward induction. With d draws left, the value of a 13 - 3c tile hand h
 * (shanten s) under the best policy of class E is
 *   V_d(h) = sum_k w_k / W * (1 if h + k is complete,
 *                             else max over allowed h' of V_{d-1}(h')),
 *   V_0 = 0,
 * where w_k = base[k] - h[k] (the replace wall: it depends on h alone, so
 * (h, d) determines the value) and the allowed h' are h itself (the drawn
 * tile discarded) and every h + k - x with shanten <= s + E - 1. Removing a
 * tile never lowers the shanten, so when h + k already has shanten above
 * s + E - 1 no discard qualifies: such a draw keeps h (for E = 0: every
 * draw that is not effective). A hand of shanten s needs s + 1 draws at
 * least, so V_d(h) = 0 for d <= s.
 *
 * Two phases instead of a recursion over (hand, d):
 * 1. The graph. From the roots (level 0), a breadth-first walk: a hand
 *    first met after j draws (its level) is only ever asked about with at
 *    most T - j draws left, so when T - j <= s its values are all 0 and it
 *    is not expanded (no moves, no shanten of its successors). Expanding a
 *    hand h finds which of its 34 draws pass at once (a 34-bit mask,
 *    riichi_mask_int.h); the draws that win and those that can only keep
 *    the hand are summed into two weights, so the later passes touch only the draws
 *    with a real choice. Each of those leads to a drawn hand H = h + k
 *    (ri_draw_drawn), found or added in the same hash table (its key
 *    tagged with the limit): a new one gets its allowed discards tested
 *    and their hands found or added (each at the level of H). About 4
 *    hands h share each H (h + k = h' + k'), so this tests and looks up
 *    the discards once per H instead of once per (h, k): on the 3-shanten
 *    benchmark hand 128,583 draws with a choice lead to 40,000 drawn hands
 *    and 96,000 options instead of 500,000. Only for E = 0: for E >= 1
 *    each draw gets its own drawn hand, not in the table (add_drawn).
 *    Hands and drawn hands are keyed by their honour-symmetric canonical
 *    form (riichi_draw_sym_int.h): alike honours' counts sorted.
 * 2. The values (riichi_draw_values.c): for E >= 1, d = 1..T in turn,
 *    each a pass over every drawn hand (its best option with d - 1 draws
 *    left: the first best by kind) and then every expanded hand in record
 *    order (keep, or its drawn hand's best when better by RI_DRAW_TIE),
 *    reading only the values with d - 1: no recursion, no per-(hand, d)
 *    bookkeeping (E >= 1 has cycles between hands of equal shanten, which
 *    a per-hand recursion could not order). For E = 0, where the options
 *    of a hand of shanten s have shanten s - 1, the same sums hand by hand
 *    in increasing shanten, all rows of a hand at once. Row d of hand i
 *    is computed (and stored) only for s_i < d <= T - level_i. The pass
 *    records the policy: per drawn hand and d the hand its best option
 *    leaves, and per draw with a choice and d one bit (take it, or keep).
 *    Taking the drawn hand's best as one option gives the chained rule of
 *    the search as first written (best = keep, then each option by kind
 *    when better) whenever any two of the values are either within the
 *    tolerance of each other or apart by clearly more; the two can differ
 *    only when three values sit a few 1e-12 apart without being equal
 *    (never met by the tests against the reference search, which use the
 *    chained rule).
 * The numerator is summed before the one division, so for a tenpai hand
 * V_1 = (winning tiles left) / W exactly.
 *
 * Cost: hands met x (one mask of its draws, once) + drawn hands x (one
 * mask of their discards and the options' look-ups, once) + T x (drawn
 * hands' options + the draws with a choice) + per root, the forward pass.
 * Memory per hand a 32-byte record, its live rows (at most T doubles)
 * and its moves (4 bytes per draw with a choice); per drawn hand a
 * 24-byte record, 4 bytes per option and 4 x T bytes of policy; a hash
 * slot of 8 bytes per hand or drawn hand (the table at most half full);
 * T bits per draw with a choice;
 * the masks' caches (about 225 KB); during the values pass, the best rows
 * of one shanten layer's drawn hands. Growth is amortised doubling, capped
 * by max_memory: on the heap, then (past 256 KB) in place in a reserved
 * range with huge pages (riichi_draw_mem.c: page faults were a third of a
 * 3-shanten search's time); the hash table doubles in place and is rebuilt
 * from the records; it moves to its range from 64 KB and there takes a
 * whole huge page (2 MiB, 262,144 slots) at once, which the kernel clears
 * on first touch anyway.
 */
#include <stdlib.h>
#include <string.h>

#include "riichi_draw_int.h"
#include "riichi_draw_sym_int.h"
#include "riichi_incr_int.h"
#include "riichi_lanes_int.h"
#include "riichi_mask_int.h"

#define NONE UINT32_MAX

/* the incremental counts sit in what was the record's padding */
_Static_assert(sizeof(ri_draw_rec) == 32, "a hand's record is 32 bytes");

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)(p))
#endif

/* the graph's per-option helpers, inlined into expand (not in the size-bound
   WebAssembly module): their calls cost more than their common path */
#if (defined(__GNUC__) || defined(__clang__)) && !defined(LUDIC_SMALL)
#define HOT static inline __attribute__((always_inline))
#else
#define HOT static inline
#endif

static void pack(const uint8_t *h, uint64_t *key);

void ludic_ri_draw_init(ri_draw_search *s, const uint8_t *base, unsigned n, unsigned draws,
                        unsigned slack, uint64_t max_memory, unsigned flags)
{
    unsigned total = 0;
    memset(s, 0, sizeof *s);
    memcpy(s->base, base, RI_KINDS);
    for (unsigned k = 0; k < RI_KINDS; k++)
        total += base[k];
    s->wall = (double)(total - n);
    s->flags = flags;
    s->draws = draws;
    s->slack = slack;
    s->max_memory = max_memory;
    s->honour_sym = ri_sym_kind(base, flags);
    pack(base, s->base_key);
}

void ludic_ri_draw_clear(ri_draw_search *s)
{
    ludic_ri_draw_release(&s->rec_mem, s->rec);
    ludic_ri_draw_release(&s->drawn_mem, s->drawn);
    ludic_ri_draw_values_clear(s);
    ludic_ri_draw_release(&s->moves_mem, s->moves);
    ludic_ri_draw_release(&s->slot_mem, s->slot);
    free(s->mask_cache);
    ludic_ri_draw_release(&s->queue_mem, s->queue);
    memset(s, 0, sizeof *s);
}

/* Count `bytes` against the cap. 0 or -1 (and failed set). */
int ludic_ri_draw_charge(ri_draw_search *s, uint64_t bytes)
{
    if (s->used + bytes > s->max_memory) {
        s->failed = 1;
        return -1;
    }
    s->used += bytes;
    return 0;
}

static void pack(const uint8_t *h, uint64_t *key)
{
    key[0] = key[1] = 0;
    for (unsigned k = 0; k < 21; k++)
        key[0] |= (uint64_t)h[k] << (3 * k);
    for (unsigned k = 21; k < RI_KINDS; k++)
        key[1] |= (uint64_t)h[k] << (3 * (k - 21));
}

/* Kind k's lane in a packed key: word k >= 21, from bit lane_shift[k]. */
static const uint8_t lane_shift[RI_KINDS] = {
    0,  3,  6,  9,  12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48,
    51, 54, 57, 60, 0,  3,  6,  9,  12, 15, 18, 21, 24, 27, 30, 33, 36};

/* The packed key's digit of one tile of kind k: word k >= 21, that shift. */
static inline uint64_t digit(unsigned k)
{
    return (uint64_t)1 << lane_shift[k];
}

/* The count of kind k in packed key (= ri_lanes_digit, by the table). */
static inline unsigned count_of(const uint64_t *key, unsigned k)
{
    return (unsigned)(key[k >= 21] >> lane_shift[k] & 7u);
}

static void unpack(const uint64_t *key, uint8_t *h)
{
    for (unsigned k = 0; k < 21; k++)
        h[k] = (uint8_t)(key[0] >> (3 * k) & 7u);
    for (unsigned k = 21; k < RI_KINDS; k++)
        h[k] = (uint8_t)(key[1] >> (3 * (k - 21)) & 7u);
}

/*
 * The key's 64-bit hash: its high 32 bits choose the slot (tables up to 2^32
 * slots), its low 32 bits are the slot's fingerprint.
 */
static inline uint64_t hash(const uint64_t *key)
{
#if defined(__SIZEOF_INT128__) && !defined(LUDIC_SMALL)
    /* one 64 x 64 -> 128-bit product of the words (each xored with a
       constant), its halves folded: every bit of either word reaches the
       slot's bits and the fingerprint's */
    __extension__ typedef unsigned __int128 wide;
    const wide p = (wide)(key[0] ^ 0x9E3779B97F4A7C15u) * (key[1] ^ 0xC2B2AE3D27D4EB4Fu);
    return (uint64_t)(p >> 64) ^ (uint64_t)p;
#else
    uint64_t x = key[0] * 0x9E3779B97F4A7C15u ^ (key[1] + 0x632BE59BD9B4E019u) * 0xC2B2AE3D27D4EB4Fu;
    x ^= x >> 31;
    x *= 0xD6E8FEB86659FD93u;
    return x ^ x >> 32;
#endif
}

static inline size_t slot_of(uint64_t x, size_t slots)
{
    return (size_t)(x >> 32) & (slots - 1);
}

/* The hash table goes to its reserved range from this size on (below). */
#define TABLE_EARLY ((size_t)64 << 10)

/* Insert id (its key's hash x) in table t of `slots` slots (not there yet). */
static void insert(ri_draw_slot *t, size_t slots, uint64_t x, uint32_t id)
{
    size_t j = slot_of(x, slots);
    while (t[j].id)
        j = (j + 1) & (slots - 1);
    t[j].print = (uint32_t)x;
    t[j].id = id;
}

/*
 * Double the hash table (slots stay a power of two, at most half full): in
 * place (riichi_draw_mem.c), cleared and rebuilt from the records. In its
 * reserved range the slots past the old ones were never written, and fresh
 * pages read as zero (src/core/vmem_int.h): only the old ones are cleared.
 */
static int rehash(ri_draw_search *s)
{
    size_t slots = s->slots, want = s->slots ? 2 * s->slots : 1024;
#if RI_DRAW_MMAP
    /* In its reserved range the table's first touch makes the kernel clear a
       whole huge page (2 MiB: 262,144 slots), so it takes them all at once
       when the cap leaves room for them: the doublings in between (on the
       3-shanten benchmark hand the last two, about half the rehash work and
       most of its cache misses) are not done. And it goes there from
       TABLE_EARLY on (8,192 slots) rather than from RI_DRAW_HUGE (32,768),
       skipping two more (measured: no slower at 2-shanten, whose larger
       searches now move too). */
    const size_t page = (size_t)(LUDIC_VMEM_PAGE / sizeof *s->slot);
    const int whole = s->slots < page &&
                      s->used + (uint64_t)(page - s->slots) * sizeof *s->slot <= s->max_memory;
    if (!s->slot_mem.base && whole && want * sizeof *s->slot >= TABLE_EARLY &&
        want * sizeof *s->slot < RI_DRAW_HUGE)
        want = RI_DRAW_HUGE / sizeof *s->slot; /* (grow moves it at that size) */
#endif
    if (ludic_ri_draw_grow(s, &s->slot_mem, (void **)&s->slot, &slots, want, sizeof *s->slot))
        return -1;
#if RI_DRAW_MMAP
    if (s->slot_mem.base && slots < page && whole &&
        ludic_ri_draw_grow(s, &s->slot_mem, (void **)&s->slot, &slots, page, sizeof *s->slot))
        return -1;
#endif
    memset(s->slot, 0, (s->slot_mem.base ? s->slots : slots) * sizeof *s->slot);
    for (size_t i = 0; i < s->count; i++)
        insert(s->slot, slots, hash(s->rec[i].key), (uint32_t)(i + 1));
    for (size_t i = 0; i < s->drawn_count; i++)
        if (s->drawn[i].keyed)
            insert(s->slot, slots, hash(s->drawn[i].key), (uint32_t)(i + 1) | RI_DRAWN_ID);
    s->slots = slots;
    return 0;
}

/*
 * Make room in the hash table for n more keys (it stays at most half full):
 * 0, or -1 (out of memory). The look-ups then test no capacity: a drawn
 * hand's look-up and its options' take at most 1 + 14 keys, checked once.
 */
static inline int room(ri_draw_search *s, size_t n)
{
    return (s->count + s->drawn_keyed + n) * 2 > s->slots ? rehash(s) : 0;
}

/* (reserve and enqueue test the capacity inline: grow is called once per doubling) */
static inline int enqueue(ri_draw_search *s, uint32_t id)
{
    if (s->queue_len == s->queue_cap &&
        ludic_ri_draw_grow(s, &s->queue_mem, (void **)&s->queue, &s->queue_cap, s->queue_len + 1,
                           sizeof *s->queue))
        return -1;
    s->queue[s->queue_len++] = id;
    return 0;
}

/*
 * The record of hand h (packed: key, its hash x; shanten sh when known,
 * else -2) met after `level` draws: added when new, its level lowered when
 * met earlier than before; either way it is queued to be visited. A new
 * record keeps its incremental state's counts (read by expand on the
 * incremental path only): those of st less one tile of kind k (held
 * `before` times in st's hand), formed only then; k = RI_KINDS: st's own;
 * st NULL: none. NONE when out of memory. The caller has checked that the
 * search has not failed and that the table has room for one more key
 * (room below).
 */
HOT uint32_t find_at(ri_draw_search *s, const uint8_t *h, const uint64_t *key, uint64_t x,
                        int sh, const ri_incr *st, unsigned k, unsigned before, unsigned level)
{
    uint32_t counts = 0;
    size_t j;
    ri_draw_rec *r;
    for (j = slot_of(x, s->slots); s->slot[j].id; j = (j + 1) & (s->slots - 1)) {
        const uint32_t id = s->slot[j].id - 1;
        if (s->slot[j].print != (uint32_t)x || (s->slot[j].id & RI_DRAWN_ID))
            continue;
        r = &s->rec[id];
        if (r->key[0] == key[0] && r->key[1] == key[1]) {
            if (r->level > level) {
                r->level = (uint8_t)level;
                if (enqueue(s, id))
                    return NONE;
            }
            return id;
        }
    }
    if (s->count >= RI_DRAWN_ID - 1) {
        s->failed = 1;
        return NONE;
    }
    if (s->count == s->cap && ludic_ri_draw_grow(s, &s->rec_mem, (void **)&s->rec, &s->cap,
                                                 s->count + 1, sizeof *s->rec))
        return NONE;
    if (sh < -1) {
        ludic_riichi_shanten full;
        ludic_riichi_compute_shanten_raw(h, s->flags, &full);
        sh = full.min;
    }
    r = &s->rec[s->count];
    r->key[0] = key[0];
    r->key[1] = key[1];
    r->succ = NONE;
    r->shanten = (int8_t)sh;
    r->level = (uint8_t)level;
    if (st)
        counts = k < RI_KINDS ? ri_incr_remove_counts(st, k, before) : ri_incr_pack_counts(st);
    memcpy(r->counts, &counts, sizeof r->counts);
    s->slot[j].print = (uint32_t)x;
    s->slot[j].id = (uint32_t)(s->count + 1);
    if (enqueue(s, (uint32_t)s->count))
        return NONE;
    return (uint32_t)s->count++;
}

uint32_t ludic_ri_draw_find(ri_draw_search *s, const uint8_t *h)
{
    uint64_t key[2];
    ri_incr st;
    pack(h, key);
    ri_sym_canon(s, key);
    ri_incr_init_key(&st, key);
    if (s->failed || room(s, 1))
        return NONE;
    return find_at(s, h, key, hash(key), -2, &st, RI_KINDS, 0, 0);
}

/* Room for n more words in the move pool: 0, or -1 (out of memory). */
HOT int reserve(ri_draw_search *s, size_t n)
{
    if (s->moves_len + n > s->moves_cap &&
        ludic_ri_draw_grow(s, &s->moves_mem, (void **)&s->moves, &s->moves_cap, s->moves_len + n,
                           sizeof *s->moves))
        return -1;
    return 0;
}

/* Record id is met after `level` draws: lower its level and queue it when earlier. */
static int lower(ri_draw_search *s, uint32_t id, unsigned level)
{
    if (s->rec[id].level <= level)
        return 0;
    s->rec[id].level = (uint8_t)level;
    return enqueue(s, id);
}

/* Drawn hand j is met after `level` draws: lower its level and its options'. */
static int lower_drawn(ri_draw_search *s, uint32_t j, unsigned level)
{
    const ri_draw_drawn *q = &s->drawn[j];
    if (q->level <= level)
        return 0;
    s->drawn[j].level = (uint8_t)level;
    for (uint32_t o = 0; o < q->count; o++)
        if (lower(s, s->moves[q->opts + o], level))
            return -1;
    return 0;
}

/*
 * The drawn hand with canonical key `key` (tagged; hx its hash) in the
 * table (E = 0): its index, or NONE with *at the empty slot where it goes.
 * Inlined into expand (about 59,000 of the 86,000 look-ups on the
 * 3-shanten benchmark hand find it); the caller made room for it.
 */
HOT uint32_t look_drawn(const ri_draw_search *s, const uint64_t *key, uint64_t hx, size_t *at)
{
    const ri_draw_slot *t = s->slot;
    const size_t mask = s->slots - 1;
    size_t i;
    for (i = slot_of(hx, s->slots); t[i].id; i = (i + 1) & mask) {
        uint32_t j;
        if (t[i].print != (uint32_t)hx || !(t[i].id & RI_DRAWN_ID))
            continue;
        j = (t[i].id - 1) & ~RI_DRAWN_ID;
        if (s->drawn[j].key[0] == key[0] && s->drawn[j].key[1] == key[1])
            return j;
    }
    *at = i;
    return NONE;
}

/*
 * Add the drawn hand H = h + k (k held `before` times in h; key: its
 * canonical key with its tag, hx that key's hash, at its empty slot from
 * look_drawn when shared; rkey: that key untagged, which its options are
 * read from, so that they depend on H alone, not on the parent that met it
 * first; sh: its shanten, <= limit) met after `level` draws, with its
 * options (every x with shanten(H - x) <= limit, by kind; their records
 * found or added at the same level). st0 is h's incremental state (H's is
 * formed here: an honour's step depends on its count, not on which honour
 * it is); hh: rkey's counts on the full shanten's path (NULL on the
 * tables' path, which reads the keys). Its index, or NONE when out of
 * memory.
 */
static uint32_t add_drawn(ri_draw_search *s, uint8_t *hh, const ri_incr *st0, unsigned k,
                          unsigned before, int sh, int limit, const uint64_t *key,
                          const uint64_t *rkey, uint64_t hx, size_t at, unsigned level)
{
    struct {
        uint64_t key[2], hash;
        uint8_t x;
        int8_t shanten;
    } cand[RI_KINDS];
    /* shared by every h, k with h + k = H only for E = 0: with E >= 1 a drawn
       hand has about 10 options but only about 2 parents, so a look-up per
       parent cost more than it saved (EXCHANGE 20-35% slower); there each
       draw gets its own */
    const int shared = s->slack == 0;
    uint32_t options = 0, j;
    ri_draw_drawn *q;
    uint64_t pass = 0;
    int8_t full_sh[RI_KINDS];
    int scan;
    unsigned gone = 0; /* bit c: an honour held c times taken (canonical, all alike) */
    ri_incr st;
    /* room for H and its options (at most 14, one per kind H holds): find_at
       tests none (as room(s, 15), but H's empty slot is found again after a
       rehash) */
    if (s->failed)
        return NONE;
    if ((s->count + s->drawn_keyed + 15) * 2 > s->slots) {
        if (rehash(s))
            return NONE;
        if (shared) /* H is not in the table: its empty slot in the new one */
            for (at = slot_of(hx, s->slots); s->slot[at].id; at = (at + 1) & (s->slots - 1))
                ;
    }
    if (s->drawn_count >= GROUP_MASK) {
        s->failed = 1;
        return NONE;
    }
    if (s->drawn_count == s->drawn_cap &&
        ludic_ri_draw_grow(s, &s->drawn_mem, (void **)&s->drawn, &s->drawn_cap,
                           s->drawn_count + 1, sizeof *s->drawn))
        return NONE;
    j = (uint32_t)s->drawn_count++;
    q = &s->drawn[j];
    q->key[0] = key[0];
    q->key[1] = key[1];
    q->level = (uint8_t)level;
    q->opts = (uint32_t)s->moves_len;
    q->keyed = (uint8_t)shared;
    q->parent = (int8_t)(limit - (int)s->slack + 1);
    if (shared) {
        s->slot[at].print = (uint32_t)hx;
        s->slot[at].id = (j + 1) | RI_DRAWN_ID;
        s->drawn_keyed++;
    }
    /* which discards keep the shanten at the limit or below: one bit each */
    if (hh) {
        for (unsigned x = 0; x < RI_KINDS; x++) {
            if (hh[x] == 0)
                continue;
            hh[x]--;
            full_sh[x] = (int8_t)ludic_ri_shanten_form(hh, s->flags, LUDIC_RIICHI_FORM_MIN);
            hh[x]++;
            pass |= (uint64_t)(full_sh[x] <= limit) << x;
        }
    } else {
        st = *st0;
        ri_incr_add(&st, k, before);
        pass = ri_mask_steps(&st, s->mask_cache, rkey, -1, limit, 0); /* (held: from rkey) */
    }
    /* the allowed discards' keys, their slots prefetched, then the look-ups; the
       key of H - x from H's (canonical): one digit down, and for an honour its
       canonical step */
    /* two discards can leave the same canonical hand only when some honours
       are alike but not all (with all alike, the honour counts already taken
       are skipped: gone) */
#ifndef LUDIC_SMALL
    scan = s->honour_sym == 2;
#else
    scan = 1, (void)gone;
#endif
    for (; pass; pass &= pass - 1) {
        const unsigned x = ri_lowest_bit(pass);
        int after;
        /* removing a tile never lowers the shanten: after >= sh, so after = limit
           when sh = limit (always for E = 0) */
        if (hh) {
            after = full_sh[x];
        } else if (sh == limit) {
            after = limit;
        } else {
            ri_incr st2 = st;
            ri_incr_remove(&st2, x, count_of(rkey, x));
            after = ri_incr_shanten(&st2);
        }
        cand[options].key[0] = rkey[0];
        cand[options].key[1] = rkey[1];
        if (x < RI_HONOURS) {
            cand[options].key[x >= 21] -= digit(x);
        } else {
            const unsigned c = count_of(rkey, x);
#ifndef LUDIC_SMALL /* (the size-bound WebAssembly module scans for duplicates) */
            /* all honours alike: every honour held c times leaves the same hand */
            if (s->honour_sym == 1) {
                if (gone >> c & 1u)
                    continue;
                gone |= 1u << c;
            }
#endif
            ri_sym_step(s, cand[options].key, x, c, -1);
        }
        cand[options].x = (uint8_t)x;
        cand[options].shanten = (int8_t)after;
        cand[options].hash = hash(cand[options].key);
        PREFETCH(&s->slot[slot_of(cand[options].hash, s->slots)]);
        options++;
    }
    if (reserve(s, options))
        return NONE;
    for (uint32_t o = 0; o < options; o++) {
        uint32_t next, seen = 0;
        if (hh)
            hh[cand[o].x]--;
        next = find_at(s, hh, cand[o].key, cand[o].hash, cand[o].shanten, hh ? NULL : &st,
                       cand[o].x, count_of(rkey, cand[o].x), level);
        if (hh)
            hh[cand[o].x]++;
        if (next == NONE)
            return NONE;
        /* alike honours discarded leave the same canonical hand: once */
        for (size_t p = s->drawn[j].opts; scan && p < s->moves_len && !seen; p++)
            seen = s->moves[p] == next;
        if (!seen)
            s->moves[s->moves_len++] = next;
    }
    /* s->drawn did not move: only records were added */
    s->drawn[j].count = (uint8_t)(s->moves_len - s->drawn[j].opts);
    return j;
}

/*
 * The moves of record id: moves[succ] = the number G of drawn kinds with a
 * choice, moves[succ + 1] = the weight of the draws that complete the hand,
 * moves[succ + 2] = the weight of those that can only keep it; then per
 * kind with a choice, by kind, one word: weight << GROUP_SHIFT | the drawn
 * hand h + k (keeping h, always allowed, is not among its options but for
 * E >= 1, where h = h + k - k is). The drawn hands are met after level + 1
 * draws.
 */
static int expand(ri_draw_search *s, uint32_t id)
{
    uint8_t h[RI_KINDS]; /* the counts, on the full shanten's path only */
    const int limit = s->rec[id].shanten + (int)s->slack - 1;
    const unsigned level = s->rec[id].level + 1u;
    const int full = !RI_INCR || (s->flags & LUDIC_RIICHI_SANMA);
    uint32_t kinds = 0, win = 0, keep = 0, group[RI_KINDS];
    struct {
        uint64_t key[2], hash;
        uint32_t w;
        uint8_t k;
        int8_t shanten;
    } cand[RI_KINDS];
    unsigned drawn = 0;
    uint64_t key0[2], wall[2], pass = 0;
    int8_t full_sh[RI_KINDS];
    size_t start;
    ri_incr st0;
    key0[0] = s->rec[id].key[0];
    key0[1] = s->rec[id].key[1];
    wall[0] = s->base_key[0] - key0[0]; /* the wall's counts, base - h (no borrow) */
    wall[1] = s->base_key[1] - key0[1];
    /* which draws bring the shanten to the limit or below (most do not): one bit
       each; every draw counts as kept until it passes */
    if (full) {
        unpack(key0, h);
        for (unsigned k = 0; k < RI_KINDS; k++) {
            const unsigned w = (unsigned)(s->base[k] - h[k]);
            if (w == 0)
                continue;
            keep += w;
            h[k]++;
            full_sh[k] = (int8_t)ludic_ri_shanten_form(h, s->flags, LUDIC_RIICHI_FORM_MIN);
            h[k]--;
            pass |= (uint64_t)(full_sh[k] <= limit) << k;
        }
    } else {
        /* the kinds the wall still holds (base - h: no borrow): gathered
           only when it has run out of some kind (rare: usually all 34) */
        const uint64_t out0 = ~ri_lanes_ge1(wall[0]) & RI_LANES0;
        const uint64_t out1 = ~ri_lanes_ge1(wall[1]) & RI_LANES1;
        const uint64_t left =
            out0 | out1 ? ri_lanes_held(wall[0], wall[1]) : ((uint64_t)1 << RI_KINDS) - 1;
        keep = (uint32_t)s->wall; /* every draw counts as kept until it passes */
        if (!s->mask_cache) {
            if (ludic_ri_draw_charge(s, sizeof *s->mask_cache))
                return -1;
            /* written before it is read: no zero page mapped first, then copied */
            s->mask_cache = malloc(sizeof *s->mask_cache);
            if (!s->mask_cache) {
                s->failed = 1;
                return -1;
            }
            memset(s->mask_cache, 0, sizeof *s->mask_cache);
        }
        uint32_t counts;
        memcpy(&counts, s->rec[id].counts, sizeof counts);
        ri_incr_init_packed(&st0, key0, counts);
        pass = ri_mask_steps(&st0, s->mask_cache, key0, 1, limit, left);
    }
    /* the draws that pass: a win, or a drawn hand (its slot prefetched, looked up below) */
    for (; pass; pass &= pass - 1) {
        const unsigned k = ri_lowest_bit(pass);
        const unsigned w = count_of(wall, k);
        int sh;
        keep -= w;
        if (full) {
            sh = full_sh[k];
        } else if (s->slack == 0) {
            sh = limit; /* a tile lowers the shanten by one at most: sh >= s - 1 = limit */
        } else {
            ri_incr st1 = st0;
            ri_incr_add(&st1, k, count_of(key0, k));
            sh = ri_incr_shanten(&st1);
        }
        if (sh < 0) {
            win += w;
            continue;
        }
        cand[drawn].key[0] = key0[0];
        cand[drawn].key[1] = key0[1] | RI_DRAWN_TAG(limit);
        /* h's key is canonical: so is h + k's unless k is an honour */
        if (k < RI_HONOURS)
            cand[drawn].key[k >= 21] += digit(k);
        else
            ri_sym_step(s, cand[drawn].key, k, s->base[k] - w, 1);
        cand[drawn].k = (uint8_t)k;
        cand[drawn].w = w;
        cand[drawn].shanten = (int8_t)sh;
        cand[drawn].hash = hash(cand[drawn].key);
        PREFETCH(&s->slot[slot_of(cand[drawn].hash, s->slots)]);
        drawn++;
    }
    for (unsigned c = 0; c < drawn; c++) {
        const unsigned k = cand[c].k, w = cand[c].w;
        uint32_t j = NONE;
        size_t at = 0;
        if (s->slack == 0) {
            j = look_drawn(s, cand[c].key, cand[c].hash, &at);
            /* nearly always met again at its level or later: no call */
            if (j != NONE && s->drawn[j].level > level && lower_drawn(s, j, level))
                return -1;
        }
        if (j == NONE) {
            /* its canonical key and counts: its options do not depend on h */
            uint64_t rkey[2];
            uint8_t hh[RI_KINDS];
            rkey[0] = cand[c].key[0];
            rkey[1] = cand[c].key[1] & ~RI_DRAWN_TAG(limit);
            if (full)
                unpack(rkey, hh);
            j = add_drawn(s, full ? hh : NULL, &st0, k, count_of(key0, k), cand[c].shanten, limit,
                          cand[c].key, rkey, cand[c].hash, at, level);
            if (j == NONE)
                return -1;
        }
        /* (h itself is an option only for E >= 1: under E = 0 its shanten is above the limit) */
        if (s->drawn[j].count == 0 ||
            (s->slack && s->drawn[j].count == 1 && s->moves[s->drawn[j].opts] == id)) {
            keep += w; /* only the drawn tile could go: keep */
            continue;
        }
        group[kinds++] = w << GROUP_SHIFT | j;
    }
    start = s->moves_len;
    if (reserve(s, 3 + kinds))
        return -1;
    s->moves[start] = kinds;
    s->moves[start + 1] = win;
    s->moves[start + 2] = keep;
    memcpy(s->moves + start + 3, group, kinds * sizeof *group);
    s->moves_len += 3 + kinds;
    s->rec[id].succ = (uint32_t)start;
    s->rec[id].group0 = (uint32_t)s->groups;
    s->groups += kinds;
    return 0;
}

/*
 * A queued record: expanded when it can still win (T - level > shanten)
 * and is not yet; when already expanded (its level fell), its drawn
 * hands' levels and their options' are lowered in turn.
 */
static int visit(ri_draw_search *s, uint32_t id)
{
    const ri_draw_rec *r = &s->rec[id];
    const unsigned level = r->level + 1u;
    size_t p;
    uint32_t kinds;
    if ((int)s->draws - (int)r->level <= r->shanten)
        return 0;
    if (r->succ == NONE)
        return expand(s, id);
    p = r->succ;
    kinds = s->moves[p];
    for (uint32_t g = 0; g < kinds; g++)
        if (lower_drawn(s, s->moves[p + 3 + g] & GROUP_MASK, level))
            return -1;
    return 0;
}

/*
 * Tell the caller the hands met so far (the total is not known until the
 * graph is built): every REPORT_EVERY visits, and in the values pass once
 * per shanten layer (E = 0; and every 16384 hands) or row (E >= 1).
 * -1 when the callback asks to stop.
 */
enum { REPORT_EVERY = 4096 };

int ludic_ri_draw_report(ri_draw_search *s)
{
    if (!s->progress || !s->progress(s->progress_ctx, s->count, 0))
        return 0;
    s->cancelled = 1;
    s->failed = 1;
    return -1;
}

int ludic_ri_draw_solve(ri_draw_search *s)
{
    if (s->failed)
        return -1;
    if (s->solved == s->count && s->queue_len == 0 && s->value)
        return 0;
    /* phase 1: visit the queue in order (breadth first; it grows as we go) */
    for (size_t q = 0; q < s->queue_len; q++)
        if (visit(s, s->queue[q]) ||
            (q % REPORT_EVERY == REPORT_EVERY - 1 && ludic_ri_draw_report(s)))
            return -1;
    s->queue_len = 0;
    /* phase 2: the values (riichi_draw_values.c) */
    return ludic_ri_draw_values(s);
}
