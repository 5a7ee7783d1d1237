// polybench/linear-algebra/blas/syrk, one linalg.generic per statement.
// Full-matrix form (polybench 3.x): polybench 4.x updates only j <= i; the
// loops here cover all of C, as a front end emits for the older source.
//
//   for (i) for (j) C[i][j] *= beta;
//   for (i) for (j) for (k) C[i][j] += alpha * A[i][k] * A[j][k];
//
// N = 30 (C is N x N), M = 22 (A is N x M). C starts non-symmetric. Expected:
// one syrk launch (trans = false) with beta = %beta (scale folded).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 900 %t.ref %t.kmatch
//
// One syrk launch with beta = %beta (the scale folds), not a gemm.
// MATCH-LABEL: func.func @kernel_syrk(
// MATCH-SAME: %[[ALPHA:arg[0-9]+]]: f64, %[[BETA:arg[0-9]+]]: f64, %[[C:arg[0-9]+]]: memref<?x?xf64>, %[[A:arg[0-9]+]]: memref<?x?xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @syrk(%[[ALPHA]], %[[A]], %[[BETA]], %[[C]]) {num_outs = 1 : i64, trans = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_ik = affine_map<(i, j, k) -> (i, k)>
#map_jk = affine_map<(i, j, k) -> (j, k)>
#map_ij3 = affine_map<(i, j, k) -> (i, j)>

func.func @kernel_syrk(%alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>) {
  // C[i][j] *= beta
  linalg.generic {indexing_maps = [#map_ij], iterator_types = ["parallel", "parallel"]}
      outs(%C : memref<?x?xf64>) {
  ^bb0(%c: f64):
    %0 = arith.mulf %c, %beta : f64
    linalg.yield %0 : f64
  }
  // C[i][j] += alpha * A[i][k] * A[j][k]
  linalg.generic {indexing_maps = [#map_ik, #map_jk, #map_ij3],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>) {
  ^bb0(%a: f64, %at: f64, %c: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %0, %at : f64
    %2 = arith.addf %c, %1 : f64
    linalg.yield %2 : f64
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
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i22 = arith.constant 22 : index
  %i30 = arith.constant 30 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %C = memref.alloc(%i30, %i30) : memref<?x?xf64>
  func.call @init2(%C, %i3, %i1, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
  %A = memref.alloc(%i30, %i22) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  func.call @kernel_syrk(%alpha, %beta, %C, %A) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %C_u = memref.cast %C : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%C_u) : (memref<*xf64>) -> ()
  return
}
