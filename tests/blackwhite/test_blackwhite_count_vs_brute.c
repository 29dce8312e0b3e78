/*
 * Differential: the fast count (O(k^2 log n), Nim_d theory) against the
 * brute-force oracle (a search over board positions from the move rules) on
 * every (n, k, d) with n <= 12, and the decimal probability against the
 * oracle's count where the count is exact (n <= 12 keeps C(n, k) < 10^9+7).
 */
#include "check.h"
#include "ludic/blackwhite.h"

int main(void)
{
    int cases = 0;
    for (uint64_t n = 1; n <= 12; n++)
        for (uint64_t k = 2; k <= n; k += 2)
            for (uint64_t d = 1; d <= k; d++) {
                ludic_blackwhite_params p = {n, k, d};
                ludic_blackwhite_probability prob;
                ludic_error err;
                uint32_t fast = 0, brute = 0;
                uint64_t total = 1;
                CHECK(ludic_blackwhite_solve(&p, &fast, &err) == LUDIC_OK);
                CHECK(ludic_blackwhite_brute_solve(&p, &brute, &err) == LUDIC_OK);
                if (fast != brute) {
                    fprintf(stderr, "n=%llu k=%llu d=%llu: fast %u, brute %u\n",
                            (unsigned long long)n, (unsigned long long)k,
                            (unsigned long long)d, fast, brute);
                    check_fail();
                }
                for (uint64_t i = 0; i < k; i++)
                    total = total * (n - i) / (i + 1);
                CHECK(ludic_blackwhite_solve_probability(&p, &prob, &err) == LUDIC_OK);
                CHECK_CLOSE(prob.win, (double)brute / (double)total, 1e-13);
                cases++;
            }
    CHECK_EQ_U64(cases, 182); /* sum over n <= 12 of the k values times their d values */
    return check_exit_code();
}
