/*
 * blackwhite_setter.c: blackwhite's hooks for check, stress and tests
 * (setter_int.h): the input is "n k d", the answer an exact integer.
 */
#include <stdio.h>
#include <string.h>

#include "ludic/blackwhite.h"
#include "setter_int.h"

static ludic_status bw_parse(const char *text, size_t len, ludic_error *err)
{
    ludic_blackwhite_params p;
    return ludic_blackwhite_parse(text, len, 0, &p, err);
}

static ludic_status bw_solve(const char *text, size_t len, setter_answer *answer,
                             ludic_error *err)
{
    ludic_blackwhite_params p;
    uint32_t wins;
    ludic_status st = ludic_blackwhite_parse(text, len, 0, &p, err);
    if (st == LUDIC_OK)
        st = ludic_blackwhite_solve(&p, &wins, err);
    if (st == LUDIC_OK)
        answer->integer = wins;
    return st;
}

static ludic_status bw_validate(const char *text, size_t len, int extended, ludic_error *err)
{
    return ludic_blackwhite_validate(text, len, extended ? LUDIC_EXTENDED : 0u, NULL, err);
}

static void put_params(uint64_t n, uint64_t k, uint64_t d, ludic_buffer *out)
{
    ludic_blackwhite_params p = {n, k, d};
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, out, NULL, ludic_blackwhite_format, &p);
    (void)st; /* a failed append leaves out->failed set, which the caller checks */
}

static ludic_status bw_generate(const cli_args *args, uint64_t seed, ludic_buffer *out,
                                ludic_error *err)
{
    ludic_blackwhite_params fixed, p;
    ludic_status st;
    /* 0: drawn from the seed */
    fixed.n = cli_uint(args, CLI_OPT_N, 0);
    fixed.k = cli_uint(args, CLI_OPT_K, 0);
    fixed.d = cli_uint(args, CLI_OPT_D, 0);
    st = ludic_blackwhite_generate(seed, &fixed, &p, err);
    if (st == LUDIC_OK)
        LUDIC_BUFFER_APPEND_TEXT(st, out, err, ludic_blackwhite_format, &p);
    return st;
}


/*
 * Candidates, in this order: a smaller d (down to 1); a smaller k (down to
 * 2, d lowered with it when needed), then the same with n lowered as much
 * (the empty cells kept); a smaller n (down to k). Each tries the largest
 * step first, then halves it. n + k + d always decreases.
 */
static int bw_shrink(const char *text, size_t len, size_t index, ludic_buffer *out)
{
    ludic_blackwhite_params p;
    size_t nd, nk, nn;
    if (ludic_blackwhite_parse(text, len, 0, &p, NULL) != LUDIC_OK)
        return 0;
    nd = setter_halving_count(p.d - 1);
    nk = setter_halving_count((p.k - 2) / 2);
    nn = setter_halving_count(p.n - p.k);
    if (index < nd) {
        put_params(p.n, p.k, p.d - ((p.d - 1) >> index), out);
        return 1;
    }
    index -= nd;
    if (index < nk) {
        uint64_t k = p.k - 2 * (((p.k - 2) / 2) >> index);
        put_params(p.n, k, p.d < k ? p.d : k, out);
        return 1;
    }
    index -= nk;
    if (index < nk) {
        /* fewer pieces and as many fewer cells: the empty cells stay */
        uint64_t cut = 2 * (((p.k - 2) / 2) >> index), k = p.k - cut;
        put_params(p.n - cut, k, p.d < k ? p.d : k, out);
        return 1;
    }
    index -= nk;
    if (index < nn) {
        put_params(p.n - ((p.n - p.k) >> index), p.k, p.d, out);
        return 1;
    }
    return 0;
}

/* ---- tests ---------------------------------------------------------------------- */

static uint64_t pow_mod(uint64_t b, uint64_t e, uint64_t m)
{
    uint64_t r = 1;
    for (b %= m; e; e >>= 1, b = b * b % m)
        if (e & 1)
            r = r * b % m;
    return r;
}

