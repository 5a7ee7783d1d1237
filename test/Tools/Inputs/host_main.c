// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A program with its own main that calls a module's function named @main
 * (IREE's TensorFlow imports name their entry so) through its C entry point.
 * The library's call from _mlir_ciface_main to its @main must reach the
 * module's function, not this program's main. */
#include "kmatch_rt.h"

#include <stdio.h>
#include <stdlib.h>

void _mlir_ciface_main(kmatch_memref_2d_f32 *result, kmatch_memref_2d_f32 *a,
                       kmatch_memref_2d_f32 *b);

int main(void) {
  static int entered;
  if (entered++) {
    printf("host main entered again: the library called it\n");
    exit(1);
  }
  float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
  kmatch_memref_2d_f32 ma = {a, a, 0, {2, 2}, {2, 1}}, mb = {b, b, 0, {2, 2}, {2, 1}};
  kmatch_memref_2d_f32 r;
  _mlir_ciface_main(&r, &ma, &mb);
  const float *c = r.aligned + r.offset;
  printf("%g %g %g %g\n", c[0], c[r.strides[1]], c[r.strides[0]],
         c[r.strides[0] + r.strides[1]]);
  free(r.allocated);
  return 0;
}
