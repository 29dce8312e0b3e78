/*
 * The input "n k d": lenient reading (every error with its line, column and
 * status), strict validation against both sets of limits, the rule check,
 * formatting, and the generator (reproducible, always valid, honouring fixed
 * fields and refusing impossible ones).
 */
#include <string.h>

#include "check.h"
#include "ludic/blackwhite.h"

static void parse_ok(const char *text, uint64_t n, uint64_t k, uint64_t d)
{
    ludic_blackwhite_params p = {0, 0, 0};
    ludic_error err;
    CHECK(ludic_blackwhite_parse(text, strlen(text), 0, &p, &err) == LUDIC_OK);
    CHECK_EQ_U64(p.n, n);
    CHECK_EQ_U64(p.k, k);
    CHECK_EQ_U64(p.d, d);
}

static void parse_bad(const char *text, ludic_status status, unsigned long line,
                      unsigned long column, const char *words)
{
    ludic_blackwhite_params p;
    ludic_error err;
    ludic_error_clear(&err);
    CHECK(ludic_blackwhite_parse(text, strlen(text), 0, &p, &err) == status);
    CHECK_EQ_U64(err.line, line);
    CHECK_EQ_U64(err.column, column);
    CHECK_STR_CONTAINS(err.message, words);
}

static void validate(const char *text, unsigned flags, ludic_status status, unsigned long column,
                     const char *words)
{
    ludic_error err;
    ludic_error_clear(&err);
    CHECK(ludic_blackwhite_validate(text, strlen(text), flags, NULL, &err) == status);
    if (status != LUDIC_OK) {
        CHECK_EQ_U64(err.column, column);
        CHECK_STR_CONTAINS(err.message, words);
    }
}

