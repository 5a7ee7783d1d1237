// Values an outermost loop carries, in iter_args (affine.for, or scf.for as
// a hand-written lowering writes it) or in a one-element array: the nest is
// a reduction into a 0-d operand (a private 0-d alloca for iter_args, a
// 0-d view of the array's element otherwise), and a dot product becomes a
// dot launch. Near misses: a carried value the body also stores (a prefix
// sum) and a carried value read by a later iteration's subscript stay
// loops. kmatch-verify compares each function with its unraised loops (the
// two on integer buffers, crash regressions, are not compared).
//
// RUN: kmatch-opt %s --kmatch-raise-loops --split-input-file | FileCheck %s
// RUN: kmatch-opt %s --kmatch-raise-loops="remarks=true" --split-input-file --verify-diagnostics -o /dev/null
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates --split-input-file | FileCheck %s --check-prefix=LAUNCH
// RUN: grep -v '^// -\{5\}$' %s > %t.mlir
// RUN: kmatch-verify %t.mlir --quiet | FileCheck %s --check-prefix=VERIFY
// RUN: kmatch-verify %t.mlir --quiet --specials --seed=7 | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 10 functions, 5 rewritten, 0 failures, 2 skipped

// CHECK-LABEL: func.func @dot_iter_args(
// CHECK: %[[SLOT:.*]] = memref.alloca() : memref<f64>
// CHECK: affine.store %{{.*}}, %[[SLOT]][] : memref<f64>
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%{{.*}}, %{{.*}} : memref<20xf64>, memref<20xf64>) outs(%[[SLOT]] : memref<f64>)
// CHECK: %[[R:.*]] = affine.load %[[SLOT]][] : memref<f64>
// CHECK: affine.store %[[R]], %{{.*}}[0] : memref<1xf64>
// LAUNCH-LABEL: func.func @dot_iter_args(
// LAUNCH: kernel.launch @dot(
func.func @dot_iter_args(%x: memref<20xf64>, %y: memref<20xf64>, %out: memref<1xf64>) {
  %zero = arith.constant 0.0 : f64
  // expected-remark @below {{raised to linalg.generic}}
  %r = affine.for %i = 0 to 20 iter_args(%acc = %zero) -> (f64) {
    %a = affine.load %x[%i] : memref<20xf64>
    %b = affine.load %y[%i] : memref<20xf64>
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    affine.yield %s : f64
  }
  affine.store %r, %out[0] : memref<1xf64>
  return
}

// -----

// scf.for with iter_args and memref.load (and a 0-d result array).
// CHECK-LABEL: func.func @dot_scf(
// CHECK-NOT: scf.for
// CHECK: linalg.generic
// LAUNCH-LABEL: func.func @dot_scf(
// LAUNCH: kernel.launch @dot(
func.func @dot_scf(%x: memref<16xf32>, %y: memref<16xf32>, %out: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %init = memref.load %out[] : memref<f32>
  // expected-remark @below {{raised to linalg.generic}}
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %init) -> (f32) {
    %a = memref.load %x[%i] : memref<16xf32>
    %b = memref.load %y[%i] : memref<16xf32>
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  memref.store %r, %out[] : memref<f32>
  return
}

// -----

// cgeist's `double s` in a one-element alloca: s[0] is a 0-d view.
// CHECK-LABEL: func.func @dot_alloca(
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[0] [1] [1] : memref<1xf64> to memref<f64, strided<[]>>
// CHECK: linalg.generic {{.*}} outs(%[[S]] : memref<f64, strided<[]>>)
// LAUNCH-LABEL: func.func @dot_alloca(
// LAUNCH: kernel.launch @dot(
func.func @dot_alloca(%x: memref<20xf64>, %y: memref<20xf64>, %out: memref<1xf64>) {
  %zero = arith.constant 0.0 : f64
  %s = memref.alloca() : memref<1xf64>
  affine.store %zero, %s[0] : memref<1xf64>
  affine.for %i = 0 to 20 {
    %a = affine.load %x[%i] : memref<20xf64>
    %b = affine.load %y[%i] : memref<20xf64>
    %p = arith.mulf %a, %b : f64
    %acc = affine.load %s[0] : memref<1xf64>
    %n = arith.addf %acc, %p : f64
    // expected-remark @below {{raised to linalg.generic}}
    affine.store %n, %s[0] : memref<1xf64>
  }
  %v = affine.load %s[0] : memref<1xf64>
  affine.store %v, %out[0] : memref<1xf64>
  return
}

// -----

// A column of a matrix by a constant subscript: A[i][3] is a 1-d view.
// CHECK-LABEL: func.func @column_sum(
// CHECK: memref.subview %{{.*}}[0, 3] [20, 1] [1, 1] : memref<20x8xf64> to memref<20xf64, strided<[8], offset: 3>>
// CHECK: linalg.generic
func.func @column_sum(%A: memref<20x8xf64>, %out: memref<f64>) {
  %init = affine.load %out[] : memref<f64>
  // expected-remark @below {{raised to linalg.generic}}
  %r = affine.for %i = 0 to 20 iter_args(%acc = %init) -> (f64) {
    %a = affine.load %A[%i, 3] : memref<20x8xf64>
    %s = arith.addf %acc, %a : f64
    affine.yield %s : f64
  }
  affine.store %r, %out[] : memref<f64>
  return
}

// -----

// Near miss: a prefix sum. The carried value is stored every iteration, so
// y[i] reads the slot an earlier iteration wrote.
// CHECK-LABEL: func.func @prefix_sum(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @prefix_sum(%x: memref<20xf64>, %y: memref<20xf64>) {
  %zero = arith.constant 0.0 : f64
  // expected-remark @below {{stays a loop: its statements cannot be split into separate loops: a load at loc("the value the loop carries"}}
  %r = affine.for %i = 0 to 20 iter_args(%acc = %zero) -> (f64) {
    %a = affine.load %x[%i] : memref<20xf64>
    %s = arith.addf %acc, %a : f64
    affine.store %s, %y[%i] : memref<20xf64>
    affine.yield %s : f64
  }
  return
}

