/*
 * jenga_setter.c: jenga's hooks for check, stress and tests (setter_int.h).
 * Inputs are towers (n, then n levels, the last one the top); answers are
 * reals, accepted within 1e-6 absolutely or relatively as by the original
 * judge.
 */
#include <stdio.h>
#include <string.h>

#include "jenga_cli_int.h"
#include "setter_int.h"

/* Append the tower in the input format; a failed append sets out->failed. */
static ludic_status put_tower(const ludic_jenga_tower *tower, ludic_buffer *out, ludic_error *err)
{
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, out, err, ludic_jenga_format, tower);
    return st;
}

static ludic_status jg_parse(const char *text, size_t len, ludic_error *err)
{
    ludic_jenga_tower tower;
    return ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, err);
}

static ludic_status jg_solve(const char *text, size_t len, setter_answer *answer,
                             ludic_error *err)
{
    ludic_jenga_tower tower;
    double expected = 0;
    /* the original die, the default memory cap */
    ludic_status st = ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, err);
    if (st == LUDIC_OK)
        st = ludic_jenga_solve(&tower, NULL, NULL, &expected, NULL, err);
    answer->real = expected;
    return st;
}

static ludic_status jg_validate(const char *text, size_t len, int extended, ludic_error *err)
{
    return ludic_jenga_validate(text, len, extended ? LUDIC_EXTENDED : 0u, NULL, err);
}

static ludic_status jg_generate(const cli_args *args, uint64_t seed, ludic_buffer *out,
                                ludic_error *err)
{
    const cli_value *n = cli_opt(args, CLI_OPT_N);
    ludic_jenga_tower tower;
    /* as gen: without --n the number of levels is drawn from the seed in 2..6 */
    ludic_status st = ludic_jenga_generate(seed, n->set ? (uint32_t)n->u : 0, &tower, err);
    if (st == LUDIC_OK)
        st = put_tower(&tower, out, err);
    return st;
}


/*
 * Candidates, in this order (the measure levels, then blocks, then the sum
 * of colour codes R 1 < G 2 < B 3, always decreases):
 *   - one level removed (any; the one below the top becomes the top);
 *   - one block removed ('.', valid only with --extended and when its level
 *     still stands);
 *   - one block recoloured to a smaller code (B to R or G, G to R), the
 *     smallest first.
 */
static int jg_shrink(const char *text, size_t len, size_t index, ludic_buffer *out)
{
    ludic_jenga_tower t, c;
    size_t cells;
    if (ludic_jenga_parse(text, len, LUDIC_EXTENDED, &t, NULL) != LUDIC_OK)
        return 0;
    cells = 3 * (size_t)t.levels;
    c = t;
    if (index < t.levels) {
        if (t.levels < 2)
            return 1; /* no tower is left: no candidate */
        memmove(&c.cell[index], &c.cell[index + 1], (t.levels - index - 1) * sizeof c.cell[0]);
        c.levels--;
        (void)put_tower(&c, out, NULL); /* a failed append sets out->failed */
        return 1;
    }
    index -= t.levels;
    if (index < cells) {
        uint8_t *cell = &c.cell[index / 3][index % 3];
        if (*cell == LUDIC_JENGA_EMPTY)
            return 1;
        *cell = LUDIC_JENGA_EMPTY;
        if (ludic_jenga_check_tower(&c, NULL) == LUDIC_OK) /* a fallen tower is no input */
            (void)put_tower(&c, out, NULL); /* a failed append sets out->failed */
        return 1;
    }
    index -= cells;
    if (index < 2 * cells) {
        uint8_t *cell = &c.cell[index / 6][index / 2 % 3];
        uint8_t colour = (uint8_t)(LUDIC_JENGA_RED + index % 2); /* red, then green */
        if (*cell != LUDIC_JENGA_EMPTY && colour < *cell) {
            *cell = colour;
            (void)put_tower(&c, out, NULL); /* a failed append sets out->failed */
        }
        return 1;
    }
    return 0;
}

/* ---- tests ---------------------------------------------------------------------- */

static const setter_fixed jg_original_tests[] = {
    {"sample", "6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n", "the original sample"},
    {"edge", "2\nRGB\nGBR\n", "the smallest tower: only the bottom level gives blocks"},
    {"edge", "2\nRRR\nRRR\n", "red only: one face in six moves a block"},
    {"edge", "6\nBBB\nBBB\nBBB\nBBB\nBBB\nRRR\n",
     "the top level (the last line) differs from the rest: read upside down it is wrong"},
    {"edge", "3\nGRG\nRGR\nBRB\n",
     "each middle block the only one of its colour in its level"},
    {"edge", "4\nRGB\nBGR\nRGB\nBGR\n", "levels and their mirror images"},
    {"maximal", "6\nGGG\nGGG\nGGG\nGGG\nGGG\nGGG\n", "the largest n, green only"},
    {"maximal", "6\nRRR\nGGG\nBBB\nRGB\nGBR\nBRG\n",
     "the largest n, colours in stripes and diagonals"},
};

