/* Hoist benchmark kernel: a three-deep loop nest with invariants at each
 * level: ix is invariant in all three loops, jx in the j and k loops, kx in
 * the k loop. The source array may alias the destination (called both ways). */
#include <stdio.h>

#define N1 16
#define N2 32
#define N3 64
#define REPS 7
static unsigned seed = 7u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void nest3(unsigned *a, const unsigned *b, int n1, int n2, int n3, unsigned x, unsigned y) {
  for (int i = 0; i < n1; i++)
    for (int j = 0; j < n2; j++)
      for (int k = 0; k < n3; k++) {
        unsigned ix = x * 3u + y;               /* invariant in all loops */
        unsigned jx = (unsigned)i * x + ix;      /* invariant in the j and k loops */
        unsigned kx = (unsigned)j * y + jx;      /* invariant in the k loop */
        a[(i * n2 + j) * n3 + k] += b[k] * kx + ix;
      }
}

int main(void) {
  static unsigned a[N1 * N2 * N3], b[N1 * N2 * N3];
  for (int i = 0; i < N1 * N2 * N3; i++) { a[i] = lcg(); b[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    nest3(a, b, N1, N2, N3, (unsigned)r, 5u);       /* disjoint */
    h += hash(a, N1 * N2 * N3);
    nest3(a, a + 7, N1, N2, N3, 3u, (unsigned)r);   /* b reads a's first row, which is being updated */
    h = h * 33u ^ hash(a, N1 * N2 * N3);
  }
  printf("nest3 %08x\n", h);
  return 0;
}
