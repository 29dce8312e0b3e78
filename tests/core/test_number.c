/*
 * The one number reader (src/util/number.c): digits only, ranges checked,
 * values past UINT64_MAX out of every range rather than wrapped, and the
 * prefix mode that stops at the first non-digit.
 */
#include "check.h"
#include "util/number_int.h"

static ludic_number_result whole(const char *s, uint64_t min, uint64_t max, uint64_t *v)
{
    return ludic_number_read(s, strlen(s), min, max, v, NULL);
}

int main(void)
{
    uint64_t v = 7;
    size_t used = 99;
    char msg[128];
    CHECK(whole("0", 0, 10, &v) == LUDIC_NUMBER_OK && v == 0);
    CHECK(whole("0010", 0, 10, &v) == LUDIC_NUMBER_OK && v == 10);
    CHECK(whole("11", 0, 10, &v) == LUDIC_NUMBER_RANGE && v == 10); /* untouched on failure */
    CHECK(whole("4", 5, 10, &v) == LUDIC_NUMBER_RANGE);
    CHECK(whole("", 0, 10, &v) == LUDIC_NUMBER_MALFORMED);
    CHECK(whole("+1", 0, 10, &v) == LUDIC_NUMBER_MALFORMED);
    CHECK(whole("-1", 0, 10, &v) == LUDIC_NUMBER_MALFORMED);
    CHECK(whole("1 ", 0, 10, &v) == LUDIC_NUMBER_MALFORMED);
    CHECK(whole("1.5", 0, 10, &v) == LUDIC_NUMBER_MALFORMED);
    /* UINT64_MAX itself, and one past it (which must not wrap to 0 or saturate into range). */
    CHECK(whole("18446744073709551615", 0, UINT64_MAX, &v) == LUDIC_NUMBER_OK &&
          v == UINT64_MAX);
    CHECK(whole("18446744073709551616", 0, UINT64_MAX, &v) == LUDIC_NUMBER_RANGE);
    CHECK(whole("99999999999999999999999", 0, UINT64_MAX, &v) == LUDIC_NUMBER_RANGE);
    CHECK(whole("000000000000000000000018446744073709551615", 0, UINT64_MAX, &v) ==
          LUDIC_NUMBER_OK);
    /* Prefix mode: the digits up to the first non-digit; none is malformed. */
    CHECK(ludic_number_read("12,3", 4, 0, 100, &v, &used) == LUDIC_NUMBER_OK && v == 12 &&
          used == 2);
    CHECK(ludic_number_read("512M", 4, 0, 1000, &v, &used) == LUDIC_NUMBER_OK && used == 3);
    CHECK(ludic_number_read(",3", 2, 0, 100, &v, &used) == LUDIC_NUMBER_MALFORMED && used == 0);
    CHECK(ludic_number_read("123", 2, 0, 100, &v, &used) == LUDIC_NUMBER_OK && v == 12);
    CHECK(ludic_number_read("1000-2", 6, 1, 10, &v, &used) == LUDIC_NUMBER_RANGE && used == 4);
    ludic_number_range_message(msg, sizeof msg, "--k", 1, 1000, "'1002'");
    CHECK(strcmp(msg, "--k must be from 1 to 1000, found '1002'") == 0);
    return check_exit_code();
}
