/*
 * format_int.h: numbers as text for messages and output. Internal: part of
 * ludic_util, not exported.
 */
#ifndef LUDIC_FORMAT_INT_H
#define LUDIC_FORMAT_INT_H

#include <stddef.h>
#include <stdint.h>

/*
 * Shortest decimal text that reads back as exactly `value` (at most 17
 * significant digits, "%g" style), e.g. 17.119213696601992 or 0.25; "nan",
 * "inf" and "-inf" for non-finite values. Returns the length written
 * (cap >= 32 always suffices; cap >= 1).
 */
size_t ludic_format_double(char *out, size_t cap, double value);

/*
 * Bytes for people: "512 bytes", "3.50 MiB", "195.1 MiB", "16.0 GiB" (powers
 * of 1024; three significant digits). Always NUL-terminates (cap >= 1).
 */
void ludic_format_bytes(char *out, size_t cap, uint64_t bytes);

#endif
