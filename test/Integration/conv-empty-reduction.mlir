// Convolutions whose reduction is empty: no input channels (static, or 0 at
// run time), or a kernel extent of 0 at run time. Every output is its
// epilogue alone (the fill or the bias broadcast into y), which oneDNN and
// cuDNN reject; the shims compute it on the host (ConvLaunch::
// computeEmptyReduction), and kmatch-verify compares each with upstream's
// lowering.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --dim-size=conv_dyn:0:1=0 | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --dim-size=conv_dyn:1:2=0 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 2 functions, 2 rewritten, 0 failures, 0 skipped
// CHECK-LABEL: func.func @conv_c0(
// CHECK: kernel.launch @conv2d_bias_act(
// CHECK-LABEL: func.func @conv_dyn(
// CHECK: kernel.launch @conv2d(

func.func @conv_c0(%x: tensor<1x0x8x8xf32>, %w: tensor<4x0x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %bb = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x0x8x8xf32>, tensor<4x0x3x3xf32>) outs(%bb : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}
func.func @conv_dyn(%x: memref<?x?x?x?xf32>, %w: memref<?x?x?x?xf32>, %y: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%y : memref<?x?x?x?xf32>)
  return
}
