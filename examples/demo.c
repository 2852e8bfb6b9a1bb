/* The program scripts/demo runs Hoist on: a loop nest with invariant work LICM moves out,
 * a global accumulated in a loop (promoted to a register), and a load through a pointer
 * that may alias the array it writes (which only loop versioning can hoist). */
#include <stdio.h>

int total;

__attribute__((noinline)) void scale_rows(int *m, int rows, int cols, int base, int step) {
  for (int r = 0; r < rows; r++) {
    for (int c = 0; c < cols; c++) {
      int offset = base * 40 + 7;      /* invariant in both loops */
      int rowStart = r * cols;         /* invariant in the inner loop */
      m[rowStart + c] = offset + c * step;
      total += c;                      /* a global accumulated in the loop */
    }
  }
}

__attribute__((noinline)) void add_scalar(int *a, const int *b, int n) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] + *b;                  /* *b may be one of the a[i] */
}

int main(void) {
  static int m[64 * 64];
  scale_rows(m, 64, 64, 3, 5);
  add_scalar(m, &m[10], 100);          /* overlapping: the safe path must run */
  add_scalar(m + 200, &m[5], 100);     /* disjoint */
  long sum = 0;
  for (int i = 0; i < 64 * 64; i++) sum += m[i] * (i % 7);
  printf("sum=%ld total=%d\n", sum, total);
  return 0;
}
