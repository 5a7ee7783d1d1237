// The BLAS kernels beyond gemm, in memref and tensor forms, run on the CPU
// backend and compared with the program lowered without kmatch. Outputs start
// from non-zero contents, so accumulation into initial values is checked.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 180 %t.ref %t.kmatch
//
// MATCH-DAG: kernel.launch @batch_gemm
// MATCH-DAG: kernel.launch @dot
// MATCH-DAG: kernel.launch @axpby
// MATCH-DAG: kernel.launch @ger({{.*}}transA = true
// MATCH-DAG: kernel.launch @gemv({{.*}}transA = true
// MATCH-DAG: kernel.launch @syrk({{.*}}trans = true
// MATCH-DAG: kernel.launch @scal
// MATCH-NOT: linalg.generic
// MATCH-NOT: linalg.batch_matmul
// MATCH-NOT: linalg.vecmat

func.func @batch(%A: memref<3x4x5xf64>, %B: memref<3x5x6xf64>, %C: memref<3x4x6xf64>) {
  linalg.batch_matmul ins(%A, %B : memref<3x4x5xf64>, memref<3x5x6xf64>) outs(%C : memref<3x4x6xf64>)
  return
}

func.func @dot(%x: memref<7xf64>, %y: memref<7xf64>, %r: memref<f64>) {
  linalg.generic {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>],
                  iterator_types = ["reduction"]}
      ins(%x, %y : memref<7xf64>, memref<7xf64>) outs(%r : memref<f64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

func.func @axpby(%x: tensor<4x6xf64>, %y: tensor<4x6xf64>) -> tensor<4x6xf64> {
  %alpha = arith.constant 0.5 : f64
  %beta = arith.constant -1.25 : f64
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x6xf64>) outs(%y : tensor<4x6xf64>) {
  ^bb0(%a: f64, %b: f64):
    %0 = arith.mulf %alpha, %a : f64
    %1 = arith.mulf %b, %beta : f64
    %2 = arith.addf %0, %1 : f64
    linalg.yield %2 : f64
  } -> tensor<4x6xf64>
  return %r : tensor<4x6xf64>
}

func.func @ger_t(%x: memref<4xf64>, %y: memref<6xf64>, %A: memref<6x4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j, i)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : memref<4xf64>, memref<6xf64>) outs(%A : memref<6x4xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  }
  return
}

func.func @vecmat(%x: tensor<4xf64>, %A: tensor<4x6xf64>, %y: tensor<6xf64>) -> tensor<6xf64> {
  %r = linalg.vecmat ins(%x, %A : tensor<4xf64>, tensor<4x6xf64>) outs(%y : tensor<6xf64>) -> tensor<6xf64>
  return %r : tensor<6xf64>
}

// C (not symmetric) += 2 * A^T A.
func.func @syrk_ata(%A: memref<4x6xf64>, %C: memref<6x6xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %A : memref<4x6xf64>, memref<4x6xf64>) outs(%C : memref<6x6xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %two = arith.constant 2.0 : f64
    %0 = arith.mulf %a, %b : f64
    %1 = arith.mulf %two, %0 : f64
    %2 = arith.addf %c, %1 : f64
    linalg.yield %2 : f64
  }
  return
}

func.func @scale(%s: f64, %X: memref<6x4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%X : memref<6x4xf64>) {
  ^bb0(%c: f64):
    %0 = arith.mulf %c, %s : f64
    linalg.yield %0 : f64
  }
  return
}

func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

// Fills any memref with ((linear index * 7 + seed) mod 19) / 8 - 1.
func.func @fill(%M: memref<*xf64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c19 = arith.constant 19 : index
  %eight = arith.constant 8.0 : f64
  %one = arith.constant 1.0 : f64
  %rank = memref.rank %M : memref<*xf64>
  %n = scf.for %d = %c0 to %rank step %c1 iter_args(%acc = %c1) -> index {
    %s = memref.dim %M, %d : memref<*xf64>
    %p = arith.muli %acc, %s : index
    scf.yield %p : index
  }
  %flat = memref.reinterpret_cast %M to offset: [0], sizes: [%n], strides: [1] : memref<*xf64> to memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %c7 : index
    %b = arith.addi %a, %seed : index
    %m = arith.remui %b, %c19 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f64
    %d = arith.divf %mf, %eight : f64
    %v = arith.subf %d, %one : f64
    memref.store %v, %flat[%i] : memref<?xf64>
  }
  return
}

