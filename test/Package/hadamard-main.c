// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Runs the ahead-of-time compiled hadamard.mlir, whose elementwise product
 * kmatch rewrote into a call of the user's C shim, on a strided view, and
 * checks every element. */
#include "kmatch_rt.h"

#include <stdio.h>

void _mlir_ciface_hadamard(kmatch_memref_2d_f32 *x, kmatch_memref_2d_f32 *y,
                           kmatch_memref_2d_f32 *z);

enum { M = 5, N = 7, LD = 9 };

int main(void) {
  static float x[M * LD], y[M * N], z[M * N];
  for (int i = 0; i < M * LD; ++i)
    x[i] = (float)i;
  for (int i = 0; i < M * N; ++i) {
    y[i] = 0.5f * (float)(i % 4);
    z[i] = -1.0f;
  }
  /* x is a 5x7 view with leading dimension 9, starting at offset 1. */
  kmatch_memref_2d_f32 X = {x, x, 1, {M, N}, {LD, 1}};
  kmatch_memref_2d_f32 Y = {y, y, 0, {M, N}, {N, 1}};
  kmatch_memref_2d_f32 Z = {z, z, 0, {M, N}, {N, 1}};
  _mlir_ciface_hadamard(&X, &Y, &Z);
  int bad = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      if (z[i * N + j] != x[1 + i * LD + j] * y[i * N + j])
        ++bad;
  printf("hadamard-aot: %d of %d elements wrong\n", bad, M * N);
  return bad != 0;
}
