// A launch is a host library call. Linalg ops in device code (a gpu.module's
// gpu.func, a gpu.launch body, an OpenMP target region, an OpenACC compute
// region, an scf.forall or scf.parallel mapped onto GPU blocks or threads) run
// on the device, once per thread, and cannot call OpenBLAS or oneDNN, so no
// template rewrites them; the same op in host code, or in a loop mapped onto
// nothing or onto something other than GPU processors, still becomes a
// launch.
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

  // CHECK-LABEL: func.func @omp_target(
  // CHECK: omp.target
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: omp.terminator
  func.func @omp_target() {
    omp.target {
      %a = memref.alloc() : memref<8x4xf32>
      %b = memref.alloc() : memref<4x6xf32>
      %c = memref.alloc() : memref<8x6xf32>
      linalg.matmul ins(%a, %b : memref<8x4xf32>, memref<4x6xf32>) outs(%c : memref<8x6xf32>)
      omp.terminator
    }
    return
  }

  // CHECK-LABEL: func.func @acc_compute(
  // CHECK: acc.parallel
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: acc.kernels
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: acc.serial
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: return
  func.func @acc_compute(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    acc.parallel {
      linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
      acc.yield
    }
    acc.kernels {
      linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
      acc.terminator
    }
    acc.serial {
      linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
      acc.yield
    }
    return
  }

  // Loops the GPU mapping transforms turn into a gpu.launch.
  // CHECK-LABEL: func.func @forall_threads(
  // CHECK: scf.forall
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: mapping = [#gpu.thread<x>]
  func.func @forall_threads(%A: tensor<8x4xf32>, %B: tensor<4x6xf32>, %C: tensor<8x6xf32>) -> tensor<8x6xf32> {
    %r = scf.forall (%i) in (2) shared_outs(%o = %C) -> (tensor<8x6xf32>) {
      %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
      %a = tensor.extract_slice %A[%off, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
      %c = tensor.extract_slice %o[%off, 0] [4, 6] [1, 1] : tensor<8x6xf32> to tensor<4x6xf32>
      %m = linalg.matmul ins(%a, %B : tensor<4x4xf32>, tensor<4x6xf32>) outs(%c : tensor<4x6xf32>) -> tensor<4x6xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %m into %o[%off, 0] [4, 6] [1, 1] : tensor<4x6xf32> into tensor<8x6xf32>
      }
    } {mapping = [#gpu.thread<x>]}
    return %r : tensor<8x6xf32>
  }

  // CHECK-LABEL: func.func @forall_blocks(
  // CHECK: scf.forall
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: mapping = [#gpu.block<x>]
  func.func @forall_blocks(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    scf.forall (%i) in (2) {
      %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
      %a = memref.subview %A[%off, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
      %c = memref.subview %C[%off, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      linalg.matmul ins(%a, %B : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x6xf32>) outs(%c : memref<4x6xf32, strided<[6, 1], offset: ?>>)
    } {mapping = [#gpu.block<x>]}
    return
  }

  // CHECK-LABEL: func.func @parallel_blocks(
  // CHECK: scf.parallel
  // CHECK-NOT: kernel.launch
  // CHECK: linalg.matmul
  // CHECK: mapping = [#gpu.loop_dim_map
  func.func @parallel_blocks(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
      %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
      %a = memref.subview %A[%off, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
      %c = memref.subview %C[%off, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      linalg.matmul ins(%a, %B : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x6xf32>) outs(%c : memref<4x6xf32, strided<[6, 1], offset: ?>>)
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    return
  }

  // Near miss: a loop mapped onto nothing is host code
  // (device-code-host.mlir runs it).
  // CHECK-LABEL: func.func @forall_unmapped(
  // CHECK: scf.forall
  // CHECK: kernel.launch @gemm
  func.func @forall_unmapped(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
    scf.forall (%i) in (2) {
      %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
      %a = memref.subview %A[%off, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
      %c = memref.subview %C[%off, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
      linalg.matmul ins(%a, %B : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x6xf32>) outs(%c : memref<4x6xf32, strided<[6, 1], offset: ?>>)
    }
    return
  }
}
