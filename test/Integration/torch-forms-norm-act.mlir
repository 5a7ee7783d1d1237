// Normalizations, activations and attention as torch-mlir decomposes them:
// softmax and log_softmax over a non-last dim, softmax whose max is aten.max.dim
// (values and indices, two outputs: one @softmax), layer_norm without affine, group_norm
// (view to [N, G, -1] and back), instance_norm, GELU's tanh form as
// torch-mlir writes it (math.fpowi, beta 0.7977240352174656, not sqrt(2/pi):
// not fused as GELU), leaky_relu, elu, hardtanh with unusual bounds, mish,
// SiLU, tanh, and scaled_dot_product_attention with a causal mask.
// kmatch-verify runs every function against upstream's lowering, and again
// with --specials in the module marked kmatch.nan_exact, where every launch
// must give the IR's NaN, Inf and signed zeros.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// VERIFY: kmatch-verify: 17 functions, 12 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 17 functions, 12 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#r1 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#k23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#last = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#last4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#mask4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>

module {

// softmax over dim 1 of [2, 5, 3] (amax, exp(x - max), sum, divide; keepdim maps (d0, 0, d2)).
// CHECK-LABEL: func.func @softmax_dim1(
// CHECK-NOT: kernel.launch
func.func @softmax_dim1(%x: tensor<2x5x3xf32>) -> tensor<2x5x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %er = tensor.empty() : tensor<2x1x3xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %m = linalg.generic {indexing_maps = [#id3, #r1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<2x5x3xf32>) outs(%fm : tensor<2x1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x1x3xf32>
  %e = tensor.empty() : tensor<2x5x3xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #r1, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x5x3xf32>, tensor<2x1x3xf32>) outs(%e : tensor<2x5x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    %t = math.exp %s : f32
    linalg.yield %t : f32
  } -> tensor<2x5x3xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %s = linalg.generic {indexing_maps = [#id3, #r1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%ex : tensor<2x5x3xf32>) outs(%fs : tensor<2x1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x1x3xf32>
  %r = linalg.generic {indexing_maps = [#id3, #r1, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %s : tensor<2x5x3xf32>, tensor<2x1x3xf32>) outs(%e : tensor<2x5x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.divf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<2x5x3xf32>
  return %r : tensor<2x5x3xf32>
}

// softmax over the last dim exactly as DecomposeComplexOps and TorchToLinalg emit it: the max is
// aten.max.dim (values and i64 indices, two outputs, the indices unused), x - max and exp are two
// generics (aten.sub.Tensor, aten.exp): one @softmax (test/Templates/softmax-argmax.mlir).
// CHECK-LABEL: func.func @softmax_maxdim(
// CHECK: kernel.launch @softmax(
func.func @softmax_maxdim(%x: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %ei = tensor.empty() : tensor<2x4x1xi64>
  %fi = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<2x4x1xi64>) -> tensor<2x4x1xi64>
  %m:2 = linalg.generic {indexing_maps = [#id3, #last, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm, %fi : tensor<2x4x1xf32>, tensor<2x4x1xi64>) {
  ^bb0(%in: f32, %out: f32, %out_0: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %si = arith.select %gt, %ii, %out_0 : i64
    linalg.yield %mx, %si : f32, i64
  } -> (tensor<2x4x1xf32>, tensor<2x4x1xi64>)
  %e = tensor.empty() : tensor<2x4x6xf32>
  %sb = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m#0 : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sb : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %r = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %s : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.divf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// log_softmax over dim 1: (x - max) - log(sum(exp(x - max))).
// CHECK-LABEL: func.func @log_softmax_dim1(
// CHECK-NOT: kernel.launch
func.func @log_softmax_dim1(%x: tensor<2x5x3xf32>) -> tensor<2x5x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %er = tensor.empty() : tensor<2x1x3xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %m = linalg.generic {indexing_maps = [#id3, #r1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%x : tensor<2x5x3xf32>) outs(%fm : tensor<2x1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x1x3xf32>
  %e = tensor.empty() : tensor<2x5x3xf32>
  %sh = linalg.generic {indexing_maps = [#id3, #r1, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x5x3xf32>, tensor<2x1x3xf32>) outs(%e : tensor<2x5x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x5x3xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sh : tensor<2x5x3xf32>) outs(%e : tensor<2x5x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x5x3xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x1x3xf32>) -> tensor<2x1x3xf32>
  %s = linalg.generic {indexing_maps = [#id3, #r1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%ex : tensor<2x5x3xf32>) outs(%fs : tensor<2x1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x1x3xf32>
  %lg = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x1x3xf32>) outs(%er : tensor<2x1x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = math.log %in : f32
    linalg.yield %l : f32
  } -> tensor<2x1x3xf32>
  %r = linalg.generic {indexing_maps = [#id3, #r1, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sh, %lg : tensor<2x5x3xf32>, tensor<2x1x3xf32>) outs(%e : tensor<2x5x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.subf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<2x5x3xf32>
  return %r : tensor<2x5x3xf32>
}

// log_softmax over the last dim.
// CHECK-LABEL: func.func @log_softmax_last(
// CHECK-NOT: kernel.launch
func.func @log_softmax_last(%x: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.000000e+00 : f32
  %er = tensor.empty() : tensor<2x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %m = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x6xf32>) outs(%fm : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %e = tensor.empty() : tensor<2x4x6xf32>
  %sh = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.subf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<2x4x6xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sh : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.exp %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x6xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x6xf32>) outs(%fs : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %lg = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x1xf32>) outs(%er : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %l = math.log %in : f32
    linalg.yield %l : f32
  } -> tensor<2x4x1xf32>
  %r = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sh, %lg : tensor<2x4x6xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.subf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// layer_norm over the last dim without affine (elementwise_affine=False).
// CHECK-LABEL: func.func @layer_norm_noaffine(
// CHECK-NOT: kernel.launch
func.func @layer_norm_noaffine(%x: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %er = tensor.empty() : tensor<2x4x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x1xf32>) outs(%er : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<2x4x1xf32>
  %e = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.subf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.mulf %in, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %vs = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%vs : tensor<2x4x1xf32>) outs(%er : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.divf %in, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%er : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %te = arith.truncf %eps : f64 to f32
    %t = arith.addf %in, %te : f32
    %r = math.rsqrt %t : f32
    linalg.yield %r : f32
  } -> tensor<2x4x1xf32>
  %y = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e : tensor<2x4x8xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.mulf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y : tensor<2x4x8xf32>
}

// group_norm, 2 groups over [2, 4, 3, 3]: view to [2, 2, 18], normalize over the last dim, view back,
// then the per-channel affine. gamma and beta are [4].
// CHECK-LABEL: func.func @group_norm(
// CHECK-NOT: kernel.launch
func.func @group_norm(%x: tensor<2x4x3x3xf32>, %g: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<2x4x3x3xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 1.800000e+01 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 3, 3] : tensor<2x4x3x3xf32> into tensor<2x2x2x3x3xf32>
  %xv = tensor.collapse_shape %xe [[0], [1], [2, 3, 4]] : tensor<2x2x2x3x3xf32> into tensor<2x2x18xf32>
  %er = tensor.empty() : tensor<2x2x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%er : tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %s = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%xv : tensor<2x2x18xf32>) outs(%f : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x2x1xf32>
  %mean = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x2x1xf32>) outs(%er : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<2x2x1xf32>
  %e = tensor.empty() : tensor<2x2x18xf32>
  %d = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%xv, %mean : tensor<2x2x18xf32>, tensor<2x2x1xf32>) outs(%e : tensor<2x2x18xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.subf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x2x18xf32>
  %sq = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x2x18xf32>) outs(%e : tensor<2x2x18xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.mulf %in, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x2x18xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %vs = linalg.generic {indexing_maps = [#id3, #last], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x2x18xf32>) outs(%f2 : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x2x1xf32>
  %var = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%vs : tensor<2x2x1xf32>) outs(%er : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.divf %in, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x2x1xf32>
  %rstd = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x2x1xf32>) outs(%er : tensor<2x2x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %te = arith.truncf %eps : f64 to f32
    %t = arith.addf %in, %te : f32
    %r = math.rsqrt %t : f32
    linalg.yield %r : f32
  } -> tensor<2x2x1xf32>
  %y = linalg.generic {indexing_maps = [#id3, #last, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x2x18xf32>, tensor<2x2x1xf32>) outs(%e : tensor<2x2x18xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.mulf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x2x18xf32>
  %ye = tensor.expand_shape %y [[0], [1], [2, 3, 4]] output_shape [2, 2, 2, 3, 3] : tensor<2x2x18xf32> into tensor<2x2x2x3x3xf32>
  %yv = tensor.collapse_shape %ye [[0], [1, 2], [3], [4]] : tensor<2x2x2x3x3xf32> into tensor<2x4x3x3xf32>
  %e4 = tensor.empty() : tensor<2x4x3x3xf32>
  %yg = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%yv, %g : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%e4 : tensor<2x4x3x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.mulf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x3x3xf32>
  %yb = linalg.generic {indexing_maps = [#id4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%yg, %b : tensor<2x4x3x3xf32>, tensor<4xf32>) outs(%e4 : tensor<2x4x3x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.addf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x3x3xf32>
  return %yb : tensor<2x4x3x3xf32>
}

// instance_norm over [2, 3, 4, 4]: mean and var over H, W (keepdim), normalize, per-channel affine.
// CHECK-LABEL: func.func @instance_norm(
// CHECK: kernel.launch @avgpool2d(
func.func @instance_norm(%x: tensor<2x3x4x4xf32>, %g: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<2x3x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 1.600000e+01 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %er = tensor.empty() : tensor<2x3x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%er : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %s = linalg.generic {indexing_maps = [#id4, #k23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%x : tensor<2x3x4x4xf32>) outs(%f : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x3x1x1xf32>
  %mean = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x3x1x1xf32>) outs(%er : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %n : f32
    linalg.yield %d : f32
  } -> tensor<2x3x1x1xf32>
  %e = tensor.empty() : tensor<2x3x4x4xf32>
  %d = linalg.generic {indexing_maps = [#id4, #k23, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x3x4x4xf32>, tensor<2x3x1x1xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %t = arith.subf %in, %in_1 : f32
    linalg.yield %t : f32
  } -> tensor<2x3x4x4xf32>
  %sq = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<2x3x4x4xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.mulf %in, %in : f32
    linalg.yield %t : f32
  } -> tensor<2x3x4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er : tensor<2x3x1x1xf32>) -> tensor<2x3x1x1xf32>
  %vs = linalg.generic {indexing_maps = [#id4, #k23], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%sq : tensor<2x3x4x4xf32>) outs(%f2 : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x3x1x1xf32>
  %rstd = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%vs : tensor<2x3x1x1xf32>) outs(%er : tensor<2x3x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.divf %in, %n : f32
    %te = arith.truncf %eps : f64 to f32
    %t = arith.addf %v, %te : f32
    %r = math.rsqrt %t : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1x1xf32>
  %y = linalg.generic {indexing_maps = [#id4, #k23, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %rstd, %g, %b : tensor<2x3x4x4xf32>, tensor<2x3x1x1xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<2x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %out: f32):
    %t = arith.mulf %in, %in_1 : f32
    %t2 = arith.mulf %t, %in_2 : f32
    %t3 = arith.addf %t2, %in_3 : f32
    linalg.yield %t3 : f32
  } -> tensor<2x3x4x4xf32>
  return %y : tensor<2x3x4x4xf32>
}

// Each activation after a Linear (transpose + matmul + bias add), where fusion into gemm_bias_act could apply.
// gelu(approximate="tanh") as torch-mlir's payload: x^3 by fpowi, beta * (x + kappa * x^3), tanh, 0.5 * (1 + t), x * that.
// CHECK-LABEL: func.func @gelu_tanh_fpowi(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @gelu_tanh_fpowi(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c3_i64 = arith.constant 3 : i64
  %kappa = arith.constant 4.471500e-02 : f32
  %beta = arith.constant 0.797724068 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.fpowi %in, %c3_i64 : f32, i64
    %k = arith.mulf %c, %kappa : f32
    %s = arith.addf %in, %k : f32
    %bs = arith.mulf %beta, %s : f32
    %t = math.tanh %bs : f32
    %op = arith.addf %one, %t : f32
    %h = arith.mulf %half, %op : f32
    %g = arith.mulf %in, %h : f32
    linalg.yield %g : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// The same with x * x * x.
// CHECK-LABEL: func.func @gelu_tanh_mul(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 3 : i32
func.func @gelu_tanh_mul(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %kappa = arith.constant 4.471500e-02 : f32
  %beta = arith.constant 0.797884583 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.mulf %in, %in : f32
    %c = arith.mulf %c0, %in : f32
    %k = arith.mulf %c, %kappa : f32
    %s = arith.addf %in, %k : f32
    %bs = arith.mulf %beta, %s : f32
    %t = math.tanh %bs : f32
    %op = arith.addf %one, %t : f32
    %h = arith.mulf %half, %op : f32
    %g = arith.mulf %in, %h : f32
    linalg.yield %g : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// x * x * x with torch-mlir's beta 0.7977240352174656 (not sqrt(2/pi)): not GELU's constant.
// CHECK-LABEL: func.func @gelu_tanh_mul_torch_beta(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @gelu_tanh_mul_torch_beta(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %kappa = arith.constant 4.471500e-02 : f32
  %beta = arith.constant 0.797724068 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c0 = arith.mulf %in, %in : f32
    %c = arith.mulf %c0, %in : f32
    %k = arith.mulf %c, %kappa : f32
    %s = arith.addf %in, %k : f32
    %bs = arith.mulf %beta, %s : f32
    %t = math.tanh %bs : f32
    %op = arith.addf %one, %t : f32
    %h = arith.mulf %half, %op : f32
    %g = arith.mulf %in, %h : f32
    linalg.yield %g : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// leaky_relu(0.01): select(x >u 0, x, 0) + select(x >u 0, 0, x) * slope (truncf of the f64 slope).
// CHECK-LABEL: func.func @leaky_relu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @leaky_relu(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %slope = arith.constant 1.000000e-02 : f64
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %pos = arith.select %p, %in, %cst : f32
    %neg = arith.select %p, %cst, %in : f32
    %s = arith.truncf %slope : f64 to f32
    %sn = arith.mulf %neg, %s : f32
    %o = arith.addf %pos, %sn : f32
    linalg.yield %o : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// elu(alpha=1): select(x >u 0, x * scale, (exp(x * in_scale) - 1) * alpha * scale).
// CHECK-LABEL: func.func @elu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @elu(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %pos = arith.mulf %in, %one : f32
    %sc = arith.mulf %in, %one : f32
    %ex = math.expm1 %sc : f32
    %neg = arith.mulf %ex, %one : f32
    %o = arith.select %p, %pos, %neg : f32
    linalg.yield %o : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// hardtanh(-2, 0.5) and hardtanh(-3, -1) (torch-mlir's clamp selects), after a Linear.
// CHECK-LABEL: func.func @hardtanh_odd(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @hardtanh_odd(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %lo = arith.constant -2.000000e+00 : f32
  %hi = arith.constant 5.000000e-01 : f32
  %lo2 = arith.constant -3.000000e+00 : f32
  %hi2 = arith.constant -1.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %s = arith.select %p, %lo, %in : f32
    %q = arith.cmpf ugt, %s, %hi : f32
    %t = arith.select %q, %hi, %s : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  %e2 = tensor.empty() : tensor<4x6xf32>
  %r2 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e2 : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ult, %in, %lo2 : f32
    %s = arith.select %p, %lo2, %in : f32
    %q = arith.cmpf ugt, %s, %hi2 : f32
    %t = arith.select %q, %hi2, %s : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  return %r, %r2 : tensor<4x6xf32>, tensor<4x6xf32>
}

// mish: x * tanh(softplus(x)), softplus(x) = x * 1 > 20 ? x : log1p(exp(x * 1)) / 1.
// CHECK-LABEL: func.func @mish(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @mish(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %thr = arith.constant 2.000000e+01 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %sp = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %xb = arith.mulf %in, %one : f32
    %gt = arith.cmpf ogt, %xb, %thr : f32
    %ex = math.exp %xb : f32
    %l = math.log1p %ex : f32
    %d = arith.divf %l, %one : f32
    %s = arith.select %gt, %in, %d : f32
    linalg.yield %s : f32
  } -> tensor<4x6xf32>
  %th = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sp : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %th : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.mulf %in, %in_1 : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// silu (sigmoid generic, then x * s) and tanh, after a Linear.
// CHECK-LABEL: func.func @silu_tanh(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 8 : i32
// CHECK: kernel.launch @gemm(
func.func @silu_tanh(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %y = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<4x6xf32>, tensor<6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  %sg = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %a = arith.addf %ex, %one : f32
    %d = arith.divf %one, %a : f32
    linalg.yield %d : f32
  } -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%y, %sg : tensor<4x6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %m = arith.mulf %in, %in_1 : f32
    linalg.yield %m : f32
  } -> tensor<4x6xf32>
  %f2 = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm2 = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %e3 = tensor.empty() : tensor<4x6xf32>
  %th = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%mm2 : tensor<4x6xf32>) outs(%e3 : tensor<4x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<4x6xf32>
  return %r, %th : tensor<4x6xf32>, tensor<4x6xf32>
}

// scaled_dot_product_attention(q, k, v, is_causal=True), decomposed: q @ k^T (4-D matmul: collapse,
// batch_matmul, expand), * scale (D = 16: 0.25), + causal bias (0 / -inf constant), softmax over the
// last dim, @ v.
// CHECK-LABEL: func.func @sdpa_causal(
// CHECK: kernel.launch @batch_gemm(
// CHECK: kernel.launch @softmax(
// CHECK: kernel.launch @batch_gemm(
func.func @sdpa_causal(%q: tensor<1x2x4x16xf32>, %k: tensor<1x2x4x16xf32>, %v: tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 2.500000e-01 : f32
  %bias = arith.constant dense<[[0.0, 0xFF800000, 0xFF800000, 0xFF800000], [0.0, 0.0, 0xFF800000, 0xFF800000], [0.0, 0.0, 0.0, 0xFF800000], [0.0, 0.0, 0.0, 0.0]]> : tensor<4x4xf32>
  %ekt = tensor.empty() : tensor<1x2x16x4xf32>
  %kt = linalg.transpose ins(%k : tensor<1x2x4x16xf32>) outs(%ekt : tensor<1x2x16x4xf32>) permutation = [0, 1, 3, 2]
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<1x2x4x16xf32> into tensor<2x4x16xf32>
  %ktc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x2x16x4xf32> into tensor<2x16x4xf32>
  %es = tensor.empty() : tensor<2x4x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s3 = linalg.batch_matmul ins(%qc, %ktc : tensor<2x4x16xf32>, tensor<2x16x4xf32>) outs(%fs : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = tensor.expand_shape %s3 [[0, 1], [2], [3]] output_shape [1, 2, 4, 4] : tensor<2x4x4xf32> into tensor<1x2x4x4xf32>
  %e4 = tensor.empty() : tensor<1x2x4x4xf32>
  %sc = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %scale : f32
    linalg.yield %m : f32
  } -> tensor<1x2x4x4xf32>
  %sm = linalg.generic {indexing_maps = [#id4, #mask4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sc, %bias : tensor<1x2x4x4xf32>, tensor<4x4xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<1x2x4x4xf32>
  %er = tensor.empty() : tensor<1x2x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
  %mx = linalg.generic {indexing_maps = [#id4, #last4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sm : tensor<1x2x4x4xf32>) outs(%fm : tensor<1x2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x4x1xf32>
  %ex = linalg.generic {indexing_maps = [#id4, #last4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sm, %mx : tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.subf %in, %in_1 : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<1x2x4x4xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<1x2x4x1xf32>) -> tensor<1x2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #last4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%ex : tensor<1x2x4x4xf32>) outs(%fz : tensor<1x2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x4x1xf32>
  %p = linalg.generic {indexing_maps = [#id4, #last4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<1x2x4x4xf32>, tensor<1x2x4x1xf32>) outs(%e4 : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.divf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<1x2x4x4xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x2x4x4xf32> into tensor<2x4x4xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<1x2x4x16xf32> into tensor<2x4x16xf32>
  %eo = tensor.empty() : tensor<2x4x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %o3 = linalg.batch_matmul ins(%pc, %vc : tensor<2x4x4xf32>, tensor<2x4x16xf32>) outs(%fo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %o = tensor.expand_shape %o3 [[0, 1], [2], [3]] output_shape [1, 2, 4, 16] : tensor<2x4x16xf32> into tensor<1x2x4x16xf32>
  return %o : tensor<1x2x4x16xf32>
}

// The same with an additive float mask argument (attn_mask) and a fully masked row possible.
// CHECK-LABEL: func.func @sdpa_mask_arg(
// CHECK: kernel.launch @batch_gemm(
// CHECK: kernel.launch @softmax(
// CHECK: kernel.launch @batch_gemm(
func.func @sdpa_mask_arg(%q: tensor<2x4x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %bias: tensor<4x4xf32>) -> tensor<2x4x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 2.500000e-01 : f32
  %ekt = tensor.empty() : tensor<2x16x4xf32>
  %kt = linalg.transpose ins(%k : tensor<2x4x16xf32>) outs(%ekt : tensor<2x16x4xf32>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<2x4x4xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x4x16xf32>, tensor<2x16x4xf32>) outs(%fs : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %sc = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x4xf32>) outs(%es : tensor<2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %scale : f32
    linalg.yield %m : f32
  } -> tensor<2x4x4xf32>
  %sm = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d1, d2)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sc, %bias : tensor<2x4x4xf32>, tensor<4x4xf32>) outs(%es : tensor<2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<2x4x4xf32>
  %er = tensor.empty() : tensor<2x4x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %mx = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sm : tensor<2x4x4xf32>) outs(%fm : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %ex = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sm, %mx : tensor<2x4x4xf32>, tensor<2x4x1xf32>) outs(%es : tensor<2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.subf %in, %in_1 : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<2x4x4xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %sum = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x4x4xf32>) outs(%fz : tensor<2x4x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<2x4x1xf32>
  %p = linalg.generic {indexing_maps = [#id3, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<2x4x4xf32>, tensor<2x4x1xf32>) outs(%es : tensor<2x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %d = arith.divf %in, %in_1 : f32
    linalg.yield %d : f32
  } -> tensor<2x4x4xf32>
  %eo = tensor.empty() : tensor<2x4x16xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x4x4xf32>, tensor<2x4x16xf32>) outs(%fo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %o : tensor<2x4x16xf32>
}

}
