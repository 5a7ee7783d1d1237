// polybench/linear-algebra/blas/gemver, one linalg op per statement (N = 40):
//
//   for (i) for (j) A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
//   for (i) for (j) x[i] = x[i] + beta * A[j][i] * y[j];
//   for (i)         x[i] = x[i] + z[i];
//   for (i) for (j) w[i] = w[i] + alpha * A[i][j] * x[j];
//
// Expected: ger2 (rank-2 update), gemv (transA = true, alpha = %beta,
// beta = 1: accumulates into x), axpby (x += z, alpha = beta = 1), gemv
// (alpha = %alpha, beta = 1: accumulates into w).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 1680 %t.ref %t.kmatch
//
// ger2 on A; x += beta*A^T y (gemv, beta = 1); x += z (axpby, 1 and 1);
// w += alpha*A x (gemv, beta = 1).
// MATCH-LABEL: func.func @kernel_gemver(
// MATCH-SAME: %[[ALPHA:arg[0-9]+]]: f64, %[[BETA:arg[0-9]+]]: f64, %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[U1:arg[0-9]+]]: memref<?xf64>, %[[V1:arg[0-9]+]]: memref<?xf64>, %[[U2:arg[0-9]+]]: memref<?xf64>, %[[V2:arg[0-9]+]]: memref<?xf64>, %[[W:arg[0-9]+]]: memref<?xf64>, %[[X:arg[0-9]+]]: memref<?xf64>, %[[Y:arg[0-9]+]]: memref<?xf64>, %[[Z:arg[0-9]+]]: memref<?xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @ger2(%{{[a-z0-9_]+}}, %[[U1]], %[[V1]], %{{[a-z0-9_]+}}, %[[U2]], %[[V2]], %[[A]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%[[BETA]], %[[A]], %[[Y]], %{{[a-z0-9_]+}}, %[[X]]) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @axpby(%{{[a-z0-9_]+}}, %[[Z]], %{{[a-z0-9_]+}}, %[[X]]) {num_outs = 1 : i64}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%[[ALPHA]], %[[A]], %[[X]], %{{[a-z0-9_]+}}, %[[W]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_ji = affine_map<(i, j) -> (j, i)>
#map_j = affine_map<(i, j) -> (j)>
#map_i = affine_map<(i, j) -> (i)>
#map_id = affine_map<(i) -> (i)>

func.func @kernel_gemver(%alpha: f64, %beta: f64, %A: memref<?x?xf64>,
                         %u1: memref<?xf64>, %v1: memref<?xf64>,
                         %u2: memref<?xf64>, %v2: memref<?xf64>,
                         %w: memref<?xf64>, %x: memref<?xf64>,
                         %y: memref<?xf64>, %z: memref<?xf64>) {
  // A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j]
  linalg.generic {indexing_maps = [#map_i, #map_j, #map_i, #map_j, #map_ij],
                  iterator_types = ["parallel", "parallel"]}
      ins(%u1, %v1, %u2, %v2 : memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>)
      outs(%A : memref<?x?xf64>) {
  ^bb0(%u1i: f64, %v1j: f64, %u2i: f64, %v2j: f64, %a: f64):
    %0 = arith.mulf %u1i, %v1j : f64
    %1 = arith.addf %a, %0 : f64
    %2 = arith.mulf %u2i, %v2j : f64
    %3 = arith.addf %1, %2 : f64
    linalg.yield %3 : f64
  }
  // x[i] = x[i] + beta * A[j][i] * y[j]
  linalg.generic {indexing_maps = [#map_ji, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %y : memref<?x?xf64>, memref<?xf64>) outs(%x : memref<?xf64>) {
  ^bb0(%a: f64, %yj: f64, %xi: f64):
    %0 = arith.mulf %beta, %a : f64
    %1 = arith.mulf %0, %yj : f64
    %2 = arith.addf %xi, %1 : f64
    linalg.yield %2 : f64
  }
  // x[i] = x[i] + z[i]
  linalg.generic {indexing_maps = [#map_id, #map_id], iterator_types = ["parallel"]}
      ins(%z : memref<?xf64>) outs(%x : memref<?xf64>) {
  ^bb0(%zi: f64, %xi: f64):
    %0 = arith.addf %xi, %zi : f64
    linalg.yield %0 : f64
  }
  // w[i] = w[i] + alpha * A[i][j] * x[j]
  linalg.generic {indexing_maps = [#map_ij, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<?x?xf64>, memref<?xf64>) outs(%w : memref<?xf64>) {
  ^bb0(%a: f64, %xj: f64, %wi: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %0, %xj : f64
    %2 = arith.addf %wi, %1 : f64
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
  %i40 = arith.constant 40 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %A = memref.alloc(%i40, %i40) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  %u1 = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%u1, %i1, %i0, %i7) : (memref<?xf64>, index, index, index) -> ()
  %v1 = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%v1, %i2, %i1, %i9) : (memref<?xf64>, index, index, index) -> ()
  %u2 = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%u2, %i3, %i2, %i11) : (memref<?xf64>, index, index, index) -> ()
  %v2 = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%v2, %i4, %i3, %i13) : (memref<?xf64>, index, index, index) -> ()
  %w = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%w, %i1, %i2, %i5) : (memref<?xf64>, index, index, index) -> ()
  %x = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%x, %i2, %i3, %i7) : (memref<?xf64>, index, index, index) -> ()
  %y = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%y, %i3, %i1, %i17) : (memref<?xf64>, index, index, index) -> ()
  %z = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%z, %i5, %i4, %i19) : (memref<?xf64>, index, index, index) -> ()
  func.call @kernel_gemver(%alpha, %beta, %A, %u1, %v1, %u2, %v2, %w, %x, %y, %z) : (f64, f64, memref<?x?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
  %A_u = memref.cast %A : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%A_u) : (memref<*xf64>) -> ()
  %x_u = memref.cast %x : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%x_u) : (memref<*xf64>) -> ()
  %w_u = memref.cast %w : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%w_u) : (memref<*xf64>) -> ()
  return
}
