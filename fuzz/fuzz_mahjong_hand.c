/*
 * fuzz_mahjong_hand.c: hand notation of the presets on arbitrary bytes.
 * Invariants: a failure has a message at line 1 and a column inside the
 * text (or just past it); a success has 13 tiles, and writing the hand back
 * in notation and reading it again gives the same hand.
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
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (int preset = 0; preset < 2; preset++) {
        ludic_mahjong_game g, h;
        ludic_mahjong_names names;
        ludic_error err;
        char out[512];
        size_t len = 0;
        /* The text up to its first NUL, as a C string would be read. */
        ludic_status st = ludic_mahjong_parse_hand(text, strlen(text), (ludic_mahjong_preset)preset,
                                                  0, &g, &names, &err);
        if (st != LUDIC_OK) {
            require(err.message[0] != '\0' && err.line == 1 && err.column >= 1 &&
                    err.column <= strlen(text) + 1);
            continue;
        }
        require(ludic_mahjong_check_game(&g, &err) == LUDIC_OK);
        require(ludic_mahjong_format_hand(&g, &names, out, sizeof out, &len, &err) == LUDIC_OK);
        require(ludic_mahjong_parse_hand(out, len, (ludic_mahjong_preset)preset, 0, &h, NULL,
                                         &err) == LUDIC_OK);
        require(h.kinds == g.kinds && memcmp(h.hand, g.hand, g.kinds) == 0);
        ludic_mahjong_game_clear(&g);
        ludic_mahjong_game_clear(&h);
        ludic_mahjong_names_clear(&names);
    }
    free(text);
    return 0;
}
