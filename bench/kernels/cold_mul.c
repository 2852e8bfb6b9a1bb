/* Hoist benchmark kernels (cold path, for profile-guided loop sinking): an
 * invariant multiply chain plus a call to a const function, and an invariant
 * sqrt, each used only when an element exceeds a threshold that about one in
 * 1000 elements pass (decided by the data). The aliasing calls write the
 * outputs over the inputs. */
#include <math.h>
#include <stdio.h>

#define ROWS 750
#define COLS 80
#define REPS 2
#define THRESH 16760000u   /* lcg() yields 24 bits: about 1 in 1000 values exceed this */
static unsigned seed = 61u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((const, noinline)) unsigned scramble(unsigned x) { return (x ^ (x >> 13)) * 0x5bd1e995u; }

__attribute__((noinline)) void cold_mul(unsigned *out, const unsigned *a, int rows, int cols, unsigned x, unsigned y) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      unsigned v = a[r * cols + c];
      out[r * cols + c] = v > THRESH ? (x * y) * (x + y) + scramble(x) : v & 0xfffu;
    }
}

__attribute__((noinline)) void cold_sqrt(double *out, const double *a, int rows, int cols, double s) {
  for (int r = 0; r < rows; r++) {
    double acc = 0;
    for (int c = 0; c < cols; c++) {
      double v = a[r * cols + c];
      if (v > (double)THRESH) acc += sqrt(s) * 3.0;
      else acc += floor(v / 1048576.0);
    }
    out[r] = acc;
  }
}

int main(void) {
  static unsigned a[ROWS * COLS], b[ROWS * COLS];
  static double d[ROWS + COLS], da[ROWS * COLS];
  for (int i = 0; i < ROWS * COLS; i++) { a[i] = lcg(); da[i] = (double)a[i]; }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    cold_mul(b, a, ROWS, COLS, 5u + (unsigned)r, 9u);        /* disjoint */
    h = h * 31u + hash(b, ROWS * COLS);
    cold_mul(b, b + 1, ROWS, COLS - 1, 7u, (unsigned)r);     /* overlapping */
    h ^= hash(b, ROWS * COLS);
    cold_sqrt(d, da, ROWS, COLS, 2.0 + r);                   /* disjoint */
    double t = 0;
    for (int i = 0; i < ROWS; i++) t += d[i];
    cold_sqrt(da + ROWS * COLS / 2, da, ROWS, COLS, 5.0);    /* row sums overwrite rows read later */
    for (int i = 0; i < ROWS; i++) t += da[ROWS * COLS / 2 + i];
    h += (unsigned)(long long)(t * 1024.0);
  }
  printf("cold_mul %08x\n", h);
  return 0;
}
