// polybench/linear-algebra/kernels/3mm, one linalg.generic per statement:
//
//   E = 0; E += A * B;   (E[i][j] += A[i][k] * B[k][j])
//   F = 0; F += C * D;
//   G = 0; G += E * F;
//
// NI = 20, NJ = 24, NK = 28, NL = 32, NM = 36. Expected: three gemm launches,
// each with alpha = 1 and beta = 0 (every fill folded).
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 1888 %t.ref %t.kmatch
//
// Three gemm launches (alpha = 1, beta = 0), every fill folded.
// MATCH-LABEL: func.func @kernel_3mm(
// MATCH-SAME: %[[E:arg[0-9]+]]: memref<?x?xf64>, %[[A:arg[0-9]+]]: memref<?x?xf64>, %[[B:arg[0-9]+]]: memref<?x?xf64>, %[[F:arg[0-9]+]]: memref<?x?xf64>, %[[C:arg[0-9]+]]: memref<?x?xf64>, %[[D:arg[0-9]+]]: memref<?x?xf64>, %[[G:arg[0-9]+]]: memref<?x?xf64>)
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %[[A]], %[[B]], %{{[a-z0-9_]+}}, %[[E]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %[[C]], %[[D]], %{{[a-z0-9_]+}}, %[[F]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: kernel.launch @gemm(%{{[a-z0-9_]+}}, %[[E]], %[[F]], %{{[a-z0-9_]+}}, %[[G]]) {num_outs = 1 : i64, transA = false, transB = false, transC = false}
// MATCH-NOT: {{linalg\.|kernel\.launch}}
// MATCH: return
// MATCH-NOT: {{linalg\.|kernel\.launch}}

#map_ik = affine_map<(i, j, k) -> (i, k)>
#map_kj = affine_map<(i, j, k) -> (k, j)>
#map_ij = affine_map<(i, j, k) -> (i, j)>

func.func @kernel_3mm(%E: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>,
                      %F: memref<?x?xf64>, %C: memref<?x?xf64>, %D: memref<?x?xf64>,
                      %G: memref<?x?xf64>) {
  %zero = arith.constant 0.0 : f64
  // E := A*B
  linalg.fill ins(%zero : f64) outs(%E : memref<?x?xf64>)
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%E : memref<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %e: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %e, %0 : f64
    linalg.yield %1 : f64
  }
  // F := C*D
  linalg.fill ins(%zero : f64) outs(%F : memref<?x?xf64>)
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%C, %D : memref<?x?xf64>, memref<?x?xf64>) outs(%F : memref<?x?xf64>) {
  ^bb0(%c: f64, %d: f64, %f: f64):
    %0 = arith.mulf %c, %d : f64
    %1 = arith.addf %f, %0 : f64
    linalg.yield %1 : f64
  }
  // G := E*F
  linalg.fill ins(%zero : f64) outs(%G : memref<?x?xf64>)
  linalg.generic {indexing_maps = [#map_ik, #map_kj, #map_ij],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%E, %F : memref<?x?xf64>, memref<?x?xf64>) outs(%G : memref<?x?xf64>) {
  ^bb0(%e: f64, %f: f64, %g: f64):
    %0 = arith.mulf %e, %f : f64
    %1 = arith.addf %g, %0 : f64
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
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  %i7 = arith.constant 7 : index
  %i11 = arith.constant 11 : index
  %i13 = arith.constant 13 : index
  %i17 = arith.constant 17 : index
  %i20 = arith.constant 20 : index
  %i24 = arith.constant 24 : index
  %i28 = arith.constant 28 : index
  %i32 = arith.constant 32 : index
  %i36 = arith.constant 36 : index
  %E = memref.alloc(%i20, %i24) : memref<?x?xf64>
  func.call @init2(%E, %i1, %i1, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
  %A = memref.alloc(%i20, %i28) : memref<?x?xf64>
  func.call @init2(%A, %i1, %i1, %i1, %i7) : (memref<?x?xf64>, index, index, index, index) -> ()
  %B = memref.alloc(%i28, %i24) : memref<?x?xf64>
  func.call @init2(%B, %i2, %i1, %i2, %i11) : (memref<?x?xf64>, index, index, index, index) -> ()
  %F = memref.alloc(%i24, %i32) : memref<?x?xf64>
  func.call @init2(%F, %i1, %i2, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
  %C = memref.alloc(%i24, %i36) : memref<?x?xf64>
  func.call @init2(%C, %i3, %i2, %i3, %i13) : (memref<?x?xf64>, index, index, index, index) -> ()
  %D = memref.alloc(%i36, %i32) : memref<?x?xf64>
  func.call @init2(%D, %i2, %i5, %i4, %i17) : (memref<?x?xf64>, index, index, index, index) -> ()
  %G = memref.alloc(%i20, %i32) : memref<?x?xf64>
  func.call @init2(%G, %i1, %i3, %i0, %i5) : (memref<?x?xf64>, index, index, index, index) -> ()
  func.call @kernel_3mm(%E, %A, %B, %F, %C, %D, %G) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %E_u = memref.cast %E : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%E_u) : (memref<*xf64>) -> ()
  %F_u = memref.cast %F : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%F_u) : (memref<*xf64>) -> ()
  %G_u = memref.cast %G : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%G_u) : (memref<*xf64>) -> ()
  return
}
