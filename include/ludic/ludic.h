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
 * - Every function accepts NULL in every pointer argument: a fallible
 *   function returns LUDIC_E_ARGUMENT with a message naming the argument
 *   (unless its comment gives NULL a meaning, e.g. "NULL: the defaults");
 *   a getter returns the value its comment documents; free/clear do nothing.
 * - Flags are `unsigned flags`, 0 for the default; bits a function does not
 *   know are LUDIC_E_ARGUMENT.
 * - Text out: a function that produces text takes `char *out, size_t cap,
 *   size_t *len`. It writes at most `cap` bytes including a terminating NUL
 *   (nothing when cap is 0, and then `out` may be NULL), stores the full
 *   length without the NUL in *len when `len` is not NULL, and returns
 *   LUDIC_E_TRUNCATED when the text did not fit (out then holds its first
 *   cap - 1 bytes). Call once with cap = 0 to learn the size, as with
 *   snprintf. Array outputs (`T *items, size_t cap, size_t *count`) work the
 *   same way: at most cap items written, the full count stored,
 *   LUDIC_E_TRUNCATED when they did not all fit.
 * See docs/architecture.md, "API conventions (1.0)".
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
    LUDIC_E_TRUNCATED, /* an output did not fit its buffer; the length needed was stored */
    LUDIC_E_CANCELLED  /* the progress callback asked to stop */
} ludic_status;

/*
 * A static, lower-case description of a status, e.g. "malformed input";
 * "unknown status" for a value outside the enum. Never NULL.
 */
LUDIC_API const char *ludic_status_str(ludic_status status);

#define LUDIC_ERROR_MESSAGE_SIZE 256

/* Caller-owned error record; see the conventions above. */
typedef struct ludic_error {
    ludic_status status;
    unsigned long line;   /* 1-based line of the offending token, 0 if none */
    unsigned long column; /* 1-based column of the offending token, 0 if none */
    char message[LUDIC_ERROR_MESSAGE_SIZE];
} ludic_error;

/* Reset a record to "no error" (status LUDIC_OK, empty message); does nothing for NULL. */
LUDIC_API void ludic_error_clear(ludic_error *err);

/*
 * Progress of a long computation: called now and then (at most about a
 * hundred times a second) with the work done so far and the total, in units
 * of the computation's choosing (done <= total; total may grow; total 0: not
 * known yet, done is then what is done so far). Return 0 to
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
 * The one flag every game's `parse` and `validate` know: check ludic's
 * limits and accept ludic's extensions of the input format instead of the
 * original problem's. Each function's comment says what it changes there.
 */
#define LUDIC_EXTENDED 1u

/* Flags of ludic_solve_text: the options of `ludic GAME solve`. */
#define LUDIC_SOLVE_DECIMAL 1u /* --decimal (blackwhite and mahjong) */
#define LUDIC_SOLVE_JSON 2u    /* --json */

/*
 * The answer to a game's original problem as text: exactly what
 * `ludic GAME solve [--decimal] [--json]` prints on standard output for the
 * input text[0..len), final newline included (text out, see above). It is
 * the one implementation that language bindings share with the command
 * line's behaviour. `game` is "blackwhite", "jenga" or "mahjong"; the input
 * is read as that command reads it (blackwhite "n k d"; a jenga tower with
 * ludic's extensions; mahjong's original format or a layout file), with the
 * default die and memory cap. The answer is computed on every call, so a
 * caller that learns the size with cap = 0 pays twice: pass a few hundred
 * bytes first (every answer is shorter than 2048 bytes).
 * flags: LUDIC_SOLVE_DECIMAL and LUDIC_SOLVE_JSON, as the options; jenga's
 * answer is always a decimal and refuses LUDIC_SOLVE_DECIMAL
 * (LUDIC_E_ARGUMENT, like the command line). Errors are those of the game's
 * parse and solve functions, with the same messages, lines and columns
 * as the command line prints; LUDIC_E_ARGUMENT for an unknown game, NULL
 * game or text, an unknown flag, or NULL out with cap > 0.
 * ludic_solve_text_ex takes every other option of the command.
 */
LUDIC_API ludic_status ludic_solve_text(const char *game, const char *text, size_t len,
                                        unsigned flags, char *out, size_t cap,
                                        size_t *out_len, ludic_error *err);

/* More flags of ludic_solve_options (ludic_solve_text_ex only). */
#define LUDIC_SOLVE_BRUTE 4u   /* `ludic GAME brute`: the independent brute-force oracle's answer */
#define LUDIC_SOLVE_STATS 8u   /* --stats (jenga and mahjong solve): statistics text, see below */
#define LUDIC_SOLVE_RIICHI 16u /* mahjong --riichi HAND: text is a riichi hand, e.g. 123m456p789s1122z */
#define LUDIC_SOLVE_SANMA 32u  /* mahjong --sanma HAND: text is a three-player hand */

struct ludic_jenga_dice; /* jenga.h */

/*
 * The options of ludic_solve_text_ex: every option of `ludic GAME solve`
 * and `ludic GAME brute` that changes what they print. Zero-initialise and
 * set what you need; all zero is `ludic GAME solve` without options.
 */
typedef struct ludic_solve_options {
    unsigned flags;                      /* LUDIC_SOLVE_* */
    const ludic_limits *limits;          /* --max-memory; NULL: the defaults (blackwhite, and
                                            mahjong's brute, take no limits and ignore it) */
    const struct ludic_jenga_dice *dice; /* jenga --dice; NULL: the default die 2,2,1,1 */
    unsigned digits;                     /* jenga --digits: significant digits of the answer
                                            without --json, 1..17; 0: 12 */
    /*
     * With LUDIC_SOLVE_STATS: the statistics `--stats` shows (states,
     * lookups, memory), text out like `out` (NULL when stats_cap is 0;
     * stats_len may be NULL). The command prints jenga's after the answer,
     * mahjong's on standard error before it; jenga's --json answer holds them
     * already, and the text is then empty.
     */
    char *stats;
    size_t stats_cap;
    size_t *stats_len;
} ludic_solve_options;

/*
 * ludic_solve_text with every option of the command line: exactly what
 * `ludic GAME solve` (or `ludic GAME brute`, with LUDIC_SOLVE_BRUTE) prints
 * on standard output with the options in `options` (NULL: none), or the
 * failure it reports. The command line prints its answers with this
 * function. Options a game's command does not have are LUDIC_E_ARGUMENT:
 * --decimal in jenga, --stats in blackwhite and with brute, --riichi and
 * --sanma outside mahjong (or both at once), dice and digits outside jenga
 * (digits above 17). LUDIC_E_TRUNCATED when the answer or the statistics did
 * not fit; both lengths are stored.
 */
LUDIC_API ludic_status ludic_solve_text_ex(const char *game, const char *text, size_t len,
                                           const ludic_solve_options *options, char *out,
                                           size_t cap, size_t *out_len, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_LUDIC_H */
