// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 2 functions, 2 rewritten, 0 failures, 0 skipped{{$}}

// torch-mlir's Linear on a 4-D input (ConvNeXt's MLP): W broadcast to
// [1, h, k, n] by a generic, collapsed with x to 3-D for a batch_matmul,
// expanded back. The collapse of the broadcast is the broadcast into
// [h, k, n] (lib/Templates/Prepare.h), which gemm_collapsed.pdll's shared
// weight templates read as W: one gemm with M = h * w, and no copy of W.

// CHECK-LABEL: func.func @linear_4d(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x5x8xf32>, %[[W:[^:]*]]: tensor<8x6xf32>
// CHECK-NOT: linalg.generic
// CHECK: kernel.launch @gemm(%{{[^,]*}}, %{{[^,]*}}, %[[W]],
// CHECK-NOT: linalg.generic
func.func @linear_4d(%x: tensor<1x4x5x8xf32>, %w: tensor<8x6xf32>) -> tensor<1x4x5x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<1x4x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w : tensor<8x6xf32>) outs(%eb : tensor<1x4x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x8x6xf32>
  %x3 = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<1x4x5x8xf32> into tensor<4x5x8xf32>
  %w3 = tensor.collapse_shape %wb [[0, 1], [2], [3]] : tensor<1x4x8x6xf32> into tensor<4x8x6xf32>
  %e = tensor.empty() : tensor<4x5x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  %y3 = linalg.batch_matmul ins(%x3, %w3 : tensor<4x5x8xf32>, tensor<4x8x6xf32>) outs(%f : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  %y = tensor.expand_shape %y3 [[0, 1], [2], [3]] output_shape [1, 4, 5, 6] : tensor<4x5x6xf32> into tensor<1x4x5x6xf32>
  return %y : tensor<1x4x5x6xf32>
}

// -----

// Near miss: the collapse merges a broadcast dim with a dim of W (the
// result is no broadcast of W along its leading dim): it stays, and so does
// the per-batch product.
// CHECK-LABEL: func.func @nm_collapse_into_w(
// CHECK: linalg.generic
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0], [1, 2], [3]]
// CHECK: kernel.launch @batch_gemm(
func.func @nm_collapse_into_w(%x: tensor<4x5x16xf32>, %w: tensor<2x8x6xf32>) -> tensor<4x5x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<4x2x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w : tensor<2x8x6xf32>) outs(%eb : tensor<4x2x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x2x8x6xf32>
  %w3 = tensor.collapse_shape %wb [[0], [1, 2], [3]] : tensor<4x2x8x6xf32> into tensor<4x16x6xf32>
  %e = tensor.empty() : tensor<4x5x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  %y = linalg.batch_matmul ins(%x, %w3 : tensor<4x5x16xf32>, tensor<4x16x6xf32>) outs(%f : tensor<4x5x6xf32>) -> tensor<4x5x6xf32>
  return %y : tensor<4x5x6xf32>
}
