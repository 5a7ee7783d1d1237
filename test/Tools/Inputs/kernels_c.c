// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* kmatch_kernels.h from C: every shim declaration, for both backends, has
   the type its KMATCH_PARAMS list says, with kmatch_rt.h's C descriptors. A
   user's C shim of a project kernel is written against these. */
#include "kmatch_kernels.h"

#define CHECK_CPU_(NAME, S, T)                                                 \
  void (*cpu_##NAME##_##S)(KMATCH_PARAMS_##NAME##_##S) =                       \
      KMATCH_SHIM(cpu, NAME, S);
#define CHECK_CUDA_(NAME, S, T)                                                \
  void (*cuda_##NAME##_##S)(KMATCH_PARAMS_##NAME##_##S) =                      \
      KMATCH_SHIM(cuda, NAME, S);
KMATCH_FOR_EACH_CPU_KERNEL(CHECK_CPU_)
KMATCH_FOR_EACH_CUDA_KERNEL(CHECK_CUDA_)

/* A definition through the entry macro, as the project's shims are written. */
float my_dot(KMATCH_PARAMS_dot_f32) {
  float r = 0;
  for (int64_t i = 0; i < X->sizes[0]; ++i)
    r += X->aligned[X->offset + i * X->strides[0]] *
         Y->aligned[Y->offset + i * Y->strides[0]];
  return alpha * r + beta * R->aligned[R->offset];
}
