// transform.kmatch.apply_templates bounds the rewrite like the pass: a
// template set that keeps rewriting its own results fails, naming the pattern.
// RUN: sed 's|@INPUTS@|%S/../Templates/Inputs|' %s | not kmatch-opt --transform-interpreter 2>&1 | FileCheck %s
// CHECK: error: kmatch: templates did not converge after 1024 rewrites; the patterns that kept firing: loop.RelaunchScal (1024 times)
// CHECK: error: kmatch templates did not converge

func.func @f(%s: f32, %x: memref<4xf32>) {
  kernel.launch @scal(%s, %x) {num_outs = 1 : i64} : (f32, memref<4xf32>) -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.kmatch.apply_templates %root {templates = ["@INPUTS@/loop.pdll"]} : !transform.any_op
    transform.yield
  }
}
