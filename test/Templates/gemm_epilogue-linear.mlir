// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Linear layers as torch-mlir writes them: x @ transpose(W) + b, with the
// broadcast maps of batch 1 and the reshapes of 3-D and 4-D inputs.

// Batch 1: the bias add reads the gemm as (0, d1) and the relu (cmpf +
// select) as (0, d1) too. One gemm_bias_act reading W transposed, relu
// fused; the transpose goes.
// CHECK-LABEL: func.func @linear_batch1_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[B:[^:]*]]: tensor<6xf32>)
// CHECK-NOT: linalg.
// CHECK: kernel.launch @gemm_bias_act(%[[X]], %[[W]], %[[B]], %{{[^,)]*}}) {act = 1 : i32, {{.*}}transA = false, transB = true}
// CHECK-NOT: linalg.
func.func @linear_batch1_relu(%x: tensor<1x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<1x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %c0 = tensor.empty() : tensor<1x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<1x6xf32>) -> tensor<1x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<1x8xf32>, tensor<8x6xf32>) outs(%c : tensor<1x6xf32>) -> tensor<1x6xf32>
  %e1 = tensor.empty() : tensor<1x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<1x6xf32>, tensor<6xf32>) outs(%e1 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<1x6xf32>
  %e2 = tensor.empty() : tensor<1x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<1x6xf32>) outs(%e2 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %p, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x6xf32>
  return %r : tensor<1x6xf32>
}

// -----

// Near miss: the (0, d1) map broadcasts a one-row gemm to four rows. Index 0
// is not the only value of the 4-row loop: the add stays.
// CHECK-LABEL: func.func @near_miss_broadcast_rows(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_broadcast_rows(%x: tensor<1x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<1x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<1x6xf32>) -> tensor<1x6xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<1x8xf32>, tensor<8x6xf32>) outs(%c : tensor<1x6xf32>) -> tensor<1x6xf32>
  %e1 = tensor.empty() : tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<1x6xf32>, tensor<6xf32>) outs(%e1 : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// Near miss: a (d0, 0) map reads column 0 of the gemm for every column: not
// the gemm's own element.
// CHECK-LABEL: func.func @near_miss_constant_column(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_constant_column(%x: tensor<4x8xf32>, %w: tensor<8x1xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<4x1xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x1xf32>) outs(%c : tensor<4x1xf32>) -> tensor<4x1xf32>
  %e1 = tensor.empty() : tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4x1xf32>, tensor<6xf32>) outs(%e1 : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// -----

// A Linear on a 3-D input (transformer): batch_matmul(x, broadcast(W^T))
// into a zero fill, then + b along the last dim: one gemm_bias_act over
// batch * sequence rows reading W transposed, expanded back.
// CHECK-LABEL: func.func @linear_3d(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x5x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[B:[^:]*]]: tensor<6xf32>)
// CHECK-NOT: linalg.
// CHECK: %[[X2:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]]
// CHECK: %[[Y:.*]] = kernel.launch @gemm_bias_act(%[[X2]], %[[W]], %[[B]], %{{[^,)]*}}) {{.*}}transB = true{{.*}} -> tensor<10x6xf32>
// CHECK: tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [2, 5, 6]
// CHECK-NOT: linalg.
func.func @linear_3d(%x: tensor<2x5x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<2x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<2x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%wt : tensor<8x6xf32>) outs(%eb : tensor<2x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x8x6xf32>
  %c0 = tensor.empty() : tensor<2x5x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  %mm = linalg.batch_matmul ins(%x, %wb : tensor<2x5x8xf32>, tensor<2x8x6xf32>) outs(%c : tensor<2x5x6xf32>) -> tensor<2x5x6xf32>
  %e1 = tensor.empty() : tensor<2x5x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%mm, %b : tensor<2x5x6xf32>, tensor<6xf32>) outs(%e1 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// A Linear on an NHWC image at batch 1 (ConvNeXt's MLP): collapse, matmul
// with W^T, expand, then + b with the (0, d1, d2, d3) map of batch 1.
// CHECK-LABEL: func.func @linear_4d_batch1(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x3x4x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[B:[^:]*]]: tensor<6xf32>)
// CHECK-NOT: linalg.
// CHECK: %[[Y:.*]] = kernel.launch @gemm_bias_act(%{{[^,)]*}}, %[[W]], %[[B]], %{{[^,)]*}}) {{.*}}transB = true{{.*}} -> tensor<12x6xf32>
// CHECK: tensor.expand_shape %[[Y]] {{\[\[}}0, 1, 2], [3]] output_shape [1, 3, 4, 6]
// CHECK-NOT: linalg.
func.func @linear_4d_batch1(%x: tensor<1x3x4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<1x3x4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %xc = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<1x3x4x8xf32> into tensor<12x8xf32>
  %c0 = tensor.empty() : tensor<12x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<12x6xf32>) -> tensor<12x6xf32>
  %mm = linalg.matmul ins(%xc, %wt : tensor<12x8xf32>, tensor<8x6xf32>) outs(%c : tensor<12x6xf32>) -> tensor<12x6xf32>
  %ye = tensor.expand_shape %mm [[0, 1, 2], [3]] output_shape [1, 3, 4, 6] : tensor<12x6xf32> into tensor<1x3x4x6xf32>
  %e1 = tensor.empty() : tensor<1x3x4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<1x3x4x6xf32>, tensor<6xf32>) outs(%e1 : tensor<1x3x4x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x6xf32>
  return %y : tensor<1x3x4x6xf32>
}

// -----

// Near miss: the bias runs along the sequence (B(m)), not the features.
// CHECK-LABEL: func.func @near_miss_bias_middle(
// CHECK: kernel.launch @gemm(
// CHECK: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_bias_middle(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>, %b: tensor<5xf32>) -> tensor<2x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %xc = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x5x8xf32> into tensor<10x8xf32>
  %c0 = tensor.empty() : tensor<10x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<10x6xf32>) -> tensor<10x6xf32>
  %mm = linalg.matmul ins(%xc, %w : tensor<10x8xf32>, tensor<8x6xf32>) outs(%c : tensor<10x6xf32>) -> tensor<10x6xf32>
  %ye = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
  %e1 = tensor.empty() : tensor<2x5x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<2x5x6xf32>, tensor<5xf32>) outs(%e1 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<2x5x6xf32>
  return %y : tensor<2x5x6xf32>
}

