// RUN: kmatch-opt %s --kmatch-lower-to-cpu -split-input-file | FileCheck %s

// CHECK: func.func private @kmatch_cpu_gemm_f32(f32, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, f32, memref<?x?xf32, strided<[?, ?], offset: ?>>, i32, i32, i32) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @gemm(
// CHECK-SAME: %[[ALPHA:[^:]*]]: f32, %[[A:.*]]: memref<8x4xf32>, %[[B:.*]]: memref<6x4xf32>, %[[BETA:[^:]*]]: f32, %[[C:.*]]: memref<8x6xf32, strided<[12, 1], offset: 3>>)
// CHECK-DAG: %[[CA:.*]] = memref.cast %[[A]] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-DAG: %[[CB:.*]] = memref.cast %[[B]] : memref<6x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-DAG: %[[CC:.*]] = memref.cast %[[C]] : memref<8x6xf32, strided<[12, 1], offset: 3>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-DAG: %[[FALSE:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[TRUE:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[NOC:.*]] = arith.constant 0 : i32
// CHECK: call @kmatch_cpu_gemm_f32(%[[ALPHA]], %[[CA]], %[[CB]], %[[BETA]], %[[CC]], %[[FALSE]], %[[TRUE]], %[[NOC]])
// CHECK-NOT: kernel.launch
func.func @gemm(%alpha: f32, %A: memref<8x4xf32>, %B: memref<6x4xf32>, %beta: f32,
                %C: memref<8x6xf32, strided<[12, 1], offset: 3>>) {
  kernel.launch @gemm(%alpha, %A, %B, %beta, %C) {num_outs = 1 : i64, transA = false, transB = true}
      : (f32, memref<8x4xf32>, memref<6x4xf32>, f32, memref<8x6xf32, strided<[12, 1], offset: 3>>) -> ()
  return
}

// -----

// Two launches share one declaration; f64 picks the f64 shim; an operand
// that already has the ABI type is passed as is.
// CHECK-COUNT-1: func.func private @kmatch_cpu_gemm_f64(
// CHECK-LABEL: func.func @two(
// CHECK-SAME: %[[A:.*]]: memref<?x?xf64, strided<[?, ?], offset: ?>>
// CHECK: call @kmatch_cpu_gemm_f64(%{{.*}}, %[[A]], %[[A]],
// CHECK: call @kmatch_cpu_gemm_f64(
func.func @two(%A: memref<?x?xf64, strided<[?, ?], offset: ?>>, %C: memref<?x?xf64>, %s: f64) {
  kernel.launch @gemm(%s, %A, %A, %s, %C) {num_outs = 1 : i64, transA = false, transB = true, transC = false}
      : (f64, memref<?x?xf64, strided<[?, ?], offset: ?>>, memref<?x?xf64, strided<[?, ?], offset: ?>>, f64, memref<?x?xf64>) -> ()
  kernel.launch @gemm(%s, %A, %A, %s, %C) {num_outs = 1 : i64, transA = true, transB = false, transC = false}
      : (f64, memref<?x?xf64, strided<[?, ?], offset: ?>>, memref<?x?xf64, strided<[?, ?], offset: ?>>, f64, memref<?x?xf64>) -> ()
  return
}
