// A bias-less conv and the activation after it (patterns/activation.pdll:
// @conv2d_bias_act with a +0.0 bias) run on the CPU backend (oneDNN) and
// compared with the same program lowered without kmatch: relu (NCHW), relu6
// (NHWC), torch-mlir's hardswish chain (NCHW) on inputs whose last rows are
// -0.0 (exact-zero conv outputs), and GELU (erf NCHW, tanh NHWC) on inputs
// with a NaN and a +inf (NaN and infinite conv outputs; GELU propagates NaN
// in the IR and the library alike, relu does not on oneDNN: README,
// kmatch.nan_exact). The same relu (NCHW) and GELU (erf, NHWC, ins(y)
// outs(y)) also run on memrefs, updating the conv's output in place (the
// +0.0 bias a constant memref.global). The MATCH checks make sure every conv
// became one fused call, so the comparison is between oneDNN and the
// default lowering.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 1200 %t.ref %t.kmatch
// Signed zeros, which numdiff does not see: the same lines print -0 in both.
// RUN: grep -nx -- -0 %t.ref > %t.ref.z || true
// RUN: grep -nx -- -0 %t.kmatch > %t.kmatch.z || true
// RUN: diff %t.ref.z %t.kmatch.z
// RUN: FileCheck %s --input-file=%t.kmatch
//
// MATCH-LABEL: func.func @conv_relu_nchw(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// MATCH-LABEL: func.func @conv_relu6_nhwc(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}act = 2 : i32
// MATCH-LABEL: func.func @conv_hardswish_nchw(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}act = 5 : i32
// MATCH-LABEL: func.func @conv_gelu_erf_nchw(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}act = 4 : i32
// MATCH-LABEL: func.func @conv_gelu_tanh_nhwc(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}act = 3 : i32
// MATCH-LABEL: func.func @conv_relu_nchw_memref(
// MATCH: memref.get_global
// MATCH-NEXT: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
// MATCH-LABEL: func.func @conv_gelu_erf_nhwc_memref(
// MATCH: memref.get_global
// MATCH-NEXT: kernel.launch @conv2d_bias_act({{.*}}act = 4 : i32
// MATCH-LABEL: func.func @main(
// MATCH-NOT: linalg.conv
// MATCH-NOT: kernel.launch @conv2d(
//
// The GELU outputs hold NaN and inf (numdiff requires NaN to meet NaN).
// CHECK-COUNT-3: memref rank=
// CHECK: nan
// CHECK: memref rank=
// CHECK: nan
// CHECK: memref rank=
// CHECK: memref rank=
// CHECK: nan

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @conv_relu_nchw(%x: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  return %y : tensor<1x4x8x8xf32>
}

func.func @conv_relu6_nhwc(%x: tensor<1x10x10x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x8x8x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x8x8x5xf32>) outs(%e : tensor<1x8x8x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %m = arith.maximumf %in, %c0 : f32
    %v = arith.minimumf %m, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x8x8x5xf32>
  return %y : tensor<1x8x8x5xf32>
}

func.func @conv_hardswish_nchw(%x: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %h1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c3 = arith.constant 3.0 : f32
    %v = arith.addf %in, %c3 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  %h2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h1 : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %p = arith.cmpf ult, %in, %c0 : f32
    %s = arith.select %p, %c0, %in : f32
    %q = arith.cmpf ugt, %s, %c6 : f32
    %v = arith.select %q, %c6, %s : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  %h3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%h2 : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %c6 = arith.constant 6.0 : f32
    %v = arith.divf %in, %c6 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par4}
    ins(%r, %h3 : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %v = arith.mulf %i0, %i1 : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  return %y : tensor<1x4x8x8xf32>
}

func.func @conv_gelu_erf_nchw(%x: tensor<1x3x10x10xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x8x8xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %t = arith.mulf %in, %rsqrt2 : f32
    %erf = math.erf %t : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %in, %half : f32
    %v = arith.mulf %h, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8xf32>
  return %y : tensor<1x4x8x8xf32>
}

func.func @conv_gelu_tanh_nhwc(%x: tensor<1x10x10x3xf32>, %w: tensor<3x3x3x5xf32>) -> tensor<1x8x8x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x8x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) outs(%f : tensor<1x8x8x5xf32>) -> tensor<1x8x8x5xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x8x8x5xf32>) outs(%e : tensor<1x8x8x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k = arith.constant 0.797884583 : f32
    %c = arith.constant 4.471500e-02 : f32
    %x2 = arith.mulf %in, %in : f32
    %x3 = arith.mulf %x2, %in : f32
    %t0 = arith.mulf %x3, %c : f32
    %t1 = arith.addf %in, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %half, %in : f32
    %v = arith.mulf %hx, %p : f32
    linalg.yield %v : f32
  } -> tensor<1x8x8x5xf32>
  return %y : tensor<1x8x8x5xf32>
}

