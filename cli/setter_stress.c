/*
 * setter_stress.c: `ludic GAME stress`: run a solution on generated inputs,
 * find the first failing case, shrink it, report it.
 *
 * Determinism: case i's input depends only on (seed, i); cases are handed to
 * the workers in order and, once a case fails, no later case is started, so
 * the failure reported is the first in case order whatever --jobs is.
 * Shrinking looks at the game's candidates in order and keeps the first that
 * is valid and fails with the same verdict, then starts over from it; with J
 * workers it judges J candidates at once and takes the first failing one in
 * order, which is what one worker would have found. Its run budget counts
 * the runs one worker would have made. So the report (which holds no times)
 * is the same for every --jobs, for a solution that fails reproducibly.
 */
#define _XOPEN_SOURCE 700 /* strsignal, isatty */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "progress.h"
#include "setter_int.h"
#include "util/format_int.h"

typedef struct stress_ctx {
    const cli_setter_game *game;
    const cli_args *args;
    const char *solution;
    const char *reference; /* NULL: ludic's answer */
    double time_limit;
    uint64_t output_limit;
    int extended;
} stress_ctx;

/* Everything known about one judged input. */
typedef struct outcome {
    setter_verdict verdict;
    int fatal;                           /* the expected answer is unknown: message says why */
    char message[SETTER_MESSAGE_SIZE];   /* the judge's line, or why it ran badly */
    ludic_buffer expected;               /* the expected output */
    setter_run run;                      /* the solution's run */
} outcome;

/* Worker results: the verdict, plus this flag when the expected answer is unknown. */
#define RESULT_FATAL 0x100

static void outcome_clear(outcome *o)
{
    ludic_buffer_clear(&o->expected);
    setter_run_clear(&o->run);
}

/* Why a run is not a clean exit, or NULL when it is (verdict set for the other cases). */
static const char *run_failure(const stress_ctx *c, const setter_run *run,
                               setter_verdict *verdict, char *buf, size_t cap)
{
    if (run->spawn_errno) {
        snprintf(buf, cap, "cannot start /bin/sh: %s", strerror(run->spawn_errno));
        *verdict = SETTER_RE;
    } else if (run->output_overflow) {
        char size[48];
        ludic_format_bytes(size, sizeof size, c->output_limit);
        snprintf(buf, cap, "more than %s of output: killed", size);
        *verdict = SETTER_OLE;
    } else if (run->timed_out) {
        snprintf(buf, cap, "still running after %g s: killed", c->time_limit);
        *verdict = SETTER_TLE;
    } else if (run->signal) {
        snprintf(buf, cap, "killed by signal %d (%s)", run->signal, strsignal(run->signal));
        *verdict = SETTER_RE;
    } else if (run->exit_status > 128 && run->exit_status < 128 + 65) {
        /* the shell's way of saying its command was killed by a signal */
        snprintf(buf, cap, "exit status %d: killed by signal %d (%s)", run->exit_status,
                 run->exit_status - 128, strsignal(run->exit_status - 128));
        *verdict = SETTER_RE;
    } else if (run->exit_status) {
        snprintf(buf, cap, "exit status %d", run->exit_status);
        *verdict = SETTER_RE;
    } else {
        return NULL;
    }
    return buf;
}

/* The expected answer of an input: ludic's, or the reference program's output. 0 or fatal. */
static int expected_answer(const stress_ctx *c, const char *input, size_t len,
                           setter_answer *answer, outcome *o)
{
    char why[200];
    if (!c->reference) {
        ludic_error err;
        ludic_error_clear(&err);
        if (c->game->solve(input, len, answer, &err) != LUDIC_OK) {
            snprintf(o->message, sizeof o->message, "ludic cannot solve this input: %s",
                     err.message);
            return 1;
        }
        setter_format_answer(c->game, answer, &o->expected);
        return 0;
    }
    {
        setter_run ref;
        setter_verdict v;
        setter_run_command(c->reference, input, len, c->time_limit, c->output_limit, &ref);
        if (run_failure(c, &ref, &v, why, sizeof why)) {
            snprintf(o->message, sizeof o->message, "the reference failed (%s): %s",
                     setter_verdict_name(v), why);
            setter_run_clear(&ref);
            return 1;
        }
        ludic_buffer_append(&o->expected, ref.out.data ? ref.out.data : "", ref.out.len);
        if (setter_read_answer(c->game, ref.out.data ? ref.out.data : "", ref.out.len, answer,
                               why, sizeof why)) {
            snprintf(o->message, sizeof o->message, "the reference's output is malformed: %s",
                     why);
            setter_run_clear(&ref);
            return 1;
        }
        setter_run_clear(&ref);
        return 0;
    }
}

