/* Hoist benchmark kernel: the 3-D stencils of stencil3d.c with 64-bit counters and sizes, as
 * code indexing with size_t or long writes them: the inner loop's ranges are recurrences of the
 * loop around it, so its overlap checks can be made once before that loop. Called on separate
 * grids and in place. */
#include <stdio.h>
#include <string.h>

#define N 24
#define REPS 4
static unsigned seed = 73u;
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

__attribute__((noinline)) void stencil7(long n, double *out, const double *in, const double *kx, const double *ky,
                                        const double *kz, double c0) {
  for (long i = 1; i < n - 1; i++)
    for (long j = 1; j < n - 1; j++)
      for (long k = 1; k < n - 1; k++) {
        long p = (i * n + j) * n + k;
        out[p] = c0 * in[p] + kx[p] * (in[p - n * n] + in[p + n * n]) + ky[p] * (in[p - n] + in[p + n]) +
                 kz[p] * (in[p - 1] + in[p + 1]);
      }
}

__attribute__((noinline)) void heat3d(long n, double *out, const double *a, const double *b) {
  for (long i = 1; i < n - 1; i++)
    for (long j = 1; j < n - 1; j++)
      for (long k = 1; k < n - 1; k++)
        out[(i * n + j) * n + k] =
            0.125 * (a[((i + 1) * n + j) * n + k] - 2.0 * a[(i * n + j) * n + k] + a[((i - 1) * n + j) * n + k]) +
            0.125 * (b[(i * n + j + 1) * n + k] - 2.0 * b[(i * n + j) * n + k] + b[(i * n + j - 1) * n + k]) +
            0.125 * (a[(i * n + j) * n + k + 1] - 2.0 * b[(i * n + j) * n + k] + a[(i * n + j) * n + k - 1]) +
            a[(i * n + j) * n + k];
}

int main(void) {
  static double in[N * N * N], kx[N * N * N], ky[N * N * N], kz[N * N * N], out[N * N * N];
  for (int i = 0; i < N * N * N; i++) {
    in[i] = (double)(lcg() % 1000u) / 10.0;
    kx[i] = (double)(lcg() % 100u) / 400.0;
    ky[i] = (double)(lcg() % 100u) / 400.0;
    kz[i] = (double)(lcg() % 100u) / 400.0;
    out[i] = 0.0;
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    stencil7(N, out, in, kx, ky, kz, 0.25);    /* disjoint */
    h += hash(out, N * N * N);
    stencil7(N, in, in, kx, ky, kz, 0.125);    /* in place */
    h = h * 31u ^ hash(in, N * N * N);
    heat3d(N, out, in, ky);                    /* disjoint */
    h += hash(out, N * N * N);
    heat3d(N, in, in, kz);                     /* in place */
    h = h * 33u ^ hash(in, N * N * N);
  }
  printf("stencil3d %08x\n", h);
  return 0;
}
