// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials --seed=1 | FileCheck %s --check-prefix=SPECIALS
// RUN: kmatch-verify %s --quiet --specials --seed=2 | FileCheck %s --check-prefix=SPECIALS
// RUN: kmatch-verify %s --quiet --specials --seed=3 | FileCheck %s --check-prefix=SPECIALS
// RUN: mlir-opt %s -split-input-file --canonicalize --cse --mlir-print-local-scope | kmatch-opt --kmatch-apply-templates | FileCheck %s --check-prefix=CSE
// VERIFY: kmatch-verify: 23 functions, 17 rewritten, 0 failures, 0 skipped{{$}}
// SPECIALS: kmatch-verify: 23 functions, 17 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)
// A near miss keeps its chain, but its own `* gamma + beta` tail (two
// generics along the last dim) is a @scale_shift launch
// (patterns/scale_shift.pdll, exact): the near misses expect exactly that one.
// After CSE (one +0 fill and one init per shape, as torch-mlir's pipeline may
// leave them) the same twelve chains are launches, and no near miss is.
// CSE-COUNT-12: kernel.launch @layernorm
// CSE-NOT: kernel.launch @layernorm

// Layer norm as torch-mlir itself emits it: DecomposeComplexOps rewrites
// aten.layer_norm into aten.native_layer_norm and that into mean.dim,
// expand_as, sub.Tensor, mul.Tensor(d, d), mean.dim, add.Scalar, rsqrt,
// expand_as, mul.Tensor (then mul.Tensor by the weight and add.Tensor of the
// bias); mean.dim becomes sum.dim_IntList and div.Scalar, expand_as becomes
// broadcast_to. TorchToLinalg then writes a +0 fill and a reduction generic
// per sum, one elementwise generic per op (size-1 dims read at index 0), a
// copying generic per broadcast, and mul.Tensor(d, d) with d as both inputs;
// canonicalization folds alpha (x * 1.0) away and leaves eps an f64 constant
// truncated in the body (layernorm.pdll's LayerNormExpanded* patterns).

// nn.LayerNorm(8) on [4, 8]: mean and rstd copied along the last dim (aten.expand_as), d * d as ins(d, d), eps added in its own generic, then rsqrt.
// CHECK-LABEL: func.func @ln_expand_rank2(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_rank2(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e12 = tensor.empty() : tensor<4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y3 : tensor<4x8xf32>
}

// -----

// nn.LayerNorm(8) on [2, 4, 8], eps the f64 that MLIR 22's canonicalizer leaves truncated in the body.
// CHECK-LABEL: func.func @ln_expand_rank3(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_rank3(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e2 = tensor.empty() : tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%e2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e3 = tensor.empty() : tensor<2x4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mean : tensor<2x4x1xf32>) outs(%e3 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e4 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e4 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %e5 = tensor.empty() : tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %d : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e5 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %er2 = tensor.empty() : tensor<2x4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e6 = tensor.empty() : tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%e6 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e7 = tensor.empty() : tensor<2x4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%e7 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e8 = tensor.empty() : tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ve : tensor<2x4x1xf32>) outs(%e8 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e9 = tensor.empty() : tensor<2x4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rstd : tensor<2x4x1xf32>) outs(%e9 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e10 = tensor.empty() : tensor<2x4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e10 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %e11 = tensor.empty() : tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %e12 = tensor.empty() : tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Rank 4 (a channels-last feature map normalized over C).
// CHECK-LABEL: func.func @ln_expand_rank4(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_rank4(%x: tensor<1x2x3x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<1x2x3x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<1x2x3x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x8xf32>) outs(%f1 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e2 = tensor.empty() : tensor<1x2x3x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s1 : tensor<1x2x3x1xf32>) outs(%e2 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e3 = tensor.empty() : tensor<1x2x3x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mean : tensor<1x2x3x1xf32>) outs(%e3 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x2x3x8xf32>
  %e4 = tensor.empty() : tensor<1x2x3x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e4 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %e5 = tensor.empty() : tensor<1x2x3x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %d : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e5 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %er2 = tensor.empty() : tensor<1x2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sq : tensor<1x2x3x8xf32>) outs(%f2 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e6 = tensor.empty() : tensor<1x2x3x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s2 : tensor<1x2x3x1xf32>) outs(%e6 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e7 = tensor.empty() : tensor<1x2x3x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%var : tensor<1x2x3x1xf32>) outs(%e7 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e8 = tensor.empty() : tensor<1x2x3x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ve : tensor<1x2x3x1xf32>) outs(%e8 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e9 = tensor.empty() : tensor<1x2x3x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rstd : tensor<1x2x3x1xf32>) outs(%e9 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x2x3x8xf32>
  %e10 = tensor.empty() : tensor<1x2x3x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e10 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %e11 = tensor.empty() : tensor<1x2x3x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<1x2x3x8xf32>, tensor<8xf32>) outs(%e11 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %e12 = tensor.empty() : tensor<1x2x3x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<1x2x3x8xf32>, tensor<8xf32>) outs(%e12 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  return %y3 : tensor<1x2x3x8xf32>
}

