/*
 * jenga_oracle_towers.h: what the jenga oracle's tests share: towers written as
 * text, and the symmetries of the rules (mirroring, recolouring, reordering
 * levels below the top) applied to towers and dice.
 *
 * Text form: levels bottom first, separated by single spaces, each level
 * three characters left, middle, right from R, G, B, or '.' for an empty
 * position. "RGB R.." is a full bottom level under a top holding one red
 * block on the left. Used by the benchmark too, so it needs nothing from
 * check.h.
 */
#ifndef LUDIC_ORACLE_TOWERS_H
#define LUDIC_ORACLE_TOWERS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/jenga.h"

static inline uint8_t oracle_colour(char c)
{
    switch (c) {
    case 'R':
        return LUDIC_JENGA_RED;
    case 'G':
        return LUDIC_JENGA_GREEN;
    case 'B':
        return LUDIC_JENGA_BLUE;
    case '.':
        return LUDIC_JENGA_EMPTY;
    default:
        fprintf(stderr, "jenga_oracle_towers.h: bad cell '%c' in a test tower\n", c);
        exit(1);
    }
}

static inline ludic_jenga_tower oracle_tower(const char *text)
{
    ludic_jenga_tower t;
    uint32_t p = 0;
    memset(&t, 0, sizeof t);
    for (; *text; text++) {
        if (*text == ' ') {
            t.levels++;
            p = 0;
            continue;
        }
        if (p == 3 || t.levels >= LUDIC_JENGA_MAX_LEVELS) {
            fprintf(stderr, "jenga_oracle_towers.h: a level longer than 3 cells in a test tower\n");
            exit(1);
        }
        t.cell[t.levels][p++] = oracle_colour(*text);
    }
    t.levels++;
    return t;
}

static inline ludic_jenga_dice oracle_dice(uint32_t green, uint32_t blue, uint32_t red,
                                           uint32_t black)
{
    ludic_jenga_dice d;
    d.green = green;
    d.blue = blue;
    d.red = red;
    d.black = black;
    return d;
}

/* Swap the left and right blocks of level l. */
static inline void oracle_mirror_level(ludic_jenga_tower *t, uint32_t l)
{
    uint8_t c = t->cell[l][0];
    t->cell[l][0] = t->cell[l][2];
    t->cell[l][2] = c;
}

/*
 * Recolour every block by perm (perm[c] is the new colour of colour c,
 * perm[EMPTY] == EMPTY) and move the die's faces with it, so that the new
 * colour has the faces the old one had.
 */
static inline void oracle_recolour(ludic_jenga_tower *t, ludic_jenga_dice *d,
                                   const uint8_t perm[4])
{
    uint32_t faces[4], moved[4], l, p, c;
    for (l = 0; l < t->levels; l++)
        for (p = 0; p < 3; p++)
            t->cell[l][p] = perm[t->cell[l][p]];
    faces[LUDIC_JENGA_RED] = d->red;
    faces[LUDIC_JENGA_GREEN] = d->green;
    faces[LUDIC_JENGA_BLUE] = d->blue;
    for (c = LUDIC_JENGA_RED; c <= LUDIC_JENGA_BLUE; c++)
        moved[perm[c]] = faces[c];
    d->red = moved[LUDIC_JENGA_RED];
    d->green = moved[LUDIC_JENGA_GREEN];
    d->blue = moved[LUDIC_JENGA_BLUE];
}

/* Exchange levels a and b (both below the top). */
static inline void oracle_swap_levels(ludic_jenga_tower *t, uint32_t a, uint32_t b)
{
    uint8_t tmp[3];
    memcpy(tmp, t->cell[a], 3);
    memcpy(t->cell[a], t->cell[b], 3);
    memcpy(t->cell[b], tmp, 3);
}

/* Insert a copy of `level` as level l, moving the levels from l up by one. */
static inline void oracle_insert_level(ludic_jenga_tower *t, uint32_t l, const uint8_t level[3])
{
    uint32_t i;
    for (i = t->levels; i > l; i--)
        memcpy(t->cell[i], t->cell[i - 1], 3);
    memcpy(t->cell[l], level, 3);
    t->levels++;
}

#endif
