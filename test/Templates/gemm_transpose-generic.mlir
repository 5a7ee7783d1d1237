// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials --seed=7 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 8 functions, 5 rewritten, 0 failures, 0 skipped{{$}}
// SPECIALS: kmatch-verify: 8 functions, 5 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

// A transpose written as a copying linalg.generic is the linalg.transpose it
// computes (gemm_transpose.pdll, TransposeGeneric), which folds into
// transA/transB like any other.

// Older torch-mlir's Linear: the weight transposed by an output-permuted
// generic, ins (d0, d1) -> (d0, d1), outs (d0, d1) -> (d1, d0).
// CHECK-LABEL: func.func @linear_output_permuted(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x8xf32>, %[[W:[^:]*]]: tensor<4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.transpose
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %[[X]], %[[W]], {{.*}}transB = true
func.func @linear_output_permuted(%x: tensor<2x8xf32>, %w: tensor<4x8xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<2x8xf32>, tensor<8x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// The input-permuted form, ins (d0, d1) -> (d1, d0), on operand A.
// CHECK-LABEL: func.func @input_permuted_a(
// CHECK-SAME: %[[A:[^:]*]]: tensor<8x2xf32>
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %[[A]], {{.*}}transA = true
func.func @input_permuted_a(%a: tensor<8x2xf32>, %b: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<2x8xf32>
  %at = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x2xf32>) outs(%et : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%at, %b : tensor<2x8xf32>, tensor<8x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// A batch's last two dims swapped by a generic (K^T in attention).
// CHECK-LABEL: func.func @batch_kt(
// CHECK-SAME: %[[Q:[^:]*]]: tensor<3x4x8xf32>, %[[K:[^:]*]]: tensor<3x5x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @batch_gemm(%{{[^,]*}}, %[[Q]], %[[K]], {{.*}}transB = true
func.func @batch_kt(%q: tensor<3x4x8xf32>, %k: tensor<3x5x8xf32>) -> tensor<3x4x5xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<3x8x5xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<3x5x8xf32>) outs(%et : tensor<3x8x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x8x5xf32>
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %y = linalg.batch_matmul ins(%q, %kt : tensor<3x4x8xf32>, tensor<3x8x5xf32>) outs(%f : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %y : tensor<3x4x5xf32>
}

// -----

// Memrefs: the generic writes its output buffer, which becomes a
// linalg.transpose; the launch reads the original with transB.
// CHECK-LABEL: func.func @memref_transpose_generic(
// CHECK-SAME: %[[X:[^:]*]]: memref<2x8xf32>, %[[W:[^:]*]]: memref<4x8xf32>, %[[WT:[^:]*]]: memref<8x4xf32>
// CHECK: linalg.transpose ins(%[[W]] : memref<4x8xf32>) outs(%[[WT]] : memref<8x4xf32>) permutation = [1, 0]
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %[[X]], %[[W]], {{.*}}transB = true
func.func @memref_transpose_generic(%x: memref<2x8xf32>, %w: memref<4x8xf32>, %wt: memref<8x4xf32>, %y: memref<2x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%w : memref<4x8xf32>) outs(%wt : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.matmul ins(%x, %wt : memref<2x8xf32>, memref<8x4xf32>) outs(%y : memref<2x4xf32>)
  return
}

// -----

// A permutation that is not a swap of the last two dims becomes a
// linalg.transpose and stays one.
// CHECK-LABEL: func.func @other_permutation(
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<3x2x4xf32>) permutation = [1, 0, 2]
// CHECK-NOT: linalg.generic
func.func @other_permutation(%x: tensor<2x3x4xf32>) -> tensor<3x2x4xf32> {
  %e = tensor.empty() : tensor<3x2x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x3x4xf32>) outs(%e : tensor<3x2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x2x4xf32>
  return %t : tensor<3x2x4xf32>
}

// -----

// Near miss: the body changes the type (f64 to f32): not a transpose.
// CHECK-LABEL: func.func @nm_transpose_with_truncf(
// CHECK: linalg.generic
// CHECK: transB = false
func.func @nm_transpose_with_truncf(%x: tensor<2x8xf32>, %w: tensor<4x8xf64>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<8x4xf32>
  %wt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x8xf64>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%in: f64, %out: f32):
    %0 = arith.truncf %in : f64 to f32
    linalg.yield %0 : f32
  } -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<2x8xf32>, tensor<8x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// Near miss: the body yields the output element, not the input: a copy of
// the init, whatever it holds. Not a transpose; nothing matches.
// CHECK-LABEL: func.func @nm_yields_out(
// CHECK: linalg.generic
// CHECK-NOT: linalg.transpose
func.func @nm_yields_out(%w: tensor<4x8xf32>, %o: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %wt = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x8xf32>) outs(%o : tensor<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<8x4xf32>
  return %wt : tensor<8x4xf32>
}

// -----

// Near miss: the same permutation on both sides is a copy, not a transpose.
// CHECK-LABEL: func.func @nm_copy(
// CHECK: linalg.generic
// CHECK-NOT: linalg.transpose
func.func @nm_copy(%w: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