/* C(n, k) mod the prime LUDIC_BLACKWHITE_MODULUS, for n below it. */
static uint64_t binomial_mod(uint64_t n, uint64_t k)
{
    const uint64_t m = LUDIC_BLACKWHITE_MODULUS;
    uint64_t num = 1, den = 1;
    for (uint64_t i = 0; i < k; i++) {
        num = num * ((n - i) % m) % m;
        den = den * ((i + 1) % m) % m;
    }
    return num * pow_mod(den, m - 2, m) % m;
}

/*
 * The largest n <= 10^4 with k = 100, d = 2 whose count, (C(n, k) - losing)
 * mod p, is above C(n, k) mod p: there C(n, k) - losing computed on residues
 * is negative, and a solution that forgets to add p before taking the
 * remainder prints a negative number.
 */
static uint64_t negative_difference_n(void)
{
    for (uint64_t n = LUDIC_BLACKWHITE_ORIGINAL_MAX_N; n > 100; n--) {
        ludic_blackwhite_params p = {n, 100, 2};
        uint32_t wins;
        if (ludic_blackwhite_solve(&p, &wins, NULL) == LUDIC_OK && wins > binomial_mod(n, 100))
            return n;
    }
    return LUDIC_BLACKWHITE_ORIGINAL_MAX_N;
}

static const setter_fixed bw_original_tests[] = {
    {"sample", "10 4 2\n", "the original sample"},
    {"edge", "2 2 1\n", "the smallest input: one pair and no empty cell, white cannot move"},
    {"edge", "3 2 1\n", "one pair and one empty cell"},
    {"edge", "14 14 7\n", "a full board (k = n): every gap is 0, white loses every placement"},
    {"edge", "14 2 2\n", "a single pair with d = k"},
    {"edge", "13 12 12\n", "d = k on a crowded board: white wins unless every gap is 0"},
    {"edge", "14 6 1\n", "d = 1, plain Nim, small enough for the brute-force reference"},
    {"edge", "100 100 50\n", "the most pieces on a full board"},
    {"edge", NULL, "(C(n, k) - losing) mod p is negative on residues: p must be added"},
    {"maximal", "10000 2 1\n", "the longest board with a single pair"},
    {"maximal", "10000 100 1\n", "the largest n and k with d = 1 (plain Nim)"},
    {"maximal", "10000 100 100\n", "the largest n and k with d = k"},
    {"maximal", "10000 100 37\n", "the largest n and k with an odd d"},
};

static const setter_fixed bw_extended_tests[] = {
    {"edge", "4294967297 4 2\n", "n = 2^32 + 1: wraps to 1 in 32-bit arithmetic"},
    {"edge", "1000 1000 999\n", "a full board with ludic's most pieces"},
    {"maximal", "1000000000000000000 2 1\n", "the longest board with a single pair"},
    {"maximal", "1000000000000000000 1000 1\n", "ludic's largest n and k with d = 1"},
    {"maximal", "1000000000000000000 1000 1000\n", "ludic's largest n and k with d = k"},
    {"maximal", "999999999999999999 1000 501\n", "odd n and d near ludic's limits"},
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static int bw_edge(size_t index, int extended, setter_test *t)
{
    if (!setter_fixed_test(bw_original_tests, COUNT(bw_original_tests), bw_extended_tests,
                           COUNT(bw_extended_tests), index, extended, t))
        return 0;
    if (t->input.len == 0) /* the one computed test */
        put_params(negative_difference_n(), 100, 2, &t->input);
    return 1;
}

/* Size classes: n up to 14 (the brute-force reference's boards), 100, 10^4; then ludic's. */
static int bw_random(size_t cls, int extended, uint64_t seed, setter_test *t)
{
    static const char *const names[] = {"small", "medium", "large", "huge"};
    static const char *const what[] = {"n <= 14", "15 <= n <= 100", "101 <= n <= 10^4",
                                       "n > 10^4, k <= 1000 (ludic's limits)"};
    ludic_blackwhite_params fixed = {0, 0, 0}, p;
    uint64_t state = seed;
    if (cls >= (extended ? 4u : 3u))
        return 0;
    switch (cls) {
    case 0:
        fixed.n = setter_draw(&state, 2, 14);
        break;
    case 1:
        fixed.n = setter_draw(&state, 15, 100);
        break;
    case 2:
        fixed.n = setter_draw(&state, 101, LUDIC_BLACKWHITE_ORIGINAL_MAX_N);
        break;
    default: {
        /* n spread over the orders of magnitude: 10^e times a random mantissa */
        uint64_t e = setter_draw(&state, 4, 17), n = setter_draw(&state, 1, 9);
        for (uint64_t i = 0; i < e; i++)
            n *= 10;
        fixed.n = n + setter_draw(&state, 1, n);
        fixed.k = 2 * setter_draw(&state, 1, LUDIC_BLACKWHITE_MAX_K / 2);
    }
    }
    if (ludic_blackwhite_generate(setter_mix(state), &fixed, &p, NULL) != LUDIC_OK)
        return 0;
    t->origin = "random";
    t->size_class = names[cls];
    snprintf(t->description, sizeof t->description, "random, %s", what[cls]);
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, &t->input, NULL, ludic_blackwhite_format, &p);
    return st == LUDIC_OK;
}

