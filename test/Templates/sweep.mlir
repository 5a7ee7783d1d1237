// How templates are applied: top-down sweeps over the ops outside linalg
// bodies, another only after an erasure that may enable a match
// (sweep-catalog.mlir); `fixpoint=true` sweeps until nothing changes; the
// test suite's KMATCH_CHECK_FIXPOINT=1 turns a template that the sweeps
// leave unapplied into an error that names it.
// RUN: env -u KMATCH_CHECK_FIXPOINT kmatch-opt %s -split-input-file --kmatch-apply-templates=templates=%S/Inputs/sweep.pdll | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates="templates=%S/Inputs/sweep.pdll fixpoint=true" | FileCheck %s --check-prefixes=CHECK,FIX
// RUN: not kmatch-opt %s -split-input-file --kmatch-apply-templates=templates=%S/Inputs/sweep.pdll 2>&1 | FileCheck %s --check-prefix=ERR

// A template matching a scalar op applies at function level only: a linalg
// body is one iteration's scalar code, where no kernel is launched, and
// templates never root there.
// CHECK-LABEL: func.func @not_in_bodies(
// CHECK: %[[M:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: arith.mulf %{{.*}}, %[[M]] : f32
// CHECK: linalg.generic
// CHECK: arith.negf
// CHECK-NOT: arith.mulf
func.func @not_in_bodies(%s: f32, %x: memref<8xf32>, %y: memref<8xf32>) -> f32 {
  %n = arith.negf %s : f32
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                  iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.negf %a : f32
    linalg.yield %m : f32
  }
  return %n : f32
}

// -----

// The fill's pattern needs the copy rewritten first. The sweep tries the fill
// before the copy is a launch and leaves it, and rewriting the copy erases
// only the root: no other sweep runs. fixpoint=true applies it in a second.
// CHECK-LABEL: func.func @producer_rooted(
// ONE: linalg.fill
// ONE: kernel.launch @copy(
// FIX: kernel.launch @fill(
// FIX: kernel.launch @copy_filled(
// ERR: error: kmatch: sweep.FillBeforeCopyLaunch fired in one more sweep (KMATCH_CHECK_FIXPOINT): the sweeps left it unapplied; root it at the consumer, or apply the templates with fixpoint
func.func @producer_rooted(%v: f32, %a: memref<8xf32>, %b: memref<8xf32>) {
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  linalg.copy ins(%a : memref<8xf32>) outs(%b : memref<8xf32>)
  return
}
