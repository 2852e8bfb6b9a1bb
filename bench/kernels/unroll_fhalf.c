/* Hoist benchmark kernel (unrolling): if (f(i/2)) break; a[i]++ with f a
 * const function: two consecutive iterations call f with the same argument,
 * so unrolled from an even start the second call and its test fold away. */
#include <stdio.h>

#define N 6000
#define REPS 60
static unsigned seed = 43u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned limit = 0xfff00000u;

__attribute__((const, noinline)) static int f(int x) {
  return (unsigned)x * 2654435761u > 0xfffff000u;
}

__attribute__((noinline)) int call_half(unsigned *a, int n) {
  int i;
  for (i = 0; i < n; i++) {
    if (f(i / 2)) break;
    a[i]++;
  }
  return i;
}

int main(void) {
  static unsigned a[N];
  for (int i = 0; i < N; i++) a[i] = lcg();
  unsigned h = limit;
  for (int r = 0; r < REPS; r++) {
    int n = N - (r % 7);
    h = h * 31u + (unsigned)call_half(a, n) + a[(r * 17) % N];
  }
  for (int i = 0; i < N; i++) h += a[i] * (unsigned)i;
  printf("unroll_fhalf %08x\n", h);
  return 0;
}
