/* Hoist benchmark kernel: global variables accumulated in loops, candidates
 * for scalar promotion (load before the loop, register inside, store after).
 * accum_out() also stores through a pointer that may alias the accumulator
 * (it lives in a global pool that out can point into), which blocks plain
 * promotion; it is called both with out elsewhere and over the accumulator. */
#include <stdio.h>

#define N 4000
#define REPS 60
static unsigned seed = 17u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

unsigned g_sum, g_count;
int g_max;
unsigned g_pool[2 * N];
#define G_ACC g_pool[N]

__attribute__((noinline)) void accum(const int *a, int n) {
  for (int i = 0; i < n; i++) {
    g_sum += (unsigned)a[i];
    if (a[i] > g_max) g_max = a[i];
    g_count++;
  }
}

__attribute__((noinline)) void accum_out(unsigned *out, const unsigned *a, int n) {
  for (int i = 0; i < n; i++) {
    G_ACC += a[i];
    out[i] = G_ACC ^ (unsigned)i;
  }
}

int main(void) {
  static int a[N];
  static unsigned u[N], other[N];
  for (int i = 0; i < N; i++) { a[i] = (int)(lcg() % 100000); u[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    accum(a, N - r);
    accum_out(other, u, N);                 /* out disjoint from the accumulator */
    h += hash(other, N);
    accum_out(&g_pool[N - 100], u, 200);    /* out[100] is the accumulator itself */
    h = h * 31u + hash(g_pool, 2 * N) + g_sum + g_count + (unsigned)g_max;
  }
  printf("global_accum %08x\n", h);
  return 0;
}
