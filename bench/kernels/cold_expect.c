/* Hoist benchmark kernel (cold path marked by the programmer, no profile):
 * the inner loop has a branch that __builtin_expect says is rarely taken (it
 * is taken about once in 1024 iterations), whose work mixes the row number
 * into a hash: invariant in the inner loop only. LICM hoists that work into
 * the inner preheader, which runs once per row; with 16 columns the cold
 * block runs about 64 times less often, and loop-sink, reading the weights
 * llvm.expect stands for, should move the hash back. (Not also
 * __builtin_expect_with_probability: llc 14 cannot select the intrinsic it
 * becomes, so the unoptimized column could not be built. The division keeps
 * the rare path a real branch at llc -O2.) The row sums are stored to out,
 * which is called disjoint and inside the input. */
#include <stdio.h>

#define ROWS 6500
#define COLS 16
#define REPS 2
static unsigned seed = 97u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void cold_expect(unsigned *out, const unsigned *a, int rows, int cols, unsigned x) {
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int c = 0; c < cols; c++) {
      unsigned v = a[r * cols + c];
      if (__builtin_expect((v & 1023u) == 0, 0)) {
        unsigned h = ((unsigned)r * 2654435761u) ^ x; /* invariant in the inner loop, cold */
        h = (h ^ (h >> 15)) * 2246822519u;
        h = (h ^ (h >> 13)) * 3266489917u;
        h = (h ^ (h >> 16)) * 668265263u;
        h = (h ^ (h >> 17)) * 374761393u;
        s += (h ^ (h >> 11)) / (v | 1u);
      } else {
        s += v >> 4;
      }
    }
    out[r] = s;
  }
}

int main(void) {
  static unsigned a[ROWS * COLS], out[ROWS];
  unsigned h = 0, hits = 0;
  for (int i = 0; i < ROWS * COLS; i++) {
    a[i] = lcg();
    hits += (a[i] & 1023u) == 0;
  }
  for (int r = 0; r < REPS; r++) {
    cold_expect(out, a, ROWS, COLS, 12345u + (unsigned)r);        /* disjoint */
    h = h * 31u + hash(out, ROWS);
    cold_expect(a + ROWS * COLS / 2, a, ROWS, COLS, 777u);        /* row sums overwrite rows read later */
    h ^= hash(a, ROWS * COLS);
  }
  printf("cold_expect %08x hits %u\n", h, hits);
  return 0;
}
