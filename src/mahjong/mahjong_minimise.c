/*
 * mahjong_minimise.c: merging equivalent states of the win automaton by partition
 * refinement (Moore's algorithm).
 *
 * Two states are equivalent when every continuation (any further kinds with
 * any counts of the alphabet) wins from one exactly when it wins from the
 * other. Start from the partition {non-winning, winning}; in each round give
 * every state the signature (its block, the blocks of its successors under
 * each symbol) and split blocks by signature. When a round splits nothing,
 * the blocks are the states of the minimal automaton (it is unique, so the
 * result does not depend on the shape encoding). A round costs
 * O(states x symbols) with hashing; the number of rounds is at most the
 * length of the longest word needed to tell two states apart (tens here, see
 * docs/mahjong.md), against O(symbols x states x log states) for Hopcroft's
 * algorithm, which would not pay off at a few thousand states.
 */
#include <stdlib.h>
#include <string.h>

#include "mahjong_automaton_int.h"
#include "core/error_int.h"
#include "core/hash_int.h"

typedef struct refine {
    uint32_t states;
    unsigned width;      /* 1 + alphabet size: words per signature */
    unsigned symbols[MJ_SYMBOLS];
    uint32_t *block;     /* block[q] */
    uint32_t *fresh;     /* block of q after this round */
    uint32_t *signature; /* states x width */
    uint32_t *slot_rep;  /* hash slot -> representative state, or MJ_NO_STATE */
    uint32_t *rep_block; /* representative state -> its new block */
    uint32_t mask;
} refine;

static uint64_t signature_hash(const uint32_t *sig, unsigned width)
{
    uint64_t h = 0x9e3779b97f4a7c15ull;
    for (unsigned i = 0; i < width; i++)
        h = ludic_hash64(h ^ sig[i]);
    return h;
}

/* One round: returns the number of blocks after splitting by signature. */
static uint32_t refine_round(refine *r, const ludic_mahjong_automaton *a)
{
    uint32_t blocks = 0;
    memset(r->slot_rep, 0xff, ((size_t)r->mask + 1) * sizeof *r->slot_rep);
    for (uint32_t q = 0; q < r->states; q++) {
        uint32_t *sig = r->signature + (size_t)q * r->width;
        uint32_t slot;
        sig[0] = r->block[q];
        for (unsigned i = 0; i + 1 < r->width; i++)
            sig[i + 1] = r->block[mj_next(a, q, r->symbols[i])];
        slot = (uint32_t)signature_hash(sig, r->width) & r->mask;
        for (;;) {
            uint32_t rep = r->slot_rep[slot];
            if (rep == MJ_NO_STATE) {
                r->slot_rep[slot] = q;
                r->rep_block[q] = blocks;
                r->fresh[q] = blocks++;
                break;
            }
            if (memcmp(r->signature + (size_t)rep * r->width, sig,
                       r->width * sizeof *sig) == 0) {
                r->fresh[q] = r->rep_block[rep];
                break;
            }
            slot = (slot + 1) & r->mask;
        }
    }
    return blocks;
}

/*
 * Number the blocks breadth-first from the start state's block, the winning
 * block last, and rebuild the transition table over blocks.
 */
static ludic_status rebuild(ludic_mahjong_automaton *a, const refine *r, uint32_t blocks,
                            ludic_error *err)
{
    uint32_t *id = malloc((size_t)blocks * sizeof *id);
    uint32_t *rep = malloc((size_t)blocks * sizeof *rep); /* block -> a state in it */
    uint32_t *order = malloc((size_t)blocks * sizeof *order);
    uint32_t *next = malloc((size_t)blocks * MJ_SYMBOLS * sizeof *next);
    const uint32_t win_block = r->block[a->win];
    uint32_t numbered = 0;
    if (!id || !rep || !order || !next) {
        free(id), free(rep), free(order), free(next);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the minimal automaton");
    }
    for (uint32_t b = 0; b < blocks; b++)
        id[b] = MJ_NO_STATE;
    for (uint32_t q = a->states; q-- > 0;)
        rep[r->block[q]] = q;
    id[r->block[0]] = numbered;
    order[numbered++] = r->block[0];
    for (uint32_t head = 0; head < numbered; head++) {
        const uint32_t q = rep[order[head]];
        for (unsigned i = 0; i + 1 < r->width; i++) {
            const uint32_t b = r->block[mj_next(a, q, r->symbols[i])];
            if (id[b] == MJ_NO_STATE && b != win_block) {
                id[b] = numbered;
                order[numbered++] = b;
            }
        }
    }
    /* Every state was reachable, so every block is: only the winning one is left. */
    id[win_block] = numbered;
    order[numbered++] = win_block;
    for (uint32_t n = 0; n < numbered; n++) {
        const uint32_t q = rep[order[n]];
        for (unsigned s = 0; s < MJ_SYMBOLS; s++) {
            const uint32_t t = mj_next(a, q, s);
            next[(size_t)n * MJ_SYMBOLS + s] = t == MJ_NO_STATE ? MJ_NO_STATE : id[r->block[t]];
        }
    }
    free(a->next);
    a->next = next;
    a->states = numbered;
    a->win = numbered - 1;
    a->minimised = 1;
    free(id), free(rep), free(order);
    return LUDIC_OK;
}

ludic_status ludic_mj_minimise(ludic_mahjong_automaton *a, ludic_error *err)
{
    refine r;
    uint32_t blocks, capacity = 4;
    ludic_status status;
    memset(&r, 0, sizeof r);
    r.states = a->states;
    r.width = 1;
    for (unsigned s = 0; s < MJ_SYMBOLS; s++)
        if (a->alphabet >> s & 1u)
            r.symbols[r.width++ - 1] = s;
    while (capacity < 2 * a->states)
        capacity *= 2;
    r.mask = capacity - 1;
    r.block = malloc((size_t)r.states * sizeof *r.block);
    r.fresh = malloc((size_t)r.states * sizeof *r.fresh);
    r.rep_block = malloc((size_t)r.states * sizeof *r.rep_block);
    r.signature = malloc((size_t)r.states * r.width * sizeof *r.signature);
    r.slot_rep = malloc((size_t)capacity * sizeof *r.slot_rep);
    if (!r.block || !r.fresh || !r.rep_block || !r.signature || !r.slot_rep) {
        status = ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the minimisation");
        goto done;
    }
    for (uint32_t q = 0; q < r.states; q++)
        r.block[q] = q == a->win;
    blocks = a->win > 0 ? 2 : 1;
    for (;;) {
        uint32_t split = refine_round(&r, a);
        uint32_t *swap = r.block;
        a->rounds++;
        r.block = r.fresh;
        r.fresh = swap;
        if (split == blocks)
            break;
        blocks = split;
    }
    status = rebuild(a, &r, blocks, err);
done:
    free(r.block), free(r.fresh), free(r.rep_block), free(r.signature), free(r.slot_rep);
    return status;
}
