/* Hoist benchmark kernel: a loop whose store is guarded by i != k, with a sum
 * used after the loop (loop-iteration-split makes loops for i < k, i == k and
 * i > k without the test); k is before the start, inside the range and past
 * its end across the calls. */
#include <stdio.h>

#define N 4096
#define REPS 110
static unsigned seed = 29u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) unsigned skip_one(unsigned *dst, const unsigned *src, int n, int k) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) {
    if (i != k) dst[i] = src[i] * 3u + 1u;
    s += dst[i];
  }
  return s;
}

int main(void) {
  static unsigned u[N + 16], v[N + 16];
  for (int i = 0; i < N + 16; i++) u[i] = lcg();
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int k = (r * 53) % (N + 32) - 8;                       /* before the start, inside, past the end */
    h += skip_one(v, u, N, k);
    h ^= skip_one(v + 1, v, N - 1, k) * 3u;                /* dst overlaps src */
    u[(r * 7) % N] = lcg();
  }
  printf("split_skip %08x\n", h);
  return 0;
}
