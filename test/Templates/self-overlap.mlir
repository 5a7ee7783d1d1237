// Outputs whose static layout puts two elements on one address (a zero
// stride from memref.reinterpret_cast, or strides that interleave) stay on
// the default path: the IR updates such an element once per alias, in loop
// order, and the shims refuse the view at run time ("overlaps itself"), so a
// launch would turn a program that runs into one that fails
// (OutputDoesNotOverlapInputs). A zero stride on an input (a broadcast) is
// fine and still matches; so does a zero stride on a unit dim of the output.
// RUN: kmatch-opt %s -split-input-file --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 9 functions, 2 rewritten, 0 failures

// CHECK-LABEL: func.func @gemm_zero_stride_out(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @gemm_zero_stride_out(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<6xf32>) {
  %c = memref.reinterpret_cast %C to offset: [0], sizes: [8, 6], strides: [0, 1] : memref<6xf32> to memref<8x6xf32, strided<[0, 1]>>
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%c : memref<8x6xf32, strided<[0, 1]>>)
  return
}

// -----

// Nonzero strides that still overlap: sizes 8x6, strides [2, 1].
// CHECK-LABEL: func.func @gemm_interleaved_out(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @gemm_interleaved_out(%A: memref<8x4xf32>, %B: memref<4x6xf32>, %C: memref<48xf32>) {
  %c = memref.reinterpret_cast %C to offset: [0], sizes: [8, 6], strides: [2, 1] : memref<48xf32> to memref<8x6xf32, strided<[2, 1]>>
  linalg.matmul ins(%A, %B : memref<8x4xf32>, memref<4x6xf32>) outs(%c : memref<8x6xf32, strided<[2, 1]>>)
  return
}

// -----

// CHECK-LABEL: func.func @axpy_zero_stride_out(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @axpy_zero_stride_out(%x: memref<8x8xf32>, %C: memref<8xf32>, %a: f32) {
  %c = memref.reinterpret_cast %C to offset: [0], sizes: [8, 8], strides: [0, 1] : memref<8xf32> to memref<8x8xf32, strided<[0, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : memref<8x8xf32>) outs(%c : memref<8x8xf32, strided<[0, 1]>>) {
  ^bb0(%xi: f32, %ci: f32):
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %ci, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// X *= s on a broadcast view scales the one element eight times in the IR.
// CHECK-LABEL: func.func @scal_zero_stride(
// CHECK-NOT: kernel.launch
// CHECK: linalg.generic
func.func @scal_zero_stride(%X: memref<8xf32>, %s: f32) {
  %x = memref.reinterpret_cast %X to offset: [0], sizes: [8, 8], strides: [0, 1] : memref<8xf32> to memref<8x8xf32, strided<[0, 1]>>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%x : memref<8x8xf32, strided<[0, 1]>>) {
  ^bb0(%xi: f32):
    %p = arith.mulf %s, %xi : f32
    linalg.yield %p : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @gemv_zero_stride_out(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matvec
func.func @gemv_zero_stride_out(%A: memref<8x6xf32>, %x: memref<6xf32>, %Y: memref<1xf32>) {
  %y = memref.reinterpret_cast %Y to offset: [0], sizes: [8], strides: [0] : memref<1xf32> to memref<8xf32, strided<[0]>>
  linalg.matvec ins(%A, %x : memref<8x6xf32>, memref<6xf32>) outs(%y : memref<8xf32, strided<[0]>>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_zero_stride_out(
// CHECK-NOT: kernel.launch
// CHECK: linalg.conv_2d_nchw_fchw
func.func @conv_zero_stride_out(%x: memref<1x3x8x8xf32>, %w: memref<4x3x3x3xf32>, %Y: memref<36xf32>) {
  %y = memref.reinterpret_cast %Y to offset: [0], sizes: [1, 4, 6, 6], strides: [144, 0, 6, 1] : memref<36xf32> to memref<1x4x6x6xf32, strided<[144, 0, 6, 1]>>
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x3x8x8xf32>, memref<4x3x3x3xf32>) outs(%y : memref<1x4x6x6xf32, strided<[144, 0, 6, 1]>>)
  return
}

// -----

// A dynamic dim with a zero stride: unmatched too (it holds one element only
// when its size is 1 at run time).
// CHECK-LABEL: func.func @gemm_zero_stride_dyn(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @gemm_zero_stride_dyn(%A: memref<?x4xf32>, %B: memref<4x6xf32>, %C: memref<6xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.dim %A, %c0 : memref<?x4xf32>
  %c = memref.reinterpret_cast %C to offset: [0], sizes: [%m, 6], strides: [0, 1] : memref<6xf32> to memref<?x6xf32, strided<[0, 1]>>
  linalg.matmul ins(%A, %B : memref<?x4xf32>, memref<4x6xf32>) outs(%c : memref<?x6xf32, strided<[0, 1]>>)
  return
}

// -----

// A zero stride on an input is a broadcast: matched.
// CHECK-LABEL: func.func @gemm_zero_stride_in(
// CHECK: kernel.launch @gemm
func.func @gemm_zero_stride_in(%Arow: memref<4xf32>, %B: memref<4x6xf32>, %C: memref<8x6xf32>) {
  %a = memref.reinterpret_cast %Arow to offset: [0], sizes: [8, 4], strides: [0, 1] : memref<4xf32> to memref<8x4xf32, strided<[0, 1]>>
  linalg.matmul ins(%a, %B : memref<8x4xf32, strided<[0, 1]>>, memref<4x6xf32>) outs(%C : memref<8x6xf32>)
  return
}

// -----

// A zero stride on a unit dim of the output: matched.
// CHECK-LABEL: func.func @gemm_zero_stride_unit(
// CHECK: kernel.launch @gemm
func.func @gemm_zero_stride_unit(%A: memref<1x4xf32>, %B: memref<4x6xf32>, %C: memref<6xf32>) {
  %c = memref.reinterpret_cast %C to offset: [0], sizes: [1, 6], strides: [0, 1] : memref<6xf32> to memref<1x6xf32, strided<[0, 1]>>
  linalg.matmul ins(%A, %B : memref<1x4xf32>, memref<4x6xf32>) outs(%c : memref<1x6xf32, strided<[0, 1]>>)
  return
}
