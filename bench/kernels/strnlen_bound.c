/* Hoist benchmark kernel: strlen with a length bound (early-exit
 * vectorization). strnlen_bound scans `while (i < n && s[i]) i++` over a
 * `[static 1024]` buffer (dereferenceable, so the vector loop runs when
 * n <= 1024); strnlen_g scans a global buffer up to a constant bound. The
 * terminator sits at every position of the first 72 bytes (every lane of a
 * 16 x 2 byte vector iteration), near the bound, past it, and nowhere. */
#include <stdio.h>

#define L 1024
#define REPS 14
static unsigned seed = 11u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

char g_text[L];

__attribute__((noinline)) int strnlen_bound(const char s[static L], int n) {
  int i = 0;
  while (i < n && s[i]) i++;
  return i;
}

__attribute__((noinline)) int strnlen_g(void) {
  int i = 0;
  while (i < L && g_text[i]) i++;
  return i;
}

int main(void) {
  static char buf[L + 64];
  unsigned h = 0;
  for (int i = 0; i < L + 64; i++) buf[i] = (char)(1 + lcg() % 255u);
  for (int i = 0; i < L; i++) g_text[i] = (char)(1 + lcg() % 255u);
  for (int r = 0; r < REPS; r++) {
    for (int p = 0; p < 88; p++) {
      int pos = p < 72 ? p : L - 88 + p; /* every lane, then the last iterations */
      char old = buf[pos];
      buf[pos] = 0;
      h = h * 31u + (unsigned)strnlen_bound(buf, L);
      h = h * 31u + (unsigned)strnlen_bound(buf, pos);      /* the bound first */
      h = h * 31u + (unsigned)strnlen_bound(buf, pos + 1);  /* both at once */
      h = h * 31u + (unsigned)strnlen_bound(buf, p & 3);    /* counts 0 to 3 */
      buf[pos] = old;
      g_text[pos] = 0;
      h = h * 31u + (unsigned)strnlen_g();
      g_text[pos] = old;
    }
    h = h * 31u + (unsigned)strnlen_g();                  /* no terminator */
    h = h * 31u + (unsigned)strnlen_bound(buf, L);
    h = h * 31u + (unsigned)strnlen_bound(buf, L + 40);   /* past the proven range: scalar */
    buf[(r * 37) % L] = (char)(1 + lcg() % 255u);
  }
  printf("strnlen_bound %08x\n", h);
  return 0;
}
