/*
 * mahjong_automaton.c: building the win automaton of a layout by breadth-first
 * search over shapes (mahjong_shape_int.h), then minimising it (mahjong_minimise.c).
 *
 * Every shape reachable from the empty prefix by the layout's symbols gets a
 * state; shapes are identified by their 57-bit key in an open-addressing
 * table. All winning shapes are one absorbing state. The search costs
 * O(states x symbols x 108) shape operations; with the full alphabet it finds
 * a few thousand states (docs/mahjong.md lists the counts).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "mahjong_automaton_int.h"
#include "mahjong_automaton_table_int.h"
#include "core/error_int.h"
#include "core/hash_int.h"

uint32_t ludic_mj_layout_alphabet(const ludic_mahjong_game *layout)
{
    uint32_t alphabet = 0;
    if (!layout)
        return (1u << MJ_SYMBOLS) - 1;
    for (uint32_t x = 0; x < layout->kinds; x++) {
        unsigned copies = layout->copies[x] > MJ_MAX_COUNT ? MJ_MAX_COUNT : layout->copies[x];
        for (unsigned c = 0; c <= copies; c++)
            alphabet |= 1u << mj_symbol(mj_can_start(layout, x), c);
    }
    return alphabet;
}

/* Shape key -> state id, open addressing with linear probing. */
typedef struct key_table {
    uint64_t *keys;
    uint32_t *ids;
    uint32_t mask;
} key_table;

#define EMPTY_KEY (MJ_WIN_KEY - 1) /* no shape key has its top 7 bits set */
_Static_assert(MJ_SHAPE_KEY_BITS <= 64u - 7u, "EMPTY_KEY and MJ_WIN_KEY are no shape's key");
_Static_assert(MJ_SYMBOLS <= 32u, "an alphabet is a bit set in a uint32_t");
_Static_assert(MJ_TABLE_STATES <= UINT16_MAX, "the built-in table stores states in 16 bits");

static int table_init(key_table *t, uint32_t capacity)
{
    t->keys = malloc((size_t)capacity * sizeof *t->keys);
    t->ids = malloc((size_t)capacity * sizeof *t->ids);
    t->mask = capacity - 1;
    if (!t->keys || !t->ids)
        return 0;
    for (uint32_t i = 0; i < capacity; i++)
        t->keys[i] = EMPTY_KEY;
    return 1;
}

static void table_clear(key_table *t)
{
    free(t->keys);
    free(t->ids);
}

/* The id of `key`, inserting it with id `fresh` when absent (then *added = 1). */
static uint32_t table_find_or_add(key_table *t, uint64_t key, uint32_t fresh, int *added)
{
    uint32_t i = (uint32_t)ludic_hash64(key) & t->mask;
    while (t->keys[i] != EMPTY_KEY) {
        if (t->keys[i] == key) {
            *added = 0;
            return t->ids[i];
        }
        i = (i + 1) & t->mask;
    }
    t->keys[i] = key;
    t->ids[i] = fresh;
    *added = 1;
    return fresh;
}

/*
 * Breadth-first search from the empty shape. During the search the winning
 * state is a placeholder id (MJ_MAX_EXPLORED), renumbered to `states - 1`
 * at the end, so the non-winning states keep their breadth-first ids
 * 0..win-1.
 */
