// conv1x1.pdll on kernel.launch @conv2d input: the template, not C++, says
// which launches are elementwise epilogues still to be fused into the conv
// (HasNoEpilogueUser(l.0, [@add, @batchnorm])), and builds the gemm launch.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/../../patterns/conv1x1.pdll -split-input-file | FileCheck %s

// A 1x1 conv launch used by nothing but the return becomes a gemm.
// CHECK-LABEL: func.func @conv1x1_alone(
// CHECK: %[[G:.*]] = kernel.launch @gemm({{.*}}) {num_outs = 1 : i64, transA = false, transB = false, transC = false} : (f32, tensor<16x8xf32>, tensor<8x36xf32>, f32, tensor<16x36xf32>) -> tensor<16x36xf32>
// CHECK: tensor.expand_shape %[[G]]
// CHECK-NOT: @conv2d
func.func @conv1x1_alone(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>, %y: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %r = kernel.launch @conv2d(%x, %w, %y) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>, tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %r : tensor<1x16x6x6xf32>
}

// -----

// Used by an @add launch (one of the callees the template lists): left a
// conv for conv_epilogue.pdll to fuse.
// CHECK-LABEL: func.func @conv1x1_into_add_launch(
// CHECK: kernel.launch @conv2d(
// CHECK-NOT: @gemm
func.func @conv1x1_into_add_launch(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>, %z: tensor<1x16x6x6xf32>, %y: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %r = kernel.launch @conv2d(%x, %w, %y) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>, tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %s = kernel.launch @add(%r, %z, %y) {num_outs = 1 : i64} : (tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %s : tensor<1x16x6x6xf32>
}

// -----

// Used by a launch that is not listed (a @copy reading it is no epilogue):
// the conv still becomes a gemm.
// CHECK-LABEL: func.func @conv1x1_into_other_launch(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: @conv2d
func.func @conv1x1_into_other_launch(%x: tensor<1x8x6x6xf32>, %w: tensor<16x8x1x1xf32>, %z: tensor<1x16x6x6xf32>, %y: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %r = kernel.launch @conv2d(%x, %w, %y) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64} : (tensor<1x8x6x6xf32>, tensor<16x8x1x1xf32>, tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %s = kernel.launch @copy(%r, %z) {num_outs = 1 : i64} : (tensor<1x16x6x6xf32>, tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  return %s : tensor<1x16x6x6xf32>
}
