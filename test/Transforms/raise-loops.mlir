// --kmatch-raise-loops: the nests that become one linalg.generic each, and
// the near misses that must stay loops, each with the reason it gives.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --split-input-file | FileCheck %s
// RUN: kmatch-opt %s --kmatch-raise-loops="remarks=true" --split-input-file --verify-diagnostics -o /dev/null

// A perfect nest: C[i][j] += A[i][k] * B[k][j]. The dims are the loops in
// their order; the store names i and j (parallel), k is the reduction; the
// accumulator read is the output's block argument. A, B and C are function
// arguments, which the caller may have passed as one buffer: the generic
// runs when their bytes are disjoint, the loops otherwise.
// CHECK-DAG: #[[IK:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[KJ:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[IJ:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:.*]]: memref<20x30xf64>, %[[B:.*]]: memref<30x25xf64>, %[[C:.*]]: memref<20x25xf64>)
// CHECK-DAG: %[[PA:.*]] = memref.extract_aligned_pointer_as_index %[[A]]
// CHECK-DAG: %[[PC:.*]] = memref.extract_aligned_pointer_as_index %[[C]]
// CHECK-DAG: %[[EA:.*]] = arith.addi %[[PA]], %c4800 : index
// CHECK-DAG: %[[EC:.*]] = arith.addi %[[PC]], %c4000 : index
// CHECK-DAG: arith.cmpi ule, %[[EC]], %[[PA]] : index
// CHECK-DAG: arith.cmpi ule, %[[EA]], %[[PC]] : index
// CHECK: scf.if %{{.*}} {
// CHECK-NOT: affine.for
// CHECK: linalg.generic {indexing_maps = [#[[IK]], #[[KJ]], #[[IJ]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[A]], %[[B]] : memref<20x30xf64>, memref<30x25xf64>) outs(%[[C]] : memref<20x25xf64>)
// CHECK-NEXT: ^bb0(%[[a:.*]]: f64, %[[b:.*]]: f64, %[[c:.*]]: f64):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[a]], %[[b]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[c]], %[[P]] : f64
// CHECK-NEXT: linalg.yield %[[S]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.for
// CHECK-NEXT: affine.for
func.func @matmul(%A: memref<20x30xf64>, %B: memref<30x25xf64>, %C: memref<20x25xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      affine.for %k = 0 to 30 {
        %a = affine.load %A[%i, %k] : memref<20x30xf64>
        %b = affine.load %B[%k, %j] : memref<30x25xf64>
        %c = affine.load %C[%i, %j] : memref<20x25xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
        affine.store %s, %C[%i, %j] : memref<20x25xf64>
      }
    }
  }
  return
}

// -----

// PolyBench's gemm as cgeist writes it: the scale of row i beside the k
// loop. Split into two nests (each statement subscripts C by i), then each
// raised; the loads cgeist hoisted stay with the statement that uses them.
// CHECK-LABEL: func.func @gemm_imperfect(
// CHECK-NOT: affine.for
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK-SAME: outs(%{{.*}} : memref<20x25xf64>)
// CHECK: arith.mulf %{{.*}}, %arg1 : f64
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "reduction", "parallel"]
// CHECK: arith.mulf %arg0, %{{.*}} : f64
// CHECK: } else {
func.func @gemm_imperfect(%alpha: f64, %beta: f64, %C: memref<20x25xf64>, %A: memref<20x30xf64>, %B: memref<30x25xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      %0 = affine.load %C[%i, %j] : memref<20x25xf64>
      %1 = arith.mulf %0, %beta : f64
      // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      affine.store %1, %C[%i, %j] : memref<20x25xf64>
    }
    affine.for %k = 0 to 30 {
      %a = affine.load %A[%i, %k] : memref<20x30xf64>
      %t = arith.mulf %alpha, %a : f64
      affine.for %j = 0 to 25 {
        %b = affine.load %B[%k, %j] : memref<30x25xf64>
        %p = arith.mulf %t, %b : f64
        %c = affine.load %C[%i, %j] : memref<20x25xf64>
        %s = arith.addf %c, %p : f64
        // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
        affine.store %s, %C[%i, %j] : memref<20x25xf64>
      }
    }
  }
  return
}

// -----

