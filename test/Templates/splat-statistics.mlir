// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 11 functions, 8 rewritten, 0 failures, 0 skipped{{$}}

// TensorFlow models whose weights were elided to splats (public test IR
// often is), lowered through IREE: constant folding leaves every batch-norm
// statistic and bias as a splat of the data's full shape (or a 0-d tensor),
// `conv - dense<0.25> : tensor<1x6x6x8xf32>`, and the division by
// sqrt(var + eps) as a division by its folded value s. A splat is the same
// at every element, so it is read as a vector of the channels
// (lib/Templates/Prepare.h: fuseBatchNormChains, splatBiasesAlongChannels),
// and s as var = s * s with eps = 0 where sqrt(s * s + 0) is s bit for bit.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sc = affine_map<(d0, d1, d2, d3) -> ()>
#ch3 = affine_map<(d0, d1, d2, d3) -> (d3)>

// The folded chain after a conv, then a relu against a 0-d zero: one launch,
// the statistics splat vectors of the 8 channels, var = s * s, eps = 0.
// CHECK-LABEL: func.func @tf_splat_conv_bn_relu(
// CHECK-DAG: %[[G:.*]] = arith.constant dense<5.000000e-01> : tensor<8xf32>
// CHECK-DAG: %[[B:.*]] = arith.constant dense<0.333333343> : tensor<8xf32>
// CHECK-DAG: %[[M:.*]] = arith.constant dense<2.500000e-01> : tensor<8xf32>
// CHECK-DAG: %[[V:.*]] = arith.constant dense<0.20100002> : tensor<8xf32>
// CHECK: kernel.launch @conv2d_bn_act(%{{.*}}, %{{.*}}, %[[G]], %[[B]], %[[M]], %[[V]], %{{.*}}) {act = 1 : i32{{.*}}eps = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @tf_splat_conv_bn_relu(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<1x6x6x8xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x6x6x8xf32>
  %s = arith.constant dense<0.448330253> : tensor<1x6x6x8xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %zero = arith.constant dense<0.0> : tensor<f32>
  %relu = linalg.generic {indexing_maps = [#sc, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%zero, %t3 : tensor<f32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.maximumf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %relu : tensor<1x6x6x8xf32>
}

// 0-d statistics on an argument (no conv to take a layout from): the
// channel is dim 1, and the chain is a @batchnorm.
// CHECK-LABEL: func.func @splat_scalar_bn(
// CHECK: kernel.launch @batchnorm(%{{.*}}) {eps = 0.000000e+00 : f32, layout = 0 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @splat_scalar_bn(%c: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<f32>
  %g = arith.constant dense<5.000000e-01> : tensor<f32>
  %s = arith.constant dense<0.448330253> : tensor<f32>
  %b = arith.constant dense<0.333333343> : tensor<f32>
  %t0 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t3 : tensor<1x6x6x8xf32>
}

// A vector mean beside splat statistics: the channel is the vector's dim.
// CHECK-LABEL: func.func @mixed_vector_splats(
// CHECK-SAME: %[[C:[^:]*]]: tensor<1x6x6x8xf32>, %[[MEAN:[^:]*]]: tensor<8xf32>
// CHECK: kernel.launch @batchnorm(%[[C]], %{{.*}}, %{{.*}}, %[[MEAN]], %{{.*}}, %{{.*}}) {eps = 0.000000e+00 : f32, layout = 1 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @mixed_vector_splats(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x6x6x8xf32>
  %s = arith.constant dense<0.448330253> : tensor<1x6x6x8xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t3 : tensor<1x6x6x8xf32>
}

// Near miss: s < 0: no var has sqrt(var) = s. The four generics stay.
// CHECK-LABEL: func.func @nm_negative_scale(
// CHECK-NOT: kernel.launch
// CHECK: arith.divf
// CHECK: return
func.func @nm_negative_scale(%c: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<1x6x6x8xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x6x6x8xf32>
  %s = arith.constant dense<-0.448330253> : tensor<1x6x6x8xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t3 : tensor<1x6x6x8xf32>
}

