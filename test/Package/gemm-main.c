// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs the ahead-of-time compiled gemm.mlir (C = A * B + C through kmatch's
 * CPU runtime) on rectangular operands and checks it against a naive loop. */
#include "kmatch_rt.h"

#include <math.h>
#include <stdio.h>

void _mlir_ciface_gemm(kmatch_memref_2d_f32 *A, kmatch_memref_2d_f32 *B,
                       kmatch_memref_2d_f32 *C);

enum { M = 37, N = 29, K = 23 };

static kmatch_memref_2d_f32 matrix(float *data, intptr_t rows, intptr_t cols) {
  kmatch_memref_2d_f32 m = {data, data, 0, {rows, cols}, {cols, 1}};
  return m;
}

int main(void) {
  static float a[M * K], b[K * N], c[M * N];
  static double ref[M * N];
  for (int i = 0; i < M * K; ++i)
    a[i] = (float)((i * 7) % 13) / 13.0f - 0.5f;
  for (int i = 0; i < K * N; ++i)
    b[i] = (float)((i * 5) % 11) / 11.0f - 0.25f;
  for (int i = 0; i < M * N; ++i)
    ref[i] = c[i] = (float)(i % 3);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        ref[i * N + j] += (double)a[i * K + k] * b[k * N + j];

  kmatch_memref_2d_f32 A = matrix(a, M, K), B = matrix(b, K, N),
                       C = matrix(c, M, N);
  _mlir_ciface_gemm(&A, &B, &C);

  double maxErr = 0;
  for (int i = 0; i < M * N; ++i) {
    double err = fabs(c[i] - ref[i]) / (1.0 + fabs(ref[i]));
    if (!(err <= maxErr))
      maxErr = err;
  }
  printf("gemm-aot: %dx%dx%d max relative error %g\n", M, N, K, maxErr);
  if (!(maxErr < 1e-5)) {
    printf("gemm-aot: FAILED\n");
    return 1;
  }
  return 0;
}
