/* Hoist benchmark kernel (unrolling): an alternating recurrence (c ^= 0xFF)
 * and an alternating sign (s = -s): each takes two values, so unrolled by an
 * even count (or peeled) every copy sees a loop-invariant value. */
#include <stdio.h>

#define N 8000
#define REPS 60
static unsigned seed = 47u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void alt_xor(unsigned char *out, const unsigned char *in, int n, unsigned char c) {
  for (int i = 0; i < n; i++) {
    out[i] = (unsigned char)(in[i] ^ c) + 1u;
    c ^= 0xFF;
  }
}

__attribute__((noinline)) int alt_sign(const int *x, int n) {
  int s = 1, sum = 0;
  for (int i = 0; i < n; i++) {
    sum += s * x[i];
    s = -s;
  }
  return sum;
}

int main(void) {
  static unsigned char in[N], out[N];
  static int x[N];
  for (int i = 0; i < N; i++) { in[i] = (unsigned char)lcg(); x[i] = (int)(lcg() & 0xffff) - 0x8000; }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    int n = N - (r % 5);
    alt_xor(out, in, n, (unsigned char)r);
    h = h * 31u + out[(r * 19) % N] + (unsigned)alt_sign(x, n);
    in[(r * 29) % N] ^= out[r % N];
  }
  for (int i = 0; i < N; i++) h += out[i] * (unsigned)i;
  printf("unroll_xor %08x\n", h);
  return 0;
}
