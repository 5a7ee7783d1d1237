// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// y = y + alpha * x (gemver's x = x + z has alpha = 1).
// CHECK-LABEL: func.func @axpy(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f64, %[[X:.*]]: memref<8xf64>, %[[Y:.*]]: memref<8xf64>)
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: kernel.launch @axpby(%[[ALPHA]], %[[X]], %[[ONE]], %[[Y]]) {num_outs = 1 : i64}
func.func @axpy(%alpha: f64, %x: memref<8xf64>, %y: memref<8xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<8xf64>) outs(%y : memref<8xf64>) {
  ^bb0(%a: f64, %b: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.addf %b, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

// -----

// gesummv: y = alpha * tmp + beta * y, on a 2-D array (any rank works).
// CHECK-LABEL: func.func @axpby_2d(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[BETA:[^:]*]]: f32, %[[X:.*]]: tensor<3x5xf32>, %[[Y:.*]]: tensor<3x5xf32>)
// CHECK: kernel.launch @axpby(%[[ALPHA]], %[[X]], %[[BETA]], %[[Y]]) {num_outs = 1 : i64} : (f32, tensor<3x5xf32>, f32, tensor<3x5xf32>) -> tensor<3x5xf32>
func.func @axpby_2d(%alpha: f32, %beta: f32, %x: tensor<3x5xf32>, %y: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x5xf32>) outs(%y : tensor<3x5xf32>) {
  ^bb0(%a: f32, %b: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %beta, %b : f32
    %2 = arith.addf %0, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

// -----

// Near miss: x read transposed (not elementwise).
// CHECK-LABEL: func.func @near_miss_transposed_x(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_transposed_x(%x: memref<4x4xf32>, %y: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<4x4xf32>) outs(%y : memref<4x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Near miss: y = y - x.
// CHECK-LABEL: func.func @near_miss_subtract(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_subtract(%x: memref<8xf32>, %y: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %0 = arith.subf %b, %a : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Near miss: y = x * y (a product, not a scaled sum).
// CHECK-LABEL: func.func @near_miss_product(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_product(%x: memref<8xf32>, %y: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}
