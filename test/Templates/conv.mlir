// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Named NCHW conv, strides 2, zero-filled output: overwrite (accumulate = 0),
// the fill goes.
// CHECK-LABEL: func.func @nchw_named_strided(
// CHECK-SAME: %[[X:.*]]: tensor<1x3x9x9xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x4x4x4xf32>
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv2d(%[[X]], %[[W]], %[[E]]) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
func.func @nchw_named_strided(%x: tensor<1x3x9x9xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// Accumulating into a live output: accumulate = 1.
// CHECK-LABEL: func.func @nhwc_accumulate(
// CHECK: kernel.launch @conv2d(%{{.*}}, %{{.*}}, %{{.*}}) {accumulate = 1 : i32, dilation_h = 2 : i64, dilation_w = 1 : i64, layout = 1 : i32
func.func @nhwc_accumulate(%x: tensor<2x9x8x3xf32>, %w: tensor<3x2x3x5xf32>, %y: tensor<2x5x7x5xf32>) -> tensor<2x5x7x5xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<2x9x8x3xf32>, tensor<3x2x3x5xf32>) outs(%y : tensor<2x5x7x5xf32>) -> tensor<2x5x7x5xf32>
  return %r : tensor<2x5x7x5xf32>
}

// -----

// The generic form (as linalg-generalize-named-ops or an importer writes
// it), stride 2 and dilation 2 on W, on memrefs with a zero fill before.
// CHECK-LABEL: func.func @nchw_generic_memref(
// CHECK-SAME: %[[X:.*]]: memref<1x2x7x11xf32>, %[[W:.*]]: memref<3x2x2x3xf32>, %[[Y:.*]]: memref<1x3x6x4xf32>)
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv2d(%[[X]], %[[W]], %[[Y]]) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 2 : i64}
func.func @nchw_generic_memref(%x: memref<1x2x7x11xf32>, %w: memref<3x2x2x3xf32>, %y: memref<1x3x6x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x3x6x4xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh + kh, ow * 2 + kw * 2)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x2x7x11xf32>, memref<3x2x2x3xf32>) outs(%y : memref<1x3x6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Zero padding on H and W by tensor.pad folds into pad_* (asymmetric here).
// CHECK-LABEL: func.func @padded_nhwc(
// CHECK-SAME: %[[X:.*]]: tensor<1x6x6x3xf32>
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @conv2d(%[[X]], {{.*}}pad_bottom = 2 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64
func.func @padded_nhwc(%x: tensor<1x6x6x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x7x6x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 2, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x6x6x3xf32> to tensor<1x9x8x3xf32>
  %e = tensor.empty() : tensor<1x7x6x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x7x6x4xf32>) -> tensor<1x7x6x4xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x9x8x3xf32>, tensor<3x3x3x4xf32>) outs(%f : tensor<1x7x6x4xf32>) -> tensor<1x7x6x4xf32>
  return %r : tensor<1x7x6x4xf32>
}

// -----

// Depthwise, NHWC/HWC.
// CHECK-LABEL: func.func @depthwise_nhwc(
// CHECK: kernel.launch @depthwise_conv2d({{.*}}accumulate = 0 : i32{{.*}}layout = 1 : i32{{.*}}stride_h = 1 : i64, stride_w = 1 : i64}
func.func @depthwise_nhwc(%x: tensor<1x8x8x4xf32>, %w: tensor<3x3x4xf32>) -> tensor<1x6x6x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x6x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x8x8x4xf32>, tensor<3x3x4xf32>) outs(%f : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %r : tensor<1x6x6x4xf32>
}

// -----

// Depthwise, NCHW/CHW, strided.
// CHECK-LABEL: func.func @depthwise_nchw(
// CHECK: kernel.launch @depthwise_conv2d({{.*}}layout = 0 : i32{{.*}}stride_h = 2 : i64, stride_w = 2 : i64}
func.func @depthwise_nchw(%x: tensor<1x4x9x9xf32>, %w: tensor<4x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x9x9xf32>, tensor<4x3x3xf32>) outs(%f : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// -----

// Near miss: f64 (neither oneDNN nor cuDNN convolves in f64).
// CHECK-LABEL: func.func @near_miss_f64(
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: kernel.launch
func.func @near_miss_f64(%x: tensor<1x3x8x8xf64>, %w: tensor<4x3x3x3xf64>, %y: tensor<1x4x6x6xf64>) -> tensor<1x4x6x6xf64> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf64>, tensor<4x3x3x3xf64>) outs(%y : tensor<1x4x6x6xf64>) -> tensor<1x4x6x6xf64>
  return %r : tensor<1x4x6x6xf64>
}

