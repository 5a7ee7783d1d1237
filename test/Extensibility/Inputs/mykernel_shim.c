// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* The documented recipe's shim (docs/Templates.md), z = x * y over 2-D f32
   memrefs, in C: a user's own library, for kmatch-verify --shared-libs.
   Built with -DWRONG it adds instead, and kmatch-verify must say so. */
#include <stdint.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} MemRef2D;

void _mlir_ciface_kmatch_cpu_mykernel_f32(MemRef2D *x, MemRef2D *y,
                                          MemRef2D *z) {
  for (int64_t i = 0; i < z->sizes[0]; ++i)
    for (int64_t j = 0; j < z->sizes[1]; ++j) {
      float a = x->aligned[x->offset + i * x->strides[0] + j * x->strides[1]];
      float b = y->aligned[y->offset + i * y->strides[0] + j * y->strides[1]];
#ifdef WRONG
      float r = a + b;
#else
      float r = a * b;
#endif
      z->aligned[z->offset + i * z->strides[0] + j * z->strides[1]] = r;
    }
}
