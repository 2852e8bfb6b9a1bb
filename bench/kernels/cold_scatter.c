/* Hoist benchmark kernel (cold path, for profile-guided loop sinking): a
 * histogram update on a branch taken about once in 512 inner iterations. Its
 * bucket base mixes the row number with a stride, so it is invariant only in
 * the inner loop: LICM leaves it in the inner preheader (once per row) and
 * loop-sink should move it back into the rare block. The histogram is called
 * separate from the input and as the input itself (hist == a: the updates
 * change values read later), so the stores really may alias the loads. */
#include <stdio.h>

#define ROWS 20000
#define COLS 12
#define REPS 2
static unsigned seed = 97u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) unsigned cold_scatter(unsigned *hist, const unsigned *a, int rows, int cols, int stride) {
  unsigned total = 0;
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int c = 0; c < cols; c++) {
      unsigned v = a[r * cols + c];
      if ((v & 511u) == 0) {
        unsigned base = ((unsigned)(r * stride) * 40503u) ^ ((unsigned)r >> 2); /* inner-invariant, cold */
        hist[(base + (v >> 20)) & 4095u] += v | 1u;
      } else {
        s += v >> 3;
      }
    }
    total += s;
  }
  return total;
}

int main(void) {
  static unsigned a[ROWS * COLS], hist[4096];
  for (int i = 0; i < ROWS * COLS; i++) a[i] = lcg();
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    h ^= cold_scatter(hist, a, ROWS, COLS, 7 + r);      /* separate histogram */
    h = h * 31u + hash(hist, 4096);
    h ^= cold_scatter(a, a, ROWS, COLS, 13);            /* the histogram is the input */
    h = h * 31u + hash(a, ROWS * COLS);
  }
  printf("cold_scatter %08x\n", h);
  return 0;
}
