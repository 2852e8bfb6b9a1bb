/* Hoist benchmark kernel: invariant code under conditions inside the loop.
 * The invariant product/quotient is only computed on a data-dependent branch
 * (taken about half the time), and a second kernel tests an invariant flag
 * inside the loop (an unswitching/hoisting candidate). */
#include <stdio.h>

#define N 3000
#define REPS 55
static unsigned seed = 11u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void cond_update(unsigned *out, const unsigned *in, int n, unsigned x, unsigned y, unsigned w) {
  for (int i = 0; i < n; i++) {
    if (in[i] & 1u)
      out[i] = in[i] + x * y + (x + 1000u) / w;   /* w != 0 whenever called */
    else
      out[i] = in[i] >> 1;
  }
}

__attribute__((noinline)) void flag_update(unsigned *a, const unsigned *b, int n, unsigned k, int flag) {
  for (int i = 0; i < n; i++) {
    if (flag) a[i] += b[i] * (k * 3u);
    else a[i] -= b[i] + k / 2u;
  }
}

int main(void) {
  static unsigned a[N + 4], b[N + 4];
  for (int i = 0; i < N + 4; i++) { a[i] = lcg(); b[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    cond_update(b, a, N, (unsigned)r, 13u, 7u);          /* disjoint */
    cond_update(a + 2, a, N, 5u, (unsigned)r, 3u);       /* overlapping */
    flag_update(a, b, N, (unsigned)r, r & 1);            /* disjoint */
    flag_update(b + 1, b, N, 9u, 1);                     /* overlapping */
    h = h * 31u + hash(a, N + 4) + hash(b, N + 4);
  }
  printf("cond_inv %08x\n", h);
  return 0;
}
