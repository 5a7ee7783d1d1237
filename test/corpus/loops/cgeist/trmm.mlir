// Source: alexanderb14/tensorize benchmark/polybench/trmm.mlir bb6f8d04c8dc8ac4ae50e1a50e37f6a591446687
//
// polybench/C 4.2 kernel_trmm, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < M) for (j < N) {
//     for (k = i+1; k < M; k++) B[i][j] += A[k][i] * B[k][j];
//     B[i][j] = alpha * B[i][j]; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to M = 26, N = 34
// (shapes: A MxM; B MxN);
// @main and the init helpers added.
// Also dropped: the argument attribute {irsynth.lower_triangular} on A.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: UNMATCHED @kernel_trmm (no launch
// VERIFY: kmatch-verify: 1 functions, 0 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_trmm(
// MATCH-NOT: {{scf.if|kernel.launch|linalg\.}}
// MATCH: return


#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_trmm(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<26x26xf64>, %arg4: memref<26x34xf64>) {
    affine.for %arg5 = 0 to 26 {
      affine.for %arg6 = 0 to 34 {
        affine.for %arg7 = #map(%arg5) to 26 {
          %2 = affine.load %arg3[%arg7, %arg5] : memref<26x26xf64>
          %3 = affine.load %arg4[%arg7, %arg6] : memref<26x34xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = affine.load %arg4[%arg5, %arg6] : memref<26x34xf64>
          %6 = arith.addf %5, %4 : f64
          affine.store %6, %arg4[%arg5, %arg6] : memref<26x34xf64>
        }
        %0 = affine.load %arg4[%arg5, %arg6] : memref<26x34xf64>
        %1 = arith.mulf %arg2, %0 : f64
        affine.store %1, %arg4[%arg5, %arg6] : memref<26x34xf64>
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
    %i11 = arith.constant 11 : index
    %i17 = arith.constant 17 : index
    %m = arith.constant 26 : i32
    %n = arith.constant 34 : i32
    %alpha = arith.constant 1.5 : f64
    %A = memref.alloc() : memref<26x26xf64>
    %A_d = memref.cast %A : memref<26x26xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<26x34xf64>
    %B_d = memref.cast %B : memref<26x34xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i2, %i5, %i3, %i17) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_trmm(%m, %n, %alpha, %A, %B) : (i32, i32, f64, memref<26x26xf64>, memref<26x34xf64>) -> ()
    %B_u = memref.cast %B : memref<26x34xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%B_u) : (memref<*xf64>) -> ()
    memref.dealloc %A : memref<26x26xf64>
    memref.dealloc %B : memref<26x34xf64>
    return
  }
}
