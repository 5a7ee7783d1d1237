// Hand-written launches that a launch-level fold's rewrite could not handle
// (it used to return failure after the constraints passed: "LLVM ERROR:
// Native PDL Rewrite failed"). Every such condition is now a constraint:
// kmatch-opt exits 0 and leaves them as they are.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s

// An f64 scale before an f32 gemm: s * beta would mix types.
// CHECK-LABEL: func.func @scal_f64_gemm_f32(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm(%{{.*}}, %{{.*}}, %{{.*}}, %[[ONE:[^,]*]], %{{.*}})
func.func @scal_f64_gemm_f32(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %s = arith.constant 2.0 : f64
  %one = arith.constant 1.0 : f32
  kernel.launch @scal(%s, %C) {num_outs = 1 : i64} : (f64, memref<8x6xf32>) -> ()
  kernel.launch @gemm(%one, %A, %B, %one, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, f32, memref<8x6xf32>) -> ()
  return
}

// -----

// A scale and beta passed as 0-d memrefs: not scalars MultiplyScalars takes.
// CHECK-LABEL: func.func @scal_memref_scalar(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @scal_memref_scalar(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>, %s: memref<f32>) {
  %one = arith.constant 1.0 : f32
  kernel.launch @scal(%s, %C) {num_outs = 1 : i64} : (memref<f32>, memref<8x6xf32>) -> ()
  kernel.launch @gemm(%one, %A, %B, %s, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, memref<8x4xf32>, memref<4x6xf32>, memref<f32>, memref<8x6xf32>) -> ()
  return
}

// -----

// A zero fill before a gemm launch on i32: no float beta = 0 to make.
// CHECK-LABEL: func.func @zero_fill_i32_gemm(
// CHECK: linalg.fill
// CHECK: kernel.launch @gemm
func.func @zero_fill_i32_gemm(%A: memref<8x4xi32>, %B: memref<4x6xi32>, %C: memref<8x6xi32>) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  linalg.fill ins(%z : i32) outs(%C : memref<8x6xi32>)
  kernel.launch @gemm(%one, %A, %B, %one, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (i32, memref<8x4xi32>, memref<4x6xi32>, i32, memref<8x6xi32>) -> ()
  return
}

// -----

// A conv2d_bn_act launch with constant operands that are no filter (rank 1)
// and statistics of the wrong length: no batchnorm fold.
// CHECK-LABEL: func.func @bn_fold_bad_constants(
// CHECK: kernel.launch @conv2d_bn_act
func.func @bn_fold_bad_constants(%x: tensor<1x2x6x6xf32>, %y: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %w = arith.constant dense<1.0> : tensor<3xf32>
  %g = arith.constant dense<1.0> : tensor<2xf32>
  %r = kernel.launch @conv2d_bn_act(%x, %w, %g, %g, %g, %g, %y) {num_outs = 1 : i64, eps = 1.0e-5 : f32, layout = 0 : i32, act = 0 : i32} : (tensor<1x2x6x6xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// A pooling whose window operand has a dynamic shape: no static kernel size.
// CHECK-LABEL: func.func @pool_dynamic_window(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_max
func.func @pool_dynamic_window(%x: tensor<1x2x8x8xf32>, %win: tensor<?x?xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x8x8xf32>, tensor<?x?xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// A hand-written pool launch with an absurd stride and more input than its
// output reads: the window rule is not applied to values that would overflow
// it, and the launch is left as it is.
// CHECK-LABEL: func.func @pool_absurd_stride(
// CHECK: kernel.launch @maxpool2d(%arg0, %arg1)
// CHECK-NOT: memref.subview
func.func @pool_absurd_stride(%x: memref<1x2x9x9xf32>, %y: memref<1x2x4x4xf32>) {
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 4611686018427387904 : i64, stride_w = 2 : i64, pad_top = 0 : i64, pad_left = 0 : i64, pad_bottom = 0 : i64, pad_right = 0 : i64} : (memref<1x2x9x9xf32>, memref<1x2x4x4xf32>) -> ()
  return
}
