// On memrefs (raised loops): a bias-less conv into a zero-filled y and an
// activation that updates y in place become one @conv2d_bias_act with a
// +0.0 bias, a private constant memref.global shared by the launches of one
// shape (patterns/activation.pdll, the memref section). The near misses stay
// a @conv2d and a generic. kmatch-verify runs every function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 13 functions, 13 rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#swap = affine_map<(n, c, h, w) -> (n, c, w, h)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// One global per shape and value, at the top of the module.
// CHECK-DAG: memref.global "private" constant @__kmatch_splat_4_f32_0 : memref<4xf32> = dense<0.000000e+00>
// CHECK-DAG: memref.global "private" constant @__kmatch_splat_5_f32_0 : memref<5xf32> = dense<0.000000e+00>
// CHECK-NOT: memref.global

// relu (outs(y), max(out, 0)) after a strided, dilated NCHW conv: every conv
// param carries over but accumulate, the bias has the 4 output channels.
// CHECK-LABEL: func.func @nchw_relu(
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<1x3x9x9xf32>, %[[W:[a-z0-9]+]]: memref<4x3x3x3xf32>, %[[Y:[a-z0-9]+]]: memref<1x4x4x3xf32>)
// CHECK-NOT: linalg.
// CHECK: %[[B:.*]] = memref.get_global @__kmatch_splat_4_f32_0 : memref<4xf32>
// CHECK-NEXT: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %[[Y]]) {act = 1 : i32, act_hi = 0.000000e+00 : f32, act_lo = 0.000000e+00 : f32, dilation_h = 1 : i64, dilation_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK-NOT: linalg.
// CHECK: return
func.func @nchw_relu(%x: memref<1x3x9x9xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x4x3xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x4x3xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x9x9xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x4x3xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x4x3xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// relu6 as ins(y) outs(y), min(max(x, 0), 6).
// CHECK-LABEL: func.func @nchw_relu6_in(
// CHECK-NOT: linalg.
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.
func.func @nchw_relu6_in(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4} ins(%y : memref<1x4x6x6xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %a = arith.maximumf %in, %c0 : f32
    %b = arith.minimumf %a, %c6 : f32
    linalg.yield %b : f32
  }
  return
}

// relu after an NHWC conv: the bias is as long as dim 3 (5).
// CHECK-LABEL: func.func @nhwc_relu(
// CHECK: %[[B:.*]] = memref.get_global @__kmatch_splat_5_f32_0 : memref<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32{{.*}}layout = 1 : i32
// CHECK-NOT: linalg.
func.func @nhwc_relu(%x: memref<1x8x8x3xf32>, %w: memref<3x3x3x5xf32>, %y: memref<1x6x6x5xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x6x6x5xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x8x8x3xf32>, memref<3x3x3x5xf32>) outs(%y : memref<1x6x6x5xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x6x6x5xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// GELU (erf) as ins(y) outs(y) after an NHWC conv, with a dynamic batch.
// CHECK-LABEL: func.func @nhwc_gelu_in_dynamic_batch(
// CHECK: %[[B:.*]] = memref.get_global @__kmatch_splat_5_f32_0 : memref<5xf32>
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 4 : i32
// CHECK-NOT: linalg.
func.func @nhwc_gelu_in_dynamic_batch(%x: memref<?x8x8x3xf32>, %w: memref<3x3x3x5xf32>, %y: memref<?x6x6x5xf32>) {
  %c0 = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %isqrt2 = arith.constant 0.707106769 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<?x6x6x5xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<?x8x8x3xf32>, memref<3x3x3x5xf32>) outs(%y : memref<?x6x6x5xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4} ins(%y : memref<?x6x6x5xf32>) outs(%y : memref<?x6x6x5xf32>) {
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

// Two convs of the same shape share the one global.
// CHECK-LABEL: func.func @two_convs(
// CHECK-COUNT-2: memref.get_global @__kmatch_splat_4_f32_0
// CHECK-NOT: linalg.
func.func @two_convs(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %y2: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  linalg.fill ins(%c0 : f32) outs(%y2 : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y2 : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y2 : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// A conv with a real bias in place keeps it: the zero bias never appears.
// CHECK-LABEL: func.func @conv_bias_relu(
// CHECK-SAME: %[[B:[a-z0-9]+]]: memref<4xf32>
// CHECK-NOT: memref.get_global
// CHECK: kernel.launch @conv2d_bias_act(%{{.*}}, %{{.*}}, %[[B]], %{{.*}}) {act = 1 : i32
// CHECK-NOT: linalg.
func.func @conv_bias_relu(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, #id], iterator_types = #par4} ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.addf %o, %in : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: y is read between the conv and the activation.
// CHECK-LABEL: func.func @near_miss_read_between(
// CHECK: kernel.launch @conv2d(
// CHECK: memref.copy
// CHECK: linalg.generic
func.func @near_miss_read_between(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %z: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  memref.copy %y, %z : memref<1x4x6x6xf32> to memref<1x4x6x6xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: x is written between them (the fused call would read it late).
// CHECK-LABEL: func.func @near_miss_input_written_between(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.fill
// CHECK: linalg.generic
func.func @near_miss_input_written_between(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.fill ins(%c1 : f32) outs(%x : memref<1x3x8x8xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: the activation reads y transposed (not elementwise in place).
// CHECK-LABEL: func.func @near_miss_transposed(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @near_miss_transposed(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %z: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#swap, #id], iterator_types = #par4} ins(%y : memref<1x4x6x6xf32>) outs(%z : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: relu into another buffer; y keeps the conv's result, so the
// conv cannot be dropped.
// CHECK-LABEL: func.func @near_miss_other_output(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @near_miss_other_output(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>, %z: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4} ins(%y : memref<1x4x6x6xf32>) outs(%z : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.maximumf %in, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: relu under kmatch.nan_exact (oneDNN's relu differs on NaN).
// CHECK-LABEL: func.func @near_miss_nan_exact(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @near_miss_nan_exact(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// Near miss: the conv accumulates into y's contents (no zero fill).
// CHECK-LABEL: func.func @near_miss_accumulating(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @near_miss_accumulating(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %v = arith.maximumf %o, %c0 : f32
    linalg.yield %v : f32
  }
  return
}

// torch-mlir's clamp, select(x <u 0, 0, x) then select(t >u 6, 6, t),
// which sends NaN to 0: its own activation, act = 9 (clamp_select).
// CHECK-LABEL: func.func @torch_clamp(
// CHECK: memref.get_global
// CHECK-NEXT: kernel.launch @conv2d_bias_act({{.*}}) {act = 9 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NOT: linalg.generic
func.func @torch_clamp(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4} ins(%y : memref<1x4x6x6xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %lt = arith.cmpf ult, %in, %c0 : f32
    %a = arith.select %lt, %c0, %in : f32
    %gt = arith.cmpf ugt, %a, %c6 : f32
    %b = arith.select %gt, %c6, %a : f32
    linalg.yield %b : f32
  }
  return
}