// -----

// Near miss: the expand splits the features ([[0], [1, 2]]): the last dim is
// not the gemm's columns, so a bias along it is not a column bias.
// CHECK-LABEL: func.func @near_miss_expand_columns(
// CHECK: kernel.launch @gemm(
// CHECK: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_expand_columns(%x: tensor<4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<3xf32>) -> tensor<4x2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %c0 = tensor.empty() : tensor<4x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ye = tensor.expand_shape %mm [[0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
  %e1 = tensor.empty() : tensor<4x2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<4x2x3xf32>, tensor<3xf32>) outs(%e1 : tensor<4x2x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<4x2x3xf32>
  return %y : tensor<4x2x3xf32>
}

// -----

// NaN: under kmatch.nan_exact the library's relu (NaN -> 0) may not replace
// the IR's select: the batch-1 bias still fuses, the relu stays.
// CHECK-LABEL: func.func @nan_exact_batch1_relu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.select
func.func @nan_exact_batch1_relu(%x: tensor<1x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<1x6xf32> attributes {kmatch.nan_exact} {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %c0 = tensor.empty() : tensor<1x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<1x6xf32>) -> tensor<1x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<1x8xf32>, tensor<8x6xf32>) outs(%c : tensor<1x6xf32>) -> tensor<1x6xf32>
  %e1 = tensor.empty() : tensor<1x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<1x6xf32>, tensor<6xf32>) outs(%e1 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<1x6xf32>
  %e2 = tensor.empty() : tensor<1x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<1x6xf32>) outs(%e2 : tensor<1x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %p, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x6xf32>
  return %r : tensor<1x6xf32>
}

// -----

// A relu on the expanded result of a Linear on a 3-D input: the launch
// applies it and the expand takes its place.
// CHECK-LABEL: func.func @linear_3d_relu(
// CHECK-NOT: linalg.
// CHECK: %[[Y:.*]] = kernel.launch @gemm_bias_act({{.*}}) {act = 1 : i32
// CHECK: %[[R:.*]] = tensor.expand_shape %[[Y]]
// CHECK-NOT: linalg.
// CHECK: return %[[R]]
func.func @linear_3d_relu(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<2x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %xc = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x5x8xf32> into tensor<10x8xf32>
  %c0 = tensor.empty() : tensor<10x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<10x6xf32>) -> tensor<10x6xf32>
  %mm = linalg.matmul ins(%xc, %w : tensor<10x8xf32>, tensor<8x6xf32>) outs(%c : tensor<10x6xf32>) -> tensor<10x6xf32>
  %ye = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
  %e1 = tensor.empty() : tensor<2x5x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<2x5x6xf32>, tensor<6xf32>) outs(%e1 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<2x5x6xf32>
  %e2 = tensor.empty() : tensor<2x5x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<2x5x6xf32>) outs(%e2 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x5x6xf32>
  return %r : tensor<2x5x6xf32>
}

// -----

// Near miss: the biased value is also returned, so the relu cannot move into
// the launch (it would change what is returned).
// CHECK-LABEL: func.func @near_miss_relu_shared(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: arith.maximumf
func.func @near_miss_relu_shared(%x: tensor<2x5x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> (tensor<2x5x6xf32>, tensor<2x5x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %xc = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x5x8xf32> into tensor<10x8xf32>
  %c0 = tensor.empty() : tensor<10x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<10x6xf32>) -> tensor<10x6xf32>
  %mm = linalg.matmul ins(%xc, %w : tensor<10x8xf32>, tensor<8x6xf32>) outs(%c : tensor<10x6xf32>) -> tensor<10x6xf32>
  %ye = tensor.expand_shape %mm [[0, 1], [2]] output_shape [2, 5, 6] : tensor<10x6xf32> into tensor<2x5x6xf32>
  %e1 = tensor.empty() : tensor<2x5x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<2x5x6xf32>, tensor<6xf32>) outs(%e1 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<2x5x6xf32>
  %e2 = tensor.empty() : tensor<2x5x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<2x5x6xf32>) outs(%e2 : tensor<2x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x5x6xf32>
  return %r, %y : tensor<2x5x6xf32>, tensor<2x5x6xf32>
}

