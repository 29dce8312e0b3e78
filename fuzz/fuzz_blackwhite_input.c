/*
 * fuzz_blackwhite_input.c: the blackwhite input "n k d" on arbitrary bytes.
 * Invariants: every failure explains itself (a message; a position for
 * syntax errors); what validate accepts, parse accepts with the same numbers;
 * a parsed input formats to text that validate --extended accepts (when
 * within ludic's k) and parses back to the same numbers; the count is
 * deterministic and equals the brute-force oracle's on boards of at most 12
 * cells; the decimal probability lies in [0, 1], win + lose = 1, and the
 * error bound is at most 1e-12 of the answer.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/blackwhite.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    ludic_blackwhite_params p, v, back;
    ludic_error err;
    ludic_status st;
    int strict_ok;

    ludic_error_clear(&err);
    strict_ok = ludic_blackwhite_validate(text, size, LUDIC_EXTENDED, &v, &err) == LUDIC_OK;
    if (!strict_ok && err.message[0] == '\0')
        abort();
    ludic_error_clear(&err);
    st = ludic_blackwhite_parse(text, size, 0, &p, &err);
    if (st != LUDIC_OK) {
        if (strict_ok || err.message[0] == '\0' ||
            (st == LUDIC_E_SYNTAX && (err.line == 0 || err.column == 0)))
            abort();
        return 0;
    }
    if (strict_ok && (v.n != p.n || v.k != p.k || v.d != p.d))
        abort();
    if (p.k <= LUDIC_BLACKWHITE_MAX_K) {
        char line[64];
        size_t len = 0;
        if (ludic_blackwhite_format(&p, line, sizeof line, &len, &err) != LUDIC_OK ||
            ludic_blackwhite_validate(line, len, LUDIC_EXTENDED, &back, &err) != LUDIC_OK ||
            back.n != p.n || back.k != p.k || back.d != p.d)
            abort();
    }
    /* Keep each input cheap: the count costs O(k^2 log n). */
    if (p.k <= 200) {
        uint32_t a = 0, b2 = 0, brute = 0;
        ludic_blackwhite_probability prob;
        if (ludic_blackwhite_solve(&p, &a, &err) != LUDIC_OK ||
            ludic_blackwhite_solve(&p, &b2, &err) != LUDIC_OK || a != b2 ||
            a >= LUDIC_BLACKWHITE_MODULUS)
            abort();
        if (p.n <= 12 && (ludic_blackwhite_brute_solve(&p, &brute, &err) != LUDIC_OK || brute != a))
            abort();
        if (ludic_blackwhite_solve_probability(&p, &prob, &err) != LUDIC_OK ||
            !(prob.win >= 0.0 && prob.win <= 1.0) || !(prob.lose >= 0.0 && prob.lose <= 1.0) ||
            !(prob.win + prob.lose > 1.0 - 1e-15 && prob.win + prob.lose < 1.0 + 1e-15) ||
            !(prob.error_bound <= 1e-12 * prob.win + 1e-300))
            abort();
    } else if (p.k > LUDIC_BLACKWHITE_MAX_K) {
        uint32_t a;
        if (ludic_blackwhite_solve(&p, &a, &err) != LUDIC_E_LIMIT)
            abort();
    }
    return 0;
}
