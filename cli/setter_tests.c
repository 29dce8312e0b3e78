/*
 * setter_tests.c: `ludic GAME tests --out DIR`: a whole test set. The game's
 * hooks give the fixed tests (samples, edge cases, maximal inputs) and random
 * tests by size class; every input is validated (a test that fails its own
 * validator is a bug, reported as such), answered by ludic's solver, and
 * written as DIR/NN and DIR/NN.a, with DIR/tests.json describing them.
 */
#define _XOPEN_SOURCE 700 /* mkdir, opendir */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "setter_int.h"

/* 0 when dir is new (made here) or an empty directory; else the reported exit status. */
static int prepare_dir(const char *dir)
{
    DIR *d;
    struct dirent *e;
    if (mkdir(dir, 0777) == 0)
        return 0;
    if (errno != EEXIST)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot make the directory '%s': %s", dir,
                        strerror(errno));
    d = opendir(dir);
    if (!d)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot open the directory '%s': %s", dir,
                        strerror(errno));
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            closedir(d);
            return cli_fail(CLI_EXIT_UNSERVED,
                            "'%s' is not empty; give a new or empty directory, so that no old "
                            "test is left among the new ones",
                            dir);
        }
    closedir(d);
    return 0;
}

static int write_file(const char *dir, const char *name, const ludic_buffer *text)
{
    char path[4096];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (text->failed)
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory writing '%s'", path);
    f = fopen(path, "wb");
    if (!f || fwrite(text->data, 1, text->len, f) != text->len) {
        int e = errno;
        if (f)
            fclose(f);
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", path, strerror(e));
    }
    if (fclose(f) != 0)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write '%s': %s", path, strerror(errno));
    return 0;
}

typedef struct test_list {
    setter_test *items;
    uint64_t *seeds; /* the random tests' seeds (0 for the others) */
    size_t count, cap;
} test_list;

static setter_test *list_add(test_list *l, uint64_t seed)
{
    if (l->count == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 32;
        setter_test *items = realloc(l->items, cap * sizeof *items);
        uint64_t *seeds;
        if (!items)
            return NULL;
        l->items = items;
        seeds = realloc(l->seeds, cap * sizeof *seeds);
        if (!seeds)
            return NULL;
        l->seeds = seeds;
        l->cap = cap;
    }
    memset(&l->items[l->count], 0, sizeof l->items[l->count]);
    ludic_buffer_init(&l->items[l->count].input);
    l->seeds[l->count] = seed;
    return &l->items[l->count++];
}

static void list_clear(test_list *l)
{
    for (size_t i = 0; i < l->count; i++)
        ludic_buffer_clear(&l->items[i].input);
    free(l->items);
    free(l->seeds);
}

/* Every test of the set, in order: fixed ones, then count random ones per size class. */
static int collect(const cli_setter_game *game, int extended, uint64_t seed, uint64_t count,
                   test_list *l)
{
    setter_test *t;
    for (size_t i = 0;; i++) {
        if (!(t = list_add(l, 0)))
            return -1;
        if (!game->edge(i, extended, t)) {
            l->count--;
            break;
        }
    }
    for (size_t cls = 0;; cls++) {
        for (uint64_t j = 0; j < count; j++) {
            /* a seed per (class, test), so --count does not move the other classes' tests */
            uint64_t s = setter_item_seed(seed, ((uint64_t)cls << 32) | j);
            if (!(t = list_add(l, s)))
                return -1;
            if (!game->random(cls, extended, s, t)) {
                l->count--;
                return 0;
            }
        }
    }
}

static void json_test(ludic_json *j, const cli_setter_game *game, const setter_test *t,
                      uint64_t seed, const char *name, const char *answer)
{
    ludic_json_begin_object(j);
    ludic_json_member_string(j, "input", name);
    ludic_json_member_string(j, "answer", answer);
    ludic_json_member_string(j, "origin", t->origin);
    if (t->size_class) {
        ludic_json_member_string(j, "class", t->size_class);
        ludic_json_member_uint(j, "seed", seed);
    }
    ludic_json_member_string(j, "description", t->description);
    ludic_json_key(j, "parameters");
    game->parameters(t->input.data, t->input.len, j);
    ludic_json_end_object(j);
}

