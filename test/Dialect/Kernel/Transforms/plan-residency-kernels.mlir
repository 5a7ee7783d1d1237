// --kmatch-plan-residency keeps the operands of scal, dot, syrk, syr2k and the
// DNN kernels (conv2d, depthwise_conv2d, batchnorm, maxpool2d, avgpool2d, add,
// and the fused conv2d_bias_act, conv2d_bias_add_act, conv2d_bn_act,
// conv2d_bn_add_act and gemm_bias_act) on the device between launches: runtime/kernels.json marks them
// device_resident, their CUDA shims use operands in place through the
// residency driver (runtime/cuda/residency.h).
// RUN: kmatch-opt %s --kmatch-plan-residency | FileCheck %s
// RUN: kmatch-opt %S/../../../corpus/polybench/syrk.mlir --kmatch-apply-templates --kmatch-plan-residency | FileCheck %s --check-prefix=SYRK

// polybench syrk: A and C go up once before the launch; C comes down once.
// SYRK-LABEL: func.func @kernel_syrk(
// SYRK-SAME: %[[C:arg2]]: memref<?x?xf64>, %[[A:arg3]]: memref<?x?xf64>)
// SYRK: kernel.to_device %[[A]]
// SYRK-NEXT: kernel.to_device %[[C]]
// SYRK-NEXT: kernel.launch @syrk(%{{.*}}, %[[A]], %{{.*}}, %[[C]])
// SYRK-NEXT: kernel.release %[[A]]
// SYRK-NEXT: kernel.to_host %[[C]]
// SYRK-NEXT: kernel.release %[[C]]

// A BLAS chain: C = syrk(A); C = syr2k(A, B) + C; C *= s; r = dot(x, y).
// Every buffer goes up before its first launch and nothing moves between the
// launches; the written C and r come down once at the end.
// CHECK-LABEL: func.func @blas_chain(
// CHECK-SAME: %[[A:[^:]*]]: memref<8x4xf32>, %[[B:[^:]*]]: memref<8x4xf32>, %[[C:[^:]*]]: memref<8x8xf32>, %[[X:[^:]*]]: memref<8xf32>, %[[Y:[^:]*]]: memref<8xf32>, %[[R:[^:]*]]: memref<f32>)
// CHECK: kernel.to_device %[[A]]
// CHECK-NEXT: kernel.to_device %[[C]]
// CHECK-NEXT: kernel.launch @syrk(%{{.*}}, %[[A]], %{{.*}}, %[[C]])
// CHECK-NEXT: kernel.to_device %[[B]]
// CHECK-NEXT: kernel.launch @syr2k(%{{.*}}, %[[A]], %[[B]], %{{.*}}, %[[C]])
// CHECK-NEXT: kernel.launch @scal(%{{.*}}, %[[C]])
// CHECK-NEXT: kernel.to_device %[[X]]
// CHECK-NEXT: kernel.to_device %[[Y]]
// CHECK-NEXT: kernel.to_device %[[R]]
// CHECK-NEXT: kernel.launch @dot(%{{.*}}, %[[X]], %[[Y]], %{{.*}}, %[[R]])
// CHECK-NOT: kernel.to_device
// CHECK-DAG: kernel.to_host %[[C]]
// CHECK-DAG: kernel.to_host %[[R]]
// CHECK-NOT: kernel.to_host %[[A]]
// CHECK-NOT: kernel.to_host %[[B]]
// CHECK: return
func.func @blas_chain(%a: memref<8x4xf32>, %b: memref<8x4xf32>, %c: memref<8x8xf32>, %x: memref<8xf32>, %y: memref<8xf32>, %r: memref<f32>) {
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  kernel.launch @syrk(%one, %a, %half, %c) {num_outs = 1 : i64, trans = false}
      : (f32, memref<8x4xf32>, f32, memref<8x8xf32>) -> ()
  kernel.launch @syr2k(%half, %a, %b, %one, %c) {num_outs = 1 : i64}
      : (f32, memref<8x4xf32>, memref<8x4xf32>, f32, memref<8x8xf32>) -> ()
  kernel.launch @scal(%half, %c) {num_outs = 1 : i64} : (f32, memref<8x8xf32>) -> ()
  kernel.launch @dot(%one, %x, %y, %half, %r) {num_outs = 1 : i64}
      : (f32, memref<8xf32>, memref<8xf32>, f32, memref<f32>) -> ()
  return
}

