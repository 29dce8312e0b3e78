/* json.c: the streaming JSON writer (json_int.h). */
#include <math.h>
#include <stdio.h>

#include "util/format_int.h"
#include "util/json_int.h"

void ludic_json_init(ludic_json *json, ludic_buffer *out)
{
    json->out = out;
    json->depth = 0;
    json->has_items[0] = 0;
    json->after_key = 0;
}

/* Emit the comma before a value or key when one is due. */
static void separate(ludic_json *json)
{
    if (json->after_key) {
        json->after_key = 0;
        return;
    }
    if (json->has_items[json->depth])
        ludic_buffer_append(json->out, ",", 1);
    json->has_items[json->depth] = 1;
}

static void open_level(ludic_json *json, char c)
{
    separate(json);
    if (json->depth >= LUDIC_JSON_MAX_DEPTH) {
        json->out->failed = 1;
        return;
    }
    ludic_buffer_append(json->out, &c, 1);
    json->depth++;
    json->has_items[json->depth] = 0;
}

static void close_level(ludic_json *json, char c)
{
    if (json->depth == 0) {
        json->out->failed = 1;
        return;
    }
    json->depth--;
    ludic_buffer_append(json->out, &c, 1);
}

void ludic_json_begin_object(ludic_json *json)
{
    open_level(json, '{');
}

void ludic_json_end_object(ludic_json *json)
{
    close_level(json, '}');
}

void ludic_json_begin_array(ludic_json *json)
{
    open_level(json, '[');
}

void ludic_json_end_array(ludic_json *json)
{
    close_level(json, ']');
}

static void write_string(ludic_buffer *out, const char *s)
{
    ludic_buffer_append(out, "\"", 1);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"':
            ludic_buffer_append(out, "\\\"", 2);
            break;
        case '\\':
            ludic_buffer_append(out, "\\\\", 2);
            break;
        case '\n':
            ludic_buffer_append(out, "\\n", 2);
            break;
        case '\t':
            ludic_buffer_append(out, "\\t", 2);
            break;
        case '\r':
            ludic_buffer_append(out, "\\r", 2);
            break;
        default:
            if (c < 0x20)
                ludic_buffer_printf(out, "\\u%04x", c);
            else
                ludic_buffer_append(out, (const char *)&c, 1);
        }
    }
    ludic_buffer_append(out, "\"", 1);
}

void ludic_json_key(ludic_json *json, const char *key)
{
    separate(json);
    write_string(json->out, key);
    ludic_buffer_append(json->out, ":", 1);
    json->after_key = 1;
}

void ludic_json_string(ludic_json *json, const char *value)
{
    separate(json);
    write_string(json->out, value);
}

void ludic_json_uint(ludic_json *json, uint64_t value)
{
    separate(json);
    ludic_buffer_printf(json->out, "%llu", (unsigned long long)value);
}

void ludic_json_int(ludic_json *json, int64_t value)
{
    separate(json);
    ludic_buffer_printf(json->out, "%lld", (long long)value);
}

void ludic_json_double(ludic_json *json, double value)
{
    char text[40];
    separate(json);
    if (!isfinite(value)) {
        ludic_buffer_puts(json->out, "null");
        return;
    }
    ludic_buffer_append(json->out, text, ludic_format_double(text, sizeof text, value));
}

void ludic_json_bool(ludic_json *json, int value)
{
    separate(json);
    ludic_buffer_puts(json->out, value ? "true" : "false");
}

void ludic_json_null(ludic_json *json)
{
    separate(json);
    ludic_buffer_puts(json->out, "null");
}

void ludic_json_member_uint(ludic_json *json, const char *key, uint64_t value)
{
    ludic_json_key(json, key);
    ludic_json_uint(json, value);
}

void ludic_json_member_int(ludic_json *json, const char *key, int64_t value)
{
    ludic_json_key(json, key);
    ludic_json_int(json, value);
}

void ludic_json_member_double(ludic_json *json, const char *key, double value)
{
    ludic_json_key(json, key);
    ludic_json_double(json, value);
}

void ludic_json_member_string(ludic_json *json, const char *key, const char *value)
{
    ludic_json_key(json, key);
    ludic_json_string(json, value);
}

void ludic_json_member_bool(ludic_json *json, const char *key, int value)
{
    ludic_json_key(json, key);
    ludic_json_bool(json, value);
}
