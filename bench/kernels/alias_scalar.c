/* Hoist benchmark kernel: an invariant load through a pointer that may alias
 * the stored array, a[i] = *b + i. Plain LICM cannot hoist *b; LICM loop
 * versioning can, behind a runtime no-overlap check. Called with b outside a
 * and with b pointing into a (the safe path must then see the updated value). */
#include <stdio.h>

#define N 4000
#define REPS 50
static unsigned seed = 5u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void add_scalar(int *a, int *b, int n) {
  for (int i = 0; i < n; i++) a[i] = *b + i;
}

__attribute__((noinline)) void add_two(long *a, const long *b, const long *c, int n) {
  for (int i = 0; i < n; i++) a[i] = a[i] / 2 + *b * *c;
}

int main(void) {
  static int a[N];
  static long la[N];
  int x[1];
  long lb = 3, lc = 5;
  for (int i = 0; i < N; i++) { a[i] = (int)(lcg() & 0xffff); la[i] = (long)(lcg() & 0xffff); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    x[0] = r;
    add_scalar(a, x, N);                   /* b outside a */
    h += hash(a, N);
    a[N / 2] = r;
    add_scalar(a, &a[N / 2], N);           /* b points into a: the value changes at i = N/2 */
    h = h * 31u ^ hash(a, N);
    add_two(la, &lb, &lc, N);              /* disjoint */
    add_two(la, &la[10], &la[N - 1], N);   /* both invariant loads alias the stores */
    la[10] &= 0xffff; la[N - 1] &= 0xff;
    h += (unsigned)la[5] + (unsigned)la[N - 2];
  }
  printf("alias_scalar %08x\n", h);
  return 0;
}