// Two statements in one innermost body (bicg's s and q), sharing a load:
// split, the load copied into each.
// CHECK-LABEL: func.func @two_stores(
// CHECK: scf.if
// CHECK-COUNT-2: linalg.generic
// CHECK: } else {
func.func @two_stores(%A: memref<20x25xf64>, %p: memref<25xf64>, %r: memref<20xf64>,
                      %s: memref<25xf64>, %q: memref<20xf64>) {
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      %a = affine.load %A[%i, %j] : memref<20x25xf64>
      %ri = affine.load %r[%i] : memref<20xf64>
      %sj = affine.load %s[%j] : memref<25xf64>
      %0 = arith.mulf %ri, %a : f64
      %1 = arith.addf %sj, %0 : f64
      // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      affine.store %1, %s[%j] : memref<25xf64>
      %pj = affine.load %p[%j] : memref<25xf64>
      %qi = affine.load %q[%i] : memref<20xf64>
      %2 = arith.mulf %a, %pj : f64
      %3 = arith.addf %qi, %2 : f64
      // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      affine.store %3, %q[%i] : memref<20xf64>
    }
  }
  return
}

// -----

// Offsets and a loop variable used as a value: B[i] = A[i - 1] * i for i in
// [1, 20). Views start where the loops do; the index is linalg.index + 1.
// CHECK-LABEL: func.func @offsets_and_index(
// CHECK-DAG: %[[AV:.*]] = memref.subview %arg0[0] [19] [1]
// CHECK-DAG: %[[BV:.*]] = memref.subview %arg1[1] [19] [1]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[AV]] : {{.*}}) outs(%[[BV]] : {{.*}})
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[I1:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: arith.index_cast %[[I1]]
func.func @offsets_and_index(%A: memref<20xf64>, %B: memref<20xf64>) {
  affine.for %i = 1 to 20 {
    %a = affine.load %A[%i - 1] : memref<20xf64>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    %m = arith.mulf %a, %f : f64
    // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
    affine.store %m, %B[%i] : memref<20xf64>
  }
  return
}

// -----

// A symbolic trip count on dynamic memrefs: views of max(n, 0) elements.
// CHECK-LABEL: func.func @symbolic(
// CHECK: scf.if
// CHECK: %[[N:.*]] = affine.max
// CHECK: memref.subview %arg0[0] [%[[N]]] [1]
// CHECK: memref.subview %arg1[0] [%[[N]]] [1]
// CHECK: linalg.generic
func.func @symbolic(%x: memref<?xf32>, %y: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %x[%i] : memref<?xf32>
    %w = affine.load %y[%i] : memref<?xf32>
    %s = arith.addf %v, %w : f32
    // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
    affine.store %s, %y[%i] : memref<?xf32>
  }
  return
}

// -----

// Arrays the function allocates, and arguments the function declares
// disjoint (kmatch.noalias, C's `restrict` on every pointer): no run-time
// check.
// CHECK-LABEL: func.func @declared_disjoint(
// CHECK-NOT: scf.if
// CHECK: linalg.generic
// CHECK-NOT: scf.if
// CHECK: linalg.generic
// CHECK-NOT: affine.for
func.func @declared_disjoint(%x: memref<20xf64>, %y: memref<20xf64>) attributes {kmatch.noalias} {
  %t = memref.alloca() : memref<20xf64>
  affine.for %i = 0 to 20 {
    %v = affine.load %x[%i] : memref<20xf64>
    %s = arith.mulf %v, %v : f64
    // expected-remark @below {{raised to linalg.generic}}
    affine.store %s, %t[%i] : memref<20xf64>
  }
  affine.for %i = 0 to 20 {
    %v = affine.load %t[%i] : memref<20xf64>
    // expected-remark @below {{raised to linalg.generic}}
    affine.store %v, %y[%i] : memref<20xf64>
  }
  return
}

// -----

// A run of nests is checked once, so that its statements stay in one block
// for the templates to merge (the scale of C into the product).
// CHECK-LABEL: func.func @one_check_per_run(
// CHECK: scf.if
// CHECK-NEXT: linalg.generic
// CHECK: linalg.generic
// CHECK: } else {
// CHECK-NOT: scf.if
func.func @one_check_per_run(%x: memref<20xf64>, %y: memref<20xf64>, %b: f64) {
  affine.for %i = 0 to 20 {
    %v = affine.load %y[%i] : memref<20xf64>
    %s = arith.mulf %v, %b : f64
    // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
    affine.store %s, %y[%i] : memref<20xf64>
  }
  %c = arith.constant 2.0 : f64
  affine.for %i = 0 to 20 {
    %v = affine.load %x[%i] : memref<20xf64>
    %w = affine.load %y[%i] : memref<20xf64>
    %p = arith.mulf %c, %v : f64
    %s = arith.addf %w, %p : f64
    // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
    affine.store %s, %y[%i] : memref<20xf64>
  }
  return
}

// -----

