// torch-mlir's sigmoid and SiLU (patterns/activation.pdll) fused into the
// launch before them (act = 7 sigmoid, 8 silu), their near misses, and
// kmatch-verify on all.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 24 functions, 24 rewritten, 0 failures

#id = affine_map<(m, n) -> (m, n)>
#tr = affine_map<(m, n) -> (n, m)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#b1 = affine_map<(n, c, h, w) -> (0, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// torch-mlir's sigmoid after a Linear, 1 / (exp(-x) + 1): act = 7.
// CHECK-LABEL: func.func @linear_sigmoid(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 7 : i32
// CHECK-NOT: linalg.generic
func.func @linear_sigmoid(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// The sum the other way round, 1 / (1 + exp(-x)), the constant outside the body.
// CHECK-LABEL: func.func @linear_sigmoid_one_plus(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 7 : i32
// CHECK-NOT: linalg.generic
func.func @linear_sigmoid_one_plus(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %one, %ex : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// torch-mlir's SiLU, x * sigmoid(x), as two generics: act = 8.
// CHECK-LABEL: func.func @linear_silu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @linear_silu(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// The product the other way round, sigmoid(x) * x.
// CHECK-LABEL: func.func @linear_silu_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @linear_silu_swapped(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %one, %ex : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%s, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// SiLU after elementwise fusion, in one body: an activation like relu.
// CHECK-LABEL: func.func @linear_silu_one_body(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @linear_silu_one_body(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    %m = arith.mulf %in, %sg : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// The same with the product swapped, sigmoid(x) * x.
// CHECK-LABEL: func.func @linear_silu_one_body_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @linear_silu_one_body_swapped(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    %m = arith.mulf %sg, %in : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// conv + bias + SiLU (two generics): conv2d_bias_act with act = 8.
// CHECK-LABEL: func.func @conv_bias_silu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_silu(%xin: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xin, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %x = linalg.generic {indexing_maps = [#id4, #ch1, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  %s = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%x : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%x, %s : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Bias and sigmoid in one body (conv2d_bias_act's in0 + in1 form): act = 7.
// CHECK-LABEL: func.func @conv_bias_sigmoid_one_body(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 7 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bias_sigmoid_one_body(%xin: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xin, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #ch1, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %in = arith.addf %v, %bb : f32
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// torch-mlir's conv + batch norm + SiLU at batch 1 ((0, d1, d2, d3) maps,
// product swapped): conv2d_bn_act with act = 8.
// CHECK-LABEL: func.func @torch_conv_bn_silu(
// CHECK: kernel.launch @conv2d_bn_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @torch_conv_bn_silu(%xin: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %mn: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xin, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %x = linalg.generic {indexing_maps = [#id4, #ch1, #ch1, #ch1, #ch1, #id4], iterator_types = #par4}
    ins(%r, %g, %bt, %mn, %var : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %gg: f32, %bb: f32, %mm: f32, %vv: f32, %o: f32):
    %eps = arith.constant 1.0000000000000000e-03 : f64
    %b0 = arith.subf %v, %mm : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %vv, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %gg : f32
    %b6 = arith.addf %b5, %bb : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  %s = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%x : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#b1, #b1, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// conv + batch norm + sigmoid: conv2d_bn_act with act = 7.
// CHECK-LABEL: func.func @conv_bn_sigmoid(
// CHECK: kernel.launch @conv2d_bn_act({{.*}}) {act = 7 : i32
// CHECK-NOT: linalg.generic
func.func @conv_bn_sigmoid(%xin: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %g: tensor<4xf32>, %bt: tensor<4xf32>, %mn: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xin, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %x = linalg.generic {indexing_maps = [#id4, #ch1, #ch1, #ch1, #ch1, #id4], iterator_types = #par4}
    ins(%r, %g, %bt, %mn, %var : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %gg: f32, %bb: f32, %mm: f32, %vv: f32, %o: f32):
    %eps = arith.constant 1.0000000000000000e-03 : f64
    %b0 = arith.subf %v, %mm : f32
    %b1 = arith.truncf %eps : f64 to f32
    %b2 = arith.addf %vv, %b1 : f32
    %b3 = math.rsqrt %b2 : f32
    %b4 = arith.mulf %b0, %b3 : f32
    %b5 = arith.mulf %b4, %gg : f32
    %b6 = arith.addf %b5, %bb : f32
    linalg.yield %b6 : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%x : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}

// Near miss: 1 / (1 + exp(x)), the wrong sign (sigmoid(-x)).
// CHECK-LABEL: func.func @near_miss_exp_positive(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK-NOT: arith.negf
// CHECK: math.exp
func.func @near_miss_exp_positive(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %ex = math.exp %in : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: 1 / (2 + exp(-x)).
// CHECK-LABEL: func.func @near_miss_two_plus(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
func.func @near_miss_two_plus(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %two, %ex : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: (1 + exp(-x)) / 1, the division the other way round.
// CHECK-LABEL: func.func @near_miss_divisor_swapped(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
func.func @near_miss_divisor_swapped(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %one, %ex : f32
    %sg = arith.divf %den, %one : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the sigmoid of the SiLU chain is also returned (used outside
// the chain): neither generic fuses.
// CHECK-LABEL: func.func @near_miss_sigmoid_shared(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @near_miss_sigmoid_shared(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y, %s : tensor<8x8xf32>, tensor<8x8xf32>
}

// Near miss: x is also returned: the launch's result has a third use. (The
// sigmoid and the product become one SiLU generic, Prepare.h; it stays.)
// CHECK-LABEL: func.func @near_miss_x_shared(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: arith.mulf
func.func @near_miss_x_shared(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y, %x : tensor<8x8xf32>, tensor<8x8xf32>
}

// sigmoid(x) times another tensor z, not x: the sigmoid fuses (act = 7),
// the product stays.
// CHECK-LABEL: func.func @sigmoid_times_other(
// CHECK: %[[L:.*]] = kernel.launch @gemm_bias_act({{.*}}) {act = 7 : i32
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg3, %[[L]]
// CHECK: arith.mulf
func.func @sigmoid_times_other(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>, %z: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%z, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: x times the sigmoid of another tensor z.
// CHECK-LABEL: func.func @near_miss_x_times_sigmoid_of_other(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @near_miss_x_times_sigmoid_of_other(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>, %z: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%z : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: x + sigmoid(x), not x * sigmoid(x) (the sum becomes @add).
// CHECK-LABEL: func.func @near_miss_silu_add(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: kernel.launch @add(
func.func @near_miss_silu_add(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.addf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the sigmoid evaluated in f64 (extf, ..., truncf) rounds
// differently from the IR's f32 ops: unmatched.
// CHECK-LABEL: func.func @near_miss_f64_sigmoid(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.extf
func.func @near_miss_f64_sigmoid(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %in = arith.extf %v : f32 to f64
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in : f64
    %ex = math.exp %n : f64
    %den = arith.addf %ex, %one : f64
    %sg = arith.divf %one, %den : f64
    %t = arith.truncf %sg : f64 to f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: a SiLU chain whose sigmoid generic writes f64 (mixed element
// types).
// CHECK-LABEL: func.func @near_miss_f64_chain(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @near_miss_f64_chain(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %e64 = tensor.empty() : tensor<8x8xf64>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e64 : tensor<8x8xf64>) {
  ^bb0(%v: f32, %o: f64):
    %in = arith.extf %v : f32 to f64
    %one = arith.constant 1.0 : f64
    %n = arith.negf %in : f64
    %ex = math.exp %n : f64
    %den = arith.addf %ex, %one : f64
    %sg = arith.divf %one, %den : f64
    linalg.yield %sg : f64
  } -> tensor<8x8xf64>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf64>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f64, %o: f32):
    %i0d = arith.extf %i0 : f32 to f64
    %m = arith.mulf %i0d, %i1 : f64
    %t = arith.truncf %m : f64 to f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the sigmoid reads x transposed (not elementwise).
// CHECK-LABEL: func.func @near_miss_sigmoid_transposed(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
func.func @near_miss_sigmoid_transposed(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#tr, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the SiLU chain's sigmoid reads x transposed: neither fuses.
// CHECK-LABEL: func.func @near_miss_silu_chain_transposed(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @near_miss_silu_chain_transposed(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#tr, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the product reads x transposed, x^T * sigmoid(x).
// CHECK-LABEL: func.func @near_miss_silu_product_transposed(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @near_miss_silu_product_transposed(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#tr, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// Near miss: the launch already applies relu (bias and relu in one body):
// the SiLU chain stays (as one generic, Prepare.h).
// CHECK-LABEL: func.func @near_miss_act_taken(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 1 : i32
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: arith.mulf
func.func @near_miss_act_taken(%a: tensor<8x16xf32>, %b: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x8xf32>, tensor<8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %r = arith.maximumf %s, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}
