/*
 * mahjong_setter.c: mahjong's hooks for check, stress and tests
 * (setter_int.h). Inputs are the original format (n, then 13 tiles "w t");
 * with --extended, layout files too. Answers are exact integers mod 998244353.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/mahjong.h"
#include "setter_int.h"

#define HAND LUDIC_MAHJONG_HAND_TILES

static ludic_status mj_parse(const char *text, size_t len, ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_status st;
    memset(&game, 0, sizeof game);
    st = ludic_mahjong_parse(text, len, 0, &game, NULL, err);
    ludic_mahjong_game_clear(&game);
    return st;
}

static ludic_status mj_solve(const char *text, size_t len, setter_answer *answer,
                             ludic_error *err)
{
    ludic_mahjong_game game;
    uint32_t value = 0;
    ludic_status st;
    memset(&game, 0, sizeof game);
    st = ludic_mahjong_parse(text, len, 0, &game, NULL, err);
    if (st == LUDIC_OK) /* NULL limits: the default memory cap */
        st = ludic_mahjong_solve(&game, NULL, NULL, &value, NULL, err);
    ludic_mahjong_game_clear(&game);
    answer->integer = value;
    return st;
}

/* validate: the original format strictly; with extended also layout files, as 'validate --extended'. */
static ludic_status mj_validate(const char *text, size_t len, int extended, ludic_error *err)
{
    ludic_mahjong_game game;
    ludic_status st;
    memset(&game, 0, sizeof game);
    if (extended && len > 0 && !(text[0] >= '0' && text[0] <= '9')) {
        st = ludic_mahjong_parse(text, len, 0, &game, NULL, err);
        if (st == LUDIC_OK)
            st = ludic_mahjong_check_game(&game, err);
    } else {
        st = ludic_mahjong_validate(text, len, extended ? LUDIC_EXTENDED : 0u, &game, err);
    }
    ludic_mahjong_game_clear(&game);
    return st;
}

static ludic_status mj_generate(const cli_args *args, uint64_t seed, ludic_buffer *out,
                                ludic_error *err)
{
    const cli_value *n = cli_opt(args, CLI_OPT_N);
    /* as gen: without --n, a size of the original range drawn from the seed */
    uint32_t kinds = n->set ? (uint32_t)n->u
                            : LUDIC_MAHJONG_ORIGINAL_MIN_N +
                                  (uint32_t)(seed % (LUDIC_MAHJONG_ORIGINAL_MAX_N -
                                                     LUDIC_MAHJONG_ORIGINAL_MIN_N + 1));
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, out, err, ludic_mahjong_generate, seed, kinds);
    return st;
}


/* ---- shrinking -------------------------------------------------------------------- */

/* An input in the original format with its tiles as written (copy labels kept). */
typedef struct mj_text {
    uint32_t n;
    uint32_t w[HAND], t[HAND];
} mj_text;

/* Read n and the 13 tiles leniently (whitespace-separated numbers); 1 on success. */
static int read_tiles(const char *text, size_t len, mj_text *m)
{
    char buf[4096], *p, *end;
    unsigned long v[1 + 2 * HAND];
    if (len >= sizeof buf)
        return 0;
    memcpy(buf, text, len);
    buf[len] = '\0';
    p = buf;
    for (size_t i = 0; i < 1 + 2 * HAND; i++) {
        v[i] = strtoul(p, &end, 10);
        if (end == p)
            return 0;
        p = end;
    }
    m->n = (uint32_t)v[0];
    for (size_t i = 0; i < HAND; i++) {
        m->w[i] = (uint32_t)v[1 + 2 * i];
        m->t[i] = (uint32_t)v[2 + 2 * i];
        if (m->w[i] < 1 || m->w[i] > m->n || m->t[i] < 1 || m->t[i] > LUDIC_MAHJONG_MAX_COPIES)
            return 0;
    }
    return 1;
}

static void write_tiles(const mj_text *m, ludic_buffer *out)
{
    ludic_buffer_printf(out, "%lu\n", (unsigned long)m->n);
    for (size_t i = 0; i < HAND; i++)
        ludic_buffer_printf(out, "%lu %lu\n", (unsigned long)m->w[i], (unsigned long)m->t[i]);
}

/* The smallest copy label of kind w no tile uses (0: all four are used). */
static uint32_t free_label(const mj_text *m, uint32_t w)
{
    unsigned used = 0;
    for (size_t i = 0; i < HAND; i++)
        if (m->w[i] == w)
            used |= 1u << m->t[i];
    for (uint32_t t = 1; t <= LUDIC_MAHJONG_MAX_COPIES; t++)
        if (!(used & (1u << t)))
            return t;
    return 0;
}

static unsigned held(const mj_text *m, uint32_t w)
{
    unsigned c = 0;
    for (size_t i = 0; i < HAND; i++)
        c += m->w[i] == w;
    return c;
}

static int tile_less(const mj_text *m, size_t a, size_t b)
{
    return m->w[a] < m->w[b] || (m->w[a] == m->w[b] && m->t[a] < m->t[b]);
}

