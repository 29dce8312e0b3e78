/* number.c: the decimal integer reader (number_int.h). */
#include <stdio.h>

#include "util/number_int.h"

ludic_number_result ludic_number_read(const char *text, size_t len, uint64_t min, uint64_t max,
                                      uint64_t *out, size_t *used)
{
    uint64_t v = 0;
    size_t i = 0;
    int overflow = 0; /* the value passed UINT64_MAX: outside every range, never wrapped */
    for (; i < len && text[i] >= '0' && text[i] <= '9'; i++) {
        const uint64_t digit = (uint64_t)(text[i] - '0');
        if (v > (UINT64_MAX - digit) / 10)
            overflow = 1;
        else
            v = v * 10 + digit;
    }
    if (used)
        *used = i;
    if (i == 0 || (!used && i != len))
        return LUDIC_NUMBER_MALFORMED;
    if (overflow || v < min || v > max)
        return LUDIC_NUMBER_RANGE;
    *out = v;
    return LUDIC_NUMBER_OK;
}

void ludic_number_range_message(char *out, size_t cap, const char *what, uint64_t min,
                                uint64_t max, const char *found)
{
    snprintf(out, cap, "%s must be from %llu to %llu, found %s", what, (unsigned long long)min,
             (unsigned long long)max, found);
}
