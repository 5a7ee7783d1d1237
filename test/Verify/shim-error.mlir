// A shim that rejects a launch at run time (here a hand-written gemm whose
// output is also its A) makes kmatch-verify report FAIL with the runtime's
// message and exit 2; the verifier itself is never aborted, and the other
// functions are still checked.
// RUN: not kmatch-verify %s 2>&1 | FileCheck %s
// CHECK-DAG: FAIL @overlapping_launch ({{.*}}): {{.*}}kmatch runtime error in gemm_f32 (cpu): {{.*}}overlaps
// CHECK-DAG: PASS @fine
// CHECK: kmatch-verify: 2 functions, {{[0-9]+}} rewritten, 1 failures

func.func @overlapping_launch(%B: memref<4x4xf32>, %C: memref<4x4xf32>) {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  kernel.launch @gemm(%one, %C, %B, %zero, %C) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
      : (f32, memref<4x4xf32>, memref<4x4xf32>, f32, memref<4x4xf32>) -> ()
  return
}

func.func @fine(%A: memref<4x3xf32>, %B: memref<3x5xf32>, %C: memref<4x5xf32>) {
  linalg.matmul ins(%A, %B : memref<4x3xf32>, memref<3x5xf32>) outs(%C : memref<4x5xf32>)
  return
}