int main(void)
{
    parse_ok("10 4 2", 10, 4, 2);
    parse_ok("  10\n\t4\r\n2\n\n", 10, 4, 2);
    parse_ok("+10 4 2", 10, 4, 2);
    parse_ok("1000000000000000000 1000 1", 1000000000000000000ull, 1000, 1);
    parse_ok("1000000000000000000 2000 1", 1000000000000000000ull, 2000, 1); /* limit is the solver's */

    parse_bad("", LUDIC_E_SYNTAX, 1, 1, "expected n (the number of cells)");
    parse_bad("10 4", LUDIC_E_SYNTAX, 1, 5, "expected d");
    parse_bad("10 4 2 7", LUDIC_E_SYNTAX, 1, 8, "unexpected extra token '7'");
    parse_bad("10 5 2", LUDIC_E_INVALID, 1, 4, "must be even");
    parse_bad("10 4 5", LUDIC_E_INVALID, 1, 6, "d = 5 is more than the k = 4 pieces");
    parse_bad("3 4 2", LUDIC_E_INVALID, 1, 3, "k = 4 pieces do not fit on n = 3 cells");
    parse_bad("0 4 2", LUDIC_E_INVALID, 1, 1, "from 1 to 1000000000000000000, found '0'");
    parse_bad("10 0 2", LUDIC_E_INVALID, 1, 4, "found '0'");
    parse_bad("10 4 0", LUDIC_E_INVALID, 1, 6, "found '0'");
    parse_bad("-10 4 2", LUDIC_E_SYNTAX, 1, 1, "negative numbers are not allowed");
    parse_bad("10 4.0 2", LUDIC_E_SYNTAX, 1, 4, "write a whole number");
    parse_bad("1e3 4 2", LUDIC_E_SYNTAX, 1, 1, "write a whole number");
    parse_bad("ten 4 2", LUDIC_E_SYNTAX, 1, 1, "found 'ten'");
    parse_bad("1000000000000000001 4 2", LUDIC_E_INVALID, 1, 1, "found '1000000000000000001'");
    parse_bad("99999999999999999999999 4 2", LUDIC_E_INVALID, 1, 1, "must be from 1 to");
    parse_bad("10\n4\n2 x", LUDIC_E_SYNTAX, 3, 3, "extra token 'x'");

    validate("10 4 2\n", 0, LUDIC_OK, 0, "");
    validate("10000 100 100\n", 0, LUDIC_OK, 0, "");
    validate("10 4 2", 0, LUDIC_E_SYNTAX, 7, "expected end of line");
    validate("10 4 2\n\n", 0, LUDIC_E_SYNTAX, 1, "expected end of input");
    validate("10  4 2\n", 0, LUDIC_E_SYNTAX, 4, "expected k");
    validate("10 4 2\r\n", 0, LUDIC_E_SYNTAX, 7, "carriage return");
    validate(" 10 4 2\n", 0, LUDIC_E_SYNTAX, 1, "expected n");
    validate("010 4 2\n", 0, LUDIC_E_SYNTAX, 1, "no leading zero");
    validate("+10 4 2\n", 0, LUDIC_E_SYNTAX, 1, "no sign");
    validate("10 4\t2\n", 0, LUDIC_E_SYNTAX, 5, "expected a single space");
    validate("10001 4 2\n", 0, LUDIC_E_INVALID, 1, "from 1 to 10000");
    validate("10001 4 2\n", LUDIC_EXTENDED, LUDIC_OK, 0, "");
    validate("1000 102 2\n", 0, LUDIC_E_INVALID, 6, "from 1 to 100");
    validate("1000 102 2\n", LUDIC_EXTENDED, LUDIC_OK, 0, "");
    validate("1000000000000000000 1000 1\n", LUDIC_EXTENDED, LUDIC_OK, 0, "");
    validate("1000000000000000000 1002 1\n", LUDIC_EXTENDED, LUDIC_E_INVALID, 21, "from 1 to 1000");
    validate("10 5 2\n", 0, LUDIC_E_INVALID, 4, "must be even");
    validate("10 4 5\n", 0, LUDIC_E_INVALID, 6, "d = 5 is more than");
    validate("3 4 2\n", 0, LUDIC_E_INVALID, 3, "do not fit");

    {
        ludic_blackwhite_params p = {10, 4, 2};
        char b[8], small[4] = "xyz";
        size_t len = 0;
        ludic_error err;
        /* The text-out convention: a size query, a truncated copy, the whole text. */
        CHECK(ludic_blackwhite_format(&p, NULL, 0, &len, &err) == LUDIC_E_TRUNCATED);
        CHECK_EQ_U64(len, 7);
        CHECK(ludic_blackwhite_format(&p, small, sizeof small, &len, &err) == LUDIC_E_TRUNCATED);
        CHECK(strcmp(small, "10 ") == 0 && len == 7);
        CHECK(ludic_blackwhite_format(&p, b, sizeof b, &len, &err) == LUDIC_OK);
        CHECK(strcmp(b, "10 4 2\n") == 0 && len == 7);
        CHECK(ludic_blackwhite_format(&p, NULL, 1, &len, &err) == LUDIC_E_ARGUMENT);
        CHECK(ludic_blackwhite_check_params(&p, &err) == LUDIC_OK);
        p.d = 0;
        CHECK(ludic_blackwhite_check_params(&p, &err) == LUDIC_E_INVALID);
    }

    /* Generator: valid under the original limits by default, reproducible, seeds differ. */
    {
        int differ = 0;
        for (uint64_t seed = 0; seed < 2000; seed++) {
            ludic_blackwhite_params a, b, first;
            char text[64];
            size_t len = 0;
            ludic_error err;
            CHECK_SEED(seed);
            CHECK(ludic_blackwhite_generate(seed, NULL, &a, &err) == LUDIC_OK);
            CHECK(ludic_blackwhite_generate(seed, NULL, &b, &err) == LUDIC_OK);
            CHECK(a.n == b.n && a.k == b.k && a.d == b.d);
            CHECK(ludic_blackwhite_format(&a, text, sizeof text, &len, &err) == LUDIC_OK);
            CHECK(ludic_blackwhite_validate(text, len, 0, NULL, &err) == LUDIC_OK);
            CHECK(ludic_blackwhite_generate(0, NULL, &first, &err) == LUDIC_OK);
            differ += a.n != first.n;
        }
        CHECK_SEED_DONE();
        CHECK(differ > 1900);
    }
    {
        ludic_blackwhite_params fixed = {1000000000000000000ull, 1000, 0}, p;
        ludic_error err;
        CHECK(ludic_blackwhite_generate(7, &fixed, &p, &err) == LUDIC_OK);
        CHECK(p.n == fixed.n && p.k == 1000 && p.d >= 1 && p.d <= 1000);
        fixed.n = 0, fixed.k = 0, fixed.d = 7; /* d fixes k >= 8 */
        for (uint64_t seed = 0; seed < 200; seed++) {
            CHECK_SEED(seed);
            CHECK(ludic_blackwhite_generate(seed, &fixed, &p, &err) == LUDIC_OK);
            CHECK(p.d == 7 && p.k >= 8 && p.k % 2 == 0 && p.k <= p.n);
        }
        fixed.n = 5, fixed.k = 0, fixed.d = 0;
        for (uint64_t seed = 0; seed < 200; seed++) {
            CHECK_SEED(seed);
            CHECK(ludic_blackwhite_generate(seed, &fixed, &p, &err) == LUDIC_OK);
            CHECK(p.n == 5 && (p.k == 2 || p.k == 4) && p.d <= p.k);
        }
        CHECK_SEED_DONE();
        fixed.n = 1, fixed.k = 0, fixed.d = 0;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "n is too small");
        fixed.n = 5, fixed.k = 0, fixed.d = 5;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_INVALID);
        fixed.n = 0, fixed.k = 3, fixed.d = 0;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_INVALID);
        fixed.n = 10, fixed.k = 12, fixed.d = 0;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_INVALID);
        fixed.n = 0, fixed.k = 4, fixed.d = 5;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_INVALID);
        fixed.n = 0, fixed.k = 1002, fixed.d = 0;
        CHECK(ludic_blackwhite_generate(1, &fixed, &p, &err) == LUDIC_E_LIMIT);
    }

    /* Beyond ludic's k: the solvers refuse with LUDIC_E_LIMIT and say so. */
    {
        ludic_blackwhite_params p = {1000000, 1002, 1};
        ludic_blackwhite_probability prob;
        ludic_error err;
        uint32_t wins;
        CHECK(ludic_blackwhite_solve(&p, &wins, &err) == LUDIC_E_LIMIT);
        CHECK_STR_CONTAINS(err.message, "limit of 1000");
        CHECK(ludic_blackwhite_solve_probability(&p, &prob, &err) == LUDIC_E_LIMIT);
        p.k = 7;
        CHECK(ludic_blackwhite_solve(&p, &wins, &err) == LUDIC_E_INVALID);
    }
    return check_exit_code();
}
