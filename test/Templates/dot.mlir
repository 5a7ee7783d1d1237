// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// r += x . y into a rank-0 memref.
// CHECK-LABEL: func.func @dot(
// CHECK-SAME: %[[X:.*]]: memref<9xf64>, %[[Y:.*]]: memref<9xf64>, %[[R:.*]]: memref<f64>)
// CHECK: kernel.launch @dot(%{{.*}}, %[[X]], %[[Y]], %{{.*}}, %[[R]]) {num_outs = 1 : i64}
func.func @dot(%x: memref<9xf64>, %y: memref<9xf64>, %r: memref<f64>) {
  linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x, %y : memref<9xf64>, memref<9xf64>) outs(%r : memref<f64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

// -----

// linalg.dot on tensors into a zero fill: beta = 0.
// CHECK-LABEL: func.func @dot_named(
// CHECK: %[[E:.*]] = tensor.empty() : tensor<f32>
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @dot(%{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]], %[[E]])
func.func @dot_named(%x: tensor<9xf32>, %y: tensor<9xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.dot ins(%x, %y : tensor<9xf32>, tensor<9xf32>) outs(%f : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// Near miss: a sum of squares of x with y ignored is not x . y.
// CHECK-LABEL: func.func @near_miss_square(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_square(%x: memref<9xf64>, %y: memref<9xf64>, %r: memref<f64>) {
  linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x, %y : memref<9xf64>, memref<9xf64>) outs(%r : memref<f64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %a : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}
