// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Positive forms of the gemm template, then near misses that must stay
// unmatched. Positives check the kernel, the operand order, alpha, beta and
// the transposes; near misses check that no launch appears.

// -----

// CHECK-LABEL: func.func @generic_NN(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// CHECK-NOT: linalg.generic
func.func @generic_NN(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_TN(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = true, transB = false, transC = false}
// CHECK-NOT: linalg.generic
func.func @generic_TN(%A: memref<4x8xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_NT(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<6x4xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = true, transC = false}
// CHECK-NOT: linalg.generic
func.func @generic_NT(%A: memref<8x4xf32>, %B: memref<6x4xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<6x4xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_TT(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<6x4xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = true, transB = true, transC = false}
// CHECK-NOT: linalg.generic
func.func @generic_TT(%A: memref<4x8xf32>, %B: memref<6x4xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<6x4xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_NN_Ct(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<6x8xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = true}
// CHECK-NOT: linalg.generic
func.func @generic_NN_Ct(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<6x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_TN_Ct(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<6x8xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = true, transB = false, transC = true}
// CHECK-NOT: linalg.generic
func.func @generic_TN_Ct(%A: memref<4x8xf32>, %B: memref<4x6xf32>, %C: memref<6x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<4x6xf32>) outs(%C : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_NT_Ct(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<6x4xf32>, %[[C:.*]]: memref<6x8xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = true, transC = true}
// CHECK-NOT: linalg.generic
func.func @generic_NT_Ct(%A: memref<8x4xf32>, %B: memref<6x4xf32>, %C: memref<6x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<6x4xf32>) outs(%C : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @generic_TT_Ct(
// CHECK-SAME: %[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<6x4xf32>, %[[C:.*]]: memref<6x8xf32>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = true, transB = true, transC = true}
// CHECK-NOT: linalg.generic
func.func @generic_TT_Ct(%A: memref<4x8xf32>, %B: memref<6x4xf32>, %C: memref<6x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<6x4xf32>) outs(%C : memref<6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  }
  return
}
// -----

// linalg.matmul, and LLVM 22's transposed indexing_maps forms.
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf64>, %[[B:.*]]: memref<4x6xf64>, %[[C:.*]]: memref<8x6xf64>)
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f64, memref<8x4xf64>, memref<4x6xf64>, f64, memref<8x6xf64>) -> ()
// CHECK-NOT: linalg.matmul
func.func @matmul(%A: memref<8x4xf64>, %B: memref<4x6xf64>, %C: memref<8x6xf64>) {
  linalg.matmul ins(%A, %B : memref<8x4xf64>, memref<4x6xf64>) outs(%C : memref<8x6xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_a(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = true, transB = false, transC = false}
// CHECK-NOT: linalg.matmul
func.func @matmul_transpose_a(%A: memref<4x8xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                 affine_map<(m, n, k) -> (k, n)>,
                                 affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<4x8xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_b(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = true, transC = false}
// CHECK-NOT: linalg.matmul
func.func @matmul_transpose_b(%A: memref<8x4xf32>, %B: memref<6x4xf32>, %C: memref<8x6xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                 affine_map<(m, n, k) -> (n, k)>,
                                 affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<8x4xf32>, memref<6x4xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @matmul_transpose_ab(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = true, transB = true, transC = false}
func.func @matmul_transpose_ab(%A: memref<4x8xf32>, %B: memref<6x4xf32>, %C: memref<8x6xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                 affine_map<(m, n, k) -> (n, k)>,
                                 affine_map<(m, n, k) -> (m, n)>]
      ins(%A, %B : memref<4x8xf32>, memref<6x4xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// Polybench style: alpha is a function argument multiplied in the body, and
// the loops are in (i, k, j) order.
// CHECK-LABEL: func.func @alpha_argument_ikj(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[A:.*]]: memref<?x?xf32>, %[[B:.*]]: memref<?x?xf32>, %[[C:.*]]: memref<?x?xf32>)
// CHECK: %[[BETA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[BETA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
func.func @alpha_argument_ikj(%alpha: f32, %A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>,
                                   affine_map<(i, k, j) -> (k, j)>,
                                   affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// A constant alpha inside the body, multiplied last: (a * b) * 2.5.
// CHECK-LABEL: func.func @alpha_constant_in_body(
// CHECK: %[[ALPHA:.*]] = arith.constant 2.500000e+00 : f64
// CHECK: kernel.launch @gemm(%[[ALPHA]], {{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
func.func @alpha_constant_in_body(%A: memref<8x4xf64>, %B: memref<4x6xf64>, %C: memref<8x6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf64>, memref<4x6xf64>) outs(%C : memref<8x6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %alpha = arith.constant 2.5 : f64
    %0 = arith.mulf %a, %b : f64
    %1 = arith.mulf %0, %alpha : f64
    %2 = arith.addf %1, %c : f64
    linalg.yield %2 : f64
  }
  return
}

// -----

// A zero fill right before: beta = 0 and the fill disappears.
// CHECK-LABEL: func.func @zero_filled_memref(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK-NOT: linalg.fill
// CHECK: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %[[BETA]], %[[C]])
// CHECK-NOT: linalg.fill
func.func @zero_filled_memref(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// Tensors: the zero fill's destination becomes the launch's out.
// CHECK-LABEL: func.func @zero_init_tensor(
// CHECK-SAME: %[[A:.*]]: tensor<8x4xf32>, %[[B:.*]]: tensor<4x6xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x6xf32>
// CHECK-NOT: linalg.fill
// CHECK: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[R:.*]] = kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %[[BETA]], %[[E]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, tensor<8x4xf32>, tensor<4x6xf32>, f32, tensor<8x6xf32>) -> tensor<8x6xf32>
// CHECK: return %[[R]]
func.func @zero_init_tensor(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>) -> tensor<8x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %r = linalg.matmul ins(%A, %B : tensor<8x4xf32>, tensor<4x6xf32>) outs(%f : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

// A generic on tensors accumulating into an argument.
// CHECK-LABEL: func.func @generic_tensor_accumulate(
// CHECK-SAME: %[[A:.*]]: tensor<?x?xf64>, %[[B:.*]]: tensor<?x?xf64>, %[[C:.*]]: tensor<?x?xf64>)
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f64
// CHECK: %[[R:.*]] = kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false, transB = true, transC = false}
// CHECK: return %[[R]]
func.func @generic_tensor_accumulate(%A: tensor<?x?xf64>, %B: tensor<?x?xf64>, %C: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (n, k)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<?x?xf64>, tensor<?x?xf64>) outs(%C : tensor<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  } -> tensor<?x?xf64>
  return %r : tensor<?x?xf64>
}

// -----

// A zero fill with a second user stays for it; the gemm gets a copy of its
// own (test/Templates/shared-init.mlir), and overwrites (beta = 0).
// CHECK-LABEL: func.func @zero_fill_shared(
// CHECK: %[[F:.*]] = linalg.fill
// CHECK-NOT: linalg.fill
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[BETA:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @gemm(%[[ALPHA]], %{{.*}}, %{{.*}}, %[[BETA]], %{{.*}})
// CHECK: return %{{.*}}, %[[F]] :
func.func @zero_fill_shared(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>) -> (tensor<8x6xf32>, tensor<8x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x6xf32>) -> tensor<8x6xf32>
  %r = linalg.matmul ins(%A, %B : tensor<8x4xf32>, tensor<4x6xf32>) outs(%f : tensor<8x6xf32>) -> tensor<8x6xf32>
  return %r, %f : tensor<8x6xf32>, tensor<8x6xf32>
}

// -----

// Strided subviews are fine: the shim reads strides from the descriptors.
// CHECK-LABEL: func.func @subviews(
// CHECK: kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<4x4xf32, strided<[32, 2], offset: 3>>, memref<4x4xf32, strided<[16, 1]>>, f32, memref<4x4xf32, strided<[16, 1], offset: 64>>) -> ()
func.func @subviews(%X: memref<16x16xf32>, %Y: memref<16x16xf32>, %Z: memref<16x16xf32>) {
  %a = memref.subview %X[0, 3] [4, 4] [2, 2] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 2], offset: 3>>
  %b = memref.subview %Y[0, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  %c = memref.subview %Z[4, 0] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 64>>
  linalg.matmul ins(%a, %b : memref<4x4xf32, strided<[32, 2], offset: 3>>, memref<4x4xf32, strided<[16, 1]>>)
                outs(%c : memref<4x4xf32, strided<[16, 1], offset: 64>>)
  return
}

// -----
//===----------------------------------------------------------------------===//
// Near misses: none of these is C (+)= alpha * op(A) * op(B).
//===----------------------------------------------------------------------===//

// Tropical (max-plus) semiring.
// CHECK-LABEL: func.func @near_miss_tropical(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_tropical(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.addf %a, %b : f32
    %1 = arith.maximumf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Yields a * b without accumulating: C[m][n] = A[m][K-1] * B[K-1][n].
// CHECK-LABEL: func.func @near_miss_overwrite(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_overwrite(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  }
  return
}

// -----

// c + a * b * b.
// CHECK-LABEL: func.func @near_miss_abb(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_abb(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// a * b - c.
// CHECK-LABEL: func.func @near_miss_ab_minus_c(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_ab_minus_c(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.subf %0, %c : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// c - a * b (that would be alpha = -1; kept on the default path on purpose).
// CHECK-LABEL: func.func @near_miss_c_minus_ab(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_c_minus_ab(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.subf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// B does not depend on n: B is indexed (k, m).
// CHECK-LABEL: func.func @near_miss_b_without_n(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_b_without_n(%A: memref<8x4xf32>, %B: memref<4x8xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x8xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// The reduction dimension marked parallel.
// CHECK-LABEL: func.func @near_miss_k_parallel(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_k_parallel(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// An extra reduction dimension (a batched reduction is not a gemm).
// CHECK-LABEL: func.func @near_miss_extra_reduction(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_extra_reduction(%A: memref<2x8x4xf32>, %B: memref<2x4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k, b) -> (b, m, k)>,
                                   affine_map<(m, n, k, b) -> (b, k, n)>,
                                   affine_map<(m, n, k, b) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%A, %B : memref<2x8x4xf32>, memref<2x4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %a, %b : f32
    %1 = arith.addf %c, %0 : f32
    linalg.yield %1 : f32
  }
  return
}

// -----

// Mixed element types: f16 inputs accumulated in f32.
// CHECK-LABEL: func.func @near_miss_mixed_types(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @near_miss_mixed_types(%A: memref<8x4xf16>, %B: memref<4x6xf16>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf16>, memref<4x6xf16>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// Element types the shims do not take (f16, i32) stay on the default path.
// CHECK-LABEL: func.func @near_miss_unsupported_types(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// CHECK: linalg.matmul
func.func @near_miss_unsupported_types(%A: memref<8x4xf16>, %B: memref<4x6xf16>, %C: memref<8x6xf16>,
                                       %X: memref<8x4xi32>, %Y: memref<4x6xi32>, %Z: memref<8x6xi32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf16>, memref<4x6xf16>) outs(%C : memref<8x6xf16>)
  linalg.matmul ins(%X, %Y : memref<8x4xi32>, memref<4x6xi32>) outs(%Z : memref<8x6xi32>)
  return
}

// -----

// The output is also an input: BLAS cannot compute in place.
// CHECK-LABEL: func.func @near_miss_output_aliases_input(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @near_miss_output_aliases_input(%A: memref<8x8xf32>, %C: memref<8x8xf32>) {
  linalg.matmul ins(%A, %C : memref<8x8xf32>, memref<8x8xf32>) outs(%C : memref<8x8xf32>)
  return
}

// -----

// The output is a view of the same buffer as an input. (These two views are
// disjoint, but kmatch does not prove it and stays conservative.)
// CHECK-LABEL: func.func @near_miss_output_view_of_input(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @near_miss_output_view_of_input(%X: memref<16x8xf32>, %B: memref<8x8xf32>) {
  %a = memref.subview %X[0, 0] [8, 8] [1, 1] : memref<16x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %c = memref.subview %X[8, 0] [8, 8] [1, 1] : memref<16x8xf32> to memref<8x8xf32, strided<[8, 1], offset: 64>>
  linalg.matmul ins(%a, %B : memref<8x8xf32, strided<[8, 1]>>, memref<8x8xf32>) outs(%c : memref<8x8xf32, strided<[8, 1], offset: 64>>)
  return
}

// -----

// A body that reads the iteration index.
// CHECK-LABEL: func.func @near_miss_index_in_body(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @near_miss_index_in_body(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %0 = arith.mulf %a, %b : f32
    %1 = arith.mulf %0, %fi : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// -----

// A non-zero fill is not beta = 0: it stays and the gemm accumulates.
// CHECK-LABEL: func.func @fill_nonzero(
// CHECK: linalg.fill
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: kernel.launch @gemm(%[[ALPHA]], %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}})
func.func @fill_nonzero(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// A reader of C between the zero fill and the gemm keeps the fill (beta = 1).
// CHECK-LABEL: func.func @fill_then_reader(
// CHECK: linalg.fill
// CHECK: memref.load
// CHECK: %[[ALPHA:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: kernel.launch @gemm(%[[ALPHA]], %{{.*}}, %{{.*}}, %[[ALPHA]], %{{.*}})
func.func @fill_then_reader(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>, %i: index) -> f32 {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<8x6xf32>)
  %v = memref.load %C[%i, %i] : memref<8x6xf32>
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return %v : f32
}

// -----

#ma = affine_map<(m, n, k) -> (m, k)>
#mb = affine_map<(m, n, k) -> (k, n)>
#mc = affine_map<(m, n, k) -> (m, n)>

// Near miss: the contraction's body also stores to an outside buffer.
// CHECK-LABEL: func.func @near_miss_body_store(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_body_store(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>, %log: memref<1xf32>) {
  %i0 = arith.constant 0 : index
  linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    memref.store %p, %log[%i0] : memref<1xf32>
    linalg.yield %s : f32
  }
  return
}