static void judge_input(const stress_ctx *c, const char *input, size_t len, outcome *o)
{
    setter_answer answer;
    char why[200];
    memset(o, 0, sizeof *o);
    ludic_buffer_init(&o->expected);
    ludic_buffer_init(&o->run.out);
    ludic_buffer_init(&o->run.err);
    if (expected_answer(c, input, len, &answer, o)) {
        o->fatal = 1;
        return;
    }
    setter_run_command(c->solution, input, len, c->time_limit, c->output_limit, &o->run);
    if (run_failure(c, &o->run, &o->verdict, why, sizeof why)) {
        snprintf(o->message, sizeof o->message, "%s", why);
        return;
    }
    o->verdict = setter_judge(c->game, &answer, SETTER_DEFAULT_TOLERANCE,
                              o->run.out.data ? o->run.out.data : "", o->run.out.len,
                              o->message, sizeof o->message);
}

/* The worker's task: judge one input, return its verdict (and RESULT_FATAL). */
static int judge_task(void *ctx, const char *input, size_t len)
{
    outcome o;
    int result;
    judge_input(ctx, input, len, &o);
    result = o.fatal ? RESULT_FATAL : (int)o.verdict;
    outcome_clear(&o);
    return result;
}

/* ---- progress on a terminal ------------------------------------------------ */

typedef struct progress {
    cli_progress line;
    uint64_t counts[SETTER_OLE + 1];
} progress;

static void progress_cases(progress *p, uint64_t total, int force)
{
    uint64_t done = 0;
    double spent;
    char tail[160];
    size_t used = 0;
    if (!p->line.on)
        return;
    for (int v = 0; v <= SETTER_OLE; v++) {
        done += p->counts[v];
        if (p->counts[v] && used < sizeof tail)
            used += (size_t)snprintf(tail + used, sizeof tail - used, ", %s %llu",
                                     setter_verdict_name((setter_verdict)v),
                                     (unsigned long long)p->counts[v]);
    }
    tail[used < sizeof tail ? used : sizeof tail - 1] = '\0';
    spent = cli_progress_elapsed(&p->line);
    cli_progress_printf(&p->line, force, "%llu/%llu cases%s, %.1f cases/s",
                        (unsigned long long)done, (unsigned long long)total, tail,
                        spent > 0 ? (double)done / spent : 0.0);
}

static void progress_shrink(progress *p, uint64_t steps, uint64_t runs)
{
    cli_progress_printf(&p->line, 0, "shrinking, %llu smaller inputs kept, %llu runs",
                        (unsigned long long)steps, (unsigned long long)runs);
}

static void progress_end(progress *p)
{
    cli_progress_end(&p->line);
}

/* ---- cases ------------------------------------------------------------------- */

/* "ludic blackwhite gen --seed 123 --n 30": how to make case `index`'s input again. */
static void gen_command(const stress_ctx *c, uint64_t seed, ludic_buffer *out)
{
    const cli_command *stress = c->args->command, *gen = NULL;
    ludic_buffer_printf(out, "ludic %s gen --seed %llu", c->game->name,
                        (unsigned long long)seed);
    for (size_t i = 0; i < c->args->game->command_count; i++)
        if (strcmp(c->args->game->commands[i].name, "gen") == 0)
            gen = &c->args->game->commands[i];
    /* the size options: those stress takes and gen takes too */
    for (size_t i = 0; gen && i < stress->option_count; i++) {
        const cli_value *v = &c->args->values[i];
        for (size_t j = 0; v->set && j < gen->option_count; j++)
            if (gen->options[j].id == stress->options[i].id)
                ludic_buffer_printf(out, " --%s %s", cli_option_base(stress->options[i].id)->name,
                                    v->s);
    }
}

