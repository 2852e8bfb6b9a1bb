/* Hoist benchmark kernel: triangular solves, as numerical suites write them.
 * forward solves L x = b (lower triangular, row-major n x n) accumulating into
 * x[i] in memory, whose inner loop runs i times; backward solves U x = b with
 * a local accumulator and an inner loop from i + 1 to n. The matrix may hold
 * x (called both ways), so x[i] is promoted only behind a check. */
#include <stdio.h>
#include <string.h>

#define N 200
#define REPS 10
static unsigned seed = 61u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const double *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) {
    unsigned long long bits;
    memcpy(&bits, &a[i], sizeof bits);
    h = (h ^ (unsigned)bits ^ (unsigned)(bits >> 32)) * 16777619u;
  }
  return h;
}

__attribute__((noinline)) void forward(int n, const double *L, const double *b, double *x) {
  for (int i = 0; i < n; i++) {
    x[i] = b[i];
    for (int j = 0; j < i; j++) x[i] -= L[i * n + j] * x[j];
    x[i] = x[i] / L[i * n + i];
  }
}

__attribute__((noinline)) void backward(int n, const double *U, const double *b, double *x) {
  for (int i = n - 1; i >= 0; i--) {
    double s = b[i];
    for (int j = i + 1; j < n; j++) s -= U[i * n + j] * x[j];
    x[i] = s / U[i * n + i];
  }
}

int main(void) {
  static double m[N * N + N], b[N], x[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) m[i * N + j] = (double)(lcg() % 1000u) / 1000.0;
    m[i * N + i] += (double)N;
    b[i] = (double)(lcg() % 5000u) / 100.0;
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    forward(N, m, b, x);                   /* disjoint */
    h += hash(x, N);
    backward(N, m, x, b);                  /* b = U^-1 x */
    h = h * 31u ^ hash(b, N);
    forward(N, m, b, m + N * N);           /* x is the row after the matrix: same array */
    h += hash(m + N * N, N);
    backward(N, m, b, x);
    h = h * 33u ^ hash(x, N);
    b[r] += 1.0;
  }
  printf("trisolv %08x\n", h);
  return 0;
}
