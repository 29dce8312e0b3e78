/*
 * ddouble_int.h: double-double arithmetic (a value is hi + lo with
 * |lo| <= ulp(hi)/2, about 106 significant bits) and compensated summation,
 * for computations that must guarantee more digits than plain double gives.
 *
 * The error-free transformations (Knuth's TwoSum, Dekker's TwoProduct with
 * Veltkamp splitting) are exact only when every double operation rounds once
 * to nearest: no x87 excess precision (FLT_EVAL_METHOD == 0) and no
 * contraction of a*b+c into a fused multiply-add. ISO C mode (-std=c11) keeps
 * GCC and Clang from contracting; the check below refuses the other case.
 * Relative error of each operation below: a few units of 2^-104, as long as
 * no intermediate underflows (values above about 2^-960) or overflows.
 */
#ifndef LUDIC_DDOUBLE_INT_H
#define LUDIC_DDOUBLE_INT_H

#include <float.h>
#include <stdint.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "ddouble_int.h needs double operations rounded once to double (FLT_EVAL_METHOD == 0)"
#endif

typedef struct ludic_dd {
    double hi;
    double lo;
} ludic_dd;

static inline ludic_dd ludic_dd_make(double x)
{
    ludic_dd r = {x, 0.0};
    return r;
}

/* s + e == a + b exactly, s = fl(a + b) (Knuth). */
static inline double ludic_two_sum(double a, double b, double *e)
{
    double s = a + b;
    double bb = s - a;
    *e = (a - (s - bb)) + (b - bb);
    return s;
}

/* p + e == a * b exactly, p = fl(a * b) (Dekker; no overflow or underflow). */
static inline double ludic_two_prod(double a, double b, double *e)
{
    const double split = 134217729.0; /* 2^27 + 1 */
    double p = a * b;
    double ta = split * a, tb = split * b;
    double ah = ta - (ta - a), bh = tb - (tb - b);
    double al = a - ah, bl = b - bh;
    *e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
    return p;
}

static inline ludic_dd ludic_dd_norm(double hi, double lo)
{
    ludic_dd r;
    r.hi = hi + lo;
    r.lo = lo - (r.hi - hi);
    return r;
}

static inline ludic_dd ludic_dd_add(ludic_dd a, ludic_dd b)
{
    double e, f;
    double s = ludic_two_sum(a.hi, b.hi, &e);
    double t = ludic_two_sum(a.lo, b.lo, &f);
    ludic_dd r;
    e += t;
    r = ludic_dd_norm(s, e);
    r = ludic_dd_norm(r.hi, r.lo + f);
    return r;
}

static inline ludic_dd ludic_dd_mul(ludic_dd a, ludic_dd b)
{
    double e;
    double p = ludic_two_prod(a.hi, b.hi, &e);
    e += a.hi * b.lo + a.lo * b.hi;
    return ludic_dd_norm(p, e);
}

static inline ludic_dd ludic_dd_mul_d(ludic_dd a, double b)
{
    double e;
    double p = ludic_two_prod(a.hi, b, &e);
    e += a.lo * b;
    return ludic_dd_norm(p, e);
}

/* a / b: one Newton correction of the double quotient. */
static inline ludic_dd ludic_dd_div(ludic_dd a, ludic_dd b)
{
    double q1 = a.hi / b.hi;
    ludic_dd r = ludic_dd_add(a, ludic_dd_mul_d(b, -q1)); /* a - q1*b */
    double q2 = r.hi / b.hi;
    ludic_dd s = ludic_dd_add(r, ludic_dd_mul_d(b, -q2));
    double q3 = s.hi / b.hi;
    ludic_dd q = ludic_dd_norm(q1, q2);
    return ludic_dd_add(q, ludic_dd_make(q3));
}

/* sqrt(a) for a >= 0. */
ludic_dd ludic_dd_sqrt(ludic_dd a);

/* a^e by binary powering (e >= 0); relative error about 2 log2(e) units. */
ludic_dd ludic_dd_pow(ludic_dd a, uint64_t e);

/*
 * Compensated (Neumaier) summation: after adding x_1..x_n, sum + comp equals
 * their exact sum up to about 2^-53 relative error for n well below 2^26,
 * whatever the signs; ludic_ksum_value rounds it once.
 */
typedef struct ludic_ksum {
    double sum;
    double comp;
} ludic_ksum;

static inline void ludic_ksum_add(ludic_ksum *k, double x)
{
    double e;
    k->sum = ludic_two_sum(k->sum, x, &e);
    k->comp += e;
}

static inline double ludic_ksum_value(const ludic_ksum *k)
{
    return k->sum + k->comp;
}

#endif
