// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 11 functions, 8 rewritten, 0 failures, 0 skipped{{$}}
// A near miss keeps its chain, but its own `* gamma + beta` tail (two
// generics along the last dim) is a @scale_shift launch
// (patterns/scale_shift.pdll, exact): the near misses expect exactly that one.

// A batch norm as TensorFlow writes it through IREE: each statistic copied
// to full size by a broadcasting generic, then one elementwise generic per
// step (x - mean, / sqrt(var + eps) from a generic on the vector, * gamma,
// + beta). Before matching, the copies are folded into the maps that read
// them and the four steps become one generic doing the same ops in the same
// order (lib/Templates/Prepare.h), which batchnorm.pdll matches; after a
// conv, conv_epilogue.pdll folds it into the conv's call.

// The TensorFlow/IREE form after a conv, then relu: one launch.
// CHECK-LABEL: func.func @tf_conv_bn_relu(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x8x8x4xf32>, %[[W:[^:]*]]: tensor<3x3x4x8xf32>, %[[M:[^:]*]]: tensor<8xf32>, %[[V:[^:]*]]: tensor<8xf32>, %[[G:[^:]*]]: tensor<8xf32>, %[[B:[^:]*]]: tensor<8xf32>
// CHECK: kernel.launch @conv2d_bn_act(%[[X]], %[[W]], %[[G]], %[[B]], %[[M]], %[[V]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: linalg.generic
func.func @tf_conv_bn_relu(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.sqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %bm = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mean : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %bs = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %bg = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%gamma : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%beta : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bm : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %bs : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %bg : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %z : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %5 : tensor<1x6x6x8xf32>
}

// -----

// rsqrt(var + eps) multiplied, gamma and beta first in their ops, no conv.
// CHECK-LABEL: func.func @bn_rsqrt(
// CHECK-SAME: %[[C:[^:]*]]: tensor<1x6x6x8xf32>, %[[M:[^:]*]]: tensor<8xf32>, %[[V:[^:]*]]: tensor<8xf32>, %[[G:[^:]*]]: tensor<8xf32>, %[[B:[^:]*]]: tensor<8xf32>
// CHECK: kernel.launch @batchnorm(%[[C]], %[[G]], %[[B]], %[[M]], %[[V]], %{{.*}}) {eps = 1.000000e-03 : f32, layout = 1 : i32
// CHECK-NOT: linalg.generic
func.func @bn_rsqrt(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.rsqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %b, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %b, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4 : tensor<1x6x6x8xf32>
}

// -----

// gamma * (x - mean) / sqrt(var + eps) + beta, the other order batchnorm.pdll
// accepts.
// CHECK-LABEL: func.func @bn_gamma_first(
// CHECK: kernel.launch @batchnorm(
// CHECK-NOT: linalg.generic
func.func @bn_gamma_first(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.sqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %bs = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %bs : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4 : tensor<1x6x6x8xf32>
}

// -----

// A bias copied to full size, then added after a conv: the copy is folded
// into the add's map, which conv_epilogue.pdll takes as the conv's bias.
// CHECK-LABEL: func.func @tf_conv_bias(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK-NOT: linalg.generic
func.func @tf_conv_bias(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x8xf32>) outs(%f : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%beta : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %1 : tensor<1x6x6x8xf32>
}

// -----

