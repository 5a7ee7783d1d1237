// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 4 functions, 1 rewritten, 0 failures, 0 skipped{{$}}

// A generic that copies a tensor into its own type, each element where it
// was, is its input (lib/Templates/Prepare.h): torch-mlir writes such copies
// with `(0, d1, d2)` maps at batch 1 before a batch_matmul.

// The copy goes, and the matmul reads %x.
// CHECK-LABEL: func.func @copy_before_batch_matmul(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @batch_gemm(%{{[^,]*}}, %[[X]],
func.func @copy_before_batch_matmul(%x: tensor<1x4x8xf32>, %w: tensor<1x8x6xf32>) -> tensor<1x4x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ec = tensor.empty() : tensor<1x4x8xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<1x4x8xf32>) outs(%ec : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x8xf32>
  %e = tensor.empty() : tensor<1x4x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %y = linalg.batch_matmul ins(%c, %w : tensor<1x4x8xf32>, tensor<1x8x6xf32>) outs(%f : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  return %y : tensor<1x4x6xf32>
}

// -----

// Near miss: a copy with permuted indices is a transpose, not the input.
// CHECK-LABEL: func.func @nm_permuted_copy(
// CHECK: linalg.transpose
func.func @nm_permuted_copy(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

// Near miss: a broadcast of a row (its 0 is over a dim of size 4) repeats
// the row; it stays.
// CHECK-LABEL: func.func @nm_broadcast_row(
// CHECK: linalg.generic
func.func @nm_broadcast_row(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}

// -----

// Near miss: the body yields the init, not the input.
// CHECK-LABEL: func.func @nm_yields_init(
// CHECK: linalg.generic
func.func @nm_yields_init(%x: tensor<4x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x4xf32>) outs(%o : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %out : f32
  } -> tensor<4x4xf32>
  return %c : tensor<4x4xf32>
}
