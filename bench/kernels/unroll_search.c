/* Hoist benchmark kernel (unrolling): a search loop with two data-dependent
 * exits besides its count (found, or out of range), and one bounded by two
 * counts (i < n && i < m). Unrolled at run time with an epilogue, the main loop
 * keeps the data tests and drops the counted ones. */
#include <stdio.h>

#define N 8000
#define REPS 60
static unsigned seed = 53u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) int search2(const unsigned *a, int n, unsigned key, unsigned limit) {
  for (int i = 0; i < n; i++) {
    if (a[i] == key) return i;
    if (a[i] > limit) return -1 - i;
  }
  return n;
}

__attribute__((noinline)) unsigned sum_two_bounds(const unsigned *a, int n, int m) {
  unsigned s = 0;
  for (int i = 0; i < n && i < m; i++) s += a[i] ^ (unsigned)i;
  return s;
}

int main(void) {
  static unsigned a[N];
  for (int i = 0; i < N; i++) a[i] = lcg() & 0xffffffu;
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    unsigned key = a[(r * 97 + N / 2) % N];
    h = h * 31u + (unsigned)search2(a, N - (r % 3), key, 0xfffff0u + (unsigned)r);
    h += sum_two_bounds(a, N - (r % 4), N - 1 - (r % 7));
    a[(r * 31) % N] = lcg() & 0xffffffu;
  }
  printf("unroll_search %08x\n", h);
  return 0;
}
