/* Hoist round-trip corpus: loop shapes. Nested, multi-exit, strided and
 * negative-stride loops, a loop whose bound is loaded from memory, a
 * do-while, and a 2D array walk. Prints checksums of the computed data. */
#include <stdio.h>

#define N 64
static int grid[N][N];
static unsigned data[512];
static int bound_store = 300;

static unsigned fill(void) {
  unsigned x = 12345u, s = 0;
  for (int i = 0; i < 512; i++) {
    x = x * 1103515245u + 12345u;
    data[i] = (x >> 8) & 0xffff;
    s += data[i];
  }
  return s;
}

static int find_first(const unsigned *a, int n, unsigned key) {
  for (int i = 0; i < n; i++) {
    if (a[i] == key) return i;       /* early exit */
    if (a[i] > 0xfff0u) break;       /* second exit */
  }
  return -1;
}

static unsigned strided(const unsigned *a, int n) {
  unsigned s = 0;
  for (int i = 0; i < n; i += 3) s += a[i] * 3u;
  for (int i = n - 1; i >= 0; i -= 5) s ^= a[i] + (unsigned)i;
  return s;
}

static unsigned loaded_bound(const int *n) {
  unsigned s = 0;
  for (int i = 0; i < *n; i++) s += data[i] ^ (unsigned)i;
  return s;
}

static unsigned grid_walk(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) grid[i][j] = (i * 7 + j * 13) % 101;
  unsigned s = 0;
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      s += (unsigned)(grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] + grid[i][j + 1] - 4 * grid[i][j]);
  /* column-major traversal with a triangular inner bound */
  for (int j = 0; j < N; j++)
    for (int i = j; i < N; i++) s = s * 31u + (unsigned)grid[i][j];
  return s;
}

static unsigned nested_exit(void) {
  unsigned s = 0;
  for (int i = 0; i < 40; i++) {
    for (int j = 0; j < 40; j++) {
      if ((i * j) % 17 == 16) goto out_inner;
      s += (unsigned)(i ^ j);
    }
  out_inner:
    if (s > 100000u) break;
    s += 1;
  }
  return s;
}

static unsigned dowhile(unsigned v) {
  unsigned steps = 0;
  do {
    v = (v & 1) ? 3 * v + 1 : v / 2;
    steps++;
  } while (v != 1 && steps < 1000);
  return steps;
}

int main(void) {
  printf("fill %u\n", fill());
  printf("find %d %d\n", find_first(data, 512, data[77]), find_first(data, 512, 7u));
  printf("strided %u\n", strided(data, 512));
  printf("bound %u\n", loaded_bound(&bound_store));
  printf("grid %u\n", grid_walk());
  printf("nested %u\n", nested_exit());
  unsigned c = 0;
  for (unsigned v = 1; v < 200; v++) c += dowhile(v);
  printf("collatz %u\n", c);
  return 0;
}
