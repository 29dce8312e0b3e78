/*
 * mahjong_program.c: a kind class's edges listed once for many dense kinds
 * (mahjong_kernel_int.h, mj_program).
 *
 * The forward DP's kernel used to list, at every kind, each target's
 * incoming rows that are not empty (about 25 instructions an edge: most
 * of the bookkeeping at n = 100). Between two hand tiles the kinds have
 * the same class, so the same edges; what changes is which rows are empty.
 * A program lists the edges from every row that has ever been live, once,
 * and is rebuilt only when a new row becomes live (a few dozen times a
 * solve) or the other table is the source. Empty rows in it read as zeros,
 * so they cost arithmetic but no test: the windows' union takes them as
 * [2^29, -2^29].
 */
#include "mahjong_kernel_int.h"

void ludic_mj_program_build(mj_program *pg, const uint32_t *first, const uint32_t *code,
                            uint32_t rows, const uint8_t *ever, uint32_t n_ever,
                            const uint32_t *table0, const uint32_t *table1, size_t stride)
{
    const uint32_t **row0 = pg->row_of[0], **row1 = pg->row_of[1];
    uint32_t nt = 0, ne = 0;
    pg->first[0] = 0;
    for (uint32_t t = 0; t < rows; t++) {
        const uint32_t n0 = ne;
        for (uint32_t k = first[t]; k < first[t + 1]; k++) {
            const uint32_t c = code[k], q = c >> 3, s = c & 7u;
            if (!ever[q])
                continue;
            pg->src[ne] = q;
            pg->shift[ne] = (uint8_t)s;
            pg->shift_pair[2 * (size_t)ne] = (int32_t)s;
            pg->shift_pair[2 * (size_t)ne + 1] = -(int32_t)s;
            row0[ne] = MJ_ROW(table0, q, stride) - s;
            if (table1)
                row1[ne] = MJ_ROW(table1, q, stride) - s;
            ne++;
        }
        if (ne > n0) {
            pg->target[nt++] = t;
            pg->first[nt] = ne;
        }
    }
    pg->targets = nt;
    pg->row = row0;
    pg->ever = n_ever;
}