// -----

// Near miss: grouped convolution (no kernel for it).
// CHECK-LABEL: func.func @near_miss_grouped(
// CHECK: linalg.conv_2d_ngchw_fgchw
// CHECK-NOT: kernel.launch
func.func @near_miss_grouped(%x: tensor<1x2x3x8x8xf32>, %w: tensor<4x2x3x3x3xf32>, %y: tensor<1x2x4x6x6xf32>) -> tensor<1x2x4x6x6xf32> {
  %r = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x2x3x8x8xf32>, tensor<4x2x3x3x3xf32>) outs(%y : tensor<1x2x4x6x6xf32>) -> tensor<1x2x4x6x6xf32>
  return %r : tensor<1x2x4x6x6xf32>
}

// -----

// Near miss: the filter's kh and kw swapped relative to the input window
// (a transposed filter, not a conv the library computes).
// CHECK-LABEL: func.func @near_miss_filter_transposed(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_filter_transposed(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh + kh, ow + kw)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kw, kh)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: a scaled conv body (out + 2 * x * w).
// CHECK-LABEL: func.func @near_miss_scaled_body(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_scaled_body(%x: memref<1x2x6x6xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x4x4xf32>) {
  %two = arith.constant 2.0 : f32
  linalg.generic {indexing_maps = [affine_map<(n, f, oh, ow, c, kh, kw) -> (n, c, oh + kh, ow + kw)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (f, c, kh, kw)>,
                                   affine_map<(n, f, oh, ow, c, kh, kw) -> (n, f, oh, ow)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : memref<1x2x6x6xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %m2 = arith.mulf %m, %two : f32
    %s = arith.addf %o, %m2 : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: the pad value is 1.0, not zero: the pad stays, the conv reads
// the padded tensor.
// CHECK-LABEL: func.func @near_miss_pad_value(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: kernel.launch @conv2d(%[[P]], {{.*}}pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64
func.func @near_miss_pad_value(%x: tensor<1x3x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %c1 = arith.constant 1.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c1 : f32
  } : tensor<1x3x6x6xf32> to tensor<1x3x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// -----

// Near miss: the pad also pads the channel dimension.
// CHECK-LABEL: func.func @near_miss_pad_channels(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: kernel.launch @conv2d(%[[P]],
func.func @near_miss_pad_channels(%x: tensor<1x2x6x6xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x6x6xf32> to tensor<1x3x8x8xf32>
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %r : tensor<1x4x6x6xf32>
}

// -----

// A crop: the 3x3 stride-1 conv of a 10x10 input with a 5x5 output reads
// only the first 7 rows and columns. The launch gets exactly that view.
// CHECK-LABEL: func.func @cropped_input(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x10x10xf32>
// CHECK: %[[V:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 7, 7] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]], {{.*}}pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64
func.func @cropped_input(%x: tensor<1x2x10x10xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x5x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x5x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x2x10x10xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
  return %r : tensor<1x3x5x5xf32>
}

// -----

// The same crop on memrefs (NHWC, 6 of 9 rows, 5 of 8 columns): a subview.
// CHECK-LABEL: func.func @cropped_input_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x9x8x2xf32>
// CHECK: %[[V:.*]] = memref.subview %[[X]][0, 0, 0, 0] [1, 6, 5, 2] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]], {{.*}}pad_bottom = 0 : i64
func.func @cropped_input_memref(%x: memref<1x9x8x2xf32>, %w: memref<2x2x2x3xf32>, %y: memref<1x5x4x3xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x5x4x3xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x9x8x2xf32>, memref<2x2x2x3xf32>) outs(%y : memref<1x5x4x3xf32>)
  return
}

// -----

// The crop with a dynamic batch (torch-mlir's stride-2 convs exported at a
// dynamic batch): the view keeps the batch extent, read from x.
// CHECK-LABEL: func.func @cropped_input_dynamic_batch(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x3x8x8xf32>
// CHECK: %[[N:.*]] = tensor.dim %[[X]], %c0
// CHECK: %[[V:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [%[[N]], 3, 7, 7] [1, 1, 1, 1] : tensor<?x3x8x8xf32> to tensor<?x3x7x7xf32>
// CHECK: kernel.launch @conv2d(%[[V]], {{.*}}pad_bottom = 0 : i64
func.func @cropped_input_dynamic_batch(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %y: tensor<?x4x3x3xf32>) -> tensor<?x4x3x3xf32> {
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%y : tensor<?x4x3x3xf32>) -> tensor<?x4x3x3xf32>
  return %c : tensor<?x4x3x3xf32>
}

