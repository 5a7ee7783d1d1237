// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// C *= beta on its own stays a @scal launch.
// CHECK-LABEL: func.func @scal(
// CHECK-SAME: %[[BETA:[^:]*]]: f32, %[[C:.*]]: memref<4x6xf32>)
// CHECK: kernel.launch @scal(%[[BETA]], %[[C]]) {num_outs = 1 : i64}
func.func @scal(%beta: f32, %C: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x6xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %beta : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Near miss: C = C + beta is not a scaling.
// CHECK-LABEL: func.func @near_miss_shift(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_shift(%beta: f32, %C: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x6xf32>) {
  ^bb0(%c: f32):
    %0 = arith.addf %c, %beta : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Near miss: C = C * C.
// CHECK-LABEL: func.func @near_miss_square(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_square(%C: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x6xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %c : f32
    linalg.yield %0 : f32
  }
  return
}
