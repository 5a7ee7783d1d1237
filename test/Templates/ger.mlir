// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// A(i,j) += alpha * x(i) * y(j).
// CHECK-LABEL: func.func @ger(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[X:.*]]: memref<6xf32>, %[[Y:.*]]: memref<4xf32>, %[[A:.*]]: memref<6x4xf32>)
// CHECK: kernel.launch @ger(%[[ALPHA]], %[[X]], %[[Y]], %[[A]]) {num_outs = 1 : i64, transA = false}
func.func @ger(%alpha: f32, %x: memref<6xf32>, %y: memref<4xf32>, %A: memref<6x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<6xf32>, memref<4xf32>) outs(%A : memref<6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.mulf %0, %alpha : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// gemver's first statement: A = A + u1*v1^T + u2*v2^T, one generic.
// CHECK-LABEL: func.func @ger2_gemver(
// CHECK-SAME: %[[A:[^:]*]]: tensor<5x7xf64>, %[[U1:[^:]*]]: tensor<5xf64>, %[[V1:[^:]*]]: tensor<7xf64>, %[[U2:[^:]*]]: tensor<5xf64>, %[[V2:[^:]*]]: tensor<7xf64>)
// CHECK-DAG: %[[ONE1:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: kernel.launch @ger2(%{{.*}}, %[[U1]], %[[V1]], %{{.*}}, %[[U2]], %[[V2]], %[[A]]) {num_outs = 1 : i64, transA = false}
func.func @ger2_gemver(%A: tensor<5x7xf64>, %u1: tensor<5xf64>, %v1: tensor<7xf64>, %u2: tensor<5xf64>, %v2: tensor<7xf64>) -> tensor<5x7xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%u1, %v1, %u2, %v2 : tensor<5xf64>, tensor<7xf64>, tensor<5xf64>, tensor<7xf64>) outs(%A : tensor<5x7xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64, %d: f64, %o: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %o, %0 : f64
    %2 = arith.mulf %c, %d : f64
    %3 = arith.addf %1, %2 : f64
    linalg.yield %3 : f64
  } -> tensor<5x7xf64>
  return %r : tensor<5x7xf64>
}

// -----

// A stored transposed: A(j,i) += x(i) * y(j).
// CHECK-LABEL: func.func @ger_transposed(
// CHECK: kernel.launch @ger({{.*}}) {num_outs = 1 : i64, transA = true}
func.func @ger_transposed(%x: memref<6xf32>, %y: memref<4xf32>, %A: memref<4x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j, i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<6xf32>, memref<4xf32>) outs(%A : memref<4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Near miss: an outer product that overwrites A (no accumulation).
// CHECK-LABEL: func.func @near_miss_outer_overwrite(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_outer_overwrite(%x: memref<6xf32>, %y: memref<4xf32>, %A: memref<6x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<6xf32>, memref<4xf32>) outs(%A : memref<6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// Near miss: rank-2 update whose two terms pair the wrong vectors
// (u1*u2^T-shaped maps: both first-term inputs indexed by i).
// CHECK-LABEL: func.func @near_miss_ger2_maps(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_ger2_maps(%A: memref<5x5xf64>, %u1: memref<5xf64>, %v1: memref<5xf64>, %u2: memref<5xf64>, %v2: memref<5xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>,
                                   affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>,
                                   affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%u1, %v1, %u2, %v2 : memref<5xf64>, memref<5xf64>, memref<5xf64>, memref<5xf64>) outs(%A : memref<5x5xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64, %d: f64, %o: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %o, %0 : f64
    %2 = arith.mulf %c, %d : f64
    %3 = arith.addf %1, %2 : f64
    linalg.yield %3 : f64
  }
  return
}
