// Source: alexanderb14/mlirSynth benchmarks/atax.mlir c2fd884e6f85e89337dcaeace8eb827f2fb2daff
//
// polybench/C 4.2 kernel_atax, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (i < N) y[i] = 0;
//   for (i < M) { tmp[i] = 0;
//                 for (j < N) tmp[i] = tmp[i] + A[i][j] * x[j];
//                 for (j < N) y[j] = y[j] + A[i][j] * tmp[i]; }
//
// Changed from the source: module attributes (dlti/llvm/polygeist) and the
// function's llvm.linkage attribute dropped; sizes reduced to M = 38, N = 42
// (shapes: A MxN; x N; y N; tmp M);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY-DAG: PASS @kernel_atax (launches: gemv, gemv
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
// MATCH-LABEL: func.func @kernel_atax(
// The run-time check proves the arrays apart, so the zero fills fold into
// the gemvs' beta = 0 (provenDisjointAt).
// MATCH: scf.if
// MATCH-NOT: linalg.fill
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg2, %arg3, %{{[a-z0-9_]+}}, %arg5) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: linalg.fill
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %arg2, %arg5, %{{[a-z0-9_]+}}, %arg4) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: kernel.launch
// MATCH: } else {
// MATCH-NOT: kernel.launch
// MATCH: return


module {
  func.func @kernel_atax(%arg0: i32, %arg1: i32, %arg2: memref<38x42xf64>, %arg3: memref<42xf64>, %arg4: memref<42xf64>, %arg5: memref<38xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg6 = 0 to 42 {
      affine.store %cst, %arg4[%arg6] : memref<42xf64>
    }
    affine.for %arg6 = 0 to 38 {
      affine.store %cst, %arg5[%arg6] : memref<38xf64>
      affine.for %arg7 = 0 to 42 {
        %0 = affine.load %arg5[%arg6] : memref<38xf64>
        %1 = affine.load %arg2[%arg6, %arg7] : memref<38x42xf64>
        %2 = affine.load %arg3[%arg7] : memref<42xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %arg5[%arg6] : memref<38xf64>
      }
      affine.for %arg7 = 0 to 42 {
        %0 = affine.load %arg4[%arg7] : memref<42xf64>
        %1 = affine.load %arg2[%arg6, %arg7] : memref<38x42xf64>
        %2 = affine.load %arg5[%arg6] : memref<38xf64>
        %3 = arith.mulf %1, %2 : f64
        %4 = arith.addf %0, %3 : f64
        affine.store %4, %arg4[%arg7] : memref<42xf64>
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
    %m = arith.constant 38 : i32
    %n = arith.constant 42 : i32
    %A = memref.alloc() : memref<38x42xf64>
    %A_d = memref.cast %A : memref<38x42xf64> to memref<?x?xf64>
    func.call @init2(%A_d, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
    %x = memref.alloc() : memref<42xf64>
    %x_d = memref.cast %x : memref<42xf64> to memref<?xf64>
    func.call @init1(%x_d, %i2, %i1, %i7) : (memref<?xf64>, index, index, index) -> ()
    %y = memref.alloc() : memref<42xf64>
    %y_d = memref.cast %y : memref<42xf64> to memref<?xf64>
    func.call @init1(%y_d, %i1, %i2, %i5) : (memref<?xf64>, index, index, index) -> ()
    %tmp = memref.alloc() : memref<38xf64>
    %tmp_d = memref.cast %tmp : memref<38xf64> to memref<?xf64>
    func.call @init1(%tmp_d, %i3, %i1, %i13) : (memref<?xf64>, index, index, index) -> ()
    func.call @kernel_atax(%m, %n, %A, %x, %y, %tmp) : (i32, i32, memref<38x42xf64>, memref<42xf64>, memref<42xf64>, memref<38xf64>) -> ()
    %y_u = memref.cast %y : memref<42xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%y_u) : (memref<*xf64>) -> ()
    %tmp_u = memref.cast %tmp : memref<38xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
    memref.dealloc %A : memref<38x42xf64>
    memref.dealloc %x : memref<42xf64>
    memref.dealloc %y : memref<42xf64>
    memref.dealloc %tmp : memref<38xf64>
    return
  }
}
