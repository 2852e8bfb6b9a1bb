/* Hoist benchmark kernel: bounded linear search (early-exit vectorization).
 * find_global scans a global array of known size for a key; find_static
 * scans the first n elements of a `[static 256]` parameter (dereferenceable
 * for 256 elements, so the vector loop runs when n <= 256). The key is
 * planted at every position of the first 40 elements (every lane of a vector
 * iteration), near the end, and missing. */
#include <stdio.h>

#define N 2048
#define M 256
#define REPS 10
static unsigned seed = 7u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

unsigned g_hay[N];

__attribute__((noinline)) int find_global(unsigned key) {
  int i;
  for (i = 0; i < N; i++)
    if (g_hay[i] == key) break;
  return i;
}

__attribute__((noinline)) int find_static(const unsigned a[static M], int n, unsigned key) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] == key) break;
  return i;
}

int main(void) {
  static unsigned loc[M + 16];
  unsigned h = 0;
  for (int i = 0; i < N; i++) g_hay[i] = lcg() & 0xffffffu; /* keys with the top byte set are missing */
  for (int i = 0; i < M + 16; i++) loc[i] = lcg() & 0xffffffu;
  for (int r = 0; r < REPS; r++) {
    for (int p = 0; p < 48; p++) {
      int pos = p < 40 ? p : N - 48 + p; /* every lane, then the last iterations */
      unsigned key = 0xff000000u | (unsigned)(r * 48 + p);
      unsigned old = g_hay[pos];
      g_hay[pos] = key;
      h = h * 31u + (unsigned)find_global(key);
      g_hay[pos] = old;
      h = h * 31u + (unsigned)find_global(key); /* never found */
      h ^= (unsigned)find_global(g_hay[(r * 131 + p * 7) % N]);
    }
    for (int n = 0; n <= M; n += (n < 40 ? 1 : 9)) {
      unsigned key = loc[(r * 5 + n) % (M + 16)];
      h = h * 31u + (unsigned)find_static(loc, n, key);
      h = h * 31u + (unsigned)find_static(loc, n, 0xff000000u);
    }
    h = h * 31u + (unsigned)find_static(loc, M, loc[M - 1]);
    h = h * 31u + (unsigned)find_static(loc, M + 16, loc[M + 15]); /* past the proven range: scalar */
    loc[(r * 17) % M] = lcg() & 0xffffffu;
  }
  printf("lin_search %08x\n", h);
  return 0;
}
