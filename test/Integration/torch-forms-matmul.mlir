// Matrix products as torch-mlir's TorchToLinalg and DecomposeComplexOps emit
// them (addmm/baddbmm with beta and alpha != 1 as separate scale and add
// generics, truncf of f64 scalars and sitofp of i64 ones in the bodies,
// linear on 3-D input, matmul broadcasting 1-D x 2-D, 2-D x 1-D and N-D x N-D
// with broadcast generics, collapse and expand, the generic batched matmul,
// bmm, mv, dot), and broadcasts that must not be read as elementwise.
// kmatch-verify runs every function against upstream's lowering, and again
// with --specials in the module marked kmatch.nan_exact, where every launch
// must give the IR's NaN, Inf and signed zeros.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// VERIFY: kmatch-verify: 24 functions, 21 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 24 functions, 21 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#b4 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>

module {

// aten.addmm(b, x, w, beta=0.5, alpha=2): mm, mul.Scalar(b, beta), add.Tensor(sb, mm, alpha), truncf form.
// CHECK-LABEL: func.func @addmm_scaled(
// CHECK: kernel.launch @gemm(
func.func @addmm_scaled(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %beta = arith.constant 5.000000e-01 : f64
  %alpha = arith.constant 2.000000e+00 : f64
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<6xf32>
  %sb = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<6xf32>) outs(%e1 : tensor<6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %beta : f64 to f32
    %m = arith.mulf %in, %t : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sb, %mm : tensor<6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.truncf %alpha : f64 to f32
    %m = arith.mulf %in_1, %t : f32
    %a = arith.addf %in, %m : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// The same after canonicalize: the scalars are f32 constants.
// CHECK-LABEL: func.func @addmm_scaled_canon(
// CHECK: kernel.launch @gemm(
func.func @addmm_scaled_canon(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %beta = arith.constant 5.000000e-01 : f32
  %alpha = arith.constant 2.000000e+00 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e1 = tensor.empty() : tensor<6xf32>
  %sb = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%b : tensor<6xf32>) outs(%e1 : tensor<6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %beta : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sb, %mm : tensor<6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.mulf %in_1, %alpha : f32
    %a = arith.addf %in, %m : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// aten.linear 2-D: transpose(W), matmul, add.Tensor(mm, b, alpha = 1) un-canonicalized (sitofp of an i64 1).
// CHECK-LABEL: func.func @linear_sitofp(
// CHECK: kernel.launch @gemm(
func.func @linear_sitofp(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c1_i64 = arith.constant 1 : i64
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.sitofp %c1_i64 : i64 to f32
    %m = arith.mulf %in_1, %s : f32
    %a = arith.addf %in, %m : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// A bias add scaled by alpha = 2 (add.Tensor(mm, b, alpha=2)): not a plain bias.
// CHECK-LABEL: func.func @linear_alpha2(
// CHECK: kernel.launch @gemm(
func.func @linear_alpha2(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c2_i64 = arith.constant 2 : i64
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.sitofp %c2_i64 : i64 to f32
    %m = arith.mulf %in_1, %s : f32
    %a = arith.addf %in, %m : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// aten.baddbmm(s, a, b, beta=0.5, alpha=2): bmm, mul.Scalar(bmm, alpha), mul.Scalar(s, beta), add.Tensor.
// CHECK-LABEL: func.func @baddbmm(
// CHECK: kernel.launch @batch_gemm(
func.func @baddbmm(%s: tensor<3x4x5xf32>, %a: tensor<3x4x8xf32>, %b: tensor<3x8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %beta = arith.constant 5.000000e-01 : f64
  %alpha = arith.constant 2.000000e+00 : f64
  %c1_i64 = arith.constant 1 : i64
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %bmm = linalg.batch_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %am = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%bmm : tensor<3x4x5xf32>) outs(%e : tensor<3x4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %alpha : f64 to f32
    %m = arith.mulf %in, %t : f32
    linalg.yield %m : f32
  } -> tensor<3x4x5xf32>
  %bs = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<3x4x5xf32>) outs(%e : tensor<3x4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %beta : f64 to f32
    %m = arith.mulf %in, %t : f32
    linalg.yield %m : f32
  } -> tensor<3x4x5xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%am, %bs : tensor<3x4x5xf32>, tensor<3x4x5xf32>) outs(%e : tensor<3x4x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.sitofp %c1_i64 : i64 to f32
    %m = arith.mulf %in_1, %t : f32
    %a2 = arith.addf %in, %m : f32
    linalg.yield %a2 : f32
  } -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// aten.bmm
// CHECK-LABEL: func.func @bmm(
// CHECK: kernel.launch @batch_gemm(
func.func @bmm(%a: tensor<3x4x8xf32>, %b: tensor<3x8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %bmm = linalg.batch_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %bmm : tensor<3x4x5xf32>
}

// aten.matmul 1-D x 2-D: linalg.vecmat
// CHECK-LABEL: func.func @matmul_vecmat(
// CHECK: kernel.launch @gemv(
func.func @matmul_vecmat(%x: tensor<8xf32>, %w: tensor<8x6xf32>) -> tensor<6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.vecmat ins(%x, %w : tensor<8xf32>, tensor<8x6xf32>) outs(%f : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// aten.matmul 2-D x 1-D and aten.mv: linalg.matvec
// CHECK-LABEL: func.func @matmul_matvec(
// CHECK: kernel.launch @gemv(
func.func @matmul_matvec(%w: tensor<6x8xf32>, %x: tensor<8xf32>) -> tensor<6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.matvec ins(%w, %x : tensor<6x8xf32>, tensor<8xf32>) outs(%f : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// aten.dot / matmul 1-D x 1-D: linalg.dot into a rank-0 fill
// CHECK-LABEL: func.func @dot(
// CHECK: kernel.launch @dot(
func.func @dot(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<f32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.dot ins(%x, %y : tensor<8xf32>, tensor<8xf32>) outs(%f : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

// aten.matmul [2,1,4,8] x [3,8,5]: broadcast both to the batch [2,3], collapse, batch_matmul, expand.
// CHECK-LABEL: func.func @matmul_bcast(
// CHECK: kernel.launch @batch_gemm(
func.func @matmul_bcast(%a: tensor<2x1x4x8xf32>, %b: tensor<3x8x5xf32>) -> tensor<2x3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %ea = tensor.empty() : tensor<2x3x4x8xf32>
  %ba = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%a : tensor<2x1x4x8xf32>) outs(%ea : tensor<2x3x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3x4x8xf32>
  %eb = tensor.empty() : tensor<2x3x8x5xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<3x8x5xf32>) outs(%eb : tensor<2x3x8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x3x8x5xf32>
  %ca = tensor.collapse_shape %ba [[0, 1], [2], [3]] : tensor<2x3x4x8xf32> into tensor<6x4x8xf32>
  %cb = tensor.collapse_shape %bb [[0, 1], [2], [3]] : tensor<2x3x8x5xf32> into tensor<6x8x5xf32>
  %e = tensor.empty() : tensor<6x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<6x4x5xf32>) -> tensor<6x4x5xf32>
  %bmm = linalg.batch_matmul ins(%ca, %cb : tensor<6x4x8xf32>, tensor<6x8x5xf32>) outs(%f : tensor<6x4x5xf32>) -> tensor<6x4x5xf32>
  %r = tensor.expand_shape %bmm [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : tensor<6x4x5xf32> into tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

// aten.matmul [3,4,8] x [8,5] (maxRank 3): rhs broadcast to [3,8,5], batch_matmul.
// CHECK-LABEL: func.func @matmul_3d_2d(
// CHECK: kernel.launch @gemm(
func.func @matmul_3d_2d(%a: tensor<3x4x8xf32>, %b: tensor<8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<3x8x5xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%b : tensor<8x5xf32>) outs(%eb : tensor<3x8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x8x5xf32>
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %bmm = linalg.batch_matmul ins(%a, %bb : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %bmm : tensor<3x4x5xf32>
}

// aten.matmul [3,4,8] x [1,8,5]: rhs batch 1 broadcast with a 0 map.
// CHECK-LABEL: func.func @matmul_bcast1(
// CHECK: kernel.launch @batch_gemm(
func.func @matmul_bcast1(%a: tensor<3x4x8xf32>, %b: tensor<1x8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<3x8x5xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%b : tensor<1x8x5xf32>) outs(%eb : tensor<3x8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x8x5xf32>
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %bmm = linalg.batch_matmul ins(%a, %bb : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %bmm : tensor<3x4x5xf32>
}

// aten.matmul with two dynamic batch dims: the generic batched matmul.
// CHECK-LABEL: func.func @matmul_generic_batched(
// CHECK-NOT: kernel.launch
func.func @matmul_generic_batched(%a: tensor<2x3x4x8xf32>, %b: tensor<2x3x8x5xf32>) -> tensor<2x3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x3x4x8xf32>, tensor<2x3x8x5xf32>) outs(%f : tensor<2x3x4x5xf32>) {
  ^bb0(%l: f32, %rr: f32, %o: f32):
    %m = arith.mulf %l, %rr : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}

// aten.linear on 3-D with bias (add.Tensor canonical), transpose + broadcast + batch_matmul
// CHECK-LABEL: func.func @linear3d(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @linear3d(%x: tensor<2x4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<2x4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<2x8x6xf32>
  %bw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%wt : tensor<8x6xf32>) outs(%eb : tensor<2x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x6xf32>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %bmm = linalg.batch_matmul ins(%x, %bw : tensor<2x4x8xf32>, tensor<2x8x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%bmm, %b : tensor<2x4x6xf32>, tensor<6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// add.Tensor of [2,3,4,4] and [1,3,4,4]: the second operand is broadcast along the batch.
// CHECK-LABEL: func.func @add_batch_bcast(
// CHECK-NOT: kernel.launch
func.func @add_batch_bcast(%x: tensor<2x3x4x4xf32>, %y: tensor<1x3x4x4xf32>) -> tensor<2x3x4x4xf32> {
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, #b4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %y : tensor<2x3x4x4xf32>, tensor<1x3x4x4xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}

// add of [2,3,4,4] and [1,3,1,1] (a per-channel bias as importers write it).
// CHECK-LABEL: func.func @add_chan_bcast(
// CHECK-NOT: kernel.launch
func.func @add_chan_bcast(%x: tensor<2x3x4x4xf32>, %y: tensor<1x3x1x1xf32>) -> tensor<2x3x4x4xf32> {
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %y : tensor<2x3x4x4xf32>, tensor<1x3x1x1xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x3x4x4xf32>
  return %r : tensor<2x3x4x4xf32>
}

// conv at batch 1, then an add with a batch-2 tensor through (0, d1, d2, d3): the result has batch 2.
// CHECK-LABEL: func.func @conv_add_batch_bcast(
// CHECK: kernel.launch @conv2d(
func.func @conv_add_batch_bcast(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>, %z: tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %e2 = tensor.empty() : tensor<2x4x4x4xf32>
  %r = linalg.generic {indexing_maps = [#b4, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %z : tensor<1x4x4x4xf32>, tensor<2x4x4x4xf32>) outs(%e2 : tensor<2x4x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

// conv at batch 1, then relu broadcast to batch 2 through (0, d1, d2, d3).
// CHECK-LABEL: func.func @conv_relu_batch_bcast(
// CHECK: kernel.launch @conv2d(
func.func @conv_relu_batch_bcast(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %e2 = tensor.empty() : tensor<2x4x4x4xf32>
  %r = linalg.generic {indexing_maps = [#b4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x4x4x4xf32>) outs(%e2 : tensor<2x4x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %s = arith.select %p, %in, %cst : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

// Linear at batch 1 (3-D input [1,4,8]) with the bias add broadcasting the batch to 2.
// CHECK-LABEL: func.func @linear_bias_batch_bcast(
// CHECK: kernel.launch @gemm(
func.func @linear_bias_batch_bcast(%x: tensor<1x4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<1x8x6xf32>
  %bw = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%wt : tensor<8x6xf32>) outs(%eb : tensor<1x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x8x6xf32>
  %e = tensor.empty() : tensor<1x4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %bmm = linalg.batch_matmul ins(%x, %bw : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %e2 = tensor.empty() : tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%bmm, %b : tensor<1x4x6xf32>, tensor<2x4x6xf32>) outs(%e2 : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// matmul [4,8] x [3,8,5]: the LHS broadcast across the batch.
// CHECK-LABEL: func.func @matmul_lhs_bcast(
// CHECK: kernel.launch @batch_gemm(
func.func @matmul_lhs_bcast(%a: tensor<4x8xf32>, %b: tensor<3x8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %ea = tensor.empty() : tensor<3x4x8xf32>
  %ba = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%ea : tensor<3x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4x8xf32>
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %r = linalg.batch_matmul ins(%ba, %b : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// batch_matmul with B a linalg.broadcast of a matrix (dimensions = [0]).
// CHECK-LABEL: func.func @matmul_linalg_bcast(
// CHECK: kernel.launch @gemm(
func.func @matmul_linalg_bcast(%a: tensor<3x4x8xf32>, %b: tensor<8x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<3x8x5xf32>
  %bb = linalg.broadcast ins(%b : tensor<8x5xf32>) outs(%eb : tensor<3x8x5xf32>) dimensions = [0]
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %r = linalg.batch_matmul ins(%a, %bb : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// batch_matmul whose B is a transpose of dims 0 and 1 (not the last two): not a transB.
// CHECK-LABEL: func.func @bmm_transpose_outer(
// CHECK: kernel.launch @batch_gemm(
func.func @bmm_transpose_outer(%a: tensor<3x4x8xf32>, %b: tensor<8x3x5xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<3x8x5xf32>
  %bt = linalg.transpose ins(%b : tensor<8x3x5xf32>) outs(%eb : tensor<3x8x5xf32>) permutation = [1, 0, 2]
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %r = linalg.batch_matmul ins(%a, %bt : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// batch_matmul whose A is a transpose [0, 2, 1] (x^T per batch) and B [0, 2, 1].
// CHECK-LABEL: func.func @bmm_transpose_both(
// CHECK: kernel.launch @batch_gemm(
func.func @bmm_transpose_both(%a: tensor<3x8x4xf32>, %b: tensor<3x5x8xf32>) -> tensor<3x4x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %ea = tensor.empty() : tensor<3x4x8xf32>
  %at = linalg.transpose ins(%a : tensor<3x8x4xf32>) outs(%ea : tensor<3x4x8xf32>) permutation = [0, 2, 1]
  %eb = tensor.empty() : tensor<3x8x5xf32>
  %bt = linalg.transpose ins(%b : tensor<3x5x8xf32>) outs(%eb : tensor<3x8x5xf32>) permutation = [0, 2, 1]
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %r = linalg.batch_matmul ins(%at, %bt : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %r : tensor<3x4x5xf32>
}

// 4-D transpose [0, 2, 1, 3] (head split) feeding a collapse into batch_matmul at b = 2.
// CHECK-LABEL: func.func @heads_b2(
// CHECK: kernel.launch @batch_gemm(
func.func @heads_b2(%q: tensor<2x4x3x8xf32>, %k: tensor<2x3x8x4xf32>) -> tensor<6x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eq = tensor.empty() : tensor<2x3x4x8xf32>
  %qt = linalg.transpose ins(%q : tensor<2x4x3x8xf32>) outs(%eq : tensor<2x3x4x8xf32>) permutation = [0, 2, 1, 3]
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x3x4x8xf32> into tensor<6x4x8xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x3x8x4xf32> into tensor<6x8x4xf32>
  %e = tensor.empty() : tensor<6x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<6x4x4xf32>) -> tensor<6x4x4xf32>
  %r = linalg.batch_matmul ins(%qc, %kc : tensor<6x4x8xf32>, tensor<6x8x4xf32>) outs(%f : tensor<6x4x4xf32>) -> tensor<6x4x4xf32>
  return %r : tensor<6x4x4xf32>
}

}
