/* Hoist round-trip corpus: non-local control flow. setjmp/longjmp out of
 * nested calls and loops, with volatile locals that survive the jump. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int depth_reached;

static void dive(int depth, int limit) {
  depth_reached = depth;
  if (depth == limit) longjmp(env, depth * 10 + 1);
  dive(depth + 1, limit);
}

static int safe_div(int a, int b, jmp_buf err) {
  if (b == 0) longjmp(err, 99);
  return a / b;
}

int main(void) {
  volatile int total = 0;
  for (volatile int lim = 1; lim <= 5; lim++) {
    int r = setjmp(env);
    if (r == 0) {
      dive(0, lim * 3);
      printf("unreachable\n");
    } else {
      total += r + depth_reached;
    }
  }
  printf("dive total %d\n", total);

  jmp_buf err;
  volatile int errors = 0, sum = 0;
  for (volatile int i = -3; i <= 3; i++) {
    if (setjmp(err) == 0) sum += safe_div(100 + i * i * i, i, err);
    else errors++;
  }
  printf("div sum %d errors %d\n", sum, errors);
  return 0;
}
