/* Hoist benchmark kernel (cold path, for profile-guided loop sinking): the
 * inner loop contains an invariant multiply/divide/remainder that is used only
 * on a branch taken about once in 1024 iterations (decided by the data). LICM
 * hoists it to the inner preheader, which runs far more often than the cold
 * block; with profile data loop-sink should move it back. The row sums are
 * stored to out, which is called disjoint and inside the input. */
#include <stdio.h>

#define ROWS 2000
#define COLS 64
#define REPS 2
static unsigned seed = 53u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void cold_div(unsigned *out, const unsigned *a, int rows, int cols, unsigned x, unsigned d) {
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int c = 0; c < cols; c++) {
      unsigned v = a[r * cols + c];
      if ((v & 1023u) == 0)
        s += (x * 2654435761u) / d + x % d;   /* invariant, cold */
      else
        s += v >> 4;
    }
    out[r] = s;
  }
}

int main(void) {
  static unsigned a[ROWS * COLS], out[ROWS];
  for (int i = 0; i < ROWS * COLS; i++) a[i] = lcg();
  unsigned h = 0, hits = 0;
  for (int i = 0; i < ROWS * COLS; i++) hits += (a[i] & 1023u) == 0;
  for (int r = 0; r < REPS; r++) {
    cold_div(out, a, ROWS, COLS, 1000u + (unsigned)r, 7u + (unsigned)r);          /* disjoint */
    h = h * 31u + hash(out, ROWS);
    cold_div(a + ROWS * COLS / 2, a, ROWS, COLS, 99u, 3u);   /* row sums overwrite rows read later */
    h ^= hash(a, ROWS * COLS);
  }
  printf("cold_div %08x hits %u\n", h, hits);
  return 0;
}
