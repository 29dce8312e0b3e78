/*
 * jenga_brute_tower.c: the memoised search of the jenga brute-force oracle, over
 * full explicit towers (no symmetry reduction, no dropping of dead levels).
 * Written from the rules of spec/jenga.md alone; it is the reference the fast
 * solver is tested against, so it favours the literal rules over speed.
 *
 * Reading of the rules:
 * - A move takes one block of the rolled colour from any level other than the
 *   top, whether the top is complete or not. The level the block leaves must
 *   still stand: two or more blocks, or the middle block alone (a level left
 *   with no block, or with one side block, makes the tower fall, so such a
 *   move is not allowed). No other level changes, so only that one is checked.
 * - The block goes on top: into a free position of the top level if the top is
 *   incomplete (the player chooses which), otherwise into any of the three
 *   positions of a new, empty level, which becomes the top (the player chooses
 *   the position). The old top is then a complete level below the top: it
 *   stands, and from now on blocks may be taken from it.
 * - The top changes only when a new level is started, and only a complete top
 *   lets one be started. Taking from the level right below an incomplete top
 *   never makes that level the top or the one a new level is built on: the
 *   incomplete top stays the top and receives the block. No level ever
 *   vanishes (an empty level below the top would be a fall), so level l stays
 *   level l for the whole game.
 * - A roll of a colour with no allowed move, or of black, passes the minute.
 *   The game ends in a tower where no colour has an allowed move.
 *
 * Value (the spec's equation). With T faces in all, f_c faces of colour c, M
 * the colours that have an allowed move and m_c the least E(S') over the moves
 * of colour c:
 *     E(S) = 0                                               if M is empty,
 *     E(S) = (T + sum_{c in M} f_c m_c) / sum_{c in M} f_c    otherwise.
 * This is (1 + sum_c p_c m_c) / (1 - q) with p_c = f_c / T multiplied through
 * by T; it solves E = 1 + q E + sum_c p_c m_c (the minute is spent, then the
 * tower stays as it is, or the player makes the best move of the rolled
 * colour). A colour with no face is never rolled and is skipped. When no
 * colour of M has a face the game can never end from S: E(S) = +inf (stored as
 * HUGE_VAL). +inf propagates through the sums and survives the min only when
 * every choice is infinite, so a player who can avoid such towers does.
 *
 * Termination: every move either adds a block to an incomplete top or starts a
 * new level, so the pair (height, blocks in the top) grows strictly in
 * lexicographic order. The game graph is acyclic, and a depth-first search that
 * solves every tower once (memoised in a hash table) terminates; its depth is
 * the number of moves of a game, fewer than the number of blocks.
 *
 * Cost: O(S * H) time for S distinct towers reachable from the start with H
 * levels at most (each has at most 3 (H - 1) sources and 3 destinations), and
 * 8 * (KEY_WORDS + 1) bytes per table slot, the table at most half full.
 */
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jenga_brute_tower_int.h"
#include "core/error_int.h"
#include "core/hash_int.h"
#include "core/memory_int.h"

/* 64-bit words that hold 2 bits for each of the 3 cells of every level. */
#define KEY_WORDS ((6u * LUDIC_JENGA_BRUTE_MAX_HEIGHT + 63u) / 64u)
_Static_assert(LUDIC_JENGA_BLUE <= 3u, "a cell's colour code must fit 2 bits of the key");

/* Slots of a new table; a power of two. */
#define FIRST_CAPACITY 1024u

/*
 * One memo entry. key is the full encoding of an explicit tower: the colour
 * code of the cell at level l, position p (0 left, 1 middle, 2 right) sits at
 * bits 2i and 2i+1 of the word array, i = 3l + p, for every level bottom to
 * top and every position, empty cells included (code 0). The height needs no
 * field: every level holds a block, so the top is the highest level with a
 * non-zero cell. A tower has at least one block, so an all-zero key marks a
 * free slot.
 */
typedef struct brute_entry {
    uint64_t key[KEY_WORDS];
    double value; /* E(S) in minutes, HUGE_VAL when infinite */
} brute_entry;

