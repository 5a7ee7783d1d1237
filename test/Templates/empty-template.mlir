// A template without patterns (an empty or comment-only file) is a warning,
// not a crash; the fuzzer found that MLIR 22 crashes on such a PDL module.
// RUN: echo "// nothing here" > %t.pdll
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%t.pdll 2>&1 | FileCheck %s
// CHECK: warning: kmatch: template defines no patterns
// CHECK-LABEL: func.func @f(
// CHECK: linalg.matmul
func.func @f(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}
