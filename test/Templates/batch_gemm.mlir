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

// -----

// linalg.batch_matvec into a zero fill: a batch_gemm with x and y as
// one-column matrices, beta = 0.
// CHECK-LABEL: func.func @batch_matvec_tensor(
// CHECK-SAME: %[[A:[^:]*]]: tensor<3x4x5xf32>, %[[X:[^:]*]]: tensor<3x5xf32>)
// CHECK-NOT: linalg.
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[X3:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0], [1, 2]] output_shape [3, 5, 1]
// CHECK: %[[Y:.*]] = kernel.launch @batch_gemm(%{{.*}}, %[[A]], %[[X3]], %[[ZERO]], %{{.*}}) {{.*}}transA = false, transB = false{{.*}} -> tensor<3x4x1xf32>
// CHECK: tensor.collapse_shape %[[Y]] {{\[\[}}0], [1, 2]]
// CHECK-NOT: linalg.
func.func @batch_matvec_tensor(%a: tensor<3x4x5xf32>, %x: tensor<3x5xf32>) -> tensor<3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %y = linalg.batch_matvec ins(%a, %x : tensor<3x4x5xf32>, tensor<3x5xf32>) outs(%f : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %y : tensor<3x4xf32>
}

// -----

// The generic form with A read transposed, on memrefs, accumulating into y.
// CHECK-LABEL: func.func @batch_matvec_generic_transposed(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x5x4xf32>, %[[X:[^:]*]]: memref<3x5xf32>, %[[Y:[^:]*]]: memref<3x4xf32>)
// CHECK-DAG: %[[X3:.*]] = memref.expand_shape %[[X]]
// CHECK-DAG: %[[Y3:.*]] = memref.expand_shape %[[Y]]
// CHECK: kernel.launch @batch_gemm(%{{.*}}, %[[A]], %[[X3]], %{{.*}}, %[[Y3]]) {{.*}}transA = true, transB = false
// CHECK-NOT: linalg.generic
func.func @batch_matvec_generic_transposed(%a: memref<3x5x4xf32>, %x: memref<3x5xf32>, %y: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, k) -> (b, k, m)>, affine_map<(b, m, k) -> (b, k)>, affine_map<(b, m, k) -> (b, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %x : memref<3x5x4xf32>, memref<3x5xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%va: f32, %vx: f32, %vy: f32):
    %p = arith.mulf %va, %vx : f32
    %s = arith.addf %vy, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: x read as (k, b) (the batch is x's second dim): not a batch of
// vectors in x's layout. Stays.
// CHECK-LABEL: func.func @near_miss_matvec_x_transposed(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_matvec_x_transposed(%a: memref<3x4x5xf32>, %x: memref<5x3xf32>, %y: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, k) -> (b, m, k)>, affine_map<(b, m, k) -> (k, b)>, affine_map<(b, m, k) -> (b, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %x : memref<3x4x5xf32>, memref<5x3xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%va: f32, %vx: f32, %vy: f32):
    %p = arith.mulf %va, %vx : f32
    %s = arith.addf %vy, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: the body overwrites y with the product instead of accumulating.
// CHECK-LABEL: func.func @near_miss_matvec_overwrite(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_matvec_overwrite(%a: memref<3x4x5xf32>, %x: memref<3x5xf32>, %y: memref<3x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, k) -> (b, m, k)>, affine_map<(b, m, k) -> (b, k)>, affine_map<(b, m, k) -> (b, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %x : memref<3x4x5xf32>, memref<3x5xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%va: f32, %vx: f32, %vy: f32):
    %p = arith.mulf %va, %vx : f32
    linalg.yield %p : f32
  }
  return
}
