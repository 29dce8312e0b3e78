/*
 * json_int.h: a small streaming JSON writer over a ludic_buffer (the CLI's
 * --json output). Internal: part of ludic_util, not exported.
 *
 * Compact output, commas placed automatically, strings escaped, doubles in
 * shortest round-trip form (non-finite doubles become null). Nesting depth is
 * limited to LUDIC_JSON_MAX_DEPTH; deeper nesting, or closing more than was
 * opened, sets the buffer's `failed` flag.
 */
#ifndef LUDIC_JSON_INT_H
#define LUDIC_JSON_INT_H

#include <stdint.h>

#include "util/buffer_int.h"

#define LUDIC_JSON_MAX_DEPTH 32u

typedef struct ludic_json {
    ludic_buffer *out;
    unsigned depth;
    uint8_t has_items[LUDIC_JSON_MAX_DEPTH + 1]; /* per open level: an item was written */
    int after_key;                               /* a key was written, its value is next */
} ludic_json;

void ludic_json_init(ludic_json *json, ludic_buffer *out);
void ludic_json_begin_object(ludic_json *json);
void ludic_json_end_object(ludic_json *json);
void ludic_json_begin_array(ludic_json *json);
void ludic_json_end_array(ludic_json *json);
void ludic_json_key(ludic_json *json, const char *key);
void ludic_json_string(ludic_json *json, const char *value);
void ludic_json_uint(ludic_json *json, uint64_t value);
void ludic_json_int(ludic_json *json, int64_t value);
void ludic_json_double(ludic_json *json, double value);
void ludic_json_bool(ludic_json *json, int value);
void ludic_json_null(ludic_json *json);

/* An object member in one call: the key, then its value. */
void ludic_json_member_uint(ludic_json *json, const char *key, uint64_t value);
void ludic_json_member_int(ludic_json *json, const char *key, int64_t value);
void ludic_json_member_double(ludic_json *json, const char *key, double value);
void ludic_json_member_string(ludic_json *json, const char *key, const char *value);
void ludic_json_member_bool(ludic_json *json, const char *key, int value);

#endif
