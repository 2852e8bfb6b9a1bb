/* Hoist benchmark kernel: work between the loops of a 2-D nest that is
 * invariant in the outer loop: a quotient x / d computed for each row
 * behind the inner loop's guard (d may be zero when no row is ever
 * entered, so it cannot be computed before the guard), and a per-row
 * factor loaded from a table the loops do not write. LLVM's LoopFlatten
 * leaves the first nest (the division may trap); Hoist moves the division
 * to the flattened loop's preheader first.
 * Called on separate and overlapping data. */
#include <stdio.h>

#define CELLS 24000
#define REPS 6
static unsigned seed = 103u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void rescale(int *a, const int *b, int n, int m, int x, int d) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i * m + j] = b[i * m + j] * (x / d);
}

__attribute__((noinline)) void lookup(int *a, const int *b, const int *restrict tab, int n, int m, int sel) {
  for (int i = 0; i < n; i++) {
    int f = tab[sel & 7] * 3;
    for (int j = 0; j < m; j++) a[i * m + j] = (b[i * m + j] >> 2) + f;
  }
}

int main(void) {
  static int a[CELLS + 16], b[CELLS + 16];
  int tab[8];
  for (int i = 0; i < 8; i++) tab[i] = (int)(lcg() & 0xffu);
  for (int i = 0; i < CELLS + 16; i++) b[i] = (int)(lcg() & 0xfffu);
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int m = 4 + r, n = CELLS / m;
    rescale(a, b, n, m, 1000 + r, 250);       /* separate */
    h = h * 31u ^ hashi(a, CELLS);
    rescale(a, b, 0, m, 7, 0);                /* no rows: x / 0 never runs */
    rescale(a, b, n, 0, 7, 0);                /* empty rows: nor here */
    lookup(a, b, tab, n, m, r);               /* separate */
    h = h * 33u ^ hashi(a, CELLS);
    lookup(b + m, b, tab, n - 1, m, r + 3);   /* one row ahead */
    h = h * 33u ^ hashi(b, CELLS);
    for (int i = 0; i < CELLS + 16; i++) b[i] &= 0xfff;
  }
  printf("flatten_inv %08x\n", h);
  return 0;
}