// -----

// elementwise_affine=False: gamma 1.0 and beta -0.0, so the launch adds nothing to d * rstd.
// CHECK-LABEL: func.func @ln_expand_noaffine_rank2(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-DAG: %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : tensor<8xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[ONE]], %[[NZ]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_noaffine_rank2(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y1 : tensor<4x8xf32>
}

// -----

// elementwise_affine=False on [2, 4, 8].
// CHECK-LABEL: func.func @ln_expand_noaffine_rank3(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-DAG: %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : tensor<8xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[ONE]], %[[NZ]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_noaffine_rank3(%x: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e2 = tensor.empty() : tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%e2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e3 = tensor.empty() : tensor<2x4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mean : tensor<2x4x1xf32>) outs(%e3 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e4 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e4 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %e5 = tensor.empty() : tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %d : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e5 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %er2 = tensor.empty() : tensor<2x4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e6 = tensor.empty() : tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%e6 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e7 = tensor.empty() : tensor<2x4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%e7 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e8 = tensor.empty() : tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ve : tensor<2x4x1xf32>) outs(%e8 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e9 = tensor.empty() : tensor<2x4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rstd : tensor<2x4x1xf32>) outs(%e9 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e10 = tensor.empty() : tensor<2x4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e10 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y1 : tensor<2x4x8xf32>
}

// -----

// elementwise_affine=False on rank 4.
// CHECK-LABEL: func.func @ln_expand_noaffine_rank4(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-DAG: %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : tensor<8xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[ONE]], %[[NZ]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_noaffine_rank4(%x: tensor<1x2x3x8xf32>) -> (tensor<1x2x3x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<1x2x3x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x3x8xf32>) outs(%f1 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e2 = tensor.empty() : tensor<1x2x3x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s1 : tensor<1x2x3x1xf32>) outs(%e2 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e3 = tensor.empty() : tensor<1x2x3x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mean : tensor<1x2x3x1xf32>) outs(%e3 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x2x3x8xf32>
  %e4 = tensor.empty() : tensor<1x2x3x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e4 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %e5 = tensor.empty() : tensor<1x2x3x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %d : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e5 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  %er2 = tensor.empty() : tensor<1x2x3x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<1x2x3x1xf32>) -> tensor<1x2x3x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sq : tensor<1x2x3x8xf32>) outs(%f2 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e6 = tensor.empty() : tensor<1x2x3x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s2 : tensor<1x2x3x1xf32>) outs(%e6 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e7 = tensor.empty() : tensor<1x2x3x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%var : tensor<1x2x3x1xf32>) outs(%e7 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e8 = tensor.empty() : tensor<1x2x3x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ve : tensor<1x2x3x1xf32>) outs(%e8 : tensor<1x2x3x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x1xf32>
  %e9 = tensor.empty() : tensor<1x2x3x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rstd : tensor<1x2x3x1xf32>) outs(%e9 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x2x3x8xf32>
  %e10 = tensor.empty() : tensor<1x2x3x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<1x2x3x8xf32>, tensor<1x2x3x8xf32>) outs(%e10 : tensor<1x2x3x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x2x3x8xf32>
  return %y1 : tensor<1x2x3x8xf32>
}

