/*
 * cli_int.h: what the command-line front end shares across games.
 *
 * Each game describes its subcommands as cli_command tables (the ids of the
 * options they take, usage, summary, examples, and the function that runs
 * it); every option is declared once in cli_option_table.h. options.c turns
 * argv into a parsed cli_args by those tables, app.c prints --help from them
 * and calls run. Run
 * functions read input with cli_read_input, report library errors with
 * cli_report, and print only after the answer is complete, so a failure
 * leaves standard output empty.
 */
#ifndef LUDIC_CLI_INT_H
#define LUDIC_CLI_INT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cli_option_table.h"
#include "ludic/ludic.h"
#include "util/buffer_int.h"
#include "util/json_int.h"

/* Exit statuses (see docs/ludic.1). */
enum { CLI_EXIT_OK = 0, CLI_EXIT_UNSERVED = 1, CLI_EXIT_USAGE = 2 };

typedef enum cli_kind {
    CLI_FLAG,   /* --name */
    CLI_UINT,   /* --name N, a decimal integer in [min, max] */
    CLI_SIZE,   /* --name SIZE, bytes with an optional K, M, G or T suffix (powers of 1024) */
    CLI_CHOICE, /* --name WORD, one of the '|'-separated words in `choices` */
    CLI_STRING, /* --name TEXT, any text */
    CLI_LIST    /* --name TEXT, repeatable up to `max` times (at most CLI_MAX_REPEATS) */
} cli_kind;

/* The id of every option and variant of cli_option_table.h: CLI_OPT_SEED, ... */
#define CLI_OPT_ID_(id, ...) CLI_OPT_##id,
typedef enum cli_opt_id {
    CLI_OPTION_TABLE(CLI_OPT_ID_, CLI_OPT_ID_) CLI_OPTION_COUNT
} cli_opt_id;
#undef CLI_OPT_ID_

/*
 * One row of the table. A variant holds only its range and help: its name,
 * kind, metavar and choices are its base's (cli_option_base).
 */
typedef struct cli_option {
    cli_opt_id base;     /* the row itself for an option; the option a variant varies */
    const char *name;    /* long name without the dashes, e.g. "seed" (NULL in a variant) */
    cli_kind kind;
    const char *metavar; /* placeholder in help, e.g. "S"; NULL for flags and choices */
    const char *choices; /* CLI_CHOICE: "white|black" */
    uint64_t min, max;   /* CLI_UINT and CLI_SIZE range */
    const char *help;    /* one line; says the default */
} cli_option;

/* The row of an id, and the option that gives its name, kind, metavar and choices. */
const cli_option *cli_option_row(cli_opt_id id);
const cli_option *cli_option_base(cli_opt_id id);

/* An option a command takes: its id, and CLI_REQUIRED when it cannot run without it. */
#define CLI_REQUIRED 1u
typedef struct cli_use {
    cli_opt_id id;
    unsigned flags;
} cli_use;

#define CLI_MAX_OPTIONS 24
#define CLI_MAX_POSITIONAL 4

#define CLI_MAX_REPEATS 8

typedef struct cli_value {
    int set;       /* given on the command line */
    uint64_t u;    /* CLI_UINT, CLI_SIZE; CLI_CHOICE: index of the word; CLI_LIST: how many */
    const char *s; /* the text as given (NULL for a flag); CLI_LIST: the first */
    const char *list[CLI_MAX_REPEATS]; /* CLI_LIST: every value, in order */
} cli_value;

struct cli_args;

typedef struct cli_command {
    const char *name;     /* "solve", "analyze", ... */
    const char *usage;    /* after "ludic GAME NAME ", e.g. "[OPTIONS] [FILE]" */
    const char *summary;  /* one sentence */
    const char *details;  /* optional paragraph(s) for --help, may be NULL */
    const cli_use *options; /* the options it takes, in --help order */
    size_t option_count;
    unsigned min_positional, max_positional;
    const char *examples; /* lines of "$ command" and real output */
    int (*run)(const struct cli_args *args);
} cli_command;

