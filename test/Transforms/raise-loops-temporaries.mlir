// An array the loops rewrite in full in every iteration before reading it
// (PolyBench's doitgen: sum[p] for each r and q) gets a copy per iteration:
// a buffer subscripted by the loops around it too, the last copy stored
// back after the nest. The nest then distributes and raises; doitgen's
// product is one @gemm. Near misses keep the array as it is: its first
// access in an iteration is a load (its value carries over), the first
// statement writes part of it, or at other subscripts than it reads, a
// loop around that store may not run, a subscript uses an enclosing loop,
// another array of the nest may be its memory, or the copies would take
// more memory than the largest other array. kmatch-verify compares
// every function with its unraised loops (sum's final contents included).
//
// RUN: kmatch-opt %s --kmatch-raise-loops --split-input-file | FileCheck %s
// RUN: kmatch-opt %s --kmatch-raise-loops="remarks=true" --split-input-file --verify-diagnostics -o /dev/null
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates --split-input-file | FileCheck %s --check-prefix=LAUNCH
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %t.mlir --quiet --specials --seed=3 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 9 functions, 2 rewritten, 0 failures, 0 skipped

// CHECK-LABEL: func.func @doitgen(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x5x6xf64>, %[[C4:[^:]*]]: memref<6x6xf64>, %[[SUM:[^:]*]]: memref<6xf64>
// CHECK: %[[T:.*]] = memref.alloc() {bufferization.manual_deallocation} : memref<4x5x6xf64>
// CHECK: linalg.fill ins(%{{.*}} : f64) outs(%[[T]] : memref<4x5x6xf64>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[A]], %[[C4]] : memref<4x5x6xf64>, memref<6x6xf64>) outs(%[[T]] : memref<4x5x6xf64>)
// CHECK: linalg.generic {{.*}} ins(%[[T]] : memref<4x5x6xf64>) outs(%[[A]] : memref<4x5x6xf64>)
// CHECK: %[[LAST:.*]] = memref.subview %[[T]][3, 4, 0] [1, 1, 6] [1, 1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[LAST]] : memref<6xf64, strided<[1], offset: 114>>) outs(%[[SUM]] : memref<6xf64>)
// CHECK: memref.dealloc %[[T]] {bufferization.manual_deallocation} : memref<4x5x6xf64>
// CHECK-NOT: affine.for
// CHECK: return
// LAUNCH-LABEL: func.func @doitgen(
// LAUNCH: kernel.launch @gemm(
// LAUNCH-NOT: affine.for
// LAUNCH: return
func.func @doitgen(%A: memref<4x5x6xf64>, %C4: memref<6x6xf64>, %sum: memref<6xf64>)
    attributes {kmatch.noalias} {
  %cst = arith.constant 0.0 : f64
  // The copy back is named by the nest it follows.
  // expected-remark @below {{is rewritten in full in every iteration of the loops around it: each iteration gets a copy of its own (120 elements), the last stored back after the loops}}
  // expected-remark @below {{raised to linalg.generic}}
  affine.for %r = 0 to 4 {
    affine.for %q = 0 to 5 {
      affine.for %p = 0 to 6 {
        // expected-remark @below {{raised to linalg.generic}}
        affine.store %cst, %sum[%p] : memref<6xf64>
        affine.for %s = 0 to 6 {
          %0 = affine.load %A[%r, %q, %s] : memref<4x5x6xf64>
          %1 = affine.load %C4[%s, %p] : memref<6x6xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %sum[%p] : memref<6xf64>
          %4 = arith.addf %3, %2 : f64
          // expected-remark @below {{raised to linalg.generic}}
          affine.store %4, %sum[%p] : memref<6xf64>
        }
      }
      affine.for %p = 0 to 6 {
        %0 = affine.load %sum[%p] : memref<6xf64>
        // expected-remark @below {{raised to linalg.generic}}
        affine.store %0, %A[%r, %q, %p] : memref<4x5x6xf64>
      }
    }
  }
  return
}

// -----

// cgeist's form without restrict: the arrays may be one buffer, so the
// expanded and raised nest runs under the run-time check, the original
// loops otherwise. A 2-D temporary, one outer loop.
// CHECK-LABEL: func.func @versioned_2d(
// CHECK: scf.if
// CHECK: memref.alloc() {bufferization.manual_deallocation} : memref<3x4x5xf32>
// CHECK: memref.dealloc
// CHECK: } else {
// CHECK: affine.for
// LAUNCH-LABEL: func.func @versioned_2d(
// LAUNCH: scf.if
// LAUNCH: kernel.launch @gemm(
// LAUNCH: } else {
func.func @versioned_2d(%A: memref<3x4x6xf32>, %B: memref<6x5xf32>, %t: memref<4x5xf32>, %out: memref<3x4x5xf32>) {
  %cst = arith.constant 0.0 : f32
  // expected-remark @below {{is rewritten in full in every iteration}}
  // expected-remark @below {{raised to linalg.generic, under a run-time check}}
  affine.for %r = 0 to 3 {
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 5 {
        // expected-remark @below {{raised to linalg.generic, under a run-time check}}
        affine.store %cst, %t[%i, %j] : memref<4x5xf32>
      }
    }
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 5 {
        affine.for %k = 0 to 6 {
          %a = affine.load %A[%r, %i, %k] : memref<3x4x6xf32>
          %b = affine.load %B[%k, %j] : memref<6x5xf32>
          %c = affine.load %t[%i, %j] : memref<4x5xf32>
          %m = arith.mulf %a, %b : f32
          %s = arith.addf %c, %m : f32
          // expected-remark @below {{raised to linalg.generic, under a run-time check}}
          affine.store %s, %t[%i, %j] : memref<4x5xf32>
        }
      }
    }
    affine.for %i = 0 to 4 {
      affine.for %j = 0 to 5 {
        %v = affine.load %t[%i, %j] : memref<4x5xf32>
        // expected-remark @below {{raised to linalg.generic, under a run-time check}}
        affine.store %v, %out[%r, %i, %j] : memref<3x4x5xf32>
      }
    }
  }
  return
}

