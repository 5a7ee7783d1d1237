// Source: alexanderb14/mlirSynth benchmarks/gemm.mlir c2fd884e6f85e89337dcaeace8eb827f2fb2daff
//
// polybench/C 4.2 kernel_gemm, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < NI) { for (j < NJ) C[i][j] *= beta;
//               for (k < NK) for (j < NJ) C[i][j] += alpha * A[i][k] * B[k][j]; }
//
// Changed from the source: module attributes (dlti/llvm/polygeist) and the
// function's llvm.linkage attribute dropped; sizes reduced to NI = 30, NJ = 34, NK = 38
// (shapes: C NIxNJ; A NIxNK; B NKxNJ);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_gemm (launches: gemm
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_gemm(
// MATCH: scf.if
// MATCH: kernel.launch @gemm(%arg3, %arg6, %arg7, %arg4, %arg5) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_gemm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: memref<30x34xf64>, %arg6: memref<30x38xf64>, %arg7: memref<38x34xf64>) {
    affine.for %arg8 = 0 to 30 {
      affine.for %arg9 = 0 to 34 {
        %0 = affine.load %arg5[%arg8, %arg9] : memref<30x34xf64>
        %1 = arith.mulf %0, %arg4 : f64
        affine.store %1, %arg5[%arg8, %arg9] : memref<30x34xf64>
      }
      affine.for %arg9 = 0 to 38 {
        affine.for %arg10 = 0 to 34 {
          %0 = affine.load %arg6[%arg8, %arg9] : memref<30x38xf64>
          %1 = arith.mulf %arg3, %0 : f64
          %2 = affine.load %arg7[%arg9, %arg10] : memref<38x34xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = affine.load %arg5[%arg8, %arg10] : memref<30x34xf64>
          %5 = arith.addf %4, %3 : f64
          affine.store %5, %arg5[%arg8, %arg10] : memref<30x34xf64>
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
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i7 = arith.constant 7 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %ni = arith.constant 30 : i32
    %nj = arith.constant 34 : i32
    %nk = arith.constant 38 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %C = memref.alloc() : memref<30x34xf64>
    %C_d = memref.cast %C : memref<30x34xf64> to memref<?x?xf64>
    func.call @init2(%C_d, %i3, %i1, %i0, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
    %A = memref.alloc() : memref<30x38xf64>
    %A_d = memref.cast %A : memref<30x38xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i2, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<38x34xf64>
    %B_d = memref.cast %B : memref<38x34xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i2, %i3, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_gemm(%ni, %nj, %nk, %alpha, %beta, %C, %A, %B) : (i32, i32, i32, f64, f64, memref<30x34xf64>, memref<30x38xf64>, memref<38x34xf64>) -> ()
    %C_u = memref.cast %C : memref<30x34xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%C_u) : (memref<*xf64>) -> ()
    memref.dealloc %C : memref<30x34xf64>
    memref.dealloc %A : memref<30x38xf64>
    memref.dealloc %B : memref<38x34xf64>
    return
  }
}
