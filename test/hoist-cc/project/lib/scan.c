#include "kern.h"
long prefix_sum(int *a, int n) {
  long last = 0;
  for (int i = 1; i < n; i++) { a[i] += a[i - 1]; last = a[i]; }
  return last;
}
long row_total(const int *m, int rows, int cols, const int *weight) {
  long t = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) t += (long)m[r * cols + c] * *weight;
  return t;
}
/* *k is read on every iteration and the stores to a may change it: loop versioning checks that
   they do not, and the fast version reads it once. */
void add_offset(int *a, int n, const int *k) {
  for (int i = 0; i < n; i++) a[i] += *k * 3 + 1;
}