// A DNN chain: t = batchnorm(x); p = maxpool(t); q = avgpool(t); o = p + q.
// t, p and q stay on the device between the launches; only o (and the
// temporaries the caller can see) come down at the end.
// CHECK-LABEL: func.func @dnn_chain(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x2x4x4xf32>, %[[G:[^:]*]]: memref<2xf32>, %{{[^:]*}}: memref<2xf32>, %{{[^:]*}}: memref<2xf32>, %{{[^:]*}}: memref<2xf32>, %[[T:[^:]*]]: memref<1x2x4x4xf32>, %[[P:[^:]*]]: memref<1x2x2x2xf32>, %[[Q:[^:]*]]: memref<1x2x2x2xf32>, %[[O:[^:]*]]: memref<1x2x2x2xf32>)
// CHECK: kernel.to_device %[[X]]
// CHECK-NEXT: kernel.to_device %[[G]]
// CHECK: kernel.launch @batchnorm(%[[X]], %[[G]], %{{.*}}, %{{.*}}, %{{.*}}, %[[T]])
// CHECK-NEXT: kernel.to_device %[[P]]
// CHECK-NEXT: kernel.launch @maxpool2d(%[[T]], %[[P]])
// CHECK-NEXT: kernel.to_device %[[Q]]
// CHECK-NEXT: kernel.launch @avgpool2d(%[[T]], %[[Q]])
// CHECK-NEXT: kernel.to_device %[[O]]
// CHECK-NEXT: kernel.launch @add(%[[P]], %[[Q]], %[[O]])
// CHECK-NOT: kernel.to_device
// CHECK: kernel.to_host %[[O]]
// CHECK: return
func.func @dnn_chain(%x: memref<1x2x4x4xf32>, %g: memref<2xf32>, %b: memref<2xf32>, %m: memref<2xf32>, %v: memref<2xf32>, %t: memref<1x2x4x4xf32>, %p: memref<1x2x2x2xf32>, %q: memref<1x2x2x2xf32>, %o: memref<1x2x2x2xf32>) {
  kernel.launch @batchnorm(%x, %g, %b, %m, %v, %t) {num_outs = 1 : i64, layout = 0 : i32, eps = 1.0e-3 : f32}
      : (memref<1x2x4x4xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<1x2x4x4xf32>) -> ()
  kernel.launch @maxpool2d(%t, %p) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64, pad_top = 0 : i64, pad_left = 0 : i64, pad_bottom = 0 : i64, pad_right = 0 : i64}
      : (memref<1x2x4x4xf32>, memref<1x2x2x2xf32>) -> ()
  kernel.launch @avgpool2d(%t, %q) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64, pad_top = 0 : i64, pad_left = 0 : i64, pad_bottom = 0 : i64, pad_right = 0 : i64}
      : (memref<1x2x4x4xf32>, memref<1x2x2x2xf32>) -> ()
  kernel.launch @add(%p, %q, %o) {num_outs = 1 : i64}
      : (memref<1x2x2x2xf32>, memref<1x2x2x2xf32>, memref<1x2x2x2xf32>) -> ()
  return
}

