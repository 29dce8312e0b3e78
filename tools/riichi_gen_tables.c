/*
 * riichi_gen_tables.c: generates src/riichi/riichi_tables.c, the suit tables
 * of the fast riichi shanten (docs/riichi.md, "How the standard form is
 * computed"). Usage:
 *   riichi_gen_tables                 print the table source on standard output
 *   riichi_gen_tables --output FILE   write it to FILE
 *   riichi_gen_tables --check FILE    exit 0 when FILE is exactly what would be written
 * The build has a target for each: `cmake --build build/release --target
 * riichi_tables` rewrites the checked-in file, and the test
 * riichi_tables_are_current runs --check.
 *
 * What is computed. A suit shape is a count 0..4 for each of the 9 kinds of a
 * suit, coded in base 5 with kind 0 as the lowest digit (5^9 = 1,953,125
 * shapes). For a shape H and m = 0..4 melds, p = 0..1 pairs, cost(H, m, p) is
 * the least number of tiles missing from H for some suit part W made of m
 * melds (triplets or runs of the suit) and p pairs with W[k] <= 4 for every
 * kind: min over W of sum_k max(0, W[k] - H[k]).
 *
 * How. sum_k max(0, W[k] - H[k]) = |W| - |min(W, H)|, so cost(H, m, p) =
 * 3m + 2p - g(H), where g(H) is the size of the largest sub-multiset U <= H
 * that fits under some W of the (m, p) family. The set D of such U is
 * downward closed: it is the set of all legal W (enumerated: at most 4 melds
 * out of 16 meld types, times 10 pair choices, keeping W[k] <= 4) closed
 * under removing tiles, which one pass from the largest code to the smallest
 * computes (U is in D when U is a W or U + one tile is in D). Then g(H) = |H|
 * when H is in D, else the max of g(H - one tile) over the kinds H holds: one
 * pass from the smallest code up. Both passes are O(5^9 x 9) per (m, p).
 *
 * Compression. The 10 costs of a shape (its cost vector) take only 126
 * distinct values over all 5^9 shapes: the classes. The class of a shape is
 * class[row(lo) + col(hi)], lo being the code of kinds 0..4 (3125 values)
 * and hi that of kinds 5..8 (625 values): row() numbers the distinct rows of
 * the 3125 x 625 class matrix (premultiplied by the number of columns) and
 * col() its distinct columns. The result is exact (no shape is dropped).
 *
 * Honours. An honour kind is a group of its own (no runs): m melds and p
 * pairs take m + p distinct kinds (3 + 3 and 3 + 2 exceed 4 copies), at most
 * 5, and since a triplet's and a pair's costs both fall as the kind's count
 * grows, the best W uses the 5 kinds holding the most tiles (swapping a
 * chosen kind for a fuller unchosen one never costs more). So the honours'
 * cost vector depends only on x0 <= x1 <= x2, the numbers of kinds holding
 * 3 or more, 2 or more and 1 or more tiles, each capped at 5: 56 honour
 * classes, whose vectors this program finds by trying every role (none,
 * triplet, pair) of every kind of the capped hand.
 *
 * Products. The runtime combines the groups by a min-plus product over
 * (melds, pair): (x * y)(m, p) = min of x(m1, p1) + y(m2, p2) over m1 + m2 = m,
 * p1 + p2 = p. Two products are tabled: suit class x suit class (the
 * characters with the circles) and suit class x honour class (the bamboos
 * with the honours), so a hand needs only the final product at (4 - c, 1).
 * The tables that are the right operand of that last product (the honours'
 * vectors, suit x honours) keep their entries reversed (entry f at 9 - f),
 * so that the runtime pairs entry k of the left vector with entry k of the
 * right one.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KINDS 9
#define SHAPES 1953125u /* 5^9 */
#define LO_CODES 3125u  /* 5^5: kinds 0..4 */
#define HI_CODES 625u   /* 5^4: kinds 5..8 */
#define MELD_TYPES 16   /* 9 triplets, 7 runs */
#define FAMILIES 10     /* (m, p): index p * 5 + m */

#define HONOUR_INDEX 216u /* x0 * 36 + x1 * 6 + x2 for x0, x1, x2 in 0..5 */
#define HONOUR_KINDS 9     /* 7 honours, and 1m 9m in three-player mahjong */

