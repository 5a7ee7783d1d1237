// A zero fill folds into the next launch's beta when nothing in between may
// touch the filled array. Distinct memref arguments may be one buffer
// (ArgumentAliasing::Declared), so a write of another argument in between
// blocks the fold, unless an enclosing run-time check proves the two apart:
// the scf.if --kmatch-raise-loops versions a nest under (end(a) <= start(b)
// || end(b) <= start(a) over byte ranges covering each array;
// provenDisjointAt in lib/Analysis/MemoryAccess.cpp). Near misses: a range
// shorter than the array, the else branch, a check of another pair.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 4 functions, 4 rewritten, 0 failures

// y and z proven apart: the fill of z in between does not block the fold.
// CHECK-LABEL: func.func @proven(
// CHECK: scf.if
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg3
// CHECK-NOT: linalg.fill
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: kernel.launch @gemv(%{{.*}}, %arg0, %arg1, %[[ZERO]], %arg2)
// CHECK: } else {
func.func @proven(%A: memref<4x3xf64>, %x: memref<3xf64>, %y: memref<4xf64>, %z: memref<4xf64>) {
  %zero = arith.constant 0.0 : f64
  %c32 = arith.constant 32 : index
  %ys = memref.extract_aligned_pointer_as_index %y : memref<4xf64> -> index
  %ye = arith.addi %ys, %c32 : index
  %zs = memref.extract_aligned_pointer_as_index %z : memref<4xf64> -> index
  %ze = arith.addi %zs, %c32 : index
  %b0 = arith.cmpi ule, %ye, %zs : index
  %b1 = arith.cmpi ule, %ze, %ys : index
  %apart = arith.ori %b0, %b1 : i1
  scf.if %apart {
    linalg.fill ins(%zero : f64) outs(%y : memref<4xf64>)
    linalg.fill ins(%zero : f64) outs(%z : memref<4xf64>)
    linalg.matvec ins(%A, %x : memref<4x3xf64>, memref<3xf64>) outs(%y : memref<4xf64>)
  } else {
    linalg.fill ins(%zero : f64) outs(%y : memref<4xf64>)
    linalg.fill ins(%zero : f64) outs(%z : memref<4xf64>)
    linalg.matvec ins(%A, %x : memref<4x3xf64>, memref<3xf64>) outs(%y : memref<4xf64>)
  }
  return
}

// -----

// The ranges are 24 bytes, the arrays 32: nothing proven, the fill stays.
// CHECK-LABEL: func.func @short_range(
// CHECK: scf.if
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg2
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg3
// CHECK: kernel.launch @gemv
func.func @short_range(%A: memref<4x3xf64>, %x: memref<3xf64>, %y: memref<4xf64>, %z: memref<4xf64>) {
  %zero = arith.constant 0.0 : f64
  %c24 = arith.constant 24 : index
  %ys = memref.extract_aligned_pointer_as_index %y : memref<4xf64> -> index
  %ye = arith.addi %ys, %c24 : index
  %zs = memref.extract_aligned_pointer_as_index %z : memref<4xf64> -> index
  %ze = arith.addi %zs, %c24 : index
  %b0 = arith.cmpi ule, %ye, %zs : index
  %b1 = arith.cmpi ule, %ze, %ys : index
  %apart = arith.ori %b0, %b1 : i1
  scf.if %apart {
    linalg.fill ins(%zero : f64) outs(%y : memref<4xf64>)
    linalg.fill ins(%zero : f64) outs(%z : memref<4xf64>)
    linalg.matvec ins(%A, %x : memref<4x3xf64>, memref<3xf64>) outs(%y : memref<4xf64>)
  }
  return
}

// -----

// Under the else branch the arrays may overlap: the fill stays.
// CHECK-LABEL: func.func @else_branch(
// CHECK: } else {
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg2
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg3
// CHECK: kernel.launch @gemv
func.func @else_branch(%A: memref<4x3xf64>, %x: memref<3xf64>, %y: memref<4xf64>, %z: memref<4xf64>) {
  %zero = arith.constant 0.0 : f64
  %c32 = arith.constant 32 : index
  %ys = memref.extract_aligned_pointer_as_index %y : memref<4xf64> -> index
  %ye = arith.addi %ys, %c32 : index
  %zs = memref.extract_aligned_pointer_as_index %z : memref<4xf64> -> index
  %ze = arith.addi %zs, %c32 : index
  %b0 = arith.cmpi ule, %ye, %zs : index
  %b1 = arith.cmpi ule, %ze, %ys : index
  %apart = arith.ori %b0, %b1 : i1
  scf.if %apart {
  } else {
    linalg.fill ins(%zero : f64) outs(%y : memref<4xf64>)
    linalg.fill ins(%zero : f64) outs(%z : memref<4xf64>)
    linalg.matvec ins(%A, %x : memref<4x3xf64>, memref<3xf64>) outs(%y : memref<4xf64>)
  }
  return
}

// -----

// The check proves y apart from x, not from z, the array written in between:
// the fill stays.
// CHECK-LABEL: func.func @other_pair(
// CHECK: scf.if
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg2
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f64) outs(%arg3
// CHECK: kernel.launch @gemv
func.func @other_pair(%A: memref<4x3xf64>, %x: memref<3xf64>, %y: memref<4xf64>, %z: memref<4xf64>) {
  %zero = arith.constant 0.0 : f64
  %c32 = arith.constant 32 : index
  %c24 = arith.constant 24 : index
  %ys = memref.extract_aligned_pointer_as_index %y : memref<4xf64> -> index
  %ye = arith.addi %ys, %c32 : index
  %xs = memref.extract_aligned_pointer_as_index %x : memref<3xf64> -> index
  %xe = arith.addi %xs, %c24 : index
  %b0 = arith.cmpi ule, %ye, %xs : index
  %b1 = arith.cmpi ule, %xe, %ys : index
  %apart = arith.ori %b0, %b1 : i1
  scf.if %apart {
    linalg.fill ins(%zero : f64) outs(%y : memref<4xf64>)
    linalg.fill ins(%zero : f64) outs(%z : memref<4xf64>)
    linalg.matvec ins(%A, %x : memref<4x3xf64>, memref<3xf64>) outs(%y : memref<4xf64>)
  }
  return
}
