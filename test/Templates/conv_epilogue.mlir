// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#ax2 = affine_map<(n, c, h, w) -> (h)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>

// conv + bias + relu, bias and relu in separate generics: one call.
// CHECK-LABEL: func.func @conv_bias_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[B:[^:]*]]: tensor<4xf32>)
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %{{.*}}) {act = 1 : i32, act_hi = 0.000000e+00 : f32, act_lo = 0.000000e+00 : f32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32,
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
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
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// NHWC, bias first in the generic and relu6 (a clamp) in the same body, as
// select(x >u 0 ...) style importers write max: act = 2, [0, 6].
// CHECK-LABEL: func.func @conv_bias_relu6_nhwc(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32, {{.*}}layout = 1 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_relu6_nhwc(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %biased = linalg.generic {indexing_maps = [#ch3, #idh, #idh], iterator_types = #par4}
    ins(%b, %r : tensor<4xf32>, tensor<1x6x6x4xf32>) outs(%e : tensor<1x6x6x4xf32>) {
  ^bb0(%bb: f32, %a: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x4xf32>
  %act = linalg.generic {indexing_maps = [#idh, #idh], iterator_types = #par4}
    ins(%biased : tensor<1x6x6x4xf32>) outs(%e : tensor<1x6x6x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %m = arith.select %gt, %a, %c0 : f32
    %s = arith.minimumf %m, %c6 : f32
    linalg.yield %s : f32
  } -> tensor<1x6x6x4xf32>
  return %act : tensor<1x6x6x4xf32>
}

// Bias and GELU (erf form) in one body.
// CHECK-LABEL: func.func @conv_bias_gelu_one_body(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 4 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_gelu_one_body(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %g = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %v = arith.addf %a, %bb : f32
    %t = arith.mulf %v, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %v, %half : f32
    %s = arith.mulf %h, %p : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %g : tensor<1x4x6x6xf32>
}

// torch-mlir's GELU: x * ((erf((x - 0) * (1/sqrt 2)) + 1) * 0.5) in its own
// generic after the bias add; x - 0 is x exactly, so it fuses as gelu_erf.
// CHECK-LABEL: func.func @conv_bias_gelu_torch(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 4 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_gelu_torch(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %v = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%v : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.subf %a, %c0 : f32
    %m = arith.mulf %d, %rsqrt2 : f32
    %erf = math.erf %m : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %p, %half : f32
    %s = arith.mulf %a, %h : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %g : tensor<1x4x6x6xf32>
}

// Near miss: a normal CDF around 0.5, not 0, is no GELU; the conv and bias
// fuse, the activation stays.
// CHECK-LABEL: func.func @conv_bias_cdf_shifted(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
func.func @conv_bias_cdf_shifted(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %mu = arith.constant 0.5 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %rsqrt2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %v = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%v : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.subf %a, %mu : f32
    %m = arith.mulf %d, %rsqrt2 : f32
    %erf = math.erf %m : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %p, %half : f32
    %s = arith.mulf %a, %h : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %g : tensor<1x4x6x6xf32>
}

// ResNet basic-block tail: conv + batchnorm (constant statistics and
// weights, as imported) + residual add + relu. The batchnorm folds into the
// filter and bias at rewrite time, the skip is the side input: one call.
// CHECK-LABEL: func.func @conv_bn_residual_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x5x5xf32>, %[[Z:[^:]*]]: tensor<1x2x5x5xf32>)
// CHECK-DAG: %[[WF:.*]] = arith.constant dense<{{.*}}> : tensor<2x2x1x1xf32>
// CHECK-DAG: %[[BF:.*]] = arith.constant dense<{{.*}}> : tensor<2xf32>
// CHECK: kernel.launch @conv2d_bias_add_act(%[[X]], %[[WF]], %[[BF]], %[[Z]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: eps
// CHECK-NOT: linalg.generic
func.func @conv_bn_residual_relu(%x: tensor<1x2x5x5xf32>, %z: tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32> {
  %w = arith.constant dense<[[[[0.5]], [[-1.0]]], [[[2.0]], [[0.25]]]]> : tensor<2x2x1x1xf32>
  %gamma = arith.constant dense<[1.5, 0.5]> : tensor<2xf32>
  %beta = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %mean = arith.constant dense<[0.3, -0.4]> : tensor<2xf32>
  %var = arith.constant dense<[0.9, 2.0]> : tensor<2xf32>
  %eps = arith.constant 1.0e-5 : f32
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x5x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) outs(%f : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%r, %gamma, %beta, %mean, %var : tensor<1x2x5x5xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x5x5xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %g : f32
    %s = arith.addf %sc, %bt : f32
    linalg.yield %s : f32
  } -> tensor<1x2x5x5xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%z, %bn : tensor<1x2x5x5xf32>, tensor<1x2x5x5xf32>) outs(%e : tensor<1x2x5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x2x5x5xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%sum : tensor<1x2x5x5xf32>) outs(%e : tensor<1x2x5x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x2x5x5xf32>
  return %relu : tensor<1x2x5x5xf32>
}

// Statistics that are function arguments: the shim folds them at run time.
// CHECK-LABEL: func.func @conv_bn_runtime_stats(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x6x6xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[G:[^:]*]]: tensor<4xf32>, %[[BT:[^:]*]]: tensor<4xf32>, %[[M:[^:]*]]: tensor<4xf32>, %[[V:[^:]*]]: tensor<4xf32>)
// CHECK: kernel.launch @conv2d_bn_act(%[[X]], %[[W]], %[[G]], %[[BT]], %[[M]], %[[V]], %{{.*}}) {act = 0 : i32, {{.*}}eps = 1.000000e-03 : f32
func.func @conv_bn_runtime_stats(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%r, %gamma, %beta, %mean, %var : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %g: f32, %bt: f32, %m: f32, %v: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %ve = arith.addf %v, %eps : f32
    %rs = math.rsqrt %ve : f32
    %n = arith.mulf %d, %rs : f32
    %sc = arith.mulf %g, %n : f32
    %s = arith.addf %bt, %sc : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %bn : tensor<1x4x4x4xf32>
}

// Near miss: the conv result is also returned, so it cannot disappear into
// a fused call. The conv and the bias add stay separate.
// CHECK-LABEL: func.func @near_miss_shared_intermediate(
// CHECK: %[[C:.*]] = kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[C]],
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_shared_intermediate(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
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
  return %biased, %r : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// Near miss: a bias of the right size (4) broadcast along H, not along the
// output channels.
// CHECK-LABEL: func.func @near_miss_bias_wrong_axis(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_bias_wrong_axis(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ax2, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x4x4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %biased : tensor<1x4x4x4xf32>
}

// Near miss: alpha * (x + b) is not x + b; no scale crosses the bias.
// CHECK-LABEL: func.func @near_miss_scaled_bias(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_scaled_bias(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %alpha = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x4x4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %t = arith.mulf %s, %alpha : f32
    linalg.yield %t : f32
  } -> tensor<1x4x4x4xf32>
  return %biased : tensor<1x4x4x4xf32>
}

