// A launch is a host library call. Linalg ops in device code (a gpu.module's
// gpu.func, a gpu.launch body) run once per GPU thread and cannot call
// OpenBLAS or oneDNN, so no template rewrites them; the same op in host code
// still becomes a launch.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.func @device_gemm(
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  gpu.module @kernels {
    gpu.func @device_gemm(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) kernel {
      linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @launch_body(
  // CHECK: gpu.launch
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: gpu.terminator
  func.func @launch_body(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
      gpu.terminator
    }
    return
  }

  // CHECK-LABEL: func.func @host_gemm(
  // CHECK: kernel.launch @gemm
  func.func @host_gemm(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
    return
  }
}
