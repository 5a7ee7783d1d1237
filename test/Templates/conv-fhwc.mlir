// Convolutions whose filter has the output channels first and the input
// channels last (FHWC: linalg.conv_2d_nhwc_fhwc, as TOSA and IREE write it,
// and the generic forms at other ranks) launch @conv2d (or conv1d, conv3d)
// in NHWC, reading the filter through a transposed view in the HWCF order
// it takes: kernel.transpose_view on tensors, memref.transpose on memrefs,
// nothing copied. Epilogues fuse as after any conv. kmatch-verify runs
// every function against upstream's lowering.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 4 rewritten, 0 failures, 0 skipped

// CHECK-LABEL: func.func @fhwc_tensor(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<1x8x8x3xf32>, %[[W:[a-z0-9]+]]: tensor<5x3x3x3xf32>
// CHECK: %[[V:.*]] = kernel.transpose_view %[[W]] permutation = [1, 2, 3, 0] : tensor<5x3x3x3xf32> -> tensor<3x3x3x5xf32>
// CHECK: kernel.launch @conv2d(%[[X]], %[[V]], %{{.*}}) {accumulate = 0 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: linalg.
func.func @fhwc_tensor(%x: tensor<1x8x8x3xf32>, %w: tensor<5x3x3x3xf32>) -> tensor<1x6x6x5xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<5x3x3x3xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  return %r : tensor<1x6x6x5xf32>
}
// Strided and dilated, on memrefs: a memref.transpose view of the filter.
// CHECK-LABEL: func.func @fhwc_memref_strided(
// CHECK: %[[T:.*]] = memref.transpose %arg1 (d0, d1, d2, d3) -> (d1, d2, d3, d0) : memref<6x3x2x4xf32> to memref<3x2x4x6xf32, strided<[8, 4, 1, 24]>>
// CHECK: kernel.launch @conv2d(%arg0, %[[T]], %arg2) {accumulate = 1 : i32, dilation_h = 1 : i64, dilation_w = 2 : i64, layout = 1 : i32{{.*}}stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK-NOT: linalg.
func.func @fhwc_memref_strided(%x: memref<2x9x11x4xf32>, %w: memref<6x3x2x4xf32>, %y: memref<2x4x5x6xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : memref<2x9x11x4xf32>, memref<6x3x2x4xf32>) outs(%y : memref<2x4x5x6xf32>)
  return
}
// The bias broadcast into the init and the relu fuse as after any conv.
// CHECK-LABEL: func.func @fhwc_bias_relu(
// CHECK: kernel.transpose_view
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: linalg.
func.func @fhwc_bias_relu(%x: tensor<1x8x8x3xf32>, %w: tensor<5x3x3x3xf32>, %b: tensor<5xf32>) -> tensor<1x6x6x5xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<5x3x3x3xf32>) outs(%bb : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %z : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}
// 1-D, as a generic (N, W, C input; F, KW, C filter).
// CHECK-LABEL: func.func @fwc_generic(
// CHECK: kernel.transpose_view %arg1 permutation = [1, 2, 0] : tensor<4x3x3xf32> -> tensor<3x3x4xf32>
// CHECK: kernel.launch @conv1d(
// CHECK-NOT: linalg.
func.func @fwc_generic(%x: tensor<2x11x3xf32>, %w: tensor<4x3x3xf32>, %y: tensor<2x9x4xf32>) -> tensor<2x9x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, w, f, kw, c) -> (n, w + kw, c)>, affine_map<(n, w, f, kw, c) -> (f, kw, c)>, affine_map<(n, w, f, kw, c) -> (n, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
    ins(%x, %w : tensor<2x11x3xf32>, tensor<4x3x3xf32>) outs(%y : tensor<2x9x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x9x4xf32>
  return %r : tensor<2x9x4xf32>
}
// Near miss: the filter read as F, KH, KW, C but with KH and KW swapped.
// CHECK-LABEL: func.func @fhwc_swapped(
// CHECK-NOT: kernel.
// CHECK: linalg.generic
func.func @fhwc_swapped(%x: tensor<1x8x8x3xf32>, %w: tensor<5x3x3x3xf32>, %y: tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, f, kh, kw, c) -> (n, h + kh, w + kw, c)>, affine_map<(n, h, w, f, kh, kw, c) -> (f, kw, kh, c)>, affine_map<(n, h, w, f, kh, kw, c) -> (n, h, w, f)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<5x3x3x3xf32>) outs(%y : tensor<1x6x6x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x5xf32>
  return %r : tensor<1x6x6x5xf32>
}
