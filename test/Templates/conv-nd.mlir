// 1-D and 3-D convolutions (@conv1d, @conv3d), and convolutions without a
// batch or channels (linalg.conv_1d/2d/3d, a batch-less HWC generic) as
// launches on expand_shape views; with their near misses.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// Named NCW conv, stride 2, zero-filled output: overwrite, the fill goes.
// CHECK-LABEL: func.func @ncw_named_strided(
// CHECK-SAME: %[[X:.*]]: tensor<2x3x11xf32>, %[[W:.*]]: tensor<4x3x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x4x5xf32>
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv1d(%[[X]], %[[W]], %[[E]]) {accumulate = 0 : i32, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_left = 0 : i64, pad_right = 0 : i64, stride_w = 2 : i64}
func.func @ncw_named_strided(%x: tensor<2x3x11xf32>, %w: tensor<4x3x3xf32>) -> tensor<2x4x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%x, %w : tensor<2x3x11xf32>, tensor<4x3x3xf32>) outs(%f : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

// -----

// Named NWC conv, dilation 2, accumulating into a live memref output.
// CHECK-LABEL: func.func @nwc_named_dilated_memref(
// CHECK-SAME: %[[X:.*]]: memref<2x12x3xf32>, %[[W:.*]]: memref<3x3x5xf32>, %[[Y:.*]]: memref<2x8x5xf32>)
// CHECK: kernel.launch @conv1d(%[[X]], %[[W]], %[[Y]]) {accumulate = 1 : i32, dilation_w = 2 : i64, layout = 1 : i32, num_outs = 1 : i64, pad_left = 0 : i64, pad_right = 0 : i64, stride_w = 1 : i64}
func.func @nwc_named_dilated_memref(%x: memref<2x12x3xf32>, %w: memref<3x3x5xf32>, %y: memref<2x8x5xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%x, %w : memref<2x12x3xf32>, memref<3x3x5xf32>) outs(%y : memref<2x8x5xf32>)
  return
}

// -----

// The generic form of an NWC conv, stride 3 and dilation 2, with a zero fill
// on memrefs: accumulate = 0, the fill goes.
// CHECK-LABEL: func.func @nwc_generic_memref(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv1d({{.*}}) {accumulate = 0 : i32, dilation_w = 2 : i64, layout = 1 : i32, num_outs = 1 : i64, pad_left = 0 : i64, pad_right = 0 : i64, stride_w = 3 : i64}
func.func @nwc_generic_memref(%x: memref<1x13x2xf32>, %w: memref<2x2x3xf32>, %y: memref<1x4x3xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x4x3xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, ow, f, kw, c) -> (n, ow * 3 + kw * 2, c)>,
                                   affine_map<(n, ow, f, kw, c) -> (kw, c, f)>,
                                   affine_map<(n, ow, f, kw, c) -> (n, ow, f)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : memref<1x13x2xf32>, memref<2x2x3xf32>) outs(%y : memref<1x4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Zero padding on W by tensor.pad folds into pad_left/pad_right.
// CHECK-LABEL: func.func @ncw_padded(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x9xf32>
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @conv1d(%[[X]], {{.*}}pad_left = 2 : i64, pad_right = 1 : i64, stride_w = 1 : i64}
func.func @ncw_padded(%x: tensor<1x2x9xf32>, %w: tensor<3x2x3xf32>, %y: tensor<1x3x10xf32>) -> tensor<1x3x10xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 2] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x9xf32> to tensor<1x2x12xf32>
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%p, %w : tensor<1x2x12xf32>, tensor<3x2x3xf32>) outs(%y : tensor<1x3x10xf32>) -> tensor<1x3x10xf32>
  return %r : tensor<1x3x10xf32>
}

// -----

