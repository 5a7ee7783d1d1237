// polybench/linear-algebra/kernels/mvt, one linalg.generic per statement,
// static shapes (N = 40):
//
//   for (i) for (j) x1[i] = x1[i] + A[i][j] * y_1[j];
//   for (i) for (j) x2[i] = x2[i] + A[j][i] * y_2[j];
//
// Expected: two gemv launches accumulating into x1 and x2 (beta = 1, no
// fill), the second with transA = true.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
//
// Two gemv launches accumulating into x1 and x2 (beta = 1, nothing filled).
// MATCH-LABEL: func.func @kernel_mvt(
// MATCH-SAME: %[[X1:arg[0-9]+]]: memref<40xf64>, %[[X2:arg[0-9]+]]: memref<40xf64>, %[[Y1:arg[0-9]+]]: memref<40xf64>, %[[Y2:arg[0-9]+]]: memref<40xf64>, %[[A:arg[0-9]+]]: memref<40x40xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[Y1]], %{{[a-z0-9_]+}}, %[[X1]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[Y2]], %{{[a-z0-9_]+}}, %[[X2]]) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_ji = affine_map<(i, j) -> (j, i)>
#map_j = affine_map<(i, j) -> (j)>
#map_i = affine_map<(i, j) -> (i)>

func.func @kernel_mvt(%x1: memref<40xf64>, %x2: memref<40xf64>, %y_1: memref<40xf64>,
                      %y_2: memref<40xf64>, %A: memref<40x40xf64>) {
  // x1[i] = x1[i] + A[i][j] * y_1[j]
  linalg.generic {indexing_maps = [#map_ij, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %y_1 : memref<40x40xf64>, memref<40xf64>) outs(%x1 : memref<40xf64>) {
  ^bb0(%a: f64, %y: f64, %x: f64):
    %0 = arith.mulf %a, %y : f64
    %1 = arith.addf %x, %0 : f64
    linalg.yield %1 : f64
  }
  // x2[i] = x2[i] + A[j][i] * y_2[j]
  linalg.generic {indexing_maps = [#map_ji, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %y_2 : memref<40x40xf64>, memref<40xf64>) outs(%x2 : memref<40xf64>) {
  ^bb0(%a: f64, %y: f64, %x: f64):
    %0 = arith.mulf %a, %y : f64
    %1 = arith.addf %x, %0 : f64
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
  %i40 = arith.constant 40 : index
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
  func.call @kernel_mvt(%x1, %x2, %y_1, %y_2, %A) : (memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40xf64>, memref<40x40xf64>) -> ()
  %x1_u = memref.cast %x1 : memref<40xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%x1_u) : (memref<*xf64>) -> ()
  %x2_u = memref.cast %x2 : memref<40xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%x2_u) : (memref<*xf64>) -> ()
  return
}
