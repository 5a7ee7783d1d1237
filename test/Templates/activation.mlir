// Activation fusion into a launch (patterns/activation.pdll). Dynamic shapes:
// no kmatch-verify run (it takes static shapes).
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// The launch's result is tensor<?x4x6x6xf32>, the relu's tensor<1x4x6x6xf32>:
// the launch cannot replace the relu (the return would not verify), so the
// relu stays.
// CHECK-LABEL: func.func @relu_static_after_dynamic_launch(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @relu_static_after_dynamic_launch(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x3x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<?x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<?x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<?x4x6x6xf32>
  %e1 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<?x4x6x6xf32>) outs(%e1 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// Both dynamic: the types agree and the relu fuses.
// CHECK-LABEL: func.func @relu_dynamic(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 1 : i32
// CHECK-NOT: linalg.generic
func.func @relu_dynamic(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<?x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x3x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<?x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<?x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<?x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<?x4x6x6xf32>) outs(%e : tensor<?x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<?x4x6x6xf32>
  return %relu : tensor<?x4x6x6xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// A bias-less conv with a dynamic batch and static output channels: the
// +0.0 bias (tensor<4xf32>) is built at rewrite time and the relu fuses.
// CHECK-LABEL: func.func @conv_relu_dynamic_batch(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: linalg.generic
func.func @conv_relu_dynamic_batch(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<?x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x3x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<?x4x6x6xf32>) outs(%e : tensor<?x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<?x4x6x6xf32>
  return %y : tensor<?x4x6x6xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// Near miss: a bias-less NCHW conv whose output-channel count is dynamic:
// no zero bias of a static length can be built, so the relu stays.
// CHECK-LABEL: func.func @near_miss_conv_relu_dynamic_channels(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_conv_relu_dynamic_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<?x3x3x3xf32>) -> tensor<1x?x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %k = tensor.dim %w, %i0 : tensor<?x3x3x3xf32>
  %e = tensor.empty(%k) : tensor<1x?x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x?x6x6xf32>) -> tensor<1x?x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<?x3x3x3xf32>) outs(%f : tensor<1x?x6x6xf32>) -> tensor<1x?x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x?x6x6xf32>) outs(%e : tensor<1x?x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x?x6x6xf32>
  return %y : tensor<1x?x6x6xf32>
}

// -----

#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// Near miss: the same in NHWC (dim 3 dynamic).
// CHECK-LABEL: func.func @near_miss_nhwc_relu_dynamic_channels(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_nhwc_relu_dynamic_channels(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x?xf32>) -> tensor<1x6x6x?xf32> {
  %c0 = arith.constant 0.0 : f32
  %i3 = arith.constant 3 : index
  %k = tensor.dim %w, %i3 : tensor<3x3x3x?xf32>
  %e = tensor.empty(%k) : tensor<1x6x6x?xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x?xf32>) -> tensor<1x6x6x?xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x?xf32>) outs(%f : tensor<1x6x6x?xf32>) -> tensor<1x6x6x?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x?xf32>) outs(%e : tensor<1x6x6x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x?xf32>
  return %y : tensor<1x6x6x?xf32>
}

// -----

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// Near miss: the relu computes in f64 (mixed element types).
// CHECK-LABEL: func.func @near_miss_f64_relu(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_f64_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf64> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %e64 = tensor.empty() : tensor<1x4x6x6xf64>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e64 : tensor<1x4x6x6xf64>) {
  ^bb0(%in: f32, %o: f64):
    %d = arith.extf %in : f32 to f64
    %z = arith.constant 0.0 : f64
    %v = arith.maximumf %d, %z : f64
    linalg.yield %v : f64
  } -> tensor<1x4x6x6xf64>
  return %y : tensor<1x4x6x6xf64>
}
