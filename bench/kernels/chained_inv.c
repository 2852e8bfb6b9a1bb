/* Hoist benchmark kernel: chained loop invariants (a = x+10; b = a*2; c = b+off)
 * computed inside the loop body, in an int kernel and a longer unsigned chain
 * (mul/xor/shift). LICM must hoist the chain in dependency order. The output
 * and input pointers are called both disjoint and overlapping. */
#include <stdio.h>

#define N 2000
#define REPS 60
static unsigned seed = 1u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void chain(unsigned *out, const unsigned *in, int n, int x, int off) {
  for (int i = 0; i < n; i++) {
    int a = x + 10;
    int b = a * 2;
    int c = b + off;
    out[i] = in[i] * (unsigned)c + (unsigned)a;
  }
}

__attribute__((noinline)) void chain_long(unsigned *out, const unsigned *in, int n, unsigned x, unsigned y) {
  for (int i = 0; i < n; i++) {
    unsigned t1 = x * 2654435761u;
    unsigned t2 = t1 ^ (y >> 3);
    unsigned t3 = (t2 << 5) + t1;
    unsigned t4 = t3 * t3 + y;
    out[i] = (in[i] ^ t4) + t2;
  }
}

int main(void) {
  static unsigned a[N + 1], b[N + 1];
  for (int i = 0; i <= N; i++) { a[i] = lcg() & 0xffff; b[i] = lcg() & 0xffff; }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    chain(b, a, N, r % 50, 7);              /* disjoint */
    h += hash(b, N);
    chain(a + 1, a, N, 3, r & 15);          /* out overlaps in: a loop-carried recurrence */
    h ^= hash(a, N + 1);
    chain_long(b, a, N, (unsigned)r, 99u);  /* disjoint */
    chain_long(a, a, N, 17u, (unsigned)r);  /* out == in */
    h = h * 31u + hash(a, N) + hash(b, N);
  }
  printf("chained_inv %08x\n", h);
  return 0;
}
