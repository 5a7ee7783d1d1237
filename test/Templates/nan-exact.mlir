// A module marked kmatch.nan_exact keeps relu out of fused calls: oneDNN's
// relu post-op turns a NaN into 0, the IR's maximumf propagates it.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>

module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_relu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @dense_bias_relu(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %relu : tensor<8x4xf32>
}
}

// -----

// maxpool: the IR's max (arith.maximumf) propagates a NaN, the libraries'
// max pooling does not: under kmatch.nan_exact it stays unmatched.
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @maxpool(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_max
func.func @maxpool(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}
}

// -----

// A zero tensor.pad before a conv: the IR multiplies the padded zeros by
// the filter (0 * inf = NaN where a weight is inf), the library skips them.
// Under kmatch.nan_exact the pad stays and the conv reads the padded tensor.
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @conv_pad(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: kernel.launch @conv2d(%[[P]], {{.*}}pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64
func.func @conv_pad(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x3x6x6xf32> to tensor<1x3x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}
}

// -----

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>

// kmatch.nan_exact on an enclosing module counts, however deep the nesting.
module attributes {kmatch.nan_exact} {
module @inner {
// CHECK-LABEL: func.func @nested_dense_bias_relu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @nested_dense_bias_relu(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %relu : tensor<8x4xf32>
}
}
}

// -----

// polybench's C *= s; C += A*B: folding the scale into beta would let BLAS
// ignore C when s is 0 at run time (0 * NaN and 0 * Inf vanish). Exact
// modules keep the scale as its own launch; without the attribute it folds.
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @scale_then_gemm_exact(
// CHECK: kernel.launch @scal
// CHECK: kernel.launch @gemm
func.func @scale_then_gemm_exact(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
}

// -----

// CHECK-LABEL: func.func @scale_then_gemm_default(
// CHECK-NOT: @scal
// CHECK: kernel.launch @gemm
func.func @scale_then_gemm_default(%s: f32, %A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<4x5xf32>) {
  ^bb0(%c: f32):
    %0 = arith.mulf %c, %s : f32
    linalg.yield %0 : f32
  }
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}

// -----

// torch-mlir's hardswish chain: the library's clip and hardswish differ from
// the IR on NaN (the IR's clamp sends it to 0), -inf and -0, so under
// kmatch.nan_exact the four generics stay; a squeeze-excitation scale (one
// product per element, exact) still becomes @scale_channels.
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#se = affine_map<(n, c, h, w) -> (n, c, 0, 0)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @conv_hardswish_se(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: arith.cmpf ult
// CHECK: linalg.generic
// CHECK: arith.divf
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: kernel.launch @scale_channels
func.func @conv_hardswish_se(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %s: tensor<1x4x1x1xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y0 = linalg.generic {indexing_maps = [#id4, #ch1, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %t = arith.addf %v, %bb : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  %h1 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%y0 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = arith.addf %in, %c3 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  %h2 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%h1 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %c0 : f32
    %lo = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %lo, %c6 : f32
    %c = arith.select %q, %c6, %lo : f32
    linalg.yield %c : f32
  } -> tensor<1x4x6x6xf32>
  %h3 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%h2 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.divf %in, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<1x4x6x6xf32>
  %hs = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%y0, %h3 : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  %se = linalg.generic {indexing_maps = [#se, #id4, #id4], iterator_types = #par4}
    ins(%s, %hs : tensor<1x4x1x1xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  return %se : tensor<1x4x6x6xf32>
}
}

// -----

// The same hardsigmoid in one body (after elementwise fusion) stays too.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_hardsigmoid_one_body(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @dense_bias_hardsigmoid_one_body(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.addf %x, %c3 : f32
    %p = arith.cmpf ult, %t, %c0 : f32
    %lo = arith.select %p, %c0, %t : f32
    %q = arith.cmpf ugt, %lo, %c6 : f32
    %c = arith.select %q, %c6, %lo : f32
    %d = arith.divf %c, %c6 : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  return %hs : tensor<8x4xf32>
}
}

// -----

// torch-mlir's SiLU chain (sigmoid generic, then x * s) and a sigmoid: the
// library's logistic can turn NaN into 0 and its exp flushes to 0 earlier
// than libm's (README, Semantics), so under kmatch.nan_exact both stay.
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @conv_silu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @conv_silu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %y0 = linalg.generic {indexing_maps = [#id4, #ch1, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<1x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %t = arith.addf %v, %bb : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  %s = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%y0 : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %d = arith.addf %ex, %c1 : f32
    %sg = arith.divf %c1, %d : f32
    linalg.yield %sg : f32
  } -> tensor<1x4x6x6xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%y0, %s : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x6x6xf32>
  return %y : tensor<1x4x6x6xf32>
}
}

