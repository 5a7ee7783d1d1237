// The forms MLIR's tosa-to-linalg-named and tosa-to-linalg write (TOSA
// from TFLite or torch-mlir's TOSA backend), made plain before matching
// (lib/Templates/UnitDims.cpp, Prepare.h) or matched as they are:
// - tosa.clamp as minimumf(x, hi) then maximumf(., lo): the clamp
//   activation (act 2), as min(max(x, lo), hi) is, when lo < hi or the two
//   bounds are one value; lo = +0 over hi = -0, lo > hi and a bound that is
//   not a constant stay apart;
// - depthwise_conv_2d_nhwc_hwcm with a channel multiplier of 1, then the
//   collapse of that unit dim: the depthwise_conv_2d_nhwc_hwc it is (a
//   multiplier of 2 stays);
// - batch_matmul with a batch of 1 (TOSA's matmul is always batched): the
//   matmul it is, so a bias read as tensor<1x1xN> at (d0, 0, d2) (TOSA
//   broadcasts by rank) fuses into gemm_bias_act, and a transposed B
//   (tosa.transpose [0, 2, 1]) folds into transB; a batch of 2 stays a
//   batch_gemm with its bias apart.
// - relu, then a minimum, each generic into an init of its own defined
//   right before it (tosa.maximum then tosa.clamp): one clamp generic, put
//   where the minimum was, so that it follows the init it writes (it was
//   put at the relu, before that init: invalid IR).
// kmatch-verify runs every function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 15 functions, 12 rewritten, 0 failures

#ch = affine_map<(d0, d1, d2, d3) -> (d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#b3 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#bb3 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row2 = affine_map<(d0, d1) -> (0, d1)>
#par2 = ["parallel", "parallel"]
#par3 = ["parallel", "parallel", "parallel"]

