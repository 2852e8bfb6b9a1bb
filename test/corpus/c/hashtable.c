/* Hoist round-trip corpus: a malloc-backed open-addressing hash table with
 * string keys, realloc growth, free, and a linked overflow list. Exercises
 * heap pointers, pointer-to-pointer updates and while loops with two exits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { char key[16]; int value; int used; };
struct table { struct entry *slots; size_t cap, count; };

static unsigned hash_str(const char *s) { unsigned h = 0; while (*s) h = h * 131u + (unsigned char)*s++; return h; }

static void put(struct table *t, const char *k, int v);

static void grow(struct table *t) {
  struct entry *old = t->slots;
  size_t oldcap = t->cap;
  t->cap = oldcap ? oldcap * 2 : 8;
  t->slots = calloc(t->cap, sizeof *t->slots);
  t->count = 0;
  for (size_t i = 0; i < oldcap; i++)
    if (old[i].used) put(t, old[i].key, old[i].value);
  free(old);
}

static void put(struct table *t, const char *k, int v) {
  if ((t->count + 1) * 4 > t->cap * 3) grow(t);
  size_t i = hash_str(k) & (t->cap - 1);
  while (t->slots[i].used) {
    if (strcmp(t->slots[i].key, k) == 0) { t->slots[i].value = v; return; }
    i = (i + 1) & (t->cap - 1);
  }
  strncpy(t->slots[i].key, k, sizeof t->slots[i].key - 1);
  t->slots[i].value = v;
  t->slots[i].used = 1;
  t->count++;
}

static int get(const struct table *t, const char *k, int *out) {
  size_t i = hash_str(k) & (t->cap - 1);
  while (t->slots[i].used) {
    if (strcmp(t->slots[i].key, k) == 0) { *out = t->slots[i].value; return 1; }
    i = (i + 1) & (t->cap - 1);
  }
  return 0;
}

int main(void) {
  struct table t = {NULL, 0, 0};
  char key[16];
  for (int i = 0; i < 300; i++) {
    snprintf(key, sizeof key, "k%d", (i * 7) % 200);
    put(&t, key, i);
  }
  long found = 0, missing = 0;
  for (int i = 0; i < 400; i++) {
    int v;
    snprintf(key, sizeof key, "k%d", i);
    if (get(&t, key, &v)) found += v; else missing++;
  }
  printf("count %zu cap %zu found %ld missing %ld\n", t.count, t.cap, found, missing);
  int *dyn = NULL;
  size_t n = 0;
  for (int i = 0; i < 1000; i++) {
    if ((n & (n - 1)) == 0) dyn = realloc(dyn, (n ? 2 * n : 1) * sizeof *dyn);
    dyn[n++] = i * i % 977;
  }
  long s = 0;
  for (size_t i = 0; i < n; i++) s += dyn[i];
  printf("dyn %zu %ld\n", n, s);
  free(dyn);
  free(t.slots);
  return 0;
}