/*
 * The search's state: an open-addressing table (linear probing, capacity a
 * power of two, at most half full, doubled when it would be more) and the die.
 */
typedef struct brute_search {
    brute_entry *slot;
    uint64_t capacity;
    uint64_t used;
    uint64_t faces[4]; /* indexed by ludic_jenga_color; faces[EMPTY] is 0 */
    double total;      /* all faces, black included */
    uint32_t max_height;
    const ludic_limits *limits;
    ludic_error *err;
} brute_search;

static void encode(const ludic_jenga_brute_tower *t, uint64_t key[KEY_WORDS])
{
    uint32_t l, p;
    memset(key, 0, KEY_WORDS * sizeof key[0]);
    for (l = 0; l < t->height; l++)
        for (p = 0; p < 3; p++) {
            uint32_t i = 3 * l + p;
            key[i / 32] |= (uint64_t)t->cell[l][p] << (2 * (i % 32));
        }
}

static uint64_t key_hash(const uint64_t key[KEY_WORDS])
{
    uint64_t h = 0;
    uint32_t w;
    for (w = 0; w < KEY_WORDS; w++)
        h = ludic_hash64(h ^ key[w]);
    return h;
}

static int key_is_free(const uint64_t key[KEY_WORDS])
{
    uint32_t w;
    for (w = 0; w < KEY_WORDS; w++)
        if (key[w])
            return 0;
    return 1;
}

/* The slot holding `key`, or the free slot where it belongs. */
static brute_entry *find_slot(const brute_search *s, const uint64_t key[KEY_WORDS])
{
    uint64_t mask = s->capacity - 1, i = key_hash(key) & mask;
    for (;;) {
        brute_entry *e = &s->slot[i];
        if (key_is_free(e->key) || memcmp(e->key, key, sizeof e->key) == 0)
            return e;
        i = (i + 1) & mask;
    }
}

/* Allocate `capacity` free slots and move the old entries in; checks the cap first. */
static ludic_status resize(brute_search *s, uint64_t capacity)
{
    brute_entry *old = s->slot;
    uint64_t old_capacity = s->capacity, i;
    uint64_t need = ludic_size_mul(capacity + old_capacity, sizeof(brute_entry));
    char what[96];
    ludic_status st;
    snprintf(what, sizeof what, "the jenga brute-force table (%llu towers solved so far)",
             (unsigned long long)s->used);
    st = ludic_memory_check(s->limits, need, what, s->err);
    if (st != LUDIC_OK)
        return st;
    if (capacity > SIZE_MAX / sizeof(brute_entry))
        return ludic_fail(s->err, LUDIC_E_MEMORY, 0, 0, "%s is too large for this machine", what);
    s->slot = calloc((size_t)capacity, sizeof(brute_entry));
    if (!s->slot) {
        s->slot = old;
        return ludic_fail(s->err, LUDIC_E_MEMORY, 0, 0, "out of memory allocating %s", what);
    }
    s->capacity = capacity;
    for (i = 0; i < old_capacity; i++)
        if (!key_is_free(old[i].key))
            *find_slot(s, old[i].key) = old[i];
    free(old);
    return LUDIC_OK;
}

/* Whether a level below the top stands: two or more blocks, or the middle block alone. */
static int level_stands(const uint8_t level[3])
{
    int blocks = (level[0] != LUDIC_JENGA_EMPTY) + (level[1] != LUDIC_JENGA_EMPTY) +
                 (level[2] != LUDIC_JENGA_EMPTY);
    return blocks >= 2 || (blocks == 1 && level[1] != LUDIC_JENGA_EMPTY);
}

/* Whether the block at position p may leave this level (below the top) without a fall. */
static int may_take(const uint8_t level[3], uint32_t p)
{
    uint8_t rest[3];
    memcpy(rest, level, sizeof rest);
    rest[p] = LUDIC_JENGA_EMPTY;
    return level[p] != LUDIC_JENGA_EMPTY && level_stands(rest);
}

