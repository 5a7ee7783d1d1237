// Source: alexanderb14/tensorize benchmark/polybench/doitgen.mlir 27b8fab5c3a3bf8e835d14d6313fe6c1e3db09dd
//
// polybench/C 4.2 kernel_doitgen, as Polygeist's cgeist emits it (affine.for /
// affine.load / affine.store / arith on memref arguments):
//
//   for (r < NR) for (q < NQ) {
//     for (p < NP) { sum[p] = 0;
//                    for (s < NP) sum[p] += A[r][q][s] * C4[s][p]; }
//     for (p < NP) A[r][q][p] = sum[p]; }
//
// Changed from the source (whose module has no attributes): the
// function's llvm.linkage attribute dropped; sizes reduced to NR = 20, NQ = 24, NP = 28
// (shapes: A NRxNQxNP; C4 NPxNP; sum NP);
// @main and the init helpers added.
// Otherwise the kernel is the source's text, op for op.
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=VERIFY
//
// VERIFY: kmatch-verify: 1 functions, 1 rewritten, 0 failures
//
// sum[p] is rewritten in full for every (r, q): each (r, q) gets a copy of
// its own, and the product over all of them is one @gemm on A's rows.
// MATCH-LABEL: func.func @kernel_doitgen(
// MATCH: scf.if
// MATCH: %[[T:.*]] = memref.alloc() {bufferization.manual_deallocation} : memref<20x24x28xf64>
// MATCH: %[[AR:.*]] = memref.collapse_shape %arg3 {{\[\[}}0, 1], [2]] : memref<20x24x28xf64> into memref<480x28xf64>
// MATCH: %[[TR:.*]] = memref.collapse_shape %[[T]] {{\[\[}}0, 1], [2]] : memref<20x24x28xf64> into memref<480x28xf64>
// MATCH: kernel.launch @gemm(%{{[^,]*}}, %[[AR]], %arg4, %{{[^,]*}}, %[[TR]])
// MATCH: linalg.generic {{.*}} ins(%[[T]] : memref<20x24x28xf64>) outs(%arg3 : memref<20x24x28xf64>)
// MATCH: %[[LAST:.*]] = memref.subview %[[T]][19, 23, 0] [1, 1, 28] [1, 1, 1]
// MATCH: linalg.generic {{.*}} ins(%[[LAST]] : {{.*}}) outs(%arg5 : memref<28xf64>)
// MATCH: memref.dealloc %[[T]]
// MATCH: } else {
// MATCH: affine.for
// MATCH: return


module {
  func.func @kernel_doitgen(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<20x24x28xf64>, %arg4: memref<28x28xf64>, %arg5: memref<28xf64>) {
    %cst = arith.constant 0.000000e+00 : f64
    affine.for %arg6 = 0 to 20 {
      affine.for %arg7 = 0 to 24 {
        affine.for %arg8 = 0 to 28 {
          affine.store %cst, %arg5[%arg8] : memref<28xf64>
          affine.for %arg9 = 0 to 28 {
            %0 = affine.load %arg3[%arg6, %arg7, %arg9] : memref<20x24x28xf64>
            %1 = affine.load %arg4[%arg9, %arg8] : memref<28x28xf64>
            %2 = arith.mulf %0, %1 : f64
            %3 = affine.load %arg5[%arg8] : memref<28xf64>
            %4 = arith.addf %3, %2 : f64
            affine.store %4, %arg5[%arg8] : memref<28xf64>
          }
        }
        affine.for %arg8 = 0 to 28 {
          %0 = affine.load %arg5[%arg8] : memref<28xf64>
          affine.store %0, %arg3[%arg6, %arg7, %arg8] : memref<20x24x28xf64>
        }
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

  // M[i][j][k] = ((i * p + j * q + k * t + s) mod r) / r
  func.func @init3(%M: memref<?x?x?xf64>, %p: index, %q: index, %t: index, %s: index, %r: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %d0 = memref.dim %M, %c0 : memref<?x?x?xf64>
    %d1 = memref.dim %M, %c1 : memref<?x?x?xf64>
    %d2 = memref.dim %M, %c2 : memref<?x?x?xf64>
    %ri = arith.index_cast %r : index to i64
    %rf = arith.sitofp %ri : i64 to f64
    scf.for %i = %c0 to %d0 step %c1 {
      scf.for %j = %c0 to %d1 step %c1 {
        scf.for %k = %c0 to %d2 step %c1 {
          %a = arith.muli %i, %p : index
          %b = arith.muli %j, %q : index
          %c = arith.muli %k, %t : index
          %ab = arith.addi %a, %b : index
          %abc = arith.addi %ab, %c : index
          %u = arith.addi %abc, %s : index
          %m = arith.remui %u, %r : index
          %mi = arith.index_cast %m : index to i64
          %mf = arith.sitofp %mi : i64 to f64
          %x = arith.divf %mf, %rf : f64
          memref.store %x, %M[%i, %j, %k] : memref<?x?x?xf64>
        }
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
    %i13 = arith.constant 13 : index
    %nr = arith.constant 20 : i32
    %nq = arith.constant 24 : i32
    %np = arith.constant 28 : i32
    %A = memref.alloc() : memref<20x24x28xf64>
    %A_d = memref.cast %A : memref<20x24x28xf64> to memref<?x?x?xf64>
    func.call @init3(%A_d, %i1, %i2, %i3, %i1, %i11) : (memref<?x?x?xf64>, index, index, index, index, index) -> ()
    %C4 = memref.alloc() : memref<28x28xf64>
    %C4_d = memref.cast %C4 : memref<28x28xf64> to memref<?x?xf64>
    func.call @init2(%C4_d, %i2, %i3, %i1, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %sum = memref.alloc() : memref<28xf64>
    %sum_d = memref.cast %sum : memref<28xf64> to memref<?xf64>
    func.call @init1(%sum_d, %i1, %i1, %i5) : (memref<?xf64>, index, index, index) -> ()
    func.call @kernel_doitgen(%nr, %nq, %np, %A, %C4, %sum) : (i32, i32, i32, memref<20x24x28xf64>, memref<28x28xf64>, memref<28xf64>) -> ()
    %A_u = memref.cast %A : memref<20x24x28xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%A_u) : (memref<*xf64>) -> ()
    %sum_u = memref.cast %sum : memref<28xf64> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%sum_u) : (memref<*xf64>) -> ()
    memref.dealloc %A : memref<20x24x28xf64>
    memref.dealloc %C4 : memref<28x28xf64>
    memref.dealloc %sum : memref<28xf64>
    return
  }
}
