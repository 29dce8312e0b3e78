/* format.c: doubles and byte counts as text (format_int.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "util/format_int.h"

size_t ludic_format_double(char *out, size_t cap, double value)
{
    int n = 0;
    if (isnan(value))
        n = snprintf(out, cap, "nan");
    else if (isinf(value))
        n = snprintf(out, cap, value > 0 ? "inf" : "-inf");
    else {
        /* The fewest significant digits (up to 17, always enough) that read back exactly. */
        for (int digits = 1; digits <= 17; digits++) {
            n = snprintf(out, cap, "%.*g", digits, value);
            if (n > 0 && (size_t)n < cap && strtod(out, NULL) == value)
                break;
        }
    }
    if (n < 0)
        n = 0;
    return (size_t)n < cap ? (size_t)n : cap - 1;
}

void ludic_format_bytes(char *out, size_t cap, uint64_t bytes)
{
    static const char *const unit[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double v = (double)bytes;
    int u = 0;
    if (bytes == UINT64_MAX) {
        snprintf(out, cap, "more than 16 EiB");
        return;
    }
    while (v >= 1024.0 && u < 6) {
        v /= 1024.0;
        u++;
    }
    if (u == 0)
        snprintf(out, cap, "%llu bytes", (unsigned long long)bytes);
    else if (v < 10.0)
        snprintf(out, cap, "%.2f %s", v, unit[u]);
    else
        snprintf(out, cap, "%.1f %s", v, unit[u]);
}
