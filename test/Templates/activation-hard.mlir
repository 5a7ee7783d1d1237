// torch-mlir's hardsigmoid and hardswish (patterns/activation.pdll) fused
// into the launch before them, their near misses, and kmatch-verify on all.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 22 functions, 22 rewritten, 0 failures

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#b1 = affine_map<(n, c, h, w) -> (0, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// torch-mlir's hardsigmoid after a Linear (x + 3, its clamp, / 6): one call
// with act = 6 (hardsigmoid).
// CHECK-LABEL: func.func @linear_hardsigmoid(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 6 : i32, act_hi = 0.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @linear_hardsigmoid(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// hardswish, x * hardsigmoid(x) (gen_models' order): act = 5.
// CHECK-LABEL: func.func @linear_hardswish(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 5 : i32
// CHECK-NOT: linalg.generic
func.func @linear_hardswish(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %h3 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// hardswish as torch-mlir's DecomposeComplexOps orders it, hardsigmoid(x) * x.
// CHECK-LABEL: func.func @linear_hardswish_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 5 : i32
// CHECK-NOT: linalg.generic
func.func @linear_hardswish_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%h3, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// The chain after elementwise fusion, in one body: an activation like relu.
// CHECK-LABEL: func.func @linear_hardswish_one_body(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 5 : i32
// CHECK-NOT: linalg.generic
func.func @linear_hardswish_one_body(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
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
    %t = arith.addf %in, %c3 : f32
    %p = arith.cmpf ult, %t, %c0 : f32
    %s = arith.select %p, %c0, %t : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    %d = arith.divf %r, %c6 : f32
    %m = arith.mulf %in, %d : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Bias and hardsigmoid in one body (conv2d_bias_act's in0 + in1 form).
// CHECK-LABEL: func.func @conv_bias_hardsigmoid_one_body(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 6 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_hardsigmoid_one_body(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #ch1, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s0 = arith.addf %v, %bb : f32
    %t = arith.addf %s0, %c3 : f32
    %p = arith.cmpf ult, %t, %c0 : f32
    %s = arith.select %p, %c0, %t : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %c = arith.select %q, %c6, %s : f32
    %d = arith.divf %c, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// torch-mlir's conv + batch norm + hardswish at batch 1 ((0, d1, d2, d3)
// maps): conv2d_bn_act with act = 5.
// CHECK-LABEL: func.func @torch_conv_bn_hardswish(
// CHECK: kernel.launch @conv2d_bn_act({{.*}}) {act = 5 : i32
// CHECK-NOT: linalg.generic
func.func @torch_conv_bn_hardswish(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %m: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %eps = arith.constant 1.0000000000000000e-03 : f64
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #ch1, #ch1, #ch1, #ch1, #id4], iterator_types = #par4}
    ins(%r, %g, %bt, %m, %var : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %gg: f32, %bb: f32, %mm: f32, %vv: f32, %o: f32):
    %b0 = arith.subf %v, %mm : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %vv, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %gg : f32
    %b6 = arith.addf %b5, %bb : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%bn : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %c = arith.select %q, %c6, %s : f32
    linalg.yield %c : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#b1, #b1, #id4], iterator_types = #par4}
    ins(%bn, %h3 : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %mul = arith.mulf %i0, %i1 : f32
    linalg.yield %mul : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: x + 2, not x + 3.
// CHECK-LABEL: func.func @near_miss_add_2(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_add_2(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %c2 = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c2 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: clamped to [0, 5].
// CHECK-LABEL: func.func @near_miss_clamp_hi_5(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_hi_5(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %c5 = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c5 : f32
    %r = arith.select %q, %c5, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: / 5.
// CHECK-LABEL: func.func @near_miss_div_5(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_div_5(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %c5 = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c5 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: * (1/6) rounds differently from / 6 (the library divides).
// CHECK-LABEL: func.func @near_miss_mul_sixth(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_mul_sixth(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %c16 = arith.constant 0.166666672 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.mulf %in, %c16 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: 6 / c, the divide's operands swapped.
// CHECK-LABEL: func.func @near_miss_div_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_div_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %c6, %in : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: the clamp's lower compare ordered (olt): a NaN stays NaN where
// torch-mlir's ult sends it to 0.
// CHECK-LABEL: func.func @near_miss_clamp_olt(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_olt(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf olt, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: the upper compare ordered (ogt).
// CHECK-LABEL: func.func @near_miss_clamp_ogt(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_ogt(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ogt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: select(t <u 0, t, 0), the lower select's operands swapped.
// CHECK-LABEL: func.func @near_miss_clamp_select_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_select_swapped(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %in, %c0 : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: the clamp as maximumf/minimumf, which propagate NaN (hardsigmoid
// sends it to 0).
// CHECK-LABEL: func.func @near_miss_clamp_minmax(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_minmax(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.maximumf %in, %c0 : f32
    %r = arith.minimumf %s, %c6 : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: the lower bound is -0.0: t <u -0 selects -0, and -0 / 6 is -0,
// where hardsigmoid gives +0.
// CHECK-LABEL: func.func @near_miss_clamp_lo_neg_zero(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_clamp_lo_neg_zero(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %cn0 = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %cn0 : f32
    %s = arith.select %p, %cn0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: x + hardsigmoid(x), not x * hardsigmoid(x). (The hardsigmoid
// chain becomes one generic, Prepare.h, and stays: x has two uses.)
// CHECK-LABEL: func.func @near_miss_swish_add(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: kernel.launch @add(
func.func @near_miss_swish_add(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %h3 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.addf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: x + 3 is also returned (used outside the chain).
// CHECK-LABEL: func.func @near_miss_shared_intermediate(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_shared_intermediate(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3, %h1 : tensor<8x4xf32>, tensor<8x4xf32>
}

// hardsigmoid(x) times another tensor z: the hardsigmoid fuses (act = 6),
// the product stays.
// CHECK-LABEL: func.func @hardsigmoid_times_other(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 6 : i32
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
func.func @hardsigmoid_times_other(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>, %z: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%z, %h3 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// Near miss: x is also returned, besides feeding the hardswish. (The chain
// becomes one hardswish generic, Prepare.h, and stays.)
// CHECK-LABEL: func.func @near_miss_x_returned(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: arith.mulf
func.func @near_miss_x_returned(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %h3 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y, %x : tensor<8x4xf32>, tensor<8x4xf32>
}

// Near miss: relu already fused (act = 1), then the hardsigmoid chain: an
// activation slot takes one activation; the chain stays.
// CHECK-LABEL: func.func @near_miss_act_taken(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 1 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: linalg.generic
func.func @near_miss_act_taken(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %rl = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %m = arith.maximumf %in, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%rl : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<8x4xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h1 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %r = arith.select %q, %c6, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%h2 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %h3 : tensor<8x4xf32>
}

// Near miss: max(x, -0.0) keeps -0 where relu gives +0 (the literal 0 of a
// body spec is +0 only).
// CHECK-LABEL: func.func @near_miss_relu_neg_zero(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @near_miss_relu_neg_zero(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %cn0 = arith.constant -0.0 : f32
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
    %m = arith.maximumf %in, %cn0 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
