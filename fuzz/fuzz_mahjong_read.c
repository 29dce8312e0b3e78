/*
 * fuzz_mahjong_read.c: ludic_mahjong_read on arbitrary bytes (both input
 * formats). Invariants: reading is deterministic; a failure has a message,
 * a bad-input status and a position; a success is a valid game whose names
 * cover every kind, and for small games both solvers agree with the rules
 * of probability (answer below the modulus, distribution in [0, 1] summing
 * to 1 with its mean equal to the expected value) or both refuse a wall that
 * never wins.
 */
#include <math.h>
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
    ludic_mahjong_game g, h;
    ludic_mahjong_names names;
    ludic_error err, err2;
    const char *text = (const char *)data;
    ludic_status st = ludic_mahjong_parse(text, size, 0, &g, &names, &err);
    ludic_status again = ludic_mahjong_parse(text, size, 0, &h, NULL, &err2);
    require(st == again);
    if (st != LUDIC_OK) {
        require(err.message[0] != '\0' && strcmp(err.message, err2.message) == 0);
        require(st == LUDIC_E_SYNTAX || st == LUDIC_E_INVALID || st == LUDIC_E_LIMIT);
        require(st == LUDIC_E_LIMIT || err.line >= 1);
        return 0;
    }
    require(g.kinds == h.kinds && memcmp(g.hand, h.hand, g.kinds) == 0 &&
            memcmp(g.copies, h.copies, g.kinds) == 0 && memcmp(g.links, h.links, g.kinds) == 0 &&
            g.flags == h.flags);
    require(ludic_mahjong_check_game(&g, &err) == LUDIC_OK);
    require(names.kinds == g.kinds);
    if (g.kinds <= 40) {
        uint32_t answer = 0;
        ludic_mahjong_dist d;
        ludic_status s1 = ludic_mahjong_solve(&g, NULL, NULL, &answer, NULL, &err);
        ludic_status s2 = ludic_mahjong_solve_distribution(&g, NULL, NULL, &d, NULL, &err);
        require(s1 == s2 && (s1 == LUDIC_OK || s1 == LUDIC_E_NO_ANSWER));
        if (s1 == LUDIC_OK) {
            double sum = 0.0, mean = 0.0;
            require(answer < LUDIC_MAHJONG_MODULUS);
            for (uint32_t i = 0; i <= d.wall; i++) {
                require(d.p[i] >= 0.0 && d.p[i] <= 1.0 && d.cdf[i] >= 0.0 && d.cdf[i] <= 1.0);
                sum += d.p[i];
                mean += i * d.p[i];
            }
            require(fabs(sum - 1.0) < 1e-12 && fabs(mean - d.expected) < 1e-12 * d.expected);
            require(d.expected >= 1.0 && d.expected <= d.wall);
            ludic_mahjong_dist_clear(&d);
        }
    }
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_game_clear(&h);
    ludic_mahjong_names_clear(&names);
    return 0;
}
