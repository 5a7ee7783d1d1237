// The match report names the op, its location, the template and the kernel.
// RUN: kmatch-opt %s --kmatch-apply-templates=report=%t.json -o /dev/null
// RUN: FileCheck %s --input-file=%t.json

// CHECK: "folds": [
// CHECK-NEXT: {
// CHECK-NEXT: "location": "loc(\"{{.*}}report.mlir\":21:3)"
// CHECK-NEXT: "template": "gemm.GemmZeroFilledMemref"
// CHECK: "kernel_counts": {
// CHECK-NEXT: "gemm": 2
// CHECK: "matches": [
// CHECK-DAG: "location": "loc(\"{{.*}}report.mlir\":21:3)"
// CHECK-DAG: "location": "loc(\"{{.*}}report.mlir\":22:3)"
// CHECK-DAG: "op": "linalg.matmul"
// CHECK-DAG: "template": "gemm.GemmMatmul"
// CHECK: "templates": [
// CHECK: "{{.*}}gemm.pdll"
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}