// tosa.conv2d (its bias broadcast into the init) and tosa.clamp to [0, 6].
// CHECK-LABEL: func.func @conv_relu6_min_first(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @conv_relu6_min_first(%x: tensor<1x10x10x8xf32>, %w: tensor<16x3x3x8xf32>, %b: tensor<16xf32>) -> tensor<1x8x8x16xf32> {
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.generic {indexing_maps = [#ch, #id4], iterator_types = #par4} ins(%b : tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x10x10x8xf32>, tensor<16x3x3x8xf32>) outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%c : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %hi : f32
    %1 = arith.maximumf %0, %lo : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x16xf32>
  return %r : tensor<1x8x8x16xf32>
}

// The conv, then a clamp whose bounds are one value: every element is that
// value (or NaN), in either order.
// CHECK-LABEL: func.func @conv_clamp_equal_bounds(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 2 : i32, act_hi = 1.500000e+00 : f32, act_lo = 1.500000e+00 : f32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @conv_clamp_equal_bounds(%x: tensor<1x10x10x8xf32>, %w: tensor<16x3x3x8xf32>, %b: tensor<16xf32>) -> tensor<1x8x8x16xf32> {
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.generic {indexing_maps = [#ch, #id4], iterator_types = #par4} ins(%b : tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x10x10x8xf32>, tensor<16x3x3x8xf32>) outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %v = arith.constant 1.5 : f32
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%c : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %v : f32
    %1 = arith.maximumf %0, %v : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x16xf32>
  return %r : tensor<1x8x8x16xf32>
}

// Near miss: lo = +0 over hi = -0. Numerically lo <= hi, but
// max(min(x, -0), +0) is +0 where min(max(x, +0), -0) is -0.
// CHECK-LABEL: func.func @near_miss_clamp_zero_over_minus_zero(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.minimumf
func.func @near_miss_clamp_zero_over_minus_zero(%x: tensor<1x10x10x8xf32>, %w: tensor<16x3x3x8xf32>, %b: tensor<16xf32>) -> tensor<1x8x8x16xf32> {
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.generic {indexing_maps = [#ch, #id4], iterator_types = #par4} ins(%b : tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x10x10x8xf32>, tensor<16x3x3x8xf32>) outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant -0.0 : f32
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%c : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %hi : f32
    %1 = arith.maximumf %0, %lo : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x16xf32>
  return %r : tensor<1x8x8x16xf32>
}

// Near miss: lo > hi (max(min(x, 0), 6) is 6 everywhere but NaN; the
// other order would give 0).
// CHECK-LABEL: func.func @near_miss_clamp_lo_above_hi(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.minimumf
func.func @near_miss_clamp_lo_above_hi(%x: tensor<1x10x10x8xf32>, %w: tensor<16x3x3x8xf32>, %b: tensor<16xf32>) -> tensor<1x8x8x16xf32> {
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.generic {indexing_maps = [#ch, #id4], iterator_types = #par4} ins(%b : tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x10x10x8xf32>, tensor<16x3x3x8xf32>) outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %lo = arith.constant 6.0 : f32
  %hi = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%c : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %hi : f32
    %1 = arith.maximumf %0, %lo : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x16xf32>
  return %r : tensor<1x8x8x16xf32>
}

// Near miss: a bound that is an argument, whose order against the other is
// not known.
// CHECK-LABEL: func.func @near_miss_clamp_argument_bound(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.minimumf
func.func @near_miss_clamp_argument_bound(%x: tensor<1x10x10x8xf32>, %w: tensor<16x3x3x8xf32>, %b: tensor<16xf32>, %lo: f32) -> tensor<1x8x8x16xf32> {
  %e = tensor.empty() : tensor<1x8x8x16xf32>
  %init = linalg.generic {indexing_maps = [#ch, #id4], iterator_types = #par4} ins(%b : tensor<16xf32>) outs(%e : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x8x16xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x10x10x8xf32>, tensor<16x3x3x8xf32>) outs(%init : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  %hi = arith.constant 6.0 : f32
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%c : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %hi : f32
    %1 = arith.maximumf %0, %lo : f32
    linalg.yield %1 : f32
  } -> tensor<1x8x8x16xf32>
  return %r : tensor<1x8x8x16xf32>
}

// tosa.depthwise_conv2d: a multiplier of 1 into a zero fill, then its
// collapse: one depthwise_conv2d launch (NHWC, its filter reshaped to HWC).
// CHECK-LABEL: func.func @depthwise_unit_multiplier(
// CHECK: kernel.launch @depthwise_conv2d({{.*}}) {accumulate = 0 : i32
// CHECK-SAME: layout = 1 : i32
// CHECK-NOT: linalg.depthwise
// CHECK-NOT: tensor.collapse_shape
// CHECK: return
func.func @depthwise_unit_multiplier(%x: tensor<1x17x17x16xf32>) -> tensor<1x8x8x16xf32> {
  %w = arith.constant dense<[[[[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[1.0], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [3.0]]], [[[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[1.0], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [3.0]]], [[[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[1.0], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0]], [[0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [2.0], [0.5], [0.25], [-1.0], [-3.0]]]]> : tensor<3x3x16x1xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x16x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x16x1xf32>) -> tensor<1x8x8x16x1xf32>
  %d = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x17x17x16xf32>, tensor<3x3x16x1xf32>) outs(%f : tensor<1x8x8x16x1xf32>) -> tensor<1x8x8x16x1xf32>
  %c = tensor.collapse_shape %d [[0], [1], [2], [3, 4]] : tensor<1x8x8x16x1xf32> into tensor<1x8x8x16xf32>
  return %c : tensor<1x8x8x16xf32>
}

// A multiplier of 1 on argument filter and init, the 5-D result returned:
// the launch on the collapsed operands, expanded back.
// CHECK-LABEL: func.func @depthwise_unit_multiplier_returned(
// CHECK: tensor.collapse_shape
// CHECK: kernel.launch @depthwise_conv2d({{.*}}) {accumulate = 1 : i32
// CHECK: tensor.expand_shape
// CHECK-NOT: linalg.depthwise
// CHECK: return
func.func @depthwise_unit_multiplier_returned(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x1xf32>, %y: tensor<1x7x7x4x1xf32>) -> tensor<1x7x7x4x1xf32> {
  %d = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3x4x1xf32>) outs(%y : tensor<1x7x7x4x1xf32>) -> tensor<1x7x7x4x1xf32>
  return %d : tensor<1x7x7x4x1xf32>
}

// Near miss: a multiplier of 2 (each channel gives two outputs, which no
// depthwise launch computes).
// CHECK-LABEL: func.func @near_miss_depthwise_multiplier_two(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @near_miss_depthwise_multiplier_two(%x: tensor<1x9x9x4xf32>, %w: tensor<3x3x4x2xf32>, %y: tensor<1x7x7x4x2xf32>) -> tensor<1x7x7x4x2xf32> {
  %d = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3x4x2xf32>) outs(%y : tensor<1x7x7x4x2xf32>) -> tensor<1x7x7x4x2xf32>
  return %d : tensor<1x7x7x4x2xf32>
}

// tosa.matmul (batch 1) into a zero fill, then tosa.add of a 1x1x64 bias:
// one gemm_bias_act on the rows, expanded back.
// CHECK-LABEL: func.func @fully_connected_bias(
// CHECK: kernel.launch @gemm_bias_act(
// CHECK-SAME: tensor<32x48xf32>, tensor<48x64xf32>, tensor<64xf32>, tensor<32x64xf32>
// CHECK-NOT: linalg.
// CHECK: return
func.func @fully_connected_bias(%x: tensor<1x32x48xf32>, %w: tensor<1x48x64xf32>) -> tensor<1x32x64xf32> {
  %bias = arith.constant dense<[[[0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 3.0]]]> : tensor<1x1x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  %m = linalg.batch_matmul ins(%x, %w : tensor<1x32x48xf32>, tensor<1x48x64xf32>) outs(%f : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  %e2 = tensor.empty() : tensor<1x32x64xf32>
  %r = linalg.generic {indexing_maps = [#id3, #b3, #id3], iterator_types = #par3} ins(%m, %bias : tensor<1x32x64xf32>, tensor<1x1x64xf32>) outs(%e2 : tensor<1x32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x32x64xf32>
  return %r : tensor<1x32x64xf32>
}

// tosa.transpose of B ([0, 2, 1]) before a batch-1 tosa.matmul: a gemm
// with transB, no copy of B.
// CHECK-LABEL: func.func @matmul_transposed_b(
// CHECK: kernel.launch @gemm(
// CHECK-SAME: transB = true
// CHECK-NOT: linalg.
// CHECK: return
func.func @matmul_transposed_b(%x: tensor<1x32x48xf32>, %k: tensor<1x64x48xf32>) -> tensor<1x32x64xf32> {
  %e0 = tensor.empty() : tensor<1x48x64xf32>
  %t = linalg.transpose ins(%k : tensor<1x64x48xf32>) outs(%e0 : tensor<1x48x64xf32>) permutation = [0, 2, 1]
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  %m = linalg.batch_matmul ins(%x, %t : tensor<1x32x48xf32>, tensor<1x48x64xf32>) outs(%f : tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
  return %m : tensor<1x32x64xf32>
}

// Near miss: a batch of 2. The batch_gemm stays batched and its bias apart
// (no batched launch takes a bias).
// CHECK-LABEL: func.func @near_miss_batch_two_bias(
// CHECK: kernel.launch @batch_gemm(
// CHECK: linalg.generic
// CHECK: return
func.func @near_miss_batch_two_bias(%x: tensor<2x32x48xf32>, %w: tensor<2x48x64xf32>) -> tensor<2x32x64xf32> {
  %bias = arith.constant dense<[[[0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 2.0, 0.5, -0.25, 1.0, 3.0]]]> : tensor<1x1x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  %m = linalg.batch_matmul ins(%x, %w : tensor<2x32x48xf32>, tensor<2x48x64xf32>) outs(%f : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  %e2 = tensor.empty() : tensor<2x32x64xf32>
  %r = linalg.generic {indexing_maps = [#id3, #bb3, #id3], iterator_types = #par3} ins(%m, %bias : tensor<2x32x64xf32>, tensor<1x1x64xf32>) outs(%e2 : tensor<2x32x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x32x64xf32>
  return %r : tensor<2x32x64xf32>
}

// tosa.add of 3, tosa.maximum against zeros, then a minimum with 6, each
// into an init of its own (hardsigmoid's first steps): ReluThenMinimum
// makes the last two one clamp generic, where the minimum was.
// CHECK-LABEL: func.func @relu_then_minimum_own_inits(
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NEXT: arith.minimumf
// CHECK: return
func.func @relu_then_minimum_own_inits(%x: tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %e0 = tensor.empty() : tensor<1x8x8x16xf32>
  %t = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%x : tensor<1x8x8x16xf32>) outs(%e0 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.addf %in, %three : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x8x16xf32>
  %e1 = tensor.empty() : tensor<1x8x8x16xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%t : tensor<1x8x8x16xf32>) outs(%e1 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.maximumf %in, %zero : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x8x16xf32>
  %e2 = tensor.empty() : tensor<1x8x8x16xf32>
  %m = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4} ins(%r : tensor<1x8x8x16xf32>) outs(%e2 : tensor<1x8x8x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %0 = arith.minimumf %in, %six : f32
    linalg.yield %0 : f32
  } -> tensor<1x8x8x16xf32>
  return %m : tensor<1x8x8x16xf32>
}

// A Linear as tosa-to-linalg lowers TOSA with its weights as arguments:
// W transposed, reshaped to 1xKxN, a batch-1 batch_matmul collapsed back
// to rows, and the bias reshaped to 1xN added first. One gemm_bias_act on
// the arguments, W read with transB.
// CHECK-LABEL: func.func @linear_argument_weights(
// CHECK-SAME: %{{[^:]*}}: tensor<1x5x16xf32>, %[[W:[^:]*]]: tensor<8x16xf32>, %[[B:[^:]*]]: tensor<8xf32>)
// CHECK: kernel.launch @gemm_bias_act(%{{[^,]*}}, %[[W]], %[[B]], %{{[^)]*}})
// CHECK-SAME: transB = true
// CHECK-NOT: linalg.
// CHECK: return
func.func @linear_argument_weights(%x: tensor<1x5x16xf32>, %w: tensor<8x16xf32>, %b: tensor<8xf32>) -> tensor<5x8xf32> {
  %e0 = tensor.empty() : tensor<16x8xf32>
  %t = linalg.transpose ins(%w : tensor<8x16xf32>) outs(%e0 : tensor<16x8xf32>) permutation = [1, 0]
  %t3 = tensor.expand_shape %t [[0, 1], [2]] output_shape [1, 16, 8] : tensor<16x8xf32> into tensor<1x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  %m = linalg.batch_matmul ins(%x, %t3 : tensor<1x5x16xf32>, tensor<1x16x8xf32>) outs(%f : tensor<1x5x8xf32>) -> tensor<1x5x8xf32>
  %rows = tensor.collapse_shape %m [[0, 1], [2]] : tensor<1x5x8xf32> into tensor<5x8xf32>
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
  %e2 = tensor.empty() : tensor<5x8xf32>
  %y = linalg.generic {indexing_maps = [#row2, #id2, #id2], iterator_types = #par2} ins(%b2, %rows : tensor<1x8xf32>, tensor<5x8xf32>) outs(%e2 : tensor<5x8xf32>) {
  ^bb0(%bb: f32, %a: f32, %o: f32):
    %s = arith.addf %bb, %a : f32
    linalg.yield %s : f32
  } -> tensor<5x8xf32>
  return %y : tensor<5x8xf32>
}

// Near miss: the same reshaped bias added to an argument, not a product:
// the generic keeps its operand (no template takes it either way).
// CHECK-LABEL: func.func @near_miss_bias_without_product(
// CHECK: tensor.expand_shape
// CHECK: linalg.generic
// CHECK: return
func.func @near_miss_bias_without_product(%x: tensor<5x8xf32>, %b: tensor<8xf32>) -> tensor<5x8xf32> {
  %b2 = tensor.expand_shape %b [[0, 1]] output_shape [1, 8] : tensor<8xf32> into tensor<1x8xf32>
  %e2 = tensor.empty() : tensor<5x8xf32>
  %y = linalg.generic {indexing_maps = [#row2, #id2, #id2], iterator_types = #par2} ins(%b2, %x : tensor<1x8xf32>, tensor<5x8xf32>) outs(%e2 : tensor<5x8xf32>) {
  ^bb0(%bb: f32, %a: f32, %o: f32):
    %s = arith.addf %bb, %a : f32
    linalg.yield %s : f32
  } -> tensor<5x8xf32>
  return %y : tensor<5x8xf32>
}

// A batch-1 batch_matmul of dynamic rows into a zero fill: the matmul on
// collapsed operands (the fill's init collapsed, not rebuilt: its size is
// not static), a gemm launch.
// CHECK-LABEL: func.func @matmul_dynamic_rows(
// CHECK: kernel.launch @gemm(
// CHECK-SAME: tensor<?x16xf32>
// CHECK-NOT: linalg.batch_matmul
// CHECK: return
func.func @matmul_dynamic_rows(%x: tensor<1x?x16xf32>, %w: tensor<1x16x8xf32>) -> tensor<1x?x8xf32> {
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c1 : tensor<1x?x16xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%m) : tensor<1x?x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
  %y = linalg.batch_matmul ins(%x, %w : tensor<1x?x16xf32>, tensor<1x16x8xf32>) outs(%f : tensor<1x?x8xf32>) -> tensor<1x?x8xf32>
  return %y : tensor<1x?x8xf32>
}
