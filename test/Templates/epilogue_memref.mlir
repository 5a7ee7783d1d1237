// Fused epilogues on memrefs (raised loops): the epilogue updates the
// kernel's output in place, with nothing touching the operands in between.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 8 rewritten, 0 failures

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>
#ax2 = affine_map<(n, c, h, w) -> (h)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

// y = 0; y += conv(x, w); y += b[f]; y = max(y, 0).
// CHECK-LABEL: func.func @conv_bias_relu(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x3x8x8xf32>, %[[W:[^:]*]]: memref<4x3x3x3xf32>, %[[B:[^:]*]]: memref<4xf32>, %[[Y:[^:]*]]: memref<1x4x6x6xf32>)
// CHECK-NEXT: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %[[Y]]) {act = 1 : i32
// CHECK-NEXT: return
func.func @conv_bias_relu(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.generic {indexing_maps = [#ch1, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = #par4}
    outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %s = arith.maximumf %o, %c0 : f32
    linalg.yield %s : f32
  }
  return
}

// NHWC, the skip added in place, then relu written as ins(y) outs(y).
// CHECK-LABEL: func.func @conv_bias_residual_relu_nhwc(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x6x6x2xf32>, %[[W:[^:]*]]: memref<3x3x2x2xf32>, %[[B:[^:]*]]: memref<2xf32>, %[[Z:[^:]*]]: memref<1x4x4x2xf32>, %[[Y:[^:]*]]: memref<1x4x4x2xf32>)
// CHECK-NEXT: kernel.launch @conv2d_bias_add_act(%[[X]], %[[W]], %[[B]], %[[Z]], %[[Y]]) {act = 1 : i32
// CHECK-NEXT: return
func.func @conv_bias_residual_relu_nhwc(%x: memref<1x6x6x2xf32>, %w: memref<3x3x2x2xf32>, %b: memref<2xf32>, %z: memref<1x4x4x2xf32>, %y: memref<1x4x4x2xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x4x2xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x6x6x2xf32>, memref<3x3x2x2xf32>) outs(%y : memref<1x4x4x2xf32>)
  linalg.generic {indexing_maps = [#ch3, #idh], iterator_types = #par4}
    ins(%b : memref<2xf32>) outs(%y : memref<1x4x4x2xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %bb, %o : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#idh, #idh], iterator_types = #par4}
    ins(%z : memref<1x4x4x2xf32>) outs(%y : memref<1x4x4x2xf32>) {
  ^bb0(%zz: f32, %o: f32):
    %s = arith.addf %o, %zz : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#idh, #idh], iterator_types = #par4}
    ins(%y : memref<1x4x4x2xf32>) outs(%y : memref<1x4x4x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %gt = arith.cmpf ugt, %a, %c0 : f32
    %s = arith.select %gt, %a, %c0 : f32
    linalg.yield %s : f32
  }
  return
}

// gemm + bias + relu6 in place.
// CHECK-LABEL: func.func @gemm_bias_relu6(
// CHECK-SAME: %[[A:[^:]*]]: memref<5x7xf32>, %[[B:[^:]*]]: memref<7x3xf32>, %[[BIAS:[^:]*]]: memref<3xf32>, %[[C:[^:]*]]: memref<5x3xf32>)
// CHECK-NEXT: kernel.launch @gemm_bias_act(%[[A]], %[[B]], %[[BIAS]], %[[C]]) {act = 2 : i32, act_hi = 6.000000e+00 : f32, act_lo = 0.000000e+00 : f32
// CHECK-NEXT: return
func.func @gemm_bias_relu6(%a: memref<5x7xf32>, %b: memref<7x3xf32>, %bias: memref<3xf32>, %c: memref<5x3xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c6 = arith.constant 6.0 : f32
  linalg.fill ins(%c0 : f32) outs(%c : memref<5x3xf32>)
  linalg.matmul ins(%a, %b : memref<5x7xf32>, memref<7x3xf32>) outs(%c : memref<5x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    ins(%bias : memref<3xf32>) outs(%c : memref<5x3xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
    outs(%c : memref<5x3xf32>) {
  ^bb0(%o: f32):
    %m = arith.maximumf %o, %c0 : f32
    %s = arith.minimumf %m, %c6 : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: y is read (copied out) between the conv and the bias add, so
// the reader must see the conv without bias: no fusion.
// CHECK-LABEL: func.func @near_miss_read_between(
// CHECK: kernel.launch @conv2d(
// CHECK: memref.copy
// CHECK: linalg.generic
func.func @near_miss_read_between(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x6x6xf32>, %snap: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  memref.copy %y, %snap : memref<1x4x6x6xf32> to memref<1x4x6x6xf32>
  linalg.generic {indexing_maps = [#ch1, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: the bias is written between the conv and the bias add. The
// fused call would take the place of the bias add; kmatch requires that
// nothing touches any operand in between, so they stay apart.
// CHECK-LABEL: func.func @near_miss_bias_written_between(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.fill
// CHECK: linalg.generic
func.func @near_miss_bias_written_between(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x6x6xf32>) {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x6x6xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  linalg.fill ins(%c1 : f32) outs(%b : memref<4xf32>)
  linalg.generic {indexing_maps = [#ch1, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: a bias of the right size along H.
// CHECK-LABEL: func.func @near_miss_wrong_axis(
// CHECK: kernel.launch @conv2d(
// CHECK: linalg.generic
func.func @near_miss_wrong_axis(%x: memref<1x3x6x6xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x4x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x3x6x6xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x4x4xf32>)
  linalg.generic {indexing_maps = [#ax2, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x4x4xf32>) {
  ^bb0(%bb: f32, %o: f32):
    %s = arith.addf %o, %bb : f32
    linalg.yield %s : f32
  }
  return
}

// torch-mlir's conv bias on memrefs: the bias broadcast into y, then the conv
// accumulating into y, then relu in place. One overwriting call.
// CHECK-LABEL: func.func @broadcast_bias_conv_relu_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x3x8x8xf32>, %[[W:[^:]*]]: memref<4x3x3x3xf32>, %[[B:[^:]*]]: memref<4xf32>, %[[Y:[^:]*]]: memref<1x4x6x6xf32>)
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %[[W]], %[[B]], %[[Y]]) {act = 1 : i32
// CHECK-NOT: linalg.generic
// CHECK-NOT: kernel.launch
func.func @broadcast_bias_conv_relu_memref(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x6x6xf32>) {
  linalg.generic {indexing_maps = [#ch1, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  %c0 = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#id], iterator_types = #par4} outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%o: f32):
    %gt = arith.cmpf ugt, %o, %c0 : f32
    %s = arith.select %gt, %o, %c0 : f32
    linalg.yield %s : f32
  }
  return
}

// Near miss: the bias is written between the broadcast and the conv, so the
// conv must not read it at its own position: nothing merges.
// CHECK-LABEL: func.func @near_miss_broadcast_bias_written_between(
// CHECK: linalg.generic
// CHECK: memref.store
// CHECK: kernel.launch @conv2d({{.*}}accumulate = 1 : i32
// CHECK-NOT: conv2d_bias_act
func.func @near_miss_broadcast_bias_written_between(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %b: memref<4xf32>, %y: memref<1x4x6x6xf32>) {
  linalg.generic {indexing_maps = [#ch1, #id], iterator_types = #par4}
    ins(%b : memref<4xf32>) outs(%y : memref<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  %c1 = arith.constant 1 : index
  %v = arith.constant 5.0 : f32
  memref.store %v, %b[%c1] : memref<4xf32>
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32>)
  return
}
