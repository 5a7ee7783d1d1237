// A batch_matmul on dynamic shapes whose A has batch 1 at run time while B
// and C have 3 is not a broadcast: linalg's batch_matmul has none, and the
// launch's `shared` (runtime/kernels.json) is 0. The shim stops with the
// batch counts instead of reusing A for every batch. A 1x1 convolution's
// batch_gemm, whose filter every batch shares, says so (shared = 1).
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.mlir
// RUN: sh -c '%run_cpu %t.mlir; echo "exit status $?"' 2>&1 | FileCheck %s
// CHECK: kmatch runtime error in batch_gemm_f32 (cpu): batch mismatch: A has 1, B 3, C 3
// CHECK-NOT: memref rank
// CHECK: exit status 70
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: kernel.launch @batch_gemm
// LAUNCH-NOT: shared

func.func @bmm(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%C : memref<?x?x?xf32>)
  return
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %A = memref.alloc(%c1, %c2, %c4) : memref<?x?x?xf32>
  %B = memref.alloc(%c3, %c4, %c2) : memref<?x?x?xf32>
  %C = memref.alloc(%c3, %c2, %c2) : memref<?x?x?xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<?x?x?xf32>)
  linalg.fill ins(%one : f32) outs(%B : memref<?x?x?xf32>)
  linalg.fill ins(%one : f32) outs(%C : memref<?x?x?xf32>)
  func.call @bmm(%A, %B, %C) : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
  %Cu = memref.cast %C : memref<?x?x?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu) : (memref<*xf32>) -> ()
  return
}
