/*
 * jenga_baseline.c: the benchmark's reference point, a straightforward
 * memoised solver with canonical hashing of states, as a careful contestant
 * would write it (and as issue 4 describes it): a state is the explicit
 * tower; its canonical form mirrors every level to its smaller orientation,
 * drops the levels below the top from which nothing can be taken any more,
 * and sorts the remaining levels below the top; states are memoised in a
 * chained hash table keyed by the canonical bytes. Not used by ludic itself.
 *
 * Usage: jenga_baseline LEVEL... (bottom first, e.g. RRR GGG BBB RGB GBR BRG)
 * prints the expected length with 12 significant digits and the state count.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_LEVELS 40

typedef struct tower {
    int levels;
    uint8_t cell[MAX_LEVELS][3]; /* 0 empty, 1 red, 2 green, 3 blue */
} tower;

typedef struct node {
    struct node *next;
    double value;
    uint8_t len;
    uint8_t key[];
} node;

typedef struct memo {
    node **bucket;
    size_t size, count;
} memo;

static const double faces[4] = {0, 1, 2, 2}; /* red, green, blue; black is the sixth face */

static int blocks(const uint8_t *c)
{
    return (c[0] != 0) + (c[1] != 0) + (c[2] != 0);
}

static int live(const uint8_t *c)
{
    return blocks(c) == 3 || (blocks(c) == 2 && c[1]);
}

static int level_code(const uint8_t *c)
{
    int a = c[0] * 16 + c[1] * 4 + c[2], b = c[2] * 16 + c[1] * 4 + c[0];
    return a < b ? a : b;
}

static size_t canonical(const tower *t, uint8_t *key)
{
    size_t n = 0;
    for (int i = 0; i + 1 < t->levels; i++)
        if (live(t->cell[i]))
            key[n++] = (uint8_t)level_code(t->cell[i]);
    for (size_t i = 1; i < n; i++) /* insertion sort: a handful of levels */
        for (size_t j = i; j > 0 && key[j - 1] > key[j]; j--) {
            uint8_t x = key[j];
            key[j] = key[j - 1];
            key[j - 1] = x;
        }
    key[n++] = (uint8_t)(64 + level_code(t->cell[t->levels - 1]));
    return n;
}

static uint64_t hash_bytes(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static node *memo_find(memo *m, const uint8_t *key, size_t len, uint64_t h)
{
    for (node *e = m->bucket[h % m->size]; e; e = e->next)
        if (e->len == len && memcmp(e->key, key, len) == 0)
            return e;
    return NULL;
}

static void memo_grow(memo *m)
{
    size_t size = m->size * 2;
    node **b = calloc(size, sizeof *b);
    if (!b)
        exit(1);
    for (size_t i = 0; i < m->size; i++)
        for (node *e = m->bucket[i], *next; e; e = next) {
            uint64_t h = hash_bytes(e->key, e->len) % size;
            next = e->next;
            e->next = b[h];
            b[h] = e;
        }
    free(m->bucket);
    m->bucket = b;
    m->size = size;
}

static void memo_add(memo *m, const uint8_t *key, size_t len, uint64_t h, double v)
{
    node *e = malloc(sizeof *e + len);
    if (!e)
        exit(1);
    e->len = (uint8_t)len;
    e->value = v;
    memcpy(e->key, key, len);
    if (m->count + 1 > m->size)
        memo_grow(m);
    e->next = m->bucket[h % m->size];
    m->bucket[h % m->size] = e;
    m->count++;
}

static double solve(memo *m, tower *t);

/* The best value after moving a block of colour c out of (i, p): every free top position. */
static double place(memo *m, tower *t, int c)
{
    double best = 1e300;
    uint8_t *top = t->cell[t->levels - 1];
    if (blocks(top) == 3) {
        uint8_t *nl = t->cell[t->levels++];
        for (int q = 0; q < 3; q++) {
            double v;
            nl[0] = nl[1] = nl[2] = 0;
            nl[q] = (uint8_t)c;
            v = solve(m, t);
            if (v < best)
                best = v;
        }
        t->levels--;
        return best;
    }
    for (int q = 0; q < 3; q++)
        if (!top[q]) {
            double v;
            top[q] = (uint8_t)c;
            v = solve(m, t);
            top[q] = 0;
            if (v < best)
                best = v;
        }
    return best;
}

static double solve(memo *m, tower *t)
{
    uint8_t key[MAX_LEVELS + 1];
    size_t len = canonical(t, key);
    uint64_t h = hash_bytes(key, len);
    node *e = memo_find(m, key, len, h);
    double sum = 6, den = 0;
    if (e)
        return e->value;
    for (int c = 1; c <= 3; c++) {
        double best = 1e300;
        int any = 0;
        for (int i = 0; i + 1 < t->levels; i++)
            for (int p = 0; p < 3; p++) {
                uint8_t *l = t->cell[i];
                if (l[p] != c)
                    continue;
                l[p] = 0;
                if (blocks(l) >= 2 || (blocks(l) == 1 && l[1])) {
                    double v = place(m, t, c);
                    any = 1;
                    if (v < best)
                        best = v;
                }
                l[p] = (uint8_t)c;
            }
        if (any) {
            sum += faces[c] * best;
            den += faces[c];
        }
    }
    sum = den > 0 ? sum / den : 0;
    memo_add(m, key, len, h, sum);
    return sum;
}

int main(int argc, char **argv)
{
    tower t;
    memo m = {NULL, 1024, 0};
    if (argc < 2 || argc - 1 > 10) {
        fprintf(stderr, "usage: jenga_baseline LEVEL... (1 to 10 levels, bottom first)\n");
        return 2;
    }
    t.levels = argc - 1;
    for (int i = 0; i < t.levels; i++)
        for (int p = 0; p < 3; p++) {
            char ch = argv[i + 1][p];
            t.cell[i][p] = (uint8_t)(ch == 'R' ? 1 : ch == 'G' ? 2 : ch == 'B' ? 3 : 0);
            if (!t.cell[i][p]) {
                fprintf(stderr, "jenga_baseline: level '%s' is not three of R, G, B\n", argv[i + 1]);
                return 2;
            }
        }
    m.bucket = calloc(m.size, sizeof *m.bucket);
    if (!m.bucket)
        return 1;
    {
        double e = solve(&m, &t);
        printf("%.12g\n%zu states\n", e, m.count);
    }
    return 0;
}
