/* Hoist benchmark kernel (cold path, for profile-guided loop sinking): the
 * inner loop contains a hash of the row number that is used only on a branch
 * taken about once in 1024 iterations. The hash depends on the outer loop, so
 * LICM can take it only as far as the inner preheader, which runs once per
 * row; with 16 columns the cold block runs about 64 times less often than
 * that, and loop-sink should move the hash back. (The division keeps the rare
 * path a real branch at llc -O2, rather than a select that computes both
 * sides.) The row sums are stored to out, which is called disjoint and inside
 * the input. */
#include <stdio.h>

#define ROWS 24000
#define COLS 16
#define REPS 2
static unsigned seed = 71u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void cold_rowhash(unsigned *out, const unsigned *a, int rows, int cols, unsigned x) {
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int c = 0; c < cols; c++) {
      unsigned v = a[r * cols + c];
      if ((v & 1023u) == 0) {
        unsigned h = ((unsigned)r * 2654435761u) ^ x; /* invariant in the inner loop, cold */
        h = (h ^ (h >> 15)) * 2246822519u;
        h = (h ^ (h >> 13)) * 3266489917u;
        s += (h ^ (h >> 16)) / (v | 1u); /* a division keeps the rare path a branch */
      } else {
        s += v >> 4;
      }
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
    cold_rowhash(out, a, ROWS, COLS, 12345u + (unsigned)r);          /* disjoint */
    h = h * 31u + hash(out, ROWS);
    cold_rowhash(a + ROWS * COLS / 2, a, ROWS, COLS, 777u);   /* row sums overwrite rows read later */
    h ^= hash(a, ROWS * COLS);
  }
  printf("cold_rowhash %08x hits %u\n", h, hits);
  return 0;
}
