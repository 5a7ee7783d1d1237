// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 19 functions, 4 rewritten, 0 failures

// torch-mlir's aten._softmax over the last dim: four generics become one call.
// CHECK-LABEL: func.func @softmax_torch(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3x5xf32>
// CHECK: %[[Y:.*]] = kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
// CHECK: return %[[Y]]
func.func @softmax_torch(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Rank 2, dynamic rows, in a kmatch.nan_exact function: the shim sets the
// rows the IR makes NaN (README, Semantics), so softmax stays matched.
// CHECK-LABEL: func.func @softmax_dynamic_nan_exact(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x9xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
func.func @softmax_dynamic_nan_exact(%x: tensor<?x9xf32>) -> tensor<?x9xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0 : index
  %r = tensor.dim %x, %c0 : tensor<?x9xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty(%r) : tensor<?x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x9xf32>) outs(%f0 : tensor<?x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<?x1xf32>
  %e1 = tensor.empty(%r) : tensor<?x9xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<?x9xf32>, tensor<?x1xf32>) outs(%e1 : tensor<?x9xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<?x9xf32>
  %e2 = tensor.empty(%r) : tensor<?x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<?x9xf32>) outs(%f2 : tensor<?x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %o, %a : f32
    linalg.yield %v : f32
  } -> tensor<?x1xf32>
  %e3 = tensor.empty(%r) : tensor<?x9xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %sm : tensor<?x9xf32>, tensor<?x1xf32>) outs(%e3 : tensor<?x9xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<?x9xf32>
  return %y : tensor<?x9xf32>
}

// -----

// Rows without the keepdim unit dim (max and sum as tensor<4xf32>).
// CHECK-LABEL: func.func @softmax_rows_dropped(
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x9xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = -1 : i64, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @softmax_rows_dropped(%x: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x9xf32>) outs(%f0 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4x9xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<4x9xf32>, tensor<4xf32>) outs(%e1 : tensor<4x9xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<4x9xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<4x9xf32>) outs(%f2 : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %e3 = tensor.empty() : tensor<4x9xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %sm : tensor<4x9xf32>, tensor<4xf32>) outs(%e3 : tensor<4x9xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<4x9xf32>
  return %y : tensor<4x9xf32>
}

// -----

// Near miss: a row value indexed by the column (d1) instead of the row.
// CHECK-LABEL: func.func @nm_rows_by_column(
// CHECK-NOT: kernel.launch
func.func @nm_rows_by_column(%x: tensor<9x9xf32>) -> tensor<9x9xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<9xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<9xf32>) -> tensor<9xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<9x9xf32>) outs(%f0 : tensor<9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.maximumf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<9xf32>
  %e1 = tensor.empty() : tensor<9x9xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mx : tensor<9x9xf32>, tensor<9xf32>) outs(%e1 : tensor<9x9xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<9x9xf32>
  %e2 = tensor.empty() : tensor<9xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<9xf32>) -> tensor<9xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<9x9xf32>) outs(%f2 : tensor<9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  } -> tensor<9xf32>
  %e3 = tensor.empty() : tensor<9x9xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%e, %sm : tensor<9x9xf32>, tensor<9xf32>) outs(%e3 : tensor<9x9xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %v = arith.divf %a, %s : f32
    linalg.yield %v : f32
  } -> tensor<9x9xf32>
  return %y : tensor<9x9xf32>
}

// -----

