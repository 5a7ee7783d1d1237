// The manifest's operand kinds and code lists drive the lowering: "memref": "*"
// operands are passed unranked, ranked ones as strided descriptors, and a code
// param takes its code or its name.
// RUN: kmatch-opt %s --kmatch-lower-launches=backend=cpu | FileCheck %s --check-prefixes=CHECK,CPU
// RUN: kmatch-opt %s --kmatch-lower-launches=backend=cuda | FileCheck %s --check-prefixes=CHECK,CUDA
// The aliases are the same pass.
// RUN: kmatch-opt %s --kmatch-lower-to-cpu | FileCheck %s --check-prefixes=CHECK,CPU
// RUN: kmatch-opt %s --kmatch-lower-to-cuda | FileCheck %s --check-prefixes=CHECK,CUDA
// RUN: not kmatch-opt %s --kmatch-lower-launches=backend=tpu 2>&1 | FileCheck %s --check-prefix=BACKEND
// BACKEND: error: kmatch-lower-launches: unknown backend 'tpu'; expected cpu or cuda

// CHECK-LABEL: func.func @named_layout(
// CHECK: %[[NHWC:.*]] = arith.constant 1 : i32
// CPU: call @kmatch_cpu_maxpool2d_f32(%{{.*}}, %{{.*}}, %[[NHWC]],
// CUDA: call @kmatch_cuda_maxpool2d_f32(%{{.*}}, %{{.*}}, %[[NHWC]],
// CHECK: %[[NCHW:.*]] = arith.constant 0 : i32
// CPU: call @kmatch_cpu_maxpool2d_f32(%{{.*}}, %{{.*}}, %[[NCHW]],
// CUDA: call @kmatch_cuda_maxpool2d_f32(%{{.*}}, %{{.*}}, %[[NCHW]],
func.func @named_layout(%x: memref<1x8x8x2xf32>, %y: memref<1x4x4x2xf32>) {
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = "nhwc", kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x8x8x2xf32>, memref<1x4x4x2xf32>) -> ()
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x8x8x2xf32>, memref<1x4x4x2xf32>) -> ()
  return
}

// A param's default from the manifest: maxpool2d's floor is "-inf" there
// (JSON has no infinities), lowered as the f32 -inf; a floor the launch
// sets is passed as is.
// CHECK-LABEL: func.func @default_floor(
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CPU: call @kmatch_cpu_maxpool2d_f32({{.*}}, %[[NINF]]) :
// CUDA: call @kmatch_cuda_maxpool2d_f32({{.*}}, %[[NINF]]) :
// CHECK: %[[LOW:.*]] = arith.constant -3.40282347E+38 : f32
// CPU: call @kmatch_cpu_maxpool2d_f32({{.*}}, %[[LOW]]) :
// CUDA: call @kmatch_cuda_maxpool2d_f32({{.*}}, %[[LOW]]) :
func.func @default_floor(%x: memref<1x2x8x8xf32>, %y: memref<1x2x4x4xf32>) {
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
      : (memref<1x2x8x8xf32>, memref<1x2x4x4xf32>) -> ()
  kernel.launch @maxpool2d(%x, %y) {num_outs = 1 : i64, layout = 0 : i32, kernel_h = 2 : i64, kernel_w = 2 : i64, stride_h = 2 : i64, stride_w = 2 : i64, floor = -3.40282347E+38 : f32}
      : (memref<1x2x8x8xf32>, memref<1x2x4x4xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @named_activation(
// CHECK: %[[GELU:.*]] = arith.constant 4 : i32
// CHECK: call @kmatch_{{cpu|cuda}}_gemm_bias_act_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[GELU]],
func.func @named_activation(%a: memref<4x4xf32>, %bias: memref<4xf32>) {
  kernel.launch @gemm_bias_act(%a, %a, %bias, %a) {num_outs = 1 : i64, transA = 0 : i32, transB = 0 : i32, act = "gelu_erf"}
      : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>, memref<4x4xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @unranked(
// CHECK: %[[X:.*]] = memref.cast %{{.*}} : memref<2x3x4xf64> to memref<*xf64>
// CHECK: call @kmatch_{{cpu|cuda}}_scal_f64(%{{.*}}, %[[X]]) : (f64, memref<*xf64>) -> ()
func.func @unranked(%s: f64, %x: memref<2x3x4xf64>) {
  kernel.launch @scal(%s, %x) {num_outs = 1 : i64} : (f64, memref<2x3x4xf64>) -> ()
  return
}
