// Convolutions as current torch-mlir emits them: the bias broadcast into the
// init by linalg.broadcast, tensor.pad for padding (asymmetric, nonzero, on
// the channels), dilation, stride > kernel, groups through expand_shape into
// conv_2d_ngchw_gfchw (a depthwise multiplier of 2 included), depthwise with
// a collapsed filter, conv1d/conv3d, the 3-D grouped generic,
// conv_transpose2d (flipped filter by tensor.extract, strided insert_slice),
// and the epilogues after them (batch norm, relu, residual add; constant
// dense_resource weights).
// kmatch-verify runs every function against upstream's lowering, and again
// with --specials in the module marked kmatch.nan_exact, where every launch
// must give the IR's NaN, Inf and signed zeros.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: sed 's/^module {$/module attributes {kmatch.nan_exact} {/' %s > %t.nan_exact.mlir
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=1 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=2 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-verify %t.nan_exact.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=NANEXACT
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// VERIFY: kmatch-verify: 23 functions, 21 rewritten, 0 failures, 0 skipped{{$}}
// NANEXACT: kmatch-verify: 23 functions, 21 rewritten, 0 failures, 0 skipped (with specials; 0 of the failures outside kmatch.nan_exact)

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#c4 = affine_map<(d0, d1, d2, d3) -> (d1)>

module {

// torch-mlir conv forms (current TorchToLinalg: bias via linalg.broadcast into the init).

// conv2d, bias broadcast, padding 1, stride 2, dilation 2.
// CHECK-LABEL: func.func @conv_bias_bcast_dil(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
func.func @conv_bias_bcast_dil(%x: tensor<2x3x11x11xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<2x4x5x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<2x3x11x11xf32> to tensor<2x3x13x13xf32>
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<2x4x5x5xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<2x3x13x13xf32>, tensor<4x3x3x3xf32>) outs(%bc : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  return %c : tensor<2x4x5x5xf32>
}

// conv2d, bias broadcast, then relu (torch-mlir's select form).
// CHECK-LABEL: func.func @conv_bias_bcast_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 1 : i32
func.func @conv_bias_bcast_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%bc : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %s = arith.select %p, %in, %cst : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// F.pad asymmetric (constant_pad_nd) then an unpadded conv, no bias.
// CHECK-LABEL: func.func @conv_asym_pad(
// CHECK: kernel.launch @conv2d(
func.func @conv_asym_pad(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x9x7xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 0] high[0, 0, 2, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x11x9xf32>
  %e = tensor.empty() : tensor<1x4x9x7xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x9x7xf32>) -> tensor<1x4x9x7xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x3x11x9xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x9x7xf32>) -> tensor<1x4x9x7xf32>
  return %c : tensor<1x4x9x7xf32>
}

// F.pad with a nonzero value (constant_pad_nd value=1.5) then a conv: the pad must not fold as zeros.
// CHECK-LABEL: func.func @conv_pad_nonzero(
// CHECK: kernel.launch @conv2d(
func.func @conv_pad_nonzero(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %v = arith.constant 1.500000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %v : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %c : tensor<1x4x8x8xf32>
}

// Reflection-like pad on the channels dim (zeros), which is not spatial.
// CHECK-LABEL: func.func @conv_pad_channels(
// CHECK: kernel.launch @conv2d(
func.func @conv_pad_channels(%x: tensor<1x3x8x8xf32>, %w: tensor<4x5x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 1, 0, 0] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x3x8x8xf32> to tensor<1x5x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x5x8x8xf32>, tensor<4x5x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %c : tensor<1x4x6x6xf32>
}

// stride > kernel: 2x2 kernel stride 3; 1x1 stride 2 (ResNet downsample).
// CHECK-LABEL: func.func @conv_stride_gt_kernel(
// CHECK: kernel.launch @conv2d(
func.func @conv_stride_gt_kernel(%x: tensor<1x3x11x11xf32>, %w: tensor<4x3x2x2xf32>) -> tensor<1x4x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<3> : vector<2xi64>} ins(%x, %w : tensor<1x3x11x11xf32>, tensor<4x3x2x2xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}

// CHECK-LABEL: func.func @conv1x1_stride2(
// CHECK: kernel.launch @conv2d(
func.func @conv1x1_stride2(%x: tensor<2x3x9x9xf32>, %w: tensor<4x3x1x1xf32>) -> tensor<2x4x5x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<2x4x5x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<2x3x9x9xf32>, tensor<4x3x1x1xf32>) outs(%f : tensor<2x4x5x5xf32>) -> tensor<2x4x5x5xf32>
  return %c : tensor<2x4x5x5xf32>
}

