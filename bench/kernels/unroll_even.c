/* Hoist benchmark kernel (unrolling): a store on even iterations only
 * (if (i % 2 == 0) a[i]++), and a stride through a constant table indexed by
 * i % 4. Unrolled by a multiple of two (four) from an aligned start, the test
 * and the table index are constants in each copy. */
#include <stdio.h>

#define N 6000
#define REPS 60
static unsigned seed = 37u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static const unsigned coef[4] = {3u, 0xfffffff9u, 11u, 2u};

__attribute__((noinline)) void even_inc(unsigned *a, int n) {
  for (int i = 0; i < n; i++)
    if (i % 2 == 0) a[i]++;
}

__attribute__((noinline)) void mod_table(unsigned *y, const unsigned *x, int n) {
  for (int i = 0; i < n; i++) y[i] = x[i] * coef[i % 4] + y[i];
}

int main(void) {
  static unsigned a[N], x[N], y[N];
  for (int i = 0; i < N; i++) { a[i] = lcg(); x[i] = lcg(); y[i] = lcg(); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int n = N - (r % 5);
    even_inc(a, n);
    mod_table(y, x, n);
    mod_table(y + 1, y, n - 1);               /* overlapping: y[i+1] reads y[i] */
    x[(r * 41) % N] ^= lcg();
    h = h * 31u + a[(r * 13) % N] + y[(r * 7) % N];
  }
  for (int i = 0; i < N; i++) h += y[i] ^ a[i];
  printf("unroll_even %08x\n", h);
  return 0;
}
