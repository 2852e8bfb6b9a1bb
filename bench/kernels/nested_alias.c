/* Hoist benchmark kernel: nested loops whose inner loop stores through a
 * pointer that may alias its loads: a[r][c] += b[c] * w[r] (w[r] is invariant
 * in the inner loop), and a row-wise prefix update that reads a row pointer
 * computed in the outer loop. Called with disjoint and with aliasing arrays. */
#include <stdio.h>

#define ROWS 64
#define COLS 128
#define REPS 20
static unsigned seed = 37u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void rank1(unsigned *a, const unsigned *b, const unsigned *w, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) a[r * cols + c] += b[c] * w[r];
}

__attribute__((noinline)) void row_mix(unsigned *dst, const unsigned *src, const unsigned *k, int rows, int cols) {
  for (int r = 0; r < rows; r++) {
    const unsigned *row = src + r * cols;
    for (int c = 0; c < cols; c++) dst[r * cols + c] = row[c] * *k + (unsigned)r;
  }
}

int main(void) {
  static unsigned a[ROWS * COLS], b[ROWS * COLS], w[ROWS];
  for (int i = 0; i < ROWS * COLS; i++) { a[i] = lcg(); b[i] = lcg(); }
  for (int i = 0; i < ROWS; i++) w[i] = lcg();
  unsigned kk = 3u;
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    rank1(a, b, w, ROWS, COLS);                  /* disjoint */
    rank1(a, a, a + 5 * COLS, ROWS, COLS);       /* b is a's row 0, w is inside row 5 */
    h = h * 31u + hash(a, ROWS * COLS);
    row_mix(b, a, &kk, ROWS, COLS);              /* disjoint */
    row_mix(a, a + 1, &a[3 * COLS], ROWS - 1, COLS);  /* src and *k overlap dst */
    h ^= hash(a, ROWS * COLS) + hash(b, ROWS * COLS);
    kk += 2u;
  }
  printf("nested_alias %08x\n", h);
  return 0;
}
