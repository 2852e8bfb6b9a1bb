/* Hoist benchmark kernel: loops where LICM loop versioning pays: several
 * invariant loads through a coefficient pointer that may alias the stored
 * array (polynomial evaluation), and a reduction into *sum where sum may
 * point into the input (store promotion needs a runtime check). Each is
 * called on disjoint data (fast path) and on overlapping data (safe path). */
#include <stdio.h>

#define N 4000
#define REPS 30
static unsigned seed = 41u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void poly(unsigned *out, const unsigned *x, const unsigned *c, int n) {
  for (int i = 0; i < n; i++) out[i] = c[0] + x[i] * (c[1] + x[i] * (c[2] + x[i] * c[3]));
}

__attribute__((noinline)) void dot_into(unsigned *sum, const unsigned *a, const unsigned *b, int n) {
  for (int i = 0; i < n; i++) *sum += a[i] * b[i];
}

__attribute__((noinline)) void saxpy_ptr(unsigned *y, const unsigned *x, const unsigned *alpha, int n) {
  for (int i = 0; i < n; i++) y[i] += *alpha * x[i];
}

int main(void) {
  static unsigned x[N], y[N], out[N];
  unsigned coef[4] = {1u, 3u, 5u, 7u}, s = 0, alpha = 3u;
  for (int i = 0; i < N; i++) { x[i] = lcg(); y[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    coef[0] = (unsigned)r;
    poly(out, x, coef, N);                  /* disjoint */
    h += hash(out, N);
    poly(out, x, out + 2, N);               /* c[0..3] = out[2..5]: c changes at i = 2..5 */
    h = h * 31u + hash(out, N);
    dot_into(&s, x, y, N);                  /* sum outside the arrays */
    dot_into(&y[N / 2], x, y, N);           /* sum is y[N/2]: b[N/2] reads the running sum */
    h ^= s + y[N / 2];
    saxpy_ptr(y, x, &alpha, N);             /* disjoint */
    saxpy_ptr(y, x, &y[100], N);            /* alpha is y[100], updated at i = 100 */
    h += hash(y, N);
  }
  printf("version_pays %08x\n", h);
  return 0;
}