func.func @main() {
  %s1 = arith.constant 1 : index
  %s2 = arith.constant 2 : index
  %s3 = arith.constant 3 : index
  %A = memref.alloc() : memref<3x4x5xf64>
  %B = memref.alloc() : memref<3x5x6xf64>
  %C = memref.alloc() : memref<3x4x6xf64>
  %Au = memref.cast %A : memref<3x4x5xf64> to memref<*xf64>
  %Bu = memref.cast %B : memref<3x5x6xf64> to memref<*xf64>
  %Cu = memref.cast %C : memref<3x4x6xf64> to memref<*xf64>
  func.call @fill(%Au, %s1) : (memref<*xf64>, index) -> ()
  func.call @fill(%Bu, %s2) : (memref<*xf64>, index) -> ()
  func.call @fill(%Cu, %s3) : (memref<*xf64>, index) -> ()
  func.call @batch(%A, %B, %C) : (memref<3x4x5xf64>, memref<3x5x6xf64>, memref<3x4x6xf64>) -> ()
  func.call @kmatch_print_memref_f64(%Cu) : (memref<*xf64>) -> ()

  %x = memref.alloc() : memref<7xf64>
  %y = memref.alloc() : memref<7xf64>
  %r = memref.alloc() : memref<f64>
  %xu = memref.cast %x : memref<7xf64> to memref<*xf64>
  %yu = memref.cast %y : memref<7xf64> to memref<*xf64>
  %ru = memref.cast %r : memref<f64> to memref<*xf64>
  func.call @fill(%xu, %s1) : (memref<*xf64>, index) -> ()
  func.call @fill(%yu, %s2) : (memref<*xf64>, index) -> ()
  func.call @fill(%ru, %s3) : (memref<*xf64>, index) -> ()
  func.call @dot(%x, %y, %r) : (memref<7xf64>, memref<7xf64>, memref<f64>) -> ()
  func.call @kmatch_print_memref_f64(%ru) : (memref<*xf64>) -> ()

  %X2 = memref.alloc() : memref<4x6xf64>
  %Y2 = memref.alloc() : memref<4x6xf64>
  %X2u = memref.cast %X2 : memref<4x6xf64> to memref<*xf64>
  %Y2u = memref.cast %Y2 : memref<4x6xf64> to memref<*xf64>
  func.call @fill(%X2u, %s1) : (memref<*xf64>, index) -> ()
  func.call @fill(%Y2u, %s3) : (memref<*xf64>, index) -> ()
  %X2t = bufferization.to_tensor %X2 restrict : memref<4x6xf64> to tensor<4x6xf64>
  %Y2t = bufferization.to_tensor %Y2 restrict : memref<4x6xf64> to tensor<4x6xf64>
  %Z2 = func.call @axpby(%X2t, %Y2t) : (tensor<4x6xf64>, tensor<4x6xf64>) -> tensor<4x6xf64>
  %Z2m = bufferization.to_buffer %Z2 : tensor<4x6xf64> to memref<4x6xf64>
  %Z2u = memref.cast %Z2m : memref<4x6xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%Z2u) : (memref<*xf64>) -> ()

  %gx = memref.alloc() : memref<4xf64>
  %gy = memref.alloc() : memref<6xf64>
  %gA = memref.alloc() : memref<6x4xf64>
  %gxu = memref.cast %gx : memref<4xf64> to memref<*xf64>
  %gyu = memref.cast %gy : memref<6xf64> to memref<*xf64>
  %gAu = memref.cast %gA : memref<6x4xf64> to memref<*xf64>
  func.call @fill(%gxu, %s1) : (memref<*xf64>, index) -> ()
  func.call @fill(%gyu, %s2) : (memref<*xf64>, index) -> ()
  func.call @fill(%gAu, %s3) : (memref<*xf64>, index) -> ()
  func.call @ger_t(%gx, %gy, %gA) : (memref<4xf64>, memref<6xf64>, memref<6x4xf64>) -> ()
  func.call @kmatch_print_memref_f64(%gAu) : (memref<*xf64>) -> ()

  %vA = memref.cast %X2 : memref<4x6xf64> to memref<4x6xf64>
  %vAt = bufferization.to_tensor %vA restrict : memref<4x6xf64> to tensor<4x6xf64>
  %vxt = bufferization.to_tensor %gx restrict : memref<4xf64> to tensor<4xf64>
  %vyt = bufferization.to_tensor %gy restrict : memref<6xf64> to tensor<6xf64>
  %vr = func.call @vecmat(%vxt, %vAt, %vyt) : (tensor<4xf64>, tensor<4x6xf64>, tensor<6xf64>) -> tensor<6xf64>
  %vrm = bufferization.to_buffer %vr : tensor<6xf64> to memref<6xf64>
  %vru = memref.cast %vrm : memref<6xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%vru) : (memref<*xf64>) -> ()

  %SC = memref.alloc() : memref<6x6xf64>
  %SCu = memref.cast %SC : memref<6x6xf64> to memref<*xf64>
  func.call @fill(%SCu, %s2) : (memref<*xf64>, index) -> ()
  func.call @syrk_ata(%X2, %SC) : (memref<4x6xf64>, memref<6x6xf64>) -> ()
  func.call @kmatch_print_memref_f64(%SCu) : (memref<*xf64>) -> ()

  %k = arith.constant -0.5 : f64
  func.call @scale(%k, %gA) : (f64, memref<6x4xf64>) -> ()
  func.call @kmatch_print_memref_f64(%gAu) : (memref<*xf64>) -> ()
  return
}
