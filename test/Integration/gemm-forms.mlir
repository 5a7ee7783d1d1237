// Every gemm form the template accepts, run on the CPU backend and compared
// with the same program lowered without kmatch (f32 within 1e-4 relative,
// f64 within 1e-10). The MATCH check makes sure the rewrite happened, so the
// comparison is between a library call and the default lowering.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-10 --min-values 400 %t.ref %t.kmatch
// RUN: FileCheck %s --check-prefix=F32 --input-file=%t.kmatch
//
// MATCH-COUNT-12: kernel.launch @gemm
// MATCH-NOT: kernel.launch
// MATCH-NOT: linalg.matmul
// MATCH-NOT: iterator_types = ["parallel", "parallel", "reduction"]
// F32: memref rank=2 sizes=[5, 7]

func.func @gemm_NN(%alpha: f32, %A: memref<5x3xf32>, %B: memref<3x7xf32>, %C: memref<5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x3xf32>, memref<3x7xf32>) outs(%C : memref<5x7xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_TN(%alpha: f32, %A: memref<3x5xf32>, %B: memref<3x7xf32>, %C: memref<5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x5xf32>, memref<3x7xf32>) outs(%C : memref<5x7xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_NT(%alpha: f32, %A: memref<5x3xf32>, %B: memref<7x3xf32>, %C: memref<5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x3xf32>, memref<7x3xf32>) outs(%C : memref<5x7xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_TT(%alpha: f32, %A: memref<3x5xf32>, %B: memref<7x3xf32>, %C: memref<5x7xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x5xf32>, memref<7x3xf32>) outs(%C : memref<5x7xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_NN_Ct(%alpha: f32, %A: memref<5x3xf32>, %B: memref<3x7xf32>, %C: memref<7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x3xf32>, memref<3x7xf32>) outs(%C : memref<7x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_TN_Ct(%alpha: f32, %A: memref<3x5xf32>, %B: memref<3x7xf32>, %C: memref<7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (k, n)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x5xf32>, memref<3x7xf32>) outs(%C : memref<7x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_NT_Ct(%alpha: f32, %A: memref<5x3xf32>, %B: memref<7x3xf32>, %C: memref<7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<5x3xf32>, memref<7x3xf32>) outs(%C : memref<7x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

func.func @gemm_TT_Ct(%alpha: f32, %A: memref<3x5xf32>, %B: memref<7x3xf32>, %C: memref<7x5xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                   affine_map<(m, n, k) -> (n, k)>,
                                   affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<3x5xf32>, memref<7x3xf32>) outs(%C : memref<7x5xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %0 = arith.mulf %alpha, %a : f32
    %1 = arith.mulf %0, %b : f32
    %2 = arith.addf %c, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// f64, zero-filled output (beta = 0, fill removed), constant alpha in the body.
func.func @gemm_f64_zero(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  %zero = arith.constant 0.0 : f64
  linalg.fill ins(%zero : f64) outs(%C : memref<?x?xf64>)
  linalg.generic {indexing_maps = [affine_map<(i, k, j) -> (i, k)>,
                                   affine_map<(i, k, j) -> (k, j)>,
                                   affine_map<(i, k, j) -> (i, j)>],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %alpha = arith.constant -0.375 : f64
    %0 = arith.mulf %a, %b : f64
    %1 = arith.mulf %alpha, %0 : f64
    %2 = arith.addf %1, %c : f64
    linalg.yield %2 : f64
  }
  return
}

// Tensors: matmul with transposed B into a zero-filled empty tensor, then a
// generic accumulating into the result.
func.func @gemm_tensors(%X: tensor<5x3xf64>, %W: tensor<7x3xf64>, %B: tensor<3x7xf64>) -> tensor<5x7xf64> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<5x7xf64>
  %f = linalg.fill ins(%zero : f64) outs(%e : tensor<5x7xf64>) -> tensor<5x7xf64>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%X, %W : tensor<5x3xf64>, tensor<7x3xf64>) outs(%f : tensor<5x7xf64>) -> tensor<5x7xf64>
  %z = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                        affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%X, %B : tensor<5x3xf64>, tensor<3x7xf64>) outs(%y : tensor<5x7xf64>) {
  ^bb0(%a: f64, %b: f64, %c: f64):
    %0 = arith.mulf %a, %b : f64
    %1 = arith.addf %c, %0 : f64
    linalg.yield %1 : f64
  } -> tensor<5x7xf64>
  return %z : tensor<5x7xf64>
}

// Operands BLAS cannot take directly: A with inner stride 2, C column-major
// (a transposed view), B a padded subview.
func.func @gemm_strided(%Abig: memref<5x6xf32>, %Bbig: memref<4x9xf32>, %Cbig: memref<7x5xf32>) {
  %a = memref.subview %Abig[0, 0] [5, 3] [1, 2] : memref<5x6xf32> to memref<5x3xf32, strided<[6, 2]>>
  %b = memref.subview %Bbig[1, 1] [3, 7] [1, 1] : memref<4x9xf32> to memref<3x7xf32, strided<[9, 1], offset: 10>>
  %c = memref.transpose %Cbig (i, j) -> (j, i) : memref<7x5xf32> to memref<5x7xf32, strided<[1, 5]>>
  linalg.matmul ins(%a, %b : memref<5x3xf32, strided<[6, 2]>>, memref<3x7xf32, strided<[9, 1], offset: 10>>)
                outs(%c : memref<5x7xf32, strided<[1, 5]>>)
  return
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @kmatch_print_memref_f64(memref<*xf64>) attributes {llvm.emit_c_interface}

// M[i][j] = ((i * 7 + j * 3 + seed) mod 17) / 8 - 1
func.func @init_f32(%M: memref<?x?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %eight = arith.constant 8.0 : f32
  %one = arith.constant 1.0 : f32
  %rows = memref.dim %M, %c0 : memref<?x?xf32>
  %cols = memref.dim %M, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %s0 = arith.addi %a, %b : index
      %s = arith.addi %s0, %seed : index
      %m = arith.remui %s, %c17 : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f32
      %d = arith.divf %mf, %eight : f32
      %v = arith.subf %d, %one : f32
      memref.store %v, %M[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @init_f64(%M: memref<?x?xf64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %eight = arith.constant 8.0 : f64
  %one = arith.constant 1.0 : f64
  %rows = memref.dim %M, %c0 : memref<?x?xf64>
  %cols = memref.dim %M, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %s0 = arith.addi %a, %b : index
      %s = arith.addi %s0, %seed : index
      %m = arith.remui %s, %c17 : index
      %mi = arith.index_cast %m : index to i64
      %mf = arith.sitofp %mi : i64 to f64
      %d = arith.divf %mf, %eight : f64
      %v = arith.subf %d, %one : f64
      memref.store %v, %M[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @main() {
  %alpha = arith.constant 1.25 : f32
  %A_gemm_NN = memref.alloc() : memref<5x3xf32>
  %B_gemm_NN = memref.alloc() : memref<3x7xf32>
  %C_gemm_NN = memref.alloc() : memref<5x7xf32>
  %Ad_gemm_NN = memref.cast %A_gemm_NN : memref<5x3xf32> to memref<?x?xf32>
  %Bd_gemm_NN = memref.cast %B_gemm_NN : memref<3x7xf32> to memref<?x?xf32>
  %Cd_gemm_NN = memref.cast %C_gemm_NN : memref<5x7xf32> to memref<?x?xf32>
  %sa_gemm_NN = arith.constant 1 : index
  %sb_gemm_NN = arith.constant 2 : index
  %sc_gemm_NN = arith.constant 3 : index
  func.call @init_f32(%Ad_gemm_NN, %sa_gemm_NN) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_NN, %sb_gemm_NN) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_NN, %sc_gemm_NN) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_NN(%alpha, %A_gemm_NN, %B_gemm_NN, %C_gemm_NN) : (f32, memref<5x3xf32>, memref<3x7xf32>, memref<5x7xf32>) -> ()
  %Cu_gemm_NN = memref.cast %C_gemm_NN : memref<5x7xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_NN) : (memref<*xf32>) -> ()
  %A_gemm_TN = memref.alloc() : memref<3x5xf32>
  %B_gemm_TN = memref.alloc() : memref<3x7xf32>
  %C_gemm_TN = memref.alloc() : memref<5x7xf32>
  %Ad_gemm_TN = memref.cast %A_gemm_TN : memref<3x5xf32> to memref<?x?xf32>
  %Bd_gemm_TN = memref.cast %B_gemm_TN : memref<3x7xf32> to memref<?x?xf32>
  %Cd_gemm_TN = memref.cast %C_gemm_TN : memref<5x7xf32> to memref<?x?xf32>
  %sa_gemm_TN = arith.constant 4 : index
  %sb_gemm_TN = arith.constant 5 : index
  %sc_gemm_TN = arith.constant 6 : index
  func.call @init_f32(%Ad_gemm_TN, %sa_gemm_TN) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_TN, %sb_gemm_TN) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_TN, %sc_gemm_TN) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_TN(%alpha, %A_gemm_TN, %B_gemm_TN, %C_gemm_TN) : (f32, memref<3x5xf32>, memref<3x7xf32>, memref<5x7xf32>) -> ()
  %Cu_gemm_TN = memref.cast %C_gemm_TN : memref<5x7xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_TN) : (memref<*xf32>) -> ()
  %A_gemm_NT = memref.alloc() : memref<5x3xf32>
  %B_gemm_NT = memref.alloc() : memref<7x3xf32>
  %C_gemm_NT = memref.alloc() : memref<5x7xf32>
  %Ad_gemm_NT = memref.cast %A_gemm_NT : memref<5x3xf32> to memref<?x?xf32>
  %Bd_gemm_NT = memref.cast %B_gemm_NT : memref<7x3xf32> to memref<?x?xf32>
  %Cd_gemm_NT = memref.cast %C_gemm_NT : memref<5x7xf32> to memref<?x?xf32>
  %sa_gemm_NT = arith.constant 7 : index
  %sb_gemm_NT = arith.constant 8 : index
  %sc_gemm_NT = arith.constant 9 : index
  func.call @init_f32(%Ad_gemm_NT, %sa_gemm_NT) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_NT, %sb_gemm_NT) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_NT, %sc_gemm_NT) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_NT(%alpha, %A_gemm_NT, %B_gemm_NT, %C_gemm_NT) : (f32, memref<5x3xf32>, memref<7x3xf32>, memref<5x7xf32>) -> ()
  %Cu_gemm_NT = memref.cast %C_gemm_NT : memref<5x7xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_NT) : (memref<*xf32>) -> ()
  %A_gemm_TT = memref.alloc() : memref<3x5xf32>
  %B_gemm_TT = memref.alloc() : memref<7x3xf32>
  %C_gemm_TT = memref.alloc() : memref<5x7xf32>
  %Ad_gemm_TT = memref.cast %A_gemm_TT : memref<3x5xf32> to memref<?x?xf32>
  %Bd_gemm_TT = memref.cast %B_gemm_TT : memref<7x3xf32> to memref<?x?xf32>
  %Cd_gemm_TT = memref.cast %C_gemm_TT : memref<5x7xf32> to memref<?x?xf32>
  %sa_gemm_TT = arith.constant 10 : index
  %sb_gemm_TT = arith.constant 11 : index
  %sc_gemm_TT = arith.constant 12 : index
  func.call @init_f32(%Ad_gemm_TT, %sa_gemm_TT) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_TT, %sb_gemm_TT) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_TT, %sc_gemm_TT) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_TT(%alpha, %A_gemm_TT, %B_gemm_TT, %C_gemm_TT) : (f32, memref<3x5xf32>, memref<7x3xf32>, memref<5x7xf32>) -> ()
  %Cu_gemm_TT = memref.cast %C_gemm_TT : memref<5x7xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_TT) : (memref<*xf32>) -> ()
  %A_gemm_NN_Ct = memref.alloc() : memref<5x3xf32>
  %B_gemm_NN_Ct = memref.alloc() : memref<3x7xf32>
  %C_gemm_NN_Ct = memref.alloc() : memref<7x5xf32>
  %Ad_gemm_NN_Ct = memref.cast %A_gemm_NN_Ct : memref<5x3xf32> to memref<?x?xf32>
  %Bd_gemm_NN_Ct = memref.cast %B_gemm_NN_Ct : memref<3x7xf32> to memref<?x?xf32>
  %Cd_gemm_NN_Ct = memref.cast %C_gemm_NN_Ct : memref<7x5xf32> to memref<?x?xf32>
  %sa_gemm_NN_Ct = arith.constant 13 : index
  %sb_gemm_NN_Ct = arith.constant 14 : index
  %sc_gemm_NN_Ct = arith.constant 15 : index
  func.call @init_f32(%Ad_gemm_NN_Ct, %sa_gemm_NN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_NN_Ct, %sb_gemm_NN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_NN_Ct, %sc_gemm_NN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_NN_Ct(%alpha, %A_gemm_NN_Ct, %B_gemm_NN_Ct, %C_gemm_NN_Ct) : (f32, memref<5x3xf32>, memref<3x7xf32>, memref<7x5xf32>) -> ()
  %Cu_gemm_NN_Ct = memref.cast %C_gemm_NN_Ct : memref<7x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_NN_Ct) : (memref<*xf32>) -> ()
  %A_gemm_TN_Ct = memref.alloc() : memref<3x5xf32>
  %B_gemm_TN_Ct = memref.alloc() : memref<3x7xf32>
  %C_gemm_TN_Ct = memref.alloc() : memref<7x5xf32>
  %Ad_gemm_TN_Ct = memref.cast %A_gemm_TN_Ct : memref<3x5xf32> to memref<?x?xf32>
  %Bd_gemm_TN_Ct = memref.cast %B_gemm_TN_Ct : memref<3x7xf32> to memref<?x?xf32>
  %Cd_gemm_TN_Ct = memref.cast %C_gemm_TN_Ct : memref<7x5xf32> to memref<?x?xf32>
  %sa_gemm_TN_Ct = arith.constant 16 : index
  %sb_gemm_TN_Ct = arith.constant 17 : index
  %sc_gemm_TN_Ct = arith.constant 18 : index
  func.call @init_f32(%Ad_gemm_TN_Ct, %sa_gemm_TN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_TN_Ct, %sb_gemm_TN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_TN_Ct, %sc_gemm_TN_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_TN_Ct(%alpha, %A_gemm_TN_Ct, %B_gemm_TN_Ct, %C_gemm_TN_Ct) : (f32, memref<3x5xf32>, memref<3x7xf32>, memref<7x5xf32>) -> ()
  %Cu_gemm_TN_Ct = memref.cast %C_gemm_TN_Ct : memref<7x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_TN_Ct) : (memref<*xf32>) -> ()
  %A_gemm_NT_Ct = memref.alloc() : memref<5x3xf32>
  %B_gemm_NT_Ct = memref.alloc() : memref<7x3xf32>
  %C_gemm_NT_Ct = memref.alloc() : memref<7x5xf32>
  %Ad_gemm_NT_Ct = memref.cast %A_gemm_NT_Ct : memref<5x3xf32> to memref<?x?xf32>
  %Bd_gemm_NT_Ct = memref.cast %B_gemm_NT_Ct : memref<7x3xf32> to memref<?x?xf32>
  %Cd_gemm_NT_Ct = memref.cast %C_gemm_NT_Ct : memref<7x5xf32> to memref<?x?xf32>
  %sa_gemm_NT_Ct = arith.constant 19 : index
  %sb_gemm_NT_Ct = arith.constant 20 : index
  %sc_gemm_NT_Ct = arith.constant 21 : index
  func.call @init_f32(%Ad_gemm_NT_Ct, %sa_gemm_NT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_NT_Ct, %sb_gemm_NT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_NT_Ct, %sc_gemm_NT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_NT_Ct(%alpha, %A_gemm_NT_Ct, %B_gemm_NT_Ct, %C_gemm_NT_Ct) : (f32, memref<5x3xf32>, memref<7x3xf32>, memref<7x5xf32>) -> ()
  %Cu_gemm_NT_Ct = memref.cast %C_gemm_NT_Ct : memref<7x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_NT_Ct) : (memref<*xf32>) -> ()
  %A_gemm_TT_Ct = memref.alloc() : memref<3x5xf32>
  %B_gemm_TT_Ct = memref.alloc() : memref<7x3xf32>
  %C_gemm_TT_Ct = memref.alloc() : memref<7x5xf32>
  %Ad_gemm_TT_Ct = memref.cast %A_gemm_TT_Ct : memref<3x5xf32> to memref<?x?xf32>
  %Bd_gemm_TT_Ct = memref.cast %B_gemm_TT_Ct : memref<7x3xf32> to memref<?x?xf32>
  %Cd_gemm_TT_Ct = memref.cast %C_gemm_TT_Ct : memref<7x5xf32> to memref<?x?xf32>
  %sa_gemm_TT_Ct = arith.constant 22 : index
  %sb_gemm_TT_Ct = arith.constant 23 : index
  %sc_gemm_TT_Ct = arith.constant 24 : index
  func.call @init_f32(%Ad_gemm_TT_Ct, %sa_gemm_TT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bd_gemm_TT_Ct, %sb_gemm_TT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cd_gemm_TT_Ct, %sc_gemm_TT_Ct) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_TT_Ct(%alpha, %A_gemm_TT_Ct, %B_gemm_TT_Ct, %C_gemm_TT_Ct) : (f32, memref<3x5xf32>, memref<7x3xf32>, memref<7x5xf32>) -> ()
  %Cu_gemm_TT_Ct = memref.cast %C_gemm_TT_Ct : memref<7x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Cu_gemm_TT_Ct) : (memref<*xf32>) -> ()

  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %s1 = arith.constant 11 : index
  %s2 = arith.constant 12 : index
  %s3 = arith.constant 13 : index
  %A64 = memref.alloc(%c5, %c3) : memref<?x?xf64>
  %B64 = memref.alloc(%c3, %c7) : memref<?x?xf64>
  %C64 = memref.alloc(%c5, %c7) : memref<?x?xf64>
  %W64 = memref.alloc(%c7, %c3) : memref<?x?xf64>
  func.call @init_f64(%A64, %s1) : (memref<?x?xf64>, index) -> ()
  func.call @init_f64(%B64, %s2) : (memref<?x?xf64>, index) -> ()
  func.call @init_f64(%C64, %s3) : (memref<?x?xf64>, index) -> ()
  func.call @init_f64(%W64, %s3) : (memref<?x?xf64>, index) -> ()
  func.call @gemm_f64_zero(%A64, %B64, %C64) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  %C64u = memref.cast %C64 : memref<?x?xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%C64u) : (memref<*xf64>) -> ()

  %As = memref.cast %A64 : memref<?x?xf64> to memref<5x3xf64>
  %Bs = memref.cast %B64 : memref<?x?xf64> to memref<3x7xf64>
  %Ws = memref.cast %W64 : memref<?x?xf64> to memref<7x3xf64>
  %Xt = bufferization.to_tensor %As restrict : memref<5x3xf64> to tensor<5x3xf64>
  %Bt = bufferization.to_tensor %Bs restrict : memref<3x7xf64> to tensor<3x7xf64>
  %Wt = bufferization.to_tensor %Ws restrict : memref<7x3xf64> to tensor<7x3xf64>
  %Z = func.call @gemm_tensors(%Xt, %Wt, %Bt) : (tensor<5x3xf64>, tensor<7x3xf64>, tensor<3x7xf64>) -> tensor<5x7xf64>
  %Zm = bufferization.to_buffer %Z : tensor<5x7xf64> to memref<5x7xf64>
  %Zu = memref.cast %Zm : memref<5x7xf64> to memref<*xf64>
  func.call @kmatch_print_memref_f64(%Zu) : (memref<*xf64>) -> ()

  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %Ab = memref.alloc() : memref<5x6xf32>
  %Bb = memref.alloc() : memref<4x9xf32>
  %Cb = memref.alloc() : memref<7x5xf32>
  %Abd = memref.cast %Ab : memref<5x6xf32> to memref<?x?xf32>
  %Bbd = memref.cast %Bb : memref<4x9xf32> to memref<?x?xf32>
  %Cbd = memref.cast %Cb : memref<7x5xf32> to memref<?x?xf32>
  func.call @init_f32(%Abd, %s1) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Bbd, %s2) : (memref<?x?xf32>, index) -> ()
  func.call @init_f32(%Cbd, %s3) : (memref<?x?xf32>, index) -> ()
  func.call @gemm_strided(%Ab, %Bb, %Cb) : (memref<5x6xf32>, memref<4x9xf32>, memref<7x5xf32>) -> ()
  // Print all of A, B and C: only C's view may have changed.
  %Abu = memref.cast %Ab : memref<5x6xf32> to memref<*xf32>
  %Bbu = memref.cast %Bb : memref<4x9xf32> to memref<*xf32>
  %Cbu = memref.cast %Cb : memref<7x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%Abu) : (memref<*xf32>) -> ()
  func.call @kmatch_print_memref_f32(%Bbu) : (memref<*xf32>) -> ()
  func.call @kmatch_print_memref_f32(%Cbu) : (memref<*xf32>) -> ()
  return
}
