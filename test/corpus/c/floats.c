/* Hoist round-trip corpus: floating point. float, double and long double
 * arithmetic, sqrt/fabs/floor, conversions, comparisons including NaN, and a
 * Newton iteration. Results are printed with limited precision. */
#include <math.h>
#include <stdio.h>

static double poly(double x) {
  double r = 0.0;
  static const double c[] = {1.0, -0.5, 0.25, -0.125, 0.0625};
  for (int i = 4; i >= 0; i--) { r = r * x; r = r + c[i]; }
  return r;
}

static double newton_sqrt(double v) {
  double x = v > 1.0 ? v : 1.0;
  for (int i = 0; i < 60; i++) {
    double nx = 0.5 * (x + v / x);
    if (fabs(nx - x) < 1e-15) break;
    x = nx;
  }
  return x;
}

static long double ld_sum(int n) {
  long double s = 0.0L;
  for (int i = 1; i <= n; i++) s += 1.0L / ((long double)i * i);
  return s;
}

int main(void) {
  float fs = 0.0f;
  for (int i = 0; i < 100; i++) fs += (float)i * 0.25f;
  printf("float %.3f\n", (double)fs);

  double err = 0.0;
  for (int i = 1; i <= 200; i++) err += fabs(newton_sqrt((double)i) - sqrt((double)i));
  printf("newton err<1e-9 %d\n", err < 1e-9);
  printf("poly %.9f %.9f\n", poly(0.5), poly(-1.25));
  printf("ldsum %.12Lf\n", ld_sum(1000));

  double nan = sqrt(-1.0);
  printf("nan %d %d %d\n", nan == nan, nan != nan, isnan(nan) != 0);
  printf("floor %.1f %.1f ceil %.1f\n", floor(2.7), floor(-2.3), ceil(-2.3));

  int conv = 0;
  for (int i = -50; i < 50; i++) conv += (int)((double)i / 3.0) + (int)(float)(i * 1.5f);
  printf("conv %d\n", conv);
  unsigned long long big = (unsigned long long)(1e18 + 12345.0);
  printf("u64 %llu\n", big);
  printf("minmax %.2f %.2f\n", fmin(3.5, -2.0), fmax(3.5, -2.0));
  return 0;
}
