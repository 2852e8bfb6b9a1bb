/* Hoist benchmark kernel: matrix-vector product y[i] += A[i][j] * x[j] with
 * the inner-loop-invariant address y[i] (a promotion candidate once y is
 * known not to alias A or x), plus a transposed variant. Called with y
 * separate and with y equal to x (the inner loop then reads its own sum). */
#include <stdio.h>

#define N 200
#define REPS 6
static unsigned seed = 43u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void matvec(unsigned *y, const unsigned *A, const unsigned *x, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) y[i] += A[i * n + j] * x[j];
}

__attribute__((noinline)) void matvec_t(unsigned *y, const unsigned *A, const unsigned *x, int n) {
  for (int j = 0; j < n; j++) {
    for (int i = 0; i < n; i++) y[i] += A[j * n + i] * x[j];
  }
}

int main(void) {
  static unsigned A[N * N], x[N], y[N];
  for (int i = 0; i < N * N; i++) A[i] = lcg() & 0xff;
  for (int i = 0; i < N; i++) { x[i] = lcg() & 0xff; y[i] = 0; }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    matvec(y, A, x, N);        /* disjoint */
    h += hash(y, N);
    matvec(x, A, x, N);        /* y == x */
    h = h * 31u + hash(x, N);
    matvec_t(y, A, x, N);      /* disjoint */
    matvec_t(y, A, y, N);      /* y == x: x[j] changes while the row is accumulated */
    h ^= hash(y, N);
    for (int i = 0; i < N; i++) { x[i] &= 0xff; y[i] &= 0xffff; }
  }
  printf("matvec %08x\n", h);
  return 0;
}
