// --kmatch-decompose takes every aggregate op of a block, however many there
// are: two softmaxes in one function, chained or independent, of types no
// template takes (f64) or beside one a template takes (f32). Each round
// queues only the ops a decomposition produced; it once re-queued the
// softmax further down the block, decomposed it twice and crashed. Run
// alone, the pass loads the dialects it builds (a memref softmax goes
// through bufferization.to_tensor): it crashed on @memrefs_f64 before.
// RUN: kmatch-opt %s --kmatch-decompose | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu -o /dev/null
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %s --quiet --specials | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 4 functions, 1 rewritten, 0 failures

// CHECK-LABEL: func.func @chained_f64(
// CHECK-NOT: linalg.softmax
// CHECK: return
func.func @chained_f64(%s: tensor<4x8xf64>) -> tensor<4x8xf64> {
  %e0 = tensor.empty() : tensor<4x8xf64>
  %p = linalg.softmax dimension(1) ins(%s : tensor<4x8xf64>) outs(%e0 : tensor<4x8xf64>) -> tensor<4x8xf64>
  %e1 = tensor.empty() : tensor<4x8xf64>
  %q = linalg.softmax dimension(1) ins(%p : tensor<4x8xf64>) outs(%e1 : tensor<4x8xf64>) -> tensor<4x8xf64>
  return %q : tensor<4x8xf64>
}

// CHECK-LABEL: func.func @independent_f64(
// CHECK-NOT: linalg.softmax
// CHECK: return
func.func @independent_f64(%a: tensor<4x8xf64>, %b: tensor<3x5xf64>) -> (tensor<4x8xf64>, tensor<3x5xf64>) {
  %e0 = tensor.empty() : tensor<4x8xf64>
  %p = linalg.softmax dimension(0) ins(%a : tensor<4x8xf64>) outs(%e0 : tensor<4x8xf64>) -> tensor<4x8xf64>
  %e1 = tensor.empty() : tensor<3x5xf64>
  %q = linalg.softmax dimension(1) ins(%b : tensor<3x5xf64>) outs(%e1 : tensor<3x5xf64>) -> tensor<3x5xf64>
  return %p, %q : tensor<4x8xf64>, tensor<3x5xf64>
}

// Mixed: the f32 softmaxes are launches after the templates; --kmatch-decompose
// alone takes all four.
// CHECK-LABEL: func.func @mixed(
// CHECK-NOT: linalg.softmax
// CHECK: return
func.func @mixed(%a: tensor<4x8xf32>, %b: tensor<4x8xf64>) -> (tensor<4x8xf32>, tensor<4x8xf64>) {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %p = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf64>
  %q = linalg.softmax dimension(1) ins(%b : tensor<4x8xf64>) outs(%e1 : tensor<4x8xf64>) -> tensor<4x8xf64>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.softmax dimension(1) ins(%p : tensor<4x8xf32>) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e3 = tensor.empty() : tensor<4x8xf64>
  %t = linalg.softmax dimension(0) ins(%q : tensor<4x8xf64>) outs(%e3 : tensor<4x8xf64>) -> tensor<4x8xf64>
  return %r, %t : tensor<4x8xf32>, tensor<4x8xf64>
}

// On memrefs: each becomes a tensor softmax first, then decomposes.
// CHECK-LABEL: func.func @memrefs_f64(
// CHECK-NOT: linalg.softmax
// CHECK: return
func.func @memrefs_f64(%a: memref<4x8xf64>, %b: memref<4x8xf64>, %c: memref<4x8xf64>) {
  linalg.softmax dimension(1) ins(%a : memref<4x8xf64>) outs(%b : memref<4x8xf64>)
  linalg.softmax dimension(0) ins(%b : memref<4x8xf64>) outs(%c : memref<4x8xf64>)
  return
}
