/* Hoist round-trip corpus: variadic functions. va_start/va_arg/va_copy/
 * va_end with int, double, pointer and long long arguments, plus vsnprintf. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static long sum_ints(int count, ...) {
  va_list ap;
  long s = 0;
  va_start(ap, count);
  for (int i = 0; i < count; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

/* fmt characters: i=int, d=double, s=string, L=long long */
static double mixed(const char *fmt, ...) {
  va_list ap, ap2;
  double r = 0;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': r += va_arg(ap, int); break;
    case 'd': r += va_arg(ap, double); break;
    case 's': r += (double)strlen(va_arg(ap, const char *)); break;
    case 'L': r += (double)(va_arg(ap, long long) % 1000); break;
    }
  }
  /* walk the copy again: only count the first argument */
  if (*fmt == 'i') r += 1000 * va_arg(ap2, int);
  va_end(ap2);
  va_end(ap);
  return r;
}

static int fmt_into(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  printf("sum %ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(8, 1, -2, 3, -4, 5, -6, 7, 100));
  printf("mixed %.2f\n", mixed("idsL", 7, 2.5, "hello", 123456789LL));
  printf("mixed2 %.2f\n", mixed("ddddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11));
  char buf[64];
  int len = fmt_into(buf, sizeof buf, "%d-%s-%.1f-%c", 42, "xy", 3.25, 'q');
  printf("fmt %d [%s]\n", len, buf);
  return 0;
}