/*
 * Candidates, in this order (the measure n, then the sum of kinds, then the
 * sum of labels, then the tiles out of order, always decreases):
 *   - fewer kinds: n lowered towards its least valid value (the highest kind
 *     held), largest step first;
 *   - a kind no tile uses removed: the kinds above it move down by one;
 *   - one tile moved to a lower kind (largest step first), with that kind's
 *     smallest free label;
 *   - copy labels normalised: each kind's tiles labelled 1, 2, ... in order;
 *   - the tiles sorted.
 * A candidate that cannot be made (no free label) is left empty: invalid.
 */
static int mj_shrink(const char *text, size_t len, size_t index, ludic_buffer *out)
{
    mj_text m, c;
    uint32_t top = 0;
    size_t steps;
    if (!read_tiles(text, len, &m))
        return 0;
    for (size_t i = 0; i < HAND; i++)
        top = m.w[i] > top ? m.w[i] : top;
    c = m;
    steps = setter_halving_count(m.n > top ? m.n - top : 0);
    if (index < steps) {
        c.n = m.n - ((m.n - top) >> index);
        write_tiles(&c, out);
        return 1;
    }
    index -= steps;
    if (index < (size_t)top - 1) {
        uint32_t gone = (uint32_t)index + 1; /* kinds 1 .. top-1 */
        if (held(&m, gone))
            return 1; /* a kind in use: no candidate */
        c.n = m.n - 1;
        for (size_t i = 0; i < HAND; i++)
            c.w[i] = m.w[i] > gone ? m.w[i] - 1 : m.w[i];
        write_tiles(&c, out);
        return 1;
    }
    index -= (size_t)top - 1;
    for (size_t i = 0; i < HAND; i++) {
        steps = setter_halving_count(m.w[i] - 1);
        if (index < steps) {
            uint32_t w = m.w[i] - ((m.w[i] - 1) >> index), t = free_label(&m, w);
            if (t) {
                c.w[i] = w;
                c.t[i] = t;
                write_tiles(&c, out);
            }
            return 1;
        }
        index -= steps;
    }
    if (index == 0) {
        int changed = 0;
        for (size_t i = 0; i < HAND; i++) {
            uint32_t label = 1;
            for (size_t j = 0; j < i; j++)
                label += m.w[j] == m.w[i];
            changed |= c.t[i] != label;
            c.t[i] = label;
        }
        if (changed)
            write_tiles(&c, out);
        return 1;
    }
    if (index == 1) {
        int sorted = 1;
        for (size_t i = 1; i < HAND; i++)
            sorted &= !tile_less(&m, i, i - 1);
        for (size_t i = 1; i < HAND && !sorted; i++)
            for (size_t j = i; j > 0 && tile_less(&c, j, j - 1); j--) {
                uint32_t w = c.w[j], t = c.t[j];
                c.w[j] = c.w[j - 1];
                c.t[j] = c.t[j - 1];
                c.w[j - 1] = w;
                c.t[j - 1] = t;
            }
        if (!sorted)
            write_tiles(&c, out);
        return 1;
    }
    return 0;
}

/* ---- tests ---------------------------------------------------------------------- */

static const setter_fixed mj_original_tests[] = {
    {"sample", "5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n5 4\n",
     "the original sample"},
    {"edge", "5\n1 1\n1 2\n2 1\n2 2\n3 1\n3 2\n4 1\n4 2\n5 1\n5 2\n1 3\n3 3\n5 3\n",
     "the smallest n, every kind held"},
    {"edge", "5\n1 1\n1 2\n1 3\n1 4\n2 1\n2 2\n2 3\n2 4\n3 1\n3 2\n3 3\n3 4\n4 1\n",
     "three kinds held four times: four of a kind is never two of the seven pairs"},
    {"edge", "9\n1 1\n1 2\n1 3\n2 1\n3 1\n4 1\n5 1\n6 1\n7 1\n8 1\n9 1\n9 2\n9 3\n",
     "nine gates: every draw wins, the answer is 1"},
    {"edge", "7\n1 1\n1 2\n2 1\n2 2\n3 1\n3 2\n4 1\n4 2\n5 1\n5 2\n6 1\n6 2\n7 1\n",
     "six pairs and a single: seven pairs is one tile away"},
    {"edge", "6\n1 4\n1 3\n2 4\n2 3\n3 4\n4 3\n4 4\n5 3\n5 4\n6 3\n6 4\n3 3\n2 2\n",
     "copies labelled 2 to 4 and out of order: labels only tell copies apart"},
    {"edge",
     "100\n97 1\n97 2\n97 3\n97 4\n98 1\n98 2\n98 3\n98 4\n99 1\n99 2\n99 3\n99 4\n100 1\n",
     "the highest kinds held: no sequence runs past n"},
    {"maximal",
     "100\n1 1\n9 1\n17 1\n25 1\n33 1\n41 1\n49 1\n57 1\n65 1\n73 1\n81 1\n89 1\n97 1\n",
     "the largest n with thirteen isolated kinds: the longest waits"},
    {"maximal",
     "100\n45 1\n46 2\n47 3\n48 4\n49 1\n50 2\n51 3\n52 4\n53 1\n54 2\n55 3\n56 4\n57 1\n",
     "the largest n with a run of consecutive kinds in the middle"},
};