// -----

// Unbiased variance (sum / (N - 1)): not layer norm.
// CHECK-LABEL: func.func @nm_expand_unbiased(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_expand_unbiased(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 7.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e12 = tensor.empty() : tensor<4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y3 : tensor<4x8xf32>
}

// -----

// Unbiased variance without affine.
// CHECK-LABEL: func.func @nm_expand_unbiased_noaffine(
// CHECK-NOT: kernel.launch
func.func @nm_expand_unbiased_noaffine(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 7.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y1 : tensor<4x8xf32>
}

// -----

// rsqrt(var) + eps: eps on the wrong side of the rsqrt.
// CHECK-LABEL: func.func @nm_expand_eps_after_rsqrt(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_expand_eps_after_rsqrt(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e12 = tensor.empty() : tensor<4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y3 : tensor<4x8xf32>
}

// -----

// rsqrt(var) + eps without affine.
// CHECK-LABEL: func.func @nm_expand_eps_after_rsqrt_noaffine(
// CHECK-NOT: kernel.launch
func.func @nm_expand_eps_after_rsqrt_noaffine(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y1 : tensor<4x8xf32>
}

// -----

// The mean summed over dim 0 of a square x (column means), copied along the rows.
// CHECK-LABEL: func.func @nm_expand_mean_wrong_dim(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_expand_mean_wrong_dim(%x: tensor<8x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<8x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<8x1xf32>) -> tensor<8x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, 0)>], iterator_types = ["reduction", "parallel"]} ins(%x : tensor<8x8xf32>) outs(%f1 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e2 = tensor.empty() : tensor<8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<8x1xf32>) outs(%e2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<8x1xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e4 = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e4 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e5 = tensor.empty() : tensor<8x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e5 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %er2 = tensor.empty() : tensor<8x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x8xf32>) outs(%f2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e6 = tensor.empty() : tensor<8x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<8x1xf32>) outs(%e6 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e7 = tensor.empty() : tensor<8x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<8x1xf32>) outs(%e7 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e8 = tensor.empty() : tensor<8x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<8x1xf32>) outs(%e8 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e9 = tensor.empty() : tensor<8x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<8x1xf32>) outs(%e9 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e10 = tensor.empty() : tensor<8x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e10 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e11 = tensor.empty() : tensor<8x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<8x8xf32>, tensor<8xf32>) outs(%e11 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e12 = tensor.empty() : tensor<8x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<8x8xf32>, tensor<8xf32>) outs(%e12 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y3 : tensor<8x8xf32>
}

// -----

// Row means copied transposed (mb[i][j] = mean[j]): x minus another row's mean.
// CHECK-LABEL: func.func @nm_expand_mean_copy_wrong(
// CHECK-NOT: kernel.launch
func.func @nm_expand_mean_copy_wrong(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<8x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<8x1xf32>) -> tensor<8x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x8xf32>) outs(%f1 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e2 = tensor.empty() : tensor<8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<8x1xf32>) outs(%e2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<8x1xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e4 = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e4 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e5 = tensor.empty() : tensor<8x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e5 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %er2 = tensor.empty() : tensor<8x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x8xf32>) outs(%f2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e6 = tensor.empty() : tensor<8x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<8x1xf32>) outs(%e6 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e7 = tensor.empty() : tensor<8x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<8x1xf32>) outs(%e7 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e8 = tensor.empty() : tensor<8x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<8x1xf32>) outs(%e8 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e9 = tensor.empty() : tensor<8x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<8x1xf32>) outs(%e9 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e10 = tensor.empty() : tensor<8x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e10 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y1 : tensor<8x8xf32>
}

// -----

// rstd also returned (native_layer_norm's third result used).
// CHECK-LABEL: func.func @nm_expand_extra_use(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_expand_extra_use(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x1xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e12 = tensor.empty() : tensor<4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y3, %rstd : tensor<4x8xf32>, tensor<4x1xf32>
}

// -----

