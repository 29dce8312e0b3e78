/*
 * setter_common.c: what check, stress and tests share: the option tables
 * and help texts that are the same for every game, the game lookup, seeds
 * and small text helpers.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "setter_int.h"

const char *setter_verdict_name(setter_verdict v)
{
    switch (v) {
    case SETTER_OK:
        return "OK";
    case SETTER_WA:
        return "WA";
    case SETTER_PE:
        return "PE";
    case SETTER_FAIL:
        return "FAIL";
    case SETTER_RE:
        return "RE";
    case SETTER_TLE:
        return "TLE";
    case SETTER_OLE:
        return "OLE";
    }
    return "?";
}

const cli_setter_game *cli_setter_of(const cli_args *args)
{
    static const cli_setter_game *const games[] = {&cli_setter_blackwhite, &cli_setter_mahjong,
                                                   &cli_setter_jenga};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        if (strcmp(games[i]->name, args->game->name) == 0)
            return games[i];
    return NULL;
}

uint64_t setter_mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

uint64_t setter_item_seed(uint64_t seed, uint64_t index)
{
    /* mixing the seed first keeps the items of seeds S and S + 1 unrelated */
    return setter_mix(setter_mix(seed) ^ index) % 1000000000u;
}

uint64_t setter_draw(uint64_t *state, uint64_t lo, uint64_t hi)
{
    uint64_t span = hi - lo + 1, x, limit;
    if (span == 0) /* the whole 64-bit range */
        return setter_mix((*state)++);
    /* rejection keeps the draw exactly uniform */
    limit = UINT64_MAX - UINT64_MAX % span;
    do
        x = setter_mix((*state)++);
    while (x >= limit);
    return lo + x % span;
}

int setter_fixed_test(const setter_fixed *original, size_t n_original, const setter_fixed *more,
                      size_t n_more, size_t index, int extended, setter_test *test)
{
    const setter_fixed *f;
    if (index < n_original)
        f = &original[index];
    else if (extended && index - n_original < n_more)
        f = &more[index - n_original];
    else
        return 0;
    test->origin = f->origin;
    snprintf(test->description, sizeof test->description, "%s", f->description);
    if (f->text)
        ludic_buffer_puts(&test->input, f->text);
    return 1;
}

size_t setter_halving_count(uint64_t span)
{
    size_t n = 0;
    for (; span > 0; span >>= 1)
        n++;
    return n;
}

int setter_parse_decimal(const char *text, double min, double max, double *value)
{
    char *end;
    double v;
    /* digits, an optional fraction, an optional exponent: no signs, no hex, no inf */
    if (!text || !((text[0] >= '0' && text[0] <= '9') || text[0] == '.'))
        return 1;
    for (const char *p = text; *p; p++)
        if (!((*p >= '0' && *p <= '9') || *p == '.' || *p == 'e' || *p == 'E' || *p == '-'))
            return 1;
    v = strtod(text, &end);
    if (*end != '\0' || !isfinite(v) || v < min || v > max)
        return 1;
    *value = v;
    return 0;
}

void setter_printf_quote(ludic_buffer *out, const char *text, size_t len)
{
    ludic_buffer_puts(out, "'");
    for (size_t i = 0; i < len; i++) {
        char c = text[i];
        if (c == '\n')
            ludic_buffer_puts(out, "\\n");
        else if (c == '\t')
            ludic_buffer_puts(out, "\\t");
        else if (c == '\r')
            ludic_buffer_puts(out, "\\r");
        else if (c == '\\')
            ludic_buffer_puts(out, "\\\\");
        else if (c == '%')
            ludic_buffer_puts(out, "%%");
        else if (c == '\'')
            ludic_buffer_puts(out, "'\\''");
        else if ((unsigned char)c < 32 || c == 127)
            ludic_buffer_printf(out, "\\%03o", (unsigned)(unsigned char)c);
        else
            ludic_buffer_append(out, &c, 1);
    }
    ludic_buffer_puts(out, "'");
}

const cli_use cli_setter_check_options[] = {{CLI_OPT_TOLERANCE, 0}};

const cli_use cli_setter_tests_options[] = {{CLI_OPT_OUT, CLI_REQUIRED},
                                            {CLI_OPT_SETTER_SEED, 0},
                                            {CLI_OPT_COUNT, 0},
                                            {CLI_OPT_TESTS_EXTENDED, 0}};
_Static_assert(sizeof cli_setter_tests_options / sizeof cli_setter_tests_options[0] ==
                   CLI_SETTER_TESTS_OPTION_COUNT,
               "CLI_SETTER_TESTS_OPTION_COUNT counts cli_setter_tests_options");

const char cli_setter_check_details[] =
    "Judges OUTPUT, a contestant's output for INPUT, against ANSWER, the jury's\n"
    "answer file; without ANSWER ludic computes the answer. Files are read as\n"
    "testlib reads them: whitespace-separated tokens. mahjong and blackwhite\n"
    "answers are exact integers; jenga accepts an absolute or relative error up\n"
    "to 1e-6 (--tolerance). One line on standard error says why.\n"
    "\n"
    "Exit status (testlib's, unlike every other ludic command): 0 ok; 1 wrong\n"
    "answer; 2 presentation error (OUTPUT is not a number, or has extra tokens);\n"
    "3 checker failure (INPUT is not a valid input, ANSWER is malformed, a file\n"
    "cannot be read, a wrong number of files, an unknown or malformed option:\n"
    "a judge never blames the contestant for its own command line).\n";

const char cli_setter_stress_details[] =
    "Generates --cases inputs as 'ludic GAME gen' does (sizes from the size\n"
    "options), runs CMD on each with /bin/sh -c and the input on standard input,\n"
    "and judges its output as 'check' does, against ludic's answer (or the\n"
    "--reference program's output). Each run has its own process group; at the\n"
    "time limit the whole group is killed. Verdicts: OK, WA, PE, RE (non-zero exit\n"
    "status or a signal), TLE, OLE (more output than --output-limit).\n"
    "\n"
    "The first failing case (in case order, whatever --jobs is) is shrunk: smaller\n"
    "inputs are tried (smaller n, k, d; fewer kinds and simpler hands; fewer\n"
    "levels and simpler colours) and kept while they pass the validator and CMD\n"
    "still fails with the same verdict, until none does. The report on standard\n"
    "output gives the smallest failing input, the expected and received output,\n"
    "the verdict and a command that reproduces it; the same seed gives the same\n"
    "report. On a terminal a progress line is shown on standard error.\n"
    "Exit status: 0 every case passed, 1 a failing case was found (or the\n"
    "reference failed), 2 bad usage.\n";

const char cli_setter_tests_details[] =
    "Writes DIR/01, DIR/01.a, DIR/02, DIR/02.a, ... (input, answer from ludic's\n"
    "solver) and DIR/tests.json, which gives each test's origin (sample, edge,\n"
    "maximal, random), a description and its parameters. The set holds the\n"
    "original samples, the edge cases listed in docs/GAME.md (\"Edge cases in\n"
    "the test set\"), the largest inputs, and --count random tests of every size\n"
    "class. Every input passes 'ludic GAME validate' (with --extended: validate\n"
    "--extended). The same seed writes the same bytes.\n";
