// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* Calls the module kmatch-compile built from mlp.mlir (libmlp.so) from C and
 * checks it against a naive loop in double:
 *   kmatch-compile mlp.mlir -o libmlp.so
 *   cc main.c -I<kmatch>/include/kmatch/runtime -L. -lmlp -Wl,-rpath,. -lm
 * The module returns its result in a buffer it allocates with malloc; the
 * caller frees it. */
#include "kmatch_rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

void _mlir_ciface_forward(kmatch_memref_2d_f32 *result, kmatch_memref_2d_f32 *x,
                          kmatch_memref_2d_f32 *w1, kmatch_memref_1d_f32 *b1,
                          kmatch_memref_2d_f32 *w2, kmatch_memref_1d_f32 *b2);

enum { N = 4, IN = 64, HID = 32, OUT = 10 };

static kmatch_memref_2d_f32 matrix(float *data, intptr_t rows, intptr_t cols) {
  kmatch_memref_2d_f32 m = {data, data, 0, {rows, cols}, {cols, 1}};
  return m;
}

static kmatch_memref_1d_f32 vector(float *data, intptr_t n) {
  kmatch_memref_1d_f32 v = {data, data, 0, {n}, {1}};
  return v;
}

/* The same values mlp.py gives PyTorch: sin of the index, scaled. */
static void fill(float *p, int n, float scale, float phase) {
  for (int i = 0; i < n; ++i)
    p[i] = scale * sinf(0.37f * (float)i + phase);
}

int main(void) {
  static float x[N * IN], w1[HID * IN], b1[HID], w2[OUT * HID], b2[OUT];
  fill(x, N * IN, 1.0f, 0.0f);
  fill(w1, HID * IN, 0.125f, 1.0f);
  fill(b1, HID, 0.1f, 2.0f);
  fill(w2, OUT * HID, 0.17f, 3.0f);
  fill(b2, OUT, 0.1f, 4.0f);

  kmatch_memref_2d_f32 X = matrix(x, N, IN), W1 = matrix(w1, HID, IN),
                       W2 = matrix(w2, OUT, HID), Y;
  kmatch_memref_1d_f32 B1 = vector(b1, HID), B2 = vector(b2, OUT);
  _mlir_ciface_forward(&Y, &X, &W1, &B1, &W2, &B2);

  double maxErr = 0;
  for (int n = 0; n < N; ++n) {
    double h[HID];
    for (int j = 0; j < HID; ++j) {
      double s = b1[j];
      for (int k = 0; k < IN; ++k)
        s += (double)x[n * IN + k] * w1[j * IN + k];
      h[j] = s > 0 ? s : 0;
    }
    for (int j = 0; j < OUT; ++j) {
      double s = b2[j];
      for (int k = 0; k < HID; ++k)
        s += h[k] * w2[j * HID + k];
      float got = Y.aligned[Y.offset + n * Y.strides[0] + j * Y.strides[1]];
      double err = fabs(got - s) / (1.0 + fabs(s));
      if (!(err <= maxErr))
        maxErr = err;
      printf("%s%9.5f", j ? " " : "", got);
    }
    printf("\n");
  }
  free(Y.allocated);
  printf("mlp: max relative error %g against double\n", maxErr);
  return maxErr < 1e-5 ? 0 : 1;
}