// input_nchw: ((7 n + 5 c + 3 h + 11 w) mod 17) / 17 - 0.5, and -0.0 in rows
// h >= 7, so the outputs of the last rows are exact zeros.
func.func @input_nchw() -> tensor<1x3x10x10xf32> {
  %x = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c17 = arith.constant 17 : index
    %t0 = arith.muli %a, %c7 : index
    %t1 = arith.muli %b, %c5 : index
    %t2 = arith.muli %c, %c3 : index
    %t3 = arith.muli %d, %c11 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c17 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 17.0 : f32
    %h = arith.constant 0.5 : f32
    %q = arith.divf %mf, %r : f32
    %v0 = arith.subf %q, %h : f32
    %nz = arith.constant -0.0 : f32
    %low = arith.cmpi uge, %c, %c7 : index
    %v1 = arith.select %low, %nz, %v0 : f32
    tensor.yield %v1 : f32
  } : tensor<1x3x10x10xf32>
  return %x : tensor<1x3x10x10xf32>
}

// input_nhwc: ((7 n + 5 c + 3 h + 11 w) mod 17) / 17 - 0.5, and -0.0 in rows
// h >= 7, so the outputs of the last rows are exact zeros.
func.func @input_nhwc() -> tensor<1x10x10x3xf32> {
  %x = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c17 = arith.constant 17 : index
    %t0 = arith.muli %a, %c7 : index
    %t1 = arith.muli %d, %c5 : index
    %t2 = arith.muli %b, %c3 : index
    %t3 = arith.muli %c, %c11 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c17 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 17.0 : f32
    %h = arith.constant 0.5 : f32
    %q = arith.divf %mf, %r : f32
    %v0 = arith.subf %q, %h : f32
    %nz = arith.constant -0.0 : f32
    %low = arith.cmpi uge, %b, %c7 : index
    %v1 = arith.select %low, %nz, %v0 : f32
    tensor.yield %v1 : f32
  } : tensor<1x10x10x3xf32>
  return %x : tensor<1x10x10x3xf32>
}

// input_nchw_special: ((7 n + 5 c + 3 h + 11 w) mod 17) / 17 - 0.5, and -0.0 in rows
// h >= 7, so the outputs of the last rows are exact zeros, a NaN at (c 0, h 2, w 2) and +inf at (c 1, h 4, w 4).
func.func @input_nchw_special() -> tensor<1x3x10x10xf32> {
  %x = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c17 = arith.constant 17 : index
    %t0 = arith.muli %a, %c7 : index
    %t1 = arith.muli %b, %c5 : index
    %t2 = arith.muli %c, %c3 : index
    %t3 = arith.muli %d, %c11 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c17 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 17.0 : f32
    %h = arith.constant 0.5 : f32
    %q = arith.divf %mf, %r : f32
    %v0 = arith.subf %q, %h : f32
    %nz = arith.constant -0.0 : f32
    %low = arith.cmpi uge, %c, %c7 : index
    %v1 = arith.select %low, %nz, %v0 : f32
    %nanv = arith.constant 0x7FC00000 : f32
    %infv = arith.constant 0x7F800000 : f32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i4 = arith.constant 4 : index
    %hn = arith.cmpi eq, %c, %i2 : index
    %wn = arith.cmpi eq, %d, %i2 : index
    %cn = arith.cmpi eq, %b, %i0 : index
    %n1 = arith.andi %hn, %wn : i1
    %isnan = arith.andi %n1, %cn : i1
    %hi = arith.cmpi eq, %c, %i4 : index
    %wi = arith.cmpi eq, %d, %i4 : index
    %ci = arith.cmpi eq, %b, %i1 : index
    %n2 = arith.andi %hi, %wi : i1
    %isinf = arith.andi %n2, %ci : i1
    %v2 = arith.select %isnan, %nanv, %v1 : f32
    %v3 = arith.select %isinf, %infv, %v2 : f32
    tensor.yield %v3 : f32
  } : tensor<1x3x10x10xf32>
  return %x : tensor<1x3x10x10xf32>
}

