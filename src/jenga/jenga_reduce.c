/*
 * jenga_reduce.c: from an explicit tower to the reduced state of
 * jenga_int.h, and the two rules the solver needs on reduced levels (what
 * taking a block leaves, where a block can go on top).
 */
#include "jenga_int.h"

unsigned jg_top_slot(const uint8_t cell[3], unsigned *k)
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

void jg_reduce(const ludic_jenga_tower *tower, jg_state *state)
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
    state->slot = jg_top_slot(tower->cell[tower->levels - 1], &k);
    state->key = jg_key_with_k(key, k);
    state->swapped = jg_key_with_k(swapped, k);
}

unsigned jg_take_results(unsigned t, unsigned c, unsigned results[3])
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

unsigned jg_place(unsigned k, unsigned s, unsigned c, unsigned next[2])
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
