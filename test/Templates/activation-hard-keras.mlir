// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 8 rewritten, 0 failures, 0 skipped{{$}}

// TensorFlow/Keras' hard_sigmoid, relu6(x + 3) * (1. / 6.), and hard_swish,
// x * hard_sigmoid(x), as IREE lowers them: x + 3, a clamp with
// arith.maximumf/minimumf against 0-d bounds, a product by the f32 constant
// 0.16666667, then a product by x. Each generic after a conv: one
// activation of the launch, act 10 (hardsigmoid_mul) or 11 (hardswish_mul),
// which the runtime evaluates with exactly these ops
// (runtime/common/activation.h). torch-mlir's own forms, with selects and a
// division by 6, are activation-hard.mlir's.

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#sc = affine_map<(d0, d1, d2, d3) -> ()>
#ch3 = affine_map<(d0, d1, d2, d3) -> (d3)>

// Four generics after the conv's bias: one launch with act 11.
// CHECK-LABEL: func.func @keras_hardswish(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 11 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @keras_hardswish(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %three = arith.constant dense<3.0> : tensor<1x6x6x8xf32>
  %sixth = arith.constant dense<0.166666672> : tensor<1x6x6x8xf32>
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %cl = linalg.generic {indexing_maps = [#sc, #id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo, %t, %hi : tensor<f32>, tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %p: f32, %b: f32, %o: f32):
    %m = arith.maximumf %a, %p : f32
    %r = arith.minimumf %m, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cl, %sixth : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs, %c : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// hard_sigmoid alone (the clamp's maximumf with x first, the constant first
// in the product): act 10.
// CHECK-LABEL: func.func @keras_hardsigmoid(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 10 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @keras_hardsigmoid(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %three = arith.constant dense<3.0> : tensor<1x6x6x8xf32>
  %sixth = arith.constant dense<0.166666672> : tensor<1x6x6x8xf32>
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %cl = linalg.generic {indexing_maps = [#id, #sc, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t, %lo, %hi : tensor<1x6x6x8xf32>, tensor<f32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %a: f32, %b: f32, %o: f32):
    %m = arith.maximumf %p, %a : f32
    %r = arith.minimumf %m, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sixth, %cl : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// The same in one body: act 11.
// CHECK-LABEL: func.func @keras_hardswish_one_body(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 11 : i32
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @keras_hardswish_one_body(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %sixth = arith.constant 0.166666672 : f32
    %t = arith.addf %p, %three : f32
    %m = arith.maximumf %t, %zero : f32
    %n = arith.minimumf %m, %six : f32
    %h = arith.mulf %n, %sixth : f32
    %r = arith.mulf %p, %h : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// Near miss: (clamp * x) * 1/6 rounds differently from x * (clamp * 1/6);
// BodyIs reads either association, the shape check does not.
// CHECK-LABEL: func.func @nm_keras_product_order(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.maximumf
// CHECK: return
func.func @nm_keras_product_order(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %three = arith.constant dense<3.0> : tensor<1x6x6x8xf32>
  %sixth = arith.constant dense<0.166666672> : tensor<1x6x6x8xf32>
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %cl = linalg.generic {indexing_maps = [#sc, #id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo, %t, %hi : tensor<f32>, tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %p: f32, %b: f32, %o: f32):
    %m = arith.maximumf %a, %p : f32
    %r = arith.minimumf %m, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %xs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cl, %c : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%xs, %sixth : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// Near miss: 0.166666657, the float below 1/6, is not Keras' constant.
// CHECK-LABEL: func.func @nm_keras_other_constant(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.maximumf
// CHECK: return
func.func @nm_keras_other_constant(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %three = arith.constant dense<3.0> : tensor<1x6x6x8xf32>
  %sixth = arith.constant dense<0.166666657> : tensor<1x6x6x8xf32>
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %cl = linalg.generic {indexing_maps = [#sc, #id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo, %t, %hi : tensor<f32>, tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %p: f32, %b: f32, %o: f32):
    %m = arith.maximumf %a, %p : f32
    %r = arith.minimumf %m, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cl, %sixth : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs, %c : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// Near miss: the clamp as torch-mlir's selects (NaN to 0) times 1/6: neither
// Keras' ops nor torch-mlir's division.
// CHECK-LABEL: func.func @nm_keras_select_clamp(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.select
// CHECK: return
func.func @nm_keras_select_clamp(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %three = arith.constant dense<3.0> : tensor<1x6x6x8xf32>
  %sixth = arith.constant dense<0.166666672> : tensor<1x6x6x8xf32>
  %lo = arith.constant dense<0.0> : tensor<f32>
  %hi = arith.constant dense<6.0> : tensor<f32>
  %t = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %three : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %cl = linalg.generic {indexing_maps = [#sc, #id, #sc, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%lo, %t, %hi : tensor<f32>, tensor<1x6x6x8xf32>, tensor<f32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %p: f32, %b: f32, %o: f32):
    %u = arith.cmpf ult, %p, %a : f32
    %m = arith.select %u, %a, %p : f32
    %v = arith.cmpf ugt, %m, %b : f32
    %r = arith.select %v, %b, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cl, %sixth : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hs, %c : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.mulf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// Near miss: maximumf/minimumf then a division by 6: no activation kmatch
// has (torch-mlir's divides after selects, Keras' multiplies).
// CHECK-LABEL: func.func @nm_maximum_clamp_divided(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.divf
// CHECK: return
func.func @nm_maximum_clamp_divided(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %t = arith.addf %p, %three : f32
    %m = arith.maximumf %t, %zero : f32
    %n = arith.minimumf %m, %six : f32
    %h = arith.divf %n, %six : f32
    %r = arith.mulf %p, %h : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}

// Under kmatch.nan_exact the library's clip and hardswish (NaN, -0) keep it
// apart.
// CHECK-LABEL: func.func @nm_keras_nan_exact(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.maximumf
// CHECK: return
func.func @nm_keras_nan_exact(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>) -> tensor<1x6x6x8xf32> attributes {kmatch.nan_exact} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bias = arith.constant dense<0.25> : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c0, %bias : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %r = arith.addf %p, %q : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%p: f32, %o: f32):
    %three = arith.constant 3.0 : f32
    %zero = arith.constant 0.0 : f32
    %six = arith.constant 6.0 : f32
    %sixth = arith.constant 0.166666672 : f32
    %t = arith.addf %p, %three : f32
    %m = arith.maximumf %t, %zero : f32
    %n = arith.minimumf %m, %six : f32
    %h = arith.mulf %n, %sixth : f32
    %r = arith.mulf %p, %h : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %y : tensor<1x6x6x8xf32>
}