/* Case index's input into out; 0, or the exit status of the reported failure. */
static int case_input(const stress_ctx *c, uint64_t case_seed, ludic_buffer *out)
{
    ludic_error err;
    ludic_buffer cmd;
    int rc;
    ludic_error_clear(&err);
    if (c->game->generate(c->args, case_seed, out, &err) != LUDIC_OK)
        return cli_report(NULL, &err);
    if (out->failed)
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory generating an input");
    if (c->game->validate(out->data, out->len, c->extended, &err) == LUDIC_OK)
        return 0;
    ludic_buffer_init(&cmd);
    gen_command(c, case_seed, &cmd);
    rc = cli_fail(CLI_EXIT_USAGE,
                  "%s stress: the input of '%s' is not valid for %s limits (line %lu, column "
                  "%lu: %s); change the size options%s",
                  c->game->name, cmd.data, c->extended ? "ludic's" : "the original", err.line,
                  err.column, err.message, c->extended ? "" : " or add --extended");
    ludic_buffer_clear(&cmd);
    return rc;
}

/* ---- shrinking --------------------------------------------------------------- */

typedef struct shrink_state {
    ludic_buffer current;
    setter_verdict verdict; /* the verdict to keep */
    uint64_t steps, runs, budget;
    int budget_hit;
} shrink_state;

/*
 * Shrink s->current to a fixpoint (or until the budget is spent); the
 * candidates of one batch go to the pool together. 0, or -1 when a worker died.
 */
static int shrink(const stress_ctx *c, setter_pool *pool, unsigned jobs, shrink_state *s,
                  progress *prog)
{
    ludic_buffer cand[64];
    int verdicts[64];
    size_t next = 0;
    if (jobs > 64)
        jobs = 64;
    for (unsigned i = 0; i < jobs; i++)
        ludic_buffer_init(&cand[i]);
    for (;;) {
        unsigned batch = 0, got = 0;
        int at_end = 0, accepted = -1;
        ludic_error err;
        /* the next `jobs` valid candidates */
        while (batch < jobs) {
            cand[batch].len = 0;
            if (!c->game->shrink(s->current.data, s->current.len, next, &cand[batch])) {
                at_end = 1;
                break;
            }
            ludic_error_clear(&err);
            if (!cand[batch].failed && cand[batch].len > 0 &&
                c->game->validate(cand[batch].data, cand[batch].len, c->extended, &err) ==
                    LUDIC_OK) {
                if (setter_pool_submit(pool, batch, cand[batch].data, cand[batch].len))
                    return -1;
                batch++;
            }
            next++;
        }
        while (got < batch) {
            uint64_t id;
            int result;
            if (setter_pool_wait(pool, -1, &id, &result) != 1 || id >= batch)
                return -1;
            verdicts[id] = result;
            got++;
        }
        for (unsigned i = 0; i < batch; i++) {
            if (s->runs >= s->budget) {
                s->budget_hit = 1;
                break;
            }
            s->runs++;
            if (verdicts[i] == (int)s->verdict) {
                accepted = (int)i;
                break;
            }
        }
        if (accepted >= 0) {
            /* keep it, and start over with its own candidates, the boldest first */
            s->current.len = 0;
            ludic_buffer_append(&s->current, cand[accepted].data, cand[accepted].len);
            next = 0;
            s->steps++;
        } else if (at_end) {
            break; /* no candidate of the current input fails: the fixpoint */
        }
        if (s->budget_hit)
            break;
        progress_shrink(prog, s->steps, s->runs);
    }
    for (unsigned i = 0; i < jobs; i++)
        ludic_buffer_clear(&cand[i]);
    return 0;
}

/* ---- the report ------------------------------------------------------------------ */

/* Append text as a block; long text is cut after 20 lines or 2000 bytes. */
static void put_block(ludic_buffer *out, const char *text, size_t len, uint64_t total)
{
    size_t shown = 0, lines = 0;
    while (shown < len && shown < 2000 && lines < 20) {
        if (text[shown] == '\n')
            lines++;
        shown++;
    }
    if (len == 0) {
        ludic_buffer_puts(out, "(nothing)\n");
        return;
    }
    ludic_buffer_append(out, text, shown);
    if (text[shown - 1] != '\n')
        ludic_buffer_puts(out, shown < len ? "\n" : "\n(no newline at the end)\n");
    if (shown < len || total > len)
        ludic_buffer_printf(out, "... (%llu bytes in all)\n",
                            (unsigned long long)(total > len ? total : len));
}

