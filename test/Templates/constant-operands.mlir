// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 14 functions, 3 rewritten, 0 failures, 0 skipped{{$}}

// A 0-d tensor operand of a generic that holds a known constant becomes the
// constant in the body, before matching (lib/Templates/Prepare.h): torch-mlir
// passes scalar bounds as 0-d tensors, an i64 fill cast by a generic's
// arith.sitofp.

// torch-mlir's hardsigmoid after a conv, its clamp bounds (0 and 6) read
// through 0-d tensors: the conv applies it.
// CHECK-LABEL: func.func @hardsigmoid_bounds_0d(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 6 : i32
// CHECK-NOT: linalg.generic
// CHECK-NOT: linalg.fill
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#scalar = affine_map<(d0, d1, d2, d3) -> ()>
#none = affine_map<() -> ()>
func.func @hardsigmoid_bounds_0d(%i: tensor<1x2x6x6xf32>, %w: tensor<2x2x3x3xf32>) -> tensor<1x2x4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %three = arith.constant 3.000000e+00 : f32
  %six = arith.constant 6.000000e+00 : f32
  %c0_i64 = arith.constant 0 : i64
  %c6_i64 = arith.constant 6 : i64
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %x = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%i, %w : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %three : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4x4xf32>
  %ei = tensor.empty() : tensor<i64>
  %lo_i = linalg.fill ins(%c0_i64 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %hi_i = linalg.fill ins(%c6_i64 : i64) outs(%ei : tensor<i64>) -> tensor<i64>
  %ef = tensor.empty() : tensor<f32>
  %lo = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%lo_i : tensor<i64>) outs(%ef : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %0 = arith.sitofp %in : i64 to f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %hi = linalg.generic {indexing_maps = [#none, #none], iterator_types = []} ins(%hi_i : tensor<i64>) outs(%ef : tensor<f32>) {
  ^bb0(%in: i64, %out: f32):
    %0 = arith.sitofp %in : i64 to f32
    linalg.yield %0 : f32
  } -> tensor<f32>
  %c = linalg.generic {indexing_maps = [#id, #scalar, #scalar, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t, %lo, %hi : tensor<1x2x4x4xf32>, tensor<f32>, tensor<f32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %l: f32, %h: f32, %out: f32):
    %0 = arith.cmpf ult, %in, %l : f32
    %1 = arith.select %0, %l, %in : f32
    %2 = arith.cmpf ugt, %1, %h : f32
    %3 = arith.select %2, %h, %1 : f32
    linalg.yield %3 : f32
  } -> tensor<1x2x4x4xf32>
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x2x4x4xf32>) outs(%e : tensor<1x2x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %six : f32
    linalg.yield %0 : f32
  } -> tensor<1x2x4x4xf32>
  return %d : tensor<1x2x4x4xf32>
}

// -----

// A splat arith.constant of rank 0: the generic keeps one input.
// CHECK-LABEL: func.func @dense_0d(
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}} : tensor<4xf32>) outs(
// CHECK: arith.constant 2.500000e+00 : f32
func.func @dense_0d(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant dense<2.5> : tensor<f32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %k : tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = math.exp %in : f32
    %1 = arith.mulf %0, %kk : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Near miss: a 0-d argument is no known constant; it stays an operand.
// CHECK-LABEL: func.func @nm_0d_argument(
// CHECK: ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<4xf32>, tensor<f32>)
func.func @nm_0d_argument(%x: tensor<4xf32>, %k: tensor<f32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %k : tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = math.exp %in : f32
    %1 = arith.mulf %0, %kk : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Near miss: a 0-d fill of a scalar argument stays.
// CHECK-LABEL: func.func @nm_0d_fill_of_argument(
// CHECK: linalg.fill
// CHECK: ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<4xf32>, tensor<f32>)
func.func @nm_0d_fill_of_argument(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %e0 = tensor.empty() : tensor<f32>
  %k = linalg.fill ins(%s : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %k : tensor<4xf32>, tensor<f32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = math.exp %in : f32
    %1 = arith.mulf %0, %kk : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// Near miss: a rank-1 splat (a batch norm's statistics, a vector's bias)
// stays an operand: templates match it as one.
// CHECK-LABEL: func.func @nm_splat_rank1(
// CHECK: ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<4xf32>, tensor<4xf32>)
func.func @nm_splat_rank1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant dense<2.5> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x, %k : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = math.exp %in : f32
    %1 = arith.mulf %0, %kk : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// TensorFlow's constant-folded batch norm after a conv: each statistic is a
// splat of the activation's full size, read element for element. Each
// becomes a body constant, and the chain reads the conv alone.
// CHECK-LABEL: func.func @splat_full_size(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}} : tensor<1x4x4x2xf32>) outs(
// CHECK: arith.constant 2.500000e-01 : f32
// CHECK: arith.subf
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}} : tensor<1x4x4x2xf32>) outs(
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK: arith.mulf
// CHECK-NOT: tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) outs
func.func @splat_full_size(%i: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x2xf32>) -> tensor<1x4x4x2xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %mean = arith.constant dense<0.25> : tensor<1x4x4x2xf32>
  %gamma = arith.constant dense<0.5> : tensor<1x4x4x2xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %x = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x6x6x2xf32>, tensor<3x3x2x2xf32>) outs(%f : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %mean : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x4x2xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %gamma : tensor<1x4x4x2xf32>, tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %g: f32, %out: f32):
    %0 = arith.mulf %in, %g : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x4x2xf32>
  return %s : tensor<1x4x4x2xf32>
}

// -----

// A full-size splat read through a permutation is one element per
// iteration too.
// CHECK-LABEL: func.func @splat_full_size_permuted(
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}} : tensor<3x2xf32>) outs(
// CHECK: arith.constant 7.500000e-01 : f32
// CHECK: arith.divf
func.func @splat_full_size_permuted(%x: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %k = arith.constant dense<0.75> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %k : tensor<3x2xf32>, tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = arith.divf %in, %kk : f32
    linalg.yield %0 : f32
  } -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

// Near miss: a splat read through a broadcast (per channel) stays an
// operand, whatever its rank: here the scale of scale_channels.
// CHECK-LABEL: func.func @nm_splat_broadcast(
// CHECK: kernel.launch @scale_channels(%{{[^,]*}}, %{{[^,]*}}, %{{[^)]*}}) {{.*}} : (tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>
func.func @nm_splat_broadcast(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %k = arith.constant dense<0.5> : tensor<1x1x1x2xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %k : tensor<1x4x4x2xf32>, tensor<1x1x1x2xf32>) outs(%e : tensor<1x4x4x2xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = arith.mulf %in, %kk : f32
    linalg.yield %0 : f32
  } -> tensor<1x4x4x2xf32>
  return %y : tensor<1x4x4x2xf32>
}