static ludic_status explore(ludic_mahjong_automaton *a, ludic_error *err)
{
    const uint32_t capacity = 2 * MJ_MAX_EXPLORED; /* load factor <= 1/2 */
    const uint32_t win_placeholder = MJ_MAX_EXPLORED;
    key_table table;
    uint64_t *queue = malloc(MJ_MAX_EXPLORED * sizeof *queue);
    uint32_t *next = malloc((size_t)MJ_MAX_EXPLORED * MJ_SYMBOLS * sizeof *next);
    uint32_t count = 0;
    ludic_status status = LUDIC_OK;
    mj_shape s, t;
    int added;

    if (!queue || !next || !table_init(&table, capacity)) {
        free(queue);
        free(next);
        table_clear(&table);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the win automaton search");
    }
    ludic_mj_shape_start(&s);
    queue[count] = ludic_mj_shape_key(&s);
    table_find_or_add(&table, queue[count], count, &added);
    count++;
    for (uint32_t head = 0; head < count; head++) {
        ludic_mj_shape_from_key(queue[head], &s);
        for (unsigned sym = 0; sym < MJ_SYMBOLS; sym++) {
            uint32_t *slot = &next[(size_t)head * MJ_SYMBOLS + sym];
            if (!(a->alphabet >> sym & 1u)) {
                *slot = MJ_NO_STATE;
                continue;
            }
            if (ludic_mj_shape_step(&s, sym, &t)) {
                *slot = win_placeholder;
                continue;
            }
            if (count >= MJ_MAX_EXPLORED - 1) {
                status = ludic_fail(err, LUDIC_E_INTERNAL, 0, 0,
                                    "the win automaton exceeds %u states",
                                    MJ_MAX_EXPLORED);
                goto done;
            }
            *slot = table_find_or_add(&table, ludic_mj_shape_key(&t), count, &added);
            if (added)
                queue[count++] = ludic_mj_shape_key(&t);
        }
    }
    /* Append the winning state, absorbing under every symbol of the alphabet. */
    for (uint32_t q = 0; q < count; q++)
        for (unsigned sym = 0; sym < MJ_SYMBOLS; sym++)
            if (next[(size_t)q * MJ_SYMBOLS + sym] == win_placeholder)
                next[(size_t)q * MJ_SYMBOLS + sym] = count;
    for (unsigned sym = 0; sym < MJ_SYMBOLS; sym++)
        next[(size_t)count * MJ_SYMBOLS + sym] = (a->alphabet >> sym & 1u) ? count : MJ_NO_STATE;
    a->win = count;
    a->states = count + 1;
    a->explored = a->states;
    {
        uint32_t *shrunk = realloc(next, (size_t)a->states * MJ_SYMBOLS * sizeof *next);
        a->next = shrunk ? shrunk : next;
        next = NULL;
    }
done:
    free(next);
    free(queue);
    table_clear(&table);
    return status;
}

/*
 * The precomputed minimal automaton of the full alphabet (mahjong_automaton_table.c),
 * cut down to the states reachable with the symbols of `a->alphabet`, the
 * winning state last. Minimising it afterwards gives the minimal automaton
 * of that alphabet.
 */
static ludic_status restrict_table(ludic_mahjong_automaton *a, ludic_error *err)
{
    const uint32_t table_win = MJ_TABLE_STATES - 1;
    uint32_t *id = malloc(MJ_TABLE_STATES * sizeof *id);
    uint32_t *order = malloc(MJ_TABLE_STATES * sizeof *order);
    uint32_t count = 0;
    if (!id || !order) {
        free(id), free(order);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the win automaton");
    }
    for (uint32_t q = 0; q < MJ_TABLE_STATES; q++)
        id[q] = MJ_NO_STATE;
    id[0] = 0;
    order[count++] = 0;
    for (uint32_t head = 0; head < count; head++)
        for (unsigned sym = 0; sym < MJ_SYMBOLS; sym++) {
            const uint32_t t = ludic_mj_table_next[order[head] * MJ_SYMBOLS + sym];
            if ((a->alphabet >> sym & 1u) && t != table_win && id[t] == MJ_NO_STATE) {
                id[t] = count;
                order[count++] = t;
            }
        }
    id[table_win] = count;
    order[count++] = table_win;
    a->next = malloc((size_t)count * MJ_SYMBOLS * sizeof *a->next);
    if (!a->next) {
        free(id), free(order);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the win automaton");
    }
    for (uint32_t n = 0; n < count; n++)
        for (unsigned sym = 0; sym < MJ_SYMBOLS; sym++)
            a->next[(size_t)n * MJ_SYMBOLS + sym] =
                (a->alphabet >> sym & 1u) ? id[ludic_mj_table_next[order[n] * MJ_SYMBOLS + sym]]
                                          : MJ_NO_STATE;
    a->states = count;
    a->win = count - 1;
    a->explored = count;
    free(id), free(order);
    return LUDIC_OK;
}