static const setter_fixed mj_extended_tests[] = {
    {"maximal",
     "1000\n990 1\n991 1\n992 1\n993 1\n994 1\n995 1\n996 1\n997 1\n998 1\n999 1\n1000 1\n"
     "1000 2\n1000 3\n",
     "n = 1000 with the highest kinds held"},
    {"maximal",
     "1000\n1 1\n84 1\n167 1\n250 1\n333 1\n416 1\n499 1\n582 1\n665 1\n748 1\n831 1\n914 1\n"
     "997 1\n",
     "n = 1000 with thirteen isolated kinds"},
    {"edge", "layout riichi\nhand 123m456p789s1122z\n", "a riichi hand (layout file)"},
    {"edge", "layout sanma\nhand 19m1234567p1122z\n", "a three-player (sanma) hand"},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int mj_edge(size_t index, int extended, setter_test *t)
{
    return setter_fixed_test(mj_original_tests, COUNT(mj_original_tests), mj_extended_tests,
                             COUNT(mj_extended_tests), index, extended, t);
}

/* Size classes: n up to 9 (the brute-force reference's), 30, 100; then 1000. */
static int mj_random(size_t cls, int extended, uint64_t seed, setter_test *t)
{
    static const char *const names[] = {"small", "medium", "large", "huge"};
    static const uint32_t lo[] = {5, 10, 31, 101}, hi[] = {9, 30, 100, 1000};
    uint64_t state = seed;
    uint32_t n;
    if (cls >= (extended ? 4u : 3u))
        return 0;
    n = (uint32_t)setter_draw(&state, lo[cls], hi[cls]);
    t->origin = "random";
    t->size_class = names[cls];
    snprintf(t->description, sizeof t->description, "random hand, %lu <= n <= %lu",
             (unsigned long)lo[cls], (unsigned long)hi[cls]);
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, &t->input, NULL, ludic_mahjong_generate, setter_mix(state), n);
    return st == LUDIC_OK;
}

static void mj_parameters(const char *text, size_t len, ludic_json *json)
{
    ludic_mahjong_game game;
    ludic_mahjong_names names;
    ludic_buffer hand;
    memset(&game, 0, sizeof game);
    memset(&names, 0, sizeof names);
    ludic_buffer_init(&hand);
    ludic_json_begin_object(json);
    if (ludic_mahjong_parse(text, len, 0, &game, &names, NULL) == LUDIC_OK) {
        ludic_status st;
        LUDIC_BUFFER_APPEND_TEXT(st, &hand, NULL, ludic_mahjong_format_hand, &game, &names);
        (void)st; /* on failure the hand is left empty below */
        ludic_json_member_uint(json, "n", game.kinds);
        ludic_json_member_string(json, "hand", hand.data && !hand.failed ? hand.data : "");
    }
    ludic_json_end_object(json);
    ludic_buffer_clear(&hand);
    ludic_mahjong_names_clear(&names);
    ludic_mahjong_game_clear(&game);
}

const cli_setter_game cli_setter_mahjong = {
    "mahjong",       0,         mj_parse, mj_solve,  mj_validate,  mj_generate,
    mj_shrink, mj_edge,  mj_random, mj_parameters,
};

/* ---- the command table's rows (CLI_SETTER_COMMANDS) ------------------------------- */

const cli_use cli_setter_mahjong_stress_options[] = {CLI_SETTER_STRESS_COMMON_OPTIONS, {CLI_OPT_MJ_N, 0}};
_Static_assert(COUNT(cli_setter_mahjong_stress_options) == CLI_SETTER_MAHJONG_STRESS_COUNT,
               "CLI_SETTER_MAHJONG_STRESS_COUNT counts the stress options");

const char cli_setter_mahjong_check_examples[] =
    "  $ ludic mahjong check examples/mahjong/sample.txt <(echo 570425346)\n"
    "  ok 570425346\n"
    "  $ ludic mahjong check examples/mahjong/sample.txt <(echo 1.43); echo \"exit $?\"\n"
    "  wrong output format expected an integer, found '1.43'\n"
    "  exit 2\n";

const char cli_setter_mahjong_stress_examples[] =
    "  $ ludic mahjong stress --solution 'ludic mahjong brute' --n 6 --cases 20\n"
    "  all 20 cases passed (seed 1)\n";

const char cli_setter_mahjong_tests_examples[] =
    "  $ cd \"$(mktemp -d)\" && ludic mahjong tests --out mj && cat mj/01.a\n"
    "  wrote 15 tests to mj (1 sample, 6 edge, 2 maximal, 6 random; seed 1)\n"
    "  570425346\n";