// -----

// Near miss: the first access in an iteration is a load, so sum carries
// its value from one iteration to the next (a running sum).
// CHECK-LABEL: func.func @carried_over(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @carried_over(%A: memref<4x6xf64>, %sum: memref<6xf64>, %out: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    affine.for %p = 0 to 6 {
      %a = affine.load %A[%r, %p] : memref<4x6xf64>
      %s = affine.load %sum[%p] : memref<6xf64>
      %n = arith.addf %s, %a : f64
      affine.store %n, %sum[%p] : memref<6xf64>
    }
    affine.for %p = 0 to 6 {
      %s = affine.load %sum[%p] : memref<6xf64>
      affine.store %s, %out[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Near miss: the first statement writes only part of sum (p < 5 of 6), so
// sum[5] carries over.
// CHECK-LABEL: func.func @partial(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @partial(%A: memref<4x6xf64>, %sum: memref<6xf64>, %out: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    affine.for %p = 0 to 5 {
      %a = affine.load %A[%r, %p] : memref<4x6xf64>
      affine.store %a, %sum[%p] : memref<6xf64>
    }
    affine.for %p = 0 to 6 {
      %s = affine.load %sum[%p] : memref<6xf64>
      affine.store %s, %out[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Near miss: the first statement reads sum at another element than it
// writes (sum[5 - p] after sum[p] = ...): within that statement a read may
// come before the element's write.
// CHECK-LABEL: func.func @mixed_subscripts(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @mixed_subscripts(%A: memref<4x6xf64>, %sum: memref<6xf64>, %out: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    affine.for %p = 0 to 6 {
      %a = affine.load %A[%r, %p] : memref<4x6xf64>
      affine.store %a, %sum[%p] : memref<6xf64>
      %b = affine.load %sum[5 - %p] : memref<6xf64>
      affine.store %b, %out[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Near miss: the store that would write all of sum sits in a loop that
// never runs, so sum keeps its value.
// CHECK-LABEL: func.func @never_written(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @never_written(%A: memref<4x6xf64>, %sum: memref<6xf64>, %out: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    affine.for %z = 0 to 0 {
      affine.for %p = 0 to 6 {
        %a = affine.load %A[%r, %p] : memref<4x6xf64>
        affine.store %a, %sum[%p] : memref<6xf64>
      }
    }
    affine.for %p = 0 to 6 {
      %s = affine.load %sum[%p] : memref<6xf64>
      affine.store %s, %out[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Near miss: sum is a view of A, which the nest also writes.
// CHECK-LABEL: func.func @view_of_written(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @view_of_written(%A: memref<5x6xf64>, %B: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  %sum = memref.subview %A[4, 0] [1, 6] [1, 1] : memref<5x6xf64> to memref<6xf64, strided<[1], offset: 24>>
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    affine.for %p = 0 to 6 {
      %b = affine.load %B[%r, %p] : memref<4x6xf64>
      affine.store %b, %sum[%p] : memref<6xf64, strided<[1], offset: 24>>
    }
    affine.for %p = 0 to 6 {
      %s = affine.load %sum[%p] : memref<6xf64, strided<[1], offset: 24>>
      affine.store %s, %A[%r, %p] : memref<5x6xf64>
    }
  }
  return
}

// -----

// Near miss: the temporary's subscript names an enclosing loop (t[r] is a
// different element in each iteration, no reuse): no copy. Its zero fill
// is raised on its own; the rest stays a loop.
// CHECK-LABEL: func.func @outer_subscript(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @outer_subscript(%A: memref<4x6xf64>, %t: memref<4xf64>, %out: memref<4x6xf64>)
    attributes {kmatch.noalias} {
  %cst = arith.constant 0.0 : f64
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 4 {
    // expected-remark @below {{raised to linalg.generic}}
    affine.store %cst, %t[%r] : memref<4xf64>
    affine.for %p = 0 to 6 {
      %a = affine.load %A[%r, %p] : memref<4x6xf64>
      %s = affine.load %t[%r] : memref<4xf64>
      %n = arith.addf %s, %a : f64
      affine.store %n, %t[%r] : memref<4xf64>
      affine.store %n, %out[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Near miss: the copies would take more memory than any array of the nest
// (50 iterations of a 6-element temporary, beside 6-element arrays): the
// temporary stays, and so does the nest.
// CHECK-LABEL: func.func @too_many_copies(
// CHECK-NOT: memref.alloc
// CHECK: return
func.func @too_many_copies(%A: memref<6xf64>, %t: memref<6xf64>, %B: memref<6xf64>)
    attributes {kmatch.noalias} {
  // expected-remark @below {{stays a loop}}
  affine.for %r = 0 to 50 {
    affine.for %p = 0 to 6 {
      %a = affine.load %A[%p] : memref<6xf64>
      %s = arith.mulf %a, %a : f64
      affine.store %s, %t[%p] : memref<6xf64>
    }
    affine.for %p = 0 to 6 {
      %v = affine.load %t[%p] : memref<6xf64>
      %b = affine.load %B[%p] : memref<6xf64>
      %n = arith.addf %b, %v : f64
      affine.store %n, %B[%p] : memref<6xf64>
    }
  }
  return
}
