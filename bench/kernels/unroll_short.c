/* Hoist benchmark kernel (unrolling): short loops with constant counts inside
 * longer ones: a 4-tap filter with a constant coefficient table (fully
 * unrolled, its loads become constants) and a 3-channel pixel loop. */
#include <stdio.h>

#define N 4000
#define REPS 40
static unsigned seed = 59u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static const int taps[4] = {3, -5, 7, 2};

__attribute__((noinline)) void fir4(int *y, const int *x, int n) {
  for (int i = 0; i < n; i++) {
    int s = 0;
    for (int k = 0; k < 4; k++) s += taps[k] * x[i + k];
    y[i] = s;
  }
}

__attribute__((noinline)) void pixels(unsigned char *dst, const unsigned char *src, int n, const unsigned char *gain) {
  for (int p = 0; p < n; p++)
    for (int c = 0; c < 3; c++) {
      unsigned v = (unsigned)src[3 * p + c] * gain[c] >> 4;
      dst[3 * p + c] = (unsigned char)(v > 255u ? 255u : v);
    }
}

int main(void) {
  static int x[N + 4], y[N];
  static unsigned char src[3 * N], dst[3 * N];
  unsigned char gain[3] = {17, 15, 20};
  for (int i = 0; i < N + 4; i++) x[i] = (int)(lcg() & 0xfff) - 0x800;
  for (int i = 0; i < 3 * N; i++) src[i] = (unsigned char)lcg();
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    fir4(y, x, N - (r % 3));
    pixels(dst, src, N - (r % 5), gain);
    x[(r * 13) % N] ^= (int)(lcg() & 0xff);
    gain[r % 3] = (unsigned char)(14 + r % 6);
    h = h * 31u + (unsigned)y[(r * 7) % N] + dst[(r * 11) % (3 * N)];
  }
  for (int i = 0; i < N; i++) h += (unsigned)y[i] ^ dst[i];
  printf("unroll_short %08x\n", h);
  return 0;
}
