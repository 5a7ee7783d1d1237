// TensorFlow's softmax as IREE imports it (MobileBERT): a max into a fill of
// the lowest finite float, x - max and exp as two generics, a sum into a +0
// fill, then the reciprocal of the sum and a product (patterns/softmax.pdll,
// SoftmaxReciprocal*). e * (1/s) differs from e / s by rounding only, like
// the library's exp (docs/Semantics.md), so kmatch-verify compares within
// its tolerance; with specials, rows holding NaN or +inf, or only -inf, are
// NaN on both sides. Near misses stay generics.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials --seed=1 | FileCheck %s --check-prefix=SPECIALS
// VERIFY: kmatch-verify: 8 functions, 4 rewritten, 0 failures, 0 skipped{{$}}
// SPECIALS: kmatch-verify: 8 functions, 4 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11b = affine_map<(d0, d1, d2) -> (d0, d1, d2)>


// The keepdim sum, its reciprocal collapsed to the rows (IREE's form).
// CHECK-LABEL: func.func @tf_collapsed(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x3x5xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return
func.func @tf_collapsed(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %e = tensor.expand_shape %89 [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : tensor<1x2x3xf32> into tensor<1x2x3x1xf32>
  %90 = tensor.empty() : tensor<1x2x3x1xf32>
  %91 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e : tensor<1x2x3x1xf32>) outs(%90 : tensor<1x2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x1xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %c = tensor.collapse_shape %91 [[0], [1], [2, 3]] : tensor<1x2x3x1xf32> into tensor<1x2x3xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %c : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// The reciprocal on rows of rank n-1.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x3x5xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return
func.func @rows(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %90 = tensor.empty() : tensor<1x2x3xf32>
  %91 = linalg.generic {indexing_maps = [#map11b, #map11b], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x3xf32>) outs(%90 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// A -inf fill, as torch-mlir writes the max.
// CHECK-LABEL: func.func @ninf_collapsed(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x3x5xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return
func.func @ninf_collapsed(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %e = tensor.expand_shape %89 [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : tensor<1x2x3xf32> into tensor<1x2x3x1xf32>
  %90 = tensor.empty() : tensor<1x2x3x1xf32>
  %91 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e : tensor<1x2x3x1xf32>) outs(%90 : tensor<1x2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x1xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %c = tensor.collapse_shape %91 [[0], [1], [2, 3]] : tensor<1x2x3x1xf32> into tensor<1x2x3xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %c : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// CHECK-LABEL: func.func @ninf_rows(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x3x5xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return
func.func @ninf_rows(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %90 = tensor.empty() : tensor<1x2x3xf32>
  %91 = linalg.generic {indexing_maps = [#map11b, #map11b], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x3xf32>) outs(%90 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// Near miss: 2 / s, not the reciprocal.
// CHECK-LABEL: func.func @nm_two_over_sum(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_two_over_sum(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 2.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %90 = tensor.empty() : tensor<1x2x3xf32>
  %91 = linalg.generic {indexing_maps = [#map11b, #map11b], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x3xf32>) outs(%90 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// Near miss: a fill of -1e30 is not the lowest float: a row of values
// below it gets another max.
// CHECK-LABEL: func.func @nm_other_fill(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_other_fill(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant -1.0e+30 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %e = tensor.expand_shape %89 [[0], [1], [2, 3]] output_shape [1, 2, 3, 1] : tensor<1x2x3xf32> into tensor<1x2x3x1xf32>
  %90 = tensor.empty() : tensor<1x2x3x1xf32>
  %91 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e : tensor<1x2x3x1xf32>) outs(%90 : tensor<1x2x3x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x1xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %c = tensor.collapse_shape %91 [[0], [1], [2, 3]] : tensor<1x2x3x1xf32> into tensor<1x2x3xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %c : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// Near miss: s / 1 is the sum, not its reciprocal.
// CHECK-LABEL: func.func @nm_sum_over_one(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_sum_over_one(%x: tensor<1x2x3x5xf32>) -> tensor<1x2x3x5xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %90 = tensor.empty() : tensor<1x2x3xf32>
  %91 = linalg.generic {indexing_maps = [#map11b, #map11b], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x3xf32>) outs(%90 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93 : tensor<1x2x3x5xf32>
}


// Near miss: the reciprocal is also returned; the launch does not compute it.
// CHECK-LABEL: func.func @nm_reciprocal_returned(
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_reciprocal_returned(%x: tensor<1x2x3x5xf32>) -> (tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) {
  %lowest = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %80 = tensor.empty() : tensor<1x2x3xf32>
  %81 = linalg.fill ins(%lowest : f32) outs(%80 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %82 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x5xf32>) outs(%81 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %83 = tensor.empty() : tensor<1x2x3x5xf32>
  %84 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %82 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%83 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.subf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %85 = tensor.empty() : tensor<1x2x3x5xf32>
  %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84 : tensor<1x2x3x5xf32>) outs(%85 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.exp %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  %87 = tensor.empty() : tensor<1x2x3xf32>
  %88 = linalg.fill ins(%zero : f32) outs(%87 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
  %89 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%86 : tensor<1x2x3x5xf32>) outs(%88 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %90 = tensor.empty() : tensor<1x2x3xf32>
  %91 = linalg.generic {indexing_maps = [#map11b, #map11b], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89 : tensor<1x2x3xf32>) outs(%90 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.divf %one, %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3xf32>
  %92 = tensor.empty() : tensor<1x2x3x5xf32>
  %93 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>) outs(%92 : tensor<1x2x3x5xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<1x2x3x5xf32>
  return %93, %91 : tensor<1x2x3x5xf32>, tensor<1x2x3xf32>
}
