// --kmatch-mark-constants: a launch param the manifest marks "constant_of"
// an operand (w_constant of the convolutions, runtime/kernels.json) is set
// where that operand is provably constant: a view of a constant global (a
// hash of its contents: never 0 or 1) or of an argument marked
// kmatch.constant (1). Everything else keeps the default, 0.
// RUN: kmatch-opt %s --kmatch-mark-constants | FileCheck %s
// The cpu pipeline runs it, and the lowering passes the token exactly.
// RUN: kmatch-opt %s --kmatch-mark-constants --kmatch-lower-to-cpu | FileCheck %s --check-prefix=CALL
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null

memref.global "private" constant @w1 : memref<4x3x3x3xf32> = dense<1.0>
memref.global "private" constant @w2 : memref<4x3x3x3xf32> = dense<2.0>
memref.global "private" @mutable : memref<4x3x3x3xf32> = dense<1.0>
memref.global "private" constant @uninit : memref<4x3x3x3xf32>

// CHECK-LABEL: func.func @globals(
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = [[T1:-?[0-9]+]] : i64}
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = [[T1]] : i64}
// CHECK-NOT: w_constant = [[T1]]
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = {{-?[0-9]+}} : i64}
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}stride_w = 1 : i64} :
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}stride_w = 1 : i64} :
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = 7 : i64}
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = [[T1]] : i64}
// CALL-LABEL: func.func @globals(
// CALL: %[[TOK:.*]] = arith.constant {{-?[0-9][0-9][0-9][0-9][0-9][0-9]+}} : i64
// CALL: call @kmatch_cpu_conv2d_f32({{.*}}, %[[TOK]])
func.func @globals(%x: memref<2x3x8x8xf32>, %y: memref<2x4x6x6xf32>, %xl: memref<2x8x8x3xf32>, %yl: memref<2x6x6x4xf32>) {
  %w1 = memref.get_global @w1 : memref<4x3x3x3xf32>
  kernel.launch @conv2d(%x, %w1, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  // The same global seen through a cast: the same token.
  %c = memref.cast %w1 : memref<4x3x3x3xf32> to memref<?x3x3x3xf32>
  kernel.launch @conv2d(%x, %c, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<?x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  // Other contents, another token.
  %w2 = memref.get_global @w2 : memref<4x3x3x3xf32>
  kernel.launch @conv2d(%x, %w2, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  // A global that is not constant, and one without an initial value.
  %m = memref.get_global @mutable : memref<4x3x3x3xf32>
  kernel.launch @conv2d(%x, %m, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  %u = memref.get_global @uninit : memref<4x3x3x3xf32>
  kernel.launch @conv2d(%x, %u, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  // A launch that says it itself keeps its value.
  kernel.launch @conv2d(%x, %m, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32, w_constant = 7 : i64}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  // Through memref.transpose (how an FHWC filter reaches an NHWC launch as
  // HWCF), which is no ViewLikeOpInterface: the same global, the same token.
  %t = memref.transpose %w1 (f, c, h, w) -> (h, w, c, f) : memref<4x3x3x3xf32> to memref<3x3x3x4xf32, strided<[3, 1, 9, 27]>>
  kernel.launch @conv2d(%xl, %t, %yl) {num_outs = 1 : i64, layout = 1 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x8x8x3xf32>, memref<3x3x3x4xf32, strided<[3, 1, 9, 27]>>, memref<2x6x6x4xf32>) -> ()
  return
}

// Arguments: only the ones marked kmatch.constant, through a subview too;
// the input X's mark says nothing of W. (Attributes print sorted: with no
// w_constant, stride_w comes last.)
// CHECK-LABEL: func.func @args(
// CHECK: kernel.launch @conv2d_bias_act({{.*}}) {{{.*}}w_constant = 1 : i64}
// CHECK: kernel.launch @depthwise_conv2d({{.*}}) {{{.*}}w_constant = 1 : i64}
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = 1 : i64}
// CHECK: kernel.launch @conv2d({{.*}}) {{{.*}}stride_w = 1 : i64} :
func.func @args(%x: memref<2x3x8x8xf32> {kmatch.constant}, %w: memref<4x3x3x3xf32> {kmatch.constant},
                %wd: memref<3x3x3xf32> {kmatch.constant}, %big: memref<4x3x5x5xf32> {kmatch.constant},
                %b: memref<4xf32>, %v: memref<4x3x3x3xf32>, %y: memref<2x4x6x6xf32>, %yd: memref<2x3x6x6xf32>) {
  kernel.launch @conv2d_bias_act(%x, %w, %b, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, act = 1 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<4xf32>, memref<2x4x6x6xf32>) -> ()
  kernel.launch @depthwise_conv2d(%x, %wd, %yd) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<3x3x3xf32>, memref<2x3x6x6xf32>) -> ()
  %s = memref.subview %big[0, 0, 1, 1] [4, 3, 3, 3] [1, 1, 1, 1] : memref<4x3x5x5xf32> to memref<4x3x3x3xf32, strided<[75, 25, 5, 1], offset: 6>>
  kernel.launch @conv2d(%x, %s, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32, strided<[75, 25, 5, 1], offset: 6>>, memref<2x4x6x6xf32>) -> ()
  kernel.launch @conv2d(%x, %v, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x6x6xf32>) -> ()
  return
}
