/* The reader: tokens, positions, and the message of every kind of failure. */
#include "check.h"
#include "core/reader_int.h"

static ludic_status read_one(const char *text, uint64_t min, uint64_t max, uint64_t *v,
                             ludic_error *err)
{
    ludic_reader r;
    ludic_reader_init(&r, text, strlen(text));
    ludic_error_clear(err);
    return ludic_read_u64(&r, "n", min, max, v, NULL, err);
}

int main(void)
{
    ludic_reader r;
    ludic_token t;
    ludic_error err;
    uint64_t v = 0;
    const char *text = "  10 4\n\t2  \r\n x";

    ludic_reader_init(&r, text, strlen(text));
    CHECK(ludic_reader_next(&r, &t) == 1);
    CHECK(t.len == 2 && t.line == 1 && t.column == 3);
    CHECK(ludic_reader_next(&r, &t) == 1);
    CHECK(t.len == 1 && t.text[0] == '4' && t.line == 1 && t.column == 6);
    CHECK(ludic_reader_next(&r, &t) == 1);
    CHECK(t.line == 2 && t.column == 2);
    CHECK(ludic_read_end(&r, &err) == LUDIC_E_SYNTAX);
    CHECK(err.line == 3 && err.column == 2);
    CHECK_STR_CONTAINS(err.message, "unexpected extra token 'x'");
    CHECK(ludic_reader_next(&r, &t) == 0);

    CHECK(read_one("18446744073709551615", 0, UINT64_MAX, &v, &err) == LUDIC_OK);
    CHECK_EQ_U64(v, UINT64_MAX);
    CHECK(read_one("18446744073709551616", 0, 1000, &v, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "n must be from 0 to 1000");
    CHECK(read_one("+7", 1, 10, &v, &err) == LUDIC_OK && v == 7);
    CHECK(read_one("-7", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(err.message, "negative");
    CHECK(read_one("3.5", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(err.message, "whole number");
    CHECK(read_one("1e5", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK(read_one("abc", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(err.message, "found 'abc'");
    CHECK(read_one("   \n  ", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(err.message, "end of input");
    CHECK(err.line == 2 && err.column == 3);
    CHECK(read_one("0", 1, 10, &v, &err) == LUDIC_E_INVALID);
    CHECK(read_one("+", 1, 10, &v, &err) == LUDIC_E_SYNTAX);

    /* A NUL byte and long tokens are quoted safely. */
    {
        const char bin[] = {'1', '\0', '2'};
        ludic_reader_init(&r, bin, sizeof bin);
        CHECK(ludic_read_u64(&r, "n", 0, 100, &v, NULL, &err) == LUDIC_E_SYNTAX);
        CHECK_STR_CONTAINS(err.message, "'1\\x002'");
    }
    CHECK(read_one("123456789012345678901234567890x", 1, 10, &v, &err) == LUDIC_E_SYNTAX);
    CHECK_STR_CONTAINS(err.message, "...'");

    /* A UTF-8 byte-order mark: skipped leniently, named strictly. */
    {
        const char bom[] = "\xef\xbb\xbf" "10 4\n";
        ludic_reader_init(&r, bom, strlen(bom));
        CHECK(ludic_read_u64(&r, "n", 1, 100, &v, &t, &err) == LUDIC_OK && v == 10);
        CHECK(t.line == 1 && t.column == 1);
        ludic_reader_init(&r, bom, strlen(bom));
        CHECK(ludic_read_u64_strict(&r, "n", 1, 100, &v, &err) == LUDIC_E_SYNTAX);
        CHECK_STR_CONTAINS(err.message, "byte-order mark");
        CHECK(err.line == 1 && err.column == 1);
    }

    /* Strict mode. */
    {
        const char *good = "10 4 2\n";
        const char *two_spaces = "10  4 2\n";
        const char *leading_zero = "010 4 2\n";
        uint64_t a, b, c;
        ludic_reader_init(&r, good, strlen(good));
        CHECK(ludic_read_u64_strict(&r, "n", 1, 100, &a, &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_char(&r, ' ', &err) == LUDIC_OK);
        CHECK(ludic_read_u64_strict(&r, "k", 1, 100, &b, &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_char(&r, ' ', &err) == LUDIC_OK);
        CHECK(ludic_read_u64_strict(&r, "d", 1, 100, &c, &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_char(&r, '\n', &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_end(&r, &err) == LUDIC_OK);
        CHECK(a == 10 && b == 4 && c == 2);

        ludic_reader_init(&r, two_spaces, strlen(two_spaces));
        CHECK(ludic_read_u64_strict(&r, "n", 1, 100, &a, &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_char(&r, ' ', &err) == LUDIC_OK);
        CHECK(ludic_read_u64_strict(&r, "k", 1, 100, &b, &err) == LUDIC_E_SYNTAX);
        CHECK(err.line == 1 && err.column == 4);
        CHECK_STR_CONTAINS(err.message, "found a space");

        ludic_reader_init(&r, leading_zero, strlen(leading_zero));
        CHECK(ludic_read_u64_strict(&r, "n", 1, 100, &a, &err) == LUDIC_E_SYNTAX);
        CHECK_STR_CONTAINS(err.message, "leading zero");

        ludic_reader_init(&r, "5", 1);
        CHECK(ludic_read_u64_strict(&r, "n", 1, 100, &a, &err) == LUDIC_OK);
        CHECK(ludic_reader_expect_char(&r, '\n', &err) == LUDIC_E_SYNTAX);
        CHECK_STR_CONTAINS(err.message, "expected end of line, found end of input");
    }
    return check_exit_code();
}
