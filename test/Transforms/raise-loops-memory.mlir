// Near misses of --kmatch-raise-loops' steps around the raise, from an
// adversarial sweep: each computed something else (or crashed) before, and
// stays a loop where raising it would reorder its accesses. A scalar whose
// last value a later nest of a versioned run reads; a loop split over a view
// that overlaps itself; loops split, or loads sunk, past accesses other than
// affine.load/affine.store (a memref.load, a call, a vector load, a
// memref.store in a carried-value loop); arrays defined inside the nest;
// views that would start before or past an array's extent.
// kmatch-verify compares each function with its unraised loops.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --split-input-file | FileCheck %s
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %t.mlir --quiet --specials --seed=5 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 14 functions, 0 rewritten, 0 failures, 1 skipped

// A scalar in a one-element alloca whose last value a later nest of the run
// reads (C: double s; for i { s = 0; for k s += A[i][k]; x[i] = s; } for j
// y[j] *= s;): the scalar stays in its alloca, the sum is not moved into x.
// CHECK-LABEL: func.func @scalar_read_later(
// CHECK: scf.if
// The scalar stays in its alloca: x is not the accumulator.
// CHECK: affine.store %{{.*}}, %[[S:.*]][0] : memref<1xf64>
// CHECK: affine.load %[[S]][0] : memref<1xf64>
// CHECK: kmatch.stays_loop = "its statements cannot be split
// CHECK: linalg.generic
// CHECK: } else {
func.func @scalar_read_later(%A: memref<8x8xf64>, %x: memref<8xf64>, %y: memref<8xf64>) {
  %zero = arith.constant 0.0 : f64
  %s = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 8 {
    affine.store %zero, %s[0] : memref<1xf64>
    affine.for %k = 0 to 8 {
      %a = affine.load %A[%i, %k] : memref<8x8xf64>
      %t = affine.load %s[0] : memref<1xf64>
      %u = arith.addf %t, %a : f64
      affine.store %u, %s[0] : memref<1xf64>
    }
    %r = affine.load %s[0] : memref<1xf64>
    affine.store %r, %x[%i] : memref<8xf64>
  }
  affine.for %j = 0 to 8 {
    %v = affine.load %s[0] : memref<1xf64>
    %w = affine.load %y[%j] : memref<8xf64>
    %p = arith.mulf %v, %w : f64
    affine.store %p, %y[%j] : memref<8xf64>
  }
  return
}

// -----

// A view that overlaps itself (strides [1, 1] on 8 x 2: A[i][1] is
// A[i+1][0]): the store and the load of one iteration are not apart in
// different iterations, so the loop is not split.
// CHECK-LABEL: func.func @self_overlapping_view(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: a store
func.func @self_overlapping_view(%buf: memref<16xf64>, %x: memref<8xf64>, %y: memref<8xf64>) {
  %A = memref.reinterpret_cast %buf to offset: [0], sizes: [8, 2], strides: [1, 1] : memref<16xf64> to memref<8x2xf64, strided<[1, 1]>>
  affine.for %i = 0 to 8 {
    %v = affine.load %x[%i] : memref<8xf64>
    affine.store %v, %A[%i, 0] : memref<8x2xf64, strided<[1, 1]>>
    %w = affine.load %A[%i, 1] : memref<8x2xf64, strided<[1, 1]>>
    affine.store %w, %y[%i] : memref<8xf64>
  }
  return
}

// -----

// Loops whose accesses are not all affine.load/affine.store: a memref.load
// (a non-affine subscript), a call, a vector load. Distribution would run
// all of the first j loop before any of the second, which reads B[j][i]
// rows not yet written in the original order.
// CHECK-LABEL: func.func @split_memref_load(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: an op in it accesses memory other than by affine.load and affine.store
func.func @split_memref_load(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf64>
      affine.store %a, %B[%i, %j] : memref<8x8xf64>
    }
    affine.for %j = 0 to 8 {
      %j3 = arith.muli %j, %c3 : index
      %k = arith.remsi %j3, %c8 : index
      %b = memref.load %B[%k, %i] : memref<8x8xf64>
      affine.store %b, %C[%i, %j] : memref<8x8xf64>
    }
  }
  return
}

// CHECK-LABEL: func.func @split_scf(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: an op in it accesses memory
func.func @split_scf(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %a = memref.load %A[%i, %j] : memref<8x8xf64>
      memref.store %a, %B[%i, %j] : memref<8x8xf64>
    }
    scf.for %j = %c0 to %c8 step %c1 {
      %j3 = arith.muli %j, %c3 : index
      %k = arith.remsi %j3, %c8 : index
      %b = memref.load %B[%k, %i] : memref<8x8xf64>
      memref.store %b, %C[%i, %j] : memref<8x8xf64>
    }
  }
  return
}