// Near miss: a prefix sum reads the element the previous iteration wrote.
// CHECK-LABEL: func.func @prefix_sum(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @prefix_sum(%A: memref<20xf64>) {
  // expected-remark @below {{stays a loop: it reads the array it writes at another subscript (a dependence between iterations)}}
  affine.for %i = 1 to 20 {
    %p = affine.load %A[%i - 1] : memref<20xf64>
    %a = affine.load %A[%i] : memref<20xf64>
    %s = arith.addf %p, %a : f64
    affine.store %s, %A[%i] : memref<20xf64>
  }
  return
}

// -----

// Near miss: a stencil that reads its own output through another view of the
// same buffer.
// CHECK-LABEL: func.func @stencil_through_views(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @stencil_through_views(%buf: memref<32xf64>) {
  %in = memref.subview %buf[0] [30] [1] : memref<32xf64> to memref<30xf64, strided<[1]>>
  %out = memref.subview %buf[1] [30] [1] : memref<32xf64> to memref<30xf64, strided<[1], offset: 1>>
  // expected-remark @below {{stays a loop: it reads memory that may be the array it writes}}
  affine.for %i = 0 to 29 {
    %a = affine.load %in[%i] : memref<30xf64, strided<[1]>>
    %b = affine.load %in[%i + 1] : memref<30xf64, strided<[1]>>
    %s = arith.addf %a, %b : f64
    affine.store %s, %out[%i] : memref<30xf64, strided<[1], offset: 1>>
  }
  return
}

// -----

// Near miss: a reduction whose body reads the accumulated array elsewhere.
// CHECK-LABEL: func.func @reads_accumulator_elsewhere(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @reads_accumulator_elsewhere(%A: memref<20x20xf64>, %y: memref<20xf64>) {
  // expected-remark @below {{stays a loop: it reads the array it writes at another subscript}}
  affine.for %i = 0 to 20 {
    affine.for %k = 0 to 20 {
      %a = affine.load %A[%i, %k] : memref<20x20xf64>
      %yk = affine.load %y[%k] : memref<20xf64>
      %yi = affine.load %y[%i] : memref<20xf64>
      %p = arith.mulf %a, %yk : f64
      %s = arith.addf %yi, %p : f64
      affine.store %s, %y[%i] : memref<20xf64>
    }
  }
  return
}

// -----

// Near miss: a subscript that is not affine (memref.load of a computed index).
// CHECK-LABEL: func.func @indirect(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @indirect(%x: memref<20xf64>, %idx: memref<20xindex>, %y: memref<20xf64>) {
  // expected-remark @below {{stays a loop: the body has 'memref.load', which is not free of side effects}}
  affine.for %i = 0 to 20 {
    %j = affine.load %idx[%i] : memref<20xindex>
    %v = memref.load %x[%j] : memref<20xf64>
    affine.store %v, %y[%i] : memref<20xf64>
  }
  return
}

// -----

// Near miss: a call in the body.
func.func private @touch(f64) -> f64
// CHECK-LABEL: func.func @with_call(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @with_call(%x: memref<20xf64>, %y: memref<20xf64>) {
  // expected-remark @below {{stays a loop: the body has 'func.call', which is not free of side effects}}
  affine.for %i = 0 to 20 {
    %v = affine.load %x[%i] : memref<20xf64>
    %w = func.call @touch(%v) : (f64) -> f64
    affine.store %w, %y[%i] : memref<20xf64>
  }
  return
}

// -----

// Near miss: a conditional store (the loop's early way out of an element).
// CHECK-LABEL: func.func @conditional(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @conditional(%x: memref<20xf64>, %y: memref<20xf64>) {
  %zero = arith.constant 0.0 : f64
  // expected-remark @below {{stays a loop: the body has 'scf.if', which is not free of side effects}}
  affine.for %i = 0 to 20 {
    %v = affine.load %x[%i] : memref<20xf64>
    %c = arith.cmpf ogt, %v, %zero : f64
    scf.if %c {
      affine.store %v, %y[%i] : memref<20xf64>
    }
  }
  return
}

// -----

// Near miss: a triangular domain (syrk's j <= i) stays a loop.
// CHECK-LABEL: func.func @triangular(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @triangular(%C: memref<20x20xf64>, %beta: f64) {
  // expected-remark @below {{stays a loop: the iteration domain is not a rectangle (a bound depends on an enclosing loop)}}
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %c = affine.load %C[%i, %j] : memref<20x20xf64>
      %s = arith.mulf %c, %beta : f64
      affine.store %s, %C[%i, %j] : memref<20x20xf64>
    }
  }
  return
}

// -----

