/* Hoist benchmark kernel (cold path, for profile-guided loop sinking): an
 * invariant load chain c->cfg->table[k] * c->cfg->factor + c->salt used only
 * on a branch taken about once in 1024 inner iterations. Hoisting the four
 * loads to the inner preheader costs more than it saves; loop-sink with
 * profile data should sink them back. out is called disjoint and aliasing
 * the table the chain reads. */
#include <stdio.h>

#define ROWS 2500
#define COLS 48
#define REPS 3
static unsigned seed = 59u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hash(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}

struct config { unsigned factor; const unsigned *table; };
struct ctx { const struct config *cfg; unsigned salt; };

__attribute__((noinline)) void cold_chain(unsigned *out, const unsigned *a, const struct ctx *c, int rows, int cols, int k) {
  for (int r = 0; r < rows; r++) {
    unsigned s = 0;
    for (int j = 0; j < cols; j++) {
      unsigned v = a[r * cols + j];
      if ((v & 1023u) == 7u)
        s += c->cfg->table[k] * c->cfg->factor + c->salt;   /* invariant load chain, cold */
      else
        s += v & 0xffu;
    }
    out[r] = s;
  }
}

int main(void) {
  static unsigned a[ROWS * COLS], out[ROWS], table[ROWS];
  for (int i = 0; i < ROWS * COLS; i++) a[i] = lcg();
  for (int i = 0; i < ROWS; i++) table[i] = lcg();
  struct config cfg = {3u, table};
  struct ctx cx = {&cfg, 11u};
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    cold_chain(out, a, &cx, ROWS, COLS, r);                 /* disjoint */
    h = h * 31u + hash(out, ROWS);
    cold_chain(table, a, &cx, ROWS, COLS, 100 + r);         /* out is the table: table[k] changes at row k */
    h ^= hash(table, ROWS);
    cx.salt += 2u;
  }
  printf("cold_loadchain %08x\n", h);
  return 0;
}
