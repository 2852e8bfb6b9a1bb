/* Hoist benchmark kernel (unrolling): a[i/2]++ and s[i/8] += x[i]. The
 * quotient is the same on two (eight) consecutive iterations: unrolled from an
 * even (multiple-of-eight) start, it is computed once per group of copies. */
#include <stdio.h>

#define N 6000
#define REPS 60
static unsigned seed = 31u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void half_inc(unsigned *a, int n) {
  for (int i = 0; i < n; i++) a[i / 2]++;
}

__attribute__((noinline)) void eighth_sum(unsigned *s, const unsigned *x, int n) {
  for (int i = 0; i < n; i++) s[i / 8] += x[i];
}

int main(void) {
  static unsigned a[N], s[N / 8 + 1], x[N];
  for (int i = 0; i < N; i++) { a[i] = lcg(); x[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int n = N - (r % 7);                      /* odd and even counts */
    half_inc(a, n);
    eighth_sum(s, x, n);
    x[(r * 37) % N] ^= lcg();
    h = h * 31u + a[(r * 11) % (N / 2)] + s[(r * 5) % (N / 8)];
  }
  for (int i = 0; i < N / 8; i++) h += s[i] * (unsigned)i;
  printf("unroll_half %08x\n", h);
  return 0;
}
