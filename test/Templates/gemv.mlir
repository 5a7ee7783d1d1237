// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// y(m) += alpha * A(m,n) * x(n), alpha a function argument.
// CHECK-LABEL: func.func @gemv_n(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f64, %[[A:.*]]: memref<6x4xf64>, %[[X:.*]]: memref<4xf64>, %[[Y:.*]]: memref<6xf64>)
// CHECK: %[[BETA:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: kernel.launch @gemv(%[[ALPHA]], %[[A]], %[[X]], %[[BETA]], %[[Y]]) {num_outs = 1 : i64, transA = false}
// CHECK-NOT: linalg.generic
func.func @gemv_n(%alpha: f64, %A: memref<6x4xf64>, %x: memref<4xf64>, %y: memref<6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<6x4xf64>, memref<4xf64>) outs(%y : memref<6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %0, %b : f64
    %2 = arith.addf %c, %1 : f64
    linalg.yield %2 : f64
  }
  return
}

// -----

// y(j) += A(i,j) * x(i) (atax's second statement): gemv with A transposed;
// the vector comes first in the generic.
// CHECK-LABEL: func.func @gemv_t_vector_first(
// CHECK-SAME: %[[A:.*]]: memref<6x4xf32>, %[[X:.*]]: memref<6xf32>, %[[Y:.*]]: memref<4xf32>)
// CHECK: kernel.launch @gemv(%{{.*}}, %[[A]], %[[X]], %{{.*}}, %[[Y]]) {num_outs = 1 : i64, transA = true}
func.func @gemv_t_vector_first(%A: memref<6x4xf32>, %x: memref<6xf32>, %y: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i)>, affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%x, %A : memref<6xf32>, memref<6x4xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%b: f32, %a: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// linalg.matvec and linalg.vecmat on tensors, into zero-filled outputs.
// CHECK-LABEL: func.func @named_tensors(
// CHECK-SAME: %[[A:.*]]: tensor<6x4xf32>, %[[X:.*]]: tensor<4xf32>, %[[Z:.*]]: tensor<6xf32>)
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<6xf32>
// CHECK-NOT: linalg.fill
// CHECK: %[[Y:.*]] = kernel.launch @gemv(%{{.*}}, %[[A]], %[[X]], %{{.*}}, %[[E1]]) {num_outs = 1 : i64, transA = false}
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @gemv(%{{.*}}, %[[A]], %[[Z]], %{{.*}}, %[[E2]]) {num_outs = 1 : i64, transA = true}
func.func @named_tensors(%A: tensor<6x4xf32>, %x: tensor<4xf32>, %z: tensor<6xf32>) -> (tensor<6xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<6xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<6xf32>) -> tensor<6xf32>
  %y = linalg.matvec ins(%A, %x : tensor<6x4xf32>, tensor<4xf32>) outs(%f1 : tensor<6xf32>) -> tensor<6xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %w = linalg.vecmat ins(%z, %A : tensor<6xf32>, tensor<6x4xf32>) outs(%f2 : tensor<4xf32>) -> tensor<4xf32>
  return %y, %w : tensor<6xf32>, tensor<4xf32>
}

// -----

// A zero-filled memref output gets beta = 0 and the fill goes.
// CHECK-LABEL: func.func @gemv_zero_filled(
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK: kernel.launch @gemv(%{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]], %{{.*}})
func.func @gemv_zero_filled(%A: memref<6x4xf64>, %x: memref<4xf64>, %y: memref<6xf64>) {
  %zero = arith.constant 0.0 : f64
  linalg.fill ins(%zero : f64) outs(%y : memref<6xf64>)
  linalg.matvec ins(%A, %x : memref<6x4xf64>, memref<4xf64>) outs(%y : memref<6xf64>)
  return
}

// -----

// Near miss: the body overwrites y (y = A x with the last k only). Polygeist's
// matcher turned mvt's accumulation into such an overwrite; we never do the
// reverse either.
// CHECK-LABEL: func.func @near_miss_overwrite(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_overwrite(%A: memref<6x4xf64>, %x: memref<4xf64>, %y: memref<6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<6x4xf64>, memref<4xf64>) outs(%y : memref<6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    linalg.yield %0 : f64
  }
  return
}

// -----

// Near miss: x indexed by the output dimension (a row scaling, not a gemv).
// CHECK-LABEL: func.func @near_miss_wrong_vector_map(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_wrong_vector_map(%A: memref<6x6xf64>, %x: memref<6xf64>, %y: memref<6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<6x6xf64>, memref<6xf64>) outs(%y : memref<6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

// -----

// Near miss: y is also the vector input.
// CHECK-LABEL: func.func @near_miss_y_is_x(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @near_miss_y_is_x(%A: memref<6x6xf64>, %y: memref<6xf64>) {
  linalg.matvec ins(%A, %y : memref<6x6xf64>, memref<6xf64>) outs(%y : memref<6xf64>)
  return
}
