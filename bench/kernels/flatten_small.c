/* Hoist benchmark kernel: 2-D grids with short rows, a[i*m + j] over an
 * n x m grid with m = 3 or 5: a scale-and-offset of floats and an integer
 * copy with a bias. Each row is too short for the vectorizer (it runs the
 * rows' iterations in its scalar remainder); flattened, the grid is one
 * loop of n*m iterations that it runs four at a time. Called on separate
 * data and in place (a == b, and a one row ahead of b). */
#include <stdio.h>
#include <string.h>

#define CELLS 20000
#define REPS 6
static unsigned seed = 91u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) {
    unsigned u;
    memcpy(&u, &a[i], sizeof u);
    h = (h ^ u) * 16777619u;
  }
  return h;
}
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void scale2d(float *a, const float *b, int n, int m, float s, float t) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = b[i * m + j] * s + t;
}

__attribute__((noinline)) void copy2d(int *a, const int *b, int n, int m, int bias) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = b[i * m + j] + bias;
}

int main(void) {
  static float fa[CELLS + 8], fb[CELLS + 8];
  static int ia[CELLS + 8], ib[CELLS + 8];
  for (int i = 0; i < CELLS + 8; i++) {
    fb[i] = (float)(lcg() & 0xffffu) / 256.0f;
    ib[i] = (int)(lcg() & 0xffffu);
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int m = r % 2 ? 5 : 3, n = CELLS / m;
    scale2d(fa, fb, n, m, 0.75f + (float)r, 1.5f);     /* separate */
    h = h * 31u ^ hashf(fa, CELLS);
    scale2d(fb + m, fb, n - 1, m, 0.5f, 0.25f);         /* one row ahead */
    h = h * 31u ^ hashf(fb, CELLS);
    copy2d(ia, ib, n, m, r);                             /* separate */
    h = h * 33u ^ hashi(ia, CELLS);
    copy2d(ib, ib, n, m, 1);                             /* in place */
    h = h * 33u ^ hashi(ib, CELLS);
    scale2d(fa, fb, 0, m, 2.0f, 0.0f);                   /* no rows */
    copy2d(ia, ib, n, 0, 7);                             /* empty rows */
    h += hashi(ia, 16);
    for (int i = 0; i < CELLS + 8; i++) fb[i] = fb[i] > 60000.0f ? fb[i] / 4096.0f : fb[i];
  }
  printf("flatten_small %08x\n", h);
  return 0;
}
