// polybench/linear-algebra/kernels/bicg, one linalg op per statement
// (N = 42, M = 38; A is N x M):
//
//   for (i < M) s[i] = 0;
//   for (i < N) { q[i] = 0;
//                 for (j < M) { s[j] = s[j] + r[i] * A[i][j];
//                               q[i] = q[i] + A[i][j] * p[j]; } }
//
// Expected: two gemv launches (s = A^T r with the vector first, q = A p),
// both with beta = 0 (fills folded) when the arrays are declared disjoint.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: sed -e 's/%r: memref<?xf64>) {/%r: memref<?xf64>) attributes {kmatch.noalias} {/' %s | kmatch-opt --kmatch-apply-templates | FileCheck %s --check-prefix=NOALIAS
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 80 %t.ref %t.kmatch
//
// The caller may pass one array as both s and q (nothing in the IR says
// otherwise): the fills stay, since folding the second past the first
// gemv would lose what that gemv writes there. Declared disjoint
// (kmatch.noalias on the function, as a front end that knows the arrays
// are distinct writes it), both fills fold.
// MATCH-LABEL: func.func @kernel_bicg(
// MATCH-SAME: %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[S:arg[0-9]+]]: memref<?xf64>, %[[Q:arg[0-9]+]]: memref<?xf64>, %[[P:arg[0-9]+]]: memref<?xf64>, %[[R:arg[0-9]+]]: memref<?xf64>)
// MATCH-NOT: kernel.launch
// MATCH: linalg.fill
// MATCH: linalg.fill
// MATCH-NOT: linalg.
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[R]], %{{[a-z0-9_]+}}, %[[S]]) {num_outs = 1 : i64, transA = true}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[P]], %{{[a-z0-9_]+}}, %[[Q]]) {num_outs = 1 : i64, transA = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}
//
// NOALIAS-LABEL: func.func @kernel_bicg(
// NOALIAS-SAME: %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[S:arg[0-9]+]]: memref<?xf64>, %[[Q:arg[0-9]+]]: memref<?xf64>, %[[P:arg[0-9]+]]: memref<?xf64>, %[[R:arg[0-9]+]]: memref<?xf64>)
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[R]], %{{[a-z0-9_]+}}, %[[S]]) {num_outs = 1 : i64, transA = true}
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: kernel.launch @gemv(%{{[a-z0-9_]+}}, %[[A]], %[[P]], %{{[a-z0-9_]+}}, %[[Q]]) {num_outs = 1 : i64, transA = false}
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}
// NOALIAS: return
// NOALIAS-NOT: {{linalg\.|kernel\.launch}}

#map_ij = affine_map<(i, j) -> (i, j)>
#map_j = affine_map<(i, j) -> (j)>
#map_i = affine_map<(i, j) -> (i)>

func.func @kernel_bicg(%A: memref<?x?xf64>, %s: memref<?xf64>, %q: memref<?xf64>,
                       %p: memref<?xf64>, %r: memref<?xf64>) {
  %zero = arith.constant 0.0 : f64
  // s[i] = 0
  linalg.fill ins(%zero : f64) outs(%s : memref<?xf64>)
  // q[i] = 0
  linalg.fill ins(%zero : f64) outs(%q : memref<?xf64>)
  // s[j] = s[j] + r[i] * A[i][j]
  linalg.generic {indexing_maps = [#map_i, #map_ij, #map_j],
                  iterator_types = ["reduction", "parallel"]}
      ins(%r, %A : memref<?xf64>, memref<?x?xf64>) outs(%s : memref<?xf64>) {
  ^bb0(%ri: f64, %a: f64, %sj: f64):
    %0 = arith.mulf %ri, %a : f64
    %1 = arith.addf %sj, %0 : f64
    linalg.yield %1 : f64
  }
  // q[i] = q[i] + A[i][j] * p[j]
  linalg.generic {indexing_maps = [#map_ij, #map_j, #map_i],
                  iterator_types = ["parallel", "reduction"]}
      ins(%A, %p : memref<?x?xf64>, memref<?xf64>) outs(%q : memref<?xf64>) {
  ^bb0(%a: f64, %pj: f64, %qi: f64):
    %0 = arith.mulf %a, %pj : f64
    %1 = arith.addf %qi, %0 : f64
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
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i38 = arith.constant 38 : index
  %i42 = arith.constant 42 : index
  %A = memref.alloc(%i42, %i38) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i3, %i1, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  %s = memref.alloc(%i38) : memref<?xf64>
  func.call @init1(%s, %i1, %i1, %i3) : (memref<?xf64>, index, index, index) -> ()
  %q = memref.alloc(%i42) : memref<?xf64>
  func.call @init1(%q, %i2, %i1, %i5) : (memref<?xf64>, index, index, index) -> ()
  %p = memref.alloc(%i38) : memref<?xf64>
  func.call @init1(%p, %i3, %i2, %i7) : (memref<?xf64>, index, index, index) -> ()
  %r = memref.alloc(%i42) : memref<?xf64>
  func.call @init1(%r, %i1, %i4, %i13) : (memref<?xf64>, index, index, index) -> ()
  func.call @kernel_bicg(%A, %s, %q, %p, %r) : (memref<?x?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>, memref<?xf64>) -> ()
  %s_u = memref.cast %s : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%s_u) : (memref<*xf64>) -> ()
  %q_u = memref.cast %q : memref<?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%q_u) : (memref<*xf64>) -> ()
  return
}
