// transform.kmatch.apply_templates sweeps once, or to a fixpoint with
// `fixpoint` (test/Templates/sweep.mlir has the pass's side).
// RUN: sed 's|@INPUTS@|%S/../Templates/Inputs|' %s | kmatch-opt --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @producer_rooted(
// CHECK: kernel.launch @fill(
// CHECK: kernel.launch @copy_filled(
func.func @producer_rooted(%v: f32, %a: memref<8xf32>, %b: memref<8xf32>) {
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  linalg.copy ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.kmatch.apply_templates %f {templates = ["@INPUTS@/sweep.pdll"], fixpoint} : !transform.any_op
    transform.yield
  }
}
