// Source: alexanderb14/mlirSynth benchmarks/syrk.mlir ef9b10e0b08f812a7b448348aedeb611fa9a092e
//
// polybench/C 4.2 kernel_syrk, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < N) { for (j <= i) C[i][j] *= beta;
//                 for (k < M) for (j <= i) C[i][j] += alpha * A[i][k] * A[j][k]; }
//
// Changed from the source: module attributes (dlti/llvm/polygeist) and the
// function's llvm.linkage attribute dropped; sizes reduced to N = 30, M = 22
// (shapes: C NxN; A NxM);
// @main and the init helpers added.
// Also dropped: the source's leading lit line (its command: `ls`).
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: UNMATCHED @kernel_syrk (no launch
// VERIFY: kmatch-verify: 1 functions, 0 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_syrk(
// MATCH-NOT: {{scf.if|kernel.launch|linalg\.}}
// MATCH: return


#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_syrk(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: memref<30x30xf64>, %arg5: memref<30x22xf64>) {
    affine.for %arg6 = 0 to 30 {
      affine.for %arg7 = 0 to #map(%arg6) {
        %0 = affine.load %arg4[%arg6, %arg7] : memref<30x30xf64>
        %1 = arith.mulf %0, %arg3 : f64
        affine.store %1, %arg4[%arg6, %arg7] : memref<30x30xf64>
      }
      affine.for %arg7 = 0 to 22 {
        affine.for %arg8 = 0 to #map(%arg6) {
          %0 = affine.load %arg5[%arg6, %arg7] : memref<30x22xf64>
          %1 = arith.mulf %arg2, %0 : f64
          %2 = affine.load %arg5[%arg8, %arg7] : memref<30x22xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = affine.load %arg4[%arg6, %arg8] : memref<30x30xf64>
          %5 = arith.addf %4, %3 : f64
          affine.store %5, %arg4[%arg6, %arg8] : memref<30x30xf64>
        }
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
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %n = arith.constant 30 : i32
    %m = arith.constant 22 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %C = memref.alloc() : memref<30x30xf64>
    %C_d = memref.cast %C : memref<30x30xf64> to memref<?x?xf64>
    func.call @init2(%C_d, %i3, %i1, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %A = memref.alloc() : memref<30x22xf64>
    %A_d = memref.cast %A : memref<30x22xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_syrk(%n, %m, %alpha, %beta, %C, %A) : (i32, i32, f64, f64, memref<30x30xf64>, memref<30x22xf64>) -> ()
    %C_u = memref.cast %C : memref<30x30xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%C_u) : (memref<*xf64>) -> ()
    memref.dealloc %C : memref<30x30xf64>
    memref.dealloc %A : memref<30x22xf64>
    return
  }
}
