// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// polybench syr2k, one statement:
// C[i][j] += A[j][k]*alpha*B[i][k] + B[j][k]*alpha*A[i][k], after C *= beta.
// CHECK-LABEL: func.func @syr2k_polybench(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f64, %[[BETA:[^:]*]]: f64, %[[A:.*]]: memref<?x?xf64>, %[[B:.*]]: memref<?x?xf64>, %[[C:.*]]: memref<?x?xf64>)
// CHECK-NOT: @scal
// CHECK: kernel.launch @syr2k(%[[ALPHA]], %[[A]], %[[B]], %[[BETA]], %[[C]]) {num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @syr2k_polybench(%alpha: f64, %beta: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<?x?xf64>) {
  ^bb0(%c: f64):
    %0 = arith.mulf %c, %beta : f64
    linalg.yield %0 : f64
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B, %B, %A : memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>) {
  ^bb0(%a1: f64, %b1: f64, %b2: f64, %a2: f64, %c: f64):
    %0 = arith.mulf %a1, %alpha : f64
    %1 = arith.mulf %0, %b1 : f64
    %2 = arith.mulf %b2, %alpha : f64
    %3 = arith.mulf %2, %a2 : f64
    %4 = arith.addf %1, %3 : f64
    %5 = arith.addf %c, %4 : f64
    linalg.yield %5 : f64
  }
  return
}

// -----

// The pair of statements: C += alpha*A*B^T; C += alpha*B*A^T.
// CHECK-LABEL: func.func @syr2k_pair(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[A:.*]]: memref<5x3xf32>, %[[B:.*]]: memref<5x3xf32>, %[[C:.*]]: memref<5x5xf32>)
// CHECK: kernel.launch @syr2k(%[[ALPHA]], %[[A]], %[[B]], %{{.*}}, %[[C]])
// CHECK-NOT: @gemm
func.func @syr2k_pair(%alpha: f32, %A: memref<5x3xf32>, %B: memref<5x3xf32>, %C: memref<5x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x3xf32>, memref<5x3xf32>) outs(%C : memref<5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%B, %A : memref<5x3xf32>, memref<5x3xf32>) outs(%C : memref<5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// Near miss: a reader of C between the two statements keeps two gemms.
// CHECK-LABEL: func.func @near_miss_pair_with_reader(
// CHECK-NOT: @syr2k
// CHECK: kernel.launch @gemm
// CHECK: memref.load
// CHECK: kernel.launch @gemm
func.func @near_miss_pair_with_reader(%alpha: f32, %A: memref<5x3xf32>, %B: memref<5x3xf32>, %C: memref<5x5xf32>, %i: index) -> f32 {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<5x3xf32>, memref<5x3xf32>) outs(%C : memref<5x5xf32>)
  %v = memref.load %C[%i, %i] : memref<5x5xf32>
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%B, %A : memref<5x3xf32>, memref<5x3xf32>) outs(%C : memref<5x5xf32>)
  return %v : f32
}

// -----

// Near miss: the two terms have different scales (alpha and 2*alpha).
// CHECK-LABEL: func.func @near_miss_unequal_scales(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_unequal_scales(%alpha: f64, %A: memref<4x3xf64>, %B: memref<4x3xf64>, %C: memref<4x4xf64>) {
  %two = arith.constant 2.0 : f64
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                   affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B, %B, %A : memref<4x3xf64>, memref<4x3xf64>, memref<4x3xf64>, memref<4x3xf64>) outs(%C : memref<4x4xf64>) {
  ^bb0(%a1: f64, %b1: f64, %b2: f64, %a2: f64, %c: f64):
    %0 = arith.mulf %a1, %alpha : f64
    %1 = arith.mulf %0, %b1 : f64
    %2 = arith.mulf %b2, %alpha : f64
    %3 = arith.mulf %2, %two : f64
    %4 = arith.mulf %3, %a2 : f64
    %5 = arith.addf %1, %4 : f64
    %6 = arith.addf %c, %5 : f64
    linalg.yield %6 : f64
  }
  return
}

// -----

// The single-generic form on tensors.
// CHECK-LABEL: func.func @syr2k_tensor(
// CHECK-SAME: %[[A:[^:]*]]: tensor<5x3xf32>, %[[B:[^:]*]]: tensor<5x3xf32>, %[[C:[^:]*]]: tensor<5x5xf32>)
// CHECK: %[[R:.*]] = kernel.launch @syr2k(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]]) {num_outs = 1 : i64} : (f32, tensor<5x3xf32>, tensor<5x3xf32>, f32, tensor<5x5xf32>) -> tensor<5x5xf32>
// CHECK: return %[[R]]
func.func @syr2k_tensor(%A: tensor<5x3xf32>, %B: tensor<5x3xf32>, %C: tensor<5x5xf32>) -> tensor<5x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, k)>,
                                        affine_map<(i, j, k) -> (i, j)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B, %B, %A : tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>, tensor<5x3xf32>) outs(%C : tensor<5x5xf32>) {
  ^bb0(%a1: f32, %b1: f32, %b2: f32, %a2: f32, %c: f32):
    %0 = arith.mulf %a1, %b1 : f32
    %1 = arith.mulf %b2, %a2 : f32
    %2 = arith.addf %0, %1 : f32
    %3 = arith.addf %c, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<5x5xf32>
  return %r : tensor<5x5xf32>
}