// rstd also returned, without affine.
// CHECK-LABEL: func.func @nm_expand_extra_use_noaffine(
// CHECK-NOT: kernel.launch
func.func @nm_expand_extra_use_noaffine(%x: tensor<2x4x8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x1xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e2 = tensor.empty() : tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%e2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e3 = tensor.empty() : tensor<2x4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mean : tensor<2x4x1xf32>) outs(%e3 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e4 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e4 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %e5 = tensor.empty() : tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %d : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e5 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %er2 = tensor.empty() : tensor<2x4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e6 = tensor.empty() : tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%e6 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e7 = tensor.empty() : tensor<2x4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%e7 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e8 = tensor.empty() : tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ve : tensor<2x4x1xf32>) outs(%e8 : tensor<2x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e9 = tensor.empty() : tensor<2x4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rstd : tensor<2x4x1xf32>) outs(%e9 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x4x8xf32>
  %e10 = tensor.empty() : tensor<2x4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<2x4x8xf32>, tensor<2x4x8xf32>) outs(%e10 : tensor<2x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y1, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>
}

// -----

// The chain in f64: the kernel is f32 only.
// CHECK-LABEL: func.func @nm_expand_f64(
// CHECK-NOT: kernel.launch
func.func @nm_expand_f64(%x: tensor<4x8xf64>, %g: tensor<8xf64>, %b: tensor<8xf64>) -> (tensor<4x8xf64>) {
  %zero = arith.constant 0.000000e+00 : f64
  %n = arith.constant 8.000000e+00 : f64
  %nv = arith.constant 8.000000e+00 : f64
  %eps = arith.constant 9.99999974E-6 : f64
  %er1 = tensor.empty() : tensor<4x1xf64>
  %f1 = linalg.fill ins(%zero : f64) outs(%er1 : tensor<4x1xf64>) -> tensor<4x1xf64>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf64>) outs(%f1 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = arith.addf %in0, %out : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e2 = tensor.empty() : tensor<4x1xf64>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf64>) outs(%e2 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = arith.divf %in0, %n : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e3 = tensor.empty() : tensor<4x8xf64>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf64>) outs(%e3 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %out: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8xf64>
  %e4 = tensor.empty() : tensor<4x8xf64>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e4 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %out: f64):
    %t = arith.subf %in0, %in1 : f64
    linalg.yield %t : f64
  } -> tensor<4x8xf64>
  %e5 = tensor.empty() : tensor<4x8xf64>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e5 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %out: f64):
    %t = arith.mulf %in0, %in1 : f64
    linalg.yield %t : f64
  } -> tensor<4x8xf64>
  %er2 = tensor.empty() : tensor<4x1xf64>
  %f2 = linalg.fill ins(%zero : f64) outs(%er2 : tensor<4x1xf64>) -> tensor<4x1xf64>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf64>) outs(%f2 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = arith.addf %in0, %out : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e6 = tensor.empty() : tensor<4x1xf64>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf64>) outs(%e6 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = arith.divf %in0, %nv : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e7 = tensor.empty() : tensor<4x1xf64>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf64>) outs(%e7 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = arith.addf %in0, %eps : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e8 = tensor.empty() : tensor<4x1xf64>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf64>) outs(%e8 : tensor<4x1xf64>) {
  ^bb0(%in0: f64, %out: f64):
    %t = math.rsqrt %in0 : f64
    linalg.yield %t : f64
  } -> tensor<4x1xf64>
  %e9 = tensor.empty() : tensor<4x8xf64>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf64>) outs(%e9 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %out: f64):
    linalg.yield %in0 : f64
  } -> tensor<4x8xf64>
  %e10 = tensor.empty() : tensor<4x8xf64>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf64>, tensor<4x8xf64>) outs(%e10 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %out: f64):
    %t = arith.mulf %in0, %in1 : f64
    linalg.yield %t : f64
  } -> tensor<4x8xf64>
  %e11 = tensor.empty() : tensor<4x8xf64>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf64>, tensor<8xf64>) outs(%e11 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %out: f64):
    %t = arith.mulf %in0, %in1 : f64
    linalg.yield %t : f64
  } -> tensor<4x8xf64>
  %e12 = tensor.empty() : tensor<4x8xf64>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf64>, tensor<8xf64>) outs(%e12 : tensor<4x8xf64>) {
  ^bb0(%in0: f64, %in1: f64, %out: f64):
    %t = arith.addf %in0, %in1 : f64
    linalg.yield %t : f64
  } -> tensor<4x8xf64>
  return %y3 : tensor<4x8xf64>
}

