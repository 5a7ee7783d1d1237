// A linalg.softmax on memrefs that no template takes (f64, and f32 written
// in place) is decomposed through tensors: upstream's decomposition builds
// tensors, and applied to memref operands it produced invalid IR (generics
// mixing memrefs and tensors). Each memref softmax here runs against the
// same softmax on tensors (upstream's decomposition as it is), and the
// printed rows must be equal. Row 1 holds -inf and +large values; row 2 a
// +inf, whose softmax is NaN where the IR computes inf - inf.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.out
// RUN: FileCheck %s < %t.out
// CHECK-LABEL: f64
// CHECK: [0.0320586, 0.0871443, 0.236883, 0.643914]
// CHECK: [0, 0, 0.5, 0.5]
// CHECK: [{{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan]
// CHECK-LABEL: f64 on tensors
// CHECK: [0.0320586, 0.0871443, 0.236883, 0.643914]
// CHECK: [0, 0, 0.5, 0.5]
// CHECK: [{{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan]
// CHECK-LABEL: f32 in place
// CHECK: [0.0320586, 0.0871443, 0.236883, 0.643914]
// CHECK: [0, 0, 0.5, 0.5]
// CHECK: [{{-?}}nan, {{-?}}nan, {{-?}}nan, {{-?}}nan]

func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printString(!llvm.ptr)
llvm.mlir.global internal constant @s_f64("f64\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_tensors("f64 on tensors\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @s_inplace("f32 in place\0A\00") {addr_space = 0 : i32}

func.func @softmax_f64(%x: memref<3x4xf64>, %y: memref<3x4xf64>) {
  linalg.softmax dimension(1) ins(%x : memref<3x4xf64>) outs(%y : memref<3x4xf64>)
  return
}

func.func @softmax_f64_tensor(%x: tensor<3x4xf64>) -> tensor<3x4xf64> {
  %e = tensor.empty() : tensor<3x4xf64>
  %r = linalg.softmax dimension(1) ins(%x : tensor<3x4xf64>) outs(%e : tensor<3x4xf64>) -> tensor<3x4xf64>
  return %r : tensor<3x4xf64>
}

func.func @softmax_inplace(%x: memref<3x4xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<3x4xf32>) outs(%x : memref<3x4xf32>)
  return
}

func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0xFFF0000000000000, 0xFFF0000000000000, 1.0e30, 1.0e30], [1.0, 0x7FF0000000000000, 2.0, 3.0]]> : tensor<3x4xf64>
  %x = bufferization.to_buffer %c : tensor<3x4xf64> to memref<3x4xf64>
  %y = memref.alloc() : memref<3x4xf64>
  call @softmax_f64(%x, %y) : (memref<3x4xf64>, memref<3x4xf64>) -> ()
  %p0 = llvm.mlir.addressof @s_f64 : !llvm.ptr
  call @printString(%p0) : (!llvm.ptr) -> ()
  %yu = memref.cast %y : memref<3x4xf64> to memref<*xf64>
  call @printMemrefF64(%yu) : (memref<*xf64>) -> ()

  %t = call @softmax_f64_tensor(%c) : (tensor<3x4xf64>) -> tensor<3x4xf64>
  %tb = bufferization.to_buffer %t : tensor<3x4xf64> to memref<3x4xf64>
  %p1 = llvm.mlir.addressof @s_tensors : !llvm.ptr
  call @printString(%p1) : (!llvm.ptr) -> ()
  %tu = memref.cast %tb : memref<3x4xf64> to memref<*xf64>
  call @printMemrefF64(%tu) : (memref<*xf64>) -> ()

  %c32 = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0xFF800000, 0xFF800000, 1.0e30, 1.0e30], [1.0, 0x7F800000, 2.0, 3.0]]> : tensor<3x4xf32>
  %x32c = bufferization.to_buffer %c32 : tensor<3x4xf32> to memref<3x4xf32>
  %x32 = memref.alloc() : memref<3x4xf32>
  memref.copy %x32c, %x32 : memref<3x4xf32> to memref<3x4xf32>
  call @softmax_inplace(%x32) : (memref<3x4xf32>) -> ()
  %p2 = llvm.mlir.addressof @s_inplace : !llvm.ptr
  call @printString(%p2) : (!llvm.ptr) -> ()
  %xu = memref.cast %x32 : memref<3x4xf32> to memref<*xf32>
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  memref.dealloc %y : memref<3x4xf64>
  memref.dealloc %x32 : memref<3x4xf32>
  return
}
