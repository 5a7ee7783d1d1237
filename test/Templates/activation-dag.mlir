// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 7 functions, 7 rewritten, 0 failures, 0 skipped{{$}}

// An activation written as several elementwise generics of one tensor (each
// intermediate used once, by the others) becomes one generic doing the same
// ops in the same order, when that composition is an activation the
// templates know (lib/Templates/Prepare.h): then it fuses into the launch
// before it like any activation.

// Hugging Face's GELU (NewGELUActivation) as torch-mlir writes it, eight
// generics: 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * pow(x, 3)))).
// They become one generic, a GELU (tanh form) the gemm applies.
// CHECK-LABEL: func.func @hf_gelu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 3 : i32
// CHECK-NOT: linalg.generic
func.func @hf_gelu(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.powf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c1 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %q : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.addf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c2 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %v : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}

// -----

// torch-mlir's aten.pow with an integer exponent: math.fpowi(x, 3).
// CHECK-LABEL: func.func @gelu_fpowi(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 3 : i32
// CHECK-NOT: linalg.generic
func.func @gelu_fpowi(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %c3 = arith.constant 3 : i64
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %h = arith.mulf %in, %half : f32
    %p = math.fpowi %in, %c3 : f32, i64
    %k1 = arith.truncf %c1 : f64 to f32
    %q = arith.mulf %p, %k1 : f32
    %s = arith.addf %in, %q : f32
    %k2 = arith.truncf %c2 : f64 to f32
    %t = arith.mulf %s, %k2 : f32
    %u = math.tanh %t : f32
    %v = arith.addf %u, %one : f32
    %r = arith.mulf %h, %v : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}

// -----

// GELU's erf form decomposed: x * 0.5 * (1 + erf(x * (1 / sqrt(2)))).
// CHECK-LABEL: func.func @erf_gelu_dag(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 4 : i32
// CHECK-NOT: linalg.generic
func.func @erf_gelu_dag(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %rs2 = arith.constant 0.707106769 : f32
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %rs2 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.erf %in : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %v : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}

// -----

// Near miss: relu, then a scale. Their composition is no activation, so
// they stay two generics; the relu alone fuses into the gemm.
// CHECK-LABEL: func.func @nm_relu_then_scale(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 1 : i32
// CHECK: linalg.generic
// CHECK: arith.mulf
func.func @nm_relu_then_scale(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.maximumf %in, %z : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%r1 : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}

// -----

// Near miss: the GELU's 0.5 * x half reads another tensor (%g, not x): two
// tensors in, no activation of one.
// CHECK-LABEL: func.func @nm_two_inputs(
// CHECK: math.tanh
func.func @nm_two_inputs(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>, %g: tensor<5x16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.powf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c1 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %q : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.addf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c2 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %v : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}

// -----

// Near miss: the tanh is also returned; fusing would compute it twice.
// CHECK-LABEL: func.func @nm_intermediate_returned(
// CHECK: math.tanh
func.func @nm_intermediate_returned(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> (tensor<5x16xf32>, tensor<5x16xf32>) {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.powf %in, %three : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c1 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %q : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.addf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c2 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %v : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y, %u : tensor<5x16xf32>, tensor<5x16xf32>
}

// -----

// Near miss: pow(x, 2) is no cube: not a GELU.
// CHECK-LABEL: func.func @nm_square(
// CHECK: math.powf
func.func @nm_square(%x: tensor<5x8xf32>, %w: tensor<8x16xf32>, %bias: tensor<16xf32>) -> tensor<5x16xf32> {
  %z = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %three = arith.constant 3.0 : f32
  %one = arith.constant 1.0 : f32
  %c1 = arith.constant 4.471500e-02 : f64
  %c2 = arith.constant 0.79788456080286541 : f64
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<5x16xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x16xf32>) -> tensor<5x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<5x8xf32>, tensor<8x16xf32>) outs(%f : tensor<5x16xf32>) -> tensor<5x16xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bias, %m : tensor<16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %half : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.powf %in, %two : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c1 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %q : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.addf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %k = arith.truncf %c2 : f64 to f32
    %r = arith.mulf %in, %k : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %u = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = math.tanh %in : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %v = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.addf %in, %one : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %v : tensor<5x16xf32>, tensor<5x16xf32>) outs(%e : tensor<5x16xf32>) {
  ^bb0(%in: f32, %in_1: f32, %o: f32):
    %r = arith.mulf %in, %in_1 : f32
    linalg.yield %r : f32
  } -> tensor<5x16xf32>
  return %y : tensor<5x16xf32>
}
