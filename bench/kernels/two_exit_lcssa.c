/* Hoist benchmark kernel: a loop with two exits and values live out of both
 * (early-exit vectorization). scan computes x = a[i] * 3 + (i & 7) and leaves
 * when x exceeds lim, returning the position and storing x; when no element
 * does, it returns -1 - n and stores the last x. The exceeding element sits at
 * every position of the first 40, near the end, and nowhere. */
#include <stdio.h>

#define M 2048
#define REPS 8
static unsigned seed = 31u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) int scan(const int a[static M], int n, int lim, int *out) {
  int i, x = -7;
  for (i = 0; i < n; i++) {
    x = a[i] * 3 + (i & 7);
    if (x > lim) {
      *out = x;
      return i;
    }
  }
  *out = x;
  return -1 - i;
}

int main(void) {
  static int a[M + 8];
  unsigned h = 0;
  int x = 0;
  for (int i = 0; i < M + 8; i++) a[i] = (int)(lcg() % 100000u);
  for (int r = 0; r < REPS; r++) {
    for (int p = 0; p < 48; p++) {
      int pos = p < 40 ? p : M - 48 + p;
      int old = a[pos];
      a[pos] = 1000000 + r;
      h = h * 31u + (unsigned)scan(a, M, 2000000, &x) + (unsigned)x;
      h = h * 31u + (unsigned)scan(a, M, 3000000, &x) + (unsigned)x;
      h = h * 31u + (unsigned)scan(a, pos, 3000000, &x) + (unsigned)x;
      h = h * 31u + (unsigned)scan(a, p & 3, 3000000, &x) + (unsigned)x;
      a[pos] = old;
      h = h * 31u + (unsigned)scan(a, M, 299990 + p, &x) + (unsigned)x;
    }
    h = h * 31u + (unsigned)scan(a, M + 8, 3000000, &x) + (unsigned)x;
    a[(r * 41) % M] = (int)(lcg() % 100000u);
  }
  printf("two_exit_lcssa %08x\n", h);
  return 0;
}
