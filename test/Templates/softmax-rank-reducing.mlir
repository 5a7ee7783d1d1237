// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 3 rewritten, 0 failures, 0 skipped{{$}}

// torch-mlir's softmax with aten.max.dim without keepdim (BERT's attention):
// the row max and its index reduce into a tensor one rank lower, and an
// expand_shape puts the unit dim back for x - max. Before matching, the
// reduction writes the expanded shape itself (its fills too), the keepdim
// form softmax.pdll reads (lib/Templates/Prepare.h).

#x4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#r3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#k4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#par = ["parallel", "parallel", "parallel", "parallel"]
#red = ["parallel", "parallel", "parallel", "reduction"]

// CHECK-LABEL: func.func @rank_reducing_max(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3x4x6xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64
// CHECK-NOT: linalg.generic
func.func @rank_reducing_max(%x: tensor<2x3x4x6xf32>) -> tensor<2x3x4x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %ei = tensor.empty() : tensor<2x3x4xi64>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x3x4xi64>) -> tensor<2x3x4xi64>
  %em = tensor.empty() : tensor<2x3x4xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %mx:2 = linalg.generic {indexing_maps = [#x4, #r3, #r3], iterator_types = #red} ins(%x : tensor<2x3x4x6xf32>) outs(%fm, %fi : tensor<2x3x4xf32>, tensor<2x3x4xi64>) {
  ^bb0(%in: f32, %out: f32, %out_i: i64):
    %i = linalg.index 3 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %s = arith.select %gt, %ii, %out_i : i64
    linalg.yield %m, %s : f32, i64
  } -> (tensor<2x3x4xf32>, tensor<2x3x4xi64>)
  %mk = tensor.expand_shape %mx#0 [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
  %e = tensor.empty() : tensor<2x3x4x6xf32>
  %d = linalg.generic {indexing_maps = [#x4, #k4, #x4], iterator_types = #par} ins(%x, %mk : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%e : tensor<2x3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x6xf32>
  %ex = linalg.generic {indexing_maps = [#x4, #x4], iterator_types = #par} ins(%d : tensor<2x3x4x6xf32>) outs(%e : tensor<2x3x4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x6xf32>
  %es = tensor.empty() : tensor<2x3x4x1xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x3x4x1xf32>) -> tensor<2x3x4x1xf32>
  %sm = linalg.generic {indexing_maps = [#x4, #k4], iterator_types = #red} ins(%ex : tensor<2x3x4x6xf32>) outs(%fs : tensor<2x3x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x1xf32>
  %y = linalg.generic {indexing_maps = [#x4, #k4, #x4], iterator_types = #par} ins(%ex, %sm : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%e : tensor<2x3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x6xf32>
  return %y : tensor<2x3x4x6xf32>
}

// The row sum reduced the same way (amax kept, sum without keepdim).
// CHECK-LABEL: func.func @rank_reducing_sum(
// CHECK: kernel.launch @softmax(
// CHECK-NOT: linalg.generic
func.func @rank_reducing_sum(%x: tensor<2x3x4x6xf32>) -> tensor<2x3x4x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %em = tensor.empty() : tensor<2x3x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<2x3x4x1xf32>) -> tensor<2x3x4x1xf32>
  %mx = linalg.generic {indexing_maps = [#x4, #k4], iterator_types = #red} ins(%x : tensor<2x3x4x6xf32>) outs(%fm : tensor<2x3x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<2x3x4x1xf32>
  %e = tensor.empty() : tensor<2x3x4x6xf32>
  %ex = linalg.generic {indexing_maps = [#x4, #k4, #x4], iterator_types = #par} ins(%x, %mx : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%e : tensor<2x3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x6xf32>
  %es = tensor.empty() : tensor<2x3x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %sm = linalg.generic {indexing_maps = [#x4, #r3], iterator_types = #red} ins(%ex : tensor<2x3x4x6xf32>) outs(%fs : tensor<2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  %sk = tensor.expand_shape %sm [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
  %y = linalg.generic {indexing_maps = [#x4, #k4, #x4], iterator_types = #par} ins(%ex, %sk : tensor<2x3x4x6xf32>, tensor<2x3x4x1xf32>) outs(%e : tensor<2x3x4x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4x6xf32>
  return %y : tensor<2x3x4x6xf32>
}


// Near miss: the reduced sum is also returned as it is; the reduction keeps
// its rank.
// CHECK-LABEL: func.func @nm_reduced_also_used(
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: tensor.expand_shape %[[S]]
func.func @nm_reduced_also_used(%x: tensor<2x3x4x6xf32>) -> (tensor<2x3x4x1xf32>, tensor<2x3x4xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %es = tensor.empty() : tensor<2x3x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %sm = linalg.generic {indexing_maps = [#x4, #r3], iterator_types = #red} ins(%x : tensor<2x3x4x6xf32>) outs(%fs : tensor<2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  %sk = tensor.expand_shape %sm [[0], [1], [2, 3]] output_shape [2, 3, 4, 1] : tensor<2x3x4xf32> into tensor<2x3x4x1xf32>
  return %sk, %sm : tensor<2x3x4x1xf32>, tensor<2x3x4xf32>
}


// Near miss: an expand_shape that splits a dim (4 into 2x2) inserts no unit
// dim; the reduction keeps its rank.
// CHECK-LABEL: func.func @nm_expand_splits(
// CHECK: %[[S:.*]] = linalg.generic
// CHECK: tensor.expand_shape %[[S]] {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2]
func.func @nm_expand_splits(%x: tensor<2x3x4x6xf32>) -> tensor<2x3x2x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %es = tensor.empty() : tensor<2x3x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %sm = linalg.generic {indexing_maps = [#x4, #r3], iterator_types = #red} ins(%x : tensor<2x3x4x6xf32>) outs(%fs : tensor<2x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  %sk = tensor.expand_shape %sm [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  return %sk : tensor<2x3x2x2xf32>
}

// Near miss: a unit dim inserted where no reduced loop sits (a batch of 1 in
// front of a batch matmul's result) is no keepdim form: the matmul keeps
// its rank and stays a @batch_gemm.
// CHECK-LABEL: func.func @nm_leading_unit_dim(
// CHECK: %[[B:.*]] = kernel.launch @batch_gemm(
// CHECK: tensor.expand_shape %[[B]] {{\[\[}}0, 1], [2], [3]]
func.func @nm_leading_unit_dim(%a: tensor<3x4x6xf32>, %b: tensor<3x6x5xf32>) -> tensor<1x3x4x5xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<3x4x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%a, %b : tensor<3x4x6xf32>, tensor<3x6x5xf32>) outs(%f : tensor<3x4x5xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<3x4x5xf32>
  %r = tensor.expand_shape %c [[0, 1], [2], [3]] output_shape [1, 3, 4, 5] : tensor<3x4x5xf32> into tensor<1x3x4x5xf32>
  return %r : tensor<1x3x4x5xf32>
}
