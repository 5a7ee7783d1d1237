// --kmatch-channels-last: buffers that only channels-last operands of
// channels-first conv and pooling launches use (runtime/kernels.json,
// "channels_last": ["cpu"]) are allocated NHWC and seen through a transposed
// NCHW view; any other use keeps a buffer as it is.
// RUN: kmatch-opt %s --kmatch-channels-last | FileCheck %s
// The views lower like any strided memref, and the cpu pipeline runs the pass.
// RUN: kmatch-opt %s --kmatch-channels-last --kmatch-lower-to-cpu | FileCheck %s --check-prefix=CALL
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// Another backend's preferences leave every buffer alone.
// RUN: kmatch-opt %s --kmatch-channels-last=backend=cuda | FileCheck %s --check-prefix=CUDA
// CUDA-NOT: memref.transpose

// A conv's output read by a max pool and, through a subview, as the
// residual of a fused conv: NHWC, every use retargeted, freed as allocated.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:.*]]: memref<2x3x8x8xf32>, %[[W:.*]]: memref<4x3x3x3xf32>
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x8x8x4xf32>
// CHECK-NEXT: %[[AV:.*]] = memref.transpose %[[A]] (d0, d1, d2, d3) -> (d0, d3, d1, d2) : memref<2x8x8x4xf32> to memref<2x4x8x8xf32, strided<[256, 1, 32, 4]>>
// CHECK-NEXT: kernel.launch @conv2d(%[[X]], %[[W]], %[[AV]])
// CHECK: %[[P:.*]] = memref.alloc() : memref<2x4x4x4xf32>
// CHECK-NEXT: %[[PV:.*]] = memref.transpose %[[P]]
// CHECK-NEXT: kernel.launch @maxpool2d(%[[AV]], %[[PV]])
// CHECK: %[[S:.*]] = memref.subview %[[AV]][0, 0, 0, 0] [2, 4, 4, 4] [1, 1, 2, 2] : memref<2x4x8x8xf32, strided<[256, 1, 32, 4]>> to memref<2x4x4x4xf32, strided<[256, 1, 64, 8]>>
// CHECK: kernel.launch @conv2d_bn_add_act(%[[PV]], %{{.*}}, %[[S]], %{{.*}})
// CHECK: memref.dealloc %[[A]] : memref<2x8x8x4xf32>
// CHECK: memref.dealloc %[[P]] : memref<2x4x4x4xf32>
// CALL-LABEL: func.func @chain(
// CALL: memref.transpose
// CALL: call @kmatch_cpu_conv2d_f32(
// CALL: call @kmatch_cpu_maxpool2d_f32(
// CALL: call @kmatch_cpu_conv2d_bn_add_act_f32(
func.func @chain(%x: memref<2x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %w2: memref<4x4x3x3xf32>,
                 %g: memref<4xf32>, %y: memref<2x4x4x4xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<2x4x8x8xf32>
  kernel.launch @conv2d(%x, %w, %a) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  %p = memref.alloc() : memref<2x4x4x4xf32>
  kernel.launch @maxpool2d(%a, %p) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
    : (memref<2x4x8x8xf32>, memref<2x4x4x4xf32>) -> ()
  %s = memref.subview %a[0, 0, 0, 0] [2, 4, 4, 4] [1, 1, 2, 2] : memref<2x4x8x8xf32> to memref<2x4x4x4xf32, strided<[256, 64, 16, 2]>>
  kernel.launch @conv2d_bn_add_act(%p, %w2, %g, %g, %g, %g, %s, %y) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, act = 1 : i32, eps = 1.0e-05 : f32}
    : (memref<2x4x4x4xf32>, memref<4x4x3x3xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<2x4x4x4xf32, strided<[256, 64, 16, 2]>>, memref<2x4x4x4xf32>) -> ()
  memref.dealloc %a : memref<2x4x8x8xf32>
  memref.dealloc %p : memref<2x4x4x4xf32>
  return
}

