// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: {{[0-9]+}} functions, {{[1-9][0-9]*}} rewritten, 0 failures

// maxpool 3x3 stride 2 on an -inf-initialized output, NCHW.
// CHECK-LABEL: func.func @maxpool_nchw(
// CHECK-SAME: %[[X:.*]]: tensor<1x3x9x9xf32>)
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @maxpool2d(%[[X]], %{{.*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
func.func @maxpool_nchw(%x: tensor<1x3x9x9xf32>) -> tensor<1x3x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x3x9x9xf32>, tensor<3x3xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

// -----

// NHWC, padded by 1 with -inf first (the usual 3x3/2 maxpool with pad 1).
// The last padded row and column are never read (4 windows of 3 with stride
// 2 read 9 of the 10): pad_bottom and pad_right are trimmed to 0
// (runtime/common/kmatch_window.h).
// CHECK-LABEL: func.func @maxpool_nhwc_padded(
// CHECK-SAME: %[[X:.*]]: tensor<1x8x8x2xf32>)
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%[[X]], %{{.*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 1 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 1 : i64, pad_right = 0 : i64, pad_top = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
func.func @maxpool_nhwc_padded(%x: tensor<1x8x8x2xf32>) -> tensor<1x4x4x2xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x8x8x2xf32> to tensor<1x10x10x2xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x4x4x2xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %win : tensor<1x10x10x2xf32>, tensor<3x3xf32>) outs(%f : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}

// -----

// On memrefs (raised loops): fill then pool.
// CHECK-LABEL: func.func @maxpool_memref(
// CHECK-SAME: %[[X:.*]]: memref<2x3x6x6xf32>, %[[Y:.*]]: memref<2x3x3x3xf32>)
// CHECK-NOT: linalg.fill
// CHECK: kernel.launch @maxpool2d(%[[X]], %[[Y]]) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32
func.func @maxpool_memref(%x: memref<2x3x6x6xf32>, %y: memref<2x3x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%y : memref<2x3x3x3xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<2x3x6x6xf32>, memref<2x2xf32>) outs(%y : memref<2x3x3x3xf32>)
  return
}

// -----

// avgpool: a zero-initialized sum pooling divided by the window size.
// CHECK-LABEL: func.func @avgpool_nchw(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x6x6xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<1x2x3x3xf32>
// CHECK: kernel.launch @avgpool2d(%[[X]], %[[E]]) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32
// CHECK-NOT: linalg
func.func @avgpool_nchw(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %k = arith.constant 4.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x2x3x3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %k : f32
    linalg.yield %q : f32
  } -> tensor<1x2x3x3xf32>
  return %d : tensor<1x2x3x3xf32>
}

// -----

// avgpool on memrefs, NHWC, 3x3 stride 1, the divide in place as a multiply
// by 1/9.
// CHECK-LABEL: func.func @avgpool_memref_nhwc(
// CHECK-SAME: %[[X:.*]]: memref<1x5x5x2xf32>, %[[Y:.*]]: memref<1x3x3x2xf32>)
// CHECK: kernel.launch @avgpool2d(%[[X]], %[[Y]]) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 1 : i32
// CHECK-NOT: linalg
func.func @avgpool_memref_nhwc(%x: memref<1x5x5x2xf32>, %y: memref<1x3x3x2xf32>) {
  %c0 = arith.constant 0.0 : f32
  %inv = arith.constant 0.111111112 : f32
  %win = memref.alloca() : memref<3x3xf32>
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x3x3x2xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %win : memref<1x5x5x2xf32>, memref<3x3xf32>) outs(%y : memref<1x3x3x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%y : memref<1x3x3x2xf32>) outs(%y : memref<1x3x3x2xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.mulf %a, %inv : f32
    linalg.yield %q : f32
  }
  return
}

// -----

// Near miss: divided by 3, not by the 2x2 window's 4.
// CHECK-LABEL: func.func @near_miss_avg_divisor(
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
// CHECK-NOT: kernel.launch
func.func @near_miss_avg_divisor(%x: tensor<1x2x6x6xf32>) -> tensor<1x2x3x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %k = arith.constant 3.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x2x3x3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %k : f32
    linalg.yield %q : f32
  } -> tensor<1x2x3x3xf32>
  return %d : tensor<1x2x3x3xf32>
}

