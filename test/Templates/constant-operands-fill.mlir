// A full-size input that is a linalg.fill of a constant, read element for
// element beside a computed input, is the constant in the body, as a splat
// arith.constant is (lib/Templates/Prepare.h): relu written `max(x, zeros)`
// with the zeros a filled tensor becomes the matmul's epilogue. A named
// all-parallel op with such an input (linalg.max, linalg.add) is generalized
// first. Near misses: a fill of a value the program computes stays an
// operand, and a fill of -0.0 is no relu (max(-0, -0) is -0). A conv plus
// a filled constant takes it as its bias.
//
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: not kmatch-verify %t.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 6 functions, 6 rewritten, 0 failures, 0 skipped
// The two relus fused into the gemm differ on NaN (the README's Semantics
// table; kmatch.nan_exact keeps them apart), and only they:
// SPECIALS-DAG: FAIL @relu_generic_fill (launches: gemm_bias_act;
// SPECIALS-DAG: FAIL @relu_named_max (launches: gemm_bias_act;
// SPECIALS: kmatch-verify: 6 functions, 6 rewritten, 2 failures, 0 skipped (with specials; 2 of the failures outside kmatch.nan_exact)

#id = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @relu_generic_fill(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 1 : i32
// CHECK-NOT: linalg.
func.func @relu_generic_fill(%a: tensor<24x16xf32>, %b: tensor<16x8xf32>) -> tensor<24x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<24x16xf32>, tensor<16x8xf32>) outs(%f : tensor<24x8xf32>) -> tensor<24x8xf32>
  %zeros = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %zeros : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.maximumf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<24x8xf32>
  return %r : tensor<24x8xf32>
}

// -----

// CHECK-LABEL: func.func @relu_named_max(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 1 : i32
// CHECK-NOT: linalg.
func.func @relu_named_max(%a: tensor<24x16xf32>, %b: tensor<16x8xf32>) -> tensor<24x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<24x16xf32>, tensor<16x8xf32>) outs(%f : tensor<24x8xf32>) -> tensor<24x8xf32>
  %zeros = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %r = linalg.max ins(%m, %zeros : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  return %r : tensor<24x8xf32>
}

// -----

// A named add of a filled constant: x + 0.5 in the body.
// CHECK-LABEL: func.func @add_named_fill(
// CHECK: kernel.launch @gemm
// CHECK: linalg.generic
// CHECK: arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: linalg.fill
func.func @add_named_fill(%a: tensor<24x16xf32>, %b: tensor<16x8xf32>) -> tensor<24x8xf32> {
  %z = arith.constant 0.0 : f32
  %h = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<24x16xf32>, tensor<16x8xf32>) outs(%f : tensor<24x8xf32>) -> tensor<24x8xf32>
  %halves = linalg.fill ins(%h : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %r = linalg.add ins(%m, %halves : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  return %r : tensor<24x8xf32>
}

// -----

// Near miss: the fill's value is computed (an argument): the max stays.
// CHECK-LABEL: func.func @max_fill_of_argument(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.max
func.func @max_fill_of_argument(%a: tensor<24x16xf32>, %b: tensor<16x8xf32>, %floor: f32) -> tensor<24x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<24x16xf32>, tensor<16x8xf32>) outs(%f : tensor<24x8xf32>) -> tensor<24x8xf32>
  %floors = linalg.fill ins(%floor : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %r = linalg.max ins(%m, %floors : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  return %r : tensor<24x8xf32>
}

// -----

// Near miss: max(x, -0.0) is not relu (it keeps -0 for x = -0).
// CHECK-LABEL: func.func @max_negative_zero(
// CHECK-NOT: act = 1 : i32
// CHECK: return
func.func @max_negative_zero(%a: tensor<24x16xf32>, %b: tensor<16x8xf32>) -> tensor<24x8xf32> {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<24x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<24x16xf32>, tensor<16x8xf32>) outs(%f : tensor<24x8xf32>) -> tensor<24x8xf32>
  %zeros = linalg.fill ins(%nz : f32) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  %r = linalg.max ins(%m, %zeros : tensor<24x8xf32>, tensor<24x8xf32>) outs(%e : tensor<24x8xf32>) -> tensor<24x8xf32>
  return %r : tensor<24x8xf32>
}

// -----

// A conv plus a named add of a filled constant: the splat is the conv's
// bias along the channels (splatBiasesAlongChannels sees the generic).
// CHECK-LABEL: func.func @conv_add_fill(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK-NOT: linalg.
func.func @conv_add_fill(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %h = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %hs = linalg.fill ins(%h : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.add ins(%x, %hs : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}
