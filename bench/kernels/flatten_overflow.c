/* Hoist benchmark kernel: grids with 16-bit counters and a 16-bit cell
 * index, k = (uint16_t)(i*m + j), over a table of 65536 cells: a running
 * hash of the cells and a histogram of their low bytes, neither of which
 * the vectorizer takes. For some calls n*m exceeds 65535: the flattened
 * count would overflow the counters' type, so the nest is flattened behind
 * a runtime check of the product and the original nest runs for those
 * calls (its index wraps around and visits cells twice). The same holds for
 * 32-bit counters past 2^32 cells, too many iterations to measure. */
#include <stdint.h>
#include <stdio.h>

#define REPS 2
static unsigned seed = 107u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) unsigned hash16(const uint16_t *b, uint16_t n, uint16_t m, unsigned h) {
  for (uint16_t i = 0; i < n; i++)
    for (uint16_t j = 0; j < m; j++) h = h * 31u + b[(uint16_t)(i * m + j)];
  return h;
}

__attribute__((noinline)) void histo16(unsigned *count, const uint16_t *b, uint16_t n, uint16_t m) {
  for (uint16_t i = 0; i < n; i++)
    for (uint16_t j = 0; j < m; j++) count[b[(uint16_t)(i * m + j)] & 255u] += 1u;
}

int main(void) {
  static uint16_t b[65536];
  static unsigned count[256];
  for (int i = 0; i < 65536; i++) b[i] = (uint16_t)lcg();
  unsigned h = 0;
  /* n*m: 40000, 65535, 65536 (overflows to 0), 66000 (overflows), 5 rows of 3, and no rows */
  static const uint16_t nm[][2] = {{200, 200}, {257, 255}, {256, 256}, {300, 220}, {5, 3}, {0, 9}};
  for (int r = 0; r < REPS; r++) {
    for (unsigned c = 0; c < sizeof nm / sizeof nm[0]; c++) {
      h = hash16(b, nm[c][0], nm[c][1], h);
      histo16(count, b, nm[c][0], nm[c][1]);
      for (int v = 0; v < 256; v++) h = h * 33u ^ count[v];
    }
    for (int i = 0; i < 65536; i++) b[i] = (uint16_t)(b[i] * 5u + 1u);
  }
  printf("flatten_overflow %08x\n", h);
  return 0;
}
