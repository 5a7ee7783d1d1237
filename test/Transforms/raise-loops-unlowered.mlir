// Nests kmatch-verify cannot run (no upstream lowering to LLVM takes them),
// from an adversarial sweep; each failed verification after the raise:
// a layout that is not strided, of which the raise took a memref.subview,
// and a region isolated from above (omp.target) in a nest, out of which it
// hoisted constants. Both stay loops.
// RUN: kmatch-opt %s --kmatch-raise-loops | FileCheck %s

#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
// CHECK-LABEL: func.func @not_strided(
// CHECK: kmatch.stays_loop = "an array it accesses has a layout that is not strided
// CHECK: kmatch.stays_loop = "an array it accesses has a layout that is not strided
func.func @not_strided(%B: memref<8xf64>) {
  %A = memref.alloc() : memref<8x8xf64, #tiled>
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to 8 {
    affine.store %one, %A[%i, 3] : memref<8x8xf64, #tiled>
  }
  affine.for %i = 0 to 8 {
    %a = affine.load %A[%i, 3] : memref<8x8xf64, #tiled>
    affine.store %a, %B[%i] : memref<8xf64>
  }
  memref.dealloc %A : memref<8x8xf64, #tiled>
  return
}

// CHECK-LABEL: func.func @isolated_region_in_nest(
// CHECK: omp.target {
// CHECK-NEXT: arith.constant 1.0
// CHECK: kmatch.stays_loop
func.func @isolated_region_in_nest(%A: memref<8xf64>) {
  affine.for %i = 0 to 8 {
    omp.target {
      %c = arith.constant 1.0 : f64
      %d = arith.addf %c, %c : f64
      omp.terminator
    }
    %a = affine.load %A[%i] : memref<8xf64>
    %m = arith.mulf %a, %a : f64
    affine.store %m, %A[%i] : memref<8xf64>
  }
  return
}
