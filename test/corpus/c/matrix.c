/* Hoist round-trip corpus: numeric 2D array code. Matrix multiply (ijk and
 * blocked), transpose, a 5-point stencil with double buffering, and LU-style
 * elimination on doubles with partial pivoting via fabs. */
#include <math.h>
#include <stdio.h>

#define N 24
static double A[N][N], B[N][N], C[N][N];
static int IA[N][N], IB[N][N], IC[N][N];

static void init(void) {
  unsigned x = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      x = x * 1664525u + 1013904223u;
      IA[i][j] = (int)(x >> 24) - 128;
      IB[j][i] = (int)((x >> 16) & 0xff) - 100;
      A[i][j] = (double)((x >> 20) % 97) / 7.0 + (i == j ? 50.0 : 0.0);
    }
}

static void imatmul_blocked(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) IC[i][j] = 0;
  for (int ii = 0; ii < N; ii += 8)
    for (int kk = 0; kk < N; kk += 8)
      for (int i = ii; i < ii + 8; i++)
        for (int k = kk; k < kk + 8; k++) {
          int a = IA[i][k];
          for (int j = 0; j < N; j++) IC[i][j] += a * IB[k][j];
        }
}

static double lu_det(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) B[i][j] = A[i][j];
  double logdet = 0;
  for (int k = 0; k < N; k++) {
    int p = k;
    for (int i = k + 1; i < N; i++) if (fabs(B[i][k]) > fabs(B[p][k])) p = i;
    if (p != k)
      for (int j = 0; j < N; j++) { double t = B[k][j]; B[k][j] = B[p][j]; B[p][j] = t; }
    logdet += log(fabs(B[k][k]));
    for (int i = k + 1; i < N; i++) {
      double f = B[i][k] / B[k][k];
      for (int j = k; j < N; j++) B[i][j] -= f * B[k][j];
    }
  }
  return logdet;
}

static double stencil(int iters) {
  static double u[2][N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) u[0][i][j] = (i == N / 2 && j == N / 2) ? 1000.0 : 0.0;
  int cur = 0;
  for (int t = 0; t < iters; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        u[1 - cur][i][j] = 0.25 * (u[cur][i - 1][j] + u[cur][i + 1][j] + u[cur][i][j - 1] + u[cur][i][j + 1]);
    cur = 1 - cur;
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += u[cur][i][j];
  return s;
}

int main(void) {
  init();
  imatmul_blocked();
  long tr = 0;
  unsigned h = 0;
  for (int i = 0; i < N; i++) {
    tr += IC[i][i];
    for (int j = 0; j < N; j++) h = h * 31u + (unsigned)IC[j][i];
  }
  printf("imatmul trace %ld hash %u\n", tr, h);
  printf("logdet %.6f\n", lu_det());
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) C[j][i] = A[i][j] * 0.5;
  printf("transpose %.4f\n", C[3][7] + C[7][3]);
  printf("stencil %.6f\n", stencil(20));
  return 0;
}
