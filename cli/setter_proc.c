/*
 * setter_proc.c: run a program under a time limit and an output limit.
 *
 * The program is /bin/sh -c COMMAND in a new process group, spawned with
 * default signal dispositions. One poll() loop feeds its standard input,
 * reads its standard output (up to the limit, then stops reading and kills)
 * and keeps the start of its standard error. When the shell exits, the whole
 * group is killed before the shell is reaped, so nothing it started lives on
 * and the group id cannot be reused in between; at the time limit the group
 * is killed the same way. A program that closes its pipes and keeps running
 * is noticed by polling its state every few milliseconds.
 */
#define _XOPEN_SOURCE 700 /* waitid's WNOWAIT, posix_spawn, sigaction */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "setter_int.h"

extern char **environ;

/* The group of the program running now (0: none), for the signal handler. */
static volatile sig_atomic_t running_group;

static void on_terminate(int sig)
{
    if (running_group > 0)
        kill(-(pid_t)running_group, SIGKILL);
    signal(sig, SIG_DFL);
    raise(sig);
}

void setter_proc_install_signals(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &sa, NULL);
    sa.sa_handler = on_terminate;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int make_pipe(int fds[2])
{
    if (pipe(fds) != 0)
        return -1;
    /* only the spawned program's dup2'd copies survive exec */
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

/* Start /bin/sh -c command with the given ends as its standard streams; 0 or an errno. */
static int spawn_shell(const char *command, int in, int out, int err, pid_t *pid)
{
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t attr;
    sigset_t defaults, empty;
    char *argv[4];
    int rc;
    argv[0] = (char *)(uintptr_t) "sh"; /* posix_spawn's argv is not const-qualified */
    argv[1] = (char *)(uintptr_t) "-c";
    argv[2] = (char *)(uintptr_t)command;
    argv[3] = NULL;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&fa, out, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&fa, err, STDERR_FILENO);
    posix_spawnattr_init(&attr);
    /* a group of its own (so it can be killed whole), default signals, nothing blocked */
    posix_spawnattr_setpgroup(&attr, 0);
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    sigaddset(&defaults, SIGHUP);
    sigemptyset(&empty);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &empty);
    posix_spawnattr_setflags(&attr, (short)(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF |
                                            POSIX_SPAWN_SETSIGMASK));
    rc = posix_spawn(pid, "/bin/sh", &fa, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&attr);
    return rc;
}

/* Read what is there from fd into buf (keeping at most keep bytes in all); 0 at end of file. */
static int drain(int fd, ludic_buffer *buf, uint64_t keep, uint64_t *total)
{
    char chunk[65536];
    ssize_t got = read(fd, chunk, sizeof chunk);
    if (got < 0)
        return errno == EINTR || errno == EAGAIN ? 1 : 0;
    if (got == 0)
        return 0;
    if (*total < keep) {
        uint64_t room = keep - *total;
        ludic_buffer_append(buf, chunk, (size_t)got < room ? (size_t)got : (size_t)room);
    }
    *total += (uint64_t)got;
    return 1;
}

void setter_run_command(const char *command, const char *input, size_t len, double seconds,
                        uint64_t output_limit, setter_run *run)
{
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
    pid_t pid;
    double deadline;
    size_t written = 0;
    uint64_t out_total = 0, err_total = 0;
    int exited = 0, status = 0;
    memset(run, 0, sizeof *run);
    ludic_buffer_init(&run->out);
    ludic_buffer_init(&run->err);
    if (make_pipe(in) || make_pipe(out) || make_pipe(err)) {
        run->spawn_errno = errno ? errno : EMFILE;
        goto close_all;
    }
    run->spawn_errno = spawn_shell(command, in[0], out[1], err[1], &pid);
    if (run->spawn_errno)
        goto close_all;
    running_group = pid;
    close_fd(&in[0]);
    close_fd(&out[1]);
    close_fd(&err[1]);
    fcntl(in[1], F_SETFL, fcntl(in[1], F_GETFL) | O_NONBLOCK);
    if (len == 0)
        close_fd(&in[1]);
    deadline = now_seconds() + seconds;
    for (;;) {
        struct pollfd fds[3];
        nfds_t n = 0;
        double left;
        int wait_ms;
        if (!exited) {
            siginfo_t info;
            memset(&info, 0, sizeof info);
            /* WNOWAIT: the zombie keeps the group id ours until the group is killed */
            if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
                info.si_pid == pid) {
                exited = 1;
                kill(-pid, SIGKILL); /* whatever it left running */
            }
        }
        if (out[0] < 0 && err[0] < 0 && (exited || run->output_overflow))
            break;
        left = deadline - now_seconds();
        if (left <= 0) {
            if (!exited)
                run->timed_out = 1;
            break;
        }
        if (in[1] >= 0)
            fds[n++] = (struct pollfd){in[1], POLLOUT, 0};
        if (out[0] >= 0)
            fds[n++] = (struct pollfd){out[0], POLLIN, 0};
        if (err[0] >= 0)
            fds[n++] = (struct pollfd){err[0], POLLIN, 0};
        /* with every pipe closed only the exit is awaited: look often */
        wait_ms = n > 0 ? 20 : 1;
        if (left * 1000 < wait_ms)
            wait_ms = (int)(left * 1000) + 1;
        if (poll(fds, n, wait_ms) < 0 && errno != EINTR)
            break;
        for (nfds_t i = 0; i < n; i++) {
            if (!fds[i].revents)
                continue;
            if (fds[i].fd == in[1]) {
                ssize_t put = write(in[1], input + written, len - written);
                if (put > 0)
                    written += (size_t)put;
                if ((put < 0 && errno != EAGAIN && errno != EINTR) || written == len)
                    close_fd(&in[1]); /* done, or the program closed its input */
            } else if (fds[i].fd == out[0]) {
                if (!drain(out[0], &run->out, output_limit, &out_total))
                    close_fd(&out[0]);
                else if (out_total > output_limit) {
                    run->output_overflow = 1;
                    kill(-pid, SIGKILL);
                    close_fd(&out[0]);
                    close_fd(&err[0]);
                }
            } else if (fds[i].fd == err[0]) {
                if (!drain(err[0], &run->err, SETTER_STDERR_KEEP, &err_total))
                    close_fd(&err[0]);
            }
        }
    }
    kill(-pid, SIGKILL);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    running_group = 0;
    if (WIFSIGNALED(status))
        run->signal = WTERMSIG(status);
    else if (WIFEXITED(status))
        run->exit_status = WEXITSTATUS(status);
close_all:
    close_fd(&in[0]);
    close_fd(&in[1]);
    close_fd(&out[0]);
    close_fd(&out[1]);
    close_fd(&err[0]);
    close_fd(&err[1]);
}

void setter_run_clear(setter_run *run)
{
    ludic_buffer_clear(&run->out);
    ludic_buffer_clear(&run->err);
}
