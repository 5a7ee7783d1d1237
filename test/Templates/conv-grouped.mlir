// Grouped 2-D convolution in torch-mlir's form (linalg.conv_2d_ngchw_gfchw:
// x NGCHW, w GFCHW, y NGFHW) and its generic form launch @grouped_conv2d on
// views with the groups merged into the channels (x N(G*C)HW, w (G*F)CHW,
// y N(G*F)HW) and the group count as a param. Where the program expanded
// 4-D tensors into groups (torch-mlir does), the launch takes the 4-D
// tensors themselves, so the zero fill and the zero pad fold into it. Near
// misses stay unmatched: the FGCHW filter, a filter that does not index the
// group, a group loop on x that is not y's, a dynamic group count, memref
// groups that cannot merge with the channels, f64, a body that does not
// accumulate, a sum over the groups, and NHWGC. kmatch-verify runs every function against
// upstream's lowering.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 13 functions, 4 rewritten, 0 failures, 0 skipped

// CHECK-LABEL: func.func @torch_grouped(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<2x8x9x9xf32>, %[[W:[a-z0-9]+]]: tensor<12x2x3x3xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x12x9x9xf32>
// CHECK: kernel.launch @grouped_conv2d(%[[X]], %[[W]], %[[E]]) {accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, groups = 4 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.pad
func.func @torch_grouped(%x: tensor<2x8x9x9xf32>, %w: tensor<12x2x3x3xf32>) -> tensor<2x12x9x9xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x8x9x9xf32> to tensor<2x8x11x11xf32>
  %xe = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [2, 4, 2, 11, 11] : tensor<2x8x11x11xf32> into tensor<2x4x2x11x11xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [4, 3, 2, 3, 3] : tensor<12x2x3x3xf32> into tensor<4x3x2x3x3xf32>
  %e = tensor.empty() : tensor<2x12x9x9xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x12x9x9xf32>) -> tensor<2x12x9x9xf32>
  %ye = tensor.expand_shape %f [[0], [1, 2], [3], [4]] output_shape [2, 4, 3, 9, 9] : tensor<2x12x9x9xf32> into tensor<2x4x3x9x9xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%xe, %we : tensor<2x4x2x11x11xf32>, tensor<4x3x2x3x3xf32>) outs(%ye : tensor<2x4x3x9x9xf32>) -> tensor<2x4x3x9x9xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<2x4x3x9x9xf32> into tensor<2x12x9x9xf32>
  return %r : tensor<2x12x9x9xf32>
}

// Accumulating, strided and dilated, on memrefs: merged collapse_shape views
// (the input cropped to the rows and columns the windows read).
// CHECK-LABEL: func.func @memref_grouped(
// CHECK-DAG: %[[XV:.*]] = memref.collapse_shape %arg0 {{\[}}[0], [1, 2], [3], [4]] : memref<1x3x2x12x12xf32> into memref<1x6x12x12xf32>
// CHECK-DAG: %[[WV:.*]] = memref.collapse_shape %arg1 {{\[}}[0, 1], [2], [3], [4]] : memref<3x4x2x3x2xf32> into memref<12x2x3x2xf32>
// CHECK-DAG: %[[YV:.*]] = memref.collapse_shape %arg2 {{\[}}[0], [1, 2], [3], [4]] : memref<1x3x4x4x5xf32> into memref<1x12x4x5xf32>
// CHECK: %[[XC:.*]] = memref.subview %[[XV]]
// CHECK: kernel.launch @grouped_conv2d(%[[XC]], %[[WV]], %[[YV]]) {accumulate = 1 : i32, dilation_h = 2 : i64, dilation_w = 1 : i64, groups = 3 : i64, layout = 0 : i32{{.*}}stride_h = 2 : i64, stride_w = 2 : i64}
// CHECK-NOT: linalg.
func.func @memref_grouped(%x: memref<1x3x2x12x12xf32>, %w: memref<3x4x2x3x2xf32>, %y: memref<1x3x4x4x5xf32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<[2, 1]> : vector<2xi64>, strides = dense<[2, 2]> : vector<2xi64>}
    ins(%x, %w : memref<1x3x2x12x12xf32>, memref<3x4x2x3x2xf32>) outs(%y : memref<1x3x4x4x5xf32>)
  return
}