// Near miss: the residual is added after the activation, relu(conv + b) + z:
// the activation slot is taken, so the add stays an @add launch.
// CHECK-LABEL: func.func @near_miss_add_after_relu(
// CHECK: %[[C:.*]] = kernel.launch @conv2d_bias_act({{.*}}) {act = 1 : i32
// CHECK: kernel.launch @add(%[[C]],
func.func @near_miss_add_after_relu(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x4x4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x4x4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%biased, %z : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b2: f32, %o: f32):
    %s = arith.addf %a, %b2 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %sum : tensor<1x4x4x4xf32>
}

// Near miss: the conv accumulates into a live tensor (no zero fill), so
// y + conv + b is not conv + b: no bias fusion.
// CHECK-LABEL: func.func @near_miss_accumulating_conv(
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK: linalg.generic
func.func @near_miss_accumulating_conv(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %y: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%y : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x4x4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %biased : tensor<1x4x4x4xf32>
}

// Near miss: the bias generic also stores to an outside buffer: the conv
// stays a plain conv2d and the generic (with its store) stays.
// CHECK-LABEL: func.func @near_miss_bias_body_store(
// CHECK-NOT: kernel.launch @conv2d_bias_act
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_bias_body_store(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %log: memref<1xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    memref.store %s, %log[%i0] : memref<1xf32>
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %biased : tensor<1x4x6x6xf32>
}

