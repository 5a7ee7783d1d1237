// The transform-only dot (transforms/dot.mlir) and patterns/dot.pdll produce
// the same launches on linalg.dot, and leave the same near misses alone.
// RUN: kmatch-opt %s --transform-preload-library="transform-library-paths=%kmatch_src/transforms/dot.mlir" --transform-interpreter -o %t.transform.mlir
// RUN: kmatch-opt %s --kmatch-apply-templates=templates=%kmatch_src/patterns/dot.pdll -o %t.pdll.mlir
// RUN: diff %t.transform.mlir %t.pdll.mlir
// RUN: FileCheck %s --input-file=%t.transform.mlir

// CHECK-LABEL: func.func @dot_memref(
// CHECK: kernel.launch @dot({{.*}}) {num_outs = 1 : i64} : (f64, memref<9xf64>, memref<9xf64>, f64, memref<f64>) -> ()
func.func @dot_memref(%x: memref<9xf64>, %y: memref<9xf64>, %r: memref<f64>) {
  linalg.dot ins(%x, %y : memref<9xf64>, memref<9xf64>) outs(%r : memref<f64>)
  return
}

// CHECK-LABEL: func.func @dot_tensor(
// CHECK: kernel.launch @dot({{.*}}) {num_outs = 1 : i64} : (f32, tensor<9xf32>, tensor<9xf32>, f32, tensor<f32>) -> tensor<f32>
func.func @dot_tensor(%x: tensor<9xf32>, %y: tensor<9xf32>, %r: tensor<f32>) -> tensor<f32> {
  %d = linalg.dot ins(%x, %y : tensor<9xf32>, tensor<9xf32>) outs(%r : tensor<f32>) -> tensor<f32>
  return %d : tensor<f32>
}

// CHECK-LABEL: func.func @dot_mixed(
// CHECK-NOT: kernel.launch
// CHECK: linalg.dot
func.func @dot_mixed(%x: memref<9xf16>, %y: memref<9xf16>, %r: memref<f32>) {
  linalg.dot ins(%x, %y : memref<9xf16>, memref<9xf16>) outs(%r : memref<f32>)
  return
}

// A bit width of 32 or more is not f32/f64: f128 has no shim.
// CHECK-LABEL: func.func @dot_f128(
// CHECK-NOT: kernel.launch
// CHECK: linalg.dot
func.func @dot_f128(%x: memref<9xf128>, %y: memref<9xf128>, %r: memref<f128>) {
  linalg.dot ins(%x, %y : memref<9xf128>, memref<9xf128>) outs(%r : memref<f128>)
  return
}

// r is a view of x: the IR reads the element it accumulates into.
// CHECK-LABEL: func.func @dot_out_views_x(
// CHECK-NOT: kernel.launch
// CHECK: linalg.dot
func.func @dot_out_views_x(%x: memref<9xf32>, %y: memref<9xf32>) {
  %r = memref.subview %x[3] [1] [1] : memref<9xf32> to memref<f32, strided<[], offset: 3>>
  linalg.dot ins(%x, %y : memref<9xf32>, memref<9xf32>) outs(%r : memref<f32, strided<[], offset: 3>>)
  return
}
