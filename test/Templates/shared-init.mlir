// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: not kmatch-verify %s --quiet --specials --seed=3 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 7 functions, 7 rewritten, 0 failures, 0 skipped{{$}}
// With NaN inputs the fused relu differs (README, Semantics: relu of NaN),
// outside kmatch.nan_exact only.
// SPECIALS: FAIL @two_convs_one_fill ({{.*}}original nan, rewritten +0]
// SPECIALS: kmatch-verify: 7 functions, 7 rewritten, 2 failures, 0 skipped (with specials; 2 of the failures outside kmatch.nan_exact)

// One zero fill shared by several ops' inits, as torch-mlir writes it after
// CSE: every same-shaped conv or matmul writes into the same %fill. On
// tensors each op gets a copy of its own before matching, so each is an
// overwrite (beta = 0) with its epilogue fused, as without CSE.

// Two convs, each followed by its batch norm and relu.
// CHECK-LABEL: func.func @two_convs_one_fill(
// CHECK-COUNT-2: kernel.launch @conv2d_bn_act(
// CHECK-NOT: kernel.launch
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.conv
func.func @two_convs_one_fill(%i: tensor<1x2x6x6xf32>, %w1: tensor<2x2x3x3xf32>, %w2: tensor<2x2x3x3xf32>, %g: tensor<2xf32>, %b: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.000000e-05 : f64
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %x1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w1 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x1, %g, %b, %m, %v : tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%x1 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x4x4xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y1 : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  %x2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w2 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2, %g, %b, %m, %v : tensor<1x2x4x4xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%x2 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x4x4xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y2 : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x4x4xf32>
  return %r1, %r2 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}

// -----

// Three projections (q, k, v) into one fill: three overwriting gemms.
// CHECK-LABEL: func.func @three_matmuls_one_fill(
// CHECK-COUNT-3: kernel.launch @gemm({{.*}}transA = false, transB = false
// CHECK-NOT: kernel.launch
// CHECK-NOT: linalg.matmul
func.func @three_matmuls_one_fill(%x: tensor<4x8xf32>, %wq: tensor<8x8xf32>, %wk: tensor<8x8xf32>, %wv: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %q, %k, %v : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// The fill is also read as an operand (and returned): it stays, and both
// matmuls get a copy.
// CHECK-LABEL: func.func @fill_also_read(
// CHECK: %[[F:.*]] = linalg.fill
// CHECK-COUNT-2: kernel.launch @gemm(
// CHECK: kernel.launch @add(%[[F]],
// CHECK: return %{{.*}}, %{{.*}}, %[[F]] :
func.func @fill_also_read(%x: tensor<4x8xf32>, %wq: tensor<8x8xf32>, %wk: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.add ins(%f, %q : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %s, %k, %f : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// Near miss: on memrefs the fill is one buffer. The first matmul overwrites
// it (beta = 0); the second accumulates onto the first's sums (beta = 1).
// CHECK-LABEL: func.func @nm_memref_shared_fill(
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[ZERO]], %{{[^,]*}})
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: kernel.launch @gemm(%[[ONE]], %{{[^,]*}}, %{{[^,]*}}, %[[ONE]], %{{[^,]*}})
func.func @nm_memref_shared_fill(%x: memref<4x8xf32>, %wq: memref<8x8xf32>, %wk: memref<8x8xf32>, %c: memref<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<4x8xf32>)
  linalg.matmul ins(%x, %wq : memref<4x8xf32>, memref<8x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.matmul ins(%x, %wk : memref<4x8xf32>, memref<8x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// A reduction and a matmul share a zero init: each gets its own, and the
// row sums are a reduction of their own (gemv with ones, or left a loop).
// CHECK-LABEL: func.func @reduce_and_matmul_one_fill(
// CHECK: kernel.launch @gemm(
func.func @reduce_and_matmul_one_fill(%x: tensor<4x8xf32>, %w: tensor<8x4xf32>, %y: tensor<4x4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %p = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = linalg.reduce ins(%y : tensor<4x4x4xf32>) outs(%f : tensor<4x4xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %p, %r : tensor<4x4xf32>, tensor<4x4xf32>
}

// -----

// torch-mlir's conv bias is broadcast into the init by a generic; two convs
// of one bias (or of equal splat constants, which CSE merges) share it. Each
// conv gets its own broadcast, and each relu fuses.
// CHECK-LABEL: func.func @shared_bias_broadcast(
// CHECK-COUNT-2: kernel.launch @conv2d_bias_act(
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @shared_bias_broadcast(%i: tensor<1x2x6x6xf32>, %w1: tensor<2x2x1x1xf32>, %w2: tensor<2x2x1x1xf32>, %b: tensor<2xf32>) -> (tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x2x6x6xf32>
  %bb = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x6x6xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w1 : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%bb : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1 : tensor<1x2x6x6xf32>) outs(%e : tensor<1x2x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%r1, %w2 : tensor<1x2x6x6xf32>, tensor<2x2x1x1xf32>) outs(%bb : tensor<1x2x6x6xf32>) -> tensor<1x2x6x6xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2 : tensor<1x2x6x6xf32>) outs(%e : tensor<1x2x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.cmpf ugt, %in, %zero : f32
    %1 = arith.select %0, %in, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x6x6xf32>
  return %r1, %r2 : tensor<1x2x6x6xf32>, tensor<1x2x6x6xf32>
}

// -----

// Near miss: a generic that accumulates into its init (a running sum) makes
// no fresh tensor (it becomes an @axpby); the two matmuls into its result
// stay as they are: one accumulating launch each, reading the same sums.
// CHECK-LABEL: func.func @nm_init_not_fresh(
// CHECK: %[[S:.*]] = kernel.launch @axpby
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[S]])
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[S]])
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @nm_init_not_fresh(%x: tensor<4x8xf32>, %w: tensor<8x4xf32>, %acc: tensor<4x4xf32>, %d: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>) {
  %s = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<4x4xf32>) outs(%acc : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<4x4xf32>
  %p = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  %q = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x4xf32>) outs(%s : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %p, %q : tensor<4x4xf32>, tensor<4x4xf32>
}