// -----

// A Linear on a 3-D input whose batch is dynamic, as torch-mlir writes it
// (the broadcast of W^T and every init sized by tensor.dim of x), then relu.
// The expands carry the batch as an operand; the sizes of the new views come
// from the tensor.empty, so the zero fill keeps its one use and folds.
// CHECK-LABEL: func.func @linear_3d_dynamic_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x5x8xf32>, %[[W:[^:]*]]: tensor<6x8xf32>, %[[B:[^:]*]]: tensor<6xf32>)
// CHECK-NOT: linalg.
// CHECK: %[[X2:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]]
// CHECK: %[[Y:.*]] = kernel.launch @gemm_bias_act(%[[X2]], %[[W]], %[[B]], %{{[^,)]*}}) {act = 1 : i32, {{.*}}transB = true{{.*}} -> tensor<?x6xf32>
// CHECK: %[[R:.*]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2]] output_shape [%{{.*}}, 5, 6]
// CHECK-NOT: linalg.
// CHECK: return %[[R]]
func.func @linear_3d_dynamic_relu(%x: tensor<?x5x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<?x5x6xf32> {
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x5x8xf32>
  %e = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%e : tensor<8x6xf32>) permutation = [1, 0]
  %eb = tensor.empty(%n) : tensor<?x8x6xf32>
  %wb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%wt : tensor<8x6xf32>) outs(%eb : tensor<?x8x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<?x8x6xf32>
  %c0 = tensor.empty(%n) : tensor<?x5x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<?x5x6xf32>) -> tensor<?x5x6xf32>
  %mm = linalg.batch_matmul ins(%x, %wb : tensor<?x5x8xf32>, tensor<?x8x6xf32>) outs(%c : tensor<?x5x6xf32>) -> tensor<?x5x6xf32>
  %e1 = tensor.empty(%n) : tensor<?x5x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%mm, %b : tensor<?x5x6xf32>, tensor<6xf32>) outs(%e1 : tensor<?x5x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<?x5x6xf32>
  %e2 = tensor.empty(%n) : tensor<?x5x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%y : tensor<?x5x6xf32>) outs(%e2 : tensor<?x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %zero : f32
    %m = arith.select %p, %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x5x6xf32>
  return %r : tensor<?x5x6xf32>
}

// -----

// The same on a 4-D input with a dynamic batch, written as collapse, matmul
// and an expand whose batch is an operand: + b, then relu.
// CHECK-LABEL: func.func @linear_4d_dynamic_relu(
// CHECK-NOT: linalg.
// CHECK: %[[Y:.*]] = kernel.launch @gemm_bias_act({{.*}}) {act = 1 : i32
// CHECK: %[[R:.*]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1, 2], [3]] output_shape [%{{.*}}, 3, 4, 6]
// CHECK-NOT: linalg.
// CHECK: return %[[R]]
func.func @linear_4d_dynamic_relu(%x: tensor<?x3x4x8xf32>, %w: tensor<8x6xf32>, %b: tensor<6xf32>) -> tensor<?x3x4x6xf32> {
  %zero = arith.constant 0.0 : f32
  %i0 = arith.constant 0 : index
  %n = tensor.dim %x, %i0 : tensor<?x3x4x8xf32>
  %xc = tensor.collapse_shape %x [[0, 1, 2], [3]] : tensor<?x3x4x8xf32> into tensor<?x8xf32>
  %rows = tensor.dim %xc, %i0 : tensor<?x8xf32>
  %c0 = tensor.empty(%rows) : tensor<?x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%c0 : tensor<?x6xf32>) -> tensor<?x6xf32>
  %mm = linalg.matmul ins(%xc, %w : tensor<?x8xf32>, tensor<8x6xf32>) outs(%c : tensor<?x6xf32>) -> tensor<?x6xf32>
  %ye = tensor.expand_shape %mm [[0, 1, 2], [3]] output_shape [%n, 3, 4, 6] : tensor<?x6xf32> into tensor<?x3x4x6xf32>
  %e1 = tensor.empty(%n) : tensor<?x3x4x6xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%ye, %b : tensor<?x3x4x6xf32>, tensor<6xf32>) outs(%e1 : tensor<?x3x4x6xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %s = arith.addf %in, %in_0 : f32
    linalg.yield %s : f32
  } -> tensor<?x3x4x6xf32>
  %e2 = tensor.empty(%n) : tensor<?x3x4x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : tensor<?x3x4x6xf32>) outs(%e2 : tensor<?x3x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<?x3x4x6xf32>
  return %r : tensor<?x3x4x6xf32>
}
