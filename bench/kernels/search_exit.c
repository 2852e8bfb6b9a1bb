/* Hoist benchmark kernel: multiple-exit loops. A search loop with two breaks
 * and an invariant key transform, and a copy loop that stops at a sentinel
 * read through a pointer (*stop) that may alias the destination. */
#include <stdio.h>

#define N 4096
#define REPS 100
static unsigned seed = 19u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) int find(const unsigned *a, int n, unsigned key, unsigned mask, unsigned limit) {
  int i;
  for (i = 0; i < n; i++) {
    unsigned k2 = (key ^ mask) & 0xfffu;
    if ((a[i] & 0xfffu) == k2) break;
    if (a[i] > limit * 16u + 0xff000000u) { i = -1 - i; break; }
  }
  return i;
}

__attribute__((noinline)) int copy_until(unsigned *dst, const unsigned *src, int n, const unsigned *stop) {
  int i = 0;
  while (i < n) {
    if (src[i] == *stop) return i;
    dst[i] = src[i] + 1u;
    i++;
  }
  return -1;
}

int main(void) {
  static unsigned a[N + 16], d[N + 16];
  for (int i = 0; i < N + 16; i++) a[i] = lcg() & 0xffffffu;
  a[N / 3] |= 0xff800000u;
  unsigned h = 0, stopv = 0;
  for (int r = 0; r < REPS; r++) {
    h = h * 31u + (unsigned)find(a, N, (unsigned)r * 2654435761u, 0x5au, (unsigned)r);
    stopv = a[(r * 7) % N];
    h += (unsigned)copy_until(d, a, N, &stopv);              /* disjoint */
    d[40] = a[(r * 13) % N];
    h ^= (unsigned)copy_until(d, a, N, &d[40]) * 3u;         /* stop aliases dst[40] */
    h += (unsigned)copy_until(a + 8, a, N, &a[N + 15]);     /* dst overlaps src */
    a[(r * 5) % N] = lcg() & 0xffffffu;
  }
  printf("search_exit %08x\n", h);
  return 0;
}
