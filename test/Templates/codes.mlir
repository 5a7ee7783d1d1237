// Templates name the layout and activation codes of launches
// (runtime/common/kmatch_codes.h): IsLayout(layout, "nchw") and
// IsActivationKind(act, "none") match the launch's integer attributes.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/../../patterns/conv_epilogue.pdll,%S/../../patterns/activation.pdll -split-input-file | FileCheck %s

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>

// An NHWC conv launch is not fused with a bias broadcast along dim 1, which
// is the channel of NCHW only (ConvBiasNchw requires IsLayout(layout, "nchw")).
// CHECK-LABEL: func.func @nhwc_launch_nchw_bias(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK-NOT: @conv2d_bias_act
func.func @nhwc_launch_nchw_bias(%x: tensor<1x6x6x8xf32>, %w: tensor<1x1x8x6xf32>, %b: tensor<6xf32>, %y: tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32> {
  %r = kernel.launch @conv2d(%x, %w, %y) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 1 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x6x6x8xf32>, tensor<1x1x8x6xf32>, tensor<1x6x6x6xf32>) -> tensor<1x6x6x6xf32>
  %e = tensor.empty() : tensor<1x6x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%r, %b : tensor<1x6x6x6xf32>, tensor<6xf32>) outs(%e : tensor<1x6x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x6xf32>
  return %biased : tensor<1x6x6x6xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>

// A launch whose activation is already relu (act = 1) takes no second one.
// CHECK-LABEL: func.func @relu_after_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// CHECK: linalg.generic
func.func @relu_after_relu(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x3x3xf32>, %b: tensor<16xf32>, %y: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  %r = kernel.launch @conv2d_bias_act(%x, %w, %b, %y) {act = 1 : i32, act_hi = 0.0 : f32, act_lo = 0.0 : f32, accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x8x6x6xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  %e = tensor.empty() : tensor<1x16x4x4xf32>
  %c0 = arith.constant 0.0 : f32
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%r : tensor<1x16x4x4xf32>) outs(%e : tensor<1x16x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x16x4x4xf32>
  return %relu : tensor<1x16x4x4xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>

// With act = none (0) the relu folds into the launch.
// CHECK-LABEL: func.func @relu_after_none(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// CHECK-NOT: linalg.generic
func.func @relu_after_none(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x3x3xf32>, %b: tensor<16xf32>, %y: tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32> {
  %r = kernel.launch @conv2d_bias_act(%x, %w, %b, %y) {act = 0 : i32, act_hi = 0.0 : f32, act_lo = 0.0 : f32, accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x8x6x6xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>, tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
  %e = tensor.empty() : tensor<1x16x4x4xf32>
  %c0 = arith.constant 0.0 : f32
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%r : tensor<1x16x4x4xf32>) outs(%e : tensor<1x16x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x16x4x4xf32>
  return %relu : tensor<1x16x4x4xf32>
}
