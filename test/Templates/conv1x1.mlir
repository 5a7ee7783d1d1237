// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 6 functions, 6 rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>

// NHWC 1x1 conv: Y[NHW, F] = X[NHW, C] * W[C, F], a gemm on collapsed views.
// CHECK-LABEL: func.func @nhwc_1x1(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x5x5x8xf32>, %[[W:[^:]*]]: tensor<1x1x8x16xf32>)
// CHECK-DAG: %[[XC:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1, 2], [3]] : tensor<2x5x5x8xf32> into tensor<50x8xf32>
// CHECK-DAG: %[[WC:.*]] = tensor.collapse_shape %[[W]] {{\[}}[0, 1, 2], [3]] : tensor<1x1x8x16xf32> into tensor<8x16xf32>
// CHECK: %[[G:.*]] = kernel.launch @gemm(%{{.*}}, %[[XC]], %[[WC]], %{{.*}}, %{{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, tensor<50x8xf32>, tensor<8x16xf32>, f32, tensor<50x16xf32>) -> tensor<50x16xf32>
// CHECK: tensor.expand_shape %[[G]] {{\[}}[0, 1, 2], [3]]
// CHECK-NOT: conv2d
func.func @nhwc_1x1(%x: tensor<2x5x5x8xf32>, %w: tensor<1x1x8x16xf32>) -> tensor<2x5x5x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x5x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x5x5x16xf32>) -> tensor<2x5x5x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<2x5x5x8xf32>, tensor<1x1x8x16xf32>) outs(%f : tensor<2x5x5x16xf32>) -> tensor<2x5x5x16xf32>
  return %r : tensor<2x5x5x16xf32>
}

// NCHW with batch 1: Y[F, HW] = W[F, C] * X[C, HW].
// CHECK-LABEL: func.func @nchw_1x1_batch1(
// CHECK: kernel.launch @gemm({{.*}}) {{.*}} : (f32, tensor<16x8xf32>, tensor<8x36xf32>, f32, tensor<16x36xf32>) -> tensor<16x36xf32>
func.func @nchw_1x1_batch1(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>) -> tensor<1x16x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>) outs(%f : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %r : tensor<1x16x6x6xf32>
}

// On memrefs (contiguous): collapse_shape views and a gemm.
// CHECK-LABEL: func.func @nhwc_1x1_memref(
// CHECK: memref.collapse_shape
// CHECK: kernel.launch @gemm(
func.func @nhwc_1x1_memref(%x: memref<1x4x4x8xf32>, %w: memref<1x1x8x4xf32>, %y: memref<1x4x4x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x4x4xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x4x4x8xf32>, memref<1x1x8x4xf32>) outs(%y : memref<1x4x4x4xf32>)
  return
}

// Not a gemm: stride 2 (pixels are skipped) stays a conv.
// CHECK-LABEL: func.func @strided_1x1_stays_conv(
// CHECK: kernel.launch @conv2d(
func.func @strided_1x1_stays_conv(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>) -> tensor<1x16x3x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x3x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>) outs(%f : tensor<1x16x3x3xf32>) -> tensor<1x16x3x3xf32>
  return %r : tensor<1x16x3x3xf32>
}

// NCHW with batch 2: Y[n] = W * X[n], one batch_gemm with W shared (a batch
// of one; strided-batched with stride 0 on CUDA).
// CHECK-LABEL: func.func @nchw_batch2(
// CHECK: %[[WE:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [1, 16, 8] : tensor<16x8xf32> into tensor<1x16x8xf32>
// CHECK: kernel.launch @batch_gemm(%{{.*}}, %[[WE]], %{{.*}}, %{{.*}}, %{{.*}}) {{.*}}shared = 1 : i32{{.*}} : (f32, tensor<1x16x8xf32>, tensor<2x8x36xf32>, f32, tensor<2x16x36xf32>) -> tensor<2x16x36xf32>
func.func @nchw_batch2(%x: tensor<2x8x6x6xf32>, %w: tensor<16x8x1x1xf32>) -> tensor<2x16x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x16x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<2x8x6x6xf32>, tensor<16x8x1x1xf32>) outs(%f : tensor<2x16x6x6xf32>) -> tensor<2x16x6x6xf32>
  return %r : tensor<2x16x6x6xf32>
}

// A 1x1 conv with a bias after it stays a fused conv call (one oneDNN/cuDNN
// call with the bias), not a gemm plus a separate add.
// CHECK-LABEL: func.func @conv1x1_bias_stays_fused(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK-NOT: @gemm
func.func @conv1x1_bias_stays_fused(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>, %b: tensor<16xf32>) -> tensor<1x16x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>) outs(%f : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%r, %b : tensor<1x16x6x6xf32>, tensor<16xf32>) outs(%e : tensor<1x16x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x16x6x6xf32>
  return %biased : tensor<1x16x6x6xf32>
}
