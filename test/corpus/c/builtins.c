/* Hoist round-trip corpus: compiler builtins and intrinsics. popcount, ctz,
 * clz, bswap, parity, rotate idioms, overflow-checked arithmetic, expect,
 * memcpy/memset/memmove (llvm.mem* intrinsics) and abs. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static unsigned rotl(unsigned x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

int main(void) {
  unsigned pc = 0, tz = 0, lz = 0, par = 0;
  unsigned long long bs = 0;
  for (unsigned i = 1; i < 1000; i++) {
    unsigned v = i * 2654435761u;
    pc += (unsigned)__builtin_popcount(v);
    tz += (unsigned)__builtin_ctz(v | 0x80000000u);
    lz += (unsigned)__builtin_clzll((unsigned long long)v | 1ull);
    par += (unsigned)__builtin_parity(v);
    bs ^= __builtin_bswap64((unsigned long long)v << (i & 31));
  }
  printf("bits %u %u %u %u %llx\n", pc, tz, lz, par, bs);
  printf("bswap %08x %04x rot %08x\n", __builtin_bswap32(0x12345678u), (unsigned)__builtin_bswap16(0xabcd), rotl(0x80000001u, 3));

  int ovf = 0, res;
  long long lres;
  unsigned ures;
  for (int i = 0; i < 64; i++) {
    int a = 0x7ffffff0 - i * 1000, b = i * 7;
    ovf += __builtin_add_overflow(a, b, &res);
    ovf += __builtin_mul_overflow(a, i, &lres) ? 100 : 0;
    ovf += __builtin_sub_overflow((unsigned)i, 10u, &ures) ? 10000 : 0;
  }
  printf("overflow %d\n", ovf);

  unsigned char buf[256], buf2[256];
  memset(buf, 0xa5, sizeof buf);
  for (int i = 0; i < 256; i += 3) buf[i] = (unsigned char)i;
  memcpy(buf2, buf, sizeof buf);
  memmove(buf2 + 10, buf2, 100);
  unsigned h = 0;
  for (int i = 0; i < 256; i++) h = h * 131u + buf2[i];
  printf("mem %u cmp %d\n", h, memcmp(buf, buf2, 10) == 0);

  long e = 0;
  for (int i = -20; i < 20; i++) {
    if (__builtin_expect(i == 13, 0)) e += 1000;
    e += abs(i) + labs((long)i * 3);
  }
  printf("expect %ld\n", e);
  printf("ffs %d %d clrsb %d\n", __builtin_ffs(0), __builtin_ffs(0x50), __builtin_clrsb(-1));
  return 0;
}
