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

// -----

// An integer 1x1 conv: the gemm it would become takes float alpha and beta.
// CHECK-LABEL: func.func @int_conv1x1(
// CHECK: kernel.launch @conv2d
func.func @int_conv1x1(%x: memref<1x3x4x4xi32>, %w: memref<8x3x1x1xi32>, %y: memref<1x8x4x4xi32>) {
  kernel.launch @conv2d(%x, %w, %y) {num_outs = 1 : i64, accumulate = 0 : i32, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, pad_top = 0 : i64, pad_left = 0 : i64, pad_bottom = 0 : i64, pad_right = 0 : i64} : (memref<1x3x4x4xi32>, memref<8x3x1x1xi32>, memref<1x8x4x4xi32>) -> ()
  return
}

// -----

// An integer 1x1 conv: the gemm it would become takes float alpha and beta.
// CHECK-LABEL: func.func @int_conv1x1_t(
// CHECK: kernel.launch @conv2d
func.func @int_conv1x1_t(%x: tensor<1x4x4x3xi8>, %w: tensor<1x1x3x8xi8>, %y: tensor<1x4x4x8xi8>) -> tensor<1x4x4x8xi8> {
  %r = kernel.launch @conv2d(%x, %w, %y) {num_outs = 1 : i64, accumulate = 0 : i32, layout = 1 : i32, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x4x4x3xi8>, tensor<1x1x3x8xi8>, tensor<1x4x4x8xi8>) -> tensor<1x4x4x8xi8>
  return %r : tensor<1x4x4x8xi8>
}

// -----

// A padded conv launch whose window params cannot be read: the pad stays.
// CHECK-LABEL: func.func @conv_two_operands(
// CHECK: tensor.pad
// CHECK: kernel.launch
func.func @conv_two_operands(%x: tensor<1x2x8x8xf32>, %y: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %r = kernel.launch @conv2d(%p, %y) {num_outs = 1 : i64, layout = 0 : i32} : (tensor<1x2x10x10xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %r : tensor<1x2x8x8xf32>
}

// -----

// A pad of rank 1 into a 2-D pool launch: its pad_* params cannot hold it.
// CHECK-LABEL: func.func @pool1d(
// CHECK: tensor.pad
// CHECK: kernel.launch
func.func @pool1d(%x: tensor<1x2x8xf32>, %y: tensor<1x2x8xf32>) -> tensor<1x2x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8xf32> to tensor<1x2x10xf32>
  %r = kernel.launch @maxpool2d(%p, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 1 : i64, kernel_w = 3 : i64, stride_h = 1 : i64, stride_w = 1 : i64, pad_top = 0 : i64, pad_left = 0 : i64, pad_bottom = 0 : i64, pad_right = 0 : i64} : (tensor<1x2x10xf32>, tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  return %r : tensor<1x2x8xf32>
}

// -----

// A pool launch without its window params: the pad stays.
// CHECK-LABEL: func.func @pool_no_kernel_attr(
// CHECK: tensor.pad
// CHECK: kernel.launch
func.func @pool_no_kernel_attr(%x: tensor<1x2x8x8xf32>, %y: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %r = kernel.launch @avgpool2d(%p, %y) {num_outs = 1 : i64, layout = 0 : i32} : (tensor<1x2x10x10xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  return %r : tensor<1x2x8x8xf32>
}

// -----

// SplatConstant on memrefs, where the module already holds a symbol of the
// name it would give its global, with other contents: the new global takes
// the next free name, and the user's symbols are left as they are.
// CHECK-LABEL: memref.global "private" constant @__kmatch_splat_4_f32_0_1 : memref<4xf32> = dense<0.000000e+00>
// CHECK: memref.global "private" constant @__kmatch_splat_4_f32_0 : memref<4xf32> = dense<1.000000e+00>
// CHECK: func.func private @__kmatch_splat_3_f32_0()
// CHECK-LABEL: func.func @splat_name_taken(
// CHECK: memref.get_global @__kmatch_splat_4_f32_0_1
// CHECK-NEXT: kernel.launch @conv2d_bias_act
// CHECK: memref.get_global @__kmatch_splat_4_f32_0 :
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
memref.global "private" constant @__kmatch_splat_4_f32_0 : memref<4xf32> = dense<1.0>
func.func private @__kmatch_splat_3_f32_0()
func.func @splat_name_taken(%x: memref<1x3x9x9xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x4x3xf32>) -> f32 {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x4x3xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x4x3xf32>)
  linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%y : memref<1x4x4x3xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  %g = memref.get_global @__kmatch_splat_4_f32_0 : memref<4xf32>
  %i = arith.constant 0 : index
  %r = memref.load %g[%i] : memref<4xf32>
  return %r : f32
}

// -----

// A hand-written tensor @gemm with transA = 0 : i32, the type kernels.json
// declares, reading a linalg.transpose: the flag flips to 1 : i32. A flag of
// another kind stays, with the transpose.
// CHECK-LABEL: func.func @flip_i32(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<8x4xf32>
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm(%{{.*}}, %[[A]], {{.*}}transA = 1 : i32, transB = 1 : i8
func.func @flip_i32(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = kernel.launch @gemm(%one, %t, %b, %zero, %c) {num_outs = 1 : i64, transA = 0 : i32, transB = 1 : i8} : (f32, tensor<4x8xf32>, tensor<8x16xf32>, f32, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// CHECK-LABEL: func.func @flip_string(
// CHECK: linalg.transpose
// CHECK: kernel.launch @gemm({{.*}}transA = "no"
func.func @flip_string(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %t = linalg.transpose ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %r = kernel.launch @gemm(%one, %t, %b, %zero, %c) {num_outs = 1 : i64, transA = "no"} : (f32, tensor<4x8xf32>, tensor<8x16xf32>, f32, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