static ludic_status solve(brute_search *s, const ludic_jenga_brute_tower *t, double *out)
{
    uint64_t key[KEY_WORDS];
    brute_entry *e;
    ludic_jenga_brute_tower next;
    uint32_t top = t->height - 1, dest, l, p, q, c;
    int has_move[4] = {0, 0, 0, 0};
    double best[4] = {HUGE_VAL, HUGE_VAL, HUGE_VAL, HUGE_VAL};
    double sum, value;
    uint64_t move_faces = 0;

    encode(t, key);
    e = find_slot(s, key);
    if (!key_is_free(e->key)) {
        *out = e->value;
        return LUDIC_OK;
    }
    if (t->height > s->max_height)
        s->max_height = t->height;

    /* Where a block goes: the incomplete top, or a new empty level above a complete one. */
    next = *t;
    dest = top;
    if (t->cell[top][0] && t->cell[top][1] && t->cell[top][2]) {
        dest = top + 1;
        assert(dest < LUDIC_JENGA_BRUTE_MAX_HEIGHT); /* see LUDIC_JENGA_BRUTE_MAX_HEIGHT */
        next.height = t->height + 1;
    }
    for (l = 0; l < top; l++)
        for (p = 0; p < 3; p++) {
            c = t->cell[l][p];
            if (!may_take(t->cell[l], p))
                continue;
            has_move[c] = 1;
            if (s->faces[c] == 0)
                continue; /* never rolled: its moves do not matter */
            next.cell[l][p] = LUDIC_JENGA_EMPTY;
            for (q = 0; q < 3; q++) {
                double v;
                ludic_status st;
                if (next.cell[dest][q] != LUDIC_JENGA_EMPTY)
                    continue;
                next.cell[dest][q] = (uint8_t)c;
                st = solve(s, &next, &v);
                if (st != LUDIC_OK)
                    return st;
                next.cell[dest][q] = LUDIC_JENGA_EMPTY;
                if (v < best[c])
                    best[c] = v;
            }
            next.cell[l][p] = (uint8_t)c;
        }

    sum = s->total;
    for (c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++)
        if (has_move[c] && s->faces[c]) {
            move_faces += s->faces[c];
            sum += (double)s->faces[c] * best[c];
        }
    if (!has_move[LUDIC_JENGA_RED] && !has_move[LUDIC_JENGA_GREEN] && !has_move[LUDIC_JENGA_BLUE])
        value = 0.0; /* the game is over */
    else if (move_faces == 0)
        value = HUGE_VAL; /* moves remain, but no face of the die can make one */
    else
        value = sum / (double)move_faces;

    /* The recursion may have moved the table: look the slot up again. */
    if (2 * (s->used + 1) > s->capacity) {
        ludic_status st = resize(s, 2 * s->capacity);
        if (st != LUDIC_OK)
            return st;
    }
    e = find_slot(s, key);
    memcpy(e->key, key, sizeof e->key);
    e->value = value;
    s->used++;
    *out = value;
    return LUDIC_OK;
}

ludic_status ludic_jg_brute_search(const ludic_jenga_brute_tower *start,
                                      const ludic_jenga_dice *dice, const ludic_limits *limits,
                                      double *expected, ludic_jenga_brute_stats *stats,
                                      ludic_error *err)
{
    brute_search s;
    ludic_status st;
    memset(&s, 0, sizeof s);
    s.faces[LUDIC_JENGA_RED] = dice->red;
    s.faces[LUDIC_JENGA_GREEN] = dice->green;
    s.faces[LUDIC_JENGA_BLUE] = dice->blue;
    s.total = (double)((uint64_t)dice->red + dice->green + dice->blue + dice->black);
    s.limits = limits;
    s.err = err;
    st = resize(&s, FIRST_CAPACITY);
    if (st == LUDIC_OK)
        st = solve(&s, start, expected);
    if (st == LUDIC_OK && stats) {
        stats->states = s.used;
        stats->table_bytes = s.capacity * sizeof(brute_entry);
        stats->max_height = s.max_height;
    }
    free(s.slot);
    return st;
}
