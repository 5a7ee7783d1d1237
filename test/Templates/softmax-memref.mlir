// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// No kmatch-verify run: upstream's decomposition of linalg.softmax (what the
// verifier runs as the original) builds tensors and fails on memrefs. The
// shim is checked against a reference in test/runtime (dnn_cases.h).

// linalg.softmax on memrefs.
// CHECK-LABEL: func.func @softmax_named_memref(
// CHECK-SAME: %[[X:[^:]*]]: memref<4x7xf32>, %[[Y:[^:]*]]: memref<4x7xf32>
// CHECK: kernel.launch @softmax(%[[X]], %[[Y]]) {axis = 1 : i64, num_outs = 1 : i64}
func.func @softmax_named_memref(%x: memref<4x7xf32>, %y: memref<4x7xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<4x7xf32>) outs(%y : memref<4x7xf32>)
  return
}
