/* Hoist round-trip corpus: recursion, global arrays, constant tables and
 * static locals. Ackermann, memoised Fibonacci, permutations, a recursive
 * tree sum and a counter kept in a static local. */
#include <stdio.h>

static const int primes[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37};
static unsigned long long memo[91];
int tree[255];

static unsigned ack(unsigned m, unsigned n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack(m - 1, 1);
  return ack(m - 1, ack(m, n - 1));
}

static unsigned long long fib(int n) {
  if (n < 2) return (unsigned long long)n;
  if (memo[n]) return memo[n];
  return memo[n] = fib(n - 1) + fib(n - 2);
}

static int counter(void) { static int calls; return ++calls; }

static int perm_count;
static void permute(int *a, int k, int n, unsigned *sig) {
  if (k == n) {
    perm_count++;
    unsigned v = 0;
    for (int i = 0; i < n; i++) v = v * 7u + (unsigned)a[i];
    *sig ^= v * (unsigned)perm_count;
    return;
  }
  for (int i = k; i < n; i++) {
    int t = a[k]; a[k] = a[i]; a[i] = t;
    permute(a, k + 1, n, sig);
    t = a[k]; a[k] = a[i]; a[i] = t;
  }
}

static int tree_sum(int idx) {
  if (idx >= 255) return 0;
  return tree[idx] + tree_sum(2 * idx + 1) - tree_sum(2 * idx + 2) / 2;
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

int main(void) {
  printf("ack %u %u\n", ack(2, 3), ack(3, 3));
  printf("fib %llu %llu\n", fib(50), fib(90));
  for (int i = 0; i < 255; i++) tree[i] = primes[i % 12] * (i % 5 + 1);
  printf("tree %d\n", tree_sum(0));
  int a[6] = {1, 2, 3, 4, 5, 6};
  unsigned sig = 0;
  permute(a, 0, 6, &sig);
  printf("perms %d sig %u\n", perm_count, sig);
  int c = 0;
  for (int i = 0; i < 10; i++) c = counter();
  printf("counter %d parity %d %d\n", c, is_even(101), is_odd(77));
  return 0;
}
