// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 4 functions, 4 rewritten, 0 failures, 0 skipped{{$}}

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

// -----

// The same Linear with its bias and GELU (ConvNeXt's first MLP layer): the
// gemm's rows split back into [h, w] and the exporter's expand to
// [1, h, w, n] compose into one expand (populateReshapeChainPatterns), which
// gemm_epilogue.pdll reads as the rows of a matrix split into leading dims:
// one gemm_bias_act with the GELU, no generic left.
// CHECK-LABEL: func.func @linear_4d_bias_gelu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x4x5x8xf32>, %[[W:[^:]*]]: tensor<8x6xf32>, %[[B:[^:]*]]: tensor<6xf32>
// CHECK-NOT: linalg.generic
// CHECK: %[[L:.*]] = kernel.launch @gemm_bias_act(%{{[^,]*}}, %[[W]], %[[B]], %{{[^)]*}}) {act = 4 : i32
// CHECK-NEXT: tensor.expand_shape %[[L]] {{\[\[}}0, 1, 2], [3]] output_shape [1, 4, 5, 6] : tensor<20x6xf32> into tensor<1x4x5x6xf32>
// CHECK-NOT: linalg.generic
func.func @linear_4d_bias_gelu(%x: tensor<1x4x5x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<1x4x5x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %sqrt2 = arith.constant 1.41421354 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
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
  %e4 = tensor.empty() : tensor<1x4x5x6xf32>
  %yb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %b : tensor<1x4x5x6xf32>, tensor<6xf32>) outs(%e4 : tensor<1x4x5x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x5x6xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%yb : tensor<1x4x5x6xf32>) outs(%e4 : tensor<1x4x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %sqrt2 : f32
    %r = math.erf %d : f32
    %a = arith.addf %r, %one : f32
    %m = arith.mulf %a, %half : f32
    %o = arith.mulf %in, %m : f32
    linalg.yield %o : f32
  } -> tensor<1x4x5x6xf32>
  return %g : tensor<1x4x5x6xf32>
}

// -----

// Near miss: the bias is read along W (d2), not along the Linear's output
// features: the gemm stays a plain gemm and the add a generic, though the
// two expands still compose into one.
// CHECK-LABEL: func.func @nm_linear_4d_bias_along_w(
// CHECK: kernel.launch @gemm(
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1, 2], [3]]
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @nm_linear_4d_bias_along_w(%x: tensor<1x4x6x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %eb = tensor.empty() : tensor<1x4x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%w : tensor<8x6xf32>) outs(%eb : tensor<1x4x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x8x6xf32>
  %x3 = tensor.collapse_shape %x [[0, 1], [2], [3]] : tensor<1x4x6x8xf32> into tensor<4x6x8xf32>
  %w3 = tensor.collapse_shape %wb [[0, 1], [2], [3]] : tensor<1x4x8x6xf32> into tensor<4x8x6xf32>
  %e = tensor.empty() : tensor<4x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
  %y3 = linalg.batch_matmul ins(%x3, %w3 : tensor<4x6x8xf32>, tensor<4x8x6xf32>) outs(%f : tensor<4x6x6xf32>) -> tensor<4x6x6xf32>
  %y = tensor.expand_shape %y3 [[0, 1], [2], [3]] output_shape [1, 4, 6, 6] : tensor<4x6x6xf32> into tensor<1x4x6x6xf32>
  %e4 = tensor.empty() : tensor<1x4x6x6xf32>
  %yb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y, %b : tensor<1x4x6x6xf32>, tensor<6xf32>) outs(%e4 : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %yb : tensor<1x4x6x6xf32>
}
