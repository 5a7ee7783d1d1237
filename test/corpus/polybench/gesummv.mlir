// polybench/linear-algebra/blas/gesummv, one linalg op per statement (N = 40):
//
//   for (i) { tmp[i] = 0; y[i] = 0;
//             for (j) { tmp[i] = A[i][j] * x[j] + tmp[i];
//                       y[i] = B[i][j] * x[j] + y[i]; }
//             y[i] = alpha * tmp[i] + beta * y[i]; }
//
// Expected: two gemv launches with beta = 0 (fills folded when the arrays
// are declared disjoint) and one axpby (y = alpha * tmp + beta * y).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: sed -e 's/%y: memref<?xf64>) {/%y: memref<?xf64>) attributes {kmatch.noalias} {/' %s | kmatch-opt --kmatch-apply-templates | FileCheck %s --check-prefix=NOALIAS
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
//
// The caller may pass one array as both tmp and y (nothing in the IR says
// otherwise): the fills stay, since folding the second past the first
// gemv would lose what that gemv writes there. Declared disjoint
// (kmatch.noalias on the function, as a front end that knows the arrays
// are distinct writes it), both fills fold.
// MATCH-LABEL: func.func @kernel_gesummv(
// MATCH-SAME: %[[ALPHA:arg[0-9]+]]: f64, %[[BETA:arg[0-9]+]]: f64, %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[B:arg[0-9]+]]: memref<?x?xf64>, %[[TMP:arg[0-9]+]]: memref<?xf64>, %[[X:arg[0-9]+]]: memref<?xf64>, %[[Y:arg[0-9]+]]: memref<?xf64>)
// MATCH-NOT: kernel.launch
// MATCH: linalg.fill
// MATCH: linalg.fill
// MATCH-NOT: linalg.
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[X]], %{{[a-z0-9_]+}}, %[[TMP]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[B]], %[[X]], %{{[a-z0-9_]+}}, %[[Y]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @axpby(%[[ALPHA]], %[[TMP]], %[[BETA]], %[[Y]]) {num_outs = 1 : i64}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}
//
// NOALIAS-LABEL: func.func @kernel_gesummv(
// NOALIAS-SAME: %[[ALPHA:arg[0-9]+]]: f64, %[[BETA:arg[0-9]+]]: f64, %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[B:arg[0-9]+]]: memref<?x?xf64>, %[[TMP:arg[0-9]+]]: memref<?xf64>, %[[X:arg[0-9]+]]: memref<?xf64>, %[[Y:arg[0-9]+]]: memref<?xf64>)
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[X]], %{{[a-z0-9_]+}}, %[[TMP]]) {num_outs = 1 : i64, transA = false}
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[B]], %[[X]], %{{[a-z0-9_]+}}, %[[Y]]) {num_outs = 1 : i64, transA = false}
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: kernel.launch @axpby(%[[ALPHA]], %[[TMP]], %[[BETA]], %[[Y]]) {num_outs = 1 : i64}
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: return
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_j = affine_map<(i, j) -> (j)>
#map_i = affine_map<(i, j) -> (i)>
#map_id = affine_map<(i) -> (i)>

func.func @kernel_gesummv(%alpha: f64, %beta: f64, %A: memref<?x?xf64>, %B: memref<?x?xf64>,
                          %tmp: memref<?xf64>, %x: memref<?xf64>, %y: memref<?xf64>) {
  %zero = arith.constant 0.0 : f64
  // tmp[i] = 0
  linalg.fill ins(%zero : f64) outs(%tmp : memref<?xf64>)
  // y[i] = 0
  linalg.fill ins(%zero : f64) outs(%y : memref<?xf64>)
  // tmp[i] = A[i][j] * x[j] + tmp[i]
  linalg.generic {indexing_maps = [#map_ij, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %x : memref<?x?xf64>, memref<?xf64>) outs(%tmp : memref<?xf64>) {
  ^bb0(%a: f64, %xj: f64, %t: f64):
    %0 = arith.mulf %a, %xj : f64
    %1 = arith.addf %0, %t : f64
    linalg.yield %1 : f64
  }
  // y[i] = B[i][j] * x[j] + y[i]
  linalg.generic {indexing_maps = [#map_ij, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%B, %x : memref<?x?xf64>, memref<?xf64>) outs(%y : memref<?xf64>) {
  ^bb0(%b: f64, %xj: f64, %yi: f64):
    %0 = arith.mulf %b, %xj : f64
    %1 = arith.addf %0, %yi : f64
    linalg.yield %1 : f64
  }
  // y[i] = alpha * tmp[i] + beta * y[i]
  linalg.generic {indexing_maps = [#map_id, #map_id], iterator_types = ["parallel"]}
      ins(%tmp : memref<?xf64>) outs(%y : memref<?xf64>) {
  ^bb0(%t: f64, %yi: f64):
    %0 = arith.mulf %alpha, %t : f64
    %1 = arith.mulf %beta, %yi : f64
    %2 = arith.addf %0, %1 : f64
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
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i40 = arith.constant 40 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %A = memref.alloc(%i40, %i40) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  %B = memref.alloc(%i40, %i40) : memref<?x?xf64>
  func.call @init2(%B, %i2, %i1, %i5, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
  %tmp = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%tmp, %i1, %i1, %i3) : (memref<?xf64>, index, index, index) -> ()
  %x = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%x, %i3, %i2, %i7) : (memref<?xf64>, index, index, index) -> ()
  %y = memref.alloc(%i40) : memref<?xf64>
  func.call @init1(%y, %i2, %i1, %i5) : (memref<?xf64>, index, index, index) -> ()
  func.call @kernel_gesummv(%alpha, %beta, %A, %B, %tmp, %x, %y) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
  %tmp_u = memref.cast %tmp : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%tmp_u) : (memref<*xf64>) -> ()
  %y_u = memref.cast %y : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%y_u) : (memref<*xf64>) -> ()
  return
}
