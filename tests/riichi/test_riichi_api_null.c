/*
 * test_riichi_api_null.c: every public riichi function given NULL where a C
 * programmer might pass it fails with LUDIC_E_ARGUMENT (or returns its
 * documented value) instead of crashing, with err NULL too; under
 * ASan+UBSan a dereference would be reported.
 */
#include "check.h"
#include "ludic/riichi.h"

int main(void)
{
    uint8_t c[LUDIC_RIICHI_KINDS] = {0}, wall[LUDIC_RIICHI_KINDS];
    ludic_riichi_shanten s;
    ludic_riichi_effective e;
    ludic_riichi_discards d;
    ludic_riichi_tiles t;
    ludic_error err;
    double x = 0;
    size_t len;
    c[27] = 3, c[28] = 3, c[29] = 3, c[30] = 3, c[31] = 1; /* 13 tiles */
    CHECK(ludic_riichi_compute_shanten(NULL, 0, &s, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_shanten(c, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_effective(NULL, NULL, LUDIC_RIICHI_FORM_MIN, 0, &e, NULL) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_effective(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, NULL, &err) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_effective(c, NULL, LUDIC_RIICHI_FORM_MIN, 4u, &e, &err) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_discards(NULL, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, NULL) ==
          LUDIC_E_ARGUMENT);
    c[31] = 2;
    CHECK(ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, NULL, NULL) ==
          LUDIC_E_ARGUMENT);
    c[31] = 1;
    CHECK(ludic_riichi_parse_tiles(NULL, 3, 0, &t, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_tiles(NULL, 0, 0, &t, &err) == LUDIC_OK); /* empty text */
    CHECK(ludic_riichi_parse_tiles("1m", 2, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_meld(NULL, 3, 0, &t, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_parse_meld("123m", 4, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 0, NULL, 0, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_wall(NULL, NULL, 0, NULL, 0, wall, NULL) == LUDIC_OK);
    CHECK(ludic_riichi_format_tiles(NULL, NULL, NULL, 0, &len, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_format_tiles(c, NULL, NULL, 5, &len, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_format_tiles(c, NULL, NULL, 0, NULL, NULL) == LUDIC_E_TRUNCATED);
    CHECK(ludic_riichi_compute_expected_draws(NULL, NULL, NULL, 0, &x, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_compute_expected_draws(c, NULL, NULL, 0, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_riichi_shanten_value(NULL, LUDIC_RIICHI_FORM_MIN) == LUDIC_RIICHI_NO_FORM);
    CHECK(ludic_riichi_kind_name(1000) == NULL);
    return check_exit_code();
}
