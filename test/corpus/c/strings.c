/* Hoist round-trip corpus: string handling. Hand-written strlen/strcmp/
 * reverse/tokenising loops next to libc strchr/strstr/strncpy/memcmp, and
 * character classification. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static size_t my_strlen(const char *s) { const char *p = s; while (*p) p++; return (size_t)(p - s); }

static int my_strcmp(const char *a, const char *b) {
  while (*a && *a == *b) { a++; b++; }
  return (unsigned char)*a - (unsigned char)*b;
}

static void reverse(char *s) {
  size_t n = my_strlen(s);
  for (size_t i = 0, j = n ? n - 1 : 0; i < j; i++, j--) { char t = s[i]; s[i] = s[j]; s[j] = t; }
}

static int count_words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    if (isspace((unsigned char)*s)) in = 0;
    else if (!in) { in = 1; n++; }
  }
  return n;
}

static unsigned djb2(const char *s) { unsigned h = 5381; while (*s) h = h * 33u + (unsigned char)*s++; return h; }

int main(void) {
  static const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"};
  char buf[128];
  buf[0] = 0;
  for (int i = 0; i < 8; i++) { strcat(buf, words[i]); strcat(buf, i & 1 ? " " : "  "); }
  printf("len %zu %zu words %d\n", my_strlen(buf), strlen(buf), count_words(buf));
  printf("cmp %d %d %d\n", my_strcmp("abc", "abd") < 0, my_strcmp("b", "a") > 0, my_strcmp("same", "same"));
  char r[32];
  strncpy(r, "Hoist loops!", sizeof r - 1);
  r[sizeof r - 1] = 0;
  reverse(r);
  printf("rev [%s]\n", r);
  const char *p = strstr(buf, "delta");
  printf("strstr %ld strchr %ld\n", p ? (long)(p - buf) : -1L, (long)(strchr(buf, 'z') - buf));
  unsigned h = 0;
  for (int i = 0; i < 8; i++) h ^= djb2(words[i]) >> (i & 3);
  printf("djb2 %u\n", h);
  int up = 0;
  for (char *q = buf; *q; q++) if (islower((unsigned char)*q)) { *q = (char)toupper((unsigned char)*q); up++; }
  printf("upper %d %.12s memcmp %d\n", up, buf, memcmp(buf, "ALPHA", 5));
  return 0;
}
