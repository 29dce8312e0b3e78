/*
 * test_mahjong_automaton.c: the win automaton.
 *   - The minimal automaton accepts exactly what the unminimised one accepts,
 *     on every multiset of 7 kinds (5^7 count vectors) under several layouts
 *     (one suit, honours only, suits and honours mixed, a cut suit).
 *   - It is minimal: no two of its states are equivalent, checked by the
 *     pair-marking (table-filling) algorithm, independent of the partition
 *     refinement that built it.
 *   - With the alphabet of a single suit that never ends (counts 0..4, a
 *     sequence may always start) the search finds exactly the 1566 shapes
 *     reported by the write-up in shared/seeds/000 for its encoding, which
 *     counts open sequences when they start as ours does.
 *   - Restricting to a layout's smaller alphabet (copies <= 2, 3^10 multisets) from the
 *     built-in table gives the same minimal automaton (size and language) as
 *     a fresh search over shapes with that alphabet.
 */
#include "check.h"
#include "mahjong/mahjong_automaton_int.h"
#include "mahjong_test_util.h"

/* Every count vector of g->kinds kinds with counts 0..max: both automata agree. */
static void same_language(const ludic_mahjong_automaton *a, const ludic_mahjong_automaton *b,
                          const ludic_mahjong_game *g, unsigned max, const char *what)
{
    uint8_t counts[16];
    uint64_t total = 1, wins = 0, differ = 0;
    for (uint32_t x = 0; x < g->kinds; x++)
        total *= max + 1;
    for (uint64_t code = 0; code < total; code++) {
        uint64_t c = code;
        int wa, wb;
        for (uint32_t x = 0; x < g->kinds; x++) {
            counts[x] = (uint8_t)(c % (max + 1));
            c /= max + 1;
        }
        wa = ludic_mahjong_automaton_wins(a, g, counts);
        wb = ludic_mahjong_automaton_wins(b, g, counts);
        differ += wa != wb || wa < 0;
        wins += wa == 1;
    }
    CHECK_EQ_U64(differ, 0);
    CHECK(wins > 0 && wins < total); /* the comparison is not vacuous */
    printf("%s: %llu multisets, %llu win, minimal and unminimised agree\n", what,
           (unsigned long long)total, (unsigned long long)wins);
}

/* Table filling: mark pairs told apart by some word; 1 when every pair ends marked. */
static int is_minimal(const ludic_mahjong_automaton *a)
{
    const uint32_t n = a->states;
    uint8_t *mark = calloc((size_t)n * n, 1);
    int changed = 1, minimal = 1;
    for (uint32_t p = 0; p < n; p++)
        for (uint32_t q = 0; q < n; q++)
            mark[(size_t)p * n + q] = (p == a->win) != (q == a->win);
    while (changed) {
        changed = 0;
        for (uint32_t p = 0; p < n; p++)
            for (uint32_t q = p + 1; q < n; q++) {
                if (mark[(size_t)p * n + q])
                    continue;
                for (unsigned s = 0; s < MJ_SYMBOLS; s++) {
                    uint32_t tp = mj_next(a, p, s), tq = mj_next(a, q, s);
                    if (tp == MJ_NO_STATE || tq == MJ_NO_STATE)
                        continue;
                    if (mark[(size_t)tp * n + tq]) {
                        mark[(size_t)p * n + q] = mark[(size_t)q * n + p] = 1;
                        changed = 1;
                        break;
                    }
                }
            }
    }
    for (uint32_t p = 0; p < n; p++)
        for (uint32_t q = p + 1; q < n; q++)
            minimal &= mark[(size_t)p * n + q];
    free(mark);
    return minimal;
}

static void layout_cases(void)
{
    ludic_mahjong_automaton *min = NULL, *raw = NULL;
    ludic_mahjong_game g;
    ludic_error err;
    CHECK(ludic_mahjong_automaton_create(NULL, 0, &min, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_automaton_create(NULL, LUDIC_MAHJONG_UNMINIMISED, &raw, &err) ==
          LUDIC_OK);
    ludic_mahjong_game_init(&g, 7, &err);
    same_language(min, raw, &g, 4, "one suit of 7");
    for (uint32_t x = 0; x < 7; x++)
        g.links[x] = 0;
    same_language(min, raw, &g, 4, "7 honours");
    for (uint32_t x = 0; x < 7; x++)
        g.links[x] = x < 3; /* a suit 1-4, then three honours */
    same_language(min, raw, &g, 4, "suit of 4 + 3 honours");
    for (uint32_t x = 0; x < 7; x++)
        g.links[x] = x != 2 && x != 6; /* suits 1-3 and 4-7 */
    same_language(min, raw, &g, 4, "suits of 3 and 4");
    ludic_mahjong_game_clear(&g);
    CHECK(is_minimal(min));
    ludic_mahjong_automaton_free(min);
    ludic_mahjong_automaton_free(raw);
}

static void small_alphabet(void)
{
    ludic_mahjong_automaton *from_table = NULL, *from_shapes = NULL, *raw = NULL;
    ludic_mahjong_automaton_sizes ti, si;
    ludic_mahjong_game g;
    ludic_error err;
    ludic_mahjong_game_init(&g, 10, &err);
    for (uint32_t x = 0; x < 10; x++)
        g.copies[x] = 2; /* counts 0..2 only */
    CHECK(ludic_mahjong_automaton_create(&g, 0, &from_table, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_automaton_create(&g, LUDIC_MAHJONG_FROM_SHAPES, &from_shapes, &err) ==
          LUDIC_OK);
    CHECK(ludic_mahjong_automaton_create(&g, LUDIC_MAHJONG_UNMINIMISED, &raw, &err) ==
          LUDIC_OK);
    ludic_mahjong_automaton_info(from_table, &ti);
    ludic_mahjong_automaton_info(from_shapes, &si);
    CHECK_EQ_U64(ti.states, si.states);
    CHECK_EQ_U64(ti.symbols, 6);
    CHECK(ti.states < 647);
    same_language(from_table, raw, &g, 2, "two copies, table");
    same_language(from_shapes, raw, &g, 2, "two copies, shapes");
    CHECK(is_minimal(from_table));
    printf("two copies of 10 kinds: %u states (from %u explored)\n", ti.states, si.explored);
    ludic_mahjong_automaton_free(from_table);
    ludic_mahjong_automaton_free(from_shapes);
    ludic_mahjong_automaton_free(raw);
    ludic_mahjong_game_clear(&g);
}

static void seed_count(void)
{
    ludic_mahjong_automaton *a = NULL;
    ludic_error err;
    const uint32_t may_start = ((1u << MJ_COUNTS) - 1) << MJ_COUNTS;
    CHECK(ludic_mj_automaton_build(&a, may_start, LUDIC_MAHJONG_UNMINIMISED, &err) == LUDIC_OK);
    if (a)
        CHECK_EQ_U64(a->states, 1566);
    ludic_mahjong_automaton_free(a);
}

int main(void)
{
    seed_count();
    layout_cases();
    small_alphabet();
    return check_exit_code();
}