// Dynamic sizes: matched; the shims fit the window at run time.
// CHECK-LABEL: func.func @nwc_dynamic(
// CHECK: kernel.launch @conv1d({{.*}}) {accumulate = 1 : i32, dilation_w = 1 : i64, layout = 1 : i32{{.*}}} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
func.func @nwc_dynamic(%x: tensor<?x?x?xf32>, %w: tensor<?x?x?xf32>, %y: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%x, %w : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%y : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// -----

// Named NDHWC conv, strides (2, 1, 1), dilations (1, 2, 1), zero-filled.
// CHECK-LABEL: func.func @ndhwc_named(
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @conv3d({{.*}}) {accumulate = 0 : i32, dilation_d = 1 : i64, dilation_h = 2 : i64, dilation_w = 1 : i64, layout = 1 : i32, num_outs = 1 : i64, pad_back = 0 : i64, pad_bottom = 0 : i64, pad_front = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_d = 2 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
func.func @ndhwc_named(%x: tensor<2x7x7x6x3xf32>, %w: tensor<3x2x2x3x4xf32>) -> tensor<2x3x5x5x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x5x5x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x3x5x5x4xf32>) -> tensor<2x3x5x5x4xf32>
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[1, 2, 1]> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>}
    ins(%x, %w : tensor<2x7x7x6x3xf32>, tensor<3x2x2x3x4xf32>) outs(%f : tensor<2x3x5x5x4xf32>) -> tensor<2x3x5x5x4xf32>
  return %r : tensor<2x3x5x5x4xf32>
}

// -----

// Named NCDHW conv accumulating into a memref.
// CHECK-LABEL: func.func @ncdhw_named_memref(
// CHECK-SAME: %[[X:.*]]: memref<1x2x4x5x6xf32>, %[[W:.*]]: memref<3x2x2x2x2xf32>, %[[Y:.*]]: memref<1x3x3x4x5xf32>)
// CHECK: kernel.launch @conv3d(%[[X]], %[[W]], %[[Y]]) {accumulate = 1 : i32{{.*}}layout = 0 : i32{{.*}}stride_d = 1 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
func.func @ncdhw_named_memref(%x: memref<1x2x4x5x6xf32>, %w: memref<3x2x2x2x2xf32>, %y: memref<1x3x3x4x5xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%x, %w : memref<1x2x4x5x6xf32>, memref<3x2x2x2x2xf32>) outs(%y : memref<1x3x3x4x5xf32>)
  return
}

// -----

// Zero padding on D, H and W folds into the six pads.
// CHECK-LABEL: func.func @ncdhw_padded(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x2x3x4x4xf32>
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @conv3d(%[[X]], {{.*}}pad_back = 1 : i64, pad_bottom = 0 : i64, pad_front = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 2 : i64
func.func @ncdhw_padded(%x: tensor<1x2x3x4x4xf32>, %w: tensor<2x2x3x3x3xf32>, %y: tensor<1x2x3x4x4xf32>) -> tensor<1x2x3x4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 2, 1] high[0, 0, 1, 0, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index, %e: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x3x4x4xf32> to tensor<1x2x5x6x6xf32>
  %r = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%p, %w : tensor<1x2x5x6x6xf32>, tensor<2x2x3x3x3xf32>) outs(%y : tensor<1x2x3x4x4xf32>) -> tensor<1x2x3x4x4xf32>
  return %r : tensor<1x2x3x4x4xf32>
}

// -----

// A crop in 3-D: a 2x2x2 stride-1 window with a 3x3x3 output reads 4 of the
// 6 planes, rows and columns; the launch gets exactly that view.
// CHECK-LABEL: func.func @ndhwc_cropped(
// CHECK-SAME: %[[X:[^:]*]]: tensor<1x6x6x6x2xf32>
// CHECK: %[[V:.*]] = tensor.extract_slice %[[X]][0, 0, 0, 0, 0] [1, 4, 4, 4, 2] [1, 1, 1, 1, 1]
// CHECK: kernel.launch @conv3d(%[[V]],
func.func @ndhwc_cropped(%x: tensor<1x6x6x6x2xf32>, %w: tensor<2x2x2x2x3xf32>, %y: tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%x, %w : tensor<1x6x6x6x2xf32>, tensor<2x2x2x2x3xf32>) outs(%y : tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
  return %r : tensor<1x3x3x3x3xf32>
}

// -----

