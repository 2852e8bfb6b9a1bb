/* Hoist benchmark kernel: 2-D stencils over many arrays (row-major, m columns):
 * a five-array weighted stencil and a hotspot-like update reading temperature,
 * power and two conductance arrays. Every array may overlap the output: called
 * on separate arrays and in place. */
#include <stdio.h>
#include <string.h>

#define N 96
#define M 128
#define REPS 5
static unsigned seed = 71u;
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

__attribute__((noinline)) void stencil5(int n, int m, double *out, const double *a, const double *b,
                                        const double *c, const double *d, const double *e, double k0,
                                        double k1, double k2) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i * m + j] = k0 * a[i * m + j] + k1 * (b[(i - 1) * m + j] + b[(i + 1) * m + j]) +
                       k2 * (c[i * m + j - 1] + c[i * m + j + 1]) + d[i * m + j] * e[i * m + j];
}

__attribute__((noinline)) void hotspot(int n, int m, double *res, const double *temp, const double *power,
                                       const double *cx, const double *cy, double step, double amb) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++) {
      int p = i * m + j;
      res[p] = temp[p] + step * (power[p] + (temp[p + m] + temp[p - m] - 2.0 * temp[p]) * cy[p] +
                                 (temp[p + 1] + temp[p - 1] - 2.0 * temp[p]) * cx[p] + (amb - temp[p]) * 0.001);
    }
}

int main(void) {
  static double a[N * M], b[N * M], c[N * M], d[N * M], e[N * M], out[N * M];
  for (int i = 0; i < N * M; i++) {
    a[i] = (double)(lcg() % 1000u) / 10.0;
    b[i] = (double)(lcg() % 1000u) / 10.0;
    c[i] = (double)(lcg() % 1000u) / 10.0;
    d[i] = (double)(lcg() % 100u) / 100.0;
    e[i] = (double)(lcg() % 100u) / 100.0;
    out[i] = 0.0;
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    stencil5(N, M, out, a, b, c, d, e, 0.5, 0.125, 0.125);      /* disjoint */
    h += hash(out, N * M);
    stencil5(N, M, b, a, b, c, d, e, 0.25, 0.25, 0.125);        /* out is b: reads rows it wrote */
    h = h * 31u ^ hash(b, N * M);
    hotspot(N, M, out, a, b, d, e, 0.5, 80.0);                  /* disjoint */
    h += hash(out, N * M);
    hotspot(N, M, a, a, b, d, e, 0.25, 80.0);                   /* in place */
    h = h * 33u ^ hash(a, N * M);
  }
  printf("stencil2d %08x\n", h);
  return 0;
}
