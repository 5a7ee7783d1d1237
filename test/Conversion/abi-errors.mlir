// The lowering checks a launch against the kernel's ABI in the manifest:
// operand kinds and ranks, scalar types, attributes, and code params.
// RUN: kmatch-opt %s -split-input-file --kmatch-lower-launches=backend=cpu -verify-diagnostics
// RUN: kmatch-opt %s -split-input-file --kmatch-lower-launches=backend=cuda -verify-diagnostics

func.func @gemm_rank(%s: f32, %v: memref<4xf32>, %m: memref<4x4xf32>) {
  // expected-error@+1 {{operand #1 ('A') of kernel 'gemm' must be a memref of rank 2, got 'memref<4xf32>'}}
  kernel.launch @gemm(%s, %v, %m, %s, %m) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32}
      : (f32, memref<4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @dot_rank0(%s: f32, %v: memref<4xf32>, %r: memref<1xf32>) {
  // expected-error@+1 {{operand #4 ('R') of kernel 'dot' must be a memref of rank 0, got 'memref<1xf32>'}}
  kernel.launch @dot(%s, %v, %v, %s, %r) {num_outs = 1 : i64}
      : (f32, memref<4xf32>, memref<4xf32>, f32, memref<1xf32>) -> ()
  return
}

// -----

func.func @memref_for_scalar(%v: memref<4xf32>, %m: memref<4x4xf32>) {
  // expected-error@+1 {{operand #0 ('alpha') of kernel 'gemm' must be a scalar, got 'memref<4xf32>'}}
  kernel.launch @gemm(%v, %m, %m, %v, %m) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32}
      : (memref<4xf32>, memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @scalar_for_memref(%s: f32, %x: memref<4xf32>) {
  // expected-error@+1 {{operand #0 ('A') of kernel 'add' must be a memref, got 'f32'}}
  kernel.launch @add(%s, %x, %x) {num_outs = 1 : i64} : (f32, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @scalar_for_ranked_memref(%s: f32, %m: memref<4x4xf32>) {
  // expected-error@+1 {{operand #2 ('B') of kernel 'gemm' must be a memref of rank 2, got 'f32'}}
  kernel.launch @gemm(%s, %m, %s, %s, %m) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32}
      : (f32, memref<4x4xf32>, f32, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @scalar_type(%t: f32, %s: f64, %m: memref<4x4xf32>) {
  // expected-error@+1 {{scalar operand #2 has type 'f64', kernel 'syrk' on 'f32' expects 'f32'}}
  kernel.launch @syrk(%t, %m, %s, %m) {num_outs = 1 : i64, trans = 0 : i32}
      : (f32, memref<4x4xf32>, f64, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @unlisted_attribute(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  // expected-error@+1 {{attribute 'kernel_d' is not a parameter of kernel 'maxpool2d'; its parameters: layout, kernel_h, kernel_w, stride_h, stride_w, pad_top, pad_left, pad_bottom, pad_right}}
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, kernel_d = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x2x8x8xf32>, memref<1x2x4x4xf32>) -> ()
  return
}

// -----

func.func @layout_code(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  // expected-error@+1 {{attribute 'layout' of kernel 'maxpool2d' is 7, which is not a layout code; layout codes: nchw = 0, nhwc = 1}}
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 7 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x2x8x8xf32>, memref<1x2x4x4xf32>) -> ()
  return
}

// -----

func.func @layout_name(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  // expected-error@+1 {{attribute 'layout' of kernel 'maxpool2d' names layout 'nchwc', which is not one of nchw = 0, nhwc = 1}}
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = "nchwc", kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x2x8x8xf32>, memref<1x2x4x4xf32>) -> ()
  return
}

// -----

func.func @activation_code(%a: memref<4x4xf32>, %bias: memref<4xf32>) {
  // expected-error@+1 {{attribute 'act' of kernel 'gemm_bias_act' is 12, which is not an activation code; activation codes: none = 0, relu = 1, clamp = 2, gelu_tanh = 3, gelu_erf = 4, hardswish = 5, hardsigmoid = 6, sigmoid = 7, silu = 8, clamp_select = 9, hardsigmoid_mul = 10, hardswish_mul = 11}}
  kernel.launch @gemm_bias_act(%a, %a, %bias, %a) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32, act = 12 : i32}
      : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @code_type(%a: memref<4x4xf32>, %bias: memref<4xf32>) {
  // expected-error@+1 {{attribute 'act' of kernel 'gemm_bias_act' must be a activation name or code, got 1.000000e+00 : f32}}
  kernel.launch @gemm_bias_act(%a, %a, %bias, %a) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32, act = 1.0 : f32}
      : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>, memref<4x4xf32>) -> ()
  return
}