// linalg.conv_1d (single channel) on tensors: @conv1d on (1, 1, W) views,
// the result collapsed back.
// CHECK-LABEL: func.func @conv_1d_tensor(
// CHECK-SAME: %[[X:.*]]: tensor<9xf32>, %[[W:.*]]: tensor<3xf32>, %[[Y:.*]]: tensor<7xf32>)
// CHECK-DAG: %[[XV:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0, 1, 2]] output_shape [1, 1, 9] : tensor<9xf32> into tensor<1x1x9xf32>
// CHECK-DAG: %[[WV:.*]] = tensor.expand_shape %[[W]] {{\[\[}}0, 1, 2]] output_shape [1, 1, 3] : tensor<3xf32> into tensor<1x1x3xf32>
// CHECK-DAG: %[[YV:.*]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1, 2]] output_shape [1, 1, 7] : tensor<7xf32> into tensor<1x1x7xf32>
// CHECK: %[[L:.*]] = kernel.launch @conv1d(%[[XV]], %[[WV]], %[[YV]]) {accumulate = 1 : i32, dilation_w = 1 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_left = 0 : i64, pad_right = 0 : i64, stride_w = 1 : i64}
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[L]] {{\[\[}}0, 1, 2]] : tensor<1x1x7xf32> into tensor<7xf32>
// CHECK: return %[[R]]
func.func @conv_1d_tensor(%x: tensor<9xf32>, %w: tensor<3xf32>, %y: tensor<7xf32>) -> tensor<7xf32> {
  %r = linalg.conv_1d ins(%x, %w : tensor<9xf32>, tensor<3xf32>) outs(%y : tensor<7xf32>) -> tensor<7xf32>
  return %r : tensor<7xf32>
}

// -----

// linalg.conv_1d on dynamic memrefs: the launch writes y through its view.
// CHECK-LABEL: func.func @conv_1d_memref(
// CHECK-SAME: %[[X:.*]]: memref<?xf32>, %[[W:.*]]: memref<?xf32>, %[[Y:.*]]: memref<?xf32>)
// CHECK-DAG: %[[XV:.*]] = memref.expand_shape %[[X]] {{\[\[}}0, 1, 2]] output_shape [1, 1, %{{.*}}] : memref<?xf32> into memref<1x1x?xf32>
// CHECK-DAG: %[[YV:.*]] = memref.expand_shape %[[Y]] {{\[\[}}0, 1, 2]]
// CHECK: kernel.launch @conv1d(%[[XV]], %{{.*}}, %[[YV]]) {accumulate = 1 : i32
// CHECK-NOT: linalg.conv_1d
func.func @conv_1d_memref(%x: memref<?xf32>, %w: memref<?xf32>, %y: memref<?xf32>) {
  linalg.conv_1d ins(%x, %w : memref<?xf32>, memref<?xf32>) outs(%y : memref<?xf32>)
  return
}

// -----

// linalg.conv_2d (single channel): @conv2d on unit batch and channels.
// CHECK-LABEL: func.func @conv_2d_tensor(
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1, 2], [3]] output_shape [1, 1, 6, 7] : tensor<6x7xf32> into tensor<1x1x6x7xf32>
// CHECK: %[[L:.*]] = kernel.launch @conv2d({{.*}}) {accumulate = 1 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32{{.*}}} : (tensor<1x1x6x7xf32>, tensor<1x1x3x3xf32>, tensor<1x1x4x5xf32>) -> tensor<1x1x4x5xf32>
// CHECK: tensor.collapse_shape %[[L]] {{\[\[}}0, 1, 2], [3]] : tensor<1x1x4x5xf32> into tensor<4x5xf32>
func.func @conv_2d_tensor(%x: tensor<6x7xf32>, %w: tensor<3x3xf32>, %y: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.conv_2d ins(%x, %w : tensor<6x7xf32>, tensor<3x3xf32>) outs(%y : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

// linalg.conv_3d (single channel) on memrefs.
// CHECK-LABEL: func.func @conv_3d_memref(
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1, 2], [3], [4]] output_shape [1, 1, 5, 5, 5] : memref<5x5x5xf32> into memref<1x1x5x5x5xf32>
// CHECK: kernel.launch @conv3d({{.*}}) {accumulate = 1 : i32{{.*}}layout = 0 : i32{{.*}}} : (memref<1x1x5x5x5xf32>, memref<1x1x2x2x2xf32>, memref<1x1x4x4x4xf32>) -> ()
func.func @conv_3d_memref(%x: memref<5x5x5xf32>, %w: memref<2x2x2xf32>, %y: memref<4x4x4xf32>) {
  linalg.conv_3d ins(%x, %w : memref<5x5x5xf32>, memref<2x2x2xf32>) outs(%y : memref<4x4x4xf32>)
  return
}

// -----

