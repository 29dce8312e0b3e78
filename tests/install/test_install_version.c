/*
 * The library's version (ludic_version() and the LUDIC_VERSION_* macros of
 * ludic.h) is the version CMake's project() declares, which the build passes
 * in as LUDIC_TEST_PROJECT_VERSION{,_MAJOR,_MINOR,_PATCH}.
 */
#include <stdio.h>

#include "check.h"
#include "ludic/ludic.h"

int main(void)
{
    char macros[64];
    CHECK(strcmp(ludic_version(), LUDIC_TEST_PROJECT_VERSION) == 0);
    CHECK(strcmp(LUDIC_VERSION_STRING, LUDIC_TEST_PROJECT_VERSION) == 0);
    CHECK_EQ_U64(LUDIC_VERSION_MAJOR, LUDIC_TEST_PROJECT_VERSION_MAJOR);
    CHECK_EQ_U64(LUDIC_VERSION_MINOR, LUDIC_TEST_PROJECT_VERSION_MINOR);
    CHECK_EQ_U64(LUDIC_VERSION_PATCH, LUDIC_TEST_PROJECT_VERSION_PATCH);
    snprintf(macros, sizeof macros, "%d.%d.%d", LUDIC_VERSION_MAJOR, LUDIC_VERSION_MINOR,
             LUDIC_VERSION_PATCH);
    CHECK(strcmp(macros, LUDIC_VERSION_STRING) == 0);
    if (check_failures)
        fprintf(stderr, "ludic_version() = %s, LUDIC_VERSION_STRING = %s, CMake project = %s\n",
                ludic_version(), LUDIC_VERSION_STRING, LUDIC_TEST_PROJECT_VERSION);
    return check_exit_code();
}
