// torch-mlir's softmax over the last dim as its TorchToLinalg lowering emits
// DecomposeComplexOps' chain: the row max is aten.max.dim, a generic with two
// outputs (the max, yielded first, and its index, which nothing reads), and
// x - max and exp are two generics; also the one-output max with the split
// exp, and the two-output max with a fused exp. Near misses: the index read,
// a max that drops NaN, max - x, x - max read elsewhere. kmatch-verify runs
// every function against upstream's lowering, plainly and, marked
// kmatch.nan_exact, with --specials.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// VERIFY: kmatch-verify: 8 functions, 3 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 8 functions, 3 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

module {

// torch-mlir's softmax as TorchToLinalg emits it: aten.max.dim (the max and
// its unused index, two outputs), x - max and exp as two generics, the sum
// and the divide: one call.
// CHECK-LABEL: func.func @argmax_split_exp(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK: %[[Y:.*]] = kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return %[[Y]]
func.func @argmax_split_exp(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// The aten.max.dim max with exp(x - max) in one generic (after elementwise
// fusion).
// CHECK-LABEL: func.func @argmax_fused_exp(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK: %[[Y:.*]] = kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return %[[Y]]
func.func @argmax_fused_exp(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// A one-output max (aten.amax) with x - max and exp as two generics.
// CHECK-LABEL: func.func @amax_split_exp(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK: %[[Y:.*]] = kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.
// CHECK: return %[[Y]]
func.func @amax_split_exp(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %m0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %mx = arith.maximumf %in, %out : f32
    linalg.yield %mx : f32
  } -> tensor<2x4x1xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// Near miss: the index result is returned; the launch computes no index.
// CHECK-LABEL: func.func @nm_index_used(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_index_used(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>, tensor<2x4x1xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y, %m#1 : tensor<2x4x6xf32>, tensor<2x4x1xi64>
}

// Near miss: the max yielded as select(in >o out, in, out), which drops a NaN
// row element (maximumf propagates it).
// CHECK-LABEL: func.func @nm_first_result_ogt_select(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_first_result_ogt_select(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %c = arith.cmpf ogt, %in, %out : f32
    %mx = arith.select %c, %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// Near miss: the max as maxnumf, which drops NaN.
// CHECK-LABEL: func.func @nm_first_result_maxnum(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_first_result_maxnum(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maxnumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// Near miss: max - x instead of x - max before the exp.
// CHECK-LABEL: func.func @nm_split_sub_swapped(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_split_sub_swapped(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in_1, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y : tensor<2x4x6xf32>
}

// Near miss: x - max is also returned; the launch would drop it.
// CHECK-LABEL: func.func @nm_split_diff_shared(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x4x6xf32>
// CHECK-NOT: kernel.launch
// CHECK: return
func.func @nm_split_diff_shared(%x: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>, tensor<2x4x6xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sm : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %q = arith.divf %in, %in_1 : f32
    linalg.yield %q : f32
  } -> tensor<2x4x6xf32>
  return %y, %d : tensor<2x4x6xf32>, tensor<2x4x6xf32>
}

}
