// Signed zeros: a zero fill folds into beta = 0 (or accumulate = 0) only when
// it is +0.0. A -0.0 fill followed by an accumulation keeps -0.0 where the
// reduction is empty or every term is -0.0; the library's overwrite would
// give +0.0. The -0.0 fill stays, and the launch accumulates onto it.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 3 functions, 3 rewritten, 0 failures

// CHECK-LABEL: func.func @negative_zero_fill(
// CHECK: linalg.fill ins(%{{.*}} : f32)
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%[[ONE]], %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}})
func.func @negative_zero_fill(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %nz = arith.constant -0.0 : f32
  linalg.fill ins(%nz : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @negative_zero_fill_tensor(
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[F]])
func.func @negative_zero_fill_tensor(%A: tensor<4x3xf32>, %B: tensor<3x5xf32>) -> tensor<4x5xf32> {
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%nz : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.matmul ins(%A, %B : tensor<4x3xf32>, tensor<3x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

// A +0.0 fill still folds.
// CHECK-LABEL: func.func @positive_zero_fill(
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %[[ZERO]], %{{.*}})
func.func @positive_zero_fill(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%C : memref<4x5xf32>)
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