static void bw_parameters(const char *text, size_t len, ludic_json *json)
{
    ludic_blackwhite_params p = {0, 0, 0};
    ludic_blackwhite_parse(text, len, 0, &p, NULL);
    ludic_json_begin_object(json);
    ludic_json_member_uint(json, "n", p.n);
    ludic_json_member_uint(json, "k", p.k);
    ludic_json_member_uint(json, "d", p.d);
    ludic_json_end_object(json);
}

const cli_setter_game cli_setter_blackwhite = {
    "blackwhite", 0,         bw_parse, bw_solve,  bw_validate,  bw_generate,
    bw_shrink, bw_edge,  bw_random, bw_parameters,
};

/* ---- the command table's rows (CLI_SETTER_COMMANDS) ------------------------------- */

const cli_use cli_setter_blackwhite_stress_options[] = {CLI_SETTER_STRESS_COMMON_OPTIONS, {CLI_OPT_BW_N, 0}, {CLI_OPT_K, 0}, {CLI_OPT_BW_GEN_D, 0}};
_Static_assert(COUNT(cli_setter_blackwhite_stress_options) == CLI_SETTER_BLACKWHITE_STRESS_COUNT,
               "CLI_SETTER_BLACKWHITE_STRESS_COUNT counts the stress options");

const char cli_setter_blackwhite_check_examples[] =
    "  $ ludic blackwhite check examples/blackwhite/sample.txt <(echo 182)\n"
    "  ok 182\n"
    "  $ ludic blackwhite check examples/blackwhite/sample.txt <(echo 183); echo \"exit $?\"\n"
    "  wrong answer expected 182, found 183\n"
    "  exit 1\n"
    "  $ ludic blackwhite check examples/blackwhite/sample.txt <(echo 182 0) <(echo 182)\n"
    "  wrong output format extra tokens after the answer, found '0'\n";

const char cli_setter_blackwhite_stress_examples[] =
    "  $ ludic blackwhite stress --solution 'ludic blackwhite' --cases 50\n"
    "  all 50 cases passed (seed 1)\n"
    "  $ ludic blackwhite stress --solution 'echo 182' --cases 10\n"
    "  case 1 of 10 failed: WA\n"
    "  its input, from 'ludic blackwhite gen --seed 849424158':\n"
    "  8736 4 1\n"
    "  shrunk in 2 steps (2 runs) to this input, which still fails with WA:\n"
    "  2 2 1\n"
    "  expected (ludic):\n"
    "  0\n"
    "  received:\n"
    "  182\n"
    "  verdict: WA (wrong answer expected 0, found 182)\n"
    "  reproduce: printf '2 2 1\\n' | echo 182\n";

const char cli_setter_blackwhite_tests_examples[] =
    "  $ cd \"$(mktemp -d)\" && ludic blackwhite tests --out bw && cat bw/01 bw/01.a\n"
    "  wrote 19 tests to bw (1 sample, 8 edge, 4 maximal, 6 random; seed 1)\n"
    "  10 4 2\n"
    "  182\n";