// Dynamic sizes follow their dimensions (N, H, W, then C); a layout given by
// name counts like its code.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[N:[^:]*]]: index, %[[H:[^:]*]]: index, %[[W:[^:]*]]: index
// CHECK: %[[A:.*]] = memref.alloc(%[[N]], %[[H]], %[[W]]) : memref<?x?x?x4xf32>
// CHECK-NEXT: memref.transpose %[[A]] (d0, d1, d2, d3) -> (d0, d3, d1, d2) : memref<?x?x?x4xf32> to memref<?x4x?x?xf32, strided<[?, 1, ?, 4]>>
func.func @dynamic(%n: index, %h: index, %w: index, %x: memref<?x4x?x?xf32>, %f: memref<4x4x3x3xf32>) {
  %a = memref.alloc(%n, %h, %w) : memref<?x4x?x?xf32>
  kernel.launch @conv2d(%x, %f, %a) {num_outs = 1 : i64, layout = "nchw", stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<?x4x?x?xf32>, memref<4x4x3x3xf32>, memref<?x4x?x?xf32>) -> ()
  memref.dealloc %a : memref<?x4x?x?xf32>
  return
}

// Kept as they are: a buffer returned, read on the default path, reshaped,
// reduced by a subview, used as a filter or by an NHWC launch, or never
// launched on.
// CHECK-LABEL: func.func @kept(
// CHECK-NOT: memref.transpose
// CHECK: return
func.func @kept(%x: memref<2x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %xn: memref<2x8x8x3xf32>,
                %wn: memref<3x3x3x4xf32>, %o: memref<2x4x8x8xf32>) -> memref<2x4x8x8xf32> {
  %ret = memref.alloc() : memref<2x4x8x8xf32>
  kernel.launch @conv2d(%x, %w, %ret) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  %lin = memref.alloc() : memref<2x4x8x8xf32>
  kernel.launch @conv2d(%x, %w, %lin) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  linalg.copy ins(%lin : memref<2x4x8x8xf32>) outs(%o : memref<2x4x8x8xf32>)
  %flat = memref.alloc() : memref<2x4x8x8xf32>
  kernel.launch @conv2d(%x, %w, %flat) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  %c = memref.collapse_shape %flat [[0], [1, 2, 3]] : memref<2x4x8x8xf32> into memref<2x256xf32>
  %red = memref.alloc() : memref<2x4x8x8xf32>
  kernel.launch @conv2d(%x, %w, %red) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  %r = memref.subview %red[0, 0, 0, 0] [1, 4, 8, 8] [1, 1, 1, 1] : memref<2x4x8x8xf32> to memref<4x8x8xf32, strided<[64, 8, 1]>>
  %filt = memref.alloc() : memref<4x3x3x3xf32>
  kernel.launch @conv2d(%x, %filt, %o) {num_outs = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x3x8x8xf32>, memref<4x3x3x3xf32>, memref<2x4x8x8xf32>) -> ()
  %nhwc = memref.alloc() : memref<2x8x8x4xf32>
  kernel.launch @conv2d(%xn, %wn, %nhwc) {num_outs = 1 : i64, layout = 1 : i32, stride_h = 1 : i64, stride_w = 1 : i64, dilation_h = 1 : i64, dilation_w = 1 : i64, pad_top = 1 : i64, pad_left = 1 : i64, pad_bottom = 1 : i64, pad_right = 1 : i64, accumulate = 0 : i32}
    : (memref<2x8x8x3xf32>, memref<3x3x3x4xf32>, memref<2x8x8x4xf32>) -> ()
  %idle = memref.alloc() : memref<2x4x8x8xf32>
  memref.dealloc %idle : memref<2x4x8x8xf32>
  return %ret : memref<2x4x8x8xf32>
}

// An unknown backend is an error, not a silent no-op.
// RUN: not kmatch-opt %s --kmatch-channels-last=backend=gpu 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: error: kmatch-channels-last: unknown backend 'gpu'; expected cpu or cuda