int cli_setter_tests(const cli_args *args)
{
    const cli_setter_game *game = cli_setter_of(args);
    const char *dir = cli_text(args, CLI_OPT_OUT); /* required: the parser checked it */
    const int extended = cli_flag(args, CLI_OPT_EXTENDED);
    const uint64_t seed = cli_uint(args, CLI_OPT_SEED, 1);
    const uint64_t count = cli_uint(args, CLI_OPT_COUNT, 2);
    test_list list;
    ludic_buffer json_text, text, out;
    ludic_json json;
    unsigned width = 2;
    size_t origins[4] = {0, 0, 0, 0};
    static const char *const origin_names[4] = {"sample", "edge", "maximal", "random"};
    int rc = 0;
    memset(&list, 0, sizeof list);
    if (collect(game, extended, seed, count, &list)) {
        list_clear(&list);
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory making the tests");
    }
    for (size_t n = list.count; n >= 100; n /= 10)
        width++;
    rc = prepare_dir(dir);
    ludic_buffer_init(&json_text);
    ludic_buffer_init(&text);
    ludic_buffer_init(&out);
    /* one test a line: the outer object by hand, each test by the JSON writer */
    ludic_buffer_printf(&json_text,
                        "{\"game\":\"%s\",\"seed\":%llu,\"count\":%llu,\"extended\":%s,"
                        "\"tests\":[\n",
                        game->name, (unsigned long long)seed, (unsigned long long)count,
                        extended ? "true" : "false");
    for (size_t i = 0; i < list.count && !rc; i++) {
        const setter_test *t = &list.items[i];
        char name[24], answer_name[32];
        setter_answer answer;
        ludic_error err;
        ludic_error_clear(&err);
        snprintf(name, sizeof name, "%0*zu", (int)width, i + 1);
        snprintf(answer_name, sizeof answer_name, "%s.a", name);
        if (t->input.failed) {
            rc = cli_fail(CLI_EXIT_UNSERVED, "out of memory making test %s", name);
            break;
        }
        if (game->validate(t->input.data, t->input.len, extended, &err) != LUDIC_OK) {
            rc = cli_fail(CLI_EXIT_UNSERVED,
                          "%s tests: test %s (%s) fails validation, a bug in ludic: %lu:%lu: %s",
                          game->name, name, t->description, err.line, err.column, err.message);
            break;
        }
        if (game->solve(t->input.data, t->input.len, &answer, &err) != LUDIC_OK) {
            rc = cli_fail(CLI_EXIT_UNSERVED, "%s tests: test %s (%s): %s", game->name, name,
                          t->description, err.message);
            break;
        }
        text.len = 0;
        setter_format_answer(game, &answer, &text);
        rc = write_file(dir, name, &t->input);
        if (!rc)
            rc = write_file(dir, answer_name, &text);
        ludic_json_init(&json, &json_text);
        json_test(&json, game, t, list.seeds[i], name, answer_name);
        ludic_buffer_puts(&json_text, i + 1 < list.count ? ",\n" : "\n");
        for (int o = 0; o < 4; o++)
            if (strcmp(t->origin, origin_names[o]) == 0)
                origins[o]++;
    }
    ludic_buffer_puts(&json_text, "]}\n");
    if (!rc)
        rc = write_file(dir, "tests.json", &json_text);
    if (!rc) {
        ludic_buffer_printf(&out, "wrote %zu tests to %s (%zu sample, %zu edge, %zu maximal, "
                                  "%zu random; seed %llu)\n",
                            list.count, dir, origins[0], origins[1], origins[2], origins[3],
                            (unsigned long long)seed);
        rc = cli_emit(&out);
    }
    ludic_buffer_clear(&json_text);
    ludic_buffer_clear(&text);
    ludic_buffer_clear(&out);
    list_clear(&list);
    return rc;
}
