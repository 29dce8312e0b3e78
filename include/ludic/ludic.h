/*
 * ludic.h: what every part of libludic shares: version, status codes, the
 * error record, and resource limits.
 *
 * Conventions of the whole library (read once, they hold everywhere):
 * - Every fallible function returns a ludic_status (LUDIC_OK == 0) and writes
 *   its results through out-parameters the caller owns.
 * - Every fallible function takes a `ludic_error *err` last; it may be NULL.
 *   On failure the record receives the status, a message a person can act on
 *   (what was wrong and what was expected) and, for text input, the 1-based
 *   line and column of the offending token. The message never repeats the
 *   position: the caller prefixes it ("FILE:LINE:COL: ").
 * - The library never prints, never exits, never aborts on bad input, and
 *   keeps no mutable global state: it is safe to use from several threads
 *   as long as each thread uses its own handles.
 * - Memory the library allocates is released by the matching *_free or
 *   *_clear function; free/clear functions accept NULL.
 */
#ifndef LUDIC_LUDIC_H
#define LUDIC_LUDIC_H

#include <stddef.h>
#include <stdint.h>

/*
 * LUDIC_API marks every public function. libludic is built with
 * -fvisibility=hidden, so exactly the functions declared with it are exported
 * from the shared library; everything else is internal.
 */
#if defined(__GNUC__) || defined(__clang__)
#define LUDIC_API __attribute__((visibility("default")))
#else
#define LUDIC_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define LUDIC_VERSION_MAJOR 1
#define LUDIC_VERSION_MINOR 0
#define LUDIC_VERSION_PATCH 0
#define LUDIC_VERSION_STRING "1.0.0"

/* The library's version string, e.g. "1.0.0". */
LUDIC_API const char *ludic_version(void);

typedef enum ludic_status {
    LUDIC_OK = 0,
    LUDIC_E_SYNTAX,    /* input text is malformed: not a number, missing or extra token */
    LUDIC_E_INVALID,   /* well-formed input that breaks the rules (k odd, tile given twice) */
    LUDIC_E_LIMIT,     /* valid input beyond a documented limit of this library */
    LUDIC_E_MEMORY,    /* would exceed the memory cap, or an allocation failed */
    LUDIC_E_ARGUMENT,  /* the caller passed something impossible (NULL, bad option value) */
    LUDIC_E_NO_ANSWER, /* the question has no answer for this input (e.g. a wall that never wins) */
    LUDIC_E_INTERNAL,  /* an impossible state was reached: a bug in ludic (never bad input) */
    LUDIC_E_TRUNCATED, /* a text output did not fit its buffer; the length needed was stored */
    LUDIC_E_CANCELLED  /* the progress callback asked to stop */
} ludic_status;

/* A static, lower-case description of a status, e.g. "malformed input". */
LUDIC_API const char *ludic_status_str(ludic_status status);

#define LUDIC_ERROR_MESSAGE_SIZE 256

/* Caller-owned error record; see the conventions above. */
typedef struct ludic_error {
    ludic_status status;
    unsigned long line;   /* 1-based line of the offending token, 0 if none */
    unsigned long column; /* 1-based column of the offending token, 0 if none */
    char message[LUDIC_ERROR_MESSAGE_SIZE];
} ludic_error;

/* Reset a record to "no error" (status LUDIC_OK, empty message). */
LUDIC_API void ludic_error_clear(ludic_error *err);

/*
 * Progress of a long computation: called now and then (at most about a
 * hundred times a second) with the work done so far and the total, in units
 * of the computation's choosing (done <= total; total may grow). Return 0 to
 * go on, nonzero to stop: the computation then fails with LUDIC_E_CANCELLED.
 * Called from the thread that called the library.
 */
typedef int (*ludic_progress_fn)(void *ctx, uint64_t done, uint64_t total);

/*
 * Resources a caller grants one computation. Pass NULL for the defaults
 * (zero-initialise the struct and set what you need). A computation that
 * would need more memory than max_memory fails with LUDIC_E_MEMORY before
 * allocating it, and says how much it needed. Computations that can use
 * several threads use at most `threads` (0 or 1: the calling thread only);
 * their answers are bit-identical for every thread count.
 */
