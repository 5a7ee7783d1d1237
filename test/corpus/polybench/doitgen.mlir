// polybench/linear-algebra/kernels/doitgen, static shapes (NR = 20, NQ = 24,
// NP = 28). polybench keeps a one-dimensional sum[p] per (r, q); here sum is
// expanded to sum[r][q][p] so that each statement becomes one linalg op:
//
//   for (r) for (q) { for (p) { sum[r][q][p] = 0;
//                               for (s) sum[r][q][p] += A[r][q][s] * C4[s][p]; }
//                     for (p) A[r][q][p] = sum[r][q][p]; }
//
// The contraction is a gemm of (NR*NQ) x NP by NP x NP once r and q are
// collapsed.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 26880 %t.ref %t.kmatch
//
// patterns/gemm_collapsed.pdll takes the contraction: A and sum are
// contiguous in (r, q), so it becomes one gemm on collapse_shape views of them
// ((NR*NQ) x NP times NP x NP), and the zero fill of sum folds into beta = 0.
// The copy-back A = sum is a plain copy and stays on the default path.
//
// MATCH-LABEL: func.func @kernel_doitgen(
// MATCH-SAME: %[[A:[^:]*]]: memref<20x24x28xf64>, %[[C4:[^:]*]]: memref<28x28xf64>, %[[SUM:[^:]*]]: memref<20x24x28xf64>)
// MATCH-NOT: linalg.fill
// MATCH-DAG: %[[A2:.*]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1], [2]] : memref<20x24x28xf64> into memref<480x28xf64>
// MATCH-DAG: %[[S2:.*]] = memref.collapse_shape %[[SUM]] {{\[\[}}0, 1], [2]] : memref<20x24x28xf64> into memref<480x28xf64>
// MATCH-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// MATCH: kernel.launch @gemm(%{{.*}}, %[[A2]], %[[C4]], %[[ZERO]], %[[S2]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: kernel.launch
// MATCH: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]
// MATCH-SAME: ins(%[[SUM]] : memref<20x24x28xf64>) outs(%[[A]] : memref<20x24x28xf64>)
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_rqs = affine_map<(r, q, p, s) -> (r, q, s)>
#map_sp = affine_map<(r, q, p, s) -> (s, p)>
#map_rqp = affine_map<(r, q, p, s) -> (r, q, p)>
#map_id3 = affine_map<(r, q, p) -> (r, q, p)>

func.func @kernel_doitgen(%A: memref<20x24x28xf64>, %C4: memref<28x28xf64>,
                          %sum: memref<20x24x28xf64>) {
  %zero = arith.constant 0.0 : f64
  // sum[r][q][p] = 0
  linalg.fill ins(%zero : f64) outs(%sum : memref<20x24x28xf64>)
  // sum[r][q][p] += A[r][q][s] * C4[s][p]
  linalg.generic {indexing_maps = [#map_rqs, #map_sp, #map_rqp],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%A, %C4 : memref<20x24x28xf64>, memref<28x28xf64>) outs(%sum : memref<20x24x28xf64>) {
  ^bb0(%a: f64, %c: f64, %acc: f64):
    %0 = arith.mulf %a, %c : f64
    %1 = arith.addf %acc, %0 : f64
    linalg.yield %1 : f64
  }
  // A[r][q][p] = sum[r][q][p]
  linalg.generic {indexing_maps = [#map_id3, #map_id3],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sum : memref<20x24x28xf64>) outs(%A : memref<20x24x28xf64>) {
  ^bb0(%s: f64, %a: f64):
    linalg.yield %s : f64
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
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i5 = arith.constant 5 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i20 = arith.constant 20 : index
  %i24 = arith.constant 24 : index
  %i28 = arith.constant 28 : index
  %A = memref.alloc() : memref<20x24x28xf64>
  %A_d = memref.cast %A : memref<20x24x28xf64> to memref<?x?x?xf64>
  func.call @init3(%A_d, %i1, %i2, %i3, %i1, %i11) : (memref<?x?x?xf64>, index, index, index, index, index) -> ()
  %C4 = memref.alloc() : memref<28x28xf64>
  %C4_d = memref.cast %C4 : memref<28x28xf64> to memref<?x?xf64>
  func.call @init2(%C4_d, %i2, %i3, %i1, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
  %sum = memref.alloc() : memref<20x24x28xf64>
  %sum_d = memref.cast %sum : memref<20x24x28xf64> to memref<?x?x?xf64>
  func.call @init3(%sum_d, %i1, %i1, %i1, %i0, %i5) : (memref<?x?x?xf64>, index, index, index, index, index) -> ()
  func.call @kernel_doitgen(%A, %C4, %sum) : (memref<20x24x28xf64>, memref<28x28xf64>, memref<20x24x28xf64>) -> ()
  %A_u = memref.cast %A : memref<20x24x28xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%A_u) : (memref<*xf64>) -> ()
  %sum_u = memref.cast %sum : memref<20x24x28xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%sum_u) : (memref<*xf64>) -> ()
  return
}