ludic_status ludic_mj_automaton_build(ludic_mahjong_automaton **out, uint32_t alphabet,
                                unsigned flags, ludic_error *err)
{
    const uint32_t full = (1u << MJ_SYMBOLS) - 1;
    ludic_mahjong_automaton *a = calloc(1, sizeof *a);
    ludic_status status;
    *out = NULL;
    if (!a)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the win automaton");
    a->alphabet = alphabet & full;
    if (flags & (LUDIC_MAHJONG_UNMINIMISED | LUDIC_MAHJONG_FROM_SHAPES)) {
        status = explore(a, err);
        if (status == LUDIC_OK && !(flags & LUDIC_MAHJONG_UNMINIMISED))
            status = ludic_mj_minimise(a, err);
    } else {
        /* The table is minimal for the full alphabet; a smaller alphabet may merge more. */
        status = restrict_table(a, err);
        if (status == LUDIC_OK && a->alphabet != full)
            status = ludic_mj_minimise(a, err);
        if (a->alphabet == full) {
            a->minimised = 1;
            a->explored = ludic_mj_table_explored;
        }
    }
    if (status != LUDIC_OK) {
        ludic_mahjong_automaton_free(a);
        return status;
    }
    /* The numbering of mahjong_automaton_int.h: start 0, the winning state last. */
    assert(a->states >= 2 && a->win == a->states - 1);
    *out = a;
    return LUDIC_OK;
}

ludic_status ludic_mahjong_automaton_create(const ludic_mahjong_game *layout, unsigned flags,
                                            ludic_mahjong_automaton **out, ludic_error *err)
{
    ludic_status status;
    if (!out)
        return ludic_fail_null(err, __func__, "out");
    *out = NULL; /* on every failure below */
    if ((status = ludic_check_flags(err, __func__, flags,
                                    LUDIC_MAHJONG_UNMINIMISED | LUDIC_MAHJONG_FROM_SHAPES)) !=
        LUDIC_OK)
        return status;
    if (layout && (status = ludic_mahjong_check_layout(layout, err)) != LUDIC_OK)
        return status;
    return ludic_mj_automaton_build(out, ludic_mj_layout_alphabet(layout), flags, err);
}

void ludic_mahjong_automaton_free(ludic_mahjong_automaton *a)
{
    if (!a)
        return;
    free(a->next);
    free(a);
}

void ludic_mahjong_automaton_info(const ludic_mahjong_automaton *a,
                                  ludic_mahjong_automaton_sizes *info)
{
    uint32_t symbols = 0;
    if (!info)
        return;
    if (!a) {
        memset(info, 0, sizeof *info);
        return;
    }
    for (unsigned s = 0; s < MJ_SYMBOLS; s++)
        symbols += a->alphabet >> s & 1u;
    info->states = a->states;
    info->explored = a->explored;
    info->rounds = a->rounds;
    info->symbols = symbols;
    info->minimised = a->minimised;
    info->winning_state = a->win;
}

uint32_t ludic_mahjong_automaton_step(const ludic_mahjong_automaton *a, uint32_t state,
                                      int can_start, unsigned count)
{
    if (!a || state >= a->states || count > MJ_MAX_COUNT)
        return LUDIC_MAHJONG_NO_STATE;
    return mj_next(a, state, mj_symbol(can_start, count));
}

/* Thirteen orphans: every orphan kind held, one of them at least twice. */
static int holds_thirteen_orphans(const ludic_mahjong_game *g, const uint8_t *counts)
{
    int paired = 0;
    for (uint32_t x = 0; x < g->kinds; x++)
        if (mj_is_orphan(g, x)) {
            if (counts[x] == 0)
                return 0;
            paired |= counts[x] >= 2;
        }
    return paired;
}

int ludic_mahjong_automaton_wins(const ludic_mahjong_automaton *a,
                                 const ludic_mahjong_game *layout, const uint8_t *counts)
{
    uint32_t q = 0;
    if (!a || !layout || !counts || (layout->kinds > 0 && !layout->links))
        return -1;
    for (uint32_t x = 0; x < layout->kinds; x++) {
        if (counts[x] > MJ_MAX_COUNT)
            return -1;
        q = mj_next(a, q, mj_symbol(mj_can_start(layout, x), counts[x]));
        if (q == MJ_NO_STATE)
            return -1;
        if (q == a->win)
            return 1;
    }
    return (layout->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) &&
           holds_thirteen_orphans(layout, counts);
}
