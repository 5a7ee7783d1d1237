// Without a GPU, the cuda backend stops with a clear message naming the
// kernel (or the first transfer the residency plan placed), instead of
// computing anything wrong.
// REQUIRES: cuda-runtime
// UNSUPPORTED: cuda-device
// RUN: kmatch-opt %S/../gemm-forms.mlir --kmatch-pipeline=backend=cuda -o %t.mlir
// RUN: not %run_cuda %t.mlir 2>&1 | FileCheck %s
// CHECK: kmatch runtime error in cuda_to_device: no CUDA device is available
// RUN: kmatch-opt %S/../gemm-forms.mlir --kmatch-pipeline="backend=cuda residency=false" -o %t.copy.mlir
// RUN: not %run_cuda %t.copy.mlir 2>&1 | FileCheck %s --check-prefix=COPY
// COPY: kmatch runtime error in gemm_f32 (cuda): no CUDA device is available