// Near miss: an intermediate (the normalized x) is also returned; fusing
// would compute it twice. The chain stays.
// CHECK-LABEL: func.func @nm_intermediate_used(
// CHECK-NOT: kernel.launch
// CHECK: arith.subf
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_intermediate_used(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> (tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.sqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4, %2 : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>
}

// -----

// Near miss: sqrt(var + eps) / (x - mean), the vector divided by the data.
// CHECK-LABEL: func.func @nm_divided_by_data(
// CHECK-NOT: kernel.launch
// CHECK: arith.divf
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_divided_by_data(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.sqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %b, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4 : tensor<1x6x6x8xf32>
}

// -----

// Near miss: sqrt(var) with no eps added is not a batch norm's
// denominator; the chain stays.
// CHECK-LABEL: func.func @nm_no_eps(
// CHECK-NOT: kernel.launch
// CHECK: math.sqrt
// CHECK: kernel.launch @scale_shift(
// CHECK-NOT: kernel.launch
func.func @nm_no_eps(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.sqrt %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4 : tensor<1x6x6x8xf32>
}

// -----

// Near miss: beta subtracted, not added.
// CHECK-LABEL: func.func @nm_beta_subtracted(
// CHECK-NOT: kernel.launch
// CHECK: math.sqrt
func.func @nm_beta_subtracted(%c: tensor<1x6x6x8xf32>, %mean: tensor<8xf32>, %var: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf32>) outs(%ev : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s0 = arith.addf %a, %eps : f32
    %r = math.sqrt %s0 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf32>, tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %4 : tensor<1x6x6x8xf32>
}

// -----

// Near miss: a broadcasting generic that negates is not a copy; it stays
// the add's full-size input.
// CHECK-LABEL: func.func @nm_broadcast_not_copy(
// CHECK: %[[NEG:.*]] = linalg.generic
// CHECK: arith.negf
// CHECK: kernel.launch @add(%{{[^,]*}}, %[[NEG]],
func.func @nm_broadcast_not_copy(%c: tensor<1x6x6x8xf32>, %beta: tensor<8xf32>) -> tensor<1x6x6x8xf32> {
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%beta : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %1 : tensor<1x6x6x8xf32>
}

// -----

// Near miss: f64; the batch norm launch is f32.
// CHECK-LABEL: func.func @nm_f64(
// CHECK-NOT: kernel.launch
// CHECK: math.sqrt
func.func @nm_f64(%c: tensor<1x6x6x8xf64>, %mean: tensor<8xf64>, %var: tensor<8xf64>, %gamma: tensor<8xf64>, %beta: tensor<8xf64>) -> tensor<1x6x6x8xf64> {
  %eps = arith.constant 1.0e-3 : f64
  %e = tensor.empty() : tensor<1x6x6x8xf64>
  %ev = tensor.empty() : tensor<8xf64>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%var : tensor<8xf64>) outs(%ev : tensor<8xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s0 = arith.addf %a, %eps : f64
    %r = math.sqrt %s0 : f64
    linalg.yield %r : f64
  } -> tensor<8xf64>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %mean : tensor<1x6x6x8xf64>, tensor<8xf64>) outs(%e : tensor<1x6x6x8xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.subf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x6x6x8xf64>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %s : tensor<1x6x6x8xf64>, tensor<8xf64>) outs(%e : tensor<1x6x6x8xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.divf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x6x6x8xf64>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %gamma : tensor<1x6x6x8xf64>, tensor<8xf64>) outs(%e : tensor<1x6x6x8xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.mulf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x6x6x8xf64>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %beta : tensor<1x6x6x8xf64>, tensor<8xf64>) outs(%e : tensor<1x6x6x8xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %r = arith.addf %a, %b : f64
    linalg.yield %r : f64
  } -> tensor<1x6x6x8xf64>
  return %4 : tensor<1x6x6x8xf64>
}

// -----

// A copy also returned stays for that use; the generics read the vector.
// CHECK-LABEL: func.func @copy_also_returned(
// CHECK: %[[BB:.*]] = linalg.generic
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<1x6x6x8xf32>, tensor<8xf32>)
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<1x6x6x8xf32>, tensor<8xf32>)
// CHECK: return %{{.*}}, %{{.*}}, %[[BB]]
func.func @copy_also_returned(%c: tensor<1x6x6x8xf32>, %beta: tensor<8xf32>) -> (tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) {
  %eps = arith.constant 1.0e-3 : f32
  %e = tensor.empty() : tensor<1x6x6x8xf32>
  %ev = tensor.empty() : tensor<8xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%beta : tensor<8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<1x6x6x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>) outs(%e : tensor<1x6x6x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x6x6x8xf32>
  return %1, %2, %bb : tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>, tensor<1x6x6x8xf32>
}
