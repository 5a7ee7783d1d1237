// A launch whose operands disagree at run time (dynamic shapes that do not
// form a gemm) is stopped by the shim with a message naming the kernel and
// the shapes; it never reads or writes out of bounds. With
// KMATCH_RT_ON_ERROR=return the shim still prints the error, leaves C
// untouched and the program goes on.
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o %t.mlir
// The default ends the program with exit status 70 (KMATCH_RT_EXIT_STATUS),
// not a signal: no crash banner from mlir-runner.
// RUN: sh -c '%run_cpu %t.mlir; echo "exit status $?"' 2>&1 | FileCheck %s --check-prefix=ABORT
// ABORT: kmatch runtime error in gemm_f32 (cpu): shape mismatch: op(A) is 4x3, op(B) is 5x2, C is 4x2
// ABORT-NOT: PLEASE submit
// ABORT-NOT: Stack dump
// ABORT: exit status 70
// RUN: env KMATCH_RT_ON_ERROR=return %run_cpu %t.mlir 2>&1 | FileCheck %s --check-prefix=RETURN
// RETURN: kmatch runtime error in gemm_f32 (cpu): shape mismatch: op(A) is 4x3, op(B) is 5x2, C is 4x2
// RETURN: memref rank=2 sizes=[4, 2]
// RETURN-COUNT-8: {{^}}7{{$}}

func.func @gemm(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %seven = arith.constant 7.0 : f32
  %A = memref.alloc(%c4, %c3) : memref<?x?xf32>
  %B = memref.alloc(%c5, %c2) : memref<?x?xf32>
  %C = memref.alloc(%c4, %c2) : memref<?x?xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<?x?xf32>)
  linalg.fill ins(%one : f32) outs(%B : memref<?x?xf32>)
  linalg.fill ins(%seven : f32) outs(%C : memref<?x?xf32>)
  func.call @gemm(%A, %B, %C) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %Cu = memref.cast %C : memref<?x?xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu) : (memref<*xf32>) -> ()
  return
}
