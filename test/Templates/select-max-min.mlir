// select(x >u y, x, y) is maximumf(x, y), and select(x <u y, x, y) is
// minimumf(x, y), only for a constant y that is neither NaN nor the zero the
// max or min would not return: -0 for max (x = +0 selects -0, maximumf gives
// +0), +0 for min (x = -0 selects +0, minimumf gives -0). With an operand y,
// a NaN y is dropped where max gives NaN, and in a max reduction a NaN
// accumulator is dropped too. Such bodies are not a maxpool, nor a fused
// relu/clamp. (lib/Templates/Natives/Body.cpp, Expr::Max/Min.)
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 4 rewritten, 0 failures

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]

// A max pool whose body is select(acc >u x, acc, x): a NaN x is dropped
// (the window's max ignores it), -0 is kept over an accumulated +0. Not
// maximumf: no maxpool launch.
// CHECK-LABEL: func.func @pool_select_acc_first(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @pool_select_acc_first(%x: memref<1x2x6x6xf32>, %y: memref<1x2x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  %w = memref.alloc() : memref<2x2xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w, kh, kw) -> (n, c, h * 2 + kh, w * 2 + kw)>, affine_map<(n, c, h, w, kh, kw) -> (kh, kw)>, affine_map<(n, c, h, w, kh, kw) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
    ins(%x, %w : memref<1x2x6x6xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.cmpf ugt, %o, %a : f32
    %s = arith.select %p, %o, %a : f32
    linalg.yield %s : f32
  }
  memref.dealloc %w : memref<2x2xf32>
  return
}

// A clamp to [-1, 0] written as max/min selects after a Linear: the upper
// bound is +0, and select(t <u 0, t, 0) gives +0 for t = -0 where minimumf
// gives -0. Not an activation: the gemm takes no epilogue, and the bias
// and the clamp stay in their generic.
// CHECK-LABEL: func.func @linear_clamp_hi_zero(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK: arith.cmpf ult
func.func @linear_clamp_hi_zero(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %bias: tensor<5xf32>) -> tensor<4x5xf32> {
  %z = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%m, %bias : tensor<4x5xf32>, tensor<5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %p = arith.cmpf ugt, %s, %lo : f32
    %t = arith.select %p, %s, %lo : f32
    %q = arith.cmpf ult, %t, %z : f32
    %u = arith.select %q, %t, %z : f32
    linalg.yield %u : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// A clamp to [-0, 1]: select(s >u -0, s, -0) gives -0 for s = +0 where
// maximumf gives +0. Not fused either.
// CHECK-LABEL: func.func @linear_clamp_lo_negzero(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK: arith.cmpf ugt
func.func @linear_clamp_lo_negzero(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %bias: tensor<5xf32>) -> tensor<4x5xf32> {
  %z = arith.constant 0.0 : f32
  %lo = arith.constant -0.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%m, %bias : tensor<4x5xf32>, tensor<5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %p = arith.cmpf ugt, %s, %lo : f32
    %t = arith.select %p, %s, %lo : f32
    %q = arith.cmpf ult, %t, %hi : f32
    %u = arith.select %q, %t, %hi : f32
    linalg.yield %u : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// The positive: bounds [-1, 1], neither a zero nor NaN, so the selects are
// maximumf and minimumf exactly: one gemm_bias_act with act = 2.
// CHECK-LABEL: func.func @linear_clamp_select_form(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 2 : i32, act_hi = 1.000000e+00 : f32, act_lo = -1.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @linear_clamp_select_form(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %bias: tensor<5xf32>) -> tensor<4x5xf32> {
  %z = arith.constant 0.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%m, %bias : tensor<4x5xf32>, tensor<5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %p = arith.cmpf ugt, %s, %lo : f32
    %t = arith.select %p, %s, %lo : f32
    %q = arith.cmpf ult, %t, %hi : f32
    %u = arith.select %q, %t, %hi : f32
    linalg.yield %u : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// An elementwise max of two tensors written as select(x >u y, x, y): a NaN
// y is dropped. Not a relu or clamp of anything: the generic stays after the
// gemm, unfused.
// CHECK-LABEL: func.func @linear_max_with_operand(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK: arith.select
func.func @linear_max_with_operand(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>, %y: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%m, %y : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %p = arith.cmpf ugt, %v, %w : f32
    %s = arith.select %p, %v, %w : f32
    linalg.yield %s : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}
