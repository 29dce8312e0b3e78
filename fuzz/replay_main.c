/*
 * replay_main.c: runs a fuzz target over every file of a corpus directory
 * (or over the files named on the command line), so the corpus is replayed
 * by CTest without a fuzzing engine. Fails when the directory is missing or
 * empty, so a mistyped path cannot pass silently.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf;
    long n;
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = malloc(n > 0 ? (size_t)n : 1);
    if (!buf || (n > 0 && fread(buf, 1, (size_t)n, f) != (size_t)n)) {
        fprintf(stderr, "cannot read %s\n", path);
        free(buf);
        fclose(f);
        return 1;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(buf, (size_t)n);
    free(buf);
    return 0;
}

int main(int argc, char **argv)
{
    int files = 0, failures = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            struct dirent *e;
            if (!d) {
                fprintf(stderr, "cannot open directory %s\n", argv[i]);
                return 1;
            }
            while ((e = readdir(d)) != NULL) {
                char path[4096];
                if (e->d_name[0] == '.')
                    continue;
                snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
                failures += run_file(path);
                files++;
            }
            closedir(d);
        } else {
            failures += run_file(argv[i]);
            files++;
        }
    }
    if (files == 0) {
        fprintf(stderr, "no corpus files given\n");
        return 1;
    }
    printf("replayed %d inputs\n", files);
    return failures ? 1 : 0;
}