// The generic form on tensors, accumulating into y: the result expanded back.
// CHECK-LABEL: func.func @generic_grouped(
// CHECK: %[[L:.*]] = kernel.launch @grouped_conv2d({{.*}}) {accumulate = 1 : i32{{.*}}groups = 2 : i64{{.*}} -> tensor<2x10x5x5xf32>
// CHECK: tensor.expand_shape %[[L]] {{\[}}[0], [1, 2], [3], [4]] output_shape [2, 2, 5, 5, 5] : tensor<2x10x5x5xf32> into tensor<2x2x5x5x5xf32>
// CHECK-NOT: linalg.
func.func @generic_grouped(%x: tensor<2x2x3x6x6xf32>, %w: tensor<2x5x3x2x2xf32>, %y: tensor<2x2x5x5x5xf32>) -> tensor<2x2x5x5x5xf32> {
  %r = linalg.generic {indexing_maps = [
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, c, h + kh, w + kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (g, f, c, kh, kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, f, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : tensor<2x2x3x6x6xf32>, tensor<2x5x3x2x2xf32>) outs(%y : tensor<2x2x5x5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2x5x5x5xf32>
  return %r : tensor<2x2x5x5x5xf32>
}

// The FGCHW filter order (the groups interleave with the output channels).
// CHECK-LABEL: func.func @fgchw(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_ngchw_fgchw
func.func @fgchw(%x: memref<1x2x3x6x6xf32>, %w: memref<4x2x3x3x3xf32>, %y: memref<1x2x4x4x4xf32>) {
  linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x3x6x6xf32>, memref<4x2x3x3x3xf32>) outs(%y : memref<1x2x4x4x4xf32>)
  return
}

// The filter's group index is the output channel loop, not the group's.
// CHECK-LABEL: func.func @filter_group_is_f(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @filter_group_is_f(%x: memref<1x2x2x5x5xf32>, %w: memref<2x2x2x2x2xf32>, %y: memref<1x2x2x4x4xf32>) {
  linalg.generic {indexing_maps = [
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, c, h + kh, w + kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (f, f, c, kh, kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, f, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : memref<1x2x2x5x5xf32>, memref<2x2x2x2x2xf32>) outs(%y : memref<1x2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// x's group is the output channel loop, not y's group.
// CHECK-LABEL: func.func @input_group_is_f(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @input_group_is_f(%x: memref<1x2x2x5x5xf32>, %w: memref<2x2x2x2x2xf32>, %y: memref<1x2x2x4x4xf32>) {
  linalg.generic {indexing_maps = [
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, f, c, h + kh, w + kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (g, f, c, kh, kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, f, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : memref<1x2x2x5x5xf32>, memref<2x2x2x2x2xf32>) outs(%y : memref<1x2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// A dynamic group count: the launch's groups param would not be static.
// CHECK-LABEL: func.func @dynamic_groups(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_ngchw_gfchw
func.func @dynamic_groups(%x: memref<1x?x2x6x6xf32>, %w: memref<?x3x2x3x3xf32>, %y: memref<1x?x3x4x4xf32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x?x2x6x6xf32>, memref<?x3x2x3x3xf32>) outs(%y : memref<1x?x3x4x4xf32>)
  return
}

// x a view of every other channel of a larger buffer: the groups and the
// channels still merge into one strided dim (stride 72).
// CHECK-LABEL: func.func @strided_channels(
// CHECK: %[[SV:.*]] = memref.subview %arg0
// CHECK: %[[XV:.*]] = memref.collapse_shape %[[SV]] {{\[}}[0], [1, 2], [3], [4]] : memref<1x2x2x6x6xf32, strided<[288, 144, 72, 6, 1]>> into memref<1x4x6x6xf32, strided<[288, 72, 6, 1]>>
// CHECK: kernel.launch @grouped_conv2d(%[[XV]],
func.func @strided_channels(%big: memref<1x2x4x6x6xf32>, %w: memref<2x3x2x3x3xf32>, %y: memref<1x2x3x4x4xf32>) {
  %x = memref.subview %big[0, 0, 0, 0, 0] [1, 2, 2, 6, 6] [1, 1, 2, 1, 1] : memref<1x2x4x6x6xf32> to memref<1x2x2x6x6xf32, strided<[288, 144, 72, 6, 1]>>
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x2x6x6xf32, strided<[288, 144, 72, 6, 1]>>, memref<2x3x2x3x3xf32>) outs(%y : memref<1x2x3x4x4xf32>)
  return
}

// x the first two of every group's four channels: a group's stride (144)
// is not two channels' (72), so no strided view merges them.
// CHECK-LABEL: func.func @unmergeable_memref(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_ngchw_gfchw
func.func @unmergeable_memref(%big: memref<1x2x4x6x6xf32>, %w: memref<2x3x2x3x3xf32>, %y: memref<1x2x3x4x4xf32>) {
  %x = memref.subview %big[0, 0, 0, 0, 0] [1, 2, 2, 6, 6] [1, 1, 1, 1, 1] : memref<1x2x4x6x6xf32> to memref<1x2x2x6x6xf32, strided<[288, 144, 36, 6, 1]>>
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x2x6x6xf32, strided<[288, 144, 36, 6, 1]>>, memref<2x3x2x3x3xf32>) outs(%y : memref<1x2x3x4x4xf32>)
  return
}

// f64: the libraries have no f64 convolution.
// CHECK-LABEL: func.func @grouped_f64(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_ngchw_gfchw
func.func @grouped_f64(%x: memref<1x2x2x6x6xf64>, %w: memref<2x3x2x3x3xf64>, %y: memref<1x2x3x4x4xf64>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x2x6x6xf64>, memref<2x3x2x3x3xf64>) outs(%y : memref<1x2x3x4x4xf64>)
  return
}

// The body overwrites instead of accumulating.
// CHECK-LABEL: func.func @no_accumulate(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @no_accumulate(%x: memref<1x2x2x5x5xf32>, %w: memref<2x2x2x2x2xf32>, %y: memref<1x2x2x4x4xf32>) {
  linalg.generic {indexing_maps = [
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, c, h + kh, w + kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (g, f, c, kh, kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, f, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : memref<1x2x2x5x5xf32>, memref<2x2x2x2x2xf32>) outs(%y : memref<1x2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}

// The group loop a reduction (y not indexed by it: rank 4): a sum over the
// groups, not a grouped convolution.
// CHECK-LABEL: func.func @groups_summed(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @groups_summed(%x: memref<1x2x2x5x5xf32>, %w: memref<2x2x2x2x2xf32>, %y: memref<1x2x4x4xf32>) {
  linalg.generic {indexing_maps = [
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, g, c, h + kh, w + kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (g, f, c, kh, kw)>,
      affine_map<(n, g, f, h, w, c, kh, kw) -> (n, f, h, w)>],
      iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%x, %w : memref<1x2x2x5x5xf32>, memref<2x2x2x2x2xf32>) outs(%y : memref<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }
  return
}

// Channels-last grouped (NHWGC / GFHWC): not this layout.
// CHECK-LABEL: func.func @nhwgc(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_nhwgc_gfhwc
func.func @nhwgc(%x: memref<1x6x6x2x3xf32>, %w: memref<2x4x3x3x3xf32>, %y: memref<1x4x4x2x4xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x6x6x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%y : memref<1x4x4x2x4xf32>)
  return
}
