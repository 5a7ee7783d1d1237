// Source: alexanderb14/tensorize benchmark/polybench/mvt.mlir 27b8fab5c3a3bf8e835d14d6313fe6c1e3db09dd
//
// polybench/C 4.2 kernel_mvt, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < N) for (j < N) x1[i] = x1[i] + A[i][j] * y_1[j];
//   for (i < N) for (j < N) x2[i] = x2[i] + A[j][i] * y_2[j];
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to N = 40
// (shapes: x1 N; x2 N; y_1 N; y_2 N; A NxN);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_mvt (launches: gemv, gemv
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_mvt(
// MATCH: scf.if
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg5, %arg3, %{{[a-z0-9_]+}}, %arg1) {num_outs = 1 : i64, transA = false}
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg5, %arg4, %{{[a-z0-9_]+}}, %arg2) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_mvt(%arg0: i32, %arg1: memref<40xf64>, %arg2: memref<40xf64>, %arg3: memref<40xf64>, %arg4: memref<40xf64>, %arg5: memref<40x40xf64>) {
    affine.for %arg6 = 0 to 40 {
      affine.for %arg7 = 0 to 40 {
        %0 = affine.load %arg1[%arg6] : memref<40xf64>
        %1 = affine.load %arg5[%arg6, %arg7] : memref<40x40xf64>
        %2 = affine.load %arg3[%arg7] : memref<40xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %arg1[%arg6] : memref<40xf64>
      }
    }
    affine.for %arg6 = 0 to 40 {
      affine.for %arg7 = 0 to 40 {
        %0 = affine.load %arg2[%arg6] : memref<40xf64>
        %1 = affine.load %arg5[%arg7, %arg6] : memref<40x40xf64>
        %2 = affine.load %arg4[%arg7] : memref<40xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %arg2[%arg6] : memref<40xf64>
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
    %i1 = arith.constant 1 : index
    %i2 = arith.constant 2 : index
    %i3 = arith.constant 3 : index
    %i5 = arith.constant 5 : index
    %i7 = arith.constant 7 : index
    %i11 = arith.constant 11 : index
    %i13 = arith.constant 13 : index
    %n = arith.constant 40 : i32
    %x1 = memref.alloc() : memref<40xf64>
    %x1_d = memref.cast %x1 : memref<40xf64> to memref<?xf64>
    func.call @init1(%x1_d, %i1, %i2, %i5) : (memref<?xf64>, index, index, index) -> ()
    %x2 = memref.alloc() : memref<40xf64>
    %x2_d = memref.cast %x2 : memref<40xf64> to memref<?xf64>
    func.call @init1(%x2_d, %i2, %i1, %i7) : (memref<?xf64>, index, index, index) -> ()
    %y_1 = memref.alloc() : memref<40xf64>
    %y_1_d = memref.cast %y_1 : memref<40xf64> to memref<?xf64>
    func.call @init1(%y_1_d, %i3, %i1, %i11) : (memref<?xf64>, index, index, index) -> ()
    %y_2 = memref.alloc() : memref<40xf64>
    %y_2_d = memref.cast %y_2 : memref<40xf64> to memref<?xf64>
    func.call @init1(%y_2_d, %i5, %i2, %i13) : (memref<?xf64>, index, index, index) -> ()
    %A = memref.alloc() : memref<40x40xf64>
    %A_d = memref.cast %A : memref<40x40xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @kernel_mvt(%n, %x1, %x2, %y_1, %y_2, %A) : (i32, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40x40xf64>) -> ()
    %x1_u = memref.cast %x1 : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%x1_u) : (memref<*xf64>) -> ()
    %x2_u = memref.cast %x2 : memref<40xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%x2_u) : (memref<*xf64>) -> ()
    memref.dealloc %x1 : memref<40xf64>
    memref.dealloc %x2 : memref<40xf64>
    memref.dealloc %y_1 : memref<40xf64>
    memref.dealloc %y_2 : memref<40xf64>
    memref.dealloc %A : memref<40x40xf64>
    return
  }
}