// -----

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_sigmoid(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.exp
func.func @dense_bias_sigmoid(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    %ex = math.exp %n : f32
    %d = arith.addf %c1, %ex : f32
    %r = arith.divf %c1, %d : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %sig : tensor<8x4xf32>
}
}

// -----

// Outside kmatch.nan_exact the same SiLU one body fuses (act = 8), so the
// two cases above can fail.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
// CHECK-LABEL: func.func @dense_bias_silu_default(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// CHECK-NOT: linalg.generic
func.func @dense_bias_silu_default(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %sig = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    %ex = math.exp %n : f32
    %d = arith.addf %c1, %ex : f32
    %r = arith.divf %c1, %d : f32
    %m = arith.mulf %x, %r : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %sig : tensor<8x4xf32>
}

// -----

// GELU, erf form: where the IR's 1 + erf(x / sqrt(2)) rounds to 0 (x <=
// -5.55) it yields x * 0 = -0, oneDNN's gelu_erf post-op +0 (measured on
// gemm_bias_act and conv2d_bias_act): under kmatch.nan_exact it stays.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_gelu_erf(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: math.erf
func.func @dense_bias_gelu_erf(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %x, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %x, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}
}

// -----

// GELU, tanh form, gives the IR's -0 there (1 + tanh rounds to 0 in both)
// and propagates NaN: it still fuses under kmatch.nan_exact.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_gelu_tanh(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 3 : i32
// CHECK-NOT: linalg.generic
func.func @dense_bias_gelu_tanh(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.797884583 : f32
    %c = arith.constant 4.471500e-02 : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %t0 = arith.mulf %x3, %c : f32
    %t1 = arith.addf %x, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %half, %x : f32
    %v = arith.mulf %hx, %p : f32
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}
}

// -----

// Outside kmatch.nan_exact the erf form fuses (act = 4), so the near miss
// above can fail.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
// CHECK-LABEL: func.func @dense_bias_gelu_erf_default(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 4 : i32
// CHECK-NOT: linalg.generic
func.func @dense_bias_gelu_erf_default(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %x, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %x, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

// -----

// torch-mlir's clamp (relu6 after a conv, in its select form): oneDNN's clip
// post-op gives +0 for x = -0 where the IR's selects keep -0 (a bound of 0),
// so under kmatch.nan_exact the generic stays. The default fuses it (act = 9,
// test/Templates/activation-clamp.mlir).
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @conv_relu6_select(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
// CHECK: arith.cmpf ult
// CHECK-NOT: kernel.launch
func.func @conv_relu6_select(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %cl = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.cmpf ult, %a, %c0 : f32
    %s = arith.select %p, %c0, %a : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %t = arith.select %q, %c6, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x4x6x6xf32>
  return %cl : tensor<1x4x6x6xf32>
}
}

// -----

// hardtanh(-1, 1) after a Linear, bias and clamp in one body: its bounds are
// nonzero, where oneDNN's clip measured equal to the IR, but that rests on
// the order of its max and min, which oneDNN does not specify (as for
// hardsigmoid): it stays under kmatch.nan_exact too.
#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_hardtanh(
// CHECK-NOT: gemm_bias_act
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK: arith.cmpf ugt
func.func @dense_bias_hardtanh(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
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
}

// -----

// conv + batch norm with statistics as arguments: the shims fold them into
// conv * s + (beta - mean * s), s = gamma / sqrt(var + eps). With gamma =
// +-inf the shift is an infinity too, and the sum inf - inf = NaN where the
// IR's gamma * ((x - mean) * rsqrt(var + eps)) is an infinity (found by
// kmatch-verify --specials). Under kmatch.nan_exact the conv and the batch
// norm stay two launches (oneDNN's batch normalization scales x - mean).
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @conv_bn_runtime_stats(
// CHECK-NOT: conv2d_bn_act
// CHECK: %[[C:.*]] = kernel.launch @conv2d(
// CHECK: kernel.launch @batchnorm(%[[C]],
func.func @conv_bn_runtime_stats(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %gamma: tensor<4xf32>, %beta: tensor<4xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
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
}
