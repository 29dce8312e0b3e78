/*
 * setter_int.h: the problem setter's kit (docs/setters.md): `check` (a
 * testlib-style checker), `stress` (run a solution on generated inputs, shrink
 * the first failure) and `tests` (a whole test set with answers), the same
 * three commands for every game.
 *
 * The commands are generic (setter_check.c, setter_stress.c, setter_tests.c);
 * what differs between games is a table of hooks, cli_setter_game, one per
 * game (cli/<game>_setter.c), that reads, solves, validates, generates and
 * shrinks inputs through the library. Running programs (setter_proc.c) and the
 * pool of worker processes that runs cases in parallel (setter_pool.c) are
 * POSIX and live here in cli/, never in the library.
 */
#ifndef LUDIC_SETTER_INT_H
#define LUDIC_SETTER_INT_H

#include <stddef.h>
#include <stdint.h>

#include "cli_int.h"

/* ---- Verdicts and answers ------------------------------------------------ */

/*
 * What a checker or a run concludes. OK, WA, PE and FAIL are testlib's and
 * are check's exit statuses (0, 1, 2, 3); RE, TLE and OLE come from running a
 * program (stress).
 */
typedef enum setter_verdict {
    SETTER_OK = 0,
    SETTER_WA = 1,
    SETTER_PE = 2,
    SETTER_FAIL = 3,
    SETTER_RE,  /* non-zero exit status, or killed by a signal */
    SETTER_TLE, /* still running at the time limit: killed with its process group */
    SETTER_OLE  /* wrote more than the output limit: killed with its process group */
} setter_verdict;

/* "OK", "WA", "PE", "FAIL", "RE", "TLE", "OLE". */
const char *setter_verdict_name(setter_verdict v);

/* One answer of a game: an exact integer (mahjong, blackwhite) or a real (jenga). */
typedef struct setter_answer {
    int64_t integer;
    double real;
} setter_answer;

/* jenga's default tolerance, absolute or relative, as the original judge's. */
#define SETTER_DEFAULT_TOLERANCE 1e-6

/* A one-line message; longer text is cut. */
#define SETTER_MESSAGE_SIZE 320

/* ---- The per-game hooks ----------------------------------------------------- */

/* One test of a test set (tests): where it comes from and its input. */
typedef struct setter_test {
    const char *origin;     /* "sample", "edge", "maximal" or "random" */
    char description[160];  /* one line for tests.json */
    const char *size_class; /* random tests: the size class ("small", ...); else NULL */
    ludic_buffer input;     /* the input file, in the original format */
} setter_test;

/* A fixed test of a game's list: the input text (NULL: the game computes it). */
typedef struct setter_fixed {
    const char *origin;
    const char *text;
    const char *description;
} setter_fixed;

/*
 * Fixed test `index` of the list `original` (n_original tests) followed, when
 * extended, by `more` (n_more): 1 with origin, description and text filled
 * in (the input is left empty when the text is NULL), 0 past the end.
 */
int setter_fixed_test(const setter_fixed *original, size_t n_original, const setter_fixed *more,
                      size_t n_more, size_t index, int extended, setter_test *test);

typedef struct cli_setter_game {
    const char *name; /* "blackwhite": matches the cli_game's name */
    int real_answers; /* 1: answers are reals compared with a tolerance (jenga) */
    /* Read an input leniently, as the solver reads it. */
    ludic_status (*parse)(const char *text, size_t len, ludic_error *err);
    /* ludic's answer for an input (parse included). */
    ludic_status (*solve)(const char *text, size_t len, setter_answer *answer, ludic_error *err);
    /* The strict validator: the original limits, or ludic's with extended. */
    ludic_status (*validate)(const char *text, size_t len, int extended, ludic_error *err);
    /*
     * A stress input: what `ludic GAME gen --seed SEED` prints with the size
     * options of args (the options stress shares with gen, read by their
     * base ids: CLI_OPT_N, ...).
     */
    ludic_status (*generate)(const cli_args *args, uint64_t seed, ludic_buffer *out,
                             ludic_error *err);
    /*
     * Candidate number `index` for a smaller input than `text` (lenient
     * text the game can parse): 1 with the candidate appended to `out`, 0
     * when index is past the last. Every candidate is strictly smaller by a
     * measure of the game (so shrinking ends), most aggressive first; it may
     * be invalid for the chosen limits (the caller validates it).
     */
    int (*shrink)(const char *text, size_t len, size_t index, ludic_buffer *out);
    /* Fixed test number `index` (samples, edge cases, maximal tests): 1, or 0 past the last. */
    int (*edge)(size_t index, int extended, setter_test *test);
    /* A random test of size class `cls` from `seed`: 1, or 0 when cls is past the last class. */
    int (*random)(size_t cls, int extended, uint64_t seed, setter_test *test);
    /* The "parameters" object of tests.json for an input (valid; from parse). */
    void (*parameters)(const char *text, size_t len, ludic_json *json);
} cli_setter_game;

