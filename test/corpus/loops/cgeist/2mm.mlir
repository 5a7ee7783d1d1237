// Source: alexanderb14/tensorize benchmark/polybench/2mm.mlir 27b8fab5c3a3bf8e835d14d6313fe6c1e3db09dd
//
// polybench/C 4.2 kernel_2mm, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < NI) for (j < NJ) { tmp[i][j] = 0;
//                               for (k < NK) tmp[i][j] += alpha * A[i][k] * B[k][j]; }
//   for (i < NI) for (j < NL) { D[i][j] *= beta;
//                               for (k < NJ) D[i][j] += tmp[i][k] * C[k][j]; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to NI = 20, NJ = 24, NK = 28, NL = 32
// (shapes: tmp NIxNJ; A NIxNK; B NKxNJ; C NJxNL; D NIxNL);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_2mm (launches: gemm, gemm
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_2mm(
// MATCH: scf.if
// MATCH: kernel.launch @gemm(%arg4, %arg7, %arg8, %{{[a-z0-9_]+}}, %arg6) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %arg6, %arg9, %arg5, %arg10) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<20x24xf64>, %arg7: memref<20x28xf64>, %arg8: memref<28x24xf64>, %arg9: memref<24x32xf64>, %arg10: memref<20x32xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg11 = 0 to 20 {
      affine.for %arg12 = 0 to 24 {
        affine.store %cst, %arg6[%arg11, %arg12] : memref<20x24xf64>
        affine.for %arg13 = 0 to 28 {
          %0 = affine.load %arg7[%arg11, %arg13] : memref<20x28xf64>
          %1 = arith.mulf %arg4, %0 : f64
          %2 = affine.load %arg8[%arg13, %arg12] : memref<28x24xf64>
          %3 = arith.mulf %1, %2 : f64
          %4 = affine.load %arg6[%arg11, %arg12] : memref<20x24xf64>
          %5 = arith.addf %4, %3 : f64
          affine.store %5, %arg6[%arg11, %arg12] : memref<20x24xf64>
        }
      }
    }
    affine.for %arg11 = 0 to 20 {
      affine.for %arg12 = 0 to 32 {
        %0 = affine.load %arg10[%arg11, %arg12] : memref<20x32xf64>
        %1 = arith.mulf %0, %arg5 : f64
        affine.store %1, %arg10[%arg11, %arg12] : memref<20x32xf64>
        affine.for %arg13 = 0 to 24 {
          %2 = affine.load %arg6[%arg11, %arg13] : memref<20x24xf64>
          %3 = affine.load %arg9[%arg13, %arg12] : memref<24x32xf64>
          %4 = arith.mulf %2, %3 : f64
          %5 = affine.load %arg10[%arg11, %arg12] : memref<20x32xf64>
          %6 = arith.addf %5, %4 : f64
          affine.store %6, %arg10[%arg11, %arg12] : memref<20x32xf64>
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
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %i17 = arith.constant 17 : index
    %ni = arith.constant 20 : i32
    %nj = arith.constant 24 : i32
    %nk = arith.constant 28 : i32
    %nl = arith.constant 32 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %tmp = memref.alloc() : memref<20x24xf64>
    %tmp_d = memref.cast %tmp : memref<20x24xf64> to memref<?x?xf64>
    func.call @init2(%tmp_d, %i1, %i1, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
    %A = memref.alloc() : memref<20x28xf64>
    %A_d = memref.cast %A : memref<20x28xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i1, %i1, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<28x24xf64>
    %B_d = memref.cast %B : memref<28x24xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i1, %i2, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %C = memref.alloc() : memref<24x32xf64>
    %C_d = memref.cast %C : memref<24x32xf64> to memref<?x?xf64>
    func.call @init2(%C_d, %i3, %i1, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %D = memref.alloc() : memref<20x32xf64>
    %D_d = memref.cast %D : memref<20x32xf64> to memref<?x?xf64>
    func.call @init2(%D_d, %i2, %i5, %i3, %i17) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_2mm(%ni, %nj, %nk, %nl, %alpha, %beta, %tmp, %A, %B, %C, %D) : (i32, i32, i32, i32, f64, f64, memref<20x24xf64>, memref<20x28xf64>, memref<28x24xf64>, memref<24x32xf64>, memref<20x32xf64>) -> ()
    %tmp_u = memref.cast %tmp : memref<20x24xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
    %D_u = memref.cast %D : memref<20x32xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%D_u) : (memref<*xf64>) -> ()
    memref.dealloc %tmp : memref<20x24xf64>
    memref.dealloc %A : memref<20x28xf64>
    memref.dealloc %B : memref<28x24xf64>
    memref.dealloc %C : memref<24x32xf64>
    memref.dealloc %D : memref<20x32xf64>
    return
  }
}