typedef struct tables {
    uint8_t *cost;      /* [SHAPES][FAMILIES] */
    uint64_t *vectors;  /* the distinct cost vectors, packed 4 bits each, sorted */
    unsigned classes;
    uint16_t *class_of; /* [SHAPES] */
    uint32_t row_of[LO_CODES];
    uint16_t col_of[HI_CODES];
    unsigned rows, cols;
    uint8_t *matrix;    /* [rows * cols] */
    uint32_t honour_class[HONOUR_INDEX]; /* 255: x0 <= x1 <= x2 fails */
    uint8_t honour_cost[HONOUR_INDEX][FAMILIES]; /* by honour class */
    unsigned honour_classes;
    uint64_t *suit_suit;   /* [classes * classes], packed 6 bits per (m, p) */
    uint64_t *suit_honour; /* [classes * honour_classes] */
} tables;

static unsigned pow5[KINDS + 1];

static unsigned shape_total(unsigned code)
{
    unsigned t = 0;
    for (unsigned k = 0; k < KINDS; k++, code /= 5)
        t += code % 5;
    return t;
}

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n, size);
    if (!p) {
        fprintf(stderr, "riichi_gen_tables: out of memory\n");
        exit(1);
    }
    return p;
}

/* Mark every legal W (melds from index `first` on, `melds` so far) in in_d. */
static void enumerate(uint8_t *in_d[FAMILIES], uint8_t meld[MELD_TYPES][KINDS],
                      uint8_t *w, unsigned melds, unsigned first)
{
    for (int pair = -1; pair < KINDS; pair++) {
        unsigned code = 0, ok = 1;
        for (unsigned k = 0; k < KINDS; k++) {
            unsigned c = w[k] + (pair == (int)k ? 2u : 0u);
            if (c > 4)
                ok = 0;
            code += c * pow5[k];
        }
        if (ok)
            in_d[(pair >= 0 ? 5u : 0u) + melds][code] = 1;
    }
    if (melds == 4)
        return;
    for (unsigned t = first; t < MELD_TYPES; t++) {
        unsigned ok = 1;
        for (unsigned k = 0; k < KINDS; k++) {
            w[k] = (uint8_t)(w[k] + meld[t][k]);
            if (w[k] > 4)
                ok = 0;
        }
        if (ok) /* W only grows: an overfull W stays overfull */
            enumerate(in_d, meld, w, melds + 1, t);
        for (unsigned k = 0; k < KINDS; k++)
            w[k] = (uint8_t)(w[k] - meld[t][k]);
    }
}

static void compute_costs(tables *t)
{
    uint8_t meld[MELD_TYPES][KINDS], w[KINDS] = {0};
    uint8_t *in_d[FAMILIES], *g = xcalloc(SHAPES, 1);
    memset(meld, 0, sizeof meld);
    for (unsigned k = 0; k < KINDS; k++)
        meld[k][k] = 3;
    for (unsigned k = 0; k + 2 < KINDS; k++)
        meld[KINDS + k][k] = meld[KINDS + k][k + 1] = meld[KINDS + k][k + 2] = 1;
    for (unsigned f = 0; f < FAMILIES; f++)
        in_d[f] = xcalloc(SHAPES, 1);
    enumerate(in_d, meld, w, 0, 0);
    t->cost = xcalloc((size_t)SHAPES * FAMILIES, 1);
    for (unsigned f = 0; f < FAMILIES; f++) {
        const unsigned size = 3 * (f % 5) + 2 * (f / 5);
        uint8_t *d = in_d[f];
        for (unsigned s = SHAPES; s-- > 0;) { /* downward closure */
            unsigned code = s;
            for (unsigned k = 0; k < KINDS && !d[s]; k++, code /= 5)
                if (code % 5 < 4 && d[s + pow5[k]])
                    d[s] = 1;
        }
        for (unsigned s = 0; s < SHAPES; s++) { /* largest sub-multiset in D */
            unsigned code = s, best = 0;
            if (d[s]) {
                g[s] = (uint8_t)shape_total(s);
            } else {
                for (unsigned k = 0; k < KINDS; k++, code /= 5)
                    if (code % 5 > 0 && g[s - pow5[k]] > best)
                        best = g[s - pow5[k]];
                g[s] = (uint8_t)best;
            }
            t->cost[(size_t)s * FAMILIES + f] = (uint8_t)(size - g[s]);
        }
        free(d);
    }
    free(g);
}