// Near miss: two statements that cannot be split: the second reads what the
// first writes one iteration later (B[i] then A[i + 1] = B[i]).
// CHECK-LABEL: func.func @no_split(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @no_split(%A: memref<21xf64>, %B: memref<20xf64>) {
  // expected-remark @below {{stays a loop: its statements cannot be split into separate loops}}
  affine.for %i = 0 to 20 {
    %a = affine.load %A[%i] : memref<21xf64>
    affine.store %a, %B[%i] : memref<20xf64>
    %b = affine.load %B[%i] : memref<20xf64>
    affine.store %b, %A[%i + 1] : memref<21xf64>
  }
  return
}

// -----

// Near miss: a store that writes one element from two iterations (A[i + j]).
// CHECK-LABEL: func.func @store_not_injective(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @store_not_injective(%A: memref<40xf64>, %x: memref<20x20xf64>) {
  // expected-remark @below {{stays a loop: the store's subscripts do not name each element once (d0 + d1)}}
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      %v = affine.load %x[%i, %j] : memref<20x20xf64>
      affine.store %v, %A[%i + %j] : memref<40xf64>
    }
  }
  return
}

// -----

// Near miss: a repetition loop no array is subscripted by (its trip count
// would be lost).
// CHECK-LABEL: func.func @repeat(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @repeat(%x: memref<20xf64>, %y: memref<20xf64>) {
  // expected-remark @below {{stays a loop: loop 0's range is the extent of no array dimension it subscripts}}
  affine.for %t = 0 to 3 {
    affine.for %i = 0 to 20 {
      %v = affine.load %x[%i] : memref<20xf64>
      %w = affine.load %y[%i] : memref<20xf64>
      %s = arith.addf %v, %w : f64
      affine.store %s, %y[%i] : memref<20xf64>
    }
  }
  return
}

// -----

// scf.for with memref.load/store (a hand-written lowering): converted to
// affine.for where the bounds and subscripts are affine (here i + 1), then
// raised.
// CHECK-LABEL: func.func @scf_shift(
// CHECK: memref.subview %arg0[1] [19] [1]
// CHECK: linalg.generic
// CHECK-NOT: scf.for
func.func @scf_shift(%x: memref<20xf64>, %y: memref<19xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c19 = arith.constant 19 : index
  scf.for %i = %c0 to %c19 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %v = memref.load %x[%i1] : memref<20xf64>
    %s = arith.addf %v, %v : f64
    // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
    memref.store %s, %y[%i] : memref<19xf64>
  }
  return
}

// -----

// Near miss: a subscript that is a product of two loop variables is not
// affine; the loop stays (as an affine.for, its load a memref.load).
// CHECK-LABEL: func.func @scf_not_affine(
// CHECK: memref.load
// CHECK-NOT: linalg.generic
func.func @scf_not_affine(%x: memref<400xf64>, %y: memref<20x20xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  // expected-remark @below {{stays a loop: the body has 'memref.load', which is not free of side effects}}
  scf.for %i = %c0 to %c20 step %c1 {
    scf.for %j = %c0 to %c20 step %c1 {
      %ij = arith.muli %i, %j : index
      %v = memref.load %x[%ij] : memref<400xf64>
      memref.store %v, %y[%i, %j] : memref<20x20xf64>
    }
  }
  return
}

// -----

// Near miss: a load that a later statement uses, read before an earlier
// statement's store to the same element (t = B[i]; B[i] = A[i]; C[i] = t):
// split, the copy would read the new B[i].
// CHECK-LABEL: func.func @load_before_store(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @load_before_store(%A: memref<20xf64>, %B: memref<20xf64>, %C: memref<20xf64>) {
  // expected-remark @below {{stays a loop: its statements cannot be split into separate loops}}
  affine.for %i = 0 to 20 {
    %t = affine.load %B[%i] : memref<20xf64>
    %a = affine.load %A[%i] : memref<20xf64>
    affine.store %a, %B[%i] : memref<20xf64>
    affine.store %t, %C[%i] : memref<20xf64>
  }
  return
}

// -----

// A scalar accumulator in iter_args, stored once after its loop: the sum
// moves into C[i][j] (C = 0 first, then C += A * B each iteration), and the
// two statements raise to a fill and the product, which the templates make
// one @gemm with beta = 0.
// CHECK-LABEL: func.func @iter_args_gemm(
// CHECK: scf.if
// CHECK: linalg.fill ins(%{{.*}} : f64) outs(%arg2 : memref<20x25xf64>)
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: outs(%arg2 : memref<20x25xf64>)
// CHECK: } else {
// CHECK: iter_args
func.func @iter_args_gemm(%A: memref<20x30xf64>, %B: memref<30x25xf64>, %C: memref<20x25xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      // expected-remark@+1 {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      %r = affine.for %k = 0 to 30 iter_args(%acc = %zero) -> (f64) {
        %a = affine.load %A[%i, %k] : memref<20x30xf64>
        %b = affine.load %B[%k, %j] : memref<30x25xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %acc, %p : f64
        affine.yield %s : f64
      }
      // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      affine.store %r, %C[%i, %j] : memref<20x25xf64>
    }
  }
  return
}