/* A command that runs the solution on the input: printf '...' | CMD. */
static void reproduce(ludic_buffer *out, const char *solution, const char *input, size_t len)
{
    ludic_buffer_puts(out, "printf ");
    setter_printf_quote(out, input, len);
    ludic_buffer_puts(out, " | ");
    if (strpbrk(solution, ";&|<>()`$\n#") || strstr(solution, "&&")) {
        /* a compound command: keep it whole on the right of the pipe */
        ludic_buffer_puts(out, "sh -c ");
        setter_printf_quote(out, solution, strlen(solution));
    } else {
        ludic_buffer_puts(out, solution);
    }
    ludic_buffer_puts(out, "\n");
}

static void report_failure(const stress_ctx *c, uint64_t case_no, uint64_t cases,
                           uint64_t case_seed, const ludic_buffer *original,
                           const shrink_state *s, const outcome *o, ludic_buffer *out)
{
    ludic_buffer_printf(out, "case %llu of %llu failed: %s", (unsigned long long)case_no + 1,
                        (unsigned long long)cases, setter_verdict_name(s->verdict));
    if (case_no > 0)
        ludic_buffer_printf(out, " (cases 1 to %llu passed)", (unsigned long long)case_no);
    ludic_buffer_puts(out, "\nits input, from '");
    gen_command(c, case_seed, out);
    ludic_buffer_puts(out, "':\n");
    put_block(out, original->data, original->len, original->len);
    if (s->steps) {
        ludic_buffer_printf(out, "shrunk in %llu steps (%llu runs%s) to this input, which "
                                 "still fails with %s:\n",
                            (unsigned long long)s->steps, (unsigned long long)s->runs,
                            s->budget_hit ? ", stopped by --shrink-runs" : "",
                            setter_verdict_name(s->verdict));
        put_block(out, s->current.data, s->current.len, s->current.len);
    } else if (s->budget_hit) {
        ludic_buffer_printf(out, "not shrunk: --shrink-runs stopped it after %llu runs\n",
                            (unsigned long long)s->runs);
    } else {
        ludic_buffer_printf(out, "no smaller valid input fails with %s (%llu runs)\n",
                            setter_verdict_name(s->verdict), (unsigned long long)s->runs);
    }
    ludic_buffer_printf(out, "expected (%s):\n", c->reference ? "the reference" : "ludic");
    put_block(out, o->expected.data, o->expected.len, o->expected.len);
    ludic_buffer_puts(out, "received:\n");
    put_block(out, o->run.out.data, o->run.out.len, o->run.out.len);
    if (o->run.err.len) {
        ludic_buffer_puts(out, "standard error:\n");
        put_block(out, o->run.err.data, o->run.err.len, o->run.err.len);
    }
    if (o->fatal)
        ludic_buffer_printf(out, "verdict: none: %s\n", o->message);
    else
        ludic_buffer_printf(out, "verdict: %s (%s)\n", setter_verdict_name(o->verdict),
                            o->message);
    if (o->fatal || o->verdict != s->verdict)
        ludic_buffer_printf(out, "note: it failed with %s before; this program does not fail "
                                 "the same way every time\n",
                            setter_verdict_name(s->verdict));
    ludic_buffer_puts(out, "reproduce: ");
    reproduce(out, c->solution, s->current.data, s->current.len);
}

/* ---- the command ------------------------------------------------------------------ */

static int read_options(const cli_args *args, stress_ctx *c, uint64_t *cases, uint64_t *seed,
                        unsigned *jobs, uint64_t *budget)
{
    const cli_value *v;
    const char *name = args->game->name;
    memset(c, 0, sizeof *c);
    c->game = cli_setter_of(args);
    c->args = args;
    c->solution = cli_text(args, CLI_OPT_SOLUTION); /* required: the parser checked it */
    c->reference = cli_text(args, CLI_OPT_REFERENCE);
    c->time_limit = 2.0;
    v = cli_opt(args, CLI_OPT_TIME_LIMIT);
    if (v->set && setter_parse_decimal(v->s, 0.001, 86400, &c->time_limit))
        return cli_fail(CLI_EXIT_USAGE,
                        "%s stress: --time-limit expects seconds from 0.001 to 86400, e.g. 0.5, "
                        "found '%s' (see 'ludic %s stress --help')",
                        name, v->s, name);
    c->output_limit = cli_uint(args, CLI_OPT_OUTPUT_LIMIT, (uint64_t)64 << 20);
    c->extended = cli_flag(args, CLI_OPT_EXTENDED);
    *cases = cli_uint(args, CLI_OPT_CASES, 100);
    *seed = cli_uint(args, CLI_OPT_SEED, 1);
    *jobs = (unsigned)cli_uint(args, CLI_OPT_JOBS, 2);
    *budget = cli_uint(args, CLI_OPT_SHRINK_RUNS, 2000);
    return 0;
}