// Near miss: the relu generic also stores to an outside buffer: the bias
// fuses, the relu does not (act = 0).
// CHECK-LABEL: func.func @near_miss_relu_body_store(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_relu_body_store(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %log: memref<1xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
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
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    memref.store %a, %log[%i0] : memref<1xf32>
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// Near miss: the relu body also calls a function whose result it does not
// use (not dead: the call may have effects). The launch would drop the call.
// A dead pure op, by contrast, is erased by the rewrite driver before any
// template looks at the body.
// CHECK-LABEL: func.func @near_miss_relu_body_call(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: func.call @observe
func.func @near_miss_relu_body_call(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
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
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%biased : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    func.call @observe(%a) : (f32) -> ()
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

func.func @observe(%v: f32) {
  return
}

//===----------------------------------------------------------------------===//
// torch-mlir's conv idiom: the bias broadcast into the init tensor, the conv
// accumulating into it, relu as cmpf ugt + select with (0, d1, d2, d3) maps
// at batch 1, and batchnorm with its f64 eps truncated in the body.
//===----------------------------------------------------------------------===//

#b0 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#bcast = affine_map<(d0, d1, d2, d3) -> (d1)>
#bcasth = affine_map<(d0, d1, d2, d3) -> (d2)>

// CHECK-LABEL: func.func @torch_conv_bias_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[B:[^:]*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x4x6x6xf32>
// CHECK: %[[R:.*]] = kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %[[E]]) {act = 1 : i32
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @torch_conv_bias_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// The same conv, then a residual add and relu, all with torch-mlir's maps:
// one call with the skip as a side input.
// CHECK-LABEL: func.func @torch_conv_bias_add_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[B:[^:]*]]: tensor<4xf32>, %[[Z:[^:]*]]: tensor<1x4x6x6xf32>)
// CHECK: kernel.launch @conv2d_bias_add_act(%[[X]], %[[W]], %[[B]], %[[Z]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
func.func @torch_conv_bias_add_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %z: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %e1 = tensor.empty() : tensor<1x4x6x6xf32>
  %sum = linalg.generic {indexing_maps = [#b0, #b0, #id], iterator_types = #par4}
    ins(%r, %z : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e1 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%sum : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// torch-mlir's batchnorm (f64 eps truncated in the body, rsqrt) after a
// zero-filled conv, a residual add and relu: one conv2d_bn_add_act whose eps
// is the f32 the body adds (1e-5 rounded to f32). var is a positive
// constant: a negative var + eps makes the IR's relu see NaN, which oneDNN's
// relu turns into 0 (README, kmatch.nan_exact).
// CHECK-LABEL: func.func @torch_conv_bn_add_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[G:[^:]*]]: tensor<4xf32>, %[[BT:[^:]*]]: tensor<4xf32>, %[[M:[^:]*]]: tensor<4xf32>, %[[Z:[^:]*]]: tensor<1x4x6x6xf32>)
// CHECK: %[[V:.*]] = arith.constant dense<[5.000000e-01, 1.000000e+00, 2.000000e+00, 3.000000e+00]>
// CHECK: kernel.launch @conv2d_bn_add_act(%[[X]], %[[W]], %[[G]], %[[BT]], %[[M]], %[[V]], %[[Z]], %{{.*}}) {act = 1 : i32, {{.*}}eps = 9.99999974E-6 : f32
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
func.func @torch_conv_bn_add_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>, %z: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %eps = arith.constant 1.0e-05 : f64
  %e0 = tensor.empty() : tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id, #bcast, #bcast, #bcast, #bcast, #id], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e0 : tensor<1x4x6x6xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  %e1 = tensor.empty() : tensor<1x4x6x6xf32>
  %sum = linalg.generic {indexing_maps = [#b0, #b0, #id], iterator_types = #par4}
    ins(%bn, %z : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e1 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%sum : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// Near miss: the broadcast runs along H, not the output channels. The conv
// accumulates into it and stays a plain accumulating @conv2d.
// CHECK-LABEL: func.func @near_miss_torch_bias_on_h(
// CHECK: linalg.generic
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_torch_bias_on_h(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcasth, #id], iterator_types = #par4}
    ins(%b : tensor<6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// torch-mlir's current form of the same bias: a linalg.broadcast of b along
// every dim but the channels (dimensions = [0, 2, 3]) into the init. Same
// value as the generic above, so the same conv2d_bias_act, relu fused.
// CHECK-LABEL: func.func @torch_conv_broadcast_op_bias_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[B:[^:]*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x4x6x6xf32>
// CHECK: %[[R:.*]] = kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %[[E]]) {act = 1 : i32
// CHECK-NOT: linalg.
// CHECK: return %[[R]]
func.func @torch_conv_broadcast_op_bias_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 2, 3]
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// The linalg.broadcast form in NHWC (dimensions = [0, 1, 2]), dynamic batch.
// CHECK-LABEL: func.func @torch_conv_broadcast_op_bias_nhwc(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x8x8x3xf32>, %[[W:[^:]*]]: tensor<3x3x3x4xf32>, %[[B:[^:]*]]: tensor<4xf32>)
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %{{.*}}) {act = 0 : i32
// CHECK-NOT: linalg.
func.func @torch_conv_broadcast_op_bias_nhwc(%x: tensor<?x8x8x3xf32>, %w: tensor<3x3x3x4xf32>, %b: tensor<4xf32>) -> tensor<?x6x6x4xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8x8x3xf32>
  %e = tensor.empty(%n) : tensor<?x6x6x4xf32>
  %init = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<?x6x6x4xf32>) dimensions = [0, 1, 2]
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<?x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<?x6x6x4xf32>) -> tensor<?x6x6x4xf32>
  return %r : tensor<?x6x6x4xf32>
}

// Near miss: a linalg.broadcast along H (dimensions = [0, 1, 3]), not the
// output channels: the conv stays a plain accumulating @conv2d.
// CHECK-LABEL: func.func @near_miss_torch_broadcast_op_on_h(
// CHECK: linalg.broadcast
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_torch_broadcast_op_on_h(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.broadcast ins(%b : tensor<6xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 1, 3]
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// Near miss: a linalg.broadcast of a 2-D (C x W) tensor: not a bias per
// channel.
// CHECK-LABEL: func.func @near_miss_torch_broadcast_op_2d(
// CHECK: linalg.broadcast
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_torch_broadcast_op_2d(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4x6xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.broadcast ins(%b : tensor<4x6xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 2]
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// The broadcast bias is also returned: it stays for the return, and the conv
// takes the bias from a copy of its own (test/Templates/shared-init.mlir).
// CHECK-LABEL: func.func @torch_bias_also_returned(
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: %[[R:.*]] = kernel.launch @conv2d_bias_act(
// CHECK: return %[[R]], %[[B]] :
func.func @torch_bias_also_returned(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r, %init : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// Near miss: the init generic yields its own output (not the bias), so the
// conv accumulates into whatever %e holds: not a bias.
// CHECK-LABEL: func.func @near_miss_torch_init_not_bias(
// CHECK: linalg.generic
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_torch_init_not_bias(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %e: tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32> {
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %o, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// Near miss: relu written select(x >o 0, x, 0) maps NaN to 0 where the
// launch's relu (arith.maximumf) propagates it: the bias fuses, relu stays.
// CHECK-LABEL: func.func @near_miss_torch_relu_ogt(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf ogt
func.func @near_miss_torch_relu_ogt(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ogt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}

// Near miss: relu as maxnumf (NaN dropped) stays too, and so does
// select(x >=u 0, x, 0), which keeps -0 where maximumf gives +0.
// CHECK-LABEL: func.func @near_miss_torch_relu_maxnumf_uge(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.maxnumf
// CHECK: arith.cmpf uge
func.func @near_miss_torch_relu_maxnumf_uge(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maxnumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %e3 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu2 = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%relu : tensor<1x4x6x6xf32>) outs(%e3 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ge = arith.cmpf uge, %a, %c0 : f32
    %s = arith.select %ge, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu2 : tensor<1x4x6x6xf32>
}

// torch-mlir's clamp, select(x <u lo, lo, x) then select(t >u hi, hi, t),
// sends NaN to lo where clamp's maximumf propagates it: its own activation,
// act = 9 (clamp_select), on [0, 6].
// CHECK-LABEL: func.func @torch_clamp_select(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.cmpf
func.func @torch_clamp_select(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#bcast, #id], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %cl = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e2 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.cmpf ult, %a, %lo : f32
    %s = arith.select %p, %lo, %a : f32
    %q = arith.cmpf ugt, %s, %hi : f32
    %t = arith.select %q, %hi, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  return %cl : tensor<1x4x6x6xf32>
}

// torch-mlir's MobileNet block: a zero-padded, zero-filled depthwise conv,
// its batch norm (f64 eps truncated in the body) and relu: one
// depthwise_conv2d_bn_act, the pad folded, eps the f32 the body adds. var is
// a positive constant (a negative var + eps is NaN, see above). The high pad
// no window reaches is trimmed (kmatch_window.h).
// CHECK-LABEL: func.func @torch_depthwise_bn_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3xf32>, %[[G:[^:]*]]: tensor<4xf32>, %[[BT:[^:]*]]: tensor<4xf32>, %[[M:[^:]*]]: tensor<4xf32>)
// CHECK: %[[V:.*]] = arith.constant dense<[5.000000e-01, 1.000000e+00, 2.000000e+00, 3.000000e+00]>
// CHECK: kernel.launch @depthwise_conv2d_bn_act(%[[X]], %[[W]], %[[G]], %[[BT]], %[[M]], %[[V]], %{{.*}}) {act = 1 : i32, {{.*}}eps = 1.000000e-03 : f32, layout = 0 : i32, {{.*}}pad_bottom = 0 : i64, pad_left = 1 : i64, pad_right = 0 : i64, pad_top = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
func.func @torch_depthwise_bn_relu(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c0 : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%p, %w : tensor<1x4x10x10xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %eps = arith.constant 1.0000000000000000e-03 : f64
  %bn = linalg.generic {indexing_maps = [#id, #bcast, #bcast, #bcast, #bcast, #id], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %in4, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x4x4xf32>
  %relu = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par4}
    ins(%bn : tensor<1x4x4x4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %relu : tensor<1x4x4x4xf32>
}

// NHWC depthwise conv and batch norm over the last axis, then a hardswish in
// one body: depthwise_conv2d_bn_act, layout 1, act = 5.
// CHECK-LABEL: func.func @depthwise_bn_hardswish_nhwc(
// CHECK: kernel.launch @depthwise_conv2d_bn_act({{.*}}) {act = 5 : i32, {{.*}}layout = 1 : i32
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
func.func @depthwise_bn_hardswish_nhwc(%x: tensor<2x7x7x5xf32>, %w: tensor<3x3x5xf32>, %g: tensor<5xf32>, %bt: tensor<5xf32>, %m: tensor<5xf32>) -> tensor<2x5x5x5xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0, 0.25]> : tensor<5xf32>
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<2x5x5x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x5x5x5xf32>) -> tensor<2x5x5x5xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<2x7x7x5xf32>, tensor<3x3x5xf32>) outs(%f : tensor<2x5x5x5xf32>) -> tensor<2x5x5x5xf32>
  %bn = linalg.generic {indexing_maps = [#idh, #ch3, #ch3, #ch3, #ch3, #idh], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<2x5x5x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<2x5x5x5xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.sqrt %b2 : f32
    %b4 = arith.divf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<2x5x5x5xf32>
  %hs = linalg.generic {indexing_maps = [#idh, #idh], iterator_types = #par4}
    ins(%bn : tensor<2x5x5x5xf32>) outs(%e : tensor<2x5x5x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %c3 : f32
    %p = arith.cmpf ult, %t, %c0 : f32
    %lo = arith.select %p, %c0, %t : f32
    %q = arith.cmpf ugt, %lo, %c6 : f32
    %c = arith.select %q, %c6, %lo : f32
    %d = arith.divf %c, %c6 : f32
    %y = arith.mulf %a, %d : f32
    linalg.yield %y : f32
  } -> tensor<2x5x5x5xf32>
  return %hs : tensor<2x5x5x5xf32>
}

// Near miss: the depthwise conv's result is also returned: the batch norm
// stays its own launch.
// CHECK-LABEL: func.func @near_miss_depthwise_shared(
// CHECK: kernel.launch @depthwise_conv2d(
// CHECK: kernel.launch @batchnorm(
// CHECK-NOT: depthwise_conv2d_bn_act
func.func @near_miss_depthwise_shared(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>) -> (tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  return %bn, %r : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>
}

// Near miss: the depthwise conv accumulates into y (no zero fill), which the
// batch norm would have to see first: no fusion.
// CHECK-LABEL: func.func @near_miss_depthwise_accumulating(
// CHECK: kernel.launch @depthwise_conv2d({{.*}}accumulate = 1 : i32
// CHECK: kernel.launch @batchnorm(
// CHECK-NOT: depthwise_conv2d_bn_act
func.func @near_miss_depthwise_accumulating(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %y: tensor<1x4x6x6xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%y : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  return %bn : tensor<1x4x6x6xf32>
}

// Near miss: an NCHW depthwise conv followed by a batch norm over its last
// axis (an NHWC batch norm of the same tensor, W = C = 4): the layouts
// differ, so the statistics are not per output channel.
// CHECK-LABEL: func.func @near_miss_depthwise_bn_other_axis(
// CHECK: kernel.launch @depthwise_conv2d({{.*}}layout = 0 : i32
// CHECK: kernel.launch @batchnorm({{.*}}layout = 1 : i32
// CHECK-NOT: depthwise_conv2d_bn_act
func.func @near_miss_depthwise_bn_other_axis(%x: tensor<1x4x6x6xf32>, %w: tensor<4x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x4x6x6xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#idh, #ch3, #ch3, #ch3, #ch3, #idh], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x4x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x4x4xf32>) {
  ^bb0(%in0: f32, %in1: f32, %in2: f32, %in3: f32, %in4: f32, %o: f32):
    %b0 = arith.subf %in0, %in3 : f32
    %b2 = arith.addf %in4, %eps : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %in1 : f32
    %b6 = arith.addf %b5, %in2 : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x4x4xf32>
  return %bn : tensor<1x4x4x4xf32>
}
