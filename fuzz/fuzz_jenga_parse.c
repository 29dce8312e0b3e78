/*
 * fuzz_jenga_parse.c: the jenga text formats on arbitrary bytes, and the
 * solver on whatever small tower comes out. Invariants (abort on breach):
 * - lenient parsing (original and extended) either succeeds with a tower
 *   that passes ludic_jenga_check_tower, or fails with a message and, for a
 *   malformed token, a position;
 * - formatting a parsed tower and parsing it again gives the same tower;
 * - whatever the strict validator accepts, the lenient parser accepts too,
 *   as the same tower;
 * - every legal move keeps the tower standing;
 * - for towers of at most 12 blocks, the solve (default die, and a die
 *   taken from the input's first bytes) gives a finite value >= 0 or "no
 *   answer", the same twice, and 0 exactly when the game is over.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/jenga.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_solve(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    ludic_error e1, e2;
    double a = -1, b = -2;
    ludic_status s1 = ludic_jenga_solve(t, d, NULL, &a, NULL, &e1);
    ludic_status s2 = ludic_jenga_solve(t, d, NULL, &b, NULL, &e2);
    if (s1 != s2 || (s1 != LUDIC_OK && s1 != LUDIC_E_NO_ANSWER))
        abort();
    if (s1 != LUDIC_OK)
        return;
    if (!(a >= 0) || !isfinite(a) || a != b)
        abort();
    if (ludic_jenga_tower_is_over(t) != (a == 0))
        abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    for (unsigned flags = 0; flags <= LUDIC_EXTENDED; flags++) {
        ludic_jenga_tower t, u, v;
        ludic_error err;
        char buf[LUDIC_JENGA_MAX_LEVELS * 4 + 8];
        size_t len = 0;
        ludic_status st;
        ludic_error_clear(&err);
        st = ludic_jenga_parse(text, size, flags, &t, &err);
        if (st != LUDIC_OK) {
            if (err.message[0] == '\0' || err.status != st)
                abort();
            if (st == LUDIC_E_SYNTAX && err.line == 0)
                abort();
        } else {
            if (ludic_jenga_check_tower(&t, &err) != LUDIC_OK)
                abort();
            if (ludic_jenga_format(&t, buf, sizeof buf, &len, &err) != LUDIC_OK ||
                ludic_jenga_parse(buf, len, LUDIC_EXTENDED, &u, &err) != LUDIC_OK ||
                memcmp(&t, &u, sizeof t) != 0)
                abort();
        }
        if (ludic_jenga_validate(text, size, flags, &v, &err) == LUDIC_OK &&
            (st != LUDIC_OK || memcmp(&t, &v, sizeof t) != 0))
            abort();
        if (st != LUDIC_OK)
            continue;
        for (int c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++) {
            ludic_jenga_move m[LUDIC_JENGA_MAX_MOVES];
            size_t n = 0;
            if (ludic_jenga_list_moves(&t, (ludic_jenga_color)c, m, LUDIC_JENGA_MAX_MOVES, &n,
                                       &err) != LUDIC_OK)
                abort();
            for (size_t i = 0; i < n; i++) {
                ludic_jenga_tower after = t;
                if (ludic_jenga_play_move(&after, &m[i], &err) != LUDIC_OK ||
                    ludic_jenga_check_tower(&after, &err) != LUDIC_OK ||
                    ludic_jenga_tower_blocks(&after) != ludic_jenga_tower_blocks(&t))
                    abort();
            }
        }
        if (ludic_jenga_tower_blocks(&t) <= 12) {
            ludic_jenga_dice d = ludic_jenga_default_dice();
            check_solve(&t, &d);
            d.green = size > 0 ? data[0] % 4u : 1;
            d.blue = size > 1 ? data[1] % 4u : 1;
            d.red = size > 2 ? data[2] % 4u : 1;
            d.black = size > 3 ? data[3] % 3u : 1;
            if (d.green + d.blue + d.red + d.black > 0)
                check_solve(&t, &d);
        }
    }
    return 0;
}
