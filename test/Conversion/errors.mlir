// RUN: kmatch-opt %s -split-input-file --kmatch-lower-to-cpu -verify-diagnostics

func.func @unknown_kernel(%a: memref<4xf32>) {
  // expected-error@+1 {{unknown kernel 'frobnicate'; known kernels: add, avgpool2d, axpby, batch_gemm, batchnorm, conv2d, conv2d_bias_act, conv2d_bias_add_act, conv2d_bn_act, conv2d_bn_add_act, depthwise_conv2d, dot, gemm, gemm_bias_act, gemv, ger, ger2, maxpool2d, scal, syr2k, syrk}}
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
