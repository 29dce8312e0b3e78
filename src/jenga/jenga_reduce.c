/*
 * jenga_reduce.c: from an explicit tower to the reduced state of
 * jenga_int.h, and the two rules the solver needs on reduced levels (what
 * taking a block leaves, where a block can go on top).
 */
#include "jenga_int.h"

unsigned ludic_jg_top_slot(const uint8_t cell[3], unsigned *k)
{
    unsigned l = cell[0], m = cell[1], r = cell[2];
    unsigned blocks = (unsigned)((l != 0) + (m != 0) + (r != 0));
    *k = blocks;
    if (blocks == 3)
        return jg_type(l - 1, m - 1, r - 1);
    if (blocks == 2) {
        if (!m)
            return 9u + jg_pair(l < r ? l - 1 : r - 1, l < r ? r - 1 : l - 1);
        return (l ? l - 1 : r - 1) * 3u + (m - 1); /* a side and the middle; mirror to the left */
    }
    if (m)
        return 3u + (m - 1);
    return l ? l - 1 : r - 1;
}

void ludic_jg_reduce(const ludic_jenga_tower *tower, jg_state *state)
{
    jg_key key = {0, 0}, swapped = {0, 0};
    unsigned k;
    for (uint32_t i = 0; i + 1 < tower->levels; i++) {
        const uint8_t *c = tower->cell[i];
        if (c[0] && c[1] && c[2]) {
            unsigned t = jg_type(c[0] - 1u, c[1] - 1u, c[2] - 1u);
            key = jg_key_add(key, jg_type_delta(t));
            swapped = jg_key_add(swapped, jg_type_delta(jg_swap_type(t)));
        } else if (c[1] && (c[0] || c[2])) {
            /* middle and one side: only that side can still be taken */
            unsigned side = (c[0] ? c[0] : c[2]) - 1u;
            key = jg_key_add(key, jg_single_delta(side));
            swapped = jg_key_add(swapped, jg_single_delta(jg_swap_color(side)));
        } /* else dead: nothing can be taken from it */
    }
    state->slot = ludic_jg_top_slot(tower->cell[tower->levels - 1], &k);
    state->key = jg_key_with_k(key, k);
    state->swapped = jg_key_with_k(swapped, k);
}

unsigned ludic_jg_take_results(unsigned t, unsigned c, unsigned results[3])
{
    unsigned p = t % 6u, a = jg_pair_a(p), b = jg_pair_b(p), n = 0;
    if (jg_type_mid(t) == c)
        results[n++] = JG_DEAD; /* left and right remain, no middle */
    if (a == c)
        results[n++] = b; /* the middle and the other side remain */
    if (b == c && b != a)
        results[n++] = a;
    return n;
}

unsigned ludic_jg_place(unsigned k, unsigned s, unsigned c, unsigned next[2])
{
    if (k == 1) {
        if (s >= 3) { /* the middle is there: the block goes to a side */
            next[0] = c * 3u + (s - 3u);
            return 1;
        }
        next[0] = s * 3u + c;          /* into the middle */
        next[1] = 9u + jg_pair(s < c ? s : c, s < c ? c : s); /* to the other side */
        return 2;
    }
    /* k == 2: the level is completed */
    if (s < 9) {
        unsigned side = s / 3u, mid = s % 3u;
        next[0] = jg_type(side, mid, c);
    } else {
        next[0] = c * 6u + (s - 9u);
    }
    return 1;
}

static unsigned canon_slot(unsigned k, unsigned s)
{
    unsigned w = jg_swap_slot(k, s);
    return w < s ? w : s;
}

static unsigned apply_map(unsigned map, unsigned k, unsigned s)
{
    return map == 0 ? s : map == 1 ? jg_swap_slot(k, s) : canon_slot(k, s);
}

void ludic_jg_rules_init(jg_rules *r)
{
    for (unsigned t = 0; t < JG_TYPES; t++) {
        r->type_delta[t] = jg_type_delta(t);
        r->type_sdelta[t] = jg_type_delta(jg_swap_type(t));
    }
    for (unsigned c = 0; c < JG_COLORS; c++) {
        r->single_delta[c] = jg_single_delta(c);
        r->single_sdelta[c] = jg_single_delta(jg_swap_color(c));
    }
    for (unsigned t = 0; t < JG_TYPES; t++) {
        r->tsrc_n[t] = 0;
        for (unsigned c = 0; c < JG_COLORS; c++) {
            unsigned res[3], n = ludic_jg_take_results(t, c, res);
            r->take[t][c][0] = (uint8_t)n;
            for (unsigned i = 0; i < n && i < 2; i++)
                r->take[t][c][1 + i] = (uint8_t)res[i];
            for (unsigned i = 0; i < n; i++) { /* at most 3 in all: left, middle, right */
                unsigned j = r->tsrc_n[t]++;
                r->tsrc_color[t][j] = (uint8_t)c;
                r->tsrc_delta[t][j] = r->type_delta[t];
                r->tsrc_sdelta[t][j] = r->type_sdelta[t];
                if (res[i] != JG_DEAD) {
                    r->tsrc_delta[t][j] = jg_key_sub(r->tsrc_delta[t][j], r->single_delta[res[i]]);
                    r->tsrc_sdelta[t][j] =
                        jg_key_sub(r->tsrc_sdelta[t][j], r->single_sdelta[res[i]]);
                }
            }
        }
    }
    for (unsigned map = 0; map < JG_MAPS; map++) {
        for (unsigned k = 1; k <= 3; k++)
            for (unsigned s = 0; s < JG_TOP3; s++)
                r->map_slot[map][k][s] = (uint8_t)(s < jg_top_slots(k) ? apply_map(map, k, s) : 0);
        for (unsigned c = 0; c < JG_COLORS; c++) {
            r->push[map][c][0] = (uint8_t)apply_map(map, 1, c);
            r->push[map][c][1] = (uint8_t)apply_map(map, 1, 3u + c);
        }
        for (unsigned k = 1; k <= 2; k++)
            for (unsigned s = 0; s < JG_TOP2; s++)
                for (unsigned c = 0; c < JG_COLORS; c++) {
                    unsigned next[2], n = s < jg_top_slots(k) ? ludic_jg_place(k, s, c, next) : 0;
                    jg_next *x = &r->place[map][k][s][c];
                    x->n = (uint8_t)n;
                    x->slot[0] = x->slot[1] = 0;
                    if (map == 0)
                        r->place_bits[k][s][c] = 0;
                    for (unsigned i = 0; i < n; i++) {
                        x->slot[i] = (uint8_t)apply_map(map, k + 1, next[i]);
                        if (map == 0)
                            r->place_bits[k][s][c] |= 1u << next[i];
                    }
                    if (n == 1)
                        x->slot[1] = x->slot[0]; /* the solver takes the min of both */
                }
    }
    for (unsigned map = 1; map < JG_MAPS; map++)
        for (unsigned k = 1; k <= 3; k++)
            for (unsigned i = 0; i < 3; i++)
                for (unsigned b = 0; b < 256; b++) {
                    uint32_t out = 0;
                    for (unsigned j = 0; j < 8; j++) {
                        unsigned s = 8 * i + j;
                        if ((b >> j & 1u) && s < jg_top_slots(k))
                            out |= 1u << apply_map(map, k, s);
                    }
                    r->map_byte[map - 1][k - 1][i][b] = out;
                }
}
