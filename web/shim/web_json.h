/*
 * web_json.h: the JSON text the WebAssembly shim hands to JavaScript. A
 * growing buffer (malloc) and a writer that puts the commas itself. The shim
 * returns the buffer's text to JavaScript, which reads it and calls free().
 * Doubles are written with 17 significant digits, so JSON.parse gives back
 * the very double the library computed.
 */
#ifndef LUDIC_WEB_JSON_H
#define LUDIC_WEB_JSON_H

#include <stddef.h>
#include <stdint.h>

#include "ludic/ludic.h"

typedef struct lw_json {
    char *data;
    size_t len, cap;
    int failed;     /* an allocation failed: the text is incomplete */
    int need_comma; /* a value was written at this level: the next one needs a comma */
} lw_json;

void lw_json_init(lw_json *j);
void lw_json_raw(lw_json *j, const char *text);
void lw_json_begin_object(lw_json *j);
void lw_json_end_object(lw_json *j);
void lw_json_begin_array(lw_json *j);
void lw_json_end_array(lw_json *j);
void lw_json_key(lw_json *j, const char *key);
void lw_json_string(lw_json *j, const char *value);
void lw_json_string_n(lw_json *j, const char *value, size_t len);
void lw_json_uint(lw_json *j, uint64_t value);
void lw_json_int(lw_json *j, int64_t value);
void lw_json_double(lw_json *j, double value); /* null for NaN and infinities */
void lw_json_bool(lw_json *j, int value);
void lw_json_null(lw_json *j);

/*
 * The finished text (ownership passes to the caller, who frees it); when an
 * allocation failed, an out-of-memory error instead, or NULL when even that
 * cannot be allocated (JavaScript reads NULL as out of memory).
 */
char *lw_json_finish(lw_json *j);

/* {"error":{"status":..., "message":..., "line":..., "column":...}} for err. */
char *lw_json_error(const ludic_error *err);

/* An error of the shim itself (a NULL argument, an unknown name): status "argument". */
char *lw_json_fail(const char *message);

#endif
