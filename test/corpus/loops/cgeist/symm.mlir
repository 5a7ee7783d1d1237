// Source: alexanderb14/tensorize benchmark/polybench/symm.mlir 27b8fab5c3a3bf8e835d14d6313fe6c1e3db09dd
//
// polybench/C 4.2 kernel_symm, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < M) for (j < N) {
//     temp2 = 0;
//     for (k < i) { C[k][j] += alpha * B[i][j] * A[i][k];
//                   temp2 += B[k][j] * A[i][k]; }
//     C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to M = 24, N = 32
// (shapes: C MxN; A MxM; B MxN);
// @main and the init helpers added.
// Also dropped: the argument attribute {irsynth.symmetric} on A.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: UNMATCHED @kernel_symm (no launch
// VERIFY: kmatch-verify: 1 functions, 0 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_symm(
// MATCH-NOT: {{scf.if|kernel.launch|linalg\.}}
// MATCH: return


#map = affine_map<(d0) -> (d0)>
module {
  func.func @kernel_symm(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: memref<24x32xf64>, %arg5: memref<24x24xf64>, %arg6: memref<24x32xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<f64>
    affine.for %arg7 = 0 to 24 {
      affine.for %arg8 = 0 to 32 {
        affine.store %cst, %alloca[] : memref<f64>
        affine.for %arg9 = 0 to #map(%arg7) {
          %10 = affine.load %arg6[%arg7, %arg8] : memref<24x32xf64>
          %11 = arith.mulf %arg2, %10 : f64
          %12 = affine.load %arg5[%arg7, %arg9] : memref<24x24xf64>
          %13 = arith.mulf %11, %12 : f64
          %14 = affine.load %arg4[%arg9, %arg8] : memref<24x32xf64>
          %15 = arith.addf %14, %13 : f64
          affine.store %15, %arg4[%arg9, %arg8] : memref<24x32xf64>
          %16 = affine.load %arg6[%arg9, %arg8] : memref<24x32xf64>
          %17 = affine.load %arg5[%arg7, %arg9] : memref<24x24xf64>
          %18 = arith.mulf %16, %17 : f64
          %19 = affine.load %alloca[] : memref<f64>
          %20 = arith.addf %19, %18 : f64
          affine.store %20, %alloca[] : memref<f64>
        }
        %0 = affine.load %arg4[%arg7, %arg8] : memref<24x32xf64>
        %1 = arith.mulf %arg3, %0 : f64
        %2 = affine.load %arg6[%arg7, %arg8] : memref<24x32xf64>
        %3 = arith.mulf %arg2, %2 : f64
        %4 = affine.load %arg5[%arg7, %arg7] : memref<24x24xf64>
        %5 = arith.mulf %3, %4 : f64
        %6 = arith.addf %1, %5 : f64
        %7 = affine.load %alloca[] : memref<f64>
        %8 = arith.mulf %arg2, %7 : f64
        %9 = arith.addf %6, %8 : f64
        affine.store %9, %arg4[%arg7, %arg8] : memref<24x32xf64>
      }
    }
    return
  }

  func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

  // M[i][j] = ((i * p + j * q + s) mod r) / r
  func.func @init2(%M: memref<?x?xf64>, %p: index, %q: index, %s: index, %r: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %rows = memref.dim %M, %c0 : memref<?x?xf64>
    %cols = memref.dim %M, %c1 : memref<?x?xf64>
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f64
    scf.for %i = %c0 to %rows step %c1 {
      scf.for %j = %c0 to %cols step %c1 {
        %a = arith.muli %i, %p : index
        %b = arith.muli %j, %q : index
        %ab = arith.addi %a, %b : index
        %t = arith.addi %ab, %s : index
        %m = arith.remui %t, %r : index
        %mi = arith.index_cast %m : index to i64
        %mf = arith.sitofp %mi : i64 to f64
        %x = arith.divf %mf, %rf : f64
        memref.store %x, %M[%i, %j] : memref<?x?xf64>
      }
    }
    return
  }

  func.func @main() {
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %m = arith.constant 24 : i32
    %n = arith.constant 32 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %C = memref.alloc() : memref<24x32xf64>
    %C_d = memref.cast %C : memref<24x32xf64> to memref<?x?xf64>
    func.call @init2(%C_d, %i3, %i1, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %A = memref.alloc() : memref<24x24xf64>
    %A_d = memref.cast %A : memref<24x24xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<24x32xf64>
    %B_d = memref.cast %B : memref<24x32xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i2, %i1, %i5, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_symm(%m, %n, %alpha, %beta, %C, %A, %B) : (i32, i32, f64, f64, memref<24x32xf64>, memref<24x24xf64>, memref<24x32xf64>) -> ()
    %C_u = memref.cast %C : memref<24x32xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%C_u) : (memref<*xf64>) -> ()
    memref.dealloc %C : memref<24x32xf64>
    memref.dealloc %A : memref<24x24xf64>
    memref.dealloc %B : memref<24x32xf64>
    return
  }
}
