// The host-side cases of device-code.mlir, in a module the harness can run
// (it lowers no GPU, OpenMP or OpenACC op): an scf.forall mapped onto no
// processor is host code and becomes a launch; one mapped onto GPU threads
// stays a matmul, and both compute what upstream's lowering computes.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
// VERIFY-DAG: PASS @forall_unmapped (launches: gemm
// VERIFY-DAG: UNMATCHED @forall_threads
// VERIFY: 2 functions, 1 rewritten, 0 failures, 0 skipped

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

// CHECK-LABEL: func.func @forall_threads(
// CHECK: scf.forall
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
// CHECK: mapping = [#gpu.thread<x>]
func.func @forall_threads(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  scf.forall (%i) in (2) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %a = memref.subview %A[%off, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
    %c = memref.subview %C[%off, 0] [4, 6] [1, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[6, 1], offset: ?>>
    linalg.matmul ins(%a, %B : memref<4x4xf32, strided<[4, 1], offset: ?>>, memref<4x6xf32>) outs(%c : memref<4x6xf32, strided<[6, 1], offset: ?>>)
  } {mapping = [#gpu.thread<x>]}
  return
}
