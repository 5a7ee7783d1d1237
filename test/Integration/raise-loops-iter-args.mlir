// Scalar accumulators carried in iter_args (affine-scalrep's form, or a
// hand-written one): C = A * B with the sum in a register from 0, and
// C += A * B from C's own value; and in a one-element alloca (C's `double
// s`). --kmatch-raise-loops accumulates in C instead and the templates make
// one @gemm each (beta = 0, 1, 0); the output equals the unrewritten
// loops'.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-12 --min-values 1440 %t.ref %t.kmatch
//
// CHECK-LABEL: func.func @overwrite(
// CHECK: kernel.launch @gemm(%{{.*}}, %arg0, %arg1, %{{.*}}, %arg2)
// CHECK-LABEL: func.func @accumulate(
// CHECK: kernel.launch @gemm(%{{.*}}, %arg0, %arg1, %{{.*}}, %arg2)
// CHECK-LABEL: func.func @in_alloca(
// CHECK: kernel.launch @gemm(%{{.*}}, %arg0, %arg1, %{{.*}}, %arg2)

func.func @overwrite(%A: memref<24x28xf64>, %B: memref<28x20xf64>, %C: memref<24x20xf64>) {
  %zero = arith.constant 0.0 : f64
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 20 {
      %r = affine.for %k = 0 to 28 iter_args(%acc = %zero) -> (f64) {
        %a = affine.load %A[%i, %k] : memref<24x28xf64>
        %b = affine.load %B[%k, %j] : memref<28x20xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %acc, %p : f64
        affine.yield %s : f64
      }
      affine.store %r, %C[%i, %j] : memref<24x20xf64>
    }
  }
  return
}

func.func @accumulate(%A: memref<24x28xf64>, %B: memref<28x20xf64>, %C: memref<24x20xf64>) {
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 20 {
      %c0 = affine.load %C[%i, %j] : memref<24x20xf64>
      %r = affine.for %k = 0 to 28 iter_args(%acc = %c0) -> (f64) {
        %a = affine.load %A[%i, %k] : memref<24x28xf64>
        %b = affine.load %B[%k, %j] : memref<28x20xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %acc, %p : f64
        affine.yield %s : f64
      }
      affine.store %r, %C[%i, %j] : memref<24x20xf64>
    }
  }
  return
}

func.func @in_alloca(%A: memref<24x28xf64>, %B: memref<28x20xf64>, %C: memref<24x20xf64>) {
  %zero = arith.constant 0.0 : f64
  %s = memref.alloca() : memref<1xf64>
  affine.for %i = 0 to 24 {
    affine.for %j = 0 to 20 {
      affine.store %zero, %s[0] : memref<1xf64>
      affine.for %k = 0 to 28 {
        %a = affine.load %A[%i, %k] : memref<24x28xf64>
        %b = affine.load %B[%k, %j] : memref<28x20xf64>
        %p = arith.mulf %a, %b : f64
        %acc = affine.load %s[0] : memref<1xf64>
        %n = arith.addf %acc, %p : f64
        affine.store %n, %s[0] : memref<1xf64>
      }
      %r = affine.load %s[0] : memref<1xf64>
      affine.store %r, %C[%i, %j] : memref<24x20xf64>
    }
  }
  return
}

func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

// v[i] = ((i * p) mod 13) / 13 over the flat buffer.
func.func @init(%v: memref<?xf64>, %p: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c13 = arith.constant 13 : index
  %r = arith.constant 13.0 : f64
  %n = memref.dim %v, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %p : index
    %m = arith.remui %a, %c13 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f64
    %x = arith.divf %mf, %r : f64
    memref.store %x, %v[%i] : memref<?xf64>
  }
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc() : memref<672xf64>
  %b = memref.alloc() : memref<560xf64>
  %c = memref.alloc() : memref<480xf64>
  %ad = memref.cast %a : memref<672xf64> to memref<?xf64>
  %bd = memref.cast %b : memref<560xf64> to memref<?xf64>
  %cd = memref.cast %c : memref<480xf64> to memref<?xf64>
  func.call @init(%ad, %c3) : (memref<?xf64>, index) -> ()
  func.call @init(%bd, %c5) : (memref<?xf64>, index) -> ()
  func.call @init(%cd, %c7) : (memref<?xf64>, index) -> ()
  %A = memref.reinterpret_cast %a to offset: [0], sizes: [24, 28], strides: [28, 1] : memref<672xf64> to memref<24x28xf64>
  %B = memref.reinterpret_cast %b to offset: [0], sizes: [28, 20], strides: [20, 1] : memref<560xf64> to memref<28x20xf64>
  %C = memref.reinterpret_cast %c to offset: [0], sizes: [24, 20], strides: [20, 1] : memref<480xf64> to memref<24x20xf64>
  func.call @accumulate(%A, %B, %C) : (memref<24x28xf64>, memref<28x20xf64>, memref<24x20xf64>) -> ()
  %u = memref.cast %c : memref<480xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%u) : (memref<*xf64>) -> ()
  func.call @overwrite(%A, %B, %C) : (memref<24x28xf64>, memref<28x20xf64>, memref<24x20xf64>) -> ()
  func.call @kmatch_print_memref_f64(%u) : (memref<*xf64>) -> ()
  func.call @init(%cd, %c7) : (memref<?xf64>, index) -> ()
  func.call @in_alloca(%A, %B, %C) : (memref<24x28xf64>, memref<28x20xf64>, memref<24x20xf64>) -> ()
  func.call @kmatch_print_memref_f64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %a : memref<672xf64>
  memref.dealloc %b : memref<560xf64>
  memref.dealloc %c : memref<480xf64>
  return
}
