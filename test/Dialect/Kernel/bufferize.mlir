// RUN: kmatch-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file | FileCheck %s

// A tensor launch becomes a memref launch writing its out buffer in place.
// CHECK-LABEL: func.func @gemm_tensor(
// CHECK-SAME: %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<8x6xf32>) -> memref<8x6xf32>
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, f32, memref<8x6xf32>) -> ()
// CHECK: return %[[C]]
func.func @gemm_tensor(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>, %C: tensor<8x6xf32>) -> tensor<8x6xf32> {
  %one = arith.constant 1.0 : f32
  %r = kernel.launch @gemm(%one, %A, %B, %one, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, tensor<8x4xf32>, tensor<4x6xf32>, f32, tensor<8x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}

// -----

// When the out tensor is still read after the launch, bufferization copies it
// first: the launch must not clobber a value someone else reads.
// CHECK-LABEL: func.func @out_read_later(
// CHECK-SAME: %[[C:[^:]*]]: memref<4xf32>
// CHECK: %[[ALLOC:.*]] = memref.alloc
// CHECK: memref.copy %[[C]], %[[ALLOC]]
// CHECK: kernel.launch @k(%{{.*}}, %[[ALLOC]])
func.func @out_read_later(%C: tensor<4xf32>, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = kernel.launch @k(%x, %C) {num_outs = 1 : i64} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r, %C : tensor<4xf32>, tensor<4xf32>
}
