// Source: alexanderb14/tensorize benchmark/polybench/3mm.mlir bb6f8d04c8dc8ac4ae50e1a50e37f6a591446687
//
// polybench/C 4.2 kernel_3mm, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < NI) for (j < NJ) { E[i][j] = 0; for (k < NK) E[i][j] += A[i][k] * B[k][j]; }
//   for (i < NJ) for (j < NL) { F[i][j] = 0; for (k < NM) F[i][j] += C[i][k] * D[k][j]; }
//   for (i < NI) for (j < NL) { G[i][j] = 0; for (k < NJ) G[i][j] += E[i][k] * F[k][j]; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to NI = 20, NJ = 24, NK = 28, NL = 32, NM = 36
// (shapes: E NIxNJ; A NIxNK; B NKxNJ; F NJxNL; C NJxNM; D NMxNL; G NIxNL);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_3mm (launches: gemm, gemm, gemm
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_3mm(
// MATCH: scf.if
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %arg6, %arg7, %{{[a-z0-9_]+}}, %arg5) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %arg9, %arg10, %{{[a-z0-9_]+}}, %arg8) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %arg5, %arg8, %{{[a-z0-9_]+}}, %arg11) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_3mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: memref<20x24xf64>, %arg6: memref<20x28xf64>, %arg7: memref<28x24xf64>, %arg8: memref<24x32xf64>, %arg9: memref<24x36xf64>, %arg10: memref<36x32xf64>, %arg11: memref<20x32xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg12 = 0 to 20 {
      affine.for %arg13 = 0 to 24 {
        affine.store %cst, %arg5[%arg12, %arg13] : memref<20x24xf64>
        affine.for %arg14 = 0 to 28 {
          %0 = affine.load %arg6[%arg12, %arg14] : memref<20x28xf64>
          %1 = affine.load %arg7[%arg14, %arg13] : memref<28x24xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg5[%arg12, %arg13] : memref<20x24xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg5[%arg12, %arg13] : memref<20x24xf64>
        }
      }
    }
    affine.for %arg12 = 0 to 24 {
      affine.for %arg13 = 0 to 32 {
        affine.store %cst, %arg8[%arg12, %arg13] : memref<24x32xf64>
        affine.for %arg14 = 0 to 36 {
          %0 = affine.load %arg9[%arg12, %arg14] : memref<24x36xf64>
          %1 = affine.load %arg10[%arg14, %arg13] : memref<36x32xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg8[%arg12, %arg13] : memref<24x32xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg8[%arg12, %arg13] : memref<24x32xf64>
        }
      }
    }
    affine.for %arg12 = 0 to 20 {
      affine.for %arg13 = 0 to 32 {
        affine.store %cst, %arg11[%arg12, %arg13] : memref<20x32xf64>
        affine.for %arg14 = 0 to 24 {
          %0 = affine.load %arg5[%arg12, %arg14] : memref<20x24xf64>
          %1 = affine.load %arg8[%arg14, %arg13] : memref<24x32xf64>
          %2 = arith.mulf %0, %1 : f64
          %3 = affine.load %arg11[%arg12, %arg13] : memref<20x32xf64>
          %4 = arith.addf %3, %2 : f64
          affine.store %4, %arg11[%arg12, %arg13] : memref<20x32xf64>
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
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %i17 = arith.constant 17 : index
    %ni = arith.constant 20 : i32
    %nj = arith.constant 24 : i32
    %nk = arith.constant 28 : i32
    %nl = arith.constant 32 : i32
    %nm = arith.constant 36 : i32
    %E = memref.alloc() : memref<20x24xf64>
    %E_d = memref.cast %E : memref<20x24xf64> to memref<?x?xf64>
    func.call @init2(%E_d, %i1, %i1, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
    %A = memref.alloc() : memref<20x28xf64>
    %A_d = memref.cast %A : memref<20x28xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i1, %i1, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<28x24xf64>
    %B_d = memref.cast %B : memref<28x24xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i2, %i1, %i2, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %F = memref.alloc() : memref<24x32xf64>
    %F_d = memref.cast %F : memref<24x32xf64> to memref<?x?xf64>
    func.call @init2(%F_d, %i1, %i2, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
    %C = memref.alloc() : memref<24x36xf64>
    %C_d = memref.cast %C : memref<24x36xf64> to memref<?x?xf64>
    func.call @init2(%C_d, %i3, %i2, %i3, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %D = memref.alloc() : memref<36x32xf64>
    %D_d = memref.cast %D : memref<36x32xf64> to memref<?x?xf64>
    func.call @init2(%D_d, %i2, %i5, %i4, %i17) : (memref<?x?xf64>, index, index, index, index) -> ()
    %G = memref.alloc() : memref<20x32xf64>
    %G_d = memref.cast %G : memref<20x32xf64> to memref<?x?xf64>
    func.call @init2(%G_d, %i1, %i3, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_3mm(%ni, %nj, %nk, %nl, %nm, %E, %A, %B, %F, %C, %D, %G) : (i32, i32, i32, i32, i32, memref<20x24xf64>, memref<20x28xf64>, memref<28x24xf64>, memref<24x32xf64>, memref<24x36xf64>, memref<36x32xf64>, memref<20x32xf64>) -> ()
    %E_u = memref.cast %E : memref<20x24xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%E_u) : (memref<*xf64>) -> ()
    %F_u = memref.cast %F : memref<24x32xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%F_u) : (memref<*xf64>) -> ()
    %G_u = memref.cast %G : memref<20x32xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%G_u) : (memref<*xf64>) -> ()
    memref.dealloc %E : memref<20x24xf64>
    memref.dealloc %A : memref<20x28xf64>
    memref.dealloc %B : memref<28x24xf64>
    memref.dealloc %F : memref<24x32xf64>
    memref.dealloc %C : memref<24x36xf64>
    memref.dealloc %D : memref<36x32xf64>
    memref.dealloc %G : memref<20x32xf64>
    return
  }
}
