// Source: Yu-Maryland/HEC mlir/gemm/gemm.mlir 26b8d8bb95dc43e55181ceead61d017382ea009c
//
// polybench/C 4.2 kernel_gemm as cgeist emits it for PolyBench's LARGE
// arrays: each array's last dimension static (C[NI][1100], A[NI][1200],
// B[NK][1100]), the loop bounds the i32 size arguments (arith.index_cast).
// The loops cover only a corner of each array, so the raised nests read
// views of the loops' extents; the run of both nests is one run-time check,
// its views are shared (CSE), and the scale of C folds into the gemm's beta.
// Changed from the source: module attributes and llvm.linkage dropped; @main
// added (NI = 20, NJ = 25, NK = 30, arrays allocated at their LARGE widths).
//
// RUN: kmatch-opt %s --kmatch-raise-loops --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower_nodealloc %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 500 %t.ref %t.kmatch
//
// MATCH-LABEL: func.func @kernel_gemm(
// MATCH-SAME: %[[NI:arg0]]: i32, %[[NJ:arg1]]: i32, %[[NK:arg2]]: i32, %[[ALPHA:arg3]]: f64, %[[BETA:arg4]]: f64
// MATCH: scf.if
// MATCH-DAG: %[[CV:.*]] = memref.subview %arg5[0, 0] [%{{.*}}, %{{.*}}] [1, 1] : memref<?x1100xf64> to memref<?x?xf64, strided<[1100, 1]>>
// MATCH-DAG: %[[AV:.*]] = memref.subview %arg6[0, 0]
// MATCH-DAG: %[[BV:.*]] = memref.subview %arg7[0, 0]
// MATCH: kernel.launch @gemm(%[[ALPHA]], %[[AV]], %[[BV]], %[[BETA]], %[[CV]])
// MATCH-NOT: kernel.launch
// MATCH: } else {

module {
  func.func @kernel_gemm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: memref<?x1100xf64>, %arg6: memref<?x1200xf64>, %arg7: memref<?x1100xf64>) {
    %0 = arith.index_cast %arg1 : i32 to index
    %1 = arith.index_cast %arg2 : i32 to index
    %2 = arith.index_cast %arg0 : i32 to index
    affine.for %arg8 = 0 to %2 {
      affine.for %arg9 = 0 to %0 {
        %3 = affine.load %arg5[%arg8, %arg9] : memref<?x1100xf64>
        %4 = arith.mulf %3, %arg4 : f64
        affine.store %4, %arg5[%arg8, %arg9] : memref<?x1100xf64>
      }
      affine.for %arg9 = 0 to %1 {
        affine.for %arg10 = 0 to %0 {
          %3 = affine.load %arg6[%arg8, %arg9] : memref<?x1200xf64>
          %4 = arith.mulf %arg3, %3 : f64
          %5 = affine.load %arg7[%arg9, %arg10] : memref<?x1100xf64>
          %6 = arith.mulf %4, %5 : f64
          %7 = affine.load %arg5[%arg8, %arg10] : memref<?x1100xf64>
          %8 = arith.addf %7, %6 : f64
          affine.store %8, %arg5[%arg8, %arg10] : memref<?x1100xf64>
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
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c13 = arith.constant 13 : index
    %ni = arith.constant 20 : i32
    %nj = arith.constant 25 : i32
    %nk = arith.constant 30 : i32
    %alpha = arith.constant 1.5 : f64
    %beta = arith.constant 1.2 : f64
    %C = memref.alloc() : memref<20x1100xf64>
    %A = memref.alloc() : memref<20x1200xf64>
    %B = memref.alloc() : memref<30x1100xf64>
    %Cd = memref.cast %C : memref<20x1100xf64> to memref<?x?xf64>
    %Ad = memref.cast %A : memref<20x1200xf64> to memref<?x?xf64>
    %Bd = memref.cast %B : memref<30x1100xf64> to memref<?x?xf64>
    func.call @init2(%Cd, %c1, %c2, %c3, %c7) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @init2(%Ad, %c2, %c3, %c1, %c11) : (memref<?x?xf64>, index, index, index, index) -> ()
    func.call @init2(%Bd, %c3, %c5, %c2, %c13) : (memref<?x?xf64>, index, index, index, index) -> ()
    %Ck = memref.cast %C : memref<20x1100xf64> to memref<?x1100xf64>
    %Ak = memref.cast %A : memref<20x1200xf64> to memref<?x1200xf64>
    %Bk = memref.cast %B : memref<30x1100xf64> to memref<?x1100xf64>
    func.call @kernel_gemm(%ni, %nj, %nk, %alpha, %beta, %Ck, %Ak, %Bk) : (i32, i32, i32, f64, f64, memref<?x1100xf64>, memref<?x1200xf64>, memref<?x1100xf64>) -> ()
    // The corner the kernel wrote, and the column after it (left as it was).
    %corner = memref.subview %C[0, 0] [20, 26] [1, 1] : memref<20x1100xf64> to memref<20x26xf64, strided<[1100, 1]>>
    %u = memref.cast %corner : memref<20x26xf64, strided<[1100, 1]>> to memref<*xf64>
    func.call @kmatch_print_memref_f64(%u) : (memref<*xf64>) -> ()
    memref.dealloc %C : memref<20x1100xf64>
    memref.dealloc %A : memref<20x1200xf64>
    memref.dealloc %B : memref<30x1100xf64>
    return
  }
}