static const setter_fixed jg_extended_tests[] = {
    {"edge", "1\nRGB\n", "one level: it is the top, nothing can be taken (0 minutes)"},
    {"edge", "3\nRG.\nGB.\nR..\n", "a mid-game tower: missing blocks and an incomplete top"},
    {"edge", "3\n.G.\nRGB\nR.B\n", "a level with its middle block alone stands but gives nothing"},
    {"maximal", "7\nBRG\nGBR\nGRG\nRGG\nRGB\nBBG\nRBR\n", "seven levels (examples/jenga/hard7.txt)"},
    {"maximal", "8\nBGB\nGBB\nBRB\nBRG\nRRB\nRGR\nGBG\nRBR\n",
     "eight levels, the hardest tower found (examples/jenga/hard8.txt)"},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int jg_edge(size_t index, int extended, setter_test *t)
{
    return setter_fixed_test(jg_original_tests, COUNT(jg_original_tests), jg_extended_tests,
                             COUNT(jg_extended_tests), index, extended, t);
}

/* Size classes: up to 4 levels (the brute-force reference's), 5 and 6; then 7 and 8. */
static int jg_random(size_t cls, int extended, uint64_t seed, setter_test *t)
{
    static const char *const names[] = {"small", "large", "tall"};
    static const uint32_t lo[] = {2, 5, 7}, hi[] = {4, 6, 8};
    ludic_jenga_tower tower;
    uint64_t state = seed;
    uint32_t n;
    if (cls >= (extended ? 3u : 2u))
        return 0;
    n = (uint32_t)setter_draw(&state, lo[cls], hi[cls]);
    if (ludic_jenga_generate(setter_mix(state), n, &tower, NULL) != LUDIC_OK)
        return 0;
    t->origin = "random";
    t->size_class = names[cls];
    snprintf(t->description, sizeof t->description, "random tower, %lu <= n <= %lu",
             (unsigned long)lo[cls], (unsigned long)hi[cls]);
    return put_tower(&tower, &t->input, NULL) == LUDIC_OK;
}

static void jg_parameters(const char *text, size_t len, ludic_json *json)
{
    ludic_jenga_tower tower;
    ludic_json_begin_object(json);
    if (ludic_jenga_parse(text, len, LUDIC_EXTENDED, &tower, NULL) == LUDIC_OK) {
        ludic_json_member_uint(json, "n", tower.levels);
        ludic_json_key(json, "tower");
        jenga_cli_json_tower(json, &tower);
    }
    ludic_json_end_object(json);
}

const cli_setter_game cli_setter_jenga = {
    "jenga",         1,         jg_parse, jg_solve,  jg_validate,  jg_generate,
    jg_shrink, jg_edge,  jg_random, jg_parameters,
};

/* ---- the command table's rows (CLI_SETTER_COMMANDS) ------------------------------- */

const cli_use cli_setter_jenga_stress_options[] = {CLI_SETTER_STRESS_COMMON_OPTIONS, {CLI_OPT_JG_N, 0}};
_Static_assert(COUNT(cli_setter_jenga_stress_options) == CLI_SETTER_JENGA_STRESS_COUNT,
               "CLI_SETTER_JENGA_STRESS_COUNT counts the stress options");

const char cli_setter_jenga_check_examples[] =
    "  $ ludic jenga check examples/jenga/sample.txt <(echo 17.1192137)\n"
    "  ok 17.119213697\n"
    "  $ ludic jenga check examples/jenga/sample.txt <(echo 17.1193)\n"
    "  wrong answer expected 17.119213697, found 17.1193 (error 8.6e-05)\n"
    "  $ ludic jenga check --tolerance 1e-4 examples/jenga/sample.txt <(echo 17.1193)\n"
    "  ok 17.119213697\n";

const char cli_setter_jenga_stress_examples[] =
    "  $ ludic jenga stress --solution 'ludic jenga brute' --n 3 --cases 20\n"
    "  all 20 cases passed (seed 1)\n";

const char cli_setter_jenga_tests_examples[] =
    "  $ cd \"$(mktemp -d)\" && ludic jenga tests --out jg && cat jg/01.a\n"
    "  wrote 12 tests to jg (1 sample, 5 edge, 2 maximal, 4 random; seed 1)\n"
    "  17.119213696602\n";