// -----

// Near miss: dilated pooling (cuDNN has none).
// CHECK-LABEL: func.func @near_miss_dilated(
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: kernel.launch
func.func @near_miss_dilated(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x6x6xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x3x6x6xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  return %r : tensor<1x3x6x6xf32>
}

// -----

// Near miss: max pooling padded with zeros (not -inf): the pad stays.
// CHECK-LABEL: func.func @near_miss_max_zero_pad(
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: kernel.launch @maxpool2d(%[[P]], {{.*}}pad_top = 0 : i64
func.func @near_miss_max_zero_pad(%x: tensor<1x2x4x4xf32>) -> tensor<1x2x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// -----

// torch-mlir's ceil_mode maxpool: -inf padding high [1, 1] that no window
// reaches (2x2 stride 2 on 8 rows gives 4 rows either way). The pad folds
// and the unreached row is trimmed: pad_bottom = pad_right = 0.
// CHECK-LABEL: func.func @maxpool_ceil_mode(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x8x8xf32>)
// CHECK-NOT: tensor.pad
// CHECK: kernel.launch @maxpool2d(%[[X]], %{{.*}}) {kernel_h = 2 : i64, kernel_w = 2 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
func.func @maxpool_ceil_mode(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x9x9xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %win : tensor<1x2x9x9xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// ceil_mode with the extra row reached: 3x3 stride 2 on 8 rows gives 4 rows
// only with one row of -inf below. pad_bottom = pad_right = 1 stays.
// CHECK-LABEL: func.func @maxpool_ceil_mode_reached(
// CHECK-SAME: %[[X:.*]]: tensor<1x2x8x8xf32>)
// CHECK: kernel.launch @maxpool2d(%[[X]], %{{.*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 1 : i64, pad_left = 0 : i64, pad_right = 1 : i64, pad_top = 0 : i64
func.func @maxpool_ceil_mode_reached(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x9x9xf32>
  %win = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %win : tensor<1x2x9x9xf32>, tensor<3x3xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

// A pool reading a prefix of its input (floor mode on an odd size, on
// memrefs): 2x2 stride 2 on 7 columns reads 6. x becomes a subview.
// CHECK-LABEL: func.func @maxpool_cropped_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x2x6x7xf32>
// CHECK: %[[V:.*]] = memref.subview %[[X]][0, 0, 0, 0] [1, 2, 6, 6] [1, 1, 1, 1]
// CHECK: kernel.launch @maxpool2d(%[[V]], %{{.*}}) {{.*}}pad_bottom = 0 : i64
func.func @maxpool_cropped_memref(%x: memref<1x2x6x7xf32>, %y: memref<1x2x3x3xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x3x3xf32>)
  linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : memref<1x2x6x7xf32>, memref<2x2xf32>) outs(%y : memref<1x2x3x3xf32>)
  return
}

// -----

// Near miss: a dynamic window operand (no static kernel size to pass).
// CHECK-LABEL: func.func @near_miss_dynamic_window(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_max
func.func @near_miss_dynamic_window(%x: tensor<1x2x8x8xf32>, %win: tensor<?x?xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x8x8xf32>, tensor<?x?xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}

// -----

#xmap = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh * 2 + kh, ow * 2 + kw)>
#wmap = affine_map<(n, c, oh, ow, kh, kw) -> (kh, kw)>
#ymap = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh, ow)>

// Near miss: the generic pool's body also stores to an outside buffer: the
// launch would drop the store.
// CHECK-LABEL: func.func @near_miss_pool_body_store(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_pool_body_store(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>, %log: memref<1xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %i0 = arith.constant 0 : index
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x4x4xf32>)
  linalg.generic {indexing_maps = [#xmap, #wmap, #ymap],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %win : memref<1x2x8x8xf32>, memref<2x2xf32>) outs(%y : memref<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.maximumf %o, %a : f32
    memref.store %a, %log[%i0] : memref<1xf32>
    linalg.yield %m : f32
  }
  return
}