extern const cli_setter_game cli_setter_blackwhite;
extern const cli_setter_game cli_setter_mahjong;
extern const cli_setter_game cli_setter_jenga;

/* The hooks of the command's game. */
const cli_setter_game *cli_setter_of(const cli_args *args);

/* ---- Judging (setter_judge.c) ------------------------------------------------ */

/*
 * Read the jury's answer file, testlib-style (whitespace-separated tokens):
 * exactly one integer (a real for jenga) and nothing else. 0 on success;
 * otherwise 1 and the reason in why.
 */
int setter_read_answer(const cli_setter_game *game, const char *text, size_t len,
                       setter_answer *answer, char *why, size_t cap);

/*
 * Judge a contestant's output against the expected answer: OK, WA or PE,
 * with testlib's one-line message in msg ("ok 182", "wrong answer expected
 * 182, found 183", "wrong output format ..."). Reals are accepted within an
 * absolute or relative error of `tolerance`.
 */
setter_verdict setter_judge(const cli_setter_game *game, const setter_answer *expected,
                            double tolerance, const char *out, size_t len, char *msg,
                            size_t cap);

/* The answer as ludic writes it in answer files: "182", "17.119213696601992". */
void setter_format_answer(const cli_setter_game *game, const setter_answer *answer,
                          ludic_buffer *out);

/* ---- Running a program (setter_proc.c) ---------------------------------------- */

typedef struct setter_run {
    int timed_out;         /* killed at the time limit */
    int output_overflow;   /* killed for writing more than the output limit */
    int signal;            /* the signal that ended it (0: it exited) */
    int exit_status;       /* when it exited */
    ludic_buffer out;      /* standard output (at most the limit) */
    ludic_buffer err;      /* the start of standard error (SETTER_STDERR_KEEP bytes) */
    int spawn_errno;       /* nonzero: /bin/sh could not be started */
} setter_run;

#define SETTER_STDERR_KEEP 2048u

/*
 * Run `command` with /bin/sh -c, `input` on its standard input, in a process
 * group of its own. At `seconds` or past `output_limit` bytes of output the
 * whole group is killed (SIGKILL); so is whatever the program left running
 * when it exits. *run is initialised here; release with setter_run_clear.
 */
void setter_run_command(const char *command, const char *input, size_t len, double seconds,
                        uint64_t output_limit, setter_run *run);
void setter_run_clear(setter_run *run);

/* Ignore SIGPIPE (a program that does not read its input) and, in a worker,
 * kill the running program's group on SIGINT, SIGTERM and SIGHUP. */
void setter_proc_install_signals(void);

/* ---- A pool of worker processes (setter_pool.c) --------------------------------- */

/*
 * Workers run tasks (an input text) with `fn` in forked processes and return
 * a small non-negative result. Tasks go to idle workers; results come back in
 * the order they finish, with the id given at submission.
 */
typedef int (*setter_task_fn)(void *ctx, const char *input, size_t len);
typedef struct setter_pool setter_pool;

/* NULL when processes or pipes cannot be made (errno says why). */
setter_pool *setter_pool_start(unsigned workers, setter_task_fn fn, void *ctx);
/* Workers without a task. */
unsigned setter_pool_idle(const setter_pool *pool);
/* Give a task to an idle worker: 0, or -1 when none is idle or it died. */
int setter_pool_submit(setter_pool *pool, uint64_t id, const char *input, size_t len);
/* Wait up to timeout_ms (-1: no limit) for a result: 1 with it, 0 on timeout, -1 when a worker died. */
int setter_pool_wait(setter_pool *pool, int timeout_ms, uint64_t *id, int *result);
/* Stop the workers (finishing their tasks) and release the pool; accepts NULL. */
void setter_pool_stop(setter_pool *pool);

/* ---- Shared helpers (setter_common.c) -------------------------------------------- */

/* A well-mixed 64-bit function of x (splitmix64's finaliser). */
uint64_t setter_mix(uint64_t x);

/* The seed of item `index` of a run seeded with `seed`: below 10^9, so it reads well. */
uint64_t setter_item_seed(uint64_t seed, uint64_t index);

/* A uniform draw from [lo, hi] (lo <= hi) by a splitmix64 sequence in *state. */
uint64_t setter_draw(uint64_t *state, uint64_t lo, uint64_t hi);

/*
 * How many items the sequence span, span/2, span/4, ..., 1 has (item i is
 * span >> i): the sizes of the steps a shrinker tries, largest first.
 */
size_t setter_halving_count(uint64_t span);

/* A decimal option given as text (--tolerance, --time-limit): 0 and the value, or 1. */
int setter_parse_decimal(const char *text, double min, double max, double *value);