typedef struct cli_game {
    const char *name;    /* "blackwhite" */
    const char *summary; /* one line for ludic --help */
    const cli_command *commands;
    size_t command_count; /* commands[0] is the default ("solve") */
} cli_game;

typedef struct cli_args {
    const cli_game *game;
    const cli_command *command;
    cli_value values[CLI_MAX_OPTIONS]; /* values[i] belongs to command->options[i] */
    const char *positional[CLI_MAX_POSITIONAL];
    unsigned positional_count;
} cli_args;

/*
 * The value of option `id` for the parsed command: the option it lists as
 * `id`, or the variant of `id` it lists (reading CLI_OPT_N finds CLI_OPT_BW_N).
 * Reading an option the command does not list is a bug: it stops debug
 * builds and reads as "not given" in release builds.
 */
const cli_value *cli_opt(const cli_args *args, cli_opt_id id);

/* 1 when the parsed command lists option `id` (or a variant of it), for code shared by commands. */
int cli_takes(const cli_args *args, cli_opt_id id);

/* Typed readers (the kind is checked in debug builds). */
int cli_flag(const cli_args *args, cli_opt_id id); /* CLI_FLAG: given */
/* CLI_UINT, CLI_SIZE: the value; CLI_CHOICE: the index of the word; `fallback` when not given. */
uint64_t cli_uint(const cli_args *args, cli_opt_id id, uint64_t fallback);
const char *cli_text(const cli_args *args, cli_opt_id id); /* CLI_STRING: the text, or NULL */

/*
 * Parse argv (after the command's name) into a->values and a->positional by
 * the command's table; a->game and a->command are set. -1 to run the
 * command, else the exit status (help printed, or a usage error reported).
 */
int cli_parse_args(cli_args *a, int argc, char **argv);

/* Entry point (main.c calls it). */
int ludic_app_run(int argc, char **argv);

/* The games. */
extern const cli_game cli_game_blackwhite;
extern const cli_game cli_game_mahjong;
extern const cli_game cli_game_jenga;

/* Input text read whole. name is the file name, or "<stdin>". */
typedef struct cli_input {
    const char *name;
    char *text;
    size_t len;
} cli_input;

/* The largest input ludic reads (64 MiB); larger input is refused with exit 1. */
#define CLI_MAX_INPUT_BYTES ((size_t)64 << 20)

/*
 * Read FILE (or standard input for NULL or "-") whole. On failure prints the
 * reason and returns the exit status (1); 0 on success.
 */
int cli_read_input(const char *path, cli_input *in);
void cli_input_free(cli_input *in);

/* Print "ludic: <msg>" to standard error; returns `code`. */
int cli_fail(int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Exit status for a library status: 2 for bad input or usage, 1 for the rest. */
int cli_exit_code(ludic_status status);

/*
 * Report a library error about input `source` (a file name, or a label like
 * "POSITION"): "ludic: SOURCE:LINE:COL: message", positions omitted when 0.
 * source may be NULL for errors not tied to input. Returns the exit status.
 */
int cli_report(const char *source, const ludic_error *err);

/* Write a finished buffer to standard output; on failure reports it and returns 1. */
int cli_emit(const ludic_buffer *out);

/*
 * Print what `ludic GAME solve` (or brute) prints for the input text, through
 * ludic_solve_text_ex with `options` (its stats fields are the helper's): the
 * answer on standard output, the --stats text after it or, with
 * CLI_SOLVE_STATS_TO_STDERR, on standard error first. Failures are reported
 * about `source` (a file name, "<stdin>", "--riichi"), or with
 * CLI_SOLVE_NAME_PLACED_ONLY only when they have a line (jenga names the input
 * only in errors about its text). Returns the exit status.
 */
#define CLI_SOLVE_STATS_TO_STDERR 1u
#define CLI_SOLVE_NAME_PLACED_ONLY 2u
int cli_solve_text(const char *game, const char *text, size_t len, const char *source,
                   const ludic_solve_options *options, unsigned how);

/* 1 when standard output is a terminal (for colour). */
int cli_stdout_is_tty(void);

/* Print the full --help of a command to `to`. */
void cli_print_command_help(FILE *to, const cli_game *game, const cli_command *cmd);

#endif