// -----

// On memrefs, with a dynamic batch (NCHW) and, in NHWC, dynamic channels:
// subviews and slices whose untrimmed dims keep x's extents.
// CHECK-LABEL: func.func @cropped_input_dynamic_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<?x3x8x8xf32>
// CHECK: %[[N:.*]] = memref.dim %[[X]], %c0
// CHECK: %[[V:.*]] = memref.subview %[[X]][0, 0, 0, 0] [%[[N]], 3, 7, 7] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]],
func.func @cropped_input_dynamic_memref(%x: memref<?x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %y: memref<?x4x3x3xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : memref<?x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<?x4x3x3xf32>)
  return
}

// CHECK-LABEL: func.func @cropped_input_dynamic_channels_nhwc(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x8x8x?xf32>
// CHECK: %[[C:.*]] = tensor.dim %[[X]], %c3
// CHECK: %[[V:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 7, 7, %[[C]]] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]],
func.func @cropped_input_dynamic_channels_nhwc(%x: tensor<1x8x8x?xf32>, %w: tensor<3x3x?x4xf32>, %y: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %w : tensor<1x8x8x?xf32>, tensor<3x3x?x4xf32>) outs(%y : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %r : tensor<1x3x3x4xf32>
}

// -----

// Padded by 2 on each side, but a 3x3 stride-2 conv with a 4x4 output reads
// 9 of the 12 padded rows: the high pad is never reached and the last input
// row is not read either. pad_bottom/pad_right = 0 and x is cropped to 7.
// CHECK-LABEL: func.func @pad_exceeds_output(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x8x8xf32>
// CHECK-NOT: tensor.pad
// CHECK: %[[V:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0] [1, 2, 7, 7] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]], {{.*}}pad_bottom = 0 : i64, pad_left = 2 : i64, pad_right = 0 : i64, pad_top = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64
func.func @pad_exceeds_output(%x: tensor<1x2x8x8xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x12x12xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x12x12xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// Partly used high pad: 1 of the 2 padded rows is read (9 of 10 columns).
// CHECK-LABEL: func.func @pad_partly_used(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x6x6xf32>
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @conv2d(%[[X]], {{.*}}pad_bottom = 1 : i64, pad_left = 2 : i64, pad_right = 1 : i64, pad_top = 2 : i64
func.func @pad_partly_used(%x: tensor<1x2x6x6xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x10x10xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x10x10xf32>, tensor<3x2x3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// Near miss for the pad fold: every window lies in the low padding, so with
// the pad folded no input element would be read (READS_NO_INPUT). The pad
// stays; the conv reads the padded tensor, cropped to what it reads.
// CHECK-LABEL: func.func @near_miss_pad_reads_no_input(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[V:.*]] = tensor.extract_slice %[[P]][0, 0, 0, 0] [1, 2, 3, 3] [1, 1, 1, 1]
// CHECK: kernel.launch @conv2d(%[[V]], {{.*}}pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64
func.func @near_miss_pad_reads_no_input(%x: tensor<1x2x2x2xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 4, 4] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x2x2xf32> to tensor<1x2x6x6xf32>
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x6x6xf32>, tensor<3x2x2x2xf32>) outs(%f : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}