// A convolution chain: t = conv2d(x, w); u = depthwise(t, d); u += conv2d(t,
// v). t stays on the device; u comes down once at the end.
// CHECK-LABEL: func.func @conv_chain(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x2x6x6xf32>, %[[W:[^:]*]]: memref<4x2x3x3xf32>, %[[D:[^:]*]]: memref<4x3x3xf32>, %[[V:[^:]*]]: memref<4x4x1x1xf32>, %[[T:[^:]*]]: memref<1x4x6x6xf32>, %[[U:[^:]*]]: memref<1x4x6x6xf32>)
// CHECK: kernel.to_device %[[X]]
// CHECK-NEXT: kernel.to_device %[[W]]
// CHECK-NEXT: kernel.to_device %[[T]]
// CHECK-NEXT: kernel.launch @conv2d(%[[X]], %[[W]], %[[T]])
// CHECK-NEXT: kernel.to_device %[[D]]
// CHECK-NEXT: kernel.to_device %[[U]]
// CHECK-NEXT: kernel.launch @depthwise_conv2d(%[[T]], %[[D]], %[[U]])
// CHECK-NEXT: kernel.to_device %[[V]]
// CHECK-NEXT: kernel.launch @conv2d(%[[T]], %[[V]], %[[U]])
// CHECK-NOT: kernel.to_device
// CHECK: kernel.to_host %[[U]]
// CHECK: return
func.func @conv_chain(%x: memref<1x2x6x6xf32>, %w: memref<4x2x3x3xf32>, %d: memref<4x3x3xf32>, %v: memref<4x4x1x1xf32>, %t: memref<1x4x6x6xf32>, %u: memref<1x4x6x6xf32>) {
  kernel.launch @conv2d(%x, %w, %t) {num_outs = 1 : i64, accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
      : (memref<1x2x6x6xf32>, memref<4x2x3x3xf32>, memref<1x4x6x6xf32>) -> ()
  kernel.launch @depthwise_conv2d(%t, %d, %u) {num_outs = 1 : i64, accumulate = 0 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
      : (memref<1x4x6x6xf32>, memref<4x3x3xf32>, memref<1x4x6x6xf32>) -> ()
  kernel.launch @conv2d(%t, %v, %u) {num_outs = 1 : i64, accumulate = 1 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, pad_bottom = 0 : i64, pad_left = 0 : i64, pad_right = 0 : i64, pad_top = 0 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
      : (memref<1x4x6x6xf32>, memref<4x4x1x1xf32>, memref<1x4x6x6xf32>) -> ()
  return
}

// A fused residual block: t = relu(conv(x, w) + b); y = relu(bn(conv(t, v)) +
// t); c = relu(y as a matrix * m + e). Nothing comes down between the
// launches; t, y and c (arguments the caller sees) come down at the end.
// CHECK-LABEL: func.func @fused_chain(
// CHECK-SAME: %[[X:[^:]*]]: memref<1x4x6x6xf32>, {{.*}} %[[T:[^:]*]]: memref<1x4x6x6xf32>, %[[Y:[^:]*]]: memref<1x4x6x6xf32>, %[[C:[^:]*]]: memref<4x8xf32>)
// CHECK: kernel.launch @conv2d_bias_act(%[[X]], %{{.*}}, %{{.*}}, %[[T]])
// CHECK-NOT: kernel.to_host
// CHECK: kernel.launch @conv2d_bn_add_act(%[[T]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[T]], %[[Y]])
// CHECK-NOT: kernel.to_host
// CHECK: kernel.launch @gemm_bias_act(%{{.*}}, %{{.*}}, %{{.*}}, %[[C]])
// CHECK: kernel.to_host %[[T]]
// CHECK: kernel.to_host %[[Y]]
// CHECK: kernel.to_host %[[C]]
// CHECK: return
func.func @fused_chain(%x: memref<1x4x6x6xf32>, %w: memref<4x4x3x3xf32>, %b: memref<4xf32>, %v: memref<4x4x1x1xf32>, %g: memref<4xf32>, %be: memref<4xf32>, %mu: memref<4xf32>, %var: memref<4xf32>, %m: memref<36x8xf32>, %e: memref<8xf32>, %t: memref<1x4x6x6xf32>, %y: memref<1x4x6x6xf32>, %c: memref<4x8xf32>) {
  kernel.launch @conv2d_bias_act(%x, %w, %b, %t) {num_outs = 1 : i64, act = 1 : i32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64, stride_h = 1 : i64, stride_w = 1 : i64}
      : (memref<1x4x6x6xf32>, memref<4x4x3x3xf32>, memref<4xf32>, memref<1x4x6x6xf32>) -> ()
  kernel.launch @conv2d_bn_add_act(%t, %v, %g, %be, %mu, %var, %t, %y) {num_outs = 1 : i64, act = 1 : i32, eps = 1.0e-05 : f32, dilation_h = 1 : i64, dilation_w = 1 : i64, layout = 0 : i32, stride_h = 1 : i64, stride_w = 1 : i64}
      : (memref<1x4x6x6xf32>, memref<4x4x1x1xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<1x4x6x6xf32>, memref<1x4x6x6xf32>) -> ()
  %ym = memref.collapse_shape %y [[0, 1], [2, 3]] : memref<1x4x6x6xf32> into memref<4x36xf32>
  kernel.launch @gemm_bias_act(%ym, %m, %e, %c) {num_outs = 1 : i64, act = 1 : i32, transA = false, transB = false}
      : (memref<4x36xf32>, memref<36x8xf32>, memref<8xf32>, memref<4x8xf32>) -> ()
  return
}
