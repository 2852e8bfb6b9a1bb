/* Hoist benchmark kernel: possibly trapping invariant division and
 * remainder. The divisor is a parameter that is zero only in calls where the
 * loop runs zero times, so hoisting the division out of the loop without a
 * guard would trap: LICM must only hoist it into a guarded preheader. */
#include <stdio.h>

#define N 2500
#define REPS 60
static unsigned seed = 3u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void div_add(unsigned *a, const unsigned *b, int n, unsigned num, unsigned d) {
  for (int i = 0; i < n; i++) a[i] = b[i] + num / d + (unsigned)i;
}

__attribute__((noinline)) void sdiv_mod(int *a, const int *b, int n, int num, int d) {
  for (int i = 0; i < n; i++) a[i] = (b[i] % 1000) + num / d - num % d; /* |num| < 2^30, d != -1 */
}

int main(void) {
  static unsigned a[N + 8], b[N + 8];
  static int sa[N + 8], sb[N + 8];
  for (int i = 0; i < N + 8; i++) { a[i] = lcg(); b[i] = lcg(); sb[i] = (int)(lcg() & 0xfffff) - 0x80000; }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    div_add(a, b, 0, 1u, 0u);                       /* zero trip count with a zero divisor */
    div_add(a, b, N, 1000000u + (unsigned)r, 7u + (unsigned)(r & 3));  /* disjoint */
    div_add(a + 1, a, N, 12345u, 3u);               /* overlapping */
    sdiv_mod(sa, sb, 0, 5, 0);                      /* zero trip count with a zero divisor */
    sdiv_mod(sa, sb, N, -100000 - r, 9);            /* disjoint */
    sdiv_mod(sb + 3, sb, N, r * 1000, -7);          /* overlapping */
    h = h * 31u + hash(a, N + 8) + hash((const unsigned *)sa, N + 8) + hash((const unsigned *)sb, N + 8);
  }
  printf("trap_div %08x\n", h);
  return 0;
}
