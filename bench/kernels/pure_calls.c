/* Hoist benchmark kernel: calls to const and pure functions and sqrt inside
 * loops. mix() is __attribute__((const)) (hoistable anywhere), lookup() is
 * __attribute__((pure)) and reads a table that the loop's stores may alias,
 * and sqrt(s) is invariant (build with -fno-math-errno so it is llvm.sqrt). */
#include <math.h>
#include <stdio.h>

#define N 2000
#define REPS 40
static unsigned seed = 13u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

__attribute__((const, noinline)) unsigned mix(unsigned x) {
  x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; x ^= x >> 16;
  return x;
}

__attribute__((pure, noinline)) unsigned lookup(const unsigned *t, int k) { return t[k] * 3u + t[k + 1]; }

__attribute__((noinline)) void with_const(unsigned *out, const unsigned *in, int n, unsigned k) {
  for (int i = 0; i < n; i++) out[i] = in[i] + mix(k);
}

__attribute__((noinline)) void with_pure(unsigned *out, const unsigned *in, const unsigned *table, int n, int k) {
  for (int i = 0; i < n; i++) out[i] = in[i] ^ lookup(table, k);
}

__attribute__((noinline)) void with_sqrt(double *out, const double *in, double s, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * sqrt(s) + fabs(in[i] - 10.0);
}

int main(void) {
  static unsigned a[N], b[N], tab[64];
  static double da[N], db[N];
  for (int i = 0; i < N; i++) { a[i] = lcg(); b[i] = lcg(); da[i] = (double)(lcg() % 100); }
  for (int i = 0; i < 64; i++) tab[i] = lcg();
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    with_const(b, a, N, (unsigned)r);          /* disjoint */
    with_const(a + 1, a, N - 1, 77u);          /* overlapping */
    with_pure(b, a, tab, N, r % 60);           /* table disjoint from out */
    with_pure(a, b, a, N, 100 + r % 50);       /* the table is out itself: the loaded value changes */
    with_sqrt(db, da, 2.0 + r, N);             /* disjoint */
    with_sqrt(da + 1, da, 3.0, N - 1);         /* overlapping */
    for (int i = 0; i < N; i++) if (da[i] > 1e6) da[i] = 1.0;
    h = h * 31u + hash(a, N) + hash(b, N) + (unsigned)(long long)(db[N - 1] + da[N / 2]);
  }
  printf("pure_calls %08x\n", h);
  return 0;
}
