/*
 * mahjong_baseline.c: the straightforward O(n^2 x S x 5) solution (see mahjong_baseline.h).
 * Deliberately plain: no minimisation, no dropped winning states, no bound
 * on the tiles of non-winning hands, a % per multiply.
 */
#include <stdlib.h>
#include <string.h>

#include "mahjong_baseline.h"
#include "core/binom_int.h"
#include "core/modarith_int.h"

int mj_baseline_solve(const ludic_mahjong_game *game, uint32_t *answer)
{
    const uint32_t mod = LUDIC_MAHJONG_MODULUS;
    ludic_mahjong_automaton *a = NULL;
    ludic_mahjong_automaton_sizes info;
    ludic_factorials f;
    uint32_t *next = NULL, *cur = NULL, *nxt = NULL;
    uint32_t states, tiles = 0, wall, total = 0, q;
    int rc = -1;
    if (ludic_mahjong_check_game(game, NULL) != LUDIC_OK ||
        ludic_mahjong_automaton_create(game, LUDIC_MAHJONG_UNMINIMISED, &a, NULL) != LUDIC_OK)
        return -1;
    ludic_mahjong_automaton_info(a, &info);
    states = info.states;
    for (uint32_t x = 0; x < game->kinds; x++)
        tiles += game->copies[x];
    wall = tiles - LUDIC_MAHJONG_HAND_TILES;
    /* transitions by (can_start, count) looked up once */
    next = malloc((size_t)states * 10 * sizeof *next);
    cur = malloc((size_t)(tiles + 1) * states * sizeof *cur);
    nxt = malloc((size_t)(tiles + 1) * states * sizeof *nxt);
    if (!next || !cur || !nxt || ludic_factorials_init(&f, tiles, mod, NULL) != LUDIC_OK)
        goto done;
    for (q = 0; q < states; q++)
        for (unsigned s = 0; s < 10; s++)
            next[q * 10 + s] = ludic_mahjong_automaton_step(a, q, s >= 5, s % 5);
    /* the whole set must win */
    q = 0;
    for (uint32_t x = 0; x < game->kinds; x++)
        q = next[q * 10 + (game->links[x] && x + 2 < game->kinds && game->links[x + 1] ? 5u : 0u) +
                 game->copies[x]];
    if (q != info.winning_state)
        goto done_f;
    memset(cur, 0, (size_t)(tiles + 1) * states * sizeof *cur);
    cur[0] = 1; /* j = 0 drawn tiles, start state 0 */
    for (uint32_t x = 0, seen = 0; x < game->kinds; x++) {
        const unsigned can = game->links[x] && x + 2 < game->kinds && game->links[x + 1];
        const unsigned h = game->hand[x], c = game->copies[x];
        memset(nxt, 0, (size_t)(tiles + 1) * states * sizeof *nxt);
        for (uint32_t j = 0; j <= seen; j++)
            for (q = 0; q < states; q++) {
                const uint32_t v = cur[(size_t)j * states + q];
                if (!v)
                    continue;
                for (unsigned d = h; d <= c; d++) {
                    const uint32_t t = next[q * 10 + (can ? 5u : 0u) + d];
                    uint32_t *cell = &nxt[(size_t)(j + d - h) * states + t];
                    *cell = ludic_mod_add(*cell, ludic_mod_mul(v, (uint32_t)ludic_binom_u64(c - h, d - h), mod), mod);
                }
            }
        seen += c - h;
        {
            uint32_t *swap = cur;
            cur = nxt;
            nxt = swap;
        }
    }
    /* E = sum over i of (non-winning i-draws) * i! (W-i)! / W! */
    for (uint32_t j = 0; j <= wall; j++) {
        uint32_t losing = 0;
        for (q = 0; q < states; q++)
            if (q != info.winning_state)
                losing = ludic_mod_add(losing, cur[(size_t)j * states + q], mod);
        total = ludic_mod_add(total,
                              ludic_mod_mul(losing, ludic_mod_mul(f.fact[j], f.fact[wall - j], mod), mod),
                              mod);
    }
    *answer = ludic_mod_mul(total, f.inv_fact[wall], mod);
    rc = 0;
done_f:
    ludic_factorials_clear(&f);
done:
    free(next);
    free(cur);
    free(nxt);
    ludic_mahjong_automaton_free(a);
    return rc;
}
