// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// polybench syrk: C *= beta; C += alpha * A * A^T. The scale folds into beta.
// CHECK-LABEL: func.func @syrk_polybench(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f64, %[[BETA:[^:]*]]: f64, %[[A:.*]]: memref<?x?xf64>, %[[C:.*]]: memref<?x?xf64>)
// CHECK-NOT: kernel.launch @scal
// CHECK: kernel.launch @syrk(%[[ALPHA]], %[[A]], %[[BETA]], %[[C]]) {num_outs = 1 : i64, trans = false}
// CHECK-NOT: linalg.generic
func.func @syrk_polybench(%alpha: f64, %beta: f64, %A: memref<?x?xf64>, %C: memref<?x?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<?x?xf64>) {
  ^bb0(%c: f64):
    %0 = arith.mulf %c, %beta : f64
    linalg.yield %0 : f64
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %0, %b : f64
    %2 = arith.addf %c, %1 : f64
    linalg.yield %2 : f64
  }
  return
}

// -----

// A^T * A through identical subviews (provably the same buffer).
// CHECK-LABEL: func.func @syrk_ata_views(
// CHECK: kernel.launch @syrk({{.*}}) {num_outs = 1 : i64, trans = true}
func.func @syrk_ata_views(%X: memref<8x8xf32>, %C: memref<4x4xf32>) {
  %a = memref.subview %X[0, 0] [6, 4] [1, 1] : memref<8x8xf32> to memref<6x4xf32, strided<[8, 1]>>
  %b = memref.subview %X[0, 0] [6, 4] [1, 1] : memref<8x8xf32> to memref<6x4xf32, strided<[8, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<6x4xf32, strided<[8, 1]>>, memref<6x4xf32, strided<[8, 1]>>) outs(%C : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %c: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// linalg.matmul with A and A^T on tensors, zero-initialized.
// CHECK-LABEL: func.func @syrk_matmul_tensor(
// CHECK-SAME: %[[A:.*]]: tensor<5x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5x5xf32>
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @syrk(%{{.*}}, %[[A]], %[[ZERO]], %[[E]]) {num_outs = 1 : i64, trans = false}
func.func @syrk_matmul_tensor(%A: tensor<5x3xf32>) -> tensor<5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5x5xf32>) -> tensor<5x5xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %A : tensor<5x3xf32>, tensor<5x3xf32>) outs(%f : tensor<5x5xf32>) -> tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}

// -----

// Distinct operands of the same shape stay gemm.
// CHECK-LABEL: func.func @distinct_operands_stay_gemm(
// CHECK-NOT: @syrk
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = true, transC = false}
func.func @distinct_operands_stay_gemm(%A: memref<5x3xf32>, %B: memref<5x3xf32>, %C: memref<5x5xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<5x3xf32>, memref<5x3xf32>) outs(%C : memref<5x5xf32>)
  return
}

// -----

// An alias with a non-symmetric map pair (A * A) stays gemm.
// CHECK-LABEL: func.func @alias_non_symmetric_stays_gemm(
// CHECK-NOT: @syrk
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
func.func @alias_non_symmetric_stays_gemm(%A: memref<5x5xf32>, %C: memref<5x5xf32>) {
  linalg.matmul ins(%A, %A : memref<5x5xf32>, memref<5x5xf32>) outs(%C : memref<5x5xf32>)
  return
}

// -----

// Two different views of one buffer are not provably the same operand.
// CHECK-LABEL: func.func @different_views_stay_gemm(
// CHECK-NOT: @syrk
// CHECK: kernel.launch @gemm
func.func @different_views_stay_gemm(%X: memref<8x8xf32>, %C: memref<4x4xf32>) {
  %a = memref.subview %X[0, 0] [4, 6] [1, 1] : memref<8x8xf32> to memref<4x6xf32, strided<[8, 1]>>
  %b = memref.subview %X[1, 0] [4, 6] [1, 1] : memref<8x8xf32> to memref<4x6xf32, strided<[8, 1], offset: 8>>
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : memref<4x6xf32, strided<[8, 1]>>, memref<4x6xf32, strided<[8, 1], offset: 8>>) outs(%C : memref<4x4xf32>)
  return
}
