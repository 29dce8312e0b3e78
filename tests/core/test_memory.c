/* The memory cap: defaults, refusal with a readable amount, overflow-safe sizes. */
#include "check.h"
#include "core/memory_int.h"
#include "util/format_int.h"

int main(void)
{
    ludic_error err;
    ludic_limits lim = {.max_memory = 1ull << 30};
    char s[48];
    CHECK(ludic_memory_cap(NULL) == LUDIC_DEFAULT_MAX_MEMORY);
    CHECK(ludic_memory_cap(&lim) == 1ull << 30);
    CHECK(ludic_memory_check(&lim, 1ull << 30, "x", &err) == LUDIC_OK);
    CHECK(ludic_memory_check(&lim, (3ull << 29), "the state table", &err) == LUDIC_E_MEMORY);
    CHECK_STR_CONTAINS(err.message, "the state table needs 1.50 GiB, more than the memory cap of 1.00 GiB");
    CHECK(ludic_size_mul(1ull << 40, 1ull << 30) == UINT64_MAX);
    CHECK(ludic_size_mul(0, UINT64_MAX) == 0);
    ludic_format_bytes(s, sizeof s, 512);
    CHECK(strcmp(s, "512 bytes") == 0);
    ludic_format_bytes(s, sizeof s, 300ull << 20);
    CHECK(strcmp(s, "300.0 MiB") == 0);
    return check_exit_code();
}