// -----

// Near miss: a running product whose body also reads the array it writes
// (x[i] = acc * x[i], acc = x[i]): a recurrence through memory.
// CHECK-LABEL: func.func @recurrence(
// CHECK: affine.for
// CHECK-NOT: linalg.generic
func.func @recurrence(%x: memref<20xf64>) {
  %one = arith.constant 1.0 : f64
  // expected-remark @below {{stays a loop}}
  %r = affine.for %i = 0 to 20 iter_args(%acc = %one) -> (f64) {
    %a = affine.load %x[%i] : memref<20xf64>
    %m = arith.mulf %acc, %a : f64
    affine.store %m, %x[%i] : memref<20xf64>
    affine.yield %m : f64
  }
  return
}

// -----

// Two carried values (a sum and a maximum), each in its own slot.
// CHECK-LABEL: func.func @sum_and_max(
// CHECK-COUNT-2: memref.alloca() : memref<f32>
// CHECK: linalg.generic
func.func @sum_and_max(%x: memref<32xf32>, %sum: memref<f32>, %max: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  // expected-remark @below {{raised to linalg.generic}}
  %r:2 = affine.for %i = 0 to 32 iter_args(%s = %zero, %m = %ninf) -> (f32, f32) {
    %a = affine.load %x[%i] : memref<32xf32>
    %s2 = arith.addf %s, %a : f32
    %m2 = arith.maximumf %m, %a : f32
    affine.yield %s2, %m2 : f32, f32
  }
  affine.store %r#0, %sum[] : memref<f32>
  affine.store %r#1, %max[] : memref<f32>
  return
}

// -----

// A loop that yields its own variable (the last index it ran), outermost
// and inner: the slot's store takes the new loop's variable.
// CHECK-LABEL: func.func @yields_iv(
// CHECK: %[[SLOT:.*]] = memref.alloca() : memref<index>
// CHECK: affine.for %[[I:.*]] = 0 to 20 {
// CHECK: affine.store %[[I]], %[[SLOT]][] : memref<index>
func.func @yields_iv(%out: memref<1xi64>) {
  %c7 = arith.constant 7 : index
  // expected-remark @below {{stays a loop}}
  %r = affine.for %i = 0 to 20 iter_args(%p = %c7) -> (index) {
    affine.yield %i : index
  }
  %v = arith.index_cast %r : index to i64
  affine.store %v, %out[0] : memref<1xi64>
  return
}

// -----

// CHECK-LABEL: func.func @inner_yields_iv(
func.func @inner_yields_iv(%C: memref<8xi64>) {
  %c0 = arith.constant 0 : i64
  // expected-remark @below {{stays a loop}}
  affine.for %i = 0 to 8 {
    %r = affine.for %k = 0 to 6 iter_args(%p = %c0) -> (i64) {
      %ki = arith.index_cast %k : index to i64
      affine.yield %ki : i64
    }
    // expected-remark @below {{raised to linalg.generic}}
    affine.store %r, %C[%i] : memref<8xi64>
  }
  return
}

// -----

// The dot launch keeps the op's IEEE results where a library call would
// not (runtime/common/reference_blas.h, dotNeedsReference): a scale of +inf applied
// to every term (mixed signs sum to NaN, not t * dot = +-inf), and a loop
// that runs zero times (%n = 0 under --specials: out keeps its -0).
// LAUNCH-LABEL: func.func @dot_alpha_inf(
// LAUNCH: kernel.launch @dot(
func.func @dot_alpha_inf(%x: memref<20xf64>, %y: memref<20xf64>, %out: memref<1xf64>) attributes {kmatch.nan_exact} {
  %t = arith.constant 0x7FF0000000000000 : f64
  %c = affine.load %out[0] : memref<1xf64>
  // expected-remark @below {{raised to linalg.generic}}
  %r = affine.for %i = 0 to 20 iter_args(%acc = %c) -> (f64) {
    %a = affine.load %x[%i] : memref<20xf64>
    %b = affine.load %y[%i] : memref<20xf64>
    %p = arith.mulf %a, %b : f64
    %q = arith.mulf %p, %t : f64
    %s = arith.addf %acc, %q : f64
    affine.yield %s : f64
  }
  affine.store %r, %out[0] : memref<1xf64>
  return
}

// -----

// LAUNCH-LABEL: func.func @dot_zero_trip(
// LAUNCH: kernel.launch @dot(
func.func @dot_zero_trip(%x: memref<20xf64>, %y: memref<20xf64>, %n: index, %out: memref<1xf64>) attributes {kmatch.nan_exact} {
  %c = arith.constant -0.0 : f64
  // expected-remark @below {{raised to linalg.generic}}
  %r = affine.for %i = 0 to %n iter_args(%acc = %c) -> (f64) {
    %a = affine.load %x[%i] : memref<20xf64>
    %b = affine.load %y[%i] : memref<20xf64>
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    affine.yield %s : f64
  }
  affine.store %r, %out[0] : memref<1xf64>
  return
}

// -----

// Near miss: an scf.for that carries a tensor stays an scf.for.
// CHECK-LABEL: func.func @carries_tensor(
// CHECK: scf.for
// CHECK-NOT: affine.for
func.func @carries_tensor(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %v = tensor.extract %acc[%c0] : tensor<4xf32>
    %w = arith.addf %v, %one : f32
    %u = tensor.insert %w into %acc[%c0] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