// grouped (groups 2), bias broadcast expanded into the groups, padding 1.
// CHECK-LABEL: func.func @conv_grouped_bias(
// CHECK: kernel.launch @grouped_conv2d(
func.func @conv_grouped_bias(%x: tensor<1x4x6x6xf32>, %w: tensor<6x2x3x3xf32>, %b: tensor<6xf32>) -> tensor<1x6x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x6x6x6xf32>
  %bc = linalg.broadcast ins(%b : tensor<6xf32>) outs(%e : tensor<1x6x6x6xf32>) dimensions = [0, 2, 3]
  %xe = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 8, 8] : tensor<1x4x8x8xf32> into tensor<1x2x2x8x8xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 3, 2, 3, 3] : tensor<6x2x3x3xf32> into tensor<2x3x2x3x3xf32>
  %oe = tensor.expand_shape %bc [[0], [1, 2], [3], [4]] output_shape [1, 2, 3, 6, 6] : tensor<1x6x6x6xf32> into tensor<1x2x3x6x6xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%xe, %we : tensor<1x2x2x8x8xf32>, tensor<2x3x2x3x3xf32>) outs(%oe : tensor<1x2x3x6x6xf32>) -> tensor<1x2x3x6x6xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x2x3x6x6xf32> into tensor<1x6x6x6xf32>
  return %r : tensor<1x6x6x6xf32>
}

// depthwise with channel multiplier 2 (groups = Cin = 3, Cout = 6): the grouped path, C/G = 1.
// CHECK-LABEL: func.func @conv_dw_mult2(
// CHECK: kernel.launch @grouped_conv2d(
func.func @conv_dw_mult2(%x: tensor<1x3x7x7xf32>, %w: tensor<6x1x3x3xf32>) -> tensor<1x6x5x5xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x6x5x5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x6x5x5xf32>) -> tensor<1x6x5x5xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 3, 1, 7, 7] : tensor<1x3x7x7xf32> into tensor<1x3x1x7x7xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [3, 2, 1, 3, 3] : tensor<6x1x3x3xf32> into tensor<3x2x1x3x3xf32>
  %oe = tensor.expand_shape %f [[0], [1, 2], [3], [4]] output_shape [1, 3, 2, 5, 5] : tensor<1x6x5x5xf32> into tensor<1x3x2x5x5xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%xe, %we : tensor<1x3x1x7x7xf32>, tensor<3x2x1x3x3xf32>) outs(%oe : tensor<1x3x2x5x5xf32>) -> tensor<1x3x2x5x5xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x3x2x5x5xf32> into tensor<1x6x5x5xf32>
  return %r : tensor<1x6x5x5xf32>
}

// depthwise, multiplier 1, bias broadcast, stride 2, padding 1.
// CHECK-LABEL: func.func @conv_dw_bias(
// CHECK: kernel.launch @depthwise_conv2d(
func.func @conv_dw_bias(%x: tensor<1x3x8x8xf32>, %w: tensor<3x1x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %bc = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) dimensions = [0, 2, 3]
  %wc = tensor.collapse_shape %w [[0, 1], [2], [3]] : tensor<3x1x3x3xf32> into tensor<3x3x3xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %wc : tensor<1x3x10x10xf32>, tensor<3x3x3xf32>) outs(%bc : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %c : tensor<1x3x4x4xf32>
}

// conv1d with bias broadcast (torch-mlir test conv_broadcast, smaller).
// CHECK-LABEL: func.func @conv1d_bias(
// CHECK: kernel.launch @conv1d(
func.func @conv1d_bias(%x: tensor<1x8x30xf32>, %w: tensor<16x8x3xf32>, %b: tensor<16xf32>) -> tensor<1x16x30xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%a: index, %bb: index, %c: index):
    tensor.yield %cst : f32
  } : tensor<1x8x30xf32> to tensor<1x8x32xf32>
  %e = tensor.empty() : tensor<1x16x30xf32>
  %bc = linalg.broadcast ins(%b : tensor<16xf32>) outs(%e : tensor<1x16x30xf32>) dimensions = [0, 2]
  %c = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%p, %w : tensor<1x8x32xf32>, tensor<16x8x3xf32>) outs(%bc : tensor<1x16x30xf32>) -> tensor<1x16x30xf32>
  return %c : tensor<1x16x30xf32>
}