// -----

// d * x instead of d * d.
// CHECK-LABEL: func.func @nm_expand_sq_dx(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_expand_sq_dx(%x: tensor<4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e12 = tensor.empty() : tensor<4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y3 : tensor<4x8xf32>
}

// -----

// gamma along dim 0 of a square x: not the affine, and the no-affine pattern must not take the chain's head while an elementwise op reads y1.
// CHECK-LABEL: func.func @nm_expand_gamma_axis(
// CHECK-NOT: kernel.launch
func.func @nm_expand_gamma_axis(%x: tensor<8x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<8x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<8x1xf32>) -> tensor<8x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<8x8xf32>) outs(%f1 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e2 = tensor.empty() : tensor<8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<8x1xf32>) outs(%e2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e3 = tensor.empty() : tensor<8x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<8x1xf32>) outs(%e3 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e4 = tensor.empty() : tensor<8x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e4 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e5 = tensor.empty() : tensor<8x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e5 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %er2 = tensor.empty() : tensor<8x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x8xf32>) outs(%f2 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e6 = tensor.empty() : tensor<8x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<8x1xf32>) outs(%e6 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e7 = tensor.empty() : tensor<8x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<8x1xf32>) outs(%e7 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e8 = tensor.empty() : tensor<8x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<8x1xf32>) outs(%e8 : tensor<8x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<8x1xf32>
  %e9 = tensor.empty() : tensor<8x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<8x1xf32>) outs(%e9 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8x8xf32>
  %e10 = tensor.empty() : tensor<8x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e10 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e11 = tensor.empty() : tensor<8x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<8x8xf32>, tensor<8xf32>) outs(%e11 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %e12 = tensor.empty() : tensor<8x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<8x8xf32>, tensor<8xf32>) outs(%e12 : tensor<8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y3 : tensor<8x8xf32>
}

// -----

// No affine, then a residual add of x: once the add is an @add launch, nothing elementwise reads y, and the layer norm is a launch too.
// CHECK-LABEL: func.func @ln_expand_noaffine_then_add(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>
// CHECK: %[[L:.*]] = kernel.launch @layernorm(%[[X]],
// CHECK: kernel.launch @add(%[[L]], %[[X]],
// CHECK-NOT: linalg.generic
func.func @ln_expand_noaffine_then_add(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e11 = tensor.empty() : tensor<4x8xf32>
  %y4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e11 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y4 : tensor<4x8xf32>
}

// -----

// Batch 1 ([1, 4, 8], a transformer's usual case): TorchToLinalg reads the static
// size-1 batch dim at 0 in every elementwise generic ((0, d1, d2) maps).
// CHECK-LABEL: func.func @ln_b1_rank3(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_b1_rank3(%x: tensor<1x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<1x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<1x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<1x4x8xf32>) outs(%f1 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e2 = tensor.empty() : tensor<1x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<1x4x1xf32>) outs(%e2 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e3 = tensor.empty() : tensor<1x4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mean : tensor<1x4x1xf32>) outs(%e3 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x4x8xf32>
  %e4 = tensor.empty() : tensor<1x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e4 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %e5 = tensor.empty() : tensor<1x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %d : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e5 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %er2 = tensor.empty() : tensor<1x4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<1x4x8xf32>) outs(%f2 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e6 = tensor.empty() : tensor<1x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<1x4x1xf32>) outs(%e6 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e7 = tensor.empty() : tensor<1x4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<1x4x1xf32>) outs(%e7 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e8 = tensor.empty() : tensor<1x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ve : tensor<1x4x1xf32>) outs(%e8 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e9 = tensor.empty() : tensor<1x4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rstd : tensor<1x4x1xf32>) outs(%e9 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x4x8xf32>
  %e10 = tensor.empty() : tensor<1x4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e10 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %e11 = tensor.empty() : tensor<1x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<1x4x8xf32>, tensor<8xf32>) outs(%e11 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %e12 = tensor.empty() : tensor<1x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<1x4x8xf32>, tensor<8xf32>) outs(%e12 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  return %y3 : tensor<1x4x8xf32>
}

