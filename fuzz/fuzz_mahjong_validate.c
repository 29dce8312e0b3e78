/*
 * fuzz_mahjong_validate.c: the strict validator on arbitrary bytes.
 * Invariants: what passes the original limits passes the extended ones;
 * what passes the validator reads leniently to the same game; a failure has
 * a message and a position.
 */
#include <stdlib.h>
#include <string.h>

#include "ludic/mahjong.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void require(int ok)
{
    if (!ok)
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ludic_mahjong_game strict, extended, lenient;
    ludic_error err;
    const char *text = (const char *)data;
    ludic_status s = ludic_mahjong_validate(text, size, 0, &strict, &err);
    ludic_status e = ludic_mahjong_validate(text, size, LUDIC_EXTENDED, &extended, &err);
    if (s == LUDIC_OK)
        require(e == LUDIC_OK && extended.kinds == strict.kinds &&
                strict.kinds <= LUDIC_MAHJONG_ORIGINAL_MAX_N);
    if (e == LUDIC_OK) {
        require(ludic_mahjong_parse(text, size, 0, &lenient, NULL, &err) == LUDIC_OK);
        require(lenient.kinds == extended.kinds &&
                memcmp(lenient.hand, extended.hand, lenient.kinds) == 0);
        ludic_mahjong_game_clear(&lenient);
    } else {
        require(err.message[0] != '\0' && err.line >= 1);
    }
    ludic_mahjong_game_clear(&strict);
    ludic_mahjong_game_clear(&extended);
    return 0;
}