// depthwise conv1d (multiplier 1)
// CHECK-LABEL: func.func @conv1d_dw(
// CHECK-NOT: kernel.launch
func.func @conv1d_dw(%x: tensor<1x8x30xf32>, %w: tensor<8x1x3xf32>) -> tensor<1x8x28xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x8x28xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x8x28xf32>) -> tensor<1x8x28xf32>
  %wc = tensor.collapse_shape %w [[0, 1], [2]] : tensor<8x1x3xf32> into tensor<8x3xf32>
  %c = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%x, %wc : tensor<1x8x30xf32>, tensor<8x3xf32>) outs(%f : tensor<1x8x28xf32>) -> tensor<1x8x28xf32>
  return %c : tensor<1x8x28xf32>
}

// conv3d with bias broadcast, stride 2, pad 1
// CHECK-LABEL: func.func @conv3d_bias(
// CHECK: kernel.launch @conv3d(
func.func @conv3d_bias(%x: tensor<1x2x6x6x6xf32>, %w: tensor<4x2x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x3x3x3xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index, %g: index):
    tensor.yield %cst : f32
  } : tensor<1x2x6x6x6xf32> to tensor<1x2x8x8x8xf32>
  %e = tensor.empty() : tensor<1x4x3x3x3xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x3x3x3xf32>) dimensions = [0, 2, 3, 4]
  %c = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<2> : vector<3xi64>} ins(%p, %w : tensor<1x2x8x8x8xf32>, tensor<4x2x3x3x3xf32>) outs(%bc : tensor<1x4x3x3x3xf32>) -> tensor<1x4x3x3x3xf32>
  return %c : tensor<1x4x3x3x3xf32>
}

// 3-D grouped conv as torch-mlir's generic (groups 2).
// CHECK-LABEL: func.func @conv3d_grouped(
// CHECK-NOT: kernel.launch
func.func @conv3d_grouped(%x: tensor<1x4x5x5x5xf32>, %w: tensor<6x2x3x3x3xf32>) -> tensor<1x6x3x3x3xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %e = tensor.empty() : tensor<1x6x3x3x3xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x6x3x3x3xf32>) -> tensor<1x6x3x3x3xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4], [5]] output_shape [1, 2, 2, 5, 5, 5] : tensor<1x4x5x5x5xf32> into tensor<1x2x2x5x5x5xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4], [5]] output_shape [2, 3, 2, 3, 3, 3] : tensor<6x2x3x3x3xf32> into tensor<2x3x2x3x3x3xf32>
  %oe = tensor.expand_shape %f [[0], [1, 2], [3], [4], [5]] output_shape [1, 2, 3, 3, 3, 3] : tensor<1x6x3x3x3xf32> into tensor<1x2x3x3x3x3xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d6, d3 + d7, d4 + d8, d5 + d9)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d1, d2, d6, d7, d8, d9)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8, d9) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%xe, %we : tensor<1x2x2x5x5x5xf32>, tensor<2x3x2x3x3x3xf32>) outs(%oe : tensor<1x2x3x3x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    %a = arith.addf %m, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x2x3x3x3x3xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4], [5]] : tensor<1x2x3x3x3x3xf32> into tensor<1x6x3x3x3xf32>
  return %r : tensor<1x6x3x3x3xf32>
}

// conv_transpose2d (stride 2, padding 0, weight [Cin=2, Cout=4, 3, 3]): flipped weight via tensor.extract,
// input inserted with stride 2 into a zero tensor padded by k-1, conv stride 1, bias broadcast.
// CHECK-LABEL: func.func @conv_transpose(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
func.func @conv_transpose(%x: tensor<1x2x5x7xf32>, %w: tensor<2x4x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x11x15xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %c2 = arith.constant 2 : index
  %ew = tensor.empty() : tensor<4x2x3x3xf32>
  %fw = linalg.fill ins(%cst : f32) outs(%ew : tensor<4x2x3x3xf32>) -> tensor<4x2x3x3xf32>
  %wf = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%fw : tensor<4x2x3x3xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %h = arith.subi %c2, %i2 : index
    %ww = arith.subi %c2, %i3 : index
    %v = tensor.extract %w[%i1, %i0, %h, %ww] : tensor<2x4x3x3xf32>
    linalg.yield %v : f32
  } -> tensor<4x2x3x3xf32>
  %ex = tensor.empty() : tensor<1x2x13x17xf32>
  %fx = linalg.fill ins(%cst : f32) outs(%ex : tensor<1x2x13x17xf32>) -> tensor<1x2x13x17xf32>
  %xi = tensor.insert_slice %x into %fx[0, 0, 2, 2] [1, 2, 5, 7] [1, 1, 2, 2] : tensor<1x2x5x7xf32> into tensor<1x2x13x17xf32>
  %e = tensor.empty() : tensor<1x4x11x15xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x11x15xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%xi, %wf : tensor<1x2x13x17xf32>, tensor<4x2x3x3xf32>) outs(%bc : tensor<1x4x11x15xf32>) -> tensor<1x4x11x15xf32>
  return %c : tensor<1x4x11x15xf32>
}

