/* Hoist round-trip corpus: GCC vector extensions. __attribute__((vector_size))
 * int/float vectors, element access, vector arithmetic/compare/shuffle and
 * loops over arrays of vectors (insertelement/extractelement/shufflevector). */
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned short v8hu __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

static v4si vec_data[64];

static v4si hsum_loop(int n) {
  v4si acc = {0, 0, 0, 0};
  for (int i = 0; i < n; i++) acc += vec_data[i] * (v4si){1, 2, 3, 4};
  return acc;
}

int main(void) {
  for (int i = 0; i < 64; i++) vec_data[i] = (v4si){i, i * 2, -i, i ^ 5};
  v4si s = hsum_loop(64);
  printf("hsum %d %d %d %d\n", s[0], s[1], s[2], s[3]);

  v4si a = {5, -3, 8, 0}, b = {1, 7, 8, -2};
  v4si gt = a > b;
  v4si mn = ((a < b) & a) | (~(a < b) & b);
  printf("cmp %d %d %d %d min %d %d %d %d\n", gt[0], gt[1], gt[2], gt[3], mn[0], mn[1], mn[2], mn[3]);
  v4si sh = __builtin_shufflevector(a, b, 7, 0, 5, 2);
  printf("shuffle %d %d %d %d\n", sh[0], sh[1], sh[2], sh[3]);

  v8hu h = {1, 2, 3, 4, 65535, 6, 7, 8};
  h = h + (v8hu){1, 1, 1, 1, 1, 1, 1, 1};
  h <<= 2;
  unsigned hs = 0;
  for (int i = 0; i < 8; i++) hs = hs * 3u + h[i];
  printf("v8hu %u\n", hs);

  v4sf f = {1.5f, 2.25f, -3.0f, 0.5f};
  v4sf g = f * f + (v4sf){0.25f, 0.25f, 0.25f, 0.25f};
  float fs = 0;
  for (int i = 0; i < 4; i++) fs += g[i];
  printf("v4sf %.4f\n", (double)fs);
  v4si conv = __builtin_convertvector(g, v4si);
  printf("convert %d %d %d %d\n", conv[0], conv[1], conv[2], conv[3]);
  return 0;
}