// A batch-less HWC convolution generic, stride 2 on H: @conv2d NHWC on a unit
// batch of x and y; the filter is taken as it is.
// CHECK-LABEL: func.func @hwc_generic(
// CHECK-SAME: %[[X:.*]]: tensor<9x8x3xf32>, %[[W:.*]]: tensor<3x2x3x4xf32>, %[[Y:.*]]: tensor<4x7x4xf32>)
// CHECK-DAG: %[[XV:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0, 1], [2], [3]] output_shape [1, 9, 8, 3]
// CHECK-DAG: %[[YV:.*]] = tensor.expand_shape %[[Y]] {{\[\[}}0, 1], [2], [3]] output_shape [1, 4, 7, 4]
// CHECK: %[[L:.*]] = kernel.launch @conv2d(%[[XV]], %[[W]], %[[YV]]) {accumulate = 1 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 1 : i32{{.*}}stride_h = 2 : i64, stride_w = 1 : i64}
// CHECK: tensor.collapse_shape %[[L]] {{\[\[}}0, 1], [2], [3]] : tensor<1x4x7x4xf32> into tensor<4x7x4xf32>
func.func @hwc_generic(%x: tensor<9x8x3xf32>, %w: tensor<3x2x3x4xf32>, %y: tensor<4x7x4xf32>) -> tensor<4x7x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(oh, ow, f, kh, kw, c) -> (oh * 2 + kh, ow + kw, c)>,
                                        affine_map<(oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                                        affine_map<(oh, ow, f, kh, kw, c) -> (oh, ow, f)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<9x8x3xf32>, tensor<3x2x3x4xf32>) outs(%y : tensor<4x7x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x7x4xf32>
  return %r : tensor<4x7x4xf32>
}

// -----

// The same on memrefs, loops in another order and the body's operands
// swapped.
// CHECK-LABEL: func.func @hwc_generic_memref(
// CHECK: memref.expand_shape %{{.*}} {{\[\[}}0, 1], [2], [3]] output_shape [1, 6, 6, 2] : memref<6x6x2xf32> into memref<1x6x6x2xf32>
// CHECK: kernel.launch @conv2d({{.*}}) {accumulate = 1 : i32, dilation_h = 1 : i64, dilation_w = 2 : i64, layout = 1 : i32{{.*}}} : (memref<1x6x6x2xf32>, memref<2x2x2x3xf32>, memref<1x5x4x3xf32>) -> ()
func.func @hwc_generic_memref(%x: memref<6x6x2xf32>, %w: memref<2x2x2x3xf32>, %y: memref<5x4x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(c, kw, f, oh, kh, ow) -> (oh + kh, ow + kw * 2, c)>,
                                   affine_map<(c, kw, f, oh, kh, ow) -> (kh, kw, c, f)>,
                                   affine_map<(c, kw, f, oh, kh, ow) -> (oh, ow, f)>],
                  iterator_types = ["reduction", "reduction", "parallel", "parallel", "reduction", "parallel"]}
      ins(%x, %w : memref<6x6x2xf32>, memref<2x2x2x3xf32>) outs(%y : memref<5x4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %b, %a : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: mixed element types (f16 inputs, f32 output; the body extends).
// CHECK-LABEL: func.func @near_miss_mixed_types(
// CHECK: linalg.conv_1d_nwc_wcf
// CHECK-NOT: kernel.launch
func.func @near_miss_mixed_types(%x: tensor<1x8x2xf16>, %w: tensor<3x2x2xf16>, %y: tensor<1x6x2xf32>) -> tensor<1x6x2xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%x, %w : tensor<1x8x2xf16>, tensor<3x2x2xf16>) outs(%y : tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
  return %r : tensor<1x6x2xf32>
}

// -----

// Near miss: f64 (the libraries do not convolve in f64).
// CHECK-LABEL: func.func @near_miss_f64(
// CHECK: linalg.conv_3d_ncdhw_fcdhw
// CHECK-NOT: kernel.launch
func.func @near_miss_f64(%x: tensor<1x2x4x4x4xf64>, %w: tensor<2x2x2x2x2xf64>, %y: tensor<1x2x3x3x3xf64>) -> tensor<1x2x3x3x3xf64> {
  %r = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%x, %w : tensor<1x2x4x4x4xf64>, tensor<2x2x2x2x2xf64>) outs(%y : tensor<1x2x3x3x3xf64>) -> tensor<1x2x3x3x3xf64>
  return %r : tensor<1x2x3x3x3xf64>
}

