/*
 * setter_mj_solution.c: a contestant's brute-force solution of mahjong
 * (ZJOI2019) for small n, with a wrong rule switched on by a macro:
 *   BUG_NONE        no bug (stress must pass it)
 *   BUG_QUAD_PAIRS  seven pairs counted with floor(c / 2) pairs per kind, so
 *                   four of a kind is taken for two of the seven pairs (the
 *                   rules say the seven pairs have distinct kinds)   -> WA
 *
 * The expected weight is sum over i of P(the hand and the first i drawn
 * tiles do not win). The first i tiles are a uniform i-subset of the wall,
 * so P = (labelled i-subsets that do not win) / C(W, i); subsets are counted
 * by how many copies of each kind they take, with C(free copies, taken)
 * labelled ways each. At most 5^n multisets: for n <= 8.
 */
#include <stdint.h>
#include <stdio.h>

#define MOD 998244353u
#define MAX_N 8

static int n;
static int count[MAX_N + 2]; /* tiles of each kind held (the hand plus the drawn ones) */
static int spare[MAX_N];     /* copies of each kind in the wall */
static uint64_t not_win[4 * MAX_N + 1];

/* Can `need` melds be taken from the counts, the first from kind `from` on? */
static int melds(int from, int need)
{
    if (need == 0)
        return 1;
    for (int i = from; i < n; i++) {
        if (count[i] >= 3) {
            int ok;
            count[i] -= 3;
            ok = melds(i, need - 1);
            count[i] += 3;
            if (ok)
                return 1;
        }
        if (i + 2 < n && count[i] && count[i + 1] && count[i + 2]) {
            int ok;
            count[i]--, count[i + 1]--, count[i + 2]--;
            ok = melds(i, need - 1);
            count[i]++, count[i + 1]++, count[i + 2]++;
            if (ok)
                return 1;
        }
    }
    return 0;
}

/* Does some 14 of the tiles held win? */
static int wins(void)
{
    int pairs = 0;
    for (int i = 0; i < n; i++)
#ifdef BUG_QUAD_PAIRS
        pairs += count[i] / 2;
#else
        pairs += count[i] >= 2;
#endif
    if (pairs >= 7)
        return 1;
    for (int p = 0; p < n; p++) {
        if (count[p] >= 2) {
            int ok;
            count[p] -= 2;
            ok = melds(0, 4);
            count[p] += 2;
            if (ok)
                return 1;
        }
    }
    return 0;
}

static uint64_t choose(int a, int b)
{
    uint64_t r = 1;
    if (b < 0 || b > a)
        return 0;
    for (int i = 1; i <= b; i++)
        r = r * (uint64_t)(a - b + i) / (uint64_t)i;
    return r;
}

/* Every draw of kinds `kind`.. on top of what is held, `drawn` tiles so far, in `ways` ways. */
static void draws(int kind, int drawn, uint64_t ways)
{
    if (kind == n) {
        if (!wins())
            not_win[drawn] += ways;
        return;
    }
    for (int c = 0; c <= spare[kind]; c++) {
        count[kind] += c;
        draws(kind + 1, drawn + c, ways * choose(spare[kind], c));
        count[kind] -= c;
    }
}

static uint64_t power(uint64_t b, uint64_t e)
{
    uint64_t r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1)
            r = r * b % MOD;
    return r;
}

int main(void)
{
    int wall;
    uint64_t answer = 0;
    if (scanf("%d", &n) != 1 || n < 5 || n > MAX_N)
        return 1;
    for (int i = 0; i < n; i++)
        spare[i] = 4;
    for (int i = 0; i < 13; i++) {
        int w, t;
        if (scanf("%d %d", &w, &t) != 2 || w < 1 || w > n)
            return 1;
        count[w - 1]++;
        spare[w - 1]--;
    }
    wall = 4 * n - 13;
    draws(0, 0, 1);
    for (int i = 0; i <= wall; i++)
        answer = (answer + not_win[i] % MOD * power(choose(wall, i) % MOD, MOD - 2)) % MOD;
    printf("%llu\n", (unsigned long long)answer);
    return 0;
}
