/*
 * number_int.h: the one reader of decimal integers in ludic. The library's
 * text reader (core/reader.c), the games' notations and the command line's
 * options all read numbers through it, so they agree on what a number is
 * (ASCII digits, no sign, no spaces), on overflow (a value past UINT64_MAX
 * is out of every range, never wrapped) and on the range message.
 * Internal: part of ludic_util, not exported.
 */
#ifndef LUDIC_NUMBER_INT_H
#define LUDIC_NUMBER_INT_H

#include <stddef.h>
#include <stdint.h>

typedef enum ludic_number_result {
    LUDIC_NUMBER_OK = 0,    /* digits, value in [min, max] */
    LUDIC_NUMBER_MALFORMED, /* no digit where one was needed, or (whole text) a non-digit */
    LUDIC_NUMBER_RANGE      /* digits, but the value is outside [min, max] */
} ludic_number_result;

/*
 * Read the decimal digits at the start of text[0..len) as an integer in
 * [min, max]. With `used` NULL the whole text must be digits; otherwise the
 * digits end at the first non-digit and *used receives how many there were
 * (0 with LUDIC_NUMBER_MALFORMED when there are none). *out is written only
 * on LUDIC_NUMBER_OK. O(len).
 */
ludic_number_result ludic_number_read(const char *text, size_t len, uint64_t min, uint64_t max,
                                      uint64_t *out, size_t *used);

/*
 * The message for a value out of range: "WHAT must be from MIN to MAX, found
 * FOUND" (FOUND as the caller quotes it). Always NUL-terminates (cap >= 1).
 */
void ludic_number_range_message(char *out, size_t cap, const char *what, uint64_t min,
                                uint64_t max, const char *found);

#endif
