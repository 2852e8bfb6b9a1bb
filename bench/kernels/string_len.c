/* Hoist benchmark kernel: a library call in the loop condition,
 * for (i = 0; i < strlen(src); i++) dst[i] = f(src[i]). strlen(src) is
 * invariant only if the stores to dst cannot change src: called with
 * separate buffers and in place (dst == src, and dst one byte behind src). */
#include <stdio.h>
#include <string.h>

#define LEN 300
#define REPS 150
static unsigned seed = 47u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }

__attribute__((noinline)) void upcase(char *dst, const char *src) {
  for (size_t i = 0; i < strlen(src); i++) {
    char c = src[i];
    dst[i] = (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c;
  }
}

__attribute__((noinline)) unsigned count_in(const char *s, const char *set) {
  unsigned n = 0;
  for (size_t i = 0; s[i]; i++)
    if (strchr(set, s[i]) != NULL) n++;
  return n;
}

static unsigned hash(const char *s) { unsigned h = 5381; while (*s) h = h * 33u + (unsigned char)*s++; return h; }

int main(void) {
  static char src[LEN + 2], dst[LEN + 2], work[LEN + 2];
  for (int i = 0; i < LEN; i++) {
    int c = 'a' + (int)(lcg() % 26);
    src[i] = (char)(lcg() % 8 == 0 ? c - 32 : c);
  }
  src[LEN] = 0;
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    src[r % LEN] = (char)('a' + r % 26);
    upcase(dst, src);                       /* separate */
    dst[LEN] = 0;
    h = h * 31u + hash(dst);
    memcpy(work, src, LEN + 1);
    upcase(work, work);                     /* in place */
    h ^= hash(work);
    memcpy(work, src, LEN + 1);
    upcase(work, work + 1);                 /* dst one behind src: shifts the string left */
    h += hash(work) + count_in(src, "aeiouAEIOU") + count_in(work, work + LEN / 2);
  }
  printf("string_len %08x\n", h);
  return 0;
}
