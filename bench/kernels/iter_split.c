/* Hoist benchmark kernel: conditions monotonic in the induction variable
 * (loop-iteration-split). A copy loop whose body runs only while i < a (the
 * other iterations do nothing: the loop's bound can be restricted), and a
 * loop whose body is guarded by i != k (split into loops without the test). */
#include <stdio.h>

#define N 4096
#define REPS 200
static unsigned seed = 23u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void copy_below(long *dst, const long *src, long n, long a) {
  for (long i = 1; i < n; i++)
    if (i < a) dst[i] = src[i];
}

__attribute__((noinline)) unsigned skip_one(unsigned *dst, const unsigned *src, int n, int k) {
  unsigned s = 0;
  for (int i = 0; i < n; i++) {
    if (i != k) dst[i] = src[i] * 3u + 1u;
    s += dst[i];
  }
  return s;
}

int main(void) {
  static long a[N + 16], d[N + 16];
  static unsigned u[N + 16], v[N + 16];
  for (int i = 0; i < N + 16; i++) {
    a[i] = (long)(lcg() & 0xffffffu);
    u[i] = lcg();
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    long lim = (long)(r * 37) % (N + 64) - 16;            /* below the start, inside, past the end */
    copy_below(d, a, N, lim);
    h = h * 31u + (unsigned)d[(r * 11) % N] + (unsigned)d[N - 1];
    int k = (r * 53) % (N + 32) - 8;                       /* before the start, inside, past the end */
    h += skip_one(v, u, N, k);
    h ^= skip_one(v + 1, v, N - 1, k) * 3u;                /* dst overlaps src */
    a[(r * 5) % N] = (long)(lcg() & 0xffffffu);
    u[(r * 7) % N] = lcg();
  }
  printf("iter_split %08x\n", h);
  return 0;
}
