/* Hoist benchmark kernel: a float scale factor and bias read through
 * pointers inside a loop that stores to out[i]: out[i] = in[i] * *scale (+ *bias).
 * The pointers may alias out, so only a versioned loop can hoist the loads.
 * Called with separate scalars and with scale/bias pointing into out. */
#include <stdio.h>

#define N 3000
#define REPS 56
static unsigned seed = 9u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void scale(float *out, const float *in, const float *s, int n) {
  for (int i = 0; i < n; i++) out[i] = in[i] * *s;
}

__attribute__((noinline)) void scale_bias(double *out, const double *in, const double *s, const double *bias, int n) {
  for (int i = 0; i < n; i++) {
    double t = in[i] * *s;
    out[i] = t + *bias;
  }
}

static unsigned fsum(const float *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return (unsigned)(long long)(s * 16.0); }
static unsigned dsum(const double *a, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]; return (unsigned)(long long)(s * 16.0); }

int main(void) {
  static float fin[N], fout[N];
  static double din[N], dout[N];
  for (int i = 0; i < N; i++) { fin[i] = (float)(lcg() % 1000) / 8.0f; din[i] = (double)(lcg() % 1000) / 4.0; }
  float fs = 1.5f;
  double ds = 0.75, db = 2.0;
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    fout[10] = 0.5f;
    scale(fout, fin, &fs, N);               /* disjoint */
    h += fsum(fout, N);
    fout[7] = 0.25f * (float)(r % 8);
    scale(fout, fin, &fout[7], N);          /* scale aliases out[7]: it changes at i = 7 */
    h = h * 31u + fsum(fout, N);
    scale_bias(dout, din, &ds, &db, N);     /* disjoint */
    h += dsum(dout, N);
    dout[0] = 0.5; dout[N / 2] = (double)(r % 5);
    scale_bias(dout, din, &dout[0], &dout[N / 2], N);  /* both aliasing out */
    h = h * 31u + dsum(dout, N);
  }
  printf("scale_ptr %08x\n", h);
  return 0;
}
