/* Hoist round-trip corpus: aggregates. Nested structs, packed structs,
 * bitfields, unions, struct copies/returns by value and arrays of structs. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct rect { struct point lo, hi; char tag; };
struct __attribute__((packed)) packed { char c; int i; short s; long long l; };
struct flags { unsigned a : 3; unsigned b : 5; signed c : 4; unsigned d : 20; };
union word { unsigned u; float f; unsigned char b[4]; struct { unsigned short lo, hi; } h; };
struct node { int val; struct node *next; };

static struct rect make_rect(int x, int y, int w, int h) {
  struct rect r = {{x, y}, {x + w, y + h}, (char)('a' + (x & 7))};
  return r;
}

static long area(struct rect r) { return (long)(r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

static unsigned hash_bytes(const void *p, size_t n) {
  const unsigned char *b = p;
  unsigned h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ b[i]) * 16777619u;
  return h;
}

int main(void) {
  struct rect rs[10];
  long tot = 0;
  for (int i = 0; i < 10; i++) {
    rs[i] = make_rect(i, i * 2, i + 3, 10 - i);
    tot += area(rs[i]) + rs[i].tag;
  }
  printf("rects %ld\n", tot);

  struct packed pk[4];
  memset(pk, 0, sizeof pk);
  for (int i = 0; i < 4; i++) {
    pk[i].c = (char)i; pk[i].i = i * 1000; pk[i].s = (short)(i - 2); pk[i].l = (long long)i << 40;
  }
  printf("packed size %zu hash %u\n", sizeof(struct packed), hash_bytes(pk, sizeof pk));

  struct flags f = {0, 0, 0, 0};
  unsigned fs = 0;
  for (int i = 0; i < 50; i++) {
    f.a = (unsigned)i; f.b += 3; f.c = (signed)(i % 8) - 4; f.d += (unsigned)i * 777u;
    fs = fs * 7u + f.a + f.b + (unsigned)(f.c + 8) + f.d;
  }
  printf("flags %u\n", fs);

  union word w;
  w.f = 1.5f;
  printf("union %08x %u %u\n", w.u, w.b[0] + w.b[3], (unsigned)w.h.hi);
  w.h.lo = 0x1234; w.h.hi = 0xabcd;
  printf("union2 %08x\n", w.u);

  struct node nodes[16];
  struct node *head = NULL;
  for (int i = 0; i < 16; i++) { nodes[i].val = i * i; nodes[i].next = head; head = &nodes[i]; }
  int sum = 0;
  for (struct node *p = head; p; p = p->next) sum = sum * 3 + p->val % 11;
  printf("list %d\n", sum);

  struct rect copy = rs[3];
  copy.lo.x += 100;
  printf("copy %d %d\n", copy.lo.x, rs[3].lo.x);
  return 0;
}
