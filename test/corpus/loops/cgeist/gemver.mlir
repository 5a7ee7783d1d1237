// Source: alexanderb14/mlirSynth benchmarks/gemver.mlir 710c31d72dfd405e49535f8c77ff39b64b47e664
//
// polybench/C 4.2 kernel_gemver, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < N) for (j < N) A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
//   for (i < N) for (j < N) x[i] = x[i] + beta * A[j][i] * y[j];
//   for (i < N)             x[i] = x[i] + z[i];
//   for (i < N) for (j < N) w[i] = w[i] + alpha * A[i][j] * x[j];
//
// Changed from the source: module attributes (dlti/llvm/polygeist) and the
// function's llvm.linkage attribute dropped; sizes reduced to N = 40
// (shapes: A NxN; u1 N; v1 N; u2 N; v2 N; w N; x N; y N; z N);
// @main and the init helpers added.
// The source has the first loop nest (the A update) commented out; it is
// uncommented here (Yu-Maryland/HEC mlir/gemver/gemver.mlir
// 26b8d8bb95dc43e55181ceead61d017382ea009c, cgeist with dynamic sizes, has
// the same op sequence for it).
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_gemver (launches: ger2, gemv, axpby, gemv
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_gemver(
// MATCH: scf.if
// MATCH: kernel.launch @ger2(%{{[a-z0-9_]+}}, %arg4, %arg5, %{{[a-z0-9_]+}}, %arg6, %arg7, %arg3) {num_outs = 1 : i64, transA = false}
// MATCH: kernel.launch @gemv(%arg2, %arg3, %arg10, %{{[a-z0-9_]+}}, %arg9) {num_outs = 1 : i64, transA = true}
// MATCH: kernel.launch @axpby(%{{[a-z0-9_]+}}, %arg11, %{{[a-z0-9_]+}}, %arg9) {num_outs = 1 : i64}
// MATCH: kernel.launch @gemv(%arg1, %arg3, %arg9, %{{[a-z0-9_]+}}, %arg8) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_gemver(%arg0: i32, %arg1: f64, %arg2: f64, %arg3: memref<40x40xf64>, %arg4: memref<40xf64>, %arg5: memref<40xf64>, %arg6: memref<40xf64>, %arg7: memref<40xf64>, %arg8: memref<40xf64>, %arg9: memref<40xf64>, %arg10: memref<40xf64>, %arg11: memref<40xf64>) {
    affine.for %arg12 = 0 to 40 {
      affine.for %arg13 = 0 to 40 {
        %0 = affine.load %arg3[%arg12, %arg13] : memref<40x40xf64>
        %1 = affine.load %arg4[%arg12] : memref<40xf64>
        %2 = affine.load %arg5[%arg13] : memref<40xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        %5 = affine.load %arg6[%arg12] : memref<40xf64>
        %6 = affine.load %arg7[%arg13] : memref<40xf64>
        %7 = arith.mulf %5, %6 : f64
        %8 = arith.addf %4, %7 : f64
        affine.store %8, %arg3[%arg12, %arg13] : memref<40x40xf64>
      }
    }
    affine.for %arg12 = 0 to 40 {
      affine.for %arg13 = 0 to 40 {
        %0 = affine.load %arg9[%arg12] : memref<40xf64>
        %1 = affine.load %arg3[%arg13, %arg12] : memref<40x40xf64>
        %2 = arith.mulf %arg2, %1 : f64
        %3 = affine.load %arg10[%arg13] : memref<40xf64>
        %4 = arith.mulf %2, %3 : f64
        %5 = arith.addf %0, %4 : f64
        affine.store %5, %arg9[%arg12] : memref<40xf64>
      }
    }
    affine.for %arg12 = 0 to 40 {
      %0 = affine.load %arg9[%arg12] : memref<40xf64>
      %1 = affine.load %arg11[%arg12] : memref<40xf64>
      %2 = arith.addf %0, %1 : f64
      affine.store %2, %arg9[%arg12] : memref<40xf64>
    }
    affine.for %arg12 = 0 to 40 {
      affine.for %arg13 = 0 to 40 {
        %0 = affine.load %arg8[%arg12] : memref<40xf64>
        %1 = affine.load %arg3[%arg12, %arg13] : memref<40x40xf64>
        %2 = arith.mulf %arg1, %1 : f64
        %3 = affine.load %arg9[%arg13] : memref<40xf64>
        %4 = arith.mulf %2, %3 : f64
        %5 = arith.addf %0, %4 : f64
        affine.store %5, %arg8[%arg12] : memref<40xf64>
      }
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
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i4 = arith.constant 4 : index
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i9 = arith.constant 9 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %i17 = arith.constant 17 : index
    %i19 = arith.constant 19 : index
    %n = arith.constant 40 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %A = memref.alloc() : memref<40x40xf64>
    %A_d = memref.cast %A : memref<40x40xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %u1 = memref.alloc() : memref<40xf64>
    %u1_d = memref.cast %u1 : memref<40xf64> to memref<?xf64>
    func.call @init1(%u1_d, %i1, %i0, %i7) : (memref<?xf64>, index, index, index) -> ()
    %v1 = memref.alloc() : memref<40xf64>
    %v1_d = memref.cast %v1 : memref<40xf64> to memref<?xf64>
    func.call @init1(%v1_d, %i2, %i1, %i9) : (memref<?xf64>, index, index, index) -> ()
    %u2 = memref.alloc() : memref<40xf64>
    %u2_d = memref.cast %u2 : memref<40xf64> to memref<?xf64>
    func.call @init1(%u2_d, %i3, %i2, %i11) : (memref<?xf64>, index, index, index) -> ()
    %v2 = memref.alloc() : memref<40xf64>
    %v2_d = memref.cast %v2 : memref<40xf64> to memref<?xf64>
    func.call @init1(%v2_d, %i4, %i3, %i13) : (memref<?xf64>, index, index, index) -> ()
    %w = memref.alloc() : memref<40xf64>
    %w_d = memref.cast %w : memref<40xf64> to memref<?xf64>
    func.call @init1(%w_d, %i1, %i2, %i5) : (memref<?xf64>, index, index, index) -> ()
    %x = memref.alloc() : memref<40xf64>
    %x_d = memref.cast %x : memref<40xf64> to memref<?xf64>
    func.call @init1(%x_d, %i2, %i3, %i7) : (memref<?xf64>, index, index, index) -> ()
    %y = memref.alloc() : memref<40xf64>
    %y_d = memref.cast %y : memref<40xf64> to memref<?xf64>
    func.call @init1(%y_d, %i3, %i1, %i17) : (memref<?xf64>, index, index, index) -> ()
    %z = memref.alloc() : memref<40xf64>
    %z_d = memref.cast %z : memref<40xf64> to memref<?xf64>
    func.call @init1(%z_d, %i5, %i4, %i19) : (memref<?xf64>, index, index, index) -> ()
    func.call @kernel_gemver(%n, %alpha, %beta, %A, %u1, %v1, %u2, %v2, %w, %x, %y, %z) : (i32, f64, f64, memref<40x40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>) -> ()
    %A_u = memref.cast %A : memref<40x40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%A_u) : (memref<*xf64>) -> ()
    %x_u = memref.cast %x : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%x_u) : (memref<*xf64>) -> ()
    %w_u = memref.cast %w : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%w_u) : (memref<*xf64>) -> ()
    memref.dealloc %A : memref<40x40xf64>
    memref.dealloc %u1 : memref<40xf64>
    memref.dealloc %v1 : memref<40xf64>
    memref.dealloc %u2 : memref<40xf64>
    memref.dealloc %v2 : memref<40xf64>
    memref.dealloc %w : memref<40xf64>
    memref.dealloc %x : memref<40xf64>
    memref.dealloc %y : memref<40xf64>
    memref.dealloc %z : memref<40xf64>
    return
  }
}
