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

// -----

// kernel.transpose_view is a memref.transpose of its input's buffer: the
// launch reads the heads of Q through views and writes its out through a
// view of a fresh buffer in the transposed order; nothing is copied.
// CHECK-LABEL: func.func @transpose_views(
// CHECK-SAME: %[[Q:[^:]*]]: memref<8x12xf32>
// CHECK-NOT: memref.copy
// CHECK: %[[E:.*]] = memref.expand_shape %[[Q]] {{\[\[}}0, 1], [2, 3]] output_shape [1, 8, 3, 4]
// CHECK: %[[T:.*]] = memref.transpose %[[E]] (d0, d1, d2, d3) -> (d0, d2, d1, d3) : memref<1x8x3x4xf32> to memref<1x3x8x4xf32, strided<[96, 4, 12, 1]>>
// CHECK: %[[A:.*]] = memref.collapse_shape %[[T]] {{\[\[}}0, 1], [2], [3]] : memref<1x3x8x4xf32, strided<[96, 4, 12, 1]>> into memref<3x8x4xf32, strided<[4, 12, 1]>>
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<1x8x3x4xf32>
// CHECK: %[[OT:.*]] = memref.transpose %[[OUT]] (d0, d1, d2, d3) -> (d0, d2, d1, d3)
// CHECK: %[[C:.*]] = memref.collapse_shape %[[OT]]
// CHECK: kernel.launch @batch_gemm(%{{.*}}, %[[A]], %{{.*}}, %{{.*}}, %[[C]])
// CHECK-NOT: memref.copy
// CHECK: return
func.func @transpose_views(%q: tensor<8x12xf32>, %w: tensor<3x4x4xf32>) -> tensor<8x12xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.expand_shape %q [[0, 1], [2, 3]] output_shape [1, 8, 3, 4] : tensor<8x12xf32> into tensor<1x8x3x4xf32>
  %v = kernel.transpose_view %e permutation = [0, 2, 1, 3] : tensor<1x8x3x4xf32> -> tensor<1x3x8x4xf32>
  %a = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %fresh = tensor.empty() : tensor<1x8x3x4xf32>
  %iv = kernel.transpose_view %fresh permutation = [0, 2, 1, 3] : tensor<1x8x3x4xf32> -> tensor<1x3x8x4xf32>
  %init = tensor.collapse_shape %iv [[0, 1], [2], [3]] : tensor<1x3x8x4xf32> into tensor<3x8x4xf32>
  %r = kernel.launch @batch_gemm(%one, %a, %w, %zero, %init) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, tensor<3x8x4xf32>, tensor<3x4x4xf32>, f32, tensor<3x8x4xf32>) -> tensor<3x8x4xf32>
  %re = tensor.expand_shape %r [[0, 1], [2], [3]] output_shape [1, 3, 8, 4] : tensor<3x8x4xf32> into tensor<1x3x8x4xf32>
  %back = kernel.transpose_view %re permutation = [0, 2, 1, 3] : tensor<1x3x8x4xf32> -> tensor<1x8x3x4xf32>
  %y = tensor.collapse_shape %back [[0, 1], [2, 3]] : tensor<1x8x3x4xf32> into tensor<8x12xf32>
  %z = tensor.empty() : tensor<8x12xf32>
  %s = linalg.copy ins(%y : tensor<8x12xf32>) outs(%z : tensor<8x12xf32>) -> tensor<8x12xf32>
  return %s : tensor<8x12xf32>
}

// -----

// A collapse the transposed view cannot take (batch 2: no single stride
// spans the merged dims) is a copy, made by bufferization, never a wrong
// view.
// CHECK-LABEL: func.func @transpose_view_copied(
// CHECK: %[[T:.*]] = memref.transpose
// CHECK: %[[ALLOC:.*]] = memref.alloc() {{.*}} : memref<2x3x8x4xf32>
// CHECK: memref.copy %[[T]], %[[ALLOC]]
// CHECK: memref.collapse_shape %[[ALLOC]] {{\[\[}}0, 1], [2], [3]] : memref<2x3x8x4xf32> into memref<6x8x4xf32>
func.func @transpose_view_copied(%q: tensor<2x8x3x4xf32>) -> tensor<6x8x4xf32> {
  %v = kernel.transpose_view %q permutation = [0, 2, 1, 3] : tensor<2x8x3x4xf32> -> tensor<2x3x8x4xf32>
  %a = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x3x8x4xf32> into tensor<6x8x4xf32>
  return %a : tensor<6x8x4xf32>
}
