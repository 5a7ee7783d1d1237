// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --dyn-size=6 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 16 functions, 12 rewritten, 0 failures

#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#mask = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#last2 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
#col = affine_map<(i, j) -> (i)>

// MobileBERT's attention mask (TF via IREE): the scores of 4 heads plus one
// 1x8x8 mask shared by the heads, read by the softmax. The mask is given at
// rank 4 by an expand_shape (no copy) and the launch broadcasts its unit
// dim.
// CHECK-LABEL: func.func @attention_mask(
// CHECK-SAME: %[[S:[^:]*]]: tensor<1x4x8x8xf32>, %[[M:[^:]*]]: tensor<1x8x8xf32>)
// CHECK: %[[M4:.*]] = tensor.expand_shape %[[M]] {{\[}}[0], [1, 2], [3]] output_shape [1, 1, 8, 8] : tensor<1x8x8xf32> into tensor<1x1x8x8xf32>
// CHECK: %[[SUM:.*]] = kernel.launch @broadcast_add(%[[S]], %[[M4]], %{{.*}}) {num_outs = 1 : i64}
// CHECK: kernel.launch @softmax(%[[SUM]],
// CHECK-NOT: linalg.generic
func.func @attention_mask(%s: tensor<1x4x8x8xf32>, %m: tensor<1x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %r = linalg.generic {indexing_maps = [#id4, #mask, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s, %m : tensor<1x4x8x8xf32>, tensor<1x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<1x4x8x8xf32>
  %e2 = tensor.empty() : tensor<1x4x8x8xf32>
  %y = linalg.softmax dimension(3) ins(%r : tensor<1x4x8x8xf32>) outs(%e2 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %y : tensor<1x4x8x8xf32>
}

// The broadcast input first: passed second (a + b is b + a).
// CHECK-LABEL: func.func @broadcast_first(
// CHECK-SAME: %[[S:[^:]*]]: tensor<2x3x4x5xf32>, %[[M:[^:]*]]: tensor<4x5xf32>)
// CHECK: %[[M4:.*]] = tensor.expand_shape %[[M]] {{\[}}[0, 1, 2], [3]] output_shape [1, 1, 4, 5]
// CHECK: kernel.launch @broadcast_add(%[[S]], %[[M4]], %{{.*}})
func.func @broadcast_first(%s: tensor<2x3x4x5xf32>, %m: tensor<4x5xf32>) -> tensor<2x3x4x5xf32> {
  %e = tensor.empty() : tensor<2x3x4x5xf32>
  %r = linalg.generic {indexing_maps = [#last2, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %s : tensor<4x5xf32>, tensor<2x3x4x5xf32>) outs(%e : tensor<2x3x4x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x3x4x5xf32>
  %e2 = tensor.empty() : tensor<2x3x4x5xf32>
  %y = linalg.softmax dimension(3) ins(%r : tensor<2x3x4x5xf32>) outs(%e2 : tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32>
  return %y : tensor<2x3x4x5xf32>
}

// A column vector with a dynamic size: its size goes into the
// expand_shape's output_shape.
// CHECK-LABEL: func.func @column_dynamic(
// CHECK: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1]] output_shape [%[[D]], 1] : tensor<?xf32> into tensor<?x1xf32>
// CHECK: kernel.launch @broadcast_add(
func.func @column_dynamic(%a: tensor<?x7xf32>, %b: tensor<?xf32>) -> tensor<?x7xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x7xf32>
  %e = tensor.empty(%n) : tensor<?x7xf32>
  %r = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<?x7xf32>, tensor<?xf32>) outs(%e : tensor<?x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<?x7xf32>
  %e2 = tensor.empty(%n) : tensor<?x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<?x7xf32>) outs(%e2 : tensor<?x7xf32>) -> tensor<?x7xf32>
  return %y : tensor<?x7xf32>
}

// torch-mlir's (0, d1, d2, d3) on a static unit dim over a batch of 2: the
// input is at the loop rank already, passed as it is.
// CHECK-LABEL: func.func @torch_unit_batch(
// CHECK-SAME: %[[S:[^:]*]]: tensor<2x4x5x5xf32>, %[[M:[^:]*]]: tensor<1x4x5x5xf32>)
// CHECK-NOT: expand_shape
// CHECK: kernel.launch @broadcast_add(%[[S]], %[[M]], %{{.*}})
func.func @torch_unit_batch(%s: tensor<2x4x5x5xf32>, %m: tensor<1x4x5x5xf32>) -> tensor<2x4x5x5xf32> {
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%m, %s : tensor<1x4x5x5xf32>, tensor<2x4x5x5xf32>) outs(%e : tensor<2x4x5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x4x5x5xf32>
  %e2 = tensor.empty() : tensor<2x4x5x5xf32>
  %y = linalg.softmax dimension(3) ins(%r : tensor<2x4x5x5xf32>) outs(%e2 : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  return %y : tensor<2x4x5x5xf32>
}

// The named form: linalg.add has identity maps only; a linalg.broadcast then
// an add stays two ops, the add an @add.
// CHECK-LABEL: func.func @named_after_broadcast(
// CHECK: linalg.broadcast
// CHECK: kernel.launch @add(
func.func @named_after_broadcast(%a: tensor<3x7xf32>, %b: tensor<7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %bb = linalg.broadcast ins(%b : tensor<7xf32>) outs(%e : tensor<3x7xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<3x7xf32>
  %r = linalg.add ins(%a, %bb : tensor<3x7xf32>, tensor<3x7xf32>) outs(%e2 : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %r : tensor<3x7xf32>
}

// Not taken: a bias add a relu reads, left to the elementwise fusion (one
// vectorized pass for both; test/Pipelines/vectorize.mlir).
// CHECK-LABEL: func.func @left_to_fusion(
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @left_to_fusion(%x: tensor<4x40xf32>, %b: tensor<40xf32>) -> tensor<4x40xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x40xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%x, %b : tensor<4x40xf32>, tensor<40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x40xf32>
  %2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%1 : tensor<4x40xf32>) outs(%e : tensor<4x40xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x40xf32>
  return %2 : tensor<4x40xf32>
}

// Not taken: the sum returned (a layer norm's last step, a bias add the
// caller reads) is left to the vectorized loops, which fuse it with its
// producers.
// CHECK-LABEL: func.func @returned(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @returned(%a: tensor<3x7xf32>, %b: tensor<7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3x7xf32>, tensor<7xf32>) outs(%e : tensor<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  return %r : tensor<3x7xf32>
}

// Not taken: on memrefs, a broadcast add stays a loop.
// CHECK-LABEL: func.func @memref_row(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @memref_row(%a: memref<3x7xf32>, %b: memref<7xf32>, %y: memref<3x7xf32>) {
  linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : memref<3x7xf32>, memref<7xf32>) outs(%y : memref<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  }
  return
}

// A NoNorm (x * s + t along rows) whose sum only a launch reads stays one
// @scale_shift: the broadcast add of t has the lowest benefit.
// CHECK-LABEL: func.func @nonorm_then_gemm(
// CHECK-NOT: @broadcast_add
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: @broadcast_add
// CHECK: kernel.launch @gemm(
func.func @nonorm_then_gemm(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<6xf32>, %w: tensor<6x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%x, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%p, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  %g = linalg.matmul ins(%y, %w : tensor<4x6xf32>, tensor<6x5xf32>) outs(%f : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %g : tensor<4x5xf32>
}

// Near miss: both inputs broadcast (an outer sum).
// CHECK-LABEL: func.func @near_miss_outer_sum(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_outer_sum(%a: tensor<3xf32>, %b: tensor<7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.generic {indexing_maps = [#col, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3xf32>, tensor<7xf32>) outs(%e : tensor<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %e2 = tensor.empty() : tensor<3x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<3x7xf32>) outs(%e2 : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}

// Near miss: the broadcast input read transposed, (d3, d2).
// CHECK-LABEL: func.func @near_miss_transposed(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_transposed(%a: tensor<2x3x4x4xf32>, %b: tensor<4x4xf32>) -> tensor<2x3x4x4xf32> {
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %r = linalg.generic {indexing_maps = [#id4, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%a, %b : tensor<2x3x4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3x4x4xf32>
  %e2 = tensor.empty() : tensor<2x3x4x4xf32>
  %y = linalg.softmax dimension(3) ins(%r : tensor<2x3x4x4xf32>) outs(%e2 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
  return %y : tensor<2x3x4x4xf32>
}

// Near miss: a broadcast subtraction (b - a is not a - b).
// CHECK-LABEL: func.func @near_miss_sub(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_sub(%a: tensor<4x7xf32>, %b: tensor<4xf32>) -> tensor<4x7xf32> {
  %e = tensor.empty() : tensor<4x7xf32>
  %r = linalg.generic {indexing_maps = [#col, #id2, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%b, %a : tensor<4xf32>, tensor<4x7xf32>) outs(%e : tensor<4x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.subf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<4x7xf32>
  %e2 = tensor.empty() : tensor<4x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<4x7xf32>) outs(%e2 : tensor<4x7xf32>) -> tensor<4x7xf32>
  return %y : tensor<4x7xf32>
}

// Near miss: (1, j) reads row 1 of a 2x7 input, not a broadcast of it.
// CHECK-LABEL: func.func @near_miss_row_one(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_row_one(%a: tensor<3x7xf32>, %b: tensor<2x7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (1, j)>, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3x7xf32>, tensor<2x7xf32>) outs(%e : tensor<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %e2 = tensor.empty() : tensor<3x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<3x7xf32>) outs(%e2 : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}

// Near miss: (0, j) on a dynamic dim may read row 0 of several rows.
// CHECK-LABEL: func.func @near_miss_row_zero_dynamic(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_row_zero_dynamic(%a: tensor<3x7xf32>, %b: tensor<?x7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.generic {indexing_maps = [#id2, affine_map<(i, j) -> (0, j)>, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3x7xf32>, tensor<?x7xf32>) outs(%e : tensor<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %e2 = tensor.empty() : tensor<3x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<3x7xf32>) outs(%e2 : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}

// Near miss: f64.
// CHECK-LABEL: func.func @near_miss_f64(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch @broadcast_add
func.func @near_miss_f64(%a: tensor<3x7xf64>, %b: tensor<7xf64>) -> tensor<3x7xf64> {
  %e = tensor.empty() : tensor<3x7xf64>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3x7xf64>, tensor<7xf64>) outs(%e : tensor<3x7xf64>) {
  ^bb0(%x: f64, %z: f64, %o: f64):
    %s = arith.addf %x, %z : f64
    linalg.yield %s : f64
  } -> tensor<3x7xf64>
  %e2 = tensor.empty() : tensor<3x7xf64>
  %y = linalg.softmax dimension(1) ins(%r : tensor<3x7xf64>) outs(%e2 : tensor<3x7xf64>) -> tensor<3x7xf64>
  return %y : tensor<3x7xf64>
}

// Near miss: the sum also read by an elementwise op besides the softmax.
// CHECK-LABEL: func.func @near_miss_also_elementwise(
// CHECK-NOT: kernel.launch @broadcast_add
// CHECK: return
func.func @near_miss_also_elementwise(%a: tensor<3x7xf32>, %b: tensor<7xf32>) -> (tensor<3x7xf32>, tensor<3x7xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : tensor<3x7xf32>, tensor<7xf32>) outs(%e : tensor<3x7xf32>) {
  ^bb0(%x: f32, %z: f32, %o: f32):
    %s = arith.addf %x, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x7xf32>
  %e2 = tensor.empty() : tensor<3x7xf32>
  %y = linalg.softmax dimension(1) ins(%r : tensor<3x7xf32>) outs(%e2 : tensor<3x7xf32>) -> tensor<3x7xf32>
  %e3 = tensor.empty() : tensor<3x7xf32>
  %q = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
    ins(%r : tensor<3x7xf32>) outs(%e3 : tensor<3x7xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.maximumf %x, %zero : f32
    linalg.yield %m : f32
  } -> tensor<3x7xf32>
  return %y, %q : tensor<3x7xf32>, tensor<3x7xf32>
}
