/* Hoist benchmark kernel: the 1-D Jacobi stencil of numerical suites: two
 * sweeps per time step between A and B over i = 1 .. n-2. Called on separate
 * arrays and on overlapping ones (B starts inside A), where the sweeps read
 * what they write. */
#include <stdio.h>
#include <string.h>

#define N 2000
#define TSTEPS 40
#define REPS 4
static unsigned seed = 67u;
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

__attribute__((noinline)) void jacobi1d(int tsteps, int n, double *A, double *B) {
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++) B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    for (int i = 1; i < n - 1; i++) A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
  }
}

int main(void) {
  static double a[2 * N], b[N];
  for (int i = 0; i < 2 * N; i++) a[i] = (double)(lcg() % 10000u) / 100.0;
  for (int i = 0; i < N; i++) b[i] = (double)(lcg() % 10000u) / 100.0;
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    jacobi1d(TSTEPS, N, a, b);             /* disjoint */
    h += hash(a, N) ^ hash(b, N);
    jacobi1d(TSTEPS / 5, N, a, a + N / 2); /* B overlaps the upper half of A */
    h = h * 31u ^ hash(a, 2 * N);
    a[r] += 1.0;
  }
  printf("jacobi1d %08x\n", h);
  return 0;
}
