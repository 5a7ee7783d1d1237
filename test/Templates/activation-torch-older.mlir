// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 7 functions, 6 rewritten, 0 failures, 0 skipped{{$}}

// Older torch-mlir's activation forms (test/corpus/real/ir/
// mobilenet_v3_small_nelli.mlir): relu6 as relu then a minimum with a 0-d
// six (activation.pdll, ReluThenMinimum), and F.hardsigmoid as
// (x + 3) / 6 clamped to [0, 1] by a minimum and a maximum written with the
// constant first (HardSigmoidDivFirstIntoLaunch).

// relu6 after a conv with bias: relu, then minimum(r, six) through a 0-d
// tensor. One generic min(max(x, 0), 6), fused as a clamp.
// CHECK-LABEL: func.func @relu6_relu_then_minimum(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b1 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>
func.func @relu6_relu_then_minimum(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c6 = arith.constant 6 : i64
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %bb = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%bb : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#b1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %ei = tensor.empty() : tensor<i64>
  %six_i = linalg.fill ins(%c6 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %ef = tensor.empty() : tensor<f32>
  %six = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%six_i : tensor<i64>) outs(%ef : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %0 = arith.sitofp %in : i64 to f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %m = linalg.generic {indexing_maps = [#b1, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r, %six : tensor<1x2x4x4xf32>, tensor<f32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %s : f32
    %1 = arith.select %0, %in, %s : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  return %m : tensor<1x2x4x4xf32>
}

// -----

// hardswish after a conv: x + 3, relu, minimum with six, / 6, * x.
// CHECK-LABEL: func.func @hardswish_relu_then_minimum(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 5 : i32
// CHECK-NOT: linalg.generic
#id1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias1 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @hardswish_relu_then_minimum(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %bb = linalg.generic {indexing_maps = [#bias1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%bb : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %t = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %three : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %m = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %six : f32
    %1 = arith.select %0, %in, %six : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %d = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%m : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %six : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4x4xf32>
  %y = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %x : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}

// -----

// The squeeze-excitation gate: F.hardsigmoid as (x + 3) / 6, then
// minimum(1, .) and maximum(0, .) with the constant first.
// CHECK-LABEL: func.func @hardsigmoid_divide_first(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 6 : i32
// CHECK-NOT: linalg.generic
#id2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias2 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @hardsigmoid_divide_first(%i: tensor<1x4x1x1xf32>, %w: tensor<4x4x1x1xf32>, %b: tensor<4xf32>) -> tensor<1x4x1x1xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %bb = linalg.generic {indexing_maps = [#bias2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x1x1xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x4x1x1xf32>, tensor<4x4x1x1xf32>) outs(%bb : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %t = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %three : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %six : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %one, %in : f32
    %1 = arith.select %0, %one, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x1x1xf32>
  %l = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %zero, %in : f32
    %1 = arith.select %0, %zero, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x1x1xf32>
  return %l : tensor<1x4x1x1xf32>
}

// -----

// Relu then a minimum with no launch before them: one generic, left a loop
// (the fusion changes no value).
// CHECK-LABEL: func.func @relu_then_minimum_alone(
// CHECK-COUNT-1: linalg.generic
// CHECK-NOT: linalg.generic
#v3 = affine_map<(d0) -> (d0)>
func.func @relu_then_minimum_alone(%x: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#v3, #v3], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [#v3, #v3], iterator_types = ["parallel"]} ins(%r : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %six : f32
    %1 = arith.select %0, %in, %six : f32
    linalg.yield %1 : f32
  } -> tensor<8xf32>
  return %m : tensor<8xf32>
}

// -----

// Near miss: the relu is also returned, so it is not merged with the
// minimum; it fuses into the conv alone (act = relu), and the minimum stays.
// CHECK-LABEL: func.func @nm_relu_shared(
// CHECK: %[[R:.*]] = kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// CHECK-NEXT: %[[M:.*]] = linalg.generic
// CHECK-NOT: linalg.generic
// CHECK: return %[[M]], %[[R]] :
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias4 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @nm_relu_shared(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>, %b: tensor<2xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %bb = linalg.generic {indexing_maps = [#bias4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%bb : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %m = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %six : f32
    %1 = arith.select %0, %in, %six : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  return %m, %r : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// -----

// Near miss: under kmatch.nan_exact the divide-first hardsigmoid stays (a
// NaN becomes 1 in the IR, 0 in the launch).
// CHECK-LABEL: func.func @nm_nan_exact_hardsigmoid_divide_first(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK-COUNT-4: linalg.generic
#id5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias5 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @nm_nan_exact_hardsigmoid_divide_first(%i: tensor<1x4x1x1xf32>, %w: tensor<4x4x1x1xf32>, %b: tensor<4xf32>) -> tensor<1x4x1x1xf32> attributes {kmatch.nan_exact} {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %bb = linalg.generic {indexing_maps = [#bias5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x1x1xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x4x1x1xf32>, tensor<4x4x1x1xf32>) outs(%bb : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %t = linalg.generic {indexing_maps = [#id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %three : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  %d = linalg.generic {indexing_maps = [#id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %six : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  %h = linalg.generic {indexing_maps = [#id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ult, %one, %in : f32
    %1 = arith.select %0, %one, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x1x1xf32>
  %l = linalg.generic {indexing_maps = [#id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%h : tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %zero, %in : f32
    %1 = arith.select %0, %zero, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x4x1x1xf32>
  return %l : tensor<1x4x1x1xf32>
}

// -----

// MobileNetV2's relu6 in older torch-mlir: relu, then minimum(6, r) as a
// select with the bound first and defined in the body. One clamp.
// CHECK-LABEL: func.func @relu6_bound_first(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
#id7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias7 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @relu6_bound_first(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>, %b: tensor<2xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %bb = linalg.generic {indexing_maps = [#bias7, #id7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%bb : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id7, #id7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %m = linalg.generic {indexing_maps = [#id7, #id7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %six = arith.constant 6.000000e+00 : f32
    %0 = arith.cmpf ult, %six, %in : f32
    %1 = arith.select %0, %six, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  return %m : tensor<1x2x4x4xf32>
}
