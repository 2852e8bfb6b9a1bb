/* Hoist benchmark kernel: invariant loads of struct fields (p->scale,
 * p->bias, p->shift, p->mask) inside loops storing to int arrays that the
 * compiler cannot separate from the struct. Called with out outside the
 * struct and with out pointing into the struct's own sample array. */
#include <stdio.h>

#define N 3000
#define REPS 40
static unsigned seed = 31u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

struct params { int scale, bias, shift; unsigned mask; int samples[N + 8]; };

__attribute__((noinline)) void apply(int *out, const struct params *p, int n) {
  for (int i = 0; i < n; i++) out[i] = (int)((unsigned)((p->samples[i] * p->scale + p->bias) >> p->shift) & p->mask);
}

__attribute__((noinline)) void apply_nested(int *out, const struct params *p, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) out[r * cols + c] += p->samples[c] * p->scale - r * p->bias;
}

int main(void) {
  static struct params p;
  static int out[N + 8];
  p.scale = 3; p.bias = 100; p.shift = 2; p.mask = 0xffffu;
  for (int i = 0; i < N + 8; i++) p.samples[i] = (int)(lcg() % 20000);
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    p.bias = r;
    apply(out, &p, N);                    /* disjoint */
    h += hash(out, N);
    apply(p.samples + 4, &p, N);          /* out overlaps p->samples */
    h = h * 31u + hash(p.samples, N + 8);
    for (int i = 0; i < N + 8; i++) { out[i] &= 0xfff; p.samples[i] &= 0x3fff; }
    apply_nested(out, &p, 10, N / 10);    /* disjoint */
    apply_nested(p.samples, &p, 10, N / 10);  /* out is p->samples */
    for (int i = 0; i < N + 8; i++) p.samples[i] &= 0x3fff;
    h ^= hash(out, N) + hash(p.samples, N);
  }
  printf("struct_fields %08x\n", h);
  return 0;
}