// input_nhwc_special: ((7 n + 5 c + 3 h + 11 w) mod 17) / 17 - 0.5, and -0.0 in rows
// h >= 7, so the outputs of the last rows are exact zeros, a NaN at (c 0, h 2, w 2) and +inf at (c 1, h 4, w 4).
func.func @input_nhwc_special() -> tensor<1x10x10x3xf32> {
  %x = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c17 = arith.constant 17 : index
    %t0 = arith.muli %a, %c7 : index
    %t1 = arith.muli %d, %c5 : index
    %t2 = arith.muli %b, %c3 : index
    %t3 = arith.muli %c, %c11 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c17 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 17.0 : f32
    %h = arith.constant 0.5 : f32
    %q = arith.divf %mf, %r : f32
    %v0 = arith.subf %q, %h : f32
    %nz = arith.constant -0.0 : f32
    %low = arith.cmpi uge, %b, %c7 : index
    %v1 = arith.select %low, %nz, %v0 : f32
    %nanv = arith.constant 0x7FC00000 : f32
    %infv = arith.constant 0x7F800000 : f32
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i4 = arith.constant 4 : index
    %hn = arith.cmpi eq, %b, %i2 : index
    %wn = arith.cmpi eq, %c, %i2 : index
    %cn = arith.cmpi eq, %d, %i0 : index
    %n1 = arith.andi %hn, %wn : i1
    %isnan = arith.andi %n1, %cn : i1
    %hi = arith.cmpi eq, %b, %i4 : index
    %wi = arith.cmpi eq, %c, %i4 : index
    %ci = arith.cmpi eq, %d, %i1 : index
    %n2 = arith.andi %hi, %wi : i1
    %isinf = arith.andi %n2, %ci : i1
    %v2 = arith.select %isnan, %nanv, %v1 : f32
    %v3 = arith.select %isinf, %infv, %v2 : f32
    tensor.yield %v3 : f32
  } : tensor<1x10x10x3xf32>
  return %x : tensor<1x10x10x3xf32>
}

// filter_fchw: w = ((3 f + 2 c + 5 kh + 7 kw) mod 11) / 11 - 0.45, never 0.
func.func @filter_fchw() -> tensor<4x3x3x3xf32> {
  %w = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %t0 = arith.muli %a, %c3 : index
    %t1 = arith.muli %b, %c2 : index
    %t2 = arith.muli %c, %c5 : index
    %t3 = arith.muli %d, %c7 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c11 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 11.0 : f32
    %o = arith.constant 0.45 : f32
    %q = arith.divf %mf, %r : f32
    %v = arith.subf %q, %o : f32
    tensor.yield %v : f32
  } : tensor<4x3x3x3xf32>
  return %w : tensor<4x3x3x3xf32>
}

// filter_hwcf: w = ((3 f + 2 c + 5 kh + 7 kw) mod 11) / 11 - 0.45, never 0.
func.func @filter_hwcf() -> tensor<3x3x3x5xf32> {
  %w = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %t0 = arith.muli %d, %c3 : index
    %t1 = arith.muli %c, %c2 : index
    %t2 = arith.muli %a, %c5 : index
    %t3 = arith.muli %b, %c7 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c11 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 11.0 : f32
    %o = arith.constant 0.45 : f32
    %q = arith.divf %mf, %r : f32
    %v = arith.subf %q, %o : f32
    tensor.yield %v : f32
  } : tensor<3x3x3x5xf32>
  return %w : tensor<3x3x3x5xf32>
}