// -----

// Batch 1 without elementwise_affine.
// CHECK-LABEL: func.func @ln_b1_noaffine_rank3(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>
// CHECK-DAG: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-DAG: %[[NZ:.*]] = arith.constant dense<-0.000000e+00> : tensor<8xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[ONE]], %[[NZ]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_b1_noaffine_rank3(%x: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps64 = arith.constant 1.000000e-05 : f64
  %er1 = tensor.empty() : tensor<1x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<1x4x8xf32>) outs(%f1 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e2 = tensor.empty() : tensor<1x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<1x4x1xf32>) outs(%e2 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e3 = tensor.empty() : tensor<1x4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mean : tensor<1x4x1xf32>) outs(%e3 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x4x8xf32>
  %e4 = tensor.empty() : tensor<1x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e4 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %e5 = tensor.empty() : tensor<1x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %d : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e5 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  %er2 = tensor.empty() : tensor<1x4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<1x4x8xf32>) outs(%f2 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e6 = tensor.empty() : tensor<1x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<1x4x1xf32>) outs(%e6 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e7 = tensor.empty() : tensor<1x4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<1x4x1xf32>) outs(%e7 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %te = arith.truncf %eps64 : f64 to f32
    %t = arith.addf %in0, %te : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e8 = tensor.empty() : tensor<1x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ve : tensor<1x4x1xf32>) outs(%e8 : tensor<1x4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x1xf32>
  %e9 = tensor.empty() : tensor<1x4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rstd : tensor<1x4x1xf32>) outs(%e9 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<1x4x8xf32>
  %e10 = tensor.empty() : tensor<1x4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%e10 : tensor<1x4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<1x4x8xf32>
  return %y1 : tensor<1x4x8xf32>
}

// -----

// Why beta is -0.0 and not +0.0: x all -0 gives mean +0, d = -0 - +0 = -0 and
// y = d * rstd = -0; d * rstd * 1 + (+0) would be +0. --specials compares the
// signs of zeros.
// CHECK-LABEL: func.func @ln_negzero_noaffine(
// CHECK: kernel.launch @layernorm(
// CHECK-NOT: linalg.generic
func.func @ln_negzero_noaffine(%unused: tensor<4x8xf32>) -> (tensor<4x8xf32>) {
  %x = arith.constant dense<-0.000000e+00> : tensor<4x8xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<4x1xf32>) -> tensor<4x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%f1 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e2 = tensor.empty() : tensor<4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<4x1xf32>) outs(%e2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e3 = tensor.empty() : tensor<4x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%mean : tensor<4x1xf32>) outs(%e3 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e4 = tensor.empty() : tensor<4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e4 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %e5 = tensor.empty() : tensor<4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e5 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  %er2 = tensor.empty() : tensor<4x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<4x1xf32>) -> tensor<4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<4x8xf32>) outs(%f2 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e6 = tensor.empty() : tensor<4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<4x1xf32>) outs(%e6 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e7 = tensor.empty() : tensor<4x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<4x1xf32>) outs(%e7 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e8 = tensor.empty() : tensor<4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ve : tensor<4x1xf32>) outs(%e8 : tensor<4x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<4x1xf32>
  %e9 = tensor.empty() : tensor<4x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%rstd : tensor<4x1xf32>) outs(%e9 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<4x8xf32>
  %e10 = tensor.empty() : tensor<4x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e10 : tensor<4x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y1 : tensor<4x8xf32>
}

// -----