int cli_setter_stress(const cli_args *args)
{
    stress_ctx c;
    uint64_t cases = 0, seed = 0, budget = 0, next = 0, first_fail = UINT64_MAX;
    unsigned jobs = 1;
    int first_result = 0, rc;
    setter_pool *pool;
    progress prog;
    ludic_buffer input, out;
    rc = read_options(args, &c, &cases, &seed, &jobs, &budget);
    if (rc)
        return rc;
    memset(&prog, 0, sizeof prog);
    cli_progress_start(&prog.line, "stress", cli_flag(args, CLI_OPT_QUIET));
    setter_proc_install_signals();
    pool = setter_pool_start(jobs, judge_task, &c);
    if (!pool)
        return cli_fail(CLI_EXIT_UNSERVED, "%s stress: cannot start %u worker processes: %s",
                        c.game->name, jobs, strerror(errno));
    ludic_buffer_init(&input);
    ludic_buffer_init(&out);
    rc = 0;
    /* hand out cases in order, never past the first failure known */
    for (;;) {
        uint64_t id;
        int result, got;
        while (!rc && setter_pool_idle(pool) && next < cases && next < first_fail) {
            input.len = 0;
            rc = case_input(&c, setter_item_seed(seed, next), &input);
            if (!rc && setter_pool_submit(pool, next, input.data, input.len))
                rc = cli_fail(CLI_EXIT_UNSERVED, "%s stress: a worker process died",
                              c.game->name);
            next++;
        }
        if (setter_pool_idle(pool) == jobs)
            break;
        got = setter_pool_wait(pool, prog.line.on ? 100 : -1, &id, &result);
        if (got < 0) {
            rc = cli_fail(CLI_EXIT_UNSERVED, "%s stress: a worker process died", c.game->name);
            break;
        }
        if (got == 1) {
            if (!(result & RESULT_FATAL))
                prog.counts[result]++;
            if (result != SETTER_OK && id < first_fail) {
                first_fail = id;
                first_result = result;
            }
        }
        progress_cases(&prog, cases, 0);
    }
    progress_cases(&prog, cases, 1);
    if (rc) {
        progress_end(&prog);
        setter_pool_stop(pool);
    } else if (first_fail == UINT64_MAX) {
        progress_end(&prog);
        setter_pool_stop(pool);
        ludic_buffer_printf(&out, "all %llu cases passed (seed %llu)\n",
                            (unsigned long long)cases, (unsigned long long)seed);
        rc = cli_emit(&out);
    } else {
        uint64_t case_seed = setter_item_seed(seed, first_fail);
        shrink_state s;
        outcome o;
        memset(&s, 0, sizeof s);
        ludic_buffer_init(&s.current);
        input.len = 0;
        case_input(&c, case_seed, &input); /* it was valid when first made */
        ludic_buffer_append(&s.current, input.data, input.len);
        if (first_result & RESULT_FATAL) {
            judge_input(&c, input.data, input.len, &o);
            progress_end(&prog);
            setter_pool_stop(pool);
            rc = cli_fail(CLI_EXIT_UNSERVED, "%s stress: case %llu ('%s'...): %s",
                          c.game->name, (unsigned long long)first_fail + 1, input.data,
                          o.fatal ? o.message : "the expected answer could not be found");
            outcome_clear(&o);
        } else {
            s.verdict = (setter_verdict)first_result;
            s.budget = budget;
            if (shrink(&c, pool, jobs, &s, &prog))
                rc = cli_fail(CLI_EXIT_UNSERVED, "%s stress: a worker process died",
                              c.game->name);
            progress_end(&prog);
            setter_pool_stop(pool);
            if (!rc) {
                judge_input(&c, s.current.data, s.current.len, &o);
                report_failure(&c, first_fail, cases, case_seed, &input, &s, &o, &out);
                outcome_clear(&o);
                rc = cli_emit(&out);
                if (!rc)
                    rc = CLI_EXIT_UNSERVED; /* 1: a failing case was found */
            }
        }
        ludic_buffer_clear(&s.current);
    }
    ludic_buffer_clear(&input);
    ludic_buffer_clear(&out);
    return rc;
}
