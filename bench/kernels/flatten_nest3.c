/* Hoist benchmark kernel: a depth-3 nest over an n x m x c volume,
 * a[(i*m + j)*c + k]: interleaved pixels of c = 3 or 4 channels brightened
 * in place, and a channel-wise blend of two volumes. The innermost loop has
 * 3 or 4 iterations; flattened twice, the volume is one loop of n*m*c
 * iterations. Called on separate and overlapping data. */
#include <stdio.h>

#define CELLS 24000
#define REPS 5
static unsigned seed = 101u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void brighten(int *a, int n, int m, int c, int add) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < c; k++) a[(i * m + j) * c + k] += add;
}

__attribute__((noinline)) void blend(int *out, const int *x, const int *y, int n, int m, int c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < c; k++) out[(i * m + j) * c + k] = (x[(i * m + j) * c + k] * 3 + y[(i * m + j) * c + k]) >> 2;
}

int main(void) {
  static int a[CELLS + 64], b[CELLS + 64], o[CELLS + 64];
  for (int i = 0; i < CELLS + 64; i++) {
    a[i] = (int)(lcg() & 0xfffu);
    b[i] = (int)(lcg() & 0xfffu);
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int c = r % 2 ? 4 : 3, m = 40, n = CELLS / (m * c);
    brighten(a, n, m, c, r + 1);
    h = h * 31u ^ hashi(a, CELLS);
    blend(o, a, b, n, m, c);                  /* separate */
    h = h * 33u ^ hashi(o, CELLS);
    blend(a + c, a, b, n, m - 1, c);          /* one pixel ahead */
    h = h * 33u ^ hashi(a, CELLS);
    brighten(a, n, 0, c, 5);                  /* empty rows */
    brighten(a, n, m, 0, 5);                  /* no channels */
    h += hashi(a, 8);
    for (int i = 0; i < CELLS + 64; i++) a[i] &= 0xfff;
  }
  printf("flatten_nest3 %08x\n", h);
  return 0;
}
