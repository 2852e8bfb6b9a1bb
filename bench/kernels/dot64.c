/* Hoist benchmark kernel: 64-bit integer dot products: a signed one with
 * bounded values (no overflow) and an unsigned one over full-range values
 * (wrapping). SSE2 has no 64-bit vector multiply, so vectorizing these at
 * width 2 costs more than the scalar loop. */
#include <stdio.h>

#define N 4000
#define REPS 160
static unsigned seed = 89u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) long long dot64(int n, const long long *a, const long long *b) {
  long long s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

__attribute__((noinline)) unsigned long long dotu64(int n, const unsigned long long *a, const unsigned long long *b) {
  unsigned long long s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

int main(void) {
  static long long a[N], b[N];
  static unsigned long long ua[N], ub[N];
  for (int i = 0; i < N; i++) {
    a[i] = (long long)(lcg() & 0xfffffu) - 0x80000;
    b[i] = (long long)(lcg() & 0xfffffu) - 0x80000;
    ua[i] = (unsigned long long)lcg() << 40 ^ lcg();
    ub[i] = (unsigned long long)lcg() << 40 ^ lcg();
  }
  unsigned long long h = 0;
  for (int r = 0; r < REPS; r++) {
    h = h * 31u + (unsigned long long)dot64(N - r, a, b);
    h ^= dotu64(N - r, ua, ub);
    a[r] += 1;
    ub[r] ^= h;
  }
  printf("dot64 %016llx\n", h);
  return 0;
}
