// RUN: kmatch-opt %s -split-input-file --kmatch-lower-to-cpu -verify-diagnostics

func.func @unknown_kernel(%a: memref<4xf32>) {
  // The list is the manifest's, sorted (runtime/kernels.json is its one source):
  // expected-error-re@+1 {{unknown kernel 'frobnicate'; known kernels: add, {{([a-z0-9_]+, )*}}gemm, {{([a-z0-9_]+, )*}}syrk (add an entry}}
  kernel.launch @frobnicate(%a) {num_outs = 1 : i64} : (memref<4xf32>) -> ()
  return
}

// -----

func.func @unsupported_type(%s: f16, %a: memref<4x4xf16>) {
  // expected-error@+1 {{kernel 'gemm' has no shim for element type f16; supported: f32, f64}}
  kernel.launch @gemm(%s, %a, %a, %s, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f16, memref<4x4xf16>, memref<4x4xf16>, f16, memref<4x4xf16>) -> ()
  return
}

// -----

func.func @missing_param(%s: f32, %a: memref<4x4xf32>) {
  // expected-error@+1 {{kernel 'gemm' requires attribute 'transB' (i32)}}
  kernel.launch @gemm(%s, %a, %a, %s, %a) {num_outs = 1 : i64, transA = false}
      : (f32, memref<4x4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @wrong_arity(%s: f32, %a: memref<4x4xf32>) {
  // expected-error@+1 {{kernel 'gemm' takes 5 operands (alpha, A, B, beta, C), got 3}}
  kernel.launch @gemm(%s, %a, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @tensors(%s: f32, %a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{works on tensors; bufferize (one-shot-bufferize) before lowering}}
  %r = kernel.launch @gemm(%s, %a, %a, %s, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, tensor<4x4xf32>, tensor<4x4xf32>, f32, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A scalar of another type than the data would reach the f32 shim as garbage.
func.func @f64_alpha_on_f32(%s: f32, %d: f64, %a: memref<4x4xf32>) {
  // expected-error@+1 {{scalar operand #0 has type 'f64', kernel 'gemm' on 'f32' expects 'f32'}}
  kernel.launch @gemm(%d, %a, %a, %s, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f64, memref<4x4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @index_beta_on_f32(%s: f32, %i: index, %a: memref<4x4xf32>) {
  // expected-error@+1 {{scalar operand #3 has type 'index', kernel 'gemm' on 'f32' expects 'f32'}}
  kernel.launch @gemm(%s, %a, %a, %i, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, memref<4x4xf32>, memref<4x4xf32>, index, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @mixed_element_types(%s: f32, %a: memref<4x4xf32>, %b: memref<4x4xf64>) {
  // expected-error@+1 {{operand #2 has element type 'f64', kernel 'gemm' on 'f32' expects 'f32'}}
  kernel.launch @gemm(%s, %a, %b, %s, %a) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, memref<4x4xf32>, memref<4x4xf64>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

// A misspelt parameter is not silently replaced by the default (C, not C^T).
func.func @unknown_attribute(%s: f32, %a: memref<4x4xf32>) {
  // expected-error@+1 {{attribute 'transOut' is not a parameter of kernel 'gemm'; its parameters: transA, transB, transC}}
  kernel.launch @gemm(%s, %a, %a, %s, %a) {num_outs = 1 : i64, transA = false, transB = false, transOut = true}
      : (f32, memref<4x4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @attribute_on_kernel_without_params(%s: f32, %x: memref<4xf32>) {
  // expected-error@+1 {{attribute 'alpha' is not a parameter of kernel 'scal'; its parameters: none}}
  kernel.launch @scal(%s, %x) {num_outs = 1 : i64, alpha = 2.0 : f32}
      : (f32, memref<4xf32>) -> ()
  return
}

// -----

// Dialect-prefixed attributes are annotations, not parameters: no error.
func.func @dialect_attribute_is_fine(%s: f32, %x: memref<4xf32>) {
  kernel.launch @scal(%s, %x) {num_outs = 1 : i64, kmatch.origin = "test"}
      : (f32, memref<4xf32>) -> ()
  return
}

// -----

// A library reads host memory in the default memory space
// (kernel::unsupportedLaunchOperandType).
func.func @memory_space(%s: f32, %a: memref<4x4xf32, 1>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{operand #1: memref<4x4xf32, 1> is in memory space 1 : i64; library launches take memrefs in the default memory space}}
  kernel.launch @gemm(%s, %a, %c, %s, %c) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, memref<4x4xf32, 1>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @not_strided(%s: f32, %a: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{operand #1: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> has a layout that is no strided one}}
  kernel.launch @gemm(%s, %a, %c, %s, %c) {num_outs = 1 : i64, transA = false, transB = false}
      : (f32, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}
