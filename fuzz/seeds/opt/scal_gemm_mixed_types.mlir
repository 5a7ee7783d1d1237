func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %s = arith.constant 2.0 : f64
  %one = arith.constant 1.0 : f32
  kernel.launch @scal(%s, %C) {num_outs = 1 : i64} : (f64, memref<8x6xf32>) -> ()
  kernel.launch @gemm(%one, %A, %B, %one, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, f32, memref<8x6xf32>) -> ()
  return
}
func.func @g(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>, %C: tensor<8x6xf32>, %s: memref<f32>) -> tensor<8x6xf32> {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0 : i32
  %c = kernel.launch @scal(%one, %C) {num_outs = 1 : i64} : (f32, tensor<8x6xf32>) -> tensor<8x6xf32>
  %r = kernel.launch @gemm(%one, %A, %B, %z, %c) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, tensor<8x4xf32>, tensor<4x6xf32>, i32, tensor<8x6xf32>) -> tensor<8x6xf32>
  return %r : tensor<8x6xf32>
}
func.func @h(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>, %s: memref<f32>) {
  %one = arith.constant 1.0 : f32
  kernel.launch @scal(%s, %C) {num_outs = 1 : i64} : (memref<f32>, memref<8x6xf32>) -> ()
  kernel.launch @gemm(%one, %A, %B, %s, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, memref<f32>, memref<8x6xf32>) -> ()
  return
}
