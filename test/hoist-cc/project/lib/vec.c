#include "kern.h"
/* Element-wise: what Hoist's vectorizer takes. */
void scale_add(float *a, const float *b, int n, float k) {
  for (int i = 0; i < n; i++) a[i] = a[i] + b[i] * k * SCALE;
}
