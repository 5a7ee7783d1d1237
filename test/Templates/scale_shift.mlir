// y = x * s + t along the last dim (patterns/scale_shift.pdll): MobileBERT's
// NoNorm as IREE imports it, every operand order, ranks 2 to 4, and the near
// misses; kmatch-verify runs every function, also with NaN, Inf and -0
// among the inputs (the launch rounds the product, then the sum, as the IR
// does, so nothing differs even under kmatch.nan_exact).
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials --seed=1 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 13 functions, 6 rewritten, 0 failures
// SPECIALS: kmatch-verify: 13 functions, 6 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures

#id2 = affine_map<(m, c) -> (m, c)>
#v2 = affine_map<(m, c) -> (c)>
#r2 = affine_map<(m, c) -> (m)>
#id3 = affine_map<(b, m, c) -> (b, m, c)>
#v3 = affine_map<(b, m, c) -> (c)>
#bc3 = affine_map<(b, m, c) -> (b, c)>
#mc3 = affine_map<(b, m, c) -> (m, c)>
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#v4 = affine_map<(n, h, w, c) -> (c)>
#par2 = ["parallel", "parallel"]
#par3 = ["parallel", "parallel", "parallel"]
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// MobileBERT's NoNorm: gamma and beta 1 x C read at (b, c), batch 1. One
// launch on their rows.
// CHECK-LABEL: func.func @nonorm_batch1(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x6x8xf32>, %[[G:[^:]*]]: tensor<1x8xf32>, %[[B:[^:]*]]: tensor<1x8xf32>
// CHECK-DAG: %[[GV:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK-DAG: %[[BV:.*]] = tensor.collapse_shape %[[B]] {{\[}}[0, 1]] : tensor<1x8xf32> into tensor<8xf32>
// CHECK: kernel.launch @scale_shift(%[[X]], %[[GV]], %[[BV]], %{{.*}}) {num_outs = 1 : i64} : (tensor<1x6x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x6x8xf32>) -> tensor<1x6x8xf32>
// CHECK-NOT: linalg.generic
func.func @nonorm_batch1(%x: tensor<1x6x8xf32>, %g: tensor<1x8xf32>, %b: tensor<1x8xf32>) -> tensor<1x6x8xf32> {
  %e0 = tensor.empty() : tensor<1x6x8xf32>
  %p = linalg.generic {indexing_maps = [#id3, #bc3, #id3], iterator_types = #par3}
    ins(%x, %g : tensor<1x6x8xf32>, tensor<1x8xf32>) outs(%e0 : tensor<1x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<1x6x8xf32>
  %e1 = tensor.empty() : tensor<1x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #bc3, #id3], iterator_types = #par3}
    ins(%p, %b : tensor<1x6x8xf32>, tensor<1x8xf32>) outs(%e1 : tensor<1x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<1x6x8xf32>
  return %y : tensor<1x6x8xf32>
}

// Rows with the vectors first in both bodies (s * x, then t + p).
// CHECK-LABEL: func.func @rows_vectors_first(
// CHECK-SAME: %[[X:[^:]*]]: tensor<5x7xf32>, %[[S:[^:]*]]: tensor<7xf32>, %[[T:[^:]*]]: tensor<7xf32>
// CHECK: kernel.launch @scale_shift(%[[X]], %[[S]], %[[T]], %{{.*}})
// CHECK-NOT: linalg.generic
func.func @rows_vectors_first(%x: tensor<5x7xf32>, %s: tensor<7xf32>, %t: tensor<7xf32>) -> tensor<5x7xf32> {
  %e0 = tensor.empty() : tensor<5x7xf32>
  %p = linalg.generic {indexing_maps = [#v2, #id2, #id2], iterator_types = #par2}
    ins(%s, %x : tensor<7xf32>, tensor<5x7xf32>) outs(%e0 : tensor<5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<5x7xf32>
  %e1 = tensor.empty() : tensor<5x7xf32>
  %y = linalg.generic {indexing_maps = [#v2, #id2, #id2], iterator_types = #par2}
    ins(%t, %p : tensor<7xf32>, tensor<5x7xf32>) outs(%e1 : tensor<5x7xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<5x7xf32>
  return %y : tensor<5x7xf32>
}

// Rank 3, vectors read by the last loop, any batch.
// CHECK-LABEL: func.func @rank3_vectors(
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: linalg.generic
func.func @rank3_vectors(%x: tensor<3x4x9xf32>, %s: tensor<9xf32>, %t: tensor<9xf32>) -> tensor<3x4x9xf32> {
  %e0 = tensor.empty() : tensor<3x4x9xf32>
  %p = linalg.generic {indexing_maps = [#id3, #v3, #id3], iterator_types = #par3}
    ins(%x, %s : tensor<3x4x9xf32>, tensor<9xf32>) outs(%e0 : tensor<3x4x9xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<3x4x9xf32>
  %e1 = tensor.empty() : tensor<3x4x9xf32>
  %y = linalg.generic {indexing_maps = [#v3, #id3, #id3], iterator_types = #par3}
    ins(%t, %p : tensor<9xf32>, tensor<3x4x9xf32>) outs(%e1 : tensor<3x4x9xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<3x4x9xf32>
  return %y : tensor<3x4x9xf32>
}

// NHWC, per channel: a folded batch norm written as two generics.
// CHECK-LABEL: func.func @nhwc_channels(
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: linalg.generic
func.func @nhwc_channels(%x: tensor<2x3x3x5xf32>, %s: tensor<5xf32>, %t: tensor<5xf32>) -> tensor<2x3x3x5xf32> {
  %e0 = tensor.empty() : tensor<2x3x3x5xf32>
  %p = linalg.generic {indexing_maps = [#v4, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<5xf32>, tensor<2x3x3x5xf32>) outs(%e0 : tensor<2x3x3x5xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x5xf32>
  %e1 = tensor.empty() : tensor<2x3x3x5xf32>
  %y = linalg.generic {indexing_maps = [#id4, #v4, #id4], iterator_types = #par4}
    ins(%p, %t : tensor<2x3x3x5xf32>, tensor<5xf32>) outs(%e1 : tensor<2x3x3x5xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3x5xf32>
  return %y : tensor<2x3x3x5xf32>
}

// Two NoNorms in a row, the second reading the first's result (a chain
// of launches, each on its own input).
// CHECK-LABEL: func.func @two_in_a_row(
// CHECK: %[[A:.*]] = kernel.launch @scale_shift(
// CHECK: kernel.launch @scale_shift(%[[A]],
// CHECK-NOT: linalg.generic
func.func @two_in_a_row(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %p2 = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%y, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y2 = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p2, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  return %y2 : tensor<4x6xf32>
}

// Near miss: the product is also returned; the launch would not compute it.
// CHECK-LABEL: func.func @product_has_two_uses(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @product_has_two_uses(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  return %y, %p : tensor<4x6xf32>, tensor<4x6xf32>
}

// Near miss: B x C vectors at batch 2, read at (b, c): one scale per
// sequence, not per channel.
// CHECK-LABEL: func.func @vectors_per_batch(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @vectors_per_batch(%x: tensor<2x6x8xf32>, %g: tensor<2x8xf32>, %b: tensor<2x8xf32>) -> tensor<2x6x8xf32> {
  %e = tensor.empty() : tensor<2x6x8xf32>
  %p = linalg.generic {indexing_maps = [#id3, #bc3, #id3], iterator_types = #par3}
    ins(%x, %g : tensor<2x6x8xf32>, tensor<2x8xf32>) outs(%e : tensor<2x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<2x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #bc3, #id3], iterator_types = #par3}
    ins(%p, %b : tensor<2x6x8xf32>, tensor<2x8xf32>) outs(%e : tensor<2x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<2x6x8xf32>
  return %y : tensor<2x6x8xf32>
}

// Near miss: the scale runs along the rows (m), the shift along the
// columns.
// CHECK-LABEL: func.func @scale_along_rows(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @scale_along_rows(%x: tensor<4x6xf32>, %s: tensor<4xf32>, %t: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #r2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf32>, tensor<4xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// Near miss: the shift is a full tensor, not a vector (a residual add).
// CHECK-LABEL: func.func @shift_is_full(
// CHECK-NOT: kernel.launch @scale_shift
// CHECK: return
func.func @shift_is_full(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// Near miss: x - t after the product (a subtraction, not a shift).
// CHECK-LABEL: func.func @subtracted(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @subtracted(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %p = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.subf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// Near miss: one body computing x * s + t (a backend may contract it into
// one fused multiply-add, rounding once; the launch rounds twice).
// CHECK-LABEL: func.func @one_body(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @one_body(%x: tensor<4x6xf32>, %s: tensor<6xf32>, %t: tensor<6xf32>) -> tensor<4x6xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s, %t : tensor<4x6xf32>, tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%i0: f32, %i1: f32, %i2: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    %q = arith.addf %r, %i2 : f32
    linalg.yield %q : f32
  } -> tensor<4x6xf32>
  return %y : tensor<4x6xf32>
}

// Near miss: f64.
// CHECK-LABEL: func.func @f64(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @f64(%x: tensor<4x6xf64>, %s: tensor<6xf64>, %t: tensor<6xf64>) -> tensor<4x6xf64> {
  %e = tensor.empty() : tensor<4x6xf64>
  %p = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%x, %s : tensor<4x6xf64>, tensor<6xf64>) outs(%e : tensor<4x6xf64>) {
  ^bb0(%i0: f64, %i1: f64, %o: f64):
    %r = arith.mulf %i0, %i1 : f64
    linalg.yield %r : f64
  } -> tensor<4x6xf64>
  %y = linalg.generic {indexing_maps = [#id2, #v2, #id2], iterator_types = #par2}
    ins(%p, %t : tensor<4x6xf64>, tensor<6xf64>) outs(%e : tensor<4x6xf64>) {
  ^bb0(%i0: f64, %i1: f64, %o: f64):
    %r = arith.addf %i0, %i1 : f64
    linalg.yield %r : f64
  } -> tensor<4x6xf64>
  return %y : tensor<4x6xf64>
}

// Near miss: the 1 x C vectors of the batch-1 form read at (m, c) of an
// M x C tensor: per row, not per channel.
// CHECK-LABEL: func.func @matrix_not_vector(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @matrix_not_vector(%x: tensor<1x6x8xf32>, %g: tensor<6x8xf32>, %b: tensor<6x8xf32>) -> tensor<1x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x8xf32>
  %p = linalg.generic {indexing_maps = [#id3, #mc3, #id3], iterator_types = #par3}
    ins(%x, %g : tensor<1x6x8xf32>, tensor<6x8xf32>) outs(%e : tensor<1x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.mulf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<1x6x8xf32>
  %y = linalg.generic {indexing_maps = [#id3, #mc3, #id3], iterator_types = #par3}
    ins(%p, %b : tensor<1x6x8xf32>, tensor<6x8xf32>) outs(%e : tensor<1x6x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<1x6x8xf32>
  return %y : tensor<1x6x8xf32>
}