func.func @conv_relu_nchw_memref(%x: memref<1x3x10x10xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x8x8xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x8x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x10x10xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x8x8xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x8x8xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

func.func @conv_gelu_erf_nhwc_memref(%x: memref<1x10x10x3xf32>, %w: memref<3x3x3x5xf32>, %y: memref<1x8x8x5xf32>) {
  %c0 = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %isqrt2 = arith.constant 0.707106769 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x8x8x5xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x10x10x3xf32>, memref<3x3x3x5xf32>) outs(%y : memref<1x8x8x5xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4} ins(%y : memref<1x8x8x5xf32>) outs(%y : memref<1x8x8x5xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.mulf %in, %isqrt2 : f32
    %e = math.erf %s : f32
    %a = arith.addf %e, %one : f32
    %m = arith.mulf %in, %half : f32
    %r = arith.mulf %m, %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @main() {
  %conv_relu_nchw_x = call @input_nchw() : () -> tensor<1x3x10x10xf32>
  %conv_relu_nchw_w = call @filter_fchw() : () -> tensor<4x3x3x3xf32>
  %conv_relu_nchw_y = call @conv_relu_nchw(%conv_relu_nchw_x, %conv_relu_nchw_w) : (tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %conv_relu_nchw_m = bufferization.to_buffer %conv_relu_nchw_y : tensor<1x4x8x8xf32> to memref<1x4x8x8xf32>
  %conv_relu_nchw_u = memref.cast %conv_relu_nchw_m : memref<1x4x8x8xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%conv_relu_nchw_u) : (memref<*xf32>) -> ()
  %conv_relu6_nhwc_x = call @input_nhwc() : () -> tensor<1x10x10x3xf32>
  %conv_relu6_nhwc_w = call @filter_hwcf() : () -> tensor<3x3x3x5xf32>
  %conv_relu6_nhwc_y = call @conv_relu6_nhwc(%conv_relu6_nhwc_x, %conv_relu6_nhwc_w) : (tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x8x8x5xf32>
  %conv_relu6_nhwc_m = bufferization.to_buffer %conv_relu6_nhwc_y : tensor<1x8x8x5xf32> to memref<1x8x8x5xf32>
  %conv_relu6_nhwc_u = memref.cast %conv_relu6_nhwc_m : memref<1x8x8x5xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%conv_relu6_nhwc_u) : (memref<*xf32>) -> ()
  %conv_hardswish_nchw_x = call @input_nchw() : () -> tensor<1x3x10x10xf32>
  %conv_hardswish_nchw_w = call @filter_fchw() : () -> tensor<4x3x3x3xf32>
  %conv_hardswish_nchw_y = call @conv_hardswish_nchw(%conv_hardswish_nchw_x, %conv_hardswish_nchw_w) : (tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %conv_hardswish_nchw_m = bufferization.to_buffer %conv_hardswish_nchw_y : tensor<1x4x8x8xf32> to memref<1x4x8x8xf32>
  %conv_hardswish_nchw_u = memref.cast %conv_hardswish_nchw_m : memref<1x4x8x8xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%conv_hardswish_nchw_u) : (memref<*xf32>) -> ()
  %conv_gelu_erf_nchw_x = call @input_nchw_special() : () -> tensor<1x3x10x10xf32>
  %conv_gelu_erf_nchw_w = call @filter_fchw() : () -> tensor<4x3x3x3xf32>
  %conv_gelu_erf_nchw_y = call @conv_gelu_erf_nchw(%conv_gelu_erf_nchw_x, %conv_gelu_erf_nchw_w) : (tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32>
  %conv_gelu_erf_nchw_m = bufferization.to_buffer %conv_gelu_erf_nchw_y : tensor<1x4x8x8xf32> to memref<1x4x8x8xf32>
  %conv_gelu_erf_nchw_u = memref.cast %conv_gelu_erf_nchw_m : memref<1x4x8x8xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%conv_gelu_erf_nchw_u) : (memref<*xf32>) -> ()
  %conv_gelu_tanh_nhwc_x = call @input_nhwc_special() : () -> tensor<1x10x10x3xf32>
  %conv_gelu_tanh_nhwc_w = call @filter_hwcf() : () -> tensor<3x3x3x5xf32>
  %conv_gelu_tanh_nhwc_y = call @conv_gelu_tanh_nhwc(%conv_gelu_tanh_nhwc_x, %conv_gelu_tanh_nhwc_w) : (tensor<1x10x10x3xf32>, tensor<3x3x3x5xf32>) -> tensor<1x8x8x5xf32>
  %conv_gelu_tanh_nhwc_m = bufferization.to_buffer %conv_gelu_tanh_nhwc_y : tensor<1x8x8x5xf32> to memref<1x8x8x5xf32>
  %conv_gelu_tanh_nhwc_u = memref.cast %conv_gelu_tanh_nhwc_m : memref<1x8x8x5xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%conv_gelu_tanh_nhwc_u) : (memref<*xf32>) -> ()
  %mx = call @input_nchw() : () -> tensor<1x3x10x10xf32>
  %mw = call @filter_fchw() : () -> tensor<4x3x3x3xf32>
  %mxb = bufferization.to_buffer %mx : tensor<1x3x10x10xf32> to memref<1x3x10x10xf32>
  %mwb = bufferization.to_buffer %mw : tensor<4x3x3x3xf32> to memref<4x3x3x3xf32>
  %my = memref.alloc() : memref<1x4x8x8xf32>
  call @conv_relu_nchw_memref(%mxb, %mwb, %my) : (memref<1x3x10x10xf32>, memref<4x3x3x3xf32>, memref<1x4x8x8xf32>) -> ()
  %myu = memref.cast %my : memref<1x4x8x8xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%myu) : (memref<*xf32>) -> ()
  %gx = call @input_nhwc_special() : () -> tensor<1x10x10x3xf32>
  %gw = call @filter_hwcf() : () -> tensor<3x3x3x5xf32>
  %gxb = bufferization.to_buffer %gx : tensor<1x10x10x3xf32> to memref<1x10x10x3xf32>
  %gwb = bufferization.to_buffer %gw : tensor<3x3x3x5xf32> to memref<3x3x3x5xf32>
  %gy = memref.alloc() : memref<1x8x8x5xf32>
  call @conv_gelu_erf_nhwc_memref(%gxb, %gwb, %gy) : (memref<1x10x10x3xf32>, memref<3x3x3x5xf32>, memref<1x8x8x5xf32>) -> ()
  %gyu = memref.cast %gy : memref<1x8x8x5xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%gyu) : (memref<*xf32>) -> ()
  return
}
