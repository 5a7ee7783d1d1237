// Aliasing between a function's own allocations, its arguments and globals.
// A buffer the function allocates is new memory: no argument and no
// memref.get_global holds it, so a gemm reading a global weight into a fresh
// buffer is a launch (bufferized models keep their weights in globals).
// Globals of different symbols are disjoint. A mutable global may be what a
// caller passed as an argument, two reads of one symbol are one buffer, and a
// buffer that came back from a call may be any buffer: those stay on the
// default path where the kernel needs its output apart from its inputs.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 8 functions, 5 rewritten, 0 failures, 1 skipped

memref.global "private" constant @w : memref<4x4xf32> = dense<[[1.0, 2.0, 3.0, 4.0], [0.5, -1.0, 2.0, 0.0], [3.0, 1.0, -2.0, 1.0], [1.0, 1.0, 1.0, -1.0]]>
memref.global "private" @state : memref<4x4xf32> = dense<1.0>
memref.global "private" @state2 : memref<4x4xf32> = dense<0.5>


// CHECK-LABEL: func.func @alloc_out_global_in(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.matmul
func.func @alloc_out_global_in(%a: memref<4x4xf32>) -> memref<4x4xf32> {
  %w = memref.get_global @w : memref<4x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%a, %w : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return %c : memref<4x4xf32>
}


// A view of a stack buffer, the global transposed.
// CHECK-LABEL: func.func @alloca_view_out_global_in(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.generic
func.func @alloca_view_out_global_in(%a: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %w = memref.get_global @w : memref<4x4xf32>
  %buf = memref.alloca() : memref<8x4xf32>
  %c = memref.subview %buf[2, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1], offset: 8>>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32, strided<[4, 1], offset: 8>>)
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32, strided<[4, 1], offset: 8>>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  memref.copy %c, %out : memref<4x4xf32, strided<[4, 1], offset: 8>> to memref<4x4xf32>
  return
}


// Two different globals and a fresh copy of the argument: the mutable global
// accumulates the product.
// CHECK-LABEL: func.func @global_out_other_global_in(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.matmul
func.func @global_out_other_global_in(%arg: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %a = memref.alloc() : memref<4x4xf32>
  memref.copy %arg, %a : memref<4x4xf32> to memref<4x4xf32>
  %w = memref.get_global @w : memref<4x4xf32>
  %s = memref.get_global @state2 : memref<4x4xf32>
  linalg.matmul ins(%a, %w : memref<4x4xf32>, memref<4x4xf32>) outs(%s : memref<4x4xf32>)
  memref.copy %s, %out : memref<4x4xf32> to memref<4x4xf32>
  return
}

// A fresh buffer against an argument: the first operand, through a cast.
// CHECK-LABEL: func.func @alloc_out_arg_in(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: linalg.matmul
func.func @alloc_out_arg_in(%a: memref<4x4xf32>, %b: memref<4x4xf32>) -> memref<4x4xf32> {
  %c = memref.alloc() : memref<4x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  %d = memref.cast %c : memref<4x4xf32> to memref<?x?xf32>
  %ad = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%ad, %b : memref<?x?xf32>, memref<4x4xf32>) outs(%d : memref<?x?xf32>)
  return %c : memref<4x4xf32>
}


// One symbol read twice is one buffer: C += A * C.
// CHECK-LABEL: func.func @same_global_twice(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @same_global_twice(%a: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %s1 = memref.get_global @state : memref<4x4xf32>
  %s2 = memref.get_global @state : memref<4x4xf32>
  linalg.matmul ins(%a, %s1 : memref<4x4xf32>, memref<4x4xf32>) outs(%s2 : memref<4x4xf32>)
  memref.copy %s2, %out : memref<4x4xf32> to memref<4x4xf32>
  return
}


// A mutable global may be the argument a caller passed.
// CHECK-LABEL: func.func @global_out_arg_in(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @global_out_arg_in(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %s = memref.get_global @state : memref<4x4xf32>
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%s : memref<4x4xf32>)
  memref.copy %s, %out : memref<4x4xf32> to memref<4x4xf32>
  return
}

// A buffer a call returns may be the fresh one it was given.
func.func private @pass(%m: memref<4x4xf32>) -> memref<4x4xf32> {
  return %m : memref<4x4xf32>
}

// CHECK-LABEL: func.func @call_result_in(
// CHECK-NOT: kernel.launch
// CHECK: linalg.matmul
func.func @call_result_in(%a: memref<4x4xf32>, %out: memref<4x4xf32>) {
  %c = memref.alloc() : memref<4x4xf32>
  memref.copy %a, %c : memref<4x4xf32> to memref<4x4xf32>
  %p = func.call @pass(%c) : (memref<4x4xf32>) -> memref<4x4xf32>
  linalg.matmul ins(%a, %p : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  memref.copy %c, %out : memref<4x4xf32> to memref<4x4xf32>
  memref.dealloc %c : memref<4x4xf32>
  return
}

memref.global "private" constant @filter : memref<2x3x3x3xf32> = dense<[[[[1.0, -1.0, 0.5], [0.0, 2.0, 1.0], [1.0, 1.0, -0.5]], [[0.5, 0.0, 1.0], [1.0, -2.0, 0.0], [0.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [0.0, 0.0, 0.0], [-1.0, 0.5, 2.0]]], [[[0.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 0.0]], [[2.0, 0.0, -1.0], [0.0, 0.5, 0.0], [1.0, 0.0, 2.0]], [[-1.0, -1.0, 1.0], [1.0, 0.0, 1.0], [0.5, 0.5, 0.5]]]]>

// The same rule for every template: a conv of a global filter into a fresh
// buffer.
// CHECK-LABEL: func.func @conv_alloc_out_global_filter(
// CHECK: kernel.launch @conv2d(
// CHECK-NOT: linalg.conv_2d_nchw_fchw
func.func @conv_alloc_out_global_filter(%x: memref<1x3x6x6xf32>) -> memref<1x2x4x4xf32> {
  %w = memref.get_global @filter : memref<2x3x3x3xf32>
  %y = memref.alloc() : memref<1x2x4x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%y : memref<1x2x4x4xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : memref<1x3x6x6xf32>, memref<2x3x3x3xf32>) outs(%y : memref<1x2x4x4xf32>)
  return %y : memref<1x2x4x4xf32>
}