// Near miss: s * s underflows: var = s * s would not give s back. The four generics stay.
// CHECK-LABEL: func.func @nm_tiny_scale(
// CHECK-NOT: kernel.launch
// CHECK: arith.divf
// CHECK: return
func.func @nm_tiny_scale(%c: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<1x6x6x8xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x6x6x8xf32>
  %s = arith.constant dense<1.000000e-30> : tensor<1x6x6x8xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t3 : tensor<1x6x6x8xf32>
}

// Near miss: (x - m) * r * g + b with r = rsqrt(var + eps) folded: two
// products by splats, and no var whose rsqrt is r is known exactly.
// CHECK-LABEL: func.func @nm_folded_rsqrt(
// CHECK-NOT: kernel.launch
// CHECK-COUNT-2: arith.mulf
// CHECK: return
func.func @nm_folded_rsqrt(%c: tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<1x6x6x8xf32>
  %rs = arith.constant dense<2.230498> : tensor<1x6x6x8xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x6x6x8xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %rs : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %g : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t3 : tensor<1x6x6x8xf32>
}

// A conv plus a splat: the bias of every output channel.
// CHECK-LABEL: func.func @tf_splat_bias(
// CHECK: %[[B:.*]] = arith.constant dense<0.333333343> : tensor<8xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 0 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @tf_splat_bias(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t0 : tensor<1x6x6x8xf32>
}

// The same with a 0-d bias, added first.
// CHECK-LABEL: func.func @tf_scalar_bias_first(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @tf_scalar_bias_first(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.333333343> : tensor<f32>
  %t0 = linalg.generic {indexing_maps = [#sc, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bias, %c : tensor<f32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t0 : tensor<1x6x6x8xf32>
}

// Near miss: a splat subtracted from a conv is no bias (it stays a loop,
// its constant inlined).
// CHECK-LABEL: func.func @nm_splat_subtracted(
// CHECK: kernel.launch @conv2d(
// CHECK: arith.subf
// CHECK: return
func.func @nm_splat_subtracted(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t0 : tensor<1x6x6x8xf32>
}

// Near miss: a splat added after a max pool: no conv, no bias.
// CHECK-LABEL: func.func @nm_splat_after_pool(
// CHECK: kernel.launch @maxpool2d(
// CHECK: arith.addf
// CHECK: return
func.func @nm_splat_after_pool(%x: tensor<1x8x8x8xf32>) -> tensor<1x6x6x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %c = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %win : tensor<1x8x8x8xf32>, tensor<3x3xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.333333343> : tensor<1x6x6x8xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bias : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %t0 : tensor<1x6x6x8xf32>
}

// The folded chain after an NCHW conv: channels are dim 1.
// CHECK-LABEL: func.func @tf_splat_nchw(
// CHECK: kernel.launch @conv2d_bn_act({{.*}}) {{.*}}layout = 0 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @tf_splat_nchw(%x: tensor<1x4x8x8xf32>, %w: tensor<8x4x3x3xf32>) -> tensor<1x8x6x6xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x6x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%f : tensor<1x8x6x6xf32>) -> tensor<1x8x6x6xf32>
  %m = arith.constant dense<2.500000e-01> : tensor<1x8x6x6xf32>
  %g = arith.constant dense<5.000000e-01> : tensor<1x8x6x6xf32>
  %s = arith.constant dense<0.448330253> : tensor<1x8x6x6xf32>
  %b = arith.constant dense<0.333333343> : tensor<1x8x6x6xf32>
  %t0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %m : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.subf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x8x6x6xf32>
  %t1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t0, %g : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x8x6x6xf32>
  %t2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t1, %s : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.divf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x8x6x6xf32>
  %t3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t2, %b : tensor<1x8x6x6xf32>, tensor<1x8x6x6xf32>) outs(%e : tensor<1x8x6x6xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x8x6x6xf32>
  return %t3 : tensor<1x8x6x6xf32>
}