/* Append `text` as a single-quoted printf format: printf '10 4 2\n' reproduces it. */
void setter_printf_quote(ludic_buffer *out, const char *text, size_t len);

/* ---- The commands -------------------------------------------------------------- */

int cli_setter_check(const cli_args *args);
int cli_setter_stress(const cli_args *args);
int cli_setter_tests(const cli_args *args);

/* check's options: --tolerance (the first CLI_SETTER_CHECK_OPTIONS_REAL rows: jenga only). */
extern const cli_use cli_setter_check_options[];
#define CLI_SETTER_CHECK_OPTIONS_REAL 1
/* tests' options, the same for every game. */
extern const cli_use cli_setter_tests_options[];
#define CLI_SETTER_TESTS_OPTION_COUNT 4

/*
 * stress' options: the common ones, then the game's size options (the
 * options of its gen command that stress takes too). Each game's table is
 * cli_setter_<game>_stress_options, defined with its hooks; the counts are
 * checked there with static assertions.
 */
#define CLI_SETTER_STRESS_COMMON_OPTIONS                                                        \
    {CLI_OPT_SOLUTION, CLI_REQUIRED}, {CLI_OPT_REFERENCE, 0}, {CLI_OPT_CASES, 0},               \
        {CLI_OPT_SETTER_SEED, 0}, {CLI_OPT_JOBS, 0}, {CLI_OPT_TIME_LIMIT, 0},                   \
        {CLI_OPT_OUTPUT_LIMIT, 0}, {CLI_OPT_SHRINK_RUNS, 0}, {CLI_OPT_STRESS_EXTENDED, 0},      \
        {CLI_OPT_QUIET, 0}
#define CLI_SETTER_STRESS_COMMON_COUNT 10

extern const cli_use cli_setter_blackwhite_stress_options[];
extern const cli_use cli_setter_mahjong_stress_options[];
extern const cli_use cli_setter_jenga_stress_options[];
#define CLI_SETTER_BLACKWHITE_STRESS_COUNT (CLI_SETTER_STRESS_COMMON_COUNT + 3)
#define CLI_SETTER_MAHJONG_STRESS_COUNT (CLI_SETTER_STRESS_COMMON_COUNT + 1)
#define CLI_SETTER_JENGA_STRESS_COUNT (CLI_SETTER_STRESS_COMMON_COUNT + 1)

/* --help examples of each game (in cli/<game>_setter.c). */
extern const char cli_setter_blackwhite_check_examples[], cli_setter_blackwhite_stress_examples[],
    cli_setter_blackwhite_tests_examples[];
extern const char cli_setter_mahjong_check_examples[], cli_setter_mahjong_stress_examples[],
    cli_setter_mahjong_tests_examples[];
extern const char cli_setter_jenga_check_examples[], cli_setter_jenga_stress_examples[],
    cli_setter_jenga_tests_examples[];

extern const char cli_setter_check_details[], cli_setter_stress_details[],
    cli_setter_tests_details[];

#define CLI_SETTER_CHECK_SUMMARY                                                                \
    "A testlib-style checker: exit 0 ok, 1 wrong answer, 2 presentation error, 3 fail."
#define CLI_SETTER_STRESS_SUMMARY                                                               \
    "Run a solution on generated inputs; shrink the first failing one."
#define CLI_SETTER_TESTS_SUMMARY                                                                \
    "Write a whole test set: samples, edge cases, random tests, answers, tests.json."

/*
 * The rows of check, stress and tests in a game's command table (game is
 * blackwhite, mahjong or jenga; GAME the same in capitals). check takes
 * --tolerance only where answers are reals.
 */
#define CLI_SETTER_COMMANDS(game, GAME, check_option_count)                                     \
    {"check", "[OPTIONS] INPUT OUTPUT [ANSWER]", CLI_SETTER_CHECK_SUMMARY,                      \
     cli_setter_check_details, cli_setter_check_options, check_option_count, 0,                 \
     CLI_MAX_POSITIONAL, cli_setter_##game##_check_examples, cli_setter_check},                 \
    {"stress", "--solution CMD [OPTIONS]", CLI_SETTER_STRESS_SUMMARY,                           \
     cli_setter_stress_details, cli_setter_##game##_stress_options,                             \
     CLI_SETTER_##GAME##_STRESS_COUNT, 0, 0, cli_setter_##game##_stress_examples,               \
     cli_setter_stress},                                                                        \
    {"tests", "--out DIR [--seed S] [--count N] [--extended]", CLI_SETTER_TESTS_SUMMARY,        \
     cli_setter_tests_details, cli_setter_tests_options, CLI_SETTER_TESTS_OPTION_COUNT, 0, 0,   \
     cli_setter_##game##_tests_examples, cli_setter_tests}

#endif