// -----

// Near miss: integer (i32) single-channel convolution.
// CHECK-LABEL: func.func @near_miss_i32(
// CHECK: linalg.conv_1d
// CHECK-NOT: kernel.launch
func.func @near_miss_i32(%x: tensor<8xi32>, %w: tensor<3xi32>, %y: tensor<6xi32>) -> tensor<6xi32> {
  %r = linalg.conv_1d ins(%x, %w : tensor<8xi32>, tensor<3xi32>) outs(%y : tensor<6xi32>) -> tensor<6xi32>
  return %r : tensor<6xi32>
}

// -----

// Near miss: a 1-D filter in the wrong dim order, (c, kw, f): neither WCF
// nor FCW.
// CHECK-LABEL: func.func @near_miss_filter_order(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_filter_order(%x: tensor<1x8x2xf32>, %w: tensor<2x3x4xf32>, %y: tensor<1x6x4xf32>) -> tensor<1x6x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, ow, f, kw, c) -> (n, ow + kw, c)>,
                                        affine_map<(n, ow, f, kw, c) -> (c, kw, f)>,
                                        affine_map<(n, ow, f, kw, c) -> (n, ow, f)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x8x2xf32>, tensor<2x3x4xf32>) outs(%y : tensor<1x6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x6x4xf32>
  return %r : tensor<1x6x4xf32>
}

// -----

// Near miss: x in NCDHW order but y in NDHWC order.
// CHECK-LABEL: func.func @near_miss_mixed_layouts(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_mixed_layouts(%x: tensor<1x2x4x4x4xf32>, %w: tensor<3x2x2x2x2xf32>, %y: tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(n, od, oh, ow, f, c, kd, kh, kw) -> (n, c, od + kd, oh + kh, ow + kw)>,
                                        affine_map<(n, od, oh, ow, f, c, kd, kh, kw) -> (f, c, kd, kh, kw)>,
                                        affine_map<(n, od, oh, ow, f, c, kd, kh, kw) -> (n, od, oh, ow, f)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
      ins(%x, %w : tensor<1x2x4x4x4xf32>, tensor<3x2x2x2x2xf32>) outs(%y : tensor<1x3x3x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x3x3x3x3xf32>
  return %r : tensor<1x3x3x3x3xf32>
}

// -----

