// torch-mlir's clamp (aten.clamp, hardtanh, relu6): select(x <u lo, lo, x),
// then select(t >u hi, hi, t) on its result, or the lower select alone for
// clamp(min=). It sends NaN to lo and keeps x = -0 at a +0 bound, which
// maximumf/minimumf (act = 2) do not: it fuses as its own activation,
// act = 9 (clamp_select; patterns/activation.pdll, conv_epilogue.pdll,
// gemm_epilogue.pdll). Every other predicate, swapped select operands, a -0
// or NaN bound, lo > hi, two different bounds in a compare and its select,
// and the upper select alone stay near misses. kmatch-verify runs every
// function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 31 functions, 31 rewritten, 0 failures

#id = affine_map<(m, n) -> (m, n)>
#tr = affine_map<(m, n) -> (n, m)>
#col = affine_map<(m, n) -> (n)>
#b0 = affine_map<(m, n) -> (0, n)>
#par2 = ["parallel", "parallel"]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#b1 = affine_map<(n, c, h, w) -> (0, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// nn.ReLU6 after a conv as torch-mlir writes it at batch 1: the bias
// broadcast into the init, the conv summing onto it, the clamp read through
// (0, c, h, w): one conv2d_bias_act with act = 9 on [0, 6].
// CHECK-LABEL: func.func @conv_bias_relu6(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x8x8xf32>, %[[W:[^:]*]]: tensor<4x3x3x3xf32>, %[[B:[^:]*]]: tensor<4xf32>)
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %{{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @conv_bias_relu6(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %init = linalg.generic {indexing_maps = [#ch1, #id4], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%init : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %cl = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
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

// MobileNetV2's block: a depthwise conv, its batch norm and relu6 (the
// bounds torch's floats, f64 constants truncated in the body): one
// depthwise_conv2d_bn_act with act = 9.
// CHECK-LABEL: func.func @depthwise_bn_relu6(
// CHECK: kernel.launch @depthwise_conv2d_bn_act({{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @depthwise_bn_relu6(%x: tensor<1x4x8x8xf32>, %w: tensor<4x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %v = arith.constant dense<[0.5, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %eps = arith.constant 1.0000000000000001e-05 : f64
  %bn = linalg.generic {indexing_maps = [#id4, #ch1, #ch1, #ch1, #ch1, #id4], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
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
  %lo64 = arith.constant 0.0 : f64
  %hi64 = arith.constant 6.0 : f64
  %cl = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%bn : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %lo = arith.truncf %lo64 : f64 to f32
    %p = arith.cmpf ult, %a, %lo : f32
    %s = arith.select %p, %lo, %a : f32
    %hi = arith.truncf %hi64 : f64 to f32
    %q = arith.cmpf ugt, %s, %hi : f32
    %t = arith.select %q, %hi, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  return %cl : tensor<1x4x6x6xf32>
}

// relu6 after a bias-less NHWC conv: @conv2d_bias_act with a +0.0 bias.
// CHECK-LABEL: func.func @nhwc_relu6(
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{[^,]*}}, %{{[^,]*}}, %[[Z]], %{{[^)]*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32, {{.*}}layout = 1 : i32
// CHECK-NOT: linalg.generic
func.func @nhwc_relu6(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %cl = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%r : tensor<1x6x6x4xf32>) outs(%e : tensor<1x6x6x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.cmpf ult, %a, %c0 : f32
    %s = arith.select %p, %c0, %a : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %t = arith.select %q, %c6, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x6x6x4xf32>
  return %cl : tensor<1x6x6x4xf32>
}

// nn.Hardtanh() after a Linear as torch-mlir writes it at batch 1: the
// weight transposed, the bias and the clamp read through (0, n), the bounds
// -1.0 and 1.0 f64 constants truncated in the body: one gemm_bias_act
// reading W transposed, act = 9 on [-1, 1].
// CHECK-LABEL: func.func @linear_hardtanh(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[B:[^:]*]]: tensor<6xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @gemm_bias_act(%[[X]], %[[W]], %[[B]], %{{[^,)]*}}) {act = 9 : i32, act_hi = 1.000000e+00 : f32, act_lo = -1.000000e+00 : f32, {{.*}}transA = false, transB = true}
// CHECK-NOT: linalg.
func.func @linear_hardtanh(%x: tensor<1x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<1x6xf32> {
  %zero = arith.constant 0.0 : f32
  %lo64 = arith.constant -1.0 : f64
  %hi64 = arith.constant 1.0 : f64
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %c0 = tensor.empty() : tensor<1x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<1x6xf32>) -> tensor<1x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<1x8xf32>, tensor<8x6xf32>) outs(%c : tensor<1x6xf32>) -> tensor<1x6xf32>
  %e1 = tensor.empty() : tensor<1x6xf32>
  %y = linalg.generic {indexing_maps = [#b0, #col, #id], iterator_types = #par2}
      ins(%mm, %b : tensor<1x6xf32>, tensor<6xf32>) outs(%e1 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<1x6xf32>
  %e2 = tensor.empty() : tensor<1x6xf32>
  %r = linalg.generic {indexing_maps = [#b0, #id], iterator_types = #par2}
      ins(%y : tensor<1x6xf32>) outs(%e2 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %lo = arith.truncf %lo64 : f64 to f32
    %p = arith.cmpf ult, %in, %lo : f32
    %s = arith.select %p, %lo, %in : f32
    %hi = arith.truncf %hi64 : f64 to f32
    %q = arith.cmpf ugt, %s, %hi : f32
    %t = arith.select %q, %hi, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x6xf32>
  return %r : tensor<1x6xf32>
}

// The bias add and hardtanh in one body (after elementwise fusion).
// CHECK-LABEL: func.func @linear_bias_hardtanh_one_body(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 1.000000e+00 : f32, act_lo = -1.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @linear_bias_hardtanh_one_body(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %p = arith.cmpf ult, %s, %lo : f32
    %t = arith.select %p, %lo, %s : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// clamp(min=0.5) alone is the lower select: act = 9 with act_hi = +inf
// (the upper select with hi = +inf never fires).
// CHECK-LABEL: func.func @linear_clamp_min(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 0x7F800000 : f32, act_lo = 5.000000e-01 : f32
// CHECK-NOT: linalg.generic
func.func @linear_clamp_min(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %r = arith.select %p, %lo, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// A -inf lower bound (NaN goes to -inf) and lo == hi are bounds like any
// other.
// CHECK-LABEL: func.func @linear_clamp_ninf(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 2.000000e+00 : f32, act_lo = 0xFF800000 : f32
// CHECK-NOT: linalg.generic
func.func @linear_clamp_ninf(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 0xFF800000 : f32
  %hi = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// lo == hi: every element becomes 2.
// CHECK-LABEL: func.func @linear_clamp_equal_bounds(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 2.000000e+00 : f32, act_lo = 2.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @linear_clamp_equal_bounds(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 2.0 : f32
  %hi = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower compare is olt, not ult.
// CHECK-LABEL: func.func @near_miss_lower_olt(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_olt(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf olt, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower compare is ule, not ult.
// CHECK-LABEL: func.func @near_miss_lower_ule(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_ule(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ule, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower compare is ole, not ult.
// CHECK-LABEL: func.func @near_miss_lower_ole(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_ole(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ole, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower compare is ugt, not ult.
// CHECK-LABEL: func.func @near_miss_lower_ugt(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_ugt(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ugt, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper compare is ogt, not ugt.
// CHECK-LABEL: func.func @near_miss_upper_ogt(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_ogt(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ogt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper compare is uge, not ugt.
// CHECK-LABEL: func.func @near_miss_upper_uge(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_uge(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf uge, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper compare is oge, not ugt.
// CHECK-LABEL: func.func @near_miss_upper_oge(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_oge(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf oge, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper compare is ult, not ugt.
// CHECK-LABEL: func.func @near_miss_upper_ult(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_ult(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ult, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower select's operands swapped, select(x <u lo, x, lo).
// CHECK-LABEL: func.func @near_miss_lower_swapped(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %in, %lo : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper select's operands swapped, select(t >u hi, t, hi).
// CHECK-LABEL: func.func @near_miss_upper_swapped(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %t, %hi : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: clamp(min=) with its select's operands swapped.
// CHECK-LABEL: func.func @near_miss_lower_only_swapped(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lower_only_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %r = arith.select %p, %in, %lo : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: a -0 lower bound (the IR keeps x = +0 there, a max with -0
// gives -0).
// CHECK-LABEL: func.func @near_miss_neg_zero_lo(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_neg_zero_lo(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: a -0 upper bound.
// CHECK-LABEL: func.func @near_miss_neg_zero_hi(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_neg_zero_hi(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -6.0 : f32
  %hi = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: clamp(min=-0.0) alone.
// CHECK-LABEL: func.func @near_miss_neg_zero_lo_only(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_neg_zero_lo_only(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %r = arith.select %p, %lo, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: lo > hi (the clamp is hi everywhere).
// CHECK-LABEL: func.func @near_miss_lo_above_hi(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_lo_above_hi(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 6.0 : f32
  %hi = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: a NaN bound.
// CHECK-LABEL: func.func @near_miss_nan_bound(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_nan_bound(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 0x7FC00000 : f32
  %hi = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the lower select yields another constant than the compare's.
// CHECK-LABEL: func.func @near_miss_two_lows(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_two_lows(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %lo2 = arith.constant -2.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo2, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: clamp(max=) alone, select(x >u hi, hi, x), sends NaN to hi;
// oneDNN's clip applies the lower bound first and cannot.
// CHECK-LABEL: func.func @near_miss_upper_only(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_only(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %q = arith.cmpf ugt, %in, %hi : f32
    %r = arith.select %q, %hi, %in : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: the upper select first, then the lower one.
// CHECK-LABEL: func.func @near_miss_upper_first(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_upper_first(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %q = arith.cmpf ugt, %in, %hi : f32
    %t = arith.select %q, %hi, %in : f32
    %p = arith.cmpf ult, %t, %lo : f32
    %r = arith.select %p, %lo, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: a bound that is not a constant (a function of x).
// CHECK-LABEL: func.func @near_miss_nonconstant_bound(
// CHECK kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.cmpf
func.func @near_miss_nonconstant_bound(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %lo = arith.negf %in : f32
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near misses: the maximumf/minimumf clamp (act = 2) with a -0 bound, in
// either order. maximumf(+0, -0) is +0 in the IR where the clip post-op's
// max gives -0 (minimumf likewise): B and the bias are zeros, so every
// element before the clamp is +0 and kmatch-verify sees the sign. From an
// adversarial sweep.
// CHECK-LABEL: func.func @near_miss_maximumf_neg_zero_lo(
// CHECK-NOT: @gemm_bias_act
// CHECK: kernel.launch @gemm(
// CHECK: arith.maximumf
func.func @near_miss_maximumf_neg_zero_lo(%a: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %b = arith.constant dense<0.0> : tensor<16x4xf32>
  %bias = arith.constant dense<0.0> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %t = arith.maximumf %s, %nz : f32
    %u = arith.minimumf %t, %one : f32
    linalg.yield %u : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @near_miss_minimumf_neg_zero_hi(
// CHECK-NOT: @gemm_bias_act
// CHECK: kernel.launch @gemm(
// CHECK: arith.minimumf
func.func @near_miss_minimumf_neg_zero_hi(%a: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %b = arith.constant dense<0.0> : tensor<16x4xf32>
  %bias = arith.constant dense<0.0> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %lo = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %t = arith.maximumf %s, %lo : f32
    %u = arith.minimumf %t, %nz : f32
    linalg.yield %u : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// CHECK-LABEL: func.func @near_miss_min_first_neg_zero_lo(
// CHECK-NOT: @gemm_bias_act
// CHECK: kernel.launch @gemm(
// CHECK: arith.minimumf
func.func @near_miss_min_first_neg_zero_lo(%a: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %b = arith.constant dense<0.0> : tensor<16x4xf32>
  %bias = arith.constant dense<0.0> : tensor<4xf32>
  %c0 = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %t = arith.minimumf %s, %one : f32
    %u = arith.maximumf %t, %nz : f32
    linalg.yield %u : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
