// polybench/linear-algebra/kernels/atax, one linalg op per statement, static
// shapes (M = 38, N = 42; A is M x N):
//
//   for (i < N) y[i] = 0;
//   for (i < M) { tmp[i] = 0;
//                 for (j) tmp[i] = tmp[i] + A[i][j] * x[j];
//                 for (j) y[j] = y[j] + A[i][j] * tmp[i]; }
//
// Expected: two gemv launches (tmp = A x, y = A^T tmp). tmp's fill folds
// into beta = 0; y's fill stays, because the first gemv, between it and the
// second gemv, writes tmp, which the second one reads: merging across a
// write of an operand is refused (NothingInterferesBetween), so y is
// zero-filled and the second gemv accumulates onto it.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
//
// tmp = A x with beta = 0; y zero-filled, then y += A^T tmp.
// MATCH-LABEL: func.func @kernel_atax(
// MATCH-SAME: %[[A:arg[0-9]+]]: memref<38x42xf64>, %[[X:arg[0-9]+]]: memref<42xf64>, %[[Y:arg[0-9]+]]: memref<42xf64>, %[[TMP:arg[0-9]+]]: memref<38xf64>)
// MATCH: linalg.fill ins(%{{.*}} : f64) outs(%[[Y]] : memref<42xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// MATCH-NEXT: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[X]], %[[ZERO]], %[[TMP]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// MATCH-NEXT: kernel.launch @gemv(%[[ONE]], %[[A]], %[[TMP]], %[[ONE]], %[[Y]]) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ij_i = affine_map<(i, j) -> (i, j)>
#map_j = affine_map<(i, j) -> (j)>
#map_i = affine_map<(i, j) -> (i)>

func.func @kernel_atax(%A: memref<38x42xf64>, %x: memref<42xf64>, %y: memref<42xf64>,
                       %tmp: memref<38xf64>) {
  %zero = arith.constant 0.0 : f64
  // y[i] = 0
  linalg.fill ins(%zero : f64) outs(%y : memref<42xf64>)
  // tmp[i] = 0
  linalg.fill ins(%zero : f64) outs(%tmp : memref<38xf64>)
  // tmp[i] = tmp[i] + A[i][j] * x[j]
  linalg.generic {indexing_maps = [#map_ij_i, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<38x42xf64>, memref<42xf64>) outs(%tmp : memref<38xf64>) {
  ^bb0(%a: f64, %xj: f64, %t: f64):
    %0 = arith.mulf %a, %xj : f64
    %1 = arith.addf %t, %0 : f64
    linalg.yield %1 : f64
  }
  // y[j] = y[j] + A[i][j] * tmp[i]
  linalg.generic {indexing_maps = [#map_ij_i, #map_i, #map_j],
                  iterator_types = ["reduction", "parallel"]}
      ins(%A, %tmp : memref<38x42xf64>, memref<38xf64>) outs(%y : memref<42xf64>) {
  ^bb0(%a: f64, %t: f64, %yj: f64):
    %0 = arith.mulf %a, %t : f64
    %1 = arith.addf %yj, %0 : f64
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
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i38 = arith.constant 38 : index
  %i42 = arith.constant 42 : index
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
  func.call @kernel_atax(%A, %x, %y, %tmp) : (memref<38x42xf64>, memref<42xf64>, memref<42xf64>, memref<38xf64>) -> ()
  %y_u = memref.cast %y : memref<42xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%y_u) : (memref<*xf64>) -> ()
  %tmp_u = memref.cast %tmp : memref<38xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
  return
}