// conv2d, bias broadcast, then a residual add (add.Tensor canonical) and relu.
// CHECK-LABEL: func.func @conv_bias_bcast_add_relu(
// CHECK: kernel.launch @conv2d_bias_add_act({{.*}}act = 1 : i32
func.func @conv_bias_bcast_add_relu(%x: tensor<1x4x6x6xf32>, %w: tensor<4x4x3x3xf32>, %b: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %bb: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<1x4x6x6xf32> to tensor<1x4x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) outs(%bc : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %x : tensor<1x4x6x6xf32>, tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %pp = arith.cmpf ugt, %in, %cst : f32
    %ss = arith.select %pp, %in, %cst : f32
    linalg.yield %ss : f32
  } -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// aten.linear 2-D as addmm(b, x, W^T) after canonicalize: the bias first in the add.
// CHECK-LABEL: func.func @linear_bias_first(
// CHECK: kernel.launch @gemm_bias_act({{.*}}act = 0 : i32
func.func @linear_bias_first(%x: tensor<4x8xf32>, %w: tensor<6x8xf32>, %b: tensor<6xf32>) -> tensor<4x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %et = tensor.empty() : tensor<8x6xf32>
  %wt = linalg.transpose ins(%w : tensor<6x8xf32>) outs(%et : tensor<8x6xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<4x8xf32>, tensor<8x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %r = linalg.generic {indexing_maps = [#row, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%b, %mm : tensor<6xf32>, tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %a = arith.addf %in, %in_1 : f32
    linalg.yield %a : f32
  } -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// conv with bias (linalg.broadcast init), then batch norm (torch-mlir's body), then relu.
// CHECK-LABEL: func.func @conv_bias_bn_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: kernel.launch @batchnorm(
func.func @conv_bias_bn_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %g: tensor<4xf32>, %be: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %bc = linalg.broadcast ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%bc : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %s = arith.select %p, %in, %cst : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// The same with the zoo's generic bias broadcast.
// CHECK-LABEL: func.func @conv_gbias_bn_relu(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: kernel.launch @batchnorm(
func.func @conv_gbias_bn_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %g: tensor<4xf32>, %be: tensor<4xf32>, %m: tensor<4xf32>, %v: tensor<4xf32>) -> tensor<1x4x6x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %bc = linalg.generic {indexing_maps = [#c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x6x6xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%bc : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x4x6x6xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x4x6x6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x4x6x6xf32>) outs(%e : tensor<1x4x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.cmpf ugt, %in, %cst : f32
    %s = arith.select %p, %in, %cst : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// Constant (dense_resource) filter, bias and statistics: conv + bias (generic) + BN folded at rewrite time.
// CHECK-LABEL: func.func @conv_const_bias_bn(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}act = 0 : i32
// CHECK: kernel.launch @batchnorm(
func.func @conv_const_bias_bn(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %w = arith.constant dense_resource<w_2233> : tensor<2x2x3x3xf32>
  %b = arith.constant dense_resource<b_2> : tensor<2xf32>
  %g = arith.constant dense<[1.5, -0.5]> : tensor<2xf32>
  %be = arith.constant dense<[0.25, 0.125]> : tensor<2xf32>
  %m = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %v = arith.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %bc = linalg.generic {indexing_maps = [#c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x2x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) outs(%bc : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x3x3xf32>
  return %bn : tensor<1x2x3x3xf32>
}


// Constant weights (dense_resource filter, dense statistics): conv + batch norm.
// CHECK-LABEL: func.func @conv_res_bn(
// CHECK: kernel.launch @conv2d_bn_act({{.*}}act = 0 : i32
func.func @conv_res_bn(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %w = arith.constant dense_resource<w_2233> : tensor<2x2x3x3xf32>
  %g = arith.constant dense<[1.5, -0.5]> : tensor<2xf32>
  %be = arith.constant dense<[0.25, 0.125]> : tensor<2xf32>
  %m = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %v = arith.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x3x3xf32>
  return %bn : tensor<1x2x3x3xf32>
}
// A dense constant depthwise filter collapsed to [C, kh, kw], then batch norm (eps 1e-3).
// CHECK-LABEL: func.func @dw_const_bn(
// CHECK: kernel.launch @depthwise_conv2d_bn_act({{.*}}act = 0 : i32
func.func @dw_const_bn(%x: tensor<1x3x6x6xf32>) -> tensor<1x3x4x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.000000e-03 : f64
  %w = arith.constant dense<[[[[1.0, 2.0, -1.0], [0.5, 0.25, 3.0], [-2.0, 1.0, 0.0]]], [[[0.1, 0.2, 0.3], [0.4, 0.5, 0.6], [0.7, 0.8, 0.9]]], [[[-1.0, -0.5, 0.0], [0.5, 1.0, 1.5], [2.0, 2.5, 3.0]]]]> : tensor<3x1x3x3xf32>
  %g = arith.constant dense<[1.5, -0.5, 2.0]> : tensor<3xf32>
  %be = arith.constant dense<[0.25, 0.125, -1.0]> : tensor<3xf32>
  %m = arith.constant dense<[0.1, -0.2, 0.3]> : tensor<3xf32>
  %v = arith.constant dense<[0.5, 2.0, 0.25]> : tensor<3xf32>
  %wc = tensor.collapse_shape %w [[0, 1], [2], [3]] : tensor<3x1x3x3xf32> into tensor<3x3x3xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %wc : tensor<1x3x6x6xf32>, tensor<3x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x3x4x4xf32>
  return %bn : tensor<1x3x4x4xf32>
}
// grouped conv (groups 2) with a constant filter and BN constants after the collapse.
// CHECK-LABEL: func.func @grouped_const_bn(
// CHECK: kernel.launch @grouped_conv2d(
// CHECK: kernel.launch @batchnorm(
func.func @grouped_const_bn(%x: tensor<1x4x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %w = arith.constant dense_resource<w_2233> : tensor<2x2x3x3xf32>
  %g = arith.constant dense<[1.5, -0.5]> : tensor<2xf32>
  %be = arith.constant dense<[0.25, 0.125]> : tensor<2xf32>
  %m = arith.constant dense<[0.1, -0.2]> : tensor<2xf32>
  %v = arith.constant dense<[0.5, 2.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %xe = tensor.expand_shape %x [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 5, 5] : tensor<1x4x5x5xf32> into tensor<1x2x2x5x5xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 1, 2, 3, 3] : tensor<2x2x3x3xf32> into tensor<2x1x2x3x3xf32>
  %oe = tensor.expand_shape %f [[0], [1, 2], [3], [4]] output_shape [1, 2, 1, 3, 3] : tensor<1x2x3x3xf32> into tensor<1x2x1x3x3xf32>
  %cc = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%xe, %we : tensor<1x2x2x5x5xf32>, tensor<2x1x2x3x3xf32>) outs(%oe : tensor<1x2x1x3x3xf32>) -> tensor<1x2x1x3x3xf32>
  %c = tensor.collapse_shape %cc [[0], [1, 2], [3], [4]] : tensor<1x2x1x3x3xf32> into tensor<1x2x3x3xf32>
  %bn = linalg.generic {indexing_maps = [#id4, #c4, #c4, #c4, #c4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %g, %be, %m, %v : tensor<1x2x3x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_1: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
    %0 = arith.subf %in, %in_3 : f32
    %1 = arith.truncf %eps : f64 to f32
    %2 = arith.addf %in_4, %1 : f32
    %3 = math.rsqrt %2 : f32
    %4 = arith.mulf %0, %3 : f32
    %5 = arith.mulf %4, %in_1 : f32
    %6 = arith.addf %5, %in_2 : f32
    linalg.yield %6 : f32
  } -> tensor<1x2x3x3xf32>
  return %bn : tensor<1x2x3x3xf32>
}
}
{-#
  dialect_resources: {
    builtin: {
      w_2233: "0x04000000000000BF0000803E0000003F000040BF0000803F0000C0BE0000403F000000BE0000A03E000000BF0000803E0000003F000040BF0000803F0000C0BE0000403F000000BE0000A03E000000400000803E0000003F000040BF0000803F0000C0BE0000403F000000BE0000A03E000000BF0000803E0000003F000040BF0000803F0000C0BE0000403F000000BE0000A03E",
      b_2: "0x040000000000003F000080BF"
    }
  }
#-}
