/* Hoist benchmark kernel (unrolling): a loop with an exit nothing can count
 * (a byte of a stop map) beside its counted one, storing to a global on every
 * iteration (g_a = 5, g_b += i): unrolled with a required epilogue, the main
 * loop keeps only the stop tests. */
#include <stdio.h>

#define N 8000
#define REPS 200
static unsigned seed = 41u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
int g_a;
unsigned g_b;

__attribute__((noinline)) int early_exit(const unsigned char *stop, int n) {
  int i;
  for (i = 0; i < n; i++) {
    if (stop[i]) break;
    g_a = 5;
    g_b += (unsigned)i;
  }
  return i;
}

int main(void) {
  static unsigned char stop[N];
  unsigned h = 0;
  int at = N / 2;
  for (int r = 0; r < REPS; r++) {
    stop[at] = 0;
    at = (N / 2) + (int)(lcg() % (N / 2));
    stop[at] = 1;
    g_a = r;
    int n = N - (r % 9);
    h = h * 31u + (unsigned)early_exit(stop, n) + (unsigned)g_a + g_b;
    h += (unsigned)early_exit(stop + 1, r % 4);   /* short counts: 0..3 */
  }
  printf("unroll_gexit %08x\n", h);
  return 0;
}
