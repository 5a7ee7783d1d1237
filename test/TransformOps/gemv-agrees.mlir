// The transform-only gemv (transforms/gemv-matvec.mlir) and the PDLL gemv
// template produce the same launches on linalg.matvec / linalg.vecmat, and
// leave the same near misses alone.
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/gemv-matvec.mlir" --transform-interpreter -o %t.transform.mlir
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/gemv.pdll -o %t.pdll.mlir
// RUN: diff %t.transform.mlir %t.pdll.mlir
// RUN: FileCheck %s --input-file=%t.transform.mlir

// CHECK-LABEL: func.func @mv(
// CHECK: kernel.launch @gemv({{.*}}) {num_outs = 1 : i64, transA = false}
func.func @mv(%A: memref<6x4xf32>, %x: memref<4xf32>, %y: memref<6xf32>) {
  linalg.matvec ins(%A, %x : memref<6x4xf32>, memref<4xf32>) outs(%y : memref<6xf32>)
  return
}

// CHECK-LABEL: func.func @vm(
// CHECK: kernel.launch @gemv({{.*}}) {num_outs = 1 : i64, transA = true} : (f64, tensor<6x4xf64>, tensor<6xf64>, f64, tensor<4xf64>) -> tensor<4xf64>
func.func @vm(%A: tensor<6x4xf64>, %x: tensor<6xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
  %r = linalg.vecmat ins(%x, %A : tensor<6xf64>, tensor<6x4xf64>) outs(%y : tensor<4xf64>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}

// Near misses for both: mixed and narrow element types.
// CHECK-LABEL: func.func @mixed(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @mixed(%A: memref<6x4xf16>, %x: memref<4xf16>, %y: memref<6xf32>) {
  linalg.matvec ins(%A, %x : memref<6x4xf16>, memref<4xf16>) outs(%y : memref<6xf32>)
  return
}

// CHECK-LABEL: func.func @half(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @half(%A: memref<6x4xf16>, %x: memref<4xf16>, %y: memref<6xf16>) {
  linalg.matvec ins(%A, %x : memref<6x4xf16>, memref<4xf16>) outs(%y : memref<6xf16>)
  return
}

// CHECK-LABEL: func.func @quad(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @quad(%A: memref<6x4xf128>, %x: memref<4xf128>, %y: memref<6xf128>) {
  linalg.matvec ins(%A, %x : memref<6x4xf128>, memref<4xf128>) outs(%y : memref<6xf128>)
  return
}

// y is a column of A, or x itself: the IR reads what it has already updated.
// CHECK-LABEL: func.func @y_views_A(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @y_views_A(%A: memref<6x6xf32>, %x: memref<6xf32>) {
  %y = memref.subview %A[0, 2] [6, 1] [1, 1] : memref<6x6xf32> to memref<6xf32, strided<[6], offset: 2>>
  linalg.matvec ins(%A, %x : memref<6x6xf32>, memref<6xf32>) outs(%y : memref<6xf32, strided<[6], offset: 2>>)
  return
}

// CHECK-LABEL: func.func @y_is_x(
// CHECK-NOT: kernel.launch
// CHECK: linalg.vecmat
func.func @y_is_x(%A: memref<6x6xf32>, %x: memref<6xf32>) {
  linalg.vecmat ins(%x, %A : memref<6xf32>, memref<6x6xf32>) outs(%x : memref<6xf32>)
  return
}