func.func private @get(%m: memref<8x8xf64>, %r: index, %c: index) -> f64 {
  %v = memref.load %m[%r, %c] : memref<8x8xf64>
  return %v : f64
}

// CHECK-LABEL: func.func @split_call(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: an op in it accesses memory
func.func @split_call(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf64>
      affine.store %a, %B[%i, %j] : memref<8x8xf64>
    }
    affine.for %j = 0 to 8 {
      %b = func.call @get(%B, %j, %i) : (memref<8x8xf64>, index, index) -> f64
      affine.store %b, %C[%i, %j] : memref<8x8xf64>
    }
  }
  return
}

// CHECK-LABEL: func.func @split_vector_load(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: an op in it accesses memory
func.func @split_vector_load(%A: memref<8x8xf64>, %B: memref<8x8xf64>, %C: memref<8x8xf64>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %A[%i, %j] : memref<8x8xf64>
      affine.store %a, %B[%i, %j] : memref<8x8xf64>
    }
    affine.for %j = 0 to 8 {
      %b = affine.vector_load %B[%j, %i] : memref<8x8xf64>, vector<1xf64>
      %e = vector.extract %b[0] : f64 from vector<1xf64>
      affine.store %e, %C[%i, %j] : memref<8x8xf64>
    }
  }
  return
}

// -----

// A load hoisted out of a loop that stores through a memref.store to the
// same array (X[(3j) % 8]) is not sunk into it; the second nest is raised,
// so the run's raised copy is kept.
// CHECK-LABEL: func.func @sink_past_memref_store(
// CHECK: scf.if
// The load of X[i] stays before the j loop.
// CHECK: affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT: affine.load %{{.*}}[%[[I]]] : memref<8xf64>
// CHECK-NEXT: affine.for
// CHECK: kmatch.stays_loop
// CHECK: linalg.generic
// CHECK: } else {
func.func @sink_past_memref_store(%X: memref<8xf64>, %C: memref<8x8xf64>, %D: memref<8xf64>, %E: memref<8xf64>) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %h = arith.constant 0.5 : f64
  affine.for %i = 0 to 8 {
    %x = affine.load %X[%i] : memref<8xf64>
    affine.for %j = 0 to 8 {
      %j3 = arith.muli %j, %c3 : index
      %k = arith.remsi %j3, %c8 : index
      memref.store %h, %X[%k] : memref<8xf64>
      affine.store %x, %C[%i, %j] : memref<8x8xf64>
    }
  }
  affine.for %i = 0 to 8 {
    %e = affine.load %E[%i] : memref<8xf64>
    affine.store %e, %D[%i] : memref<8xf64>
  }
  return
}

// -----

// A loop computing a value (iter_args) that also stores through a
// memref.store is not copied into each of the statements that use it.
// CHECK-LABEL: func.func @carried_with_store(
// CHECK: scf.if
// CHECK: kmatch.stays_loop = "its statements cannot be split into separate loops: an op in it accesses memory
// CHECK: linalg.generic
// CHECK: } else {
func.func @carried_with_store(%A: memref<8x8xf64>, %cnt: memref<8xf64>, %Y: memref<8xf64>, %Z: memref<8xf64>, %D: memref<8xf64>, %E: memref<8xf64>) {
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %three = arith.constant 3.0 : f64
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 8 {
    %r = affine.for %k = 0 to 8 iter_args(%acc = %zero) -> f64 {
      %k3 = arith.muli %k, %c3 : index
      %m = arith.remsi %k3, %c8 : index
      %c = memref.load %cnt[%m] : memref<8xf64>
      %c1 = arith.addf %c, %one : f64
      memref.store %c1, %cnt[%m] : memref<8xf64>
      %a = affine.load %A[%i, %k] : memref<8x8xf64>
      %s = arith.addf %acc, %a : f64
      affine.yield %s : f64
    }
    %y = arith.mulf %r, %two : f64
    affine.store %y, %Y[%i] : memref<8xf64>
    %z = arith.mulf %r, %three : f64
    affine.store %z, %Z[%i] : memref<8xf64>
  }
  affine.for %i = 0 to 8 {
    %e = affine.load %E[%i] : memref<8xf64>
    affine.store %e, %D[%i] : memref<8xf64>
  }
  return
}

// -----