// -----

// Near miss: an accumulator whose loop also reads the array it is stored
// to stays in its register (and the nest a loop).
// CHECK-LABEL: func.func @iter_args_reads_output(
// CHECK: iter_args
// CHECK-NOT: linalg.generic
func.func @iter_args_reads_output(%A: memref<20x20xf64>, %C: memref<20x20xf64>) {
  %zero = arith.constant 0.0 : f64
  // expected-remark @below {{stays a loop}}
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 20 {
      %r = affine.for %k = 0 to 20 iter_args(%acc = %zero) -> (f64) {
        %a = affine.load %A[%i, %k] : memref<20x20xf64>
        %c = affine.load %C[%k, %j] : memref<20x20xf64>
        %p = arith.mulf %a, %c : f64
        %s = arith.addf %acc, %p : f64
        affine.yield %s : f64
      }
      affine.store %r, %C[%i, %j] : memref<20x20xf64>
    }
  }
  return
}

// -----

// Near miss: a subscript past the array's static extent (undefined behavior
// in the program) has no valid view; the nest stays a loop, and no invalid
// IR is made.
// CHECK-LABEL: func.func @out_of_bounds(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @out_of_bounds(%x: memref<20xf64>) attributes {kmatch.noalias} {
  %t = memref.alloca() : memref<20xf64>
  // expected-remark @below {{stays a loop: a subscript (d0 + 1) leaves its array's 20 elements}}
  affine.for %i = 0 to 20 {
    %v = affine.load %x[%i + 1] : memref<20xf64>
    affine.store %v, %t[%i] : memref<20xf64>
  }
  return
}

// -----

// A scalar accumulator in a one-element alloca (`double s = 0; for k: s +=
// A[i][k] * B[k][j]; C[i][j] = s;`): accumulated in C[i][j] instead, then
// raised like the iter_args form; the original loops keep the alloca.
// CHECK-LABEL: func.func @alloca_gemm(
// CHECK: scf.if
// CHECK: linalg.fill ins(%{{.*}} : f64) outs(%arg2 : memref<20x25xf64>)
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: } else {
// CHECK: memref<1xf64>
func.func @alloca_gemm(%A: memref<20x30xf64>, %B: memref<30x25xf64>, %C: memref<20x25xf64>) {
  %zero = arith.constant 0.0 : f64
  %s = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 20 {
    affine.for %j = 0 to 25 {
      affine.store %zero, %s[0] : memref<1xf64>
      affine.for %k = 0 to 30 {
        %a = affine.load %A[%i, %k] : memref<20x30xf64>
        %b = affine.load %B[%k, %j] : memref<30x25xf64>
        %p = arith.mulf %a, %b : f64
        %acc = affine.load %s[0] : memref<1xf64>
        %n = arith.addf %acc, %p : f64
        // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
        affine.store %n, %s[0] : memref<1xf64>
      }
      %r = affine.load %s[0] : memref<1xf64>
      // expected-remark @below {{raised to linalg.generic, under a run-time check that its arrays do not overlap}}
      affine.store %r, %C[%i, %j] : memref<20x25xf64>
    }
  }
  return
}

// -----

// Near miss: the scalar is read again after the nest; it stays in its
// alloca, and the nest stays a loop.
// CHECK-LABEL: func.func @alloca_read_later(
// CHECK-NOT: linalg.generic
func.func @alloca_read_later(%A: memref<20x30xf64>, %C: memref<20xf64>, %last: memref<1xf64>) {
  %zero = arith.constant 0.0 : f64
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xf64>
  // expected-remark @below {{stays a loop}}
  affine.for %i = 0 to 20 {
    affine.store %zero, %s[0] : memref<1xf64>
    affine.for %k = 0 to 30 {
      %a = affine.load %A[%i, %k] : memref<20x30xf64>
      %acc = affine.load %s[0] : memref<1xf64>
      %n = arith.addf %acc, %a : f64
      affine.store %n, %s[0] : memref<1xf64>
    }
    %r = affine.load %s[0] : memref<1xf64>
    affine.store %r, %C[%i] : memref<20xf64>
  }
  %v = memref.load %s[%c0] : memref<1xf64>
  memref.store %v, %last[%c0] : memref<1xf64>
  return
}
