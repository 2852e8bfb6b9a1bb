/* Hoist benchmark kernel: short inner loops inside long outer ones: a
 * per-pixel scale over 3 channels and a 7-tap FIR filter. Vectorizing such
 * an inner loop costs more than it saves (the count is below any useful
 * vector width or barely above it). Called on separate and overlapping data. */
#include <stdio.h>

#define NPIX 6000
#define N 8000
#define REPS 5
static unsigned seed = 83u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashc(const unsigned char *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
static unsigned hashi(const int *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ (unsigned)a[i]) * 16777619u;
  return h;
}

__attribute__((noinline)) void rgb_scale(int npix, unsigned char *out, const unsigned char *in, const int *k) {
  for (int p = 0; p < npix; p++)
    for (int c = 0; c < 3; c++) out[p * 3 + c] = (unsigned char)((in[p * 3 + c] * k[c]) >> 8);
}

__attribute__((noinline)) void fir7(int n, int *out, const int *in, const int *w) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int t = 0; t < 7; t++) s += in[i + t] * w[t];
    out[i] = s >> 4;
  }
}

int main(void) {
  static unsigned char pin[NPIX * 3], pout[NPIX * 3];
  static int in[N + 7], out[N + 7];
  int k[3] = {200, 256, 180}, w[7] = {1, 3, 7, 10, 7, 3, 1};
  for (int i = 0; i < NPIX * 3; i++) pin[i] = (unsigned char)lcg();
  for (int i = 0; i < N + 7; i++) in[i] = (int)(lcg() & 0xfffu);
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    k[0] = 150 + r;
    rgb_scale(NPIX, pout, pin, k);           /* disjoint */
    h += hashc(pout, NPIX * 3);
    rgb_scale(NPIX - 1, pin + 3, pin, k);    /* in place, one pixel ahead */
    h = h * 31u ^ hashc(pin, NPIX * 3);
    fir7(N, out, in, w);                     /* disjoint */
    h += hashi(out, N);
    fir7(N, in + 1, in, w);                  /* in place: reads what it wrote */
    h = h * 33u ^ hashi(in, N + 7);
    for (int i = 0; i < N + 7; i++) in[i] &= 0xfff;
  }
  printf("short_inner %08x\n", h);
  return 0;
}
