// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* A user's kmatch shim, written in C against kmatch_rt.h: the CPU kernel
 * "hadamard" of hadamard.json, z = x * y elementwise on 2-D f32 memrefs. */
#include "kmatch_rt.h"

KMATCH_RT_EXPORT void
_mlir_ciface_kmatch_cpu_hadamard_f32(kmatch_memref_2d_f32 *x,
                                     kmatch_memref_2d_f32 *y,
                                     kmatch_memref_2d_f32 *z) {
  intptr_t i, j;
  if (x->sizes[0] != z->sizes[0] || x->sizes[1] != z->sizes[1] ||
      y->sizes[0] != z->sizes[0] || y->sizes[1] != z->sizes[1]) {
    kmatch_rt_error("hadamard", "shapes %ldx%ld, %ldx%ld -> %ldx%ld differ",
                    (long)x->sizes[0], (long)x->sizes[1], (long)y->sizes[0],
                    (long)y->sizes[1], (long)z->sizes[0], (long)z->sizes[1]);
    return;
  }
  for (i = 0; i < z->sizes[0]; ++i)
    for (j = 0; j < z->sizes[1]; ++j)
      z->aligned[z->offset + i * z->strides[0] + j * z->strides[1]] =
          x->aligned[x->offset + i * x->strides[0] + j * x->strides[1]] *
          y->aligned[y->offset + i * y->strides[0] + j * y->strides[1]];
}
