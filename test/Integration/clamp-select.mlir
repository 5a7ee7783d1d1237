// torch-mlir's clamp (act = 9, clamp_select) fused into gemm_bias_act and
// conv2d_bias_act, run on the CPU backend (oneDNN's clip post-op) and
// compared with the same program lowered without kmatch, bit for bit (the
// printer round-trips f32, -0 included): hardtanh(-1, 1) and relu6 after a
// Linear (the relu6 in the bias's body), clamp(min=0.5) alone, and relu6
// after a conv as torch-mlir writes it. The pre-activations are exactly
// x * b for x in NaN (both signs), +-inf, +-0, the bounds, the floats next
// to them, subnormals, the largest floats and two values in between, and b
// in 1, -1, 2 and 4: a NaN goes to lo, +-inf to the bounds, a bound keeps its
// bits. (A -0 at a zero bound, which the IR keeps and oneDNN's clip turns
// into +0, never reaches the clamp here: a product -0 sums onto the +0 fill
// as +0 in both; README, kmatch.nan_exact, and test/runtime/common_test.cpp.)
// The MATCH checks make sure every clamp went into its launch.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: diff %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
// RUN: not grep -i nan %t.kmatch
//
// MATCH-LABEL: func.func @linear_hardtanh(
// MATCH: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 1.000000e+00 : f32, act_lo = -1.000000e+00 : f32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @linear_bias_relu6(
// MATCH: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @linear_clamp_min(
// MATCH: kernel.launch @gemm_bias_act({{.*}}) {act = 9 : i32, act_hi = 0x7F800000 : f32, act_lo = 5.000000e-01 : f32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @conv_relu6(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @main(
//
// Four results of 96 values (none NaN: the grep above); the first row of
// hardtanh is NaN * b, all -1, as the first of clamp(min=0.5) is 0.5.
// CHECK: memref rank=2 sizes=[24, 4]
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK-NEXT: {{^}}-1{{$}}
// CHECK: memref rank=2 sizes=[24, 4]
// CHECK: memref rank=2 sizes=[24, 4]
// CHECK-NEXT: {{^}}0.5{{$}}
// CHECK-NEXT: {{^}}0.5{{$}}
// CHECK-NEXT: {{^}}0.5{{$}}
// CHECK-NEXT: {{^}}0.5{{$}}
// CHECK: memref rank=4 sizes=[1, 4, 4, 6]
// CHECK-NOT: memref rank=

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#b1 = affine_map<(n, c, h, w) -> (0, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @linear_hardtanh(%a: tensor<24x1xf32>, %b: tensor<1x4xf32>, %bias: tensor<4xf32>) -> tensor<24x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo64 = arith.constant -1.0 : f64
  %hi64 = arith.constant 1.0 : f64
  %e = tensor.empty() : tensor<24x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<24x4xf32>) -> tensor<24x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<24x1xf32>, tensor<1x4xf32>) outs(%f : tensor<24x4xf32>) -> tensor<24x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<24x4xf32>, tensor<4xf32>) outs(%e : tensor<24x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<24x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<24x4xf32>) outs(%e : tensor<24x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %lo = arith.truncf %lo64 : f64 to f32
    %p = arith.cmpf ult, %in, %lo : f32
    %t = arith.select %p, %lo, %in : f32
    %hi = arith.truncf %hi64 : f64 to f32
    %q = arith.cmpf ugt, %t, %hi : f32
    %r = arith.select %q, %hi, %t : f32
    linalg.yield %r : f32
  } -> tensor<24x4xf32>
  return %y : tensor<24x4xf32>
}

func.func @linear_bias_relu6(%a: tensor<24x1xf32>, %b: tensor<1x4xf32>, %bias: tensor<4xf32>) -> tensor<24x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  %e = tensor.empty() : tensor<24x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<24x4xf32>) -> tensor<24x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<24x1xf32>, tensor<1x4xf32>) outs(%f : tensor<24x4xf32>) -> tensor<24x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<24x4xf32>, tensor<4xf32>) outs(%e : tensor<24x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    %p = arith.cmpf ult, %s, %c0 : f32
    %t = arith.select %p, %c0, %s : f32
    %q = arith.cmpf ugt, %t, %c6 : f32
    %r = arith.select %q, %c6, %t : f32
    linalg.yield %r : f32
  } -> tensor<24x4xf32>
  return %y : tensor<24x4xf32>
}

