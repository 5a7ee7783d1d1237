// Source: alexanderb14/tensorize benchmark/polybench/gesummv.mlir bb6f8d04c8dc8ac4ae50e1a50e37f6a591446687
//
// polybench/C 4.2 kernel_gesummv, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < N) { tmp[i] = 0; y[i] = 0;
//                 for (j < N) { tmp[i] = A[i][j] * x[j] + tmp[i];
//                               y[i] = B[i][j] * x[j] + y[i]; }
//                 y[i] = alpha * tmp[i] + beta * y[i]; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to N = 40
// (shapes: A NxN; B NxN; tmp N; x N; y N);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_gesummv (launches: gemv, gemv, axpby
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_gesummv(
// The run-time check proves the arrays apart, so the zero fills fold into
// the gemvs' beta = 0 (provenDisjointAt).
// MATCH: scf.if
// MATCH-NOT: linalg.fill
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg3, %arg6, %{{[a-z0-9_]+}}, %arg5) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: linalg.fill
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg4, %arg6, %{{[a-z0-9_]+}}, %arg7) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: linalg.fill
// MATCH: kernel.launch @axpby(%arg1, %arg5, %arg2, %arg7) {num_outs = 1 : i64}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_gesummv(%arg0: i32, %arg1: f64, %arg2: f64, %arg3: memref<40x40xf64>, %arg4: memref<40x40xf64>, %arg5: memref<40xf64>, %arg6: memref<40xf64>, %arg7: memref<40xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg8 = 0 to 40 {
      affine.store %cst, %arg5[%arg8] : memref<40xf64>
      affine.store %cst, %arg7[%arg8] : memref<40xf64>
      affine.for %arg9 = 0 to 40 {
        %5 = affine.load %arg3[%arg8, %arg9] : memref<40x40xf64>
        %6 = affine.load %arg6[%arg9] : memref<40xf64>
        %7 = arith.mulf %5, %6 : f64
        %8 = affine.load %arg5[%arg8] : memref<40xf64>
        %9 = arith.addf %7, %8 : f64
        affine.store %9, %arg5[%arg8] : memref<40xf64>
        %10 = affine.load %arg4[%arg8, %arg9] : memref<40x40xf64>
        %11 = affine.load %arg6[%arg9] : memref<40xf64>
        %12 = arith.mulf %10, %11 : f64
        %13 = affine.load %arg7[%arg8] : memref<40xf64>
        %14 = arith.addf %12, %13 : f64
        affine.store %14, %arg7[%arg8] : memref<40xf64>
      }
      %0 = affine.load %arg5[%arg8] : memref<40xf64>
      %1 = arith.mulf %arg1, %0 : f64
      %2 = affine.load %arg7[%arg8] : memref<40xf64>
      %3 = arith.mulf %arg2, %2 : f64
      %4 = arith.addf %1, %3 : f64
      affine.store %4, %arg7[%arg8] : memref<40xf64>
    }
    return
  }

  func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

  // v[i] = ((i * p + s) mod r) / r
  func.func @init1(%v: memref<?xf64>, %p: index, %s: index, %r: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %v, %c0 : memref<?xf64>
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f64
    scf.for %i = %c0 to %n step %c1 {
      %a = arith.muli %i, %p : index
      %t = arith.addi %a, %s : index
      %m = arith.remui %t, %r : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f64
      %x = arith.divf %mf, %rf : f64
      memref.store %x, %v[%i] : memref<?xf64>
    }
    return
  }

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
    %n = arith.constant 40 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %A = memref.alloc() : memref<40x40xf64>
    %A_d = memref.cast %A : memref<40x40xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %B = memref.alloc() : memref<40x40xf64>
    %B_d = memref.cast %B : memref<40x40xf64> to memref<?x?xf64>
    func.call @init2(%B_d, %i2, %i1, %i5, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %tmp = memref.alloc() : memref<40xf64>
    %tmp_d = memref.cast %tmp : memref<40xf64> to memref<?xf64>
    func.call @init1(%tmp_d, %i1, %i1, %i3) : (memref<?xf64>, index, index, index) -> ()
    %x = memref.alloc() : memref<40xf64>
    %x_d = memref.cast %x : memref<40xf64> to memref<?xf64>
    func.call @init1(%x_d, %i3, %i2, %i7) : (memref<?xf64>, index, index, index) -> ()
    %y = memref.alloc() : memref<40xf64>
    %y_d = memref.cast %y : memref<40xf64> to memref<?xf64>
    func.call @init1(%y_d, %i2, %i1, %i5) : (memref<?xf64>, index, index, index) -> ()
    func.call @kernel_gesummv(%n, %alpha, %beta, %A, %B, %tmp, %x, %y) : (i32, f64, f64, memref<40x40xf64>, memref<40x40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>) -> ()
    %tmp_u = memref.cast %tmp : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
    %y_u = memref.cast %y : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%y_u) : (memref<*xf64>) -> ()
    memref.dealloc %A : memref<40x40xf64>
    memref.dealloc %B : memref<40x40xf64>
    memref.dealloc %tmp : memref<40xf64>
    memref.dealloc %x : memref<40xf64>
    memref.dealloc %y : memref<40xf64>
    return
  }
}
