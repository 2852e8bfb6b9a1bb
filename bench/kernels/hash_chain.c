/* Hoist benchmark kernel: a search loop that walks a hash chain and leaves as
 * soon as it finds the key: while (e >= 0) { if (node[e].key == key) return
 * node[e].val; e = node[e].next; }. The loop is top-tested with an early exit
 * in the body; the key's hash and the table's fields are invariant. Half the
 * lookups miss and walk the whole chain. */
#include <stdio.h>

#define NODES 4096
#define BUCKETS 512
#define LOOKUPS 120000
static unsigned seed = 113u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

struct node { unsigned key; int next; unsigned val; };
struct table { const struct node *nodes; const int *heads; unsigned mask; };

__attribute__((noinline)) unsigned lookup(const struct table *t, unsigned key) {
  int e = t->heads[(key * 2654435761u >> 7) & t->mask];
  while (e >= 0) {
    if (t->nodes[e].key == key) return t->nodes[e].val;
    e = t->nodes[e].next;
  }
  return 0xffffffffu;
}

__attribute__((noinline)) unsigned chain_len(const struct table *t, unsigned b) {
  unsigned n = 0;
  for (int e = t->heads[b & t->mask]; e >= 0; e = t->nodes[e].next) n += t->nodes[e].key & 1u ? 2u : 1u;
  return n;
}

int main(void) {
  static struct node nodes[NODES];
  static int heads[BUCKETS];
  static unsigned keys[NODES];
  for (int b = 0; b < BUCKETS; b++) heads[b] = -1;
  for (int i = 0; i < NODES; i++) {
    unsigned k = lcg() * 2u + 1u; /* odd keys are stored; even ones miss */
    keys[i] = k;
    unsigned b = (k * 2654435761u >> 7) & (BUCKETS - 1);
    nodes[i].key = k; nodes[i].val = lcg(); nodes[i].next = heads[b]; heads[b] = i;
  }
  struct table t = { nodes, heads, BUCKETS - 1 };
  unsigned h = 0;
  for (int i = 0; i < LOOKUPS; i++) {
    unsigned k = keys[lcg() % NODES] ^ (i & 1u); /* every other lookup misses */
    h = h * 31u + lookup(&t, k);
  }
  for (unsigned b = 0; b < BUCKETS; b++) h += chain_len(&t, b) * (b + 1u);
  printf("hash_chain %08x\n", h);
  return 0;
}
