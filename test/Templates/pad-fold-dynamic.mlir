// A pad folded into a window launch with a dynamic spatial extent is fitted
// at run time, where windows that read only padding are no library call:
// the fold is refused wherever the low pad alone covers the windows' reach
// (the op then pads on the default path and the launch reads the padded
// input), and kept for an ordinary pad. Also the avg pool divisor written
// as a divide, which must be the window size exactly.
//
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet --dim-size=maxpool_all_low_pad:0:2=3,maxpool_all_low_pad:0:3=3,avgpool_all_low_pad:0:2=3,avgpool_all_low_pad:0:3=3,conv_all_low_pad:0:2=3,conv_all_low_pad:0:3=3,conv_dynamic_pad1:0:2=6,conv_dynamic_pad1:0:3=6 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 4 rewritten, 0 failures, 0 skipped

// CHECK-LABEL: func.func @maxpool_all_low_pad(
// CHECK: tensor.pad
// CHECK: kernel.launch @maxpool2d
// CHECK-SAME: pad_left = 0 : i64
// CHECK-SAME: pad_top = 0 : i64
func.func @maxpool_all_low_pad(%x: tensor<1x1x?x?xf32>) -> tensor<1x1x1x1xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 5, 5] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %win : tensor<1x1x?x?xf32>, tensor<2x2xf32>) outs(%f : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @avgpool_all_low_pad(
// CHECK: tensor.pad
// CHECK: kernel.launch @avgpool2d
// CHECK-SAME: pad_left = 0 : i64
// CHECK-SAME: pad_top = 0 : i64
func.func @avgpool_all_low_pad(%x: tensor<1x1x?x?xf32>) -> tensor<1x1x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %c4 = arith.constant 4.0 : f32
  %p = tensor.pad %x low[0, 0, 4, 4] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %win : tensor<1x1x?x?xf32>, tensor<2x2xf32>) outs(%f : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x1x1x1xf32>) outs(%e : tensor<1x1x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %c4 : f32
    linalg.yield %d : f32
  } -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @conv_all_low_pad(
// CHECK: tensor.pad
// CHECK: kernel.launch @conv2d
// CHECK-SAME: pad_left = 0 : i64
// CHECK-SAME: pad_top = 0 : i64
func.func @conv_all_low_pad(%x: tensor<1x1x?x?xf32>, %w: tensor<2x1x2x2xf32>) -> tensor<1x2x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 5, 5] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
  %e = tensor.empty() : tensor<1x2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x?x?xf32>, tensor<2x1x2x2xf32>) outs(%f : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}

// -----

// An ordinary pad of 1 on a dynamic extent: folded.
// CHECK-LABEL: func.func @conv_dynamic_pad1(
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @conv2d
// CHECK-SAME: pad_bottom = 1 : i64
// CHECK-SAME: pad_left = 1 : i64
func.func @conv_dynamic_pad1(%x: tensor<1x1x?x?xf32>, %w: tensor<2x1x3x3xf32>) -> tensor<1x2x?x?xf32> {
  %z = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<1x1x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<1x1x?x?xf32>
  %e = tensor.empty(%h, %wd) : tensor<1x2x?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x1x?x?xf32>, tensor<2x1x3x3xf32>) outs(%f : tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32>
  return %r : tensor<1x2x?x?xf32>
}

// -----

// Near miss: a sum pool divided by 49.0000038 (one f32 ulp above the
// window's 49) is not an average pool.
// CHECK-LABEL: func.func @avg_div_not_window_size(
// CHECK-NOT: kernel.launch @avgpool2d
func.func @avg_div_not_window_size(%x: tensor<1x2x7x7xf32>) -> tensor<1x2x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %k = arith.constant 0x42440001 : f32
  %win = tensor.empty() : tensor<7x7xf32>
  %e = tensor.empty() : tensor<1x2x1x1xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x7x7xf32>, tensor<7x7xf32>) outs(%f : tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x2x1x1xf32>) outs(%e : tensor<1x2x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %k : f32
    linalg.yield %d : f32
  } -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}
