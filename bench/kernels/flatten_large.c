/* Hoist benchmark kernel: 2-D grids with long rows, a[i*m + j] over an
 * n x m grid with m = 1000 or 997: the same scale-and-offset and copy as
 * flatten_small. The vectorizer runs each row four at a time anyway;
 * flattened, the grid is one loop, so the vector loop's setup, its runtime
 * overlap checks and its scalar remainder come once per grid instead of once
 * per row. Called on separate data and in place. (Not one row ahead, as
 * flatten_small is: there each row of the nest is apart from the row it
 * reads, and the vectorizer's per-row overlap check passes, while the
 * flattened loop's whole ranges overlap, so it runs scalar.) */
#include <stdio.h>
#include <string.h>

#define CELLS 20000
#define REPS 6
static unsigned seed = 97u;
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
  static float fa[CELLS + 1000], fb[CELLS + 1000];
  static int ia[CELLS + 1000], ib[CELLS + 1000];
  for (int i = 0; i < CELLS + 1000; i++) {
    fb[i] = (float)(lcg() & 0xffffu) / 256.0f;
    ib[i] = (int)(lcg() & 0xffffu);
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int m = r % 2 ? 997 : 1000, n = CELLS / m;
    scale2d(fa, fb, n, m, 0.75f + (float)r, 1.5f);     /* separate */
    h = h * 31u ^ hashf(fa, CELLS);
    scale2d(fb, fb, n, m, 0.5f, 0.25f);                 /* in place */
    h = h * 31u ^ hashf(fb, CELLS);
    copy2d(ia, ib, n, m, r);                             /* separate */
    h = h * 33u ^ hashi(ia, CELLS);
    copy2d(ib, ib, n, m, 1);                             /* in place */
    h = h * 33u ^ hashi(ib, CELLS);
    copy2d(ia, ib, n, 0, 7);                             /* empty rows */
    h += hashi(ia, 16);
    for (int i = 0; i < CELLS + 1000; i++) fb[i] = fb[i] > 60000.0f ? fb[i] / 4096.0f : fb[i];
  }
  printf("flatten_large %08x\n", h);
  return 0;
}