static int cmp_u64(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static uint64_t packed(const tables *t, unsigned s)
{
    uint64_t v = 0;
    for (unsigned f = 0; f < FAMILIES; f++)
        v |= (uint64_t)t->cost[(size_t)s * FAMILIES + f] << (4 * f);
    return v;
}

static void compute_classes(tables *t)
{
    uint64_t *all = xcalloc(SHAPES, sizeof *all);
    unsigned n = 0;
    for (unsigned s = 0; s < SHAPES; s++)
        all[s] = packed(t, s);
    qsort(all, SHAPES, sizeof *all, cmp_u64);
    for (unsigned s = 0; s < SHAPES; s++)
        if (s == 0 || all[s] != all[n - 1])
            all[n++] = all[s];
    t->vectors = all;
    t->classes = n;
    t->class_of = xcalloc(SHAPES, sizeof *t->class_of);
    for (unsigned s = 0; s < SHAPES; s++) {
        const uint64_t v = packed(t, s);
        unsigned lo = 0, hi = n - 1;
        while (lo < hi) {
            unsigned mid = (lo + hi) / 2;
            if (all[mid] < v)
                lo = mid + 1;
            else
                hi = mid;
        }
        t->class_of[s] = (uint16_t)lo;
    }
}

/* 1 when lo codes a and b (rows) or hi codes a and b (columns) have the same classes. */
static int same_line(const tables *t, int rows, unsigned a, unsigned b)
{
    const unsigned n = rows ? HI_CODES : LO_CODES;
    for (unsigned i = 0; i < n; i++) {
        const size_t x = rows ? a + (size_t)LO_CODES * i : i + (size_t)LO_CODES * a;
        const size_t y = rows ? b + (size_t)LO_CODES * i : i + (size_t)LO_CODES * b;
        if (t->class_of[x] != t->class_of[y])
            return 0;
    }
    return 1;
}

/*
 * Number the distinct rows (rows = 1: lo codes) or columns (hi codes) in
 * order of first appearance: id[i] for each of the n codes; returns how many.
 * A hash of each line finds its candidates; equality is then checked in full.
 */
static unsigned number_lines(const tables *t, int rows, uint32_t *id)
{
    enum { SLOTS = 8192 }; /* a power of two above 2 x 3125 */
    const unsigned n = rows ? LO_CODES : HI_CODES, len = rows ? HI_CODES : LO_CODES;
    static uint64_t slot_hash[SLOTS];
    static uint32_t slot_code[SLOTS];
    unsigned distinct = 0;
    memset(slot_code, 0xff, sizeof slot_code);
    for (unsigned a = 0; a < n; a++) {
        uint64_t h = 1469598103934665603ull; /* FNV-1a over the line's classes */
        unsigned s;
        for (unsigned i = 0; i < len; i++) {
            h ^= t->class_of[rows ? a + (size_t)LO_CODES * i : i + (size_t)LO_CODES * a];
            h *= 1099511628211ull;
        }
        for (s = (unsigned)(h & (SLOTS - 1)); slot_code[s] != UINT32_MAX; s = (s + 1) & (SLOTS - 1))
            if (slot_hash[s] == h && same_line(t, rows, a, slot_code[s]))
                break;
        if (slot_code[s] == UINT32_MAX) {
            slot_code[s] = a;
            slot_hash[s] = h;
            id[a] = distinct++;
        } else {
            id[a] = id[slot_code[s]];
        }
    }
    return distinct;
}

static void compute_split(tables *t)
{
    uint32_t row_id[LO_CODES], col_id[HI_CODES];
    t->rows = number_lines(t, 1, row_id);
    t->cols = number_lines(t, 0, col_id);
    t->matrix = xcalloc((size_t)t->rows * t->cols, 1);
    for (unsigned hi = 0; hi < HI_CODES; hi++)
        t->col_of[hi] = (uint16_t)col_id[hi];
    for (unsigned lo = 0; lo < LO_CODES; lo++) {
        t->row_of[lo] = row_id[lo] * t->cols;
        for (unsigned hi = 0; hi < HI_CODES; hi++)
            t->matrix[(size_t)row_id[lo] * t->cols + col_id[hi]] =
                (uint8_t)t->class_of[lo + (size_t)LO_CODES * hi];
    }
}

/* Honour classes: the cost vector of the capped hand (x0, x1, x2), by trying every role. */
static void compute_honours(tables *t)
{
    unsigned n = 0;
    for (unsigned i = 0; i < HONOUR_INDEX; i++)
        t->honour_class[i] = 255;
    for (unsigned x0 = 0; x0 <= 5; x0++)
        for (unsigned x1 = x0; x1 <= 5; x1++)
            for (unsigned x2 = x1; x2 <= 5; x2++) {
                uint8_t *cost = t->honour_cost[n];
                unsigned h[HONOUR_KINDS], roles = 1;
                for (unsigned k = 0; k < HONOUR_KINDS; k++) {
                    h[k] = k < x0 ? 3u : k < x1 ? 2u : k < x2 ? 1u : 0u;
                    roles *= 3;
                }
                memset(cost, 0xff, FAMILIES);
                for (unsigned r = 0; r < roles; r++) { /* role of kind k: digit k of r in base 3 */
                    unsigned code = r, m = 0, p = 0, c = 0;
                    for (unsigned k = 0; k < HONOUR_KINDS; k++, code /= 3) {
                        const unsigned want = code % 3 == 1 ? 3u : code % 3 == 2 ? 2u : 0u;
                        m += code % 3 == 1;
                        p += code % 3 == 2;
                        c += want > h[k] ? want - h[k] : 0u;
                    }
                    if (m <= 4 && p <= 1 && c < cost[p * 5 + m])
                        cost[p * 5 + m] = (uint8_t)c;
                }
                t->honour_class[x0 * 36 + x1 * 6 + x2] = n++;
            }
    t->honour_classes = n;
}

/* A packed vector with its entries in reverse order: entry f moves to 9 - f. */
static uint64_t reversed(uint64_t v)
{
    uint64_t r = 0;
    for (unsigned f = 0; f < FAMILIES; f++)
        r |= ((v >> (6 * f)) & 63u) << (6 * (FAMILIES - 1 - f));
    return r;
}

/* (x * y) packed 6 bits per entry p * 5 + m: min-plus over (melds, pair). */
static uint64_t product(const uint8_t *x, const uint8_t *y)
{
    uint64_t z = 0;
    for (unsigned m = 0; m < 5; m++)
        for (unsigned p = 0; p < 2; p++) {
            unsigned best = 255;
            for (unsigned m1 = 0; m1 <= m; m1++)
                for (unsigned p1 = 0; p1 <= p; p1++) {
                    const unsigned v = (unsigned)x[p1 * 5 + m1] + y[(p - p1) * 5 + m - m1];
                    if (v < best)
                        best = v;
                }
            z |= (uint64_t)best << (6 * (p * 5 + m));
        }
    return z;
}

static void class_costs(const tables *t, unsigned c, uint8_t *cost)
{
    for (unsigned f = 0; f < FAMILIES; f++)
        cost[f] = (uint8_t)((t->vectors[c] >> (4 * f)) & 15u);
}

static void compute_products(tables *t)
{
    uint8_t x[FAMILIES], y[FAMILIES];
    t->suit_suit = xcalloc((size_t)t->classes * t->classes, sizeof *t->suit_suit);
    t->suit_honour = xcalloc((size_t)t->classes * t->honour_classes, sizeof *t->suit_honour);
    for (unsigned a = 0; a < t->classes; a++) {
        class_costs(t, a, x);
        for (unsigned b = 0; b < t->classes; b++) {
            class_costs(t, b, y);
            t->suit_suit[a * t->classes + b] = product(x, y);
        }
        for (unsigned h = 0; h < t->honour_classes; h++)
            t->suit_honour[a * t->honour_classes + h] = reversed(product(x, t->honour_cost[h]));
    }
}

/* A growable output text. */
typedef struct text {
    char *data;
    size_t len, cap;
} text;

static void put(text *o, const char *s)
{
    size_t n = strlen(s);
    if (o->len + n + 1 > o->cap) {
        o->cap = (o->len + n + 1) * 2;
        o->data = realloc(o->data, o->cap);
        if (!o->data) {
            fprintf(stderr, "riichi_gen_tables: out of memory\n");
            exit(1);
        }
    }
    memcpy(o->data + o->len, s, n + 1);
    o->len += n;
}

/* values[0..n) as C initialisers, `per_line` a line; braced: each line is {...}. */
static void put_array(text *o, const char *decl, const uint32_t *values, size_t n,
                      unsigned per_line, int braced)
{
    char buf[64];
    put(o, decl);
    put(o, " = {\n");
    for (size_t i = 0; i < n; i++) {
        const int first = i % per_line == 0, last = i % per_line == per_line - 1 || i + 1 == n;
        snprintf(buf, sizeof buf, "%s%lu%s%s", first ? (braced ? "    {" : "    ") : " ",
                 (unsigned long)values[i], last && braced ? "}," : ",", last ? "\n" : "");
        put(o, buf);
    }
    put(o, "};\n");
}

static void put_array64(text *o, const char *decl, const uint64_t *values, size_t n)
{
    char buf[64];
    put(o, decl);
    put(o, " = {\n");
    for (size_t i = 0; i < n; i++) {
        snprintf(buf, sizeof buf, "%s0x%015llxu,%s", i % 4 == 0 ? "    " : " ",
                 (unsigned long long)values[i], i % 4 == 3 || i + 1 == n ? "\n" : "");
        put(o, buf);
    }
    put(o, "};\n");
}

static void render(const tables *t, text *o)
{
    char buf[512];
    const size_t matrix = (size_t)t->rows * t->cols;
    const size_t pairs = (size_t)t->classes * t->classes;
    const size_t mixed = (size_t)t->classes * t->honour_classes;
    uint32_t *v = xcalloc(matrix > LO_CODES ? matrix : LO_CODES, sizeof *v);
    uint64_t honour[HONOUR_INDEX];
    const size_t bytes = (size_t)t->classes * FAMILIES + LO_CODES * 4 + HI_CODES * 2 + matrix +
                         HONOUR_INDEX + 8 * ((size_t)t->honour_classes + pairs + mixed);
    put(o, "/*\n"
           " * riichi_tables.c: GENERATED by tools/riichi_gen_tables.c; do not edit. Rewrite it\n"
           " * with `cmake --build build/release --target riichi_tables`; the test\n"
           " * riichi_tables_are_current checks that it is current. Layout and meaning:\n"
           " * riichi_tables_int.h, tools/riichi_gen_tables.c and docs/riichi.md.\n");
    snprintf(buf, sizeof buf,
             " * %u suit classes (%u distinct rows x %u distinct columns of shapes), %u honour\n"
             " * classes; %lu bytes in all.\n"
             " */\n",
             t->classes, t->rows, t->cols, t->honour_classes, (unsigned long)bytes);
    put(o, buf);
    put(o, "#include \"riichi_tables_int.h\"\n\n");
    snprintf(buf, sizeof buf,
             "#if RI_CLASSES != %u || RI_HONOUR_CLASSES != %u || RI_ROWS != %u || RI_COLS != %u\n"
             "#error \"riichi_tables_int.h does not match the generated tables\"\n#endif\n\n"
             "const unsigned long ludic_ri_table_bytes = %luu;\n\n",
             t->classes, t->honour_classes, t->rows, t->cols, (unsigned long)bytes);
    put(o, buf);
    for (unsigned c = 0; c < t->classes; c++)
        for (unsigned f = 0; f < FAMILIES; f++)
            v[c * FAMILIES + f] = (uint32_t)((t->vectors[c] >> (4 * f)) & 15u);
    put(o, "/* cost[class][p * 5 + m]: tiles missing for m melds and p pairs */\n");
    put_array(o, "const uint8_t ludic_ri_class_cost[RI_CLASSES][RI_FAMILIES]", v,
              (size_t)t->classes * FAMILIES, FAMILIES, 1);
    put(o, "\n/* row offset (row number x columns) of the code of kinds 0..4 */\n");
    put_array(o, "const uint32_t ludic_ri_suit_row[RI_LO_CODES]", t->row_of, LO_CODES, 10, 0);
    for (unsigned i = 0; i < HI_CODES; i++)
        v[i] = t->col_of[i];
    put(o, "\n/* column of the code of kinds 5..8 */\n");
    put_array(o, "const uint16_t ludic_ri_suit_col[RI_HI_CODES]", v, HI_CODES, 16, 0);
    for (size_t i = 0; i < matrix; i++)
        v[i] = t->matrix[i];
    put(o, "\n/* class of a shape: [row + column] */\n");
    put_array(o, "const uint8_t ludic_ri_suit_class[RI_ROWS * RI_COLS]", v, matrix, 20, 0);
    put(o, "\n/* honour class of x0 * 36 + x1 * 6 + x2 (255: not x0 <= x1 <= x2) */\n");
    put_array(o, "const uint8_t ludic_ri_honour_class[RI_HONOUR_INDEX]", t->honour_class,
              HONOUR_INDEX, 18, 0);
    for (unsigned h = 0; h < t->honour_classes; h++) {
        honour[h] = 0;
        for (unsigned f = 0; f < FAMILIES; f++)
            honour[h] |= (uint64_t)t->honour_cost[h][f] << (6 * f);
        honour[h] = reversed(honour[h]);
    }
    put(o, "\n/* costs of an honour class, packed, entries reversed (9 - f) */\n");
    put_array64(o, "const uint64_t ludic_ri_honour_cost[RI_HONOUR_CLASSES]", honour,
                t->honour_classes);
    put(o, "\n/* [a * RI_CLASSES + b]: suit class a (min,+) suit class b, packed the same way */\n");
    put_array64(o, "const uint64_t ludic_ri_suit_suit[RI_CLASSES * RI_CLASSES]", t->suit_suit,
                pairs);
    put(o, "\n/* [a * RI_HONOUR_CLASSES + h]: suit class a (min,+) honour class h, reversed */\n");
    put_array64(o, "const uint64_t ludic_ri_suit_honour[RI_CLASSES * RI_HONOUR_CLASSES]",
                t->suit_honour, mixed);
    free(v);
}

static int check_file(const char *path, const text *o)
{
    FILE *f = fopen(path, "rb");
    size_t i = 0, line = 1;
    int c;
    if (!f) {
        fprintf(stderr, "riichi_gen_tables: cannot read %s\n", path);
        return 1;
    }
    while ((c = fgetc(f)) != EOF) {
        if (i >= o->len || (char)c != o->data[i]) {
            fprintf(stderr,
                    "riichi_gen_tables: %s differs from the generated tables at line %lu; "
                    "regenerate it (cmake --build BUILD --target riichi_tables)\n",
                    path, (unsigned long)line);
            fclose(f);
            return 1;
        }
        line += c == '\n';
        i++;
    }
    fclose(f);
    if (i != o->len) {
        fprintf(stderr, "riichi_gen_tables: %s is shorter than the generated tables\n", path);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    tables t;
    text o = {NULL, 0, 0};
    int rc = 0;
    memset(&t, 0, sizeof t);
    pow5[0] = 1;
    for (unsigned k = 1; k <= KINDS; k++)
        pow5[k] = pow5[k - 1] * 5;
    if (argc != 1 && !(argc == 3 && (strcmp(argv[1], "--output") == 0 ||
                                      strcmp(argv[1], "--check") == 0))) {
        fprintf(stderr, "usage: riichi_gen_tables [--output FILE | --check FILE]\n");
        return 2;
    }
    compute_costs(&t);
    compute_classes(&t);
    compute_split(&t);
    compute_honours(&t);
    compute_products(&t);
    if (t.classes > 256) {
        fprintf(stderr, "riichi_gen_tables: %u classes do not fit a byte\n", t.classes);
        return 1;
    }
    render(&t, &o);
    if (argc == 1) {
        rc = fwrite(o.data, 1, o.len, stdout) == o.len ? 0 : 1;
    } else if (strcmp(argv[1], "--check") == 0) {
        rc = check_file(argv[2], &o);
    } else {
        FILE *f = fopen(argv[2], "wb");
        rc = !f || fwrite(o.data, 1, o.len, f) != o.len;
        if (f && fclose(f) != 0)
            rc = 1;
        if (rc)
            fprintf(stderr, "riichi_gen_tables: cannot write %s\n", argv[2]);
    }
    free(o.data);
    free(t.cost);
    free(t.vectors);
    free(t.class_of);
    free(t.matrix);
    free(t.suit_suit);
    free(t.suit_honour);
    return rc;
}
