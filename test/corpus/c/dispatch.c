/* Hoist round-trip corpus: control dispatch. Dense and sparse switch
 * statements, fallthrough, function pointer tables, qsort with a comparator
 * and a tiny state machine. */
#include <stdio.h>
#include <stdlib.h>

typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return (a % 1000) * (b % 1000); }
static int mx(int a, int b) { return a > b ? a : b; }
static const binop ops[] = {add, sub, mul, mx};

static int dense(int k) {
  switch (k) {
  case 0: return 11;
  case 1: return 22;
  case 2: case 3: return 33;
  case 4: k += 5; /* fall through */
  case 5: return k * 2;
  case 6: return -6;
  case 7: return 77;
  default: return k;
  }
}

static int sparse(int k) {
  switch (k) {
  case -1000: return 1;
  case 7: return 2;
  case 4096: return 3;
  case 99999: return 4;
  case 123456: return 5;
  default: return 0;
  }
}

static int cmp_desc(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x < y) - (x > y);
}

enum state { S_IDLE, S_NUM, S_WORD, S_DONE };

static int count_tokens(const char *s, int *nums, int *words) {
  enum state st = S_IDLE;
  *nums = *words = 0;
  for (;; s++) {
    char c = *s;
    switch (st) {
    case S_IDLE:
      if (c >= '0' && c <= '9') { st = S_NUM; (*nums)++; }
      else if (c >= 'a' && c <= 'z') { st = S_WORD; (*words)++; }
      else if (c == 0) st = S_DONE;
      break;
    case S_NUM:
      if (!(c >= '0' && c <= '9')) { st = c ? S_IDLE : S_DONE; if (c >= 'a' && c <= 'z') { st = S_WORD; (*words)++; } }
      break;
    case S_WORD:
      if (!(c >= 'a' && c <= 'z')) st = c ? S_IDLE : S_DONE;
      break;
    case S_DONE:
      return *nums + *words;
    }
    if (st == S_DONE) return *nums + *words;
  }
}

int main(void) {
  int acc = 1;
  for (int i = 0; i < 40; i++) acc = ops[i & 3](acc, dense(i % 10) + sparse(i * 1000 - 1000));
  printf("ops %d\n", acc);
  int sp = 0;
  int keys[] = {-1000, 7, 4096, 99999, 123456, 5};
  for (int i = 0; i < 6; i++) sp = sp * 10 + sparse(keys[i]);
  printf("sparse %d\n", sp);

  int arr[32];
  for (int i = 0; i < 32; i++) arr[i] = (i * 37) % 29 - 10;
  qsort(arr, 32, sizeof arr[0], cmp_desc);
  unsigned h = 0;
  for (int i = 0; i < 32; i++) h = h * 3u + (unsigned)arr[i];
  printf("qsort %u first %d last %d\n", h, arr[0], arr[31]);

  int n, w;
  int t = count_tokens("abc 12 de3f  456 x 7 yz", &n, &w);
  printf("tokens %d nums %d words %d\n", t, n, w);
  return 0;
}
