// A user's template whose rewrite builds an op its verifier rejects is an
// error naming the pattern, not a crash, and not a computation that vanishes:
// on memrefs a launch without outs writes nothing, and the rewrite driver
// used to erase it as dead, the generic it replaced with it, and exit 0.
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/launch-without-outs.pdll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NO-OUTS
// NO-OUTS: error: {{.*}}num_outs
// NO-OUTS: error: kmatch: the rewrite of pattern '{{.*}}LaunchWithoutOuts' built an invalid 'kernel.launch' (the error above); fix the template's rewrite
// RUN: not kmatch-opt %s --kmatch-apply-templates=templates=%S/Inputs/launch-zero-outs.pdll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO-OUTS
// ZERO-OUTS: error: kmatch: the rewrite of pattern '{{.*}}LaunchZeroOuts' built an invalid 'kernel.launch'
// RUN: not kmatch-opt %s --kmatch-pipeline="backend=cpu templates=%S/Inputs/launch-zero-outs.pdll" 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO-OUTS
func.func @product(%x: memref<8x8xf32>, %y: memref<8x8xf32>, %z: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<8x8xf32>, memref<8x8xf32>) outs(%z : memref<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  }
  return
}
