// A bias-less conv (@conv2d into a zero fill) and the activation after it
// become one @conv2d_bias_act with a +0.0 bias along the output channels
// (patterns/activation.pdll); a conv with a real bias, batchnorm or
// residual fuses exactly as before (the zero bias never appears), and the
// near misses stay a @conv2d and a generic. kmatch-verify runs every
// function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 26 functions, 26 rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#b1 = affine_map<(n, c, h, w) -> (0, c, h, w)>
#swap = affine_map<(n, c, h, w) -> (n, c, w, h)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// relu (maximumf) after an NCHW conv, padded by a folded tensor.pad and
// strided: every conv param carries over (pad_bottom trimmed to 0 by the
// window rule: no stride-2 window reaches the last padded row), accumulate
// does not, the bias is a splat of +0.0 as long as the output channels (4).
// CHECK-LABEL: func.func @nchw_relu(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<1x3x8x8xf32>, %[[W:[a-z0-9]+]]: tensor<4x3x3x3xf32>
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %{{.*}}) {act = 1 : i32, act_hi = 0.000000e+00 : f32, act_lo = 0.000000e+00 : f32, dilation_h = 1 : i64, dilation_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 2 : i64, pad_right = 2 : i64, pad_top = 1 : i64, stride_h = 2 : i64, stride_w = 1 : i64} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x4x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2] high[0, 0, 1, 2] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c0 : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x12xf32>
  %e = tensor.empty() : tensor<1x4x4x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
    ins(%p, %w : tensor<1x3x10x12xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x4x8xf32>) outs(%e : tensor<1x4x4x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x4x8xf32>
  return %y : tensor<1x4x4x8xf32>
}

// relu after an NHWC conv: the bias is as long as dim 3 (5).
// CHECK-LABEL: func.func @nhwc_relu(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_relu(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}

// relu6 as min(max(x, 0), 6): clamp [0, 6].
// CHECK-LABEL: func.func @nchw_relu6(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_relu6(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %m = arith.maximumf %in, %c0 : f32
    %v = arith.minimumf %m, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// CHECK-LABEL: func.func @nhwc_relu6(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_relu6(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %m = arith.maximumf %in, %c0 : f32
    %v = arith.minimumf %m, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}

// GELU, tanh form.
// CHECK-LABEL: func.func @nchw_gelu_tanh(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 3 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_gelu_tanh(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.797884583 : f32
    %c = arith.constant 4.471500e-02 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t0 = arith.mulf %x3, %c : f32
    %t1 = arith.addf %in, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %half, %in : f32
    %v = arith.mulf %hx, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// GELU, erf form.
// CHECK-LABEL: func.func @nhwc_gelu_erf(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 4 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_gelu_erf(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %in, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %in, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}

// CHECK-LABEL: func.func @nchw_gelu_erf(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 4 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_gelu_erf(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %in, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %in, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// torch-mlir's relu, select(x >u 0, x, 0), with (0, c, h, w) maps at batch 1.
// CHECK-LABEL: func.func @nchw_torch_relu_batch1_maps(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_torch_relu_batch1_maps(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#b1, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ugt, %in, %c0 : f32
    %v = arith.select %p, %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// torch-mlir's hardsigmoid as three generics: act = 6.
// CHECK-LABEL: func.func @nchw_hardsigmoid(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 6 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_hardsigmoid(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %h3 : tensor<1x4x6x6xf32>
}

// CHECK-LABEL: func.func @nhwc_hardsigmoid(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 6 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_hardsigmoid(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %h3 : tensor<1x6x6x5xf32>
}

// hardswish as four generics, x * hardsigmoid(x): act = 5.
// CHECK-LABEL: func.func @nchw_hardswish(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 5 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_hardswish(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%r, %h3 : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// hardswish, hardsigmoid(x) * x (torch-mlir's order).
// CHECK-LABEL: func.func @nchw_hardswish_swapped(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 5 : i32{{.*}}layout = 0 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nchw_hardswish_swapped(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%h3, %r : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// CHECK-LABEL: func.func @nhwc_hardswish(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 5 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_hardswish(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%r, %h3 : tensor<1x6x6x5xf32>, tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}

// CHECK-LABEL: func.func @nhwc_hardswish_swapped(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 5 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: kernel.launch @conv2d(
// CHECK-NOT: linalg.
func.func @nhwc_hardswish_swapped(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x6x6x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x6x6x5xf32>) -> tensor<1x6x6x5xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%h3, %r : tensor<1x6x6x5xf32>, tensor<1x6x6x5xf32>) outs(%e : tensor<1x6x6x5xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x6x6x5xf32>
  return %y : tensor<1x6x6x5xf32>
}

