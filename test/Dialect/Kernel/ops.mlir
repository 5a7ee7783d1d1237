// RUN: kmatch-opt %s | kmatch-opt | FileCheck %s
// RUN: kmatch-opt %s -mlir-print-op-generic | kmatch-opt | FileCheck %s

// CHECK-LABEL: func.func @memref_launch(
// CHECK-SAME: %[[ALPHA:.*]]: f32, %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<4x6xf32>, %[[C:.*]]: memref<8x6xf32>)
// CHECK: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %[[ALPHA]], %[[C]]) {num_outs = 1 : i64, transA = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, f32, memref<8x6xf32>) -> ()
func.func @memref_launch(%alpha: f32, %A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  kernel.launch @gemm(%alpha, %A, %B, %alpha, %C) {num_outs = 1 : i64, transA = false}
      : (f32, memref<8x4xf32>, memref<4x6xf32>, f32, memref<8x6xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @tensor_launch(
// CHECK: %[[R:.*]]:2 = kernel.launch @two_outs(%{{.*}}, %{{.*}}, %{{.*}}) {num_outs = 2 : i64} : (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf64>) -> (tensor<4xf32>, tensor<2x2xf64>)
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @tensor_launch(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<2x2xf64>) -> (tensor<4xf32>, tensor<2x2xf64>) {
  %r:2 = kernel.launch @two_outs(%x, %y, %z) {num_outs = 2 : i64}
      : (tensor<4xf32>, tensor<4xf32>, tensor<2x2xf64>) -> (tensor<4xf32>, tensor<2x2xf64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<2x2xf64>
}

// A transpose that bufferizes to a view (bufferize.mlir).
// CHECK-LABEL: func.func @transpose_view(
// CHECK-SAME: %[[X:.*]]: tensor<2x5x3x4xf32>
// CHECK: %[[V:.*]] = kernel.transpose_view %[[X]] permutation = [0, 2, 1, 3] : tensor<2x5x3x4xf32> -> tensor<2x3x5x4xf32>
// CHECK: return %[[V]]
func.func @transpose_view(%x: tensor<2x5x3x4xf32>) -> tensor<2x3x5x4xf32> {
  %v = kernel.transpose_view %x permutation = [0, 2, 1, 3] : tensor<2x5x3x4xf32> -> tensor<2x3x5x4xf32>
  return %v : tensor<2x3x5x4xf32>
}
