// polybench/linear-algebra/kernels/2mm, one linalg.generic per statement:
//
//   for (i) for (j) { tmp[i][j] = 0;
//                     for (k) tmp[i][j] += alpha * A[i][k] * B[k][j]; }
//   for (i) for (j) { D[i][j] *= beta;
//                     for (k) D[i][j] += tmp[i][k] * C[k][j]; }
//
// NI = 20, NJ = 24, NK = 28, NL = 32. Expected: two gemm launches, the first
// with beta = 0 (fill folded), the second with beta = %beta (scale folded).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 1120 %t.ref %t.kmatch
//
// tmp = alpha*A*B with beta = 0 (the fill goes); D = tmp*C with beta = %beta
// (the scale goes).
// MATCH-LABEL: func.func @kernel_2mm(
// MATCH-SAME: %[[ALPHA:arg[0-9]+]]: f64, %[[BETA:arg[0-9]+]]: f64, %[[TMP:arg[0-9]+]]: memref<?x?xf64>, %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[B:arg[0-9]+]]: memref<?x?xf64>, %[[C:arg[0-9]+]]: memref<?x?xf64>, %[[D:arg[0-9]+]]: memref<?x?xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemm(%[[ALPHA]], %[[A]], %[[B]], %{{[a-z0-9_]+}}, %[[TMP]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %[[TMP]], %[[C]], %[[BETA]], %[[D]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_ik = affine_map<(i, j, k) -> (i, k)>
#map_kj = affine_map<(i, j, k) -> (k, j)>
#map_ij3 = affine_map<(i, j, k) -> (i, j)>

func.func @kernel_2mm(%alpha: f64, %beta: f64, %tmp: memref<?x?xf64>,
                      %A: memref<?x?xf64>, %B: memref<?x?xf64>,
                      %C: memref<?x?xf64>, %D: memref<?x?xf64>) {
  %zero = arith.constant 0.0 : f64
  // tmp[i][j] = 0
  linalg.fill ins(%zero : f64) outs(%tmp : memref<?x?xf64>)
  // tmp[i][j] += alpha * A[i][k] * B[k][j]
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij3],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%tmp : memref<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %t: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %0, %b : f64
    %2 = arith.addf %t, %1 : f64
    linalg.yield %2 : f64
  }
  // D[i][j] *= beta
  linalg.generic {indexing_maps = [#map_ij], iterator_types = ["parallel", "parallel"]}
      outs(%D : memref<?x?xf64>) {
  ^bb0(%d: f64):
    %0 = arith.mulf %d, %beta : f64
    linalg.yield %0 : f64
  }
  // D[i][j] += tmp[i][k] * C[k][j]
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij3],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%tmp, %C : memref<?x?xf64>, memref<?x?xf64>) outs(%D : memref<?x?xf64>) {
  ^bb0(%t: f64, %c: f64, %d: f64):
    %0 = arith.mulf %t, %c : f64
    %1 = arith.addf %d, %0 : f64
    linalg.yield %1 : f64
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
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i17 = arith.constant 17 : index
  %i20 = arith.constant 20 : index
  %i24 = arith.constant 24 : index
  %i28 = arith.constant 28 : index
  %i32 = arith.constant 32 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %tmp = memref.alloc(%i20, %i24) : memref<?x?xf64>
  func.call @init2(%tmp, %i1, %i1, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
  %A = memref.alloc(%i20, %i28) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i1, %i1, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
  %B = memref.alloc(%i28, %i24) : memref<?x?xf64>
  func.call @init2(%B, %i1, %i2, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  %C = memref.alloc(%i24, %i32) : memref<?x?xf64>
  func.call @init2(%C, %i3, %i1, %i2, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
  %D = memref.alloc(%i20, %i32) : memref<?x?xf64>
  func.call @init2(%D, %i2, %i5, %i3, %i17) : (memref<?x?xf64>, index, index, index, index) -> ()
  func.call @kernel_2mm(%alpha, %beta, %tmp, %A, %B, %C, %D) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %tmp_u = memref.cast %tmp : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
  %D_u = memref.cast %D : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%D_u) : (memref<*xf64>) -> ()
  return
}
