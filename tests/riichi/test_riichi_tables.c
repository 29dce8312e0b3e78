/*
 * test_riichi_tables.c: the generated tables (src/riichi/riichi_tables.c) mean
 * what riichi_tables_int.h says. Entries worked out by hand: the empty suit
 * lacks 3 tiles a meld and 2 a pair; a straight 123456789 holds three melds;
 * 1111 holds a meld and a pair's worth of tiles but cannot use four of them
 * in a meld and a pair (no fifth copy); 11223344 is two runs and a pair. The
 * honours' vectors are checked the same way. The product tables are the min-plus
 * products of the class costs, the honour index is what the header says, and
 * the size is under the 1 MB budget.
 */
#include "check.h"
#include "ludic/riichi.h"
#include "riichi/riichi_tables_int.h"

static unsigned class_of(const uint8_t *c)
{
    const unsigned lo = c[0] + 5u * (c[1] + 5u * (c[2] + 5u * (c[3] + 5u * (unsigned)c[4])));
    const unsigned hi = c[5] + 5u * (c[6] + 5u * (c[7] + 5u * (unsigned)c[8]));
    return ludic_ri_suit_class[ludic_ri_suit_row[lo] + ludic_ri_suit_col[hi]];
}

static unsigned cost(const char *shape, unsigned melds, unsigned pairs)
{
    uint8_t c[9] = {0};
    for (const char *p = shape; *p; p++)
        c[*p - '1']++;
    return ludic_ri_class_cost[class_of(c)][pairs * 5 + melds];
}

static unsigned packed(uint64_t v, unsigned f)
{
    return (unsigned)(v >> (6 * f)) & 63u;
}

int main(void)
{
    size_t bytes = sizeof ludic_ri_class_cost + sizeof ludic_ri_suit_row +
                   sizeof ludic_ri_suit_col + sizeof ludic_ri_suit_class +
                   sizeof ludic_ri_honour_class + sizeof ludic_ri_honour_cost +
                   sizeof ludic_ri_suit_suit + sizeof ludic_ri_suit_honour;
    unsigned honour_classes = 0;
    for (unsigned m = 0; m < 5; m++)
        for (unsigned p = 0; p < 2; p++)
            CHECK_EQ_U64(cost("", m, p), 3 * m + 2 * p);
    CHECK_EQ_U64(cost("123456789", 3, 0), 0);
    CHECK_EQ_U64(cost("123456789", 3, 1), 2); /* 11 tiles wanted, 9 held */
    CHECK_EQ_U64(cost("123456789", 4, 0), 3);
    CHECK_EQ_U64(cost("123456789", 0, 1), 1);
    CHECK_EQ_U64(cost("1111", 1, 0), 0);
    CHECK_EQ_U64(cost("1111", 0, 1), 0);
    CHECK_EQ_U64(cost("1111", 1, 1), 2);  /* 111 + 11 would be 5 copies: 111 + 22 */
    CHECK_EQ_U64(cost("1111", 2, 0), 2);  /* 111 + 123 */
    CHECK_EQ_U64(cost("11223344", 2, 1), 0); /* 123 + 123 + 44 */
    CHECK_EQ_U64(cost("11223344", 2, 0), 0);
    CHECK_EQ_U64(cost("11223344", 3, 0), 1); /* 123 + 123 + 444 */
    CHECK_EQ_U64(cost("1199", 1, 1), 1);  /* 11 + 999 */
    CHECK_EQ_U64(cost("13", 1, 0), 1);    /* 123: the middle */
    /* products */
    for (unsigned a = 0; a < RI_CLASSES; a++)
        for (unsigned b = 0; b < RI_CLASSES; b++)
            for (unsigned m = 0; m < 5; m++)
                for (unsigned p = 0; p < 2; p++) {
                    unsigned best = 255;
                    for (unsigned i = 0; i <= m; i++)
                        for (unsigned q = 0; q <= p; q++) {
                            unsigned v = (unsigned)ludic_ri_class_cost[a][q * 5 + i] +
                                         ludic_ri_class_cost[b][(p - q) * 5 + m - i];
                            best = v < best ? v : best;
                        }
                    if (packed(ludic_ri_suit_suit[a * RI_CLASSES + b], p * 5 + m) != best) {
                        fprintf(stderr, "suit_suit[%u][%u] entry (%u, %u)\n", a, b, m, p);
                        check_failures++;
                    }
                }
    /* honour index: exactly the x0 <= x1 <= x2 have a class, numbered 0..55 */
    for (unsigned x0 = 0; x0 < 6; x0++)
        for (unsigned x1 = 0; x1 < 6; x1++)
            for (unsigned x2 = 0; x2 < 6; x2++) {
                unsigned h = ludic_ri_honour_class[x0 * 36 + x1 * 6 + x2];
                if (x0 <= x1 && x1 <= x2) {
                    CHECK(h < RI_HONOUR_CLASSES);
                    honour_classes++;
                } else {
                    CHECK_EQ_U64(h, 255);
                }
            }
    CHECK_EQ_U64(honour_classes, RI_HONOUR_CLASSES);
    /* no honour held: reversed entry 9 - f of the vector is 3m + 2p */
    for (unsigned m = 0; m < 5; m++)
        for (unsigned p = 0; p < 2; p++)
            CHECK_EQ_U64(packed(ludic_ri_honour_cost[ludic_ri_honour_class[0]], 9 - (p * 5 + m)),
                         3 * m + 2 * p);
    /* three honour kinds of 3 or more, the rest empty (x0 = x1 = x2 = 3): three melds
       lack nothing; three melds and a pair lack an empty kind's pair (2); two melds and a
       pair lack nothing */
    {
        const uint64_t v = ludic_ri_honour_cost[ludic_ri_honour_class[3 * 36 + 3 * 6 + 3]];
        CHECK_EQ_U64(packed(v, 9 - 3), 0);
        CHECK_EQ_U64(packed(v, 9 - (5 + 3)), 2);
        CHECK_EQ_U64(packed(v, 9 - (5 + 2)), 0); /* two melds and the pair from the third */
    }
    CHECK_EQ_U64(ludic_riichi_table_bytes(), bytes);
    CHECK(bytes <= 1000000);
    printf("tables: %lu bytes\n", (unsigned long)bytes);
    return check_exit_code();
}