// -----

// Near miss: the avgpool divide also stores to an outside buffer: neither
// the sum pooling nor the divide becomes a launch.
// CHECK-LABEL: func.func @near_miss_avg_divide_store(
// CHECK-NOT: kernel.launch
// CHECK: linalg.pooling_nchw_sum
// CHECK: linalg.generic
// CHECK: memref.store
func.func @near_miss_avg_divide_store(%x: tensor<1x2x6x6xf32>, %log: memref<1xf32>) -> tensor<1x2x3x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %k = arith.constant 4.0 : f32
  %i0 = arith.constant 0 : index
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %win : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%s : tensor<1x2x3x3xf32>) outs(%e : tensor<1x2x3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %k : f32
    memref.store %q, %log[%i0] : memref<1xf32>
    linalg.yield %q : f32
  } -> tensor<1x2x3x3xf32>
  return %d : tensor<1x2x3x3xf32>
}

// -----

#xmap3 = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh * 2 + kh, ow * 2 + kw)>
#wmap3 = affine_map<(n, c, oh, ow, kh, kw) -> (kh, kw)>
#ymap3 = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh, ow)>

// Near miss: a max written with arith.maxnumf drops a NaN (the other operand
// wins), unlike maximumf; no pooling library call has that rule.
// CHECK-LABEL: func.func @near_miss_pool_maxnumf(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK: arith.maxnumf
func.func @near_miss_pool_maxnumf(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x4x4xf32>)
  linalg.generic {indexing_maps = [#xmap3, #wmap3, #ymap3],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %win : memref<1x2x8x8xf32>, memref<2x2xf32>) outs(%y : memref<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.maxnumf %o, %a : f32
    linalg.yield %m : f32
  }
  return
}

// -----

#xmap2 = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh * 2 + kh, ow * 2 + kw)>
#wmap2 = affine_map<(n, c, oh, ow, kh, kw) -> (kh, kw)>
#ymap2 = affine_map<(n, c, oh, ow, kh, kw) -> (n, c, oh, ow)>

// Near miss: the body calls a function whose result it does not use.
// CHECK-LABEL: func.func @near_miss_pool_body_call(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
// CHECK: func.call @observe
func.func @near_miss_pool_body_call(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %win = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%y : memref<1x2x4x4xf32>)
  linalg.generic {indexing_maps = [#xmap2, #wmap2, #ymap2],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %win : memref<1x2x8x8xf32>, memref<2x2xf32>) outs(%y : memref<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.maximumf %o, %a : f32
    func.call @observe(%a) : (f32) -> ()
    linalg.yield %m : f32
  }
  return
}
func.func @observe(%v: f32) {
  return
}

// -----

// A 3x3 stride-2 max pool of 8 rows reads 7 (the ceil_mode crop) at a
// dynamic batch: the view of x keeps the batch extent, read from x.
// CHECK-LABEL: func.func @maxpool_crop_dynamic_batch(
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x3x8x8xf32>
// CHECK: tensor.extract_slice %[[X]][0, 0, 0, 0] [%{{.*}}, 3, 7, 7] [1, 1, 1, 1] : tensor<?x3x8x8xf32> to tensor<?x3x7x7xf32>
// CHECK: kernel.launch @maxpool2d(
func.func @maxpool_crop_dynamic_batch(%x: tensor<?x3x8x8xf32>) -> tensor<?x3x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x3x8x8xf32>
  %e = tensor.empty(%n) : tensor<?x3x3x3xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32>
  %k = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
    ins(%x, %k : tensor<?x3x8x8xf32>, tensor<3x3xf32>) outs(%f : tensor<?x3x3x3xf32>) -> tensor<?x3x3x3xf32>
  return %r : tensor<?x3x3x3xf32>
}