// Near miss: a window offset by one (ow + kw + 1): not o*stride + k*dilation,
// no library call reads it.
// CHECK-LABEL: func.func @near_miss_window_offset(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_window_offset(%x: tensor<9xf32>, %w: tensor<3xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(ow, kw) -> (ow + kw + 1)>,
                                        affine_map<(ow, kw) -> (kw)>,
                                        affine_map<(ow, kw) -> (ow)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<9xf32>, tensor<3xf32>) outs(%y : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// Near miss: a flipped window (a true convolution, x read at ow + 2 - kw):
// the libraries cross-correlate.
// CHECK-LABEL: func.func @near_miss_flipped_filter(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_flipped_filter(%x: tensor<8xf32>, %w: tensor<3xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(ow, kw) -> (ow - kw + 2)>,
                                        affine_map<(ow, kw) -> (kw)>,
                                        affine_map<(ow, kw) -> (ow)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x, %w : tensor<8xf32>, tensor<3xf32>) outs(%y : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// Near miss: the window loop marked parallel (each output element is written
// once per kw: the last write wins, no sum).
// CHECK-LABEL: func.func @near_miss_window_parallel(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_window_parallel(%x: memref<8xf32>, %w: memref<3xf32>, %y: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(ow, kw) -> (ow + kw)>,
                                   affine_map<(ow, kw) -> (kw)>,
                                   affine_map<(ow, kw) -> (ow)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : memref<8xf32>, memref<3xf32>) outs(%y : memref<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Near miss: a max-plus body over a single-channel 2-D window.
// CHECK-LABEL: func.func @near_miss_max_plus(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_max_plus(%x: tensor<6x6xf32>, %w: tensor<3x3xf32>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(oh, ow, kh, kw) -> (oh + kh, ow + kw)>,
                                        affine_map<(oh, ow, kh, kw) -> (kh, kw)>,
                                        affine_map<(oh, ow, kh, kw) -> (oh, ow)>],
                       iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<6x6xf32>, tensor<3x3xf32>) outs(%y : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    %s = arith.maximumf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Near miss: the output's spatial dims swapped (y indexed (ow, oh)): a
// transposed result.
// CHECK-LABEL: func.func @near_miss_output_transposed(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_output_transposed(%x: tensor<6x6xf32>, %w: tensor<3x3xf32>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(oh, ow, kh, kw) -> (oh + kh, ow + kw)>,
                                        affine_map<(oh, ow, kh, kw) -> (kh, kw)>,
                                        affine_map<(oh, ow, kh, kw) -> (ow, oh)>],
                       iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<6x6xf32>, tensor<3x3xf32>) outs(%y : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// Near miss: a batch-less HWC depthwise convolution (the filter has no
// output-channel dim): not a conv2d.
// CHECK-LABEL: func.func @near_miss_hwc_depthwise(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_hwc_depthwise(%x: tensor<6x6x3xf32>, %w: tensor<3x3x3xf32>, %y: tensor<4x4x3xf32>) -> tensor<4x4x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(oh, ow, c, kh, kw) -> (oh + kh, ow + kw, c)>,
                                        affine_map<(oh, ow, c, kh, kw) -> (kh, kw, c)>,
                                        affine_map<(oh, ow, c, kh, kw) -> (oh, ow, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<6x6x3xf32>, tensor<3x3x3xf32>) outs(%y : tensor<4x4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4x3xf32>
  return %r : tensor<4x4x3xf32>
}

// -----

// Near miss: overwrite instead of accumulate (y = x * w per window element:
// the last product wins).
// CHECK-LABEL: func.func @near_miss_overwrite(
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_overwrite(%x: memref<1x2x8xf32>, %w: memref<3x2x3xf32>, %y2: memref<1x3x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(n, f, ow, c, kw) -> (n, c, ow + kw)>,
                                   affine_map<(n, f, ow, c, kw) -> (f, c, kw)>,
                                   affine_map<(n, f, ow, c, kw) -> (n, f, ow)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : memref<1x2x8xf32>, memref<3x2x3xf32>) outs(%y2 : memref<1x3x6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Near miss: the output is a view of the input's buffer (conv_1d in place).
// CHECK-LABEL: func.func @near_miss_output_aliases_input(
// CHECK: linalg.conv_1d ins
// CHECK-NOT: kernel.launch
func.func @near_miss_output_aliases_input(%x: memref<8xf32>, %w: memref<3xf32>) {
  %y = memref.subview %x[0] [6] [1] : memref<8xf32> to memref<6xf32, strided<[1]>>
  linalg.conv_1d ins(%x, %w : memref<8xf32>, memref<3xf32>) outs(%y : memref<6xf32, strided<[1]>>)
  return
}

// -----

// Near miss for the pad fold: every window lies in the low padding, so with
// the pad folded no input element would be read. The pad stays; the conv
// reads the padded tensor, cropped to what it reads.
// CHECK-LABEL: func.func @near_miss_pad_reads_no_input(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: %[[V:.*]] = tensor.extract_slice %[[P]][0, 0, 0] [1, 2, 4] [1, 1, 1]
// CHECK: kernel.launch @conv1d(%[[V]], {{.*}}pad_left = 0 : i64, pad_right = 0 : i64
func.func @near_miss_pad_reads_no_input(%x: tensor<1x2x2xf32>, %w: tensor<3x2x3xf32>, %y: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 5] high[0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x2xf32> to tensor<1x2x7xf32>
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%p, %w : tensor<1x2x7xf32>, tensor<3x2x3xf32>) outs(%y : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}

// -----

// Near miss for the pad fold: a pad on the channel dim of a 1-D conv stays,
// the conv reads the padded tensor.
// CHECK-LABEL: func.func @near_miss_pad_channels(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: kernel.launch @conv1d(%[[P]], {{.*}}pad_left = 0 : i64, pad_right = 0 : i64
func.func @near_miss_pad_channels(%x: tensor<1x8x1xf32>, %w: tensor<3x2x2xf32>, %y: tensor<1x6x2xf32>) -> tensor<1x6x2xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %c0 : f32
  } : tensor<1x8x1xf32> to tensor<1x8x2xf32>
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%p, %w : tensor<1x8x2xf32>, tensor<3x2x2xf32>) outs(%y : tensor<1x6x2xf32>) -> tensor<1x6x2xf32>
  return %r : tensor<1x6x2xf32>
}

