/*
 * progress.c: the progress line on standard error (progress.h).
 *
 * The library calls its progress callback as often as it likes; the cost
 * here when nothing is drawn is one clock read, and the line is redrawn at
 * most every 0.1 s, so the callback never slows the work measurably.
 */
#define _POSIX_C_SOURCE 200809L /* isatty, clock_gettime */

#include "progress.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

enum { BAR_WIDTH = 24 };
static const double DELAY = 0.5;    /* seconds of work before the first line, by default */
static const double INTERVAL = 0.1; /* seconds between two redraws */

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void cli_progress_start(cli_progress *p, const char *what, int quiet)
{
    p->on = !quiet && isatty(STDERR_FILENO);
    p->drawn = 0;
    p->what = what;
    p->start = now_seconds();
    p->last = 0;
    p->delay = DELAY;
    if (p->on) { /* LUDIC_PROGRESS_DELAY=S: a test's terminal draws after S seconds */
        const char *env = getenv("LUDIC_PROGRESS_DELAY");
        char *end;
        double s = env ? strtod(env, &end) : -1.0;
        if (env && end != env && *end == '\0' && s >= 0.0 && s <= 3600.0)
            p->delay = s;
    }
}

double cli_progress_elapsed(const cli_progress *p)
{
    return now_seconds() - p->start;
}

/* Whether to draw now: on, past the delay, and not drawn within INTERVAL. */
static int due(cli_progress *p, int force)
{
    double now;
    if (!p->on)
        return 0;
    now = now_seconds();
    if (!force && (now - p->start < p->delay || now - p->last < INTERVAL))
        return 0;
    p->last = now;
    return 1;
}

int cli_progress_report(void *ctx, uint64_t done, uint64_t total)
{
    cli_progress *p = ctx;
    char bar[BAR_WIDTH + 1];
    double frac, spent;
    if (!due(p, 0))
        return 0;
    spent = p->last - p->start;
    if (total == 0) { /* the total is not known yet: what is done so far, and the time */
        fprintf(stderr, "\r\033[K%s: %llu so far, %.1f s", p->what, (unsigned long long)done,
                spent);
        fflush(stderr);
        p->drawn = 1;
        return 0;
    }
    frac = (double)done / (double)total;
    if (frac > 1.0)
        frac = 1.0;
    for (int i = 0; i < BAR_WIDTH; i++)
        bar[i] = i < (int)(frac * BAR_WIDTH) ? '#' : '.';
    bar[BAR_WIDTH] = '\0';
    fprintf(stderr, "\r\033[K%s [%s] %3d%% %.1f s", p->what, bar, (int)(frac * 100.0), spent);
    if (frac > 0.02)
        fprintf(stderr, ", about %.0f s left", spent * (1.0 - frac) / frac);
    fflush(stderr);
    p->drawn = 1;
    return 0;
}

void cli_progress_printf(cli_progress *p, int force, const char *fmt, ...)
{
    va_list ap;
    if (!due(p, force))
        return;
    fprintf(stderr, "\r\033[K%s: ", p->what);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fflush(stderr);
    p->drawn = 1;
}

void cli_progress_end(cli_progress *p)
{
    if (p->drawn) {
        fprintf(stderr, "\r\033[K");
        fflush(stderr);
    }
    p->drawn = 0;
}

void cli_progress_attach(cli_progress *p, ludic_limits *limits)
{
    limits->progress = p->on ? cli_progress_report : NULL;
    limits->progress_ctx = p->on ? p : NULL;
}
