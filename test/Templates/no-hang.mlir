// A template set that keeps rewriting its own results is an error naming the
// pattern that kept firing, not a hang.
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/loop.pdll -verify-diagnostics
// RUN: not kmatch-opt %s --kmatch-apply-templates="templates=%S/Inputs/loop.pdll max-rewrites=50" 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: error: kmatch: templates did not converge after 50 rewrites; the patterns that kept firing: loop.RelaunchScal (50 times)

func.func @f(%s: f32, %x: memref<4xf32>) {
  // expected-error@+1 {{kmatch: templates did not converge after 1024 rewrites; the patterns that kept firing: loop.RelaunchScal (1024 times)}}
  kernel.launch @scal(%s, %x) {num_outs = 1 : i64} : (f32, memref<4xf32>) -> ()
  return
}
