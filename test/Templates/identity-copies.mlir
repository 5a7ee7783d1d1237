// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 9 functions, 5 rewritten, 0 failures, 0 skipped{{$}}

// A generic that copies a tensor into its own type, each element where it
// was, is its input (lib/Templates/Prepare.h): torch-mlir writes such copies
// with `(0, d1, d2)` maps at batch 1 before a batch_matmul.

// The copy goes, and the matmul reads %x (its batch of 1 dropped: a gemm
// on %x's rows, UnitDims.cpp).
// CHECK-LABEL: func.func @copy_before_batch_matmul(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x8xf32>
// CHECK-NOT: linalg.generic
// CHECK: %[[XR:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]]
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %[[XR]],
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

// -----

// Newer torch-mlir writes a zero init as a generic that yields a scalar
// operand into every element: that is a linalg.fill, so the matmul is an
// overwrite (beta = 0) and its bias add fuses.
// CHECK-LABEL: func.func @scalar_generic_fill(
// CHECK: kernel.launch @gemm_bias_act(
// CHECK-NOT: linalg.generic
func.func @scalar_generic_fill(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>, %bias: tensor<6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%zero : f32) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x6xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.addf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// Near miss: a scalar generic that computes (scalar + 1) is no fill of the
// scalar; the matmul accumulates into it.
// CHECK-LABEL: func.func @nm_scalar_generic_computes(
// CHECK: linalg.generic
// CHECK: arith.addf
// CHECK: kernel.launch @gemm(
func.func @nm_scalar_generic_computes(%a: tensor<4x8xf32>, %b: tensor<8x6xf32>, %s: f32) -> tensor<4x6xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : f32) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %one : f32
    linalg.yield %0 : f32
  } -> tensor<4x6xf32>
  %m = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %m : tensor<4x6xf32>
}

// -----

// torch-mlir's batch-1 maps: (0, d1, d2) over a leading dim of size 1 reads
// what d0 reads (d0 takes only 0), so the add is elementwise.
// CHECK-LABEL: func.func @unit_batch_maps(
// CHECK: kernel.launch @add(
// CHECK-NOT: linalg.generic
func.func @unit_batch_maps(%x: tensor<1x4x8xf32>, %y: tensor<1x4x8xf32>) -> tensor<1x4x8xf32> {
  %e = tensor.empty() : tensor<1x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %y : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e : tensor<1x4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.addf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x8xf32>
  return %r : tensor<1x4x8xf32>
}

// -----

// A trailing 0 over unit dims stays a broadcast: an SE gate's scale read as
// s[n, c, 0, 0] at 1x1 is still a per-channel scale.
// CHECK-LABEL: func.func @trailing_unit_dims_stay(
// CHECK: kernel.launch @scale_channels(
func.func @trailing_unit_dims_stay(%x: tensor<1x4x1x1xf32>, %s: tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32> {
  %e = tensor.empty() : tensor<1x4x1x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %s : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%e : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %0 = arith.mulf %in, %in_1 : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x1x1xf32>
  return %r : tensor<1x4x1x1xf32>
}

// -----

// Near miss: a sum over the dim a copy broadcasts along. Folding the copy
// into the sum's map would leave no operand to size that dim, so the copy
// stays.
// CHECK-LABEL: func.func @nm_reduce_over_broadcast_dim(
// CHECK: %[[B:.*]] = linalg.generic
// CHECK: linalg.generic {{{.*}}} ins(%[[B]] : tensor<4x8xf32>)
func.func @nm_reduce_over_broadcast_dim(%x: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}
