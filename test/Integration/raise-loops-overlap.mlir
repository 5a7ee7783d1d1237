// A loop kernel whose arrays the caller passes overlapping: the run-time
// check --kmatch-raise-loops puts around the raised nest sends the call to
// the original loops, whose in-place result the launch could not compute
// (a gemm shim refuses overlapping operands). Called with disjoint arrays,
// the same kernel runs the launch. Both calls print what the unrewritten
// loops print.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-12 --min-values 128 %t.ref %t.kmatch
//
// CHECK-LABEL: func.func @kernel(
// CHECK-DAG: memref.extract_strided_metadata %arg0
// CHECK-DAG: memref.extract_strided_metadata %arg2
// CHECK: scf.if
// CHECK: kernel.launch @gemm(%cst, %arg0, %arg1, %cst, %arg2)
// CHECK: } else {
// CHECK: affine.for

// C[i][j] += A[i][k] * B[k][j]; A and C have a dynamic offset.
func.func @kernel(%A: memref<8x8xf64, strided<[8, 1], offset: ?>>, %B: memref<8x8xf64>,
                  %C: memref<8x8xf64, strided<[8, 1], offset: ?>>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %a = affine.load %A[%i, %k] : memref<8x8xf64, strided<[8, 1], offset: ?>>
        %b = affine.load %B[%k, %j] : memref<8x8xf64>
        %c = affine.load %C[%i, %j] : memref<8x8xf64, strided<[8, 1], offset: ?>>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<8x8xf64, strided<[8, 1], offset: ?>>
      }
    }
  }
  return
}

func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

// v[i] = (i mod 7) - 3: small integers, so every sum is exact.
func.func @init(%v: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %three = arith.constant 3.0 : f64
  %n = memref.dim %v, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %m = arith.remui %i, %c7 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f64
    %x = arith.subf %mf, %three : f64
    memref.store %x, %v[%i] : memref<?xf64>
  }
  return
}

func.func @main() {
  %buf = memref.alloc() : memref<80xf64>
  %other = memref.alloc() : memref<64xf64>
  %B = memref.alloc() : memref<8x8xf64>
  %bd = memref.cast %buf : memref<80xf64> to memref<?xf64>
  %od = memref.cast %other : memref<64xf64> to memref<?xf64>
  func.call @init(%bd) : (memref<?xf64>) -> ()
  func.call @init(%od) : (memref<?xf64>) -> ()
  %bflat = memref.reinterpret_cast %B to offset: [0], sizes: [64], strides: [1] : memref<8x8xf64> to memref<64xf64>
  %bfd = memref.cast %bflat : memref<64xf64> to memref<?xf64>
  func.call @init(%bfd) : (memref<?xf64>) -> ()
  // A = buf[0, 64), C = buf[12, 76): overlapping, the loops run.
  %a = memref.reinterpret_cast %buf to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<80xf64> to memref<8x8xf64, strided<[8, 1]>>
  %c = memref.reinterpret_cast %buf to offset: [12], sizes: [8, 8], strides: [8, 1] : memref<80xf64> to memref<8x8xf64, strided<[8, 1], offset: 12>>
  %ad = memref.cast %a : memref<8x8xf64, strided<[8, 1]>> to memref<8x8xf64, strided<[8, 1], offset: ?>>
  %cd = memref.cast %c : memref<8x8xf64, strided<[8, 1], offset: 12>> to memref<8x8xf64, strided<[8, 1], offset: ?>>
  func.call @kernel(%ad, %B, %cd) : (memref<8x8xf64, strided<[8, 1], offset: ?>>, memref<8x8xf64>, memref<8x8xf64, strided<[8, 1], offset: ?>>) -> ()
  %u = memref.cast %buf : memref<80xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%u) : (memref<*xf64>) -> ()
  // A = buf[0, 64) again (now updated), C = other: disjoint, the launch runs.
  %o = memref.reinterpret_cast %other to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xf64> to memref<8x8xf64, strided<[8, 1]>>
  %od2 = memref.cast %o : memref<8x8xf64, strided<[8, 1]>> to memref<8x8xf64, strided<[8, 1], offset: ?>>
  func.call @kernel(%ad, %B, %od2) : (memref<8x8xf64, strided<[8, 1], offset: ?>>, memref<8x8xf64>, memref<8x8xf64, strided<[8, 1], offset: ?>>) -> ()
  %uo = memref.cast %other : memref<64xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%uo) : (memref<*xf64>) -> ()
  memref.dealloc %buf : memref<80xf64>
  memref.dealloc %other : memref<64xf64>
  memref.dealloc %B : memref<8x8xf64>
  return
}
