/* Hoist round-trip corpus: LICM-shaped code. Loops with invariant
 * expressions, invariant loads through pointers that may alias the stored
 * array (called with and without overlap), global accumulators, 128-bit
 * integers and loops with an invariant condition. */
#include <stdio.h>

static int g_sum;
static unsigned __int128 g_wide = 1;

__attribute__((noinline)) static void add_scalar(int *a, const int *b, int n) {
  for (int i = 0; i < n; i++) a[i] = *b + i;
}

__attribute__((noinline)) static void scale(float *out, const float *in, const float *s, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * *s;
}

__attribute__((noinline)) static void accumulate(const int *a, int n, int x, int off) {
  for (int i = 0; i < n; i++) {
    int p = x + 10, q = p * 2, r = q + off;
    g_sum += a[i] + r;
  }
}

__attribute__((noinline)) static void cond_inv(int *a, int n, int k, int flag) {
  for (int i = 0; i < n; i++) {
    if (flag) a[i] += k * 3;
    else a[i] -= k / 2;
  }
}

int main(void) {
  int a[100], b[1] = {5};
  add_scalar(a, b, 100);
  add_scalar(a, &a[10], 100); /* b aliases a[10] */
  unsigned h = 0;
  for (int i = 0; i < 100; i++) h = h * 33u + (unsigned)a[i];
  printf("add_scalar %u\n", h);

  float f[64], s = 1.5f;
  for (int i = 0; i < 64; i++) f[i] = (float)i;
  scale(f, f, &s, 64);
  scale(f, f, &f[3], 64); /* scale factor aliases the output */
  printf("scale %.2f %.2f\n", (double)f[10], (double)f[63]);

  accumulate(a, 100, 3, 7);
  accumulate(a, 50, -4, 1);
  cond_inv(a, 100, 9, 1);
  cond_inv(a, 100, 9, 0);
  printf("g_sum %d a[99] %d\n", g_sum, a[99]);

  for (int i = 0; i < 100; i++) g_wide = g_wide * 6364136223846793005ull + (unsigned)i;
  printf("i128 %016llx%016llx\n", (unsigned long long)(g_wide >> 64), (unsigned long long)g_wide);
  return 0;
}
