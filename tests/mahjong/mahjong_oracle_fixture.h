/*
 * mahjong_oracle_fixture.h: layouts for the oracle's tests, written as digit strings
 * so a case reads like the table it is: copies "4444", links "1110" (one digit
 * per kind, the last 0; NULL means one suit), hand "4441".
 */
#ifndef LUDIC_ORACLE_FIXTURE_H
#define LUDIC_ORACLE_FIXTURE_H

#include <string.h>

#include "check.h"
#include "ludic/mahjong.h"

/* The game of those strings (kinds = strlen(copies)); aborts the test if it cannot allocate. */
static inline ludic_mahjong_game fixture_game(const char *copies, const char *links,
                                              const char *hand)
{
    ludic_mahjong_game g;
    uint32_t kinds = (uint32_t)strlen(copies);
    if (ludic_mahjong_game_init(&g, kinds, NULL) != LUDIC_OK) {
        fprintf(stderr, "cannot allocate a game of %u kinds\n", (unsigned)kinds);
        exit(1);
    }
    for (uint32_t i = 0; i < kinds; i++) {
        g.copies[i] = (uint8_t)(copies[i] - '0');
        g.hand[i] = (uint8_t)(hand ? hand[i] - '0' : 0);
        if (links)
            g.links[i] = (uint8_t)(links[i] - '0');
    }
    return g;
}

/* The counts of a digit string, e.g. "3111111132" (at most 16 kinds). */
static inline const uint8_t *fixture_counts(uint8_t *out, const char *digits)
{
    for (size_t i = 0; digits[i]; i++)
        out[i] = (uint8_t)(digits[i] - '0');
    return out;
}

#endif