// -----

// Near miss: the one input of a transpose, a splat weight, stays (the gemm
// folds the transpose into transB).
// CHECK-LABEL: func.func @nm_splat_transposed_alone(
// CHECK: ins(%{{[^ ]*}} : tensor<2x3xf32>)
func.func @nm_splat_transposed_alone() -> tensor<3x2xf32> {
  %k = arith.constant dense<0.75> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%k : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%kk: f32, %out: f32):
    linalg.yield %kk : f32
  } -> tensor<3x2xf32>
  return %y : tensor<3x2xf32>
}

// -----

// Near miss: a full-size constant that is no splat stays.
// CHECK-LABEL: func.func @nm_dense_full_size(
// CHECK: ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<2x2xf32>, tensor<2x2xf32>)
func.func @nm_dense_full_size(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %k = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %k : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) {
  ^bb0(%in: f32, %kk: f32, %out: f32):
    %0 = arith.subf %in, %kk : f32
    linalg.yield %0 : f32
  } -> tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}

// -----

// Near miss: a full-size splat that another input is computed from is the
// data of a chain (a row's mean subtracted from it, as a layer norm of a
// constant does), not a parameter: it stays an operand. (The mean's
// broadcast copy is folded into the subtraction's map.)
// CHECK-LABEL: func.func @nm_splat_data_of_chain(
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<2x4xf32>, tensor<2xf32>)
// CHECK: arith.subf
func.func @nm_splat_data_of_chain() -> tensor<2x4xf32> {
  %x = arith.constant dense<-0.0> : tensor<2x4xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<2xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x4xf32>) outs(%f1 : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %out : f32
    linalg.yield %0 : f32
  } -> tensor<2xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<2xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %0 = arith.subf %in, %m : f32
    linalg.yield %0 : f32
  } -> tensor<2x4xf32>
  return %d : tensor<2x4xf32>
}

// -----

// A scalar input beside a full-size splat and a computed tensor: the splat
// becomes a body constant, the scalar stays an operand.
// CHECK-LABEL: func.func @splat_full_size_scalar_input(
// CHECK: linalg.generic {{{.*}}} ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<2x3xf32>, f32) outs(
// CHECK: arith.constant 1.250000e+00 : f32
func.func @splat_full_size_scalar_input(%x: tensor<2x3xf32>, %s: f32) -> tensor<2x3xf32> {
  %k = arith.constant dense<1.25> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %k, %s : tensor<2x3xf32>, tensor<2x3xf32>, f32) outs(%e : tensor<2x3xf32>) {
  ^bb0(%in: f32, %kk: f32, %ss: f32, %out: f32):
    %0 = arith.mulf %in, %kk : f32
    %1 = arith.addf %0, %ss : f32
    linalg.yield %1 : f32
  } -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// Near miss: a full-size splat beside a scalar only has no computed tensor
// beside it: it stays.
// CHECK-LABEL: func.func @nm_splat_beside_scalar_only(
// CHECK: ins(%{{[^ ]*}}, %{{[^ ]*}} : tensor<2x3xf32>, f32)
func.func @nm_splat_beside_scalar_only(%s: f32) -> tensor<2x3xf32> {
  %k = arith.constant dense<1.25> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%k, %s : tensor<2x3xf32>, f32) outs(%e : tensor<2x3xf32>) {
  ^bb0(%kk: f32, %ss: f32, %out: f32):
    %0 = arith.addf %kk, %ss : f32
    linalg.yield %0 : f32
  } -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// Near miss: a full-size splat that is the one operand a reduction loop is
// read through (a row sum of a constant matrix beside a vector) stays an
// operand: without it, nothing would give d1 its extent (an invalid op, found
// by a sweep of upstream's fusion-elementwise-ops.mlir).
// CHECK-LABEL: func.func @splat_sizes_reduction(
// CHECK: %[[W:.*]] = arith.constant dense<5.000000e-01> : tensor<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[W]] : tensor<4xf32>, tensor<4x8xf32>)
func.func @splat_sizes_reduction(%x: tensor<4xf32>) -> tensor<4xf32> {
  %w = arith.constant dense<0.5> : tensor<4x8xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %w : tensor<4xf32>, tensor<4x8xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %m, %c : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