typedef struct ludic_limits {
    uint64_t max_memory;        /* bytes; 0 means LUDIC_DEFAULT_MAX_MEMORY */
    unsigned threads;           /* 0 or 1: one thread */
    ludic_progress_fn progress; /* NULL: no progress reports, no cancelling */
    void *progress_ctx;         /* passed to progress */
} ludic_limits;

/* 16 GiB: leaves room for the rest of a 24 GiB machine. */
#define LUDIC_DEFAULT_MAX_MEMORY (16ULL << 30)

/*
 * A growable text buffer the library writes into (JSON, SVG, formatted
 * inputs). Initialise with ludic_buffer_init, release with ludic_buffer_clear.
 * Appends never fail loudly: on allocation failure the buffer keeps what it
 * had, sets `failed`, and ignores further appends; check `failed` once at the
 * end. `data` is always NUL-terminated when len > 0 or after any append.
 */
typedef struct ludic_buffer {
    char *data;
    size_t len;
    size_t cap;
    int failed;
} ludic_buffer;

LUDIC_API void ludic_buffer_init(ludic_buffer *buf);
LUDIC_API void ludic_buffer_clear(ludic_buffer *buf);
LUDIC_API void ludic_buffer_append(ludic_buffer *buf, const char *bytes, size_t len);
LUDIC_API void ludic_buffer_puts(ludic_buffer *buf, const char *str);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
LUDIC_API void ludic_buffer_printf(ludic_buffer *buf, const char *fmt, ...);

/*
 * Shortest decimal text that reads back as exactly `value` (at most 17
 * significant digits, "%g" style), e.g. 17.119213696601992 or 0.25; "nan",
 * "inf" and "-inf" for non-finite values. Returns the length written
 * (cap >= 32 always suffices).
 */
LUDIC_API size_t ludic_format_double(char *out, size_t cap, double value);

/*
 * Bytes for people: "512 bytes", "3.50 MiB", "195.1 MiB", "16.0 GiB" (powers
 * of 1024; three significant digits). Always NUL-terminates (cap >= 1).
 */
LUDIC_API void ludic_format_bytes(char *out, size_t cap, uint64_t bytes);

/*
 * A small streaming JSON writer over a ludic_buffer: compact output, commas
 * placed automatically, strings escaped, doubles in shortest round-trip form
 * (non-finite doubles become null). Nesting depth is limited to
 * LUDIC_JSON_MAX_DEPTH; deeper nesting sets the buffer's `failed` flag.
 */
#define LUDIC_JSON_MAX_DEPTH 32u

typedef struct ludic_json {
    ludic_buffer *out;
    unsigned depth;
    uint8_t has_items[LUDIC_JSON_MAX_DEPTH + 1]; /* per open level: an item was written */
    int after_key;                               /* a key was written, its value is next */
} ludic_json;

LUDIC_API void ludic_json_init(ludic_json *json, ludic_buffer *out);
LUDIC_API void ludic_json_begin_object(ludic_json *json);
LUDIC_API void ludic_json_end_object(ludic_json *json);
LUDIC_API void ludic_json_begin_array(ludic_json *json);
LUDIC_API void ludic_json_end_array(ludic_json *json);
LUDIC_API void ludic_json_key(ludic_json *json, const char *key);
LUDIC_API void ludic_json_string(ludic_json *json, const char *value);
LUDIC_API void ludic_json_uint(ludic_json *json, uint64_t value);
LUDIC_API void ludic_json_int(ludic_json *json, int64_t value);
LUDIC_API void ludic_json_double(ludic_json *json, double value);
LUDIC_API void ludic_json_bool(ludic_json *json, int value);
LUDIC_API void ludic_json_null(ludic_json *json);

/* An object member in one call: the key, then its value. */
LUDIC_API void ludic_json_member_uint(ludic_json *json, const char *key, uint64_t value);
LUDIC_API void ludic_json_member_int(ludic_json *json, const char *key, int64_t value);
LUDIC_API void ludic_json_member_double(ludic_json *json, const char *key, double value);
LUDIC_API void ludic_json_member_string(ludic_json *json, const char *key, const char *value);
LUDIC_API void ludic_json_member_bool(ludic_json *json, const char *key, int value);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_LUDIC_H */
