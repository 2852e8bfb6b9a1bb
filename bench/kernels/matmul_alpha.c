/* Hoist benchmark kernel: matrix multiply C[i][j] += alpha * A[i][k] * B[k][j]
 * in i-k-j order, float and unsigned: the inner loop runs over j, with the
 * product alpha * A[i][k] invariant in it (LICM takes it to the k loop once C
 * is known apart from A, behind a check when the pointers may overlap).
 * Called on separate matrices and with C equal to B (the inner loop then
 * reads rows it writes). Float results are checked by their bit patterns. */
#include <stdio.h>
#include <string.h>

#define N 48
#define REPS 3
static unsigned seed = 101u;
static unsigned lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 8; }
static unsigned hashu(const unsigned *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
  return h;
}
static unsigned hashf(const float *a, int n) {
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++) { unsigned b; memcpy(&b, &a[i], 4); h = (h ^ b) * 16777619u; }
  return h;
}

__attribute__((noinline)) void gemm_f(float *C, const float *A, const float *B, float alpha, int n) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++) C[i * n + j] += alpha * A[i * n + k] * B[k * n + j];
}

__attribute__((noinline)) void gemm_u(unsigned *C, const unsigned *A, const unsigned *B, unsigned alpha, int n) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++) C[i * n + j] += alpha * A[i * n + k] * B[k * n + j];
}

int main(void) {
  static float fa[N * N], fb[N * N], fc[N * N];
  static unsigned ua[N * N], ub[N * N], uc[N * N];
  for (int i = 0; i < N * N; i++) {
    fa[i] = (float)(lcg() & 0xff) / 64.0f; fb[i] = (float)(lcg() & 0xff) / 128.0f; fc[i] = 0.0f;
    ua[i] = lcg() & 0xfff; ub[i] = lcg() & 0xfff; uc[i] = 0;
  }
  unsigned h = 0;
  for (int r = 0; r < REPS; r++) {
    gemm_f(fc, fa, fb, 0.5f + (float)r, N);     /* disjoint */
    h = h * 31u + hashf(fc, N * N);
    gemm_u(uc, ua, ub, 3u + (unsigned)r, N);   /* disjoint */
    h = h * 31u + hashu(uc, N * N);
    gemm_u(ub, ua, ub, 5u, N - 1 - r);         /* C == B: rows of B change while they are read */
    h ^= hashu(ub, N * N);
    for (int i = 0; i < N * N; i++) { ub[i] &= 0xfff; if (fc[i] > 1.0e6f) fc[i] = 1.0f; }
  }
  printf("matmul_alpha %08x\n", h);
  return 0;
}
