/*
 * web_solve.c: the shim's version, the original problems' answers (what
 * `ludic GAME solve` prints) and the progress callback that long work
 * reports through to JavaScript.
 */
#include <stdlib.h>
#include <string.h>

#include "ludic/ludic.h"
#include "web_json.h"
#include "web_shim.h"

#ifdef __wasm__
/* Provided by the loader (web/ludic.mjs): nonzero asks the work to stop. */
__attribute__((import_module("ludic"), import_name("progress"))) int lw_progress_import(double done,
                                                                                        double total);
#else
static int lw_progress_import(double done, double total)
{
    (void)done;
    (void)total;
    return 0;
}
#endif

int lw_progress(void *ctx, uint64_t done, uint64_t total)
{
    (void)ctx;
    return lw_progress_import((double)done, (double)total);
}

char *ludic_web_version(void)
{
    lw_json j;
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "version");
    lw_json_string(&j, ludic_version());
    lw_json_end_object(&j);
    return lw_json_finish(&j);
}

char *ludic_web_solve(const char *game, const char *text, size_t len, unsigned flags,
                      unsigned digits)
{
    ludic_solve_options options;
    ludic_limits limits;
    ludic_error err;
    char small[512];
    char *out = small;
    size_t need = 0;
    ludic_status status;
    lw_json j;

    memset(&options, 0, sizeof options);
    memset(&limits, 0, sizeof limits);
    limits.progress = lw_progress;
    options.flags = flags;
    options.digits = digits;
    options.limits = &limits;
    ludic_error_clear(&err);
    /* Every answer is shorter than 2048 bytes (ludic.h); a JSON one may not be: ask again. */
    status = ludic_solve_text_ex(game, text, len, &options, out, sizeof small, &need, &err);
    if (status == LUDIC_E_TRUNCATED) {
        out = malloc(need + 1);
        if (!out)
            return lw_json_fail("out of memory");
        status = ludic_solve_text_ex(game, text, len, &options, out, need + 1, &need, &err);
    }
    if (status != LUDIC_OK) {
        if (out != small)
            free(out);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "output");
    lw_json_string_n(&j, out, need);
    lw_json_end_object(&j);
    if (out != small)
        free(out);
    return lw_json_finish(&j);
}
