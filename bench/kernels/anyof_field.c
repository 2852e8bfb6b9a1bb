/* Hoist benchmark kernel: any_of / all_of over a struct field (early-exit
 * vectorization). any_above returns whether some item's flag exceeds t, over
 * a global array of structs; all_below returns whether every flag of the
 * first n items of a `[static 512]` parameter is below t. The deciding item
 * sits at every position of the first 40 items, near the end, and nowhere. */
#include <stdio.h>

#define N 1024
#define M 512
#define REPS 14
static unsigned seed = 23u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

struct item { int id; int flag; };
struct item g_items[N];

__attribute__((noinline)) int any_above(int t) {
  for (int i = 0; i < N; i++)
    if (g_items[i].flag > t) return 1;
  return 0;
}

__attribute__((noinline)) int all_below(const struct item p[static M], int n, int t) {
  for (int i = 0; i < n; i++)
    if (p[i].flag >= t) return 0;
  return 1;
}

int main(void) {
  static struct item loc[M + 8];
  unsigned h = 0;
  for (int i = 0; i < N; i++) { g_items[i].id = (int)lcg(); g_items[i].flag = (int)(lcg() % 1000u); }
  for (int i = 0; i < M + 8; i++) { loc[i].id = (int)lcg(); loc[i].flag = (int)(lcg() % 1000u); }
  for (int r = 0; r < REPS; r++) {
    for (int p = 0; p < 48; p++) {
      int pos = p < 40 ? p : N - 48 + p;
      int old = g_items[pos].flag;
      g_items[pos].flag = 5000 + r;
      h = h * 31u + (unsigned)any_above(4000) * (unsigned)(p + 1);
      g_items[pos].flag = old;
      h = h * 31u + (unsigned)any_above(4000) + (unsigned)any_above(998 - (p & 1));
      int lp = p < 40 ? p : M - 48 + p;
      int lold = loc[lp].flag;
      loc[lp].flag = 2000;
      h = h * 31u + (unsigned)all_below(loc, M, 1000) + 2u * (unsigned)all_below(loc, lp, 1000);
      h = h * 31u + (unsigned)all_below(loc, p & 3, 1000) + 4u * (unsigned)all_below(loc, lp + 1, 1000);
      loc[lp].flag = lold;
    }
    h = h * 31u + (unsigned)all_below(loc, M, 1000) + (unsigned)all_below(loc, M + 8, 1000);
    loc[(r * 29) % M].flag = (int)(lcg() % 1000u);
  }
  printf("anyof_field %08x\n", h);
  return 0;
}