// nn.LayerNorm(8) on a rank-1 input of 8: one row (the pattern is rank-generic).
// CHECK-LABEL: func.func @ln_expand_rank1(
// CHECK: kernel.launch @layernorm({{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_rank1(%x: tensor<8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<1xf32>) -> tensor<1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>], iterator_types = ["reduction"]} ins(%x : tensor<8xf32>) outs(%f1 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e2 = tensor.empty() : tensor<1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s1 : tensor<1xf32>) outs(%e2 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e3 = tensor.empty() : tensor<8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%mean : tensor<1xf32>) outs(%e3 : tensor<8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8xf32>
  %e4 = tensor.empty() : tensor<8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %mb : tensor<8xf32>, tensor<8xf32>) outs(%e4 : tensor<8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e5 = tensor.empty() : tensor<8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%d, %d : tensor<8xf32>, tensor<8xf32>) outs(%e5 : tensor<8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %er2 = tensor.empty() : tensor<1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<1xf32>) -> tensor<1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (0)>], iterator_types = ["reduction"]} ins(%sq : tensor<8xf32>) outs(%f2 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e6 = tensor.empty() : tensor<1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%s2 : tensor<1xf32>) outs(%e6 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e7 = tensor.empty() : tensor<1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<1xf32>) outs(%e7 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e8 = tensor.empty() : tensor<1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%ve : tensor<1xf32>) outs(%e8 : tensor<1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<1xf32>
  %e9 = tensor.empty() : tensor<8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0) -> (0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%rstd : tensor<1xf32>) outs(%e9 : tensor<8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<8xf32>
  %e10 = tensor.empty() : tensor<8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%d, %rb : tensor<8xf32>, tensor<8xf32>) outs(%e10 : tensor<8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e11 = tensor.empty() : tensor<8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y1, %g : tensor<8xf32>, tensor<8xf32>) outs(%e11 : tensor<8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e12 = tensor.empty() : tensor<8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y2, %b : tensor<8xf32>, tensor<8xf32>) outs(%e12 : tensor<8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %y3 : tensor<8xf32>
}
// -----

// nn.LayerNorm(8) on a rank-5 input.
// CHECK-LABEL: func.func @ln_expand_rank5(
// CHECK: kernel.launch @layernorm({{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_expand_rank5(%x: tensor<2x1x3x2x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x1x3x2x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %n = arith.constant 8.000000e+00 : f32
  %nv = arith.constant 8.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %er1 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%er1 : tensor<2x1x3x2x1xf32>) -> tensor<2x1x3x2x1xf32>

  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<2x1x3x2x8xf32>) outs(%f1 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e2 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x1x3x2x1xf32>) outs(%e2 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %n : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e3 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %mb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%mean : tensor<2x1x3x2x1xf32>) outs(%e3 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x1x3x2x8xf32>
  %e4 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%x, %mb : tensor<2x1x3x2x8xf32>, tensor<2x1x3x2x8xf32>) outs(%e4 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.subf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x8xf32>
  %e5 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%d, %d : tensor<2x1x3x2x8xf32>, tensor<2x1x3x2x8xf32>) outs(%e5 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x8xf32>
  %er2 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%er2 : tensor<2x1x3x2x1xf32>) -> tensor<2x1x3x2x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%sq : tensor<2x1x3x2x8xf32>) outs(%f2 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %out : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e6 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x1x3x2x1xf32>) outs(%e6 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.divf %in0, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e7 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %ve = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%var : tensor<2x1x3x2x1xf32>) outs(%e7 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = arith.addf %in0, %eps : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e8 = tensor.empty() : tensor<2x1x3x2x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%ve : tensor<2x1x3x2x1xf32>) outs(%e8 : tensor<2x1x3x2x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %t = math.rsqrt %in0 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x1xf32>
  %e9 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %rb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%rstd : tensor<2x1x3x2x1xf32>) outs(%e9 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %out: f32):
    linalg.yield %in0 : f32
  } -> tensor<2x1x3x2x8xf32>
  %e10 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%d, %rb : tensor<2x1x3x2x8xf32>, tensor<2x1x3x2x8xf32>) outs(%e10 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x8xf32>
  %e11 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x1x3x2x8xf32>, tensor<8xf32>) outs(%e11 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.mulf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x8xf32>
  %e12 = tensor.empty() : tensor<2x1x3x2x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x1x3x2x8xf32>, tensor<8xf32>) outs(%e12 : tensor<2x1x3x2x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %t = arith.addf %in0, %in1 : f32
    linalg.yield %t : f32
  } -> tensor<2x1x3x2x8xf32>
  return %y3 : tensor<2x1x3x2x8xf32>
}