// A gemm over merged leading dims on tensors collapses A and C and expands the
// result back. After bufferization that is a memref.expand_shape of a
// collapse_shape, and MLIR 22's expand-strided-metadata crashes on one that
// merged two dynamic dims: such contractions stay on the default path
// (LeadingDimsExpandBack); one dynamic dim of the two still launches.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-opt %s -split-input-file --kmatch-pipeline=backend=cpu | FileCheck %s --check-prefix=LOWERED
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 3 functions, 1 rewritten, 0 failures

// CHECK-LABEL: func.func @rows_two_dynamic(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
// CHECK: return
// LOWERED-LABEL: llvm.func @rows_two_dynamic(
func.func @rows_two_dynamic(%A: tensor<?x?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(r, q, p, s) -> (r, q, s)>, affine_map<(r, q, p, s) -> (s, p)>, affine_map<(r, q, p, s) -> (r, q, p)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// torch-mlir's Linear on a 3-D input with a dynamic batch and sequence.
// CHECK-LABEL: func.func @linear_two_dynamic(
// CHECK-NOT: kernel.launch
// CHECK: linalg.batch_matmul
// CHECK-NOT: kernel.launch
// CHECK: return
// LOWERED-LABEL: llvm.func @linear_two_dynamic(
func.func @linear_two_dynamic(%A: tensor<?x?x?xf32>, %B: tensor<?x?xf32>, %C: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%A, %B : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%C : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// Only the batch dynamic: the gemm on the collapsed views, expanded back.
// CHECK-LABEL: func.func @linear_batch_dynamic(
// CHECK: tensor.collapse_shape
// CHECK: kernel.launch @gemm(
// CHECK: tensor.expand_shape
// LOWERED-LABEL: llvm.func @linear_batch_dynamic(
func.func @linear_batch_dynamic(%A: tensor<?x4x5xf32>, %B: tensor<5x6xf32>, %C: tensor<?x4x6xf32>) -> tensor<?x4x6xf32> {
  %r = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%A, %B : tensor<?x4x5xf32>, tensor<5x6xf32>) outs(%C : tensor<?x4x6xf32>) -> tensor<?x4x6xf32>
  return %r : tensor<?x4x6xf32>
}
