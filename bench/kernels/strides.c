/* Hoist benchmark kernel: strided loops: step 2, step 3, a negative stride
 * and a down-counting stride-4 loop, each with an invariant subexpression.
 * Source and destination overlap in the second call of each kernel. */
#include <stdio.h>

#define N 6000
#define REPS 34
static unsigned seed = 23u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void step2(unsigned *a, const unsigned *b, int n, unsigned k, unsigned c) {
  for (int i = 0; i < n; i += 2) a[i] = b[i] * (k + 1u) + (c << 2);
}

__attribute__((noinline)) void step3(unsigned *a, const unsigned *b, int n, unsigned k) {
  for (int i = 1; i < n; i += 3) a[i] += b[i - 1] ^ (k * k);
}

__attribute__((noinline)) void backwards(unsigned *a, const unsigned *b, int n, unsigned k) {
  for (int i = n - 1; i >= 0; i--) a[i] = b[i] + (k >> 1) * 5u;
}

__attribute__((noinline)) void down4(unsigned *a, const unsigned *b, int n, unsigned k) {
  for (int i = n - 1; i >= 3; i -= 4) a[i - 3] = b[i] - k * 7u;
}

int main(void) {
  static unsigned a[N + 4], b[N + 4];
  for (int i = 0; i < N + 4; i++) { a[i] = lcg(); b[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    unsigned k = (unsigned)r;
    step2(a, b, N, k, 3u);  step2(a + 1, a, N, k, 5u);
    step3(a, b, N, k);      step3(b + 2, b, N, k + 1u);
    backwards(a, b, N, k);  backwards(a + 1, a, N, 9u);
    down4(b, a, N, k);      down4(a, a + 2, N, k);
    h = h * 31u + hash(a, N + 4) + hash(b, N + 4);
  }
  printf("strides %08x\n", h);
  return 0;
}
