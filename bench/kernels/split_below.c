/* Hoist benchmark kernel: the seed's copy loop whose body runs only while
 * i < a (loop-iteration-split). The other iterations do nothing, so the
 * loop's bound can be restricted to min(a, n); a is below the start, inside
 * the range and past its end across the calls. */
#include <stdio.h>

#define N 4096
#define REPS 170
static unsigned seed = 23u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void copy_below(long *dst, const long *src, long n, long a) {
  for (long i = 1; i < n; i++)
    if (i < a) dst[i] = src[i];
}

int main(void) {
  static long a[N + 16], d[N + 16];
  for (int i = 0; i < N + 16; i++) a[i] = (long)(lcg() & 0xffffffu);
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    long lim = (long)(r * 37) % (N + 64) - 16;            /* below the start, inside, past the end */
    copy_below(d, a, N, lim);
    h = h * 31u + (unsigned)d[(r * 11) % N] + (unsigned)d[N - 1];
    copy_below(a + 8, a, N, lim);                          /* dst overlaps src */
    h ^= (unsigned)a[(r * 13) % N];
    a[(r * 5) % N] = (long)(lcg() & 0xffffffu);
  }
  printf("split_below %08x\n", h);
  return 0;
}
