/* Hoist round-trip corpus: x86-64 inline assembly. Simple register and
 * memory operands, an asm that clobbers flags, a memory barrier and an asm
 * inside a loop (call asm in the IR). x86-64 only. */
#include <stdio.h>

static unsigned asm_add(unsigned a, unsigned b) {
  unsigned r;
  __asm__("leal (%1,%2), %0" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

static unsigned long long asm_rol(unsigned long long x) {
  __asm__("rolq $7, %0" : "+r"(x) : : "cc");
  return x;
}

static int asm_bsf(unsigned v) {
  int r;
  __asm__("bsfl %1, %0" : "=r"(r) : "rm"(v) : "cc");
  return r;
}

int main(void) {
  unsigned s = 0;
  for (unsigned i = 0; i < 100; i++) s = asm_add(s, i * 3u);
  printf("add %u\n", s);
  unsigned long long x = 0x0123456789abcdefull;
  for (int i = 0; i < 10; i++) x = asm_rol(x) ^ (unsigned long long)i;
  printf("rol %llx\n", x);
  int b = 0;
  for (unsigned v = 1; v < 2000; v += 7) b += asm_bsf(v);
  printf("bsf %d\n", b);
  int mem = 10;
  __asm__ volatile("addl $5, %0" : "+m"(mem));
  __asm__ volatile("" ::: "memory");
  printf("mem %d\n", mem);
  return 0;
}