func.func @linear_clamp_min(%a: tensor<24x1xf32>, %b: tensor<1x4xf32>, %bias: tensor<4xf32>) -> tensor<24x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %lo = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<24x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<24x4xf32>) -> tensor<24x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<24x1xf32>, tensor<1x4xf32>) outs(%f : tensor<24x4xf32>) -> tensor<24x4xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<24x4xf32>, tensor<4xf32>) outs(%e : tensor<24x4xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<24x4xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<24x4xf32>) outs(%e : tensor<24x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %p = arith.cmpf ult, %in, %lo : f32
    %r = arith.select %p, %lo, %in : f32
    linalg.yield %r : f32
  } -> tensor<24x4xf32>
  return %y : tensor<24x4xf32>
}

func.func @conv_relu6(%x: tensor<1x1x4x6xf32>, %w: tensor<4x1x1x1xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x6xf32> {
  %e = tensor.empty() : tensor<1x4x4x6xf32>
  %init = linalg.generic {indexing_maps = [#ch1, #id4], iterator_types = #par4}
    ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x4x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x1x4x6xf32>, tensor<4x1x1x1xf32>) outs(%init : tensor<1x4x4x6xf32>) -> tensor<1x4x4x6xf32>
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 6.0 : f32
  %e2 = tensor.empty() : tensor<1x4x4x6xf32>
  %cl = linalg.generic {indexing_maps = [#b1, #id4], iterator_types = #par4}
    ins(%r : tensor<1x4x4x6xf32>) outs(%e2 : tensor<1x4x4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.cmpf ult, %a, %lo : f32
    %s = arith.select %p, %lo, %a : f32
    %q = arith.cmpf ugt, %s, %hi : f32
    %t = arith.select %q, %hi, %s : f32
    linalg.yield %t : f32
  } -> tensor<1x4x4x6xf32>
  return %cl : tensor<1x4x4x6xf32>
}

func.func @main() {
  %a = arith.constant dense<[[0x7FC00000], [0xFFC00000], [0x7F800000], [0xFF800000], [-0.0], [0.0], [-1.0], [0xBF800001], [0xBF7FFFFF], [1.0], [0x3F800001], [0x3F7FFFFF], [6.0], [0x40C00001], [0x40BFFFFF], [0.5], [0x3EFFFFFF], [0x3F000001], [0x00000001], [0x80000001], [0x7F7FFFFF], [0xFF7FFFFF], [3.25], [-3.25]]> : tensor<24x1xf32>
  %b = arith.constant dense<[[1.0, -1.0, 2.0, 4.0]]> : tensor<1x4xf32>
  %bias = arith.constant dense<0.0> : tensor<4xf32>
  %x = arith.constant dense<[[[[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, -0.0, 0.0], [-1.0, 0xBF800001, 0xBF7FFFFF, 1.0, 0x3F800001, 0x3F7FFFFF], [6.0, 0x40C00001, 0x40BFFFFF, 0.5, 0x3EFFFFFF, 0x3F000001], [0x00000001, 0x80000001, 0x7F7FFFFF, 0xFF7FFFFF, 3.25, -3.25]]]]> : tensor<1x1x4x6xf32>
  %w = arith.constant dense<[[[[1.0]]], [[[-1.0]]], [[[2.0]]], [[[4.0]]]]> : tensor<4x1x1x1xf32>
  %r0 = func.call @linear_hardtanh(%a, %b, %bias) : (tensor<24x1xf32>, tensor<1x4xf32>, tensor<4xf32>) -> tensor<24x4xf32>
  %r1 = func.call @linear_bias_relu6(%a, %b, %bias) : (tensor<24x1xf32>, tensor<1x4xf32>, tensor<4xf32>) -> tensor<24x4xf32>
  %r2 = func.call @linear_clamp_min(%a, %b, %bias) : (tensor<24x1xf32>, tensor<1x4xf32>, tensor<4xf32>) -> tensor<24x4xf32>
  %r3 = func.call @conv_relu6(%x, %w, %bias) : (tensor<1x1x4x6xf32>, tensor<4x1x1x1xf32>, tensor<4xf32>) -> tensor<1x4x4x6xf32>
  %m0 = bufferization.to_buffer %r0 : tensor<24x4xf32> to memref<24x4xf32>
  %u0 = memref.cast %m0 : memref<24x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u0) : (memref<*xf32>) -> ()
  %m1 = bufferization.to_buffer %r1 : tensor<24x4xf32> to memref<24x4xf32>
  %u1 = memref.cast %m1 : memref<24x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u1) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %r2 : tensor<24x4xf32> to memref<24x4xf32>
  %u2 = memref.cast %m2 : memref<24x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u2) : (memref<*xf32>) -> ()
  %m3 = bufferization.to_buffer %r3 : tensor<1x4x4x6xf32> to memref<1x4x4x6xf32>
  %u3 = memref.cast %m3 : memref<1x4x4x6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%u3) : (memref<*xf32>) -> ()
  return
}
