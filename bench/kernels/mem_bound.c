/* Hoist benchmark kernel: loops whose trip count is loaded from memory,
 * for (i = 0; i < *n; i++) and for (i = 0; i < s->len; i++). The bound is
 * loop invariant only if the loop's stores cannot change it: each kernel is
 * also called with the bound living inside the stored array. */
#include <stdio.h>

#define N 4096
#define REPS 36
static unsigned seed = 29u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

struct vec { int len; int scale; int *data; };

__attribute__((noinline)) void fill_n(int *a, const int *n, int v) {
  for (int i = 0; i < *n; i++) a[i] = v + (i & 1023);
}

__attribute__((noinline)) void scale_vec(struct vec *s, int *out) {
  for (int i = 0; i < s->len; i++) out[i] = (s->data[i] * s->scale + 1) & 0xffff;
}

int main(void) {
  static int a[N], b[N];
  int n = N - 5;
  for (int i = 0; i < N; i++) { a[i] = (int)(lcg() % 1000); b[i] = (int)(lcg() % 1000); }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    fill_n(b, &n, r);                       /* bound outside the array */
    h += hash(b, N);
    a[5] = 3000 + r;
    fill_n(a, &a[5], 1000 + r % 100);       /* the bound a[5] is overwritten at i = 5 */
    h = h * 31u + hash(a, N);
    struct vec s = {N - 10 - r % 7, 3, b};
    scale_vec(&s, a);                       /* out disjoint from s->data */
    h += hash(a, N);
    for (int i = 0; i < N; i++) b[i] = (b[i] & 0xffff) - 5000;
    s.data = a;
    s.len = N - 1;
    scale_vec(&s, a + 1);                   /* out overlaps s->data: a loop-carried dependence */
    for (int i = 0; i < N; i++) a[i] &= 0xfff;
    h = h * 31u + hash(a, N);
  }
  printf("mem_bound %08x\n", h);
  return 0;
}
