// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Composition across statements: C *= beta; C += alpha*A*B becomes one gemm
// with that beta.
// CHECK-LABEL: func.func @scale_then_gemm(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[BETA:[^:]*]]: f32, %[[A:.*]]: memref<4x3xf32>, %[[B:.*]]: memref<3x5xf32>, %[[C:.*]]: memref<4x5xf32>)
// CHECK-NOT: @scal
// CHECK: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[BETA]], %[[C]])
// CHECK-NOT: kernel.launch
func.func @scale_then_gemm(%alpha: f32, %beta: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %beta : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// On tensors the scaled value feeds the gemm's init.
// CHECK-LABEL: func.func @scale_then_gemm_tensor(
// CHECK-SAME: %[[BETA:[^:]*]]: f32, %[[A:.*]]: tensor<4x3xf32>, %[[B:.*]]: tensor<3x5xf32>, %[[C:.*]]: tensor<4x5xf32>)
// CHECK-NOT: @scal
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %[[BETA]], %[[C]])
func.func @scale_then_gemm_tensor(%beta: f32, %A: tensor<4x3xf32>, %B: tensor<3x5xf32>, %C: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : tensor<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %beta, %c : f32
    linalg.yield %0 : f32
  } -> tensor<4x5xf32>
  %r = linalg.matmul ins(%A, %B : tensor<4x3xf32>, tensor<3x5xf32>) outs(%s : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

// Near miss: an intervening reader of C keeps the statements apart.
// CHECK-LABEL: func.func @near_miss_reader_between(
// CHECK: kernel.launch @scal
// CHECK: memref.load
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: kernel.launch @gemm(%[[ALPHA]], %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}})
func.func @near_miss_reader_between(%beta: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>, %i: index) -> f32 {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %beta : f32
    linalg.yield %0 : f32
  }
  %v = memref.load %C[%i, %i] : memref<4x5xf32>
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return %v : f32
}

// -----

// Near miss: the scaled tensor has a second user, so it cannot be folded.
// CHECK-LABEL: func.func @near_miss_scaled_value_shared(
// CHECK: %[[S:.*]] = kernel.launch @scal
// CHECK: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]])
func.func @near_miss_scaled_value_shared(%beta: f32, %A: tensor<4x3xf32>, %B: tensor<3x5xf32>, %C: tensor<4x5xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : tensor<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %beta, %c : f32
    linalg.yield %0 : f32
  } -> tensor<4x5xf32>
  %r = linalg.matmul ins(%A, %B : tensor<4x3xf32>, tensor<3x5xf32>) outs(%s : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r, %s : tensor<4x5xf32>, tensor<4x5xf32>
}

// -----

// mvt: x1 += A * y1 keeps accumulating into x1's initial contents (beta = 1,
// no fill, no overwrite).
// CHECK-LABEL: func.func @mvt_accumulates(
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: kernel.launch @gemv(%[[ALPHA]], %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}}) {num_outs = 1 : i64, transA = false}
func.func @mvt_accumulates(%A: memref<6x6xf64>, %y1: memref<6xf64>, %x1: memref<6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %y1 : memref<6x6xf64>, memref<6xf64>) outs(%x1 : memref<6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

// -----

// Two scales before an accumulating gemm: only the last folds into beta
// (beta = 1 becomes s2). s1 * s2 as one beta would be rounded once more than
// (C * s1) * s2, and would overflow or underflow where the IR does not
// (s1 = 2^100, s2 = 2^-100 on C = 2^30).
// CHECK-LABEL: func.func @two_scales_then_gemm(
// CHECK-SAME: %[[S1:[^:]*]]: f32, %[[S2:[^:]*]]: f32, %[[A:.*]]: memref<4x3xf32>, %[[B:.*]]: memref<3x5xf32>, %[[C:.*]]: memref<4x5xf32>)
// CHECK-NOT: arith.mulf
// CHECK: kernel.launch @scal(%[[S1]], %[[C]])
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %[[S2]], %[[C]])
func.func @two_scales_then_gemm(%s1: f32, %s2: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s1 : f32
    linalg.yield %0 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s2 : f32
    linalg.yield %0 : f32
  }
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