// Arrays defined inside the nest (views taken in a loop body, where cgeist
// or a hand-written lowering may put them): a raised op, which replaces the
// nest, could not use them. These crashed the pass (kmatch.noalias: no
// run-time check, whose pairs refuse such arrays too).
// CHECK-LABEL: func.func @cast_in_body(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "an array it accesses is defined inside the nest"
func.func @cast_in_body(%T: memref<8xf64>, %B: memref<8xf64>) attributes {kmatch.noalias} {
  affine.for %i = 0 to 8 {
    %Td = memref.cast %T : memref<8xf64> to memref<?xf64>
    %a = affine.load %Td[%i] : memref<?xf64>
    affine.store %a, %B[%i] : memref<8xf64>
  }
  return
}

// CHECK-LABEL: func.func @row_view_in_body(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop = "an array it accesses is defined inside the nest"
func.func @row_view_in_body(%T: memref<8x8xf64>, %x: memref<8xf64>, %y: memref<8xf64>) attributes {kmatch.noalias} {
  affine.for %i = 0 to 8 {
    %row = memref.subview %T[%i, 0] [1, 8] [1, 1] : memref<8x8xf64> to memref<8xf64, strided<[1], offset: ?>>
    affine.for %j = 0 to 8 {
      %t = affine.load %row[%j] : memref<8xf64, strided<[1], offset: ?>>
      %a = affine.load %x[%j] : memref<8xf64>
      %c = affine.load %y[%i] : memref<8xf64>
      %p = arith.mulf %t, %a : f64
      %s = arith.addf %c, %p : f64
      affine.store %s, %y[%i] : memref<8xf64>
    }
  }
  return
}

// CHECK-LABEL: func.func @temporary_view_in_body(
// CHECK-NOT: linalg.generic
// CHECK: kmatch.stays_loop
func.func @temporary_view_in_body(%A: memref<4x6xf64>, %C4: memref<6x6xf64>, %S: memref<2x6xf64>, %B: memref<4x6xf64>) attributes {kmatch.noalias} {
  %z = arith.constant 0.0 : f64
  affine.for %r = 0 to 4 {
    %t = memref.subview %S[1, 0] [1, 6] [1, 1] : memref<2x6xf64> to memref<6xf64, strided<[1], offset: 6>>
    affine.for %p = 0 to 6 {
      affine.store %z, %t[%p] : memref<6xf64, strided<[1], offset: 6>>
      affine.for %s = 0 to 6 {
        %a = affine.load %A[%r, %s] : memref<4x6xf64>
        %c = affine.load %C4[%s, %p] : memref<6x6xf64>
        %x = affine.load %t[%p] : memref<6xf64, strided<[1], offset: 6>>
        %m = arith.mulf %a, %c : f64
        %y = arith.addf %x, %m : f64
        affine.store %y, %t[%p] : memref<6xf64, strided<[1], offset: 6>>
      }
    }
    affine.for %p = 0 to 6 {
      %x = affine.load %t[%p] : memref<6xf64, strided<[1], offset: 6>>
      affine.store %x, %B[%r, %p] : memref<4x6xf64>
    }
  }
  return
}

// -----

// Views the raise cannot take (each built an invalid memref.subview and
// failed verification): a constant subscript before the array's start, a
// shifted subscript past a static extent under a dynamic trip count (valid
// programs wherever the loop does not run); a layout that is not strided
// is in raise-loops-unlowered.mlir.
// CHECK-LABEL: func.func @negative_constant_subscript(
// CHECK: kmatch.stays_loop = "a subscript (-1) reads before its array's first element"
func.func @negative_constant_subscript(%A: memref<?xf64>, %B: memref<?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.load %A[-1] : memref<?xf64>
    affine.store %a, %B[%i] : memref<?xf64>
  }
  return
}

// CHECK-LABEL: func.func @shift_past_static_extent(
// CHECK: kmatch.stays_loop = "a subscript (d0 + 9) leaves its array's 8 elements"
func.func @shift_past_static_extent(%A: memref<8xf64>, %B: memref<?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i + 9] : memref<8xf64>
    affine.store %a, %B[%i] : memref<?xf64>
  }
  return
}

// CHECK-LABEL: func.func @lower_bound_past_static_extent(
// CHECK: kmatch.stays_loop = "a subscript (d0 + 10) leaves its array's 8 elements"
func.func @lower_bound_past_static_extent(%A: memref<8xf64>, %B: memref<?xf64>, %n: index) {
  affine.for %i = 10 to %n {
    %a = affine.load %A[%i] : memref<8xf64>
    affine.store %a, %B[%i - 10] : memref<?xf64>
  }
  return
}
