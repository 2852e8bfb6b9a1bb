#include "kern.h"
double mean(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i];
  return n ? s / n : 0;
}