// linalg.softmax, tensors, any dimension.
// CHECK-LABEL: func.func @softmax_named(
// CHECK-SAME: %[[X:[^:]*]]: tensor<2x3x5xf32>
// CHECK: kernel.launch @softmax(%[[X]], %{{.*}}) {axis = 1 : i64, num_outs = 1 : i64}
func.func @softmax_named(%x: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %e = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<2x3x5xf32>) outs(%e : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: linalg.softmax in f64 (the library runs f32 only).
// CHECK-LABEL: func.func @softmax_named_f64(
// CHECK-NOT: kernel.launch
func.func @softmax_named_f64(%x: tensor<4x7xf64>) -> tensor<4x7xf64> {
  %e = tensor.empty() : tensor<4x7xf64>
  %y = linalg.softmax dimension(1) ins(%x : tensor<4x7xf64>) outs(%e : tensor<4x7xf64>) -> tensor<4x7xf64>
  return %y : tensor<4x7xf64>
}

// -----

// Near miss: the max starts from the lowest finite float, not -inf.
// CHECK-LABEL: func.func @nm_fill_lowest(
// CHECK-NOT: kernel.launch
func.func @nm_fill_lowest(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF7FFFFF : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: the sum starts from 1.
// CHECK-LABEL: func.func @nm_fill_sum_one(
// CHECK-NOT: kernel.launch
func.func @nm_fill_sum_one(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 1.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: maxnumf in the max (drops NaN).
// CHECK-LABEL: func.func @nm_maxnum(
// CHECK-NOT: kernel.launch
func.func @nm_maxnum(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maxnumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: a min reduction.
// CHECK-LABEL: func.func @nm_min(
// CHECK-NOT: kernel.launch
func.func @nm_min(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.minimumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: exp(x + m).
// CHECK-LABEL: func.func @nm_add_not_sub(
// CHECK-NOT: kernel.launch
func.func @nm_add_not_sub(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.addf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: exp(m - x).
// CHECK-LABEL: func.func @nm_sub_swapped(
// CHECK-NOT: kernel.launch
func.func @nm_sub_swapped(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %m, %a : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: no exp.
// CHECK-LABEL: func.func @nm_no_exp(
// CHECK-NOT: kernel.launch
func.func @nm_no_exp(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: a product, not a sum.
// CHECK-LABEL: func.func @nm_sum_mul(
// CHECK-NOT: kernel.launch
func.func @nm_sum_mul(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: e * s, not e / s.
// CHECK-LABEL: func.func @nm_mul_not_div(
// CHECK-NOT: kernel.launch
func.func @nm_mul_not_div(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.mulf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: s / e.
// CHECK-LABEL: func.func @nm_div_swapped(
// CHECK-NOT: kernel.launch
func.func @nm_div_swapped(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %s, %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: the exponentials have another use.
// CHECK-LABEL: func.func @nm_shared_exp(
// CHECK-NOT: kernel.launch
func.func @nm_shared_exp(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y, %e : tensor<2x3x5xf32>, tensor<2x3x5xf32>
}

// -----

// Near miss: the sum's last loop marked parallel.
// CHECK-LABEL: func.func @nm_sum_parallel(
// CHECK-NOT: kernel.launch
func.func @nm_sum_parallel(%x: tensor<2x3x5xf32>) -> (tensor<2x3x5xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x5xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x5xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x5xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e : tensor<2x3x5xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x5xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x5xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x5xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x5xf32>
  return %y : tensor<2x3x5xf32>
}

// -----

// Near miss: the max over the middle dim, then broadcast along the last.
// CHECK-LABEL: func.func @nm_wrong_axis(
// CHECK-NOT: kernel.launch
func.func @nm_wrong_axis(%x: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x3x1xf32>
  %f0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x3xf32>) outs(%f0 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e1 = tensor.empty() : tensor<2x3x3xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mx : tensor<2x3x3xf32>, tensor<2x3x1xf32>) outs(%e1 : tensor<2x3x3xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x3x3xf32>
  %e2 = tensor.empty() : tensor<2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%e : tensor<2x3x3xf32>) outs(%f2 : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %e3 = tensor.empty() : tensor<2x3x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %sm : tensor<2x3x3xf32>, tensor<2x3x1xf32>) outs(%e3 : tensor<2x3x3xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x3xf32>
  return %y : tensor<2x3x3xf32>
}
