/*
 * progress.h: the progress line that long work draws on standard error.
 *
 * One rule for every command (README, "Progress"): a line is drawn only when
 * standard error is a terminal and --quiet was not given, only once the work
 * has run for half a second (quick answers never flicker), at most ten times
 * a second, and it is erased before anything else is printed. When standard
 * error is not a terminal nothing at all is written, so scripts and tests
 * see exactly the answer. The environment variable LUDIC_PROGRESS_DELAY
 * (seconds, a decimal from 0 to 3600) replaces the half second: the tests
 * set it to 0 so that a quick computation draws its line on any machine.
 */
#ifndef LUDIC_CLI_PROGRESS_H
#define LUDIC_CLI_PROGRESS_H

#include <stdint.h>

#include "ludic/ludic.h"

typedef struct cli_progress {
    int on;           /* standard error is a terminal and not --quiet */
    int drawn;        /* a line is on the screen (end erases it) */
    const char *what; /* "jenga solve", "stress", ... (the line's first word) */
    double start;     /* seconds, monotonic clock */
    double last;      /* when the line was last drawn */
    double delay;     /* seconds of work before the first line */
} cli_progress;

/* Starts the clock; quiet: --quiet was given (nothing is ever drawn). */
void cli_progress_start(cli_progress *p, const char *what, int quiet);

/* Seconds since cli_progress_start (monotonic clock). */
double cli_progress_elapsed(const cli_progress *p);

/*
 * A ludic_progress_fn (ctx is the cli_progress): a bar of done/total with the
 * percentage, the time so far and an estimate of the time left. Returns 0:
 * the command line never cancels (Ctrl-C ends the process).
 */
int cli_progress_report(void *ctx, uint64_t done, uint64_t total);

/* A free-form line ("12/100 cases, WA 1"), drawn under the same rules. */
void cli_progress_printf(cli_progress *p, int force, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Erases the line, if one was drawn. */
void cli_progress_end(cli_progress *p);

/* limits->progress and progress_ctx set to p when p->on, NULL otherwise. */
void cli_progress_attach(cli_progress *p, ludic_limits *limits);

#endif
