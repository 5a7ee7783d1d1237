// A 3x3 convolution computed with the Winograd F(4x4, 3x3) transforms (the
// form linalg's winograd_conv2d rewrite produces) runs through kmatch's
// pipeline: --kmatch-decompose turns the three transforms into loops of
// matmuls on slices, which nothing else would bufferize ("op was not
// bufferized" before). The result matches upstream's decomposition and the
// direct convolution printed beside it.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: mlir-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/upstream-decompose-winograd.mlir --transform-interpreter | %upstream_lower | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-4 --min-values 1024 %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
// RUN: kmatch-opt %s --kmatch-decompose | FileCheck %s --check-prefix=DECOMPOSED
//
// Both results, winograd then direct, print the same numbers.
// CHECK-COUNT-2: memref rank=4 sizes=[2, 8, 8, 4]
// DECOMPOSED-NOT: linalg.winograd
// DECOMPOSED: scf.for
// DECOMPOSED: linalg.matmul

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[n, h, w, c] = ((n * 5 + h * 7 + w * 3 + c) mod 11) / 4 - 1
func.func @input() -> tensor<2x10x10x3xf32> {
  %r = tensor.generate {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %a = arith.muli %n, %c5 : index
    %b = arith.muli %h, %c7 : index
    %d = arith.muli %w, %c3 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %d : index
    %s2 = arith.addi %s1, %c : index
    %m = arith.remui %s2, %c11 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %q = arith.constant 0.25 : f32
    %one = arith.constant 1.0 : f32
    %v = arith.mulf %f, %q : f32
    %y = arith.subf %v, %one : f32
    tensor.yield %y : f32
  } : tensor<2x10x10x3xf32>
  return %r : tensor<2x10x10x3xf32>
}

// w[f, h, w, c] = ((f * 3 + h * 5 + w + c * 2) mod 7) / 8 - 0.375
func.func @filter() -> tensor<4x3x3x3xf32> {
  %r = tensor.generate {
  ^bb0(%f: index, %h: index, %w: index, %c: index):
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %a = arith.muli %f, %c3 : index
    %b = arith.muli %h, %c5 : index
    %d = arith.muli %c, %c2 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %w : index
    %s2 = arith.addi %s1, %d : index
    %m = arith.remui %s2, %c7 : index
    %i = arith.index_cast %m : index to i32
    %x = arith.sitofp %i : i32 to f32
    %q = arith.constant 0.125 : f32
    %o = arith.constant 0.375 : f32
    %v = arith.mulf %x, %q : f32
    %y = arith.subf %v, %o : f32
    tensor.yield %y : f32
  } : tensor<4x3x3x3xf32>
  return %r : tensor<4x3x3x3xf32>
}

func.func @winograd(%x: tensor<2x10x10x3xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<6x6x3x4xf32>
  %wt = linalg.winograd_filter_transform fmr(F_4_3) ins(%w : tensor<4x3x3x3xf32>) outs(%e0 : tensor<6x6x3x4xf32>) -> tensor<6x6x3x4xf32>
  %e1 = tensor.empty() : tensor<6x6x2x2x2x3xf32>
  %xt = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x3xf32>) outs(%e1 : tensor<6x6x2x2x2x3xf32>) -> tensor<6x6x2x2x2x3xf32>
  %wc = tensor.collapse_shape %wt [[0, 1], [2], [3]] : tensor<6x6x3x4xf32> into tensor<36x3x4xf32>
  %xc = tensor.collapse_shape %xt [[0, 1], [2, 3, 4], [5]] : tensor<6x6x2x2x2x3xf32> into tensor<36x8x3xf32>
  %e2 = tensor.empty() : tensor<36x8x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<36x8x4xf32>) -> tensor<36x8x4xf32>
  %mm = linalg.batch_matmul ins(%xc, %wc : tensor<36x8x3xf32>, tensor<36x3x4xf32>) outs(%f2 : tensor<36x8x4xf32>) -> tensor<36x8x4xf32>
  %me = tensor.expand_shape %mm [[0, 1], [2, 3, 4], [5]] output_shape [6, 6, 2, 2, 2, 4] : tensor<36x8x4xf32> into tensor<6x6x2x2x2x4xf32>
  %e3 = tensor.empty() : tensor<2x8x8x4xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %y = linalg.winograd_output_transform fmr(F_4_3) ins(%me : tensor<6x6x2x2x2x4xf32>) outs(%f3 : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  return %y : tensor<2x8x8x4xf32>
}

func.func @direct(%x: tensor<2x10x10x3xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  %y = linalg.conv_2d_nhwc_fhwc ins(%x, %w : tensor<2x10x10x3xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
  return %y : tensor<2x8x8x4xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<2x10x10x3xf32>
  %w = call @filter() : () -> tensor<4x3x3x3xf32>
  %a = call @winograd(%x, %w) : (tensor<2x10x10x3xf32>, tensor<4x3x3x3xf32>) -> tensor<2x8x8x4xf32>
  %b = call @direct(%x, %w) : (tensor<2x10x10x3xf32>, tensor<4x3x3x3xf32>) -> tensor<2x8x8x4xf32>
  %ma = bufferization.to_buffer %a : tensor<2x8x8x4xf32> to memref<2x8x8x4xf32>
  %ua = memref.cast %ma : memref<2x8x8x4xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b : tensor<2x8x8x4xf32> to memref<2x8x8x4xf32>
  %ub = memref.cast %mb : memref<2x8x8x4xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%ub) : (memref<*xf32>) -> ()
  return
}
