// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 14 functions, 12 rewritten, 0 failures
// A near miss keeps its chain, but its own `* gamma + beta` tail (two
// generics along the last dim) is a @scale_shift launch
// (patterns/scale_shift.pdll, exact): the near misses expect exactly that one.

// torch-mlir's layer norm over the last dim (f64 eps truncated in the body).
// CHECK-LABEL: func.func @ln_torch_rank3(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_torch_rank3(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Rank 4 (ConvNeXt: NHWC after the permute).
// CHECK-LABEL: func.func @ln_rank4(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_rank4(%x: tensor<1x3x3x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<1x3x3x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<1x3x3x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x3x3x8xf32>) outs(%f1 : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s1 : tensor<1x3x3x1xf32>) outs(%k0 : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x1xf32>
  %e0 = tensor.empty() : tensor<1x3x3x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<1x3x3x8xf32>, tensor<1x3x3x1xf32>) outs(%e0 : tensor<1x3x3x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x3x3x8xf32>) outs(%e0 : tensor<1x3x3x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sq : tensor<1x3x3x8xf32>) outs(%f2 : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s2 : tensor<1x3x3x1xf32>) outs(%k0 : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%var : tensor<1x3x3x1xf32>) outs(%k0 : tensor<1x3x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<1x3x3x8xf32>, tensor<1x3x3x1xf32>) outs(%e0 : tensor<1x3x3x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<1x3x3x8xf32>, tensor<8xf32>) outs(%e0 : tensor<1x3x3x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<1x3x3x8xf32>, tensor<8xf32>) outs(%e0 : tensor<1x3x3x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<1x3x3x8xf32>
  return %y3 : tensor<1x3x3x8xf32>
}

// -----

// Rank 2, eps an f32 constant.
// CHECK-LABEL: func.func @ln_rank2_f32_eps(
// CHECK-SAME: %[[X:[^:]*]]: tensor<{{[0-9x]*}}xf32>, %[[G:[^:]*]]: tensor<{{[0-9]*}}xf32>, %[[B:[^:]*]]: tensor<{{[0-9]*}}xf32>
// CHECK: kernel.launch @layernorm(%[[X]], %[[G]], %[[B]], %{{.*}}) {eps = 9.99999974E-6 : f32, num_outs = 1 : i64}
// CHECK-NOT: linalg.generic
func.func @ln_rank2_f32_eps(%x: tensor<5x16xf32>, %g: tensor<16xf32>, %b: tensor<16xf32>) -> (tensor<5x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 16.0 : f32
  %nv = arith.constant 16.0 : f32
  %ee = arith.constant 9.99999974E-6 : f32
  %k0 = tensor.empty() : tensor<5x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<5x1xf32>) -> tensor<5x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<5x16xf32>) outs(%f1 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<5x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s1 : tensor<5x1xf32>) outs(%k0 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<5x1xf32>
  %e0 = tensor.empty() : tensor<5x16xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<5x16xf32>, tensor<5x1xf32>) outs(%e0 : tensor<5x16xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<5x16xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<5x16xf32>) outs(%e0 : tensor<5x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<5x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<5x1xf32>) -> tensor<5x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<5x16xf32>) outs(%f2 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<5x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s2 : tensor<5x1xf32>) outs(%k0 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<5x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%var : tensor<5x1xf32>) outs(%k0 : tensor<5x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<5x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%d, %rstd : tensor<5x16xf32>, tensor<5x1xf32>) outs(%e0 : tensor<5x16xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<5x16xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y1, %g : tensor<5x16xf32>, tensor<16xf32>) outs(%e0 : tensor<5x16xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<5x16xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%y2, %b : tensor<5x16xf32>, tensor<16xf32>) outs(%e0 : tensor<5x16xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<5x16xf32>
  return %y3 : tensor<5x16xf32>
}

// -----

// Near miss: the variance divides by N - 1.
// CHECK-LABEL: func.func @nm_unbiased_var(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_unbiased_var(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 7.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: the mean divides by something else than N.
// CHECK-LABEL: func.func @nm_mean_div(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_mean_div(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 4.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: eps is a function argument, not a constant.
// CHECK-LABEL: func.func @nm_eps_arg(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_eps_arg(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>, %epsa: f32) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    
    %ve = arith.addf %a, %epsa : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: x - mean has a third use.
// CHECK-LABEL: func.func @nm_d_shared(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_d_shared(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3, %d : tensor<2x4x8xf32>, tensor<2x4x8xf32>
}

// -----

// Near miss: d + d, not d * d.
// CHECK-LABEL: func.func @nm_sq_not_square(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_sq_not_square(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: sqrt instead of rsqrt.
// CHECK-LABEL: func.func @nm_sqrt(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_sqrt(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.sqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: rsqrt(var) + eps.
// CHECK-LABEL: func.func @nm_eps_outside(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_eps_outside(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %rs = math.rsqrt %a : f32
    %t = arith.addf %rs, %ee : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: y2 - beta.
// CHECK-LABEL: func.func @nm_beta_sub(
// CHECK-NOT: kernel.launch
func.func @nm_beta_sub(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.subf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: gamma along the middle dim.
// CHECK-LABEL: func.func @nm_gamma_axis(
// CHECK-NOT: kernel.launch
func.func @nm_gamma_axis(%x: tensor<2x8x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x8x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x8x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x8x8xf32>) outs(%f1 : tensor<2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x8x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x8x1xf32>) outs(%k0 : tensor<2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x8x1xf32>
  %e0 = tensor.empty() : tensor<2x8x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%e0 : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x8x8xf32>) outs(%e0 : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x8x8xf32>) outs(%f2 : tensor<2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x8x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x8x1xf32>) outs(%k0 : tensor<2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x8x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x8x1xf32>) outs(%k0 : tensor<2x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x8x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x8x8xf32>, tensor<2x8x1xf32>) outs(%e0 : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x8x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x8x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x8x8xf32>
  return %y3 : tensor<2x8x8xf32>
}

// -----

// Near miss: the sums start from 1.
// CHECK-LABEL: func.func @nm_fill_one(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_fill_one(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 1.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.subf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}

// -----

// Near miss: x + mean, not x - mean.
// CHECK-LABEL: func.func @nm_add_mean(
// CHECK-NOT: kernel.launch
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_add_mean(%x: tensor<2x4x8xf32>, %g: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<2x4x8xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %nm = arith.constant 8.0 : f32
  %nv = arith.constant 8.0 : f32
  %eps64 = arith.constant 1.00000000000000008e-05 : f64
  %k0 = tensor.empty() : tensor<2x4x1xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x4x8xf32>) outs(%f1 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nm : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %t = arith.addf %a, %m : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<2x4x8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%k0 : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x4x8xf32>) outs(%f2 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.divf %a, %nv : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %rstd = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x4x1xf32>) outs(%k0 : tensor<2x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %ee = arith.truncf %eps64 : f64 to f32
    %ve = arith.addf %a, %ee : f32
    %t = math.rsqrt %ve : f32
    linalg.yield %t : f32
  } -> tensor<2x4x1xf32>
  %y1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d, %rstd : tensor<2x4x8xf32>, tensor<2x4x1xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %r: f32, %o: f32):
    %t = arith.mulf %a, %r : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y1, %g : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %gg: f32, %o: f32):
    %t = arith.mulf %a, %gg : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  %y3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y2, %b : tensor<2x4x8xf32>, tensor<8xf32>) outs(%e0 : tensor<2x4x8xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %t = arith.addf %a, %bb : f32
    linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %y3 : tensor<2x4x8xf32>
}
