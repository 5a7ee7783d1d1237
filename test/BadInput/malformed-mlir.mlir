// Malformed MLIR is a diagnostic and a non-zero exit, not a crash.
// RUN: not kmatch-opt %s --kmatch-apply-templates 2>&1 | FileCheck %s
// RUN: not kmatch-opt %s --kmatch-pipeline=backend=cpu 2>&1 | FileCheck %s
// RUN: not kmatch-verify %s 2>&1 | FileCheck %s
// CHECK: malformed-mlir.mlir:[[@LINE+2]]:{{[0-9]+}}: error:
func.func @f(%A: memref<8x4xf32>) {
  linalg.matmul ins(%A, %A : memref<8x4xf32>) outs(%A : memref<8x4xf32>)
  return
}
