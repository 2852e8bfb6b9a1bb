#include <stdio.h>
#include "kern.h"

static float a[1000], b[1000];
static int v[777], m[40 * 50];
static double x[333];

int main(void) {
  for (int i = 0; i < 1000; i++) { a[i] = i * 0.5f; b[i] = (i % 7) - 3; }
  for (int i = 0; i < 777; i++) v[i] = (i * 37) % 11 - 5;
  for (int i = 0; i < 40 * 50; i++) m[i] = i % 13;
  for (int i = 0; i < 333; i++) x[i] = i * 0.25;
  int w = 3;
  scale_add(a, b, 1000, 1.5f);
  scale_add(a + 1, a, 999, 0.001f); /* overlapping arrays */
  double fa = 0;
  for (int i = 0; i < 1000; i++) fa += a[i];
  printf("scale_add %.3f\n", fa);
  printf("prefix_sum %ld\n", prefix_sum(v, 777));
  printf("row_total %ld\n", row_total(m, 40, 50, &w));
  add_offset(m, 2000, &w);
  add_offset(m + 5, 100, &m[50]); /* k inside the stored range: the safe version runs */
  printf("add_offset %ld\n", row_total(m, 40, 50, &w));
  printf("mean %.4f\n", mean(x, 333));
  return 0;
}
