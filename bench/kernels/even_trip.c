/* Hoist benchmark kernel: trip counts that divide evenly by any vector width:
 * constant counts of 64 (float axpy) and 38 (double update, 19 pairs), a
 * 16-column row sum, and a count of 4 * k. A vectorized loop needs no scalar
 * remainder on any of them. Called on separate and on overlapping arrays. */
#include <stdio.h>
#include <string.h>

#define LEN 1024
#define REPS 600
static unsigned seed = 79u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashb(const void *p, int bytes) {
  const unsigned char *a = p;
  unsigned h = 2166136261u;
  for (int i = 0; i < bytes; i += 4) {
    unsigned w;
    memcpy(&w, a + i, sizeof w);
    h = (h ^ w) * 16777619u;
  }
  return h;
}

__attribute__((noinline)) void axpy64(float *y, const float *x, float a) {
  for (int i = 0; i < 64; i++) y[i] += a * x[i];
}

__attribute__((noinline)) void update38(double *y, const double *x, double a) {
  for (int i = 0; i < 38; i++) y[i] = a * x[i] + 0.5 * y[i];
}

__attribute__((noinline)) void rowsum16(int rows, unsigned *out, const unsigned *m) {
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int c = 0; c < 16; c++) s += m[r * 16 + c];
    out[r] = s;
  }
}

__attribute__((noinline)) void blend4k(int k, unsigned *y, const unsigned *x, unsigned w) {
  for (int i = 0; i < 4 * k; i++) y[i] = (y[i] * (256u - w) + x[i] * w) >> 8;
}

int main(void) {
  static float fx[LEN], fy[LEN];
  static double dx[LEN], dy[LEN];
  static unsigned ux[LEN], uy[LEN], rows[LEN / 16];
  for (int i = 0; i < LEN; i++) {
    fx[i] = (float)(lcg() % 1000u) / 100.0f;
    fy[i] = (float)(lcg() % 1000u) / 100.0f;
    dx[i] = (double)(lcg() % 1000u) / 100.0;
    dy[i] = (double)(lcg() % 1000u) / 100.0;
    ux[i] = lcg() & 0xffffu;
    uy[i] = lcg() & 0xffffu;
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int o = (r * 64) % (LEN - 128);
    axpy64(fy + o, fx + o, 0.5f);            /* disjoint */
    axpy64(fy + o + 1, fy + o, -0.25f);      /* x is y shifted by one */
    update38(dy + o, dx + o, 0.75);
    update38(dy + o + 2, dy + o, 0.125);
    rowsum16(LEN / 16, rows, ux);
    blend4k(LEN / 8, uy, ux, (unsigned)r & 255u);
    blend4k(LEN / 16, ux + 4, ux, 17u);      /* y is x shifted by four */
    h = h * 31u ^ rows[r % (LEN / 16)];
  }
  h ^= hashb(fy, sizeof fy) + hashb(dy, sizeof dy) + hashb(uy, sizeof uy) + hashb(ux, sizeof ux);
  printf("even_trip %08x\n", h);
  return 0;
}
