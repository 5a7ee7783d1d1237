// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// linalg.batch_matmul becomes ONE launch, not one per batch.
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-SAME: %[[A:.*]]: memref<3x4x5xf32>, %[[B:.*]]: memref<3x5x6xf32>, %[[C:.*]]: memref<3x4x6xf32>)
// CHECK-COUNT-1: kernel.launch @batch_gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// CHECK-NOT: kernel.launch
func.func @batch_matmul(%A: memref<3x4x5xf32>, %B: memref<3x5x6xf32>, %C: memref<3x4x6xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<3x4x5xf32>, memref<3x5x6xf32>) outs(%C : memref<3x4x6xf32>)
  return
}

// -----

// A generic with a leading batch dimension and B transposed, on tensors.
// CHECK-LABEL: func.func @batch_generic_bt(
// CHECK: kernel.launch @batch_gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = true, transC = false} : (f64, tensor<2x4x5xf64>, tensor<2x6x5xf64>, f64, tensor<2x4x6xf64>) -> tensor<2x4x6xf64>
func.func @batch_generic_bt(%A: tensor<2x4x5xf64>, %B: tensor<2x6x5xf64>, %C: tensor<2x4x6xf64>) -> tensor<2x4x6xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<2x4x5xf64>, tensor<2x6x5xf64>) outs(%C : tensor<2x4x6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  } -> tensor<2x4x6xf64>
  return %r : tensor<2x4x6xf64>
}

// -----

// Near miss: the batch dimension of B is a reduction (a different contraction).
// CHECK-LABEL: func.func @near_miss_batch_reduced(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_batch_reduced(%A: memref<3x4x5xf32>, %B: memref<3x5x6xf32>, %C: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>],
                  iterator_types = ["reduction", "parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x4x5xf32>, memref<3x5x6xf32>) outs(%C : memref<4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}
