/*
 * student_int.h: the quantile of Student's t distribution used for 99%
 * confidence intervals of a sample mean (mean +- t * s / sqrt(n), with
 * n - 1 degrees of freedom). For small samples the normal quantile 2.5758
 * is far too narrow: with 2 samples the right factor is 63.66.
 */
#ifndef LUDIC_STUDENT_INT_H
#define LUDIC_STUDENT_INT_H

#include <stdint.h>

/*
 * The 0.995 quantile of Student's t with `df` >= 1 degrees of freedom (the
 * half-width factor of a two-sided 99% interval); +inf for df = 0. Exact to
 * double precision for df <= 30 (a table), within 4e-7 beyond (the
 * Cornish-Fisher expansion around the normal quantile). O(1).
 */
double ludic_student_t995(uint64_t df);

#endif