// Near miss: under kmatch.nan_exact GELU's erf form stays: where the IR's
// 1 + erf(x / sqrt(2)) rounds to 0 it gives x * 0 = -0, oneDNN's gelu_erf
// post-op +0 (IsActivation). @nchw_gelu_erf above is the same body fused.
// CHECK-LABEL: func.func @nan_exact_gelu(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: math.erf
func.func @nan_exact_gelu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %in, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %in, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Under kmatch.nan_exact GELU's tanh form still fuses: it propagates NaN in
// the IR and in the library alike, and gives the IR's -0 where 1 + tanh
// rounds to 0 (IsActivation).
// CHECK-LABEL: func.func @nan_exact_gelu_tanh(
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 3 : i32
// CHECK-NOT: linalg.
func.func @nan_exact_gelu_tanh(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.797884583 : f32
    %c = arith.constant 4.471500e-02 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t0 = arith.mulf %x3, %c : f32
    %t1 = arith.addf %in, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %half, %in : f32
    %v = arith.mulf %hx, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// conv + bias + relu: the real bias, as before; no zero bias.
// CHECK-LABEL: func.func @conv_bias_relu(
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<4xf32>
// CHECK-NOT: dense<0.000000e+00>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: dense<0.000000e+00>
// CHECK-NOT: linalg.
func.func @conv_bias_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// conv + batchnorm (constant statistics, the filter an argument) + relu:
// @conv2d_bn_act with relu, as before.
// CHECK-LABEL: func.func @conv_bn_relu(
// CHECK-NOT: dense<0.000000e+00>
// CHECK: kernel.launch @conv2d_bn_act({{.*}}) {act = 1 : i32
// CHECK-NOT: dense<0.000000e+00>
// CHECK-NOT: linalg.
func.func @conv_bn_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %eps = arith.constant 1.0e-05 : f32
  %g = arith.constant dense<[1.5, 0.5, -1.0, 2.0]> : tensor<4xf32>
  %bt = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>
  %m = arith.constant dense<[0.05, -0.1, 0.2, 0.0]> : tensor<4xf32>
  %var = arith.constant dense<[1.0, 0.25, 2.0, 0.5]> : tensor<4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %var : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %gg: f32, %bb: f32, %mm: f32, %vv: f32, %o: f32):
    %d = arith.subf %a, %mm : f32
    %ve = arith.addf %vv, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %d, %rs : f32
    %sc = arith.mulf %gg, %n : f32
    %s = arith.addf %bb, %sc : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%bn : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// conv + bias + residual add + relu: @conv2d_bias_add_act, as before.
// CHECK-LABEL: func.func @conv_bias_residual_relu(
// CHECK-SAME: %[[B:[a-z0-9]+]]: tensor<4xf32>, %[[Z:[a-z0-9]+]]: tensor<1x4x6x6xf32>
// CHECK-NOT: dense<0.000000e+00>
// CHECK: kernel.launch @conv2d_bias_add_act(%{{.*}}, %{{.*}}, %[[B]], %[[Z]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: dense<0.000000e+00>
// CHECK-NOT: linalg.
func.func @conv_bias_residual_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%biased, %z : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %zz: f32, %o: f32):
    %s = arith.addf %a, %zz : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%sum : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// conv + residual add (no bias) + relu: the conv's only use is the add, so
// nothing here applies; the conv, the @add and the relu stay as before.
// CHECK-LABEL: func.func @conv_residual_relu_unchanged(
// CHECK-NOT: dense<0.000000e+00>
// CHECK: kernel.launch @conv2d(
// CHECK: kernel.launch @add(
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @conv_residual_relu_unchanged(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %z: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%r, %z : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %zz: f32, %o: f32):
    %s = arith.addf %a, %zz : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%sum : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: the conv's result is also returned: it cannot disappear into
// the fused call.
// CHECK-LABEL: func.func @near_miss_conv_used_twice(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_conv_used_twice(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y, %r : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// Near miss: the relu reads the conv's result transposed (h and w
// swapped): not elementwise.
// CHECK-LABEL: func.func @near_miss_transposed_map(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_transposed_map(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#swap, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: under kmatch.nan_exact relu stays (oneDNN's relu turns NaN
// into 0).
// CHECK-LABEL: func.func @near_miss_nan_exact_relu(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_nan_exact_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: under kmatch.nan_exact the hardswish chain stays.
// CHECK-LABEL: func.func @near_miss_nan_exact_hardswish(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: arith.mulf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_nan_exact_hardswish(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%r, %h3 : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: maxnumf(x, 0) drops NaN: not relu.
// CHECK-LABEL: func.func @near_miss_maxnumf(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.maxnumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_maxnumf(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maxnumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: the conv accumulates into an argument (accumulate = 1), not
// into a zero fill: conv2d_bias_act overwrites.
// CHECK-LABEL: func.func @near_miss_accumulating_conv(
// CHECK-NOT: conv2d_bias_act
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_accumulating_conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %f: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}
