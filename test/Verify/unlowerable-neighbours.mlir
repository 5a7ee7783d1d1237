// A function the pipeline cannot lower (a sparse kernel, which needs the
// sparsifier; a main that converts to sparse) or kmatch-verify cannot drive
// (complex arguments) no longer stops the verification of the others: kmatch-verify compiles only what the
// harnesses call, so the dense matmul is still verified, as in upstream's
// SparseTensor integration programs that compare a dense kernel with sparse
// ones. A verified function that calls such a function still fails to lower.
// RUN: kmatch-verify %s | FileCheck %s
// CHECK-DAG: SKIPPED @matmul_sparse: argument #0 is tensor<4x8xf64, #sparse_tensor.encoding
// CHECK-DAG: SKIPPED @matmul_complex: argument #0 is tensor<4x8xcomplex<f32>>
// CHECK-DAG: SKIPPED @entry: no arguments or results to compare
// CHECK-DAG: PASS @matmul_dense (launches: gemm
// CHECK-DAG: PASS @helper (launches: gemm
// CHECK-DAG: UNMATCHED @helper_user
// CHECK: 3 functions, 2 rewritten, 0 failures, 3 skipped

#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>

func.func @matmul_dense(%A: tensor<4x8xf64>, %B: tensor<8x4xf64>, %C: tensor<4x4xf64>) -> tensor<4x4xf64> {
  %D = linalg.matmul ins(%A, %B : tensor<4x8xf64>, tensor<8x4xf64>) outs(%C : tensor<4x4xf64>) -> tensor<4x4xf64>
  return %D : tensor<4x4xf64>
}

// Reached through a call from a verified function: kept and lowered.
func.func private @helper(%A: memref<4x5xf32>, %B: memref<5x6xf32>, %C: memref<4x6xf32>) {
  linalg.matmul ins(%A, %B : memref<4x5xf32>, memref<5x6xf32>) outs(%C : memref<4x6xf32>)
  return
}
func.func @helper_user(%A: memref<4x5xf32>, %B: memref<5x6xf32>, %C: memref<4x6xf32>) {
  func.call @helper(%A, %B, %C) : (memref<4x5xf32>, memref<5x6xf32>, memref<4x6xf32>) -> ()
  return
}

func.func @matmul_sparse(%A: tensor<4x8xf64, #CSR>, %B: tensor<8x4xf64, #CSR>) -> tensor<4x4xf64, #CSR> {
  %C = bufferization.alloc_tensor() : tensor<4x4xf64, #CSR>
  %D = linalg.matmul ins(%A, %B : tensor<4x8xf64, #CSR>, tensor<8x4xf64, #CSR>) outs(%C : tensor<4x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  return %D : tensor<4x4xf64, #CSR>
}

func.func @matmul_complex(%A: tensor<4x8xcomplex<f32>>, %B: tensor<8x4xcomplex<f32>>, %C: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
  %D = linalg.matmul ins(%A, %B : tensor<4x8xcomplex<f32>>, tensor<8x4xcomplex<f32>>) outs(%C : tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
  return %D : tensor<4x4xcomplex<f32>>
}

func.func @entry() {
  %da = arith.constant dense<1.5> : tensor<4x8xf64>
  %db = arith.constant dense<2.5> : tensor<8x4xf64>
  %zero = arith.constant dense<0.0> : tensor<4x4xf64>
  %a = sparse_tensor.convert %da : tensor<4x8xf64> to tensor<4x8xf64, #CSR>
  %b = sparse_tensor.convert %db : tensor<8x4xf64> to tensor<8x4xf64, #CSR>
  %0 = call @matmul_dense(%da, %db, %zero) : (tensor<4x8xf64>, tensor<8x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
  %1 = call @matmul_sparse(%a, %b) : (tensor<4x8xf64, #CSR>, tensor<8x4xf64, #CSR>) -> tensor<4x4xf64, #CSR>
  bufferization.dealloc_tensor %a : tensor<4x8xf64, #CSR>
  bufferization.dealloc_tensor %b : tensor<8x4xf64, #CSR>
  bufferization.dealloc_tensor %1 : tensor<4x4xf64, #CSR>
  return
}
