/* Hoist round-trip corpus: stack allocation and pointer qualifiers. Variable
 * length arrays (including 2D VLAs as parameters), __builtin_alloca in a
 * loop-free helper, restrict-qualified pointers and volatile accesses. */
#include <stdio.h>

static void saxpy(int n, float a, const float *restrict x, float *restrict y) {
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

static long mat_trace(int n, int m, int a[n][m]) {
  long t = 0;
  for (int i = 0; i < n && i < m; i++) t += a[i][i];
  return t;
}

static unsigned vla_work(int n) {
  int v[n];
  int (*mat)[n] = __builtin_alloca(sizeof(int) * (size_t)n * (size_t)n);
  for (int i = 0; i < n; i++) {
    v[i] = i * i - 3;
    for (int j = 0; j < n; j++) mat[i][j] = (i + 1) * (j + 2) % 13;
  }
  unsigned s = (unsigned)mat_trace(n, n, mat);
  for (int i = 0; i < n; i++) s = s * 17u + (unsigned)v[i];
  return s;
}

static volatile int vcount;
static int sum_volatile(volatile int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) { s += *p; (*p)++; }
  return s;
}

int main(void) {
  unsigned t = 0;
  for (int n = 1; n <= 20; n++) t ^= vla_work(n) + (unsigned)n;
  printf("vla %u\n", t);
  float x[100], y[100];
  for (int i = 0; i < 100; i++) { x[i] = (float)i * 0.5f; y[i] = 1.0f; }
  saxpy(100, 2.0f, x, y);
  saxpy(50, -1.0f, x + 50, y);
  float fs = 0;
  for (int i = 0; i < 100; i++) fs += y[i];
  printf("saxpy %.2f\n", (double)fs);
  vcount = 3;
  int sv = sum_volatile(&vcount, 10);
  printf("volatile %d %d\n", sv, vcount);
  return 0;
}
