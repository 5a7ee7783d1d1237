// Constant weights (--kmatch-mark-constants): a conv whose filter is an
// argument marked kmatch.constant and a conv whose filter is an inline
// constant (torch-mlir's style, bufferized to a constant memref.global) get
// a nonzero w_constant, and the CPU shim keeps their filters in oneDNN's
// blocked layout after the first call. @forward runs twice on two inputs
// with the same weights; both results match the default lowering of the
// same program (rounding of the convolutions only), so the second call,
// which runs on the kept filters, computes what the first did.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu --mlir-print-ir-after=kmatch-mark-constants -o /dev/null 2>&1 | FileCheck %s --check-prefix=MARK
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-5 --min-values 288 %t.ref %t.kmatch
// Without the argument's mark the first conv reorders its filter on every
// call, and computes the same bits.
// RUN: sed -e 's/ {kmatch.constant}//' %s | kmatch-opt --kmatch-pipeline=backend=cpu | %run_cpu > %t.unmarked
// RUN: %numdiff --rtol 0 --atol 0 --min-values 288 %t.unmarked %t.kmatch
//
// MARK-LABEL: func.func @forward(
// MARK: kernel.launch @conv2d_bias_act({{.*}}) {{{.*}}w_constant = 1 : i64}
// MARK: kernel.launch @conv2d({{.*}}) {{{.*}}w_constant = {{-?[0-9]+}} : i64}

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @forward(%x: tensor<1x8x10x10xf32>, %w: tensor<16x8x3x3xf32> {kmatch.constant},
                   %b: tensor<16xf32>) -> tensor<1x4x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x16x8x8xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>) outs(%f1 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
  %e_a = tensor.empty() : tensor<1x16x8x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = #par4}
    ins(%c1, %b : tensor<1x16x8x8xf32>, tensor<16xf32>) outs(%e_a : tensor<1x16x8x8xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %s = arith.addf %in0, %in1 : f32
    %t1 = arith.cmpf ugt, %s, %zero : f32
    %t2 = arith.select %t1, %s, %zero : f32
    linalg.yield %t2 : f32
  } -> tensor<1x16x8x8xf32>
  %wc = arith.constant dense<[[[[-1.375, -0.375, 0.625], [1.625, -1.0, 0.0], [1.0, -1.625, -0.625]], [[0.375, 1.375, -1.25], [-0.25, 0.75, 1.75], [-0.875, 0.125, 1.125]], [[-1.5, -0.5, 0.5], [1.5, -1.125, -0.125], [0.875, -1.75, -0.75]], [[0.25, 1.25, -1.375], [-0.375, 0.625, 1.625], [-1.0, 0.0, 1.0]], [[-1.625, -0.625, 0.375], [1.375, -1.25, -0.25], [0.75, 1.75, -0.875]], [[0.125, 1.125, -1.5], [-0.5, 0.5, 1.5], [-1.125, -0.125, 0.875]], [[-1.75, -0.75, 0.25], [1.25, -1.375, -0.375], [0.625, 1.625, -1.0]], [[0.0, 1.0, -1.625], [-0.625, 0.375, 1.375], [-1.25, -0.25, 0.75]], [[1.75, -0.875, 0.125], [1.125, -1.5, -0.5], [0.5, 1.5, -1.125]], [[-0.125, 0.875, -1.75], [-0.75, 0.25, 1.25], [-1.375, -0.375, 0.625]], [[1.625, -1.0, 0.0], [1.0, -1.625, -0.625], [0.375, 1.375, -1.25]], [[-0.25, 0.75, 1.75], [-0.875, 0.125, 1.125], [-1.5, -0.5, 0.5]], [[1.5, -1.125, -0.125], [0.875, -1.75, -0.75], [0.25, 1.25, -1.375]], [[-0.375, 0.625, 1.625], [-1.0, 0.0, 1.0], [-1.625, -0.625, 0.375]], [[1.375, -1.25, -0.25], [0.75, 1.75, -0.875], [0.125, 1.125, -1.5]], [[-0.5, 0.5, 1.5], [-1.125, -0.125, 0.875], [-1.75, -0.75, 0.25]]], [[[1.25, -1.375, -0.375], [0.625, 1.625, -1.0], [0.0, 1.0, -1.625]], [[-0.625, 0.375, 1.375], [-1.25, -0.25, 0.75], [1.75, -0.875, 0.125]], [[1.125, -1.5, -0.5], [0.5, 1.5, -1.125], [-0.125, 0.875, -1.75]], [[-0.75, 0.25, 1.25], [-1.375, -0.375, 0.625], [1.625, -1.0, 0.0]], [[1.0, -1.625, -0.625], [0.375, 1.375, -1.25], [-0.25, 0.75, 1.75]], [[-0.875, 0.125, 1.125], [-1.5, -0.5, 0.5], [1.5, -1.125, -0.125]], [[0.875, -1.75, -0.75], [0.25, 1.25, -1.375], [-0.375, 0.625, 1.625]], [[-1.0, 0.0, 1.0], [-1.625, -0.625, 0.375], [1.375, -1.25, -0.25]], [[0.75, 1.75, -0.875], [0.125, 1.125, -1.5], [-0.5, 0.5, 1.5]], [[-1.125, -0.125, 0.875], [-1.75, -0.75, 0.25], [1.25, -1.375, -0.375]], [[0.625, 1.625, -1.0], [0.0, 1.0, -1.625], [-0.625, 0.375, 1.375]], [[-1.25, -0.25, 0.75], [1.75, -0.875, 0.125], [1.125, -1.5, -0.5]], [[0.5, 1.5, -1.125], [-0.125, 0.875, -1.75], [-0.75, 0.25, 1.25]], [[-1.375, -0.375, 0.625], [1.625, -1.0, 0.0], [1.0, -1.625, -0.625]], [[0.375, 1.375, -1.25], [-0.25, 0.75, 1.75], [-0.875, 0.125, 1.125]], [[-1.5, -0.5, 0.5], [1.5, -1.125, -0.125], [0.875, -1.75, -0.75]]], [[[0.25, 1.25, -1.375], [-0.375, 0.625, 1.625], [-1.0, 0.0, 1.0]], [[-1.625, -0.625, 0.375], [1.375, -1.25, -0.25], [0.75, 1.75, -0.875]], [[0.125, 1.125, -1.5], [-0.5, 0.5, 1.5], [-1.125, -0.125, 0.875]], [[-1.75, -0.75, 0.25], [1.25, -1.375, -0.375], [0.625, 1.625, -1.0]], [[0.0, 1.0, -1.625], [-0.625, 0.375, 1.375], [-1.25, -0.25, 0.75]], [[1.75, -0.875, 0.125], [1.125, -1.5, -0.5], [0.5, 1.5, -1.125]], [[-0.125, 0.875, -1.75], [-0.75, 0.25, 1.25], [-1.375, -0.375, 0.625]], [[1.625, -1.0, 0.0], [1.0, -1.625, -0.625], [0.375, 1.375, -1.25]], [[-0.25, 0.75, 1.75], [-0.875, 0.125, 1.125], [-1.5, -0.5, 0.5]], [[1.5, -1.125, -0.125], [0.875, -1.75, -0.75], [0.25, 1.25, -1.375]], [[-0.375, 0.625, 1.625], [-1.0, 0.0, 1.0], [-1.625, -0.625, 0.375]], [[1.375, -1.25, -0.25], [0.75, 1.75, -0.875], [0.125, 1.125, -1.5]], [[-0.5, 0.5, 1.5], [-1.125, -0.125, 0.875], [-1.75, -0.75, 0.25]], [[1.25, -1.375, -0.375], [0.625, 1.625, -1.0], [0.0, 1.0, -1.625]], [[-0.625, 0.375, 1.375], [-1.25, -0.25, 0.75], [1.75, -0.875, 0.125]], [[1.125, -1.5, -0.5], [0.5, 1.5, -1.125], [-0.125, 0.875, -1.75]]], [[[-0.75, 0.25, 1.25], [-1.375, -0.375, 0.625], [1.625, -1.0, 0.0]], [[1.0, -1.625, -0.625], [0.375, 1.375, -1.25], [-0.25, 0.75, 1.75]], [[-0.875, 0.125, 1.125], [-1.5, -0.5, 0.5], [1.5, -1.125, -0.125]], [[0.875, -1.75, -0.75], [0.25, 1.25, -1.375], [-0.375, 0.625, 1.625]], [[-1.0, 0.0, 1.0], [-1.625, -0.625, 0.375], [1.375, -1.25, -0.25]], [[0.75, 1.75, -0.875], [0.125, 1.125, -1.5], [-0.5, 0.5, 1.5]], [[-1.125, -0.125, 0.875], [-1.75, -0.75, 0.25], [1.25, -1.375, -0.375]], [[0.625, 1.625, -1.0], [0.0, 1.0, -1.625], [-0.625, 0.375, 1.375]], [[-1.25, -0.25, 0.75], [1.75, -0.875, 0.125], [1.125, -1.5, -0.5]], [[0.5, 1.5, -1.125], [-0.125, 0.875, -1.75], [-0.75, 0.25, 1.25]], [[-1.375, -0.375, 0.625], [1.625, -1.0, 0.0], [1.0, -1.625, -0.625]], [[0.375, 1.375, -1.25], [-0.25, 0.75, 1.75], [-0.875, 0.125, 1.125]], [[-1.5, -0.5, 0.5], [1.5, -1.125, -0.125], [0.875, -1.75, -0.75]], [[0.25, 1.25, -1.375], [-0.375, 0.625, 1.625], [-1.0, 0.0, 1.0]], [[-1.625, -0.625, 0.375], [1.375, -1.25, -0.25], [0.75, 1.75, -0.875]], [[0.125, 1.125, -1.5], [-0.5, 0.5, 1.5], [-1.125, -0.125, 0.875]]]]> : tensor<4x16x3x3xf32>
  %e2 = tensor.empty() : tensor<1x4x6x6xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%a, %wc : tensor<1x16x8x8xf32>, tensor<4x16x3x3xf32>) outs(%f2 : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  return %c2 : tensor<1x4x6x6xf32>
}

func.func @fill(%t: tensor<?xf32>, %seed: index) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
    outs(%t : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c37 = arith.constant 37 : index
    %c29 = arith.constant 29 : index
    %c14 = arith.constant 14 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %k = arith.muli %i, %c37 : index
    %k1 = arith.addi %k, %seed : index
    %k2 = arith.remui %k1, %c29 : index
    %k3 = arith.subi %k2, %c14 : index
    %ki = arith.index_cast %k3 : index to i64
    %kf = arith.sitofp %ki : i64 to f32
    %c7 = arith.constant 7.0 : f32
    %val = arith.divf %kf, %c7 : f32
    %odd = arith.remui %i, %c2 : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    %nz = arith.constant -0.0 : f32
    %z = arith.constant 0.0 : f32
    %iszero = arith.cmpf oeq, %val, %z : f32
    %both = arith.andi %isodd, %iszero : i1
    %res = arith.select %both, %nz, %val : f32
    linalg.yield %res : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @print(%r: tensor<1x4x6x6xf32>) {
  %buf = bufferization.to_buffer %r : tensor<1x4x6x6xf32> to memref<1x4x6x6xf32>
  %u = memref.cast %buf : memref<1x4x6x6xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x1_e = tensor.empty() : tensor<800xf32>
  %x1_d = tensor.cast %x1_e : tensor<800xf32> to tensor<?xf32>
  %x1_s = arith.constant 1 : index
  %x1_f = call @fill(%x1_d, %x1_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %x1_c = tensor.cast %x1_f : tensor<?xf32> to tensor<800xf32>
  %x1 = tensor.expand_shape %x1_c [[0, 1, 2, 3]] output_shape [1, 8, 10, 10] : tensor<800xf32> into tensor<1x8x10x10xf32>
  %x2_e = tensor.empty() : tensor<800xf32>
  %x2_d = tensor.cast %x2_e : tensor<800xf32> to tensor<?xf32>
  %x2_s = arith.constant 2 : index
  %x2_f = call @fill(%x2_d, %x2_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %x2_c = tensor.cast %x2_f : tensor<?xf32> to tensor<800xf32>
  %x2 = tensor.expand_shape %x2_c [[0, 1, 2, 3]] output_shape [1, 8, 10, 10] : tensor<800xf32> into tensor<1x8x10x10xf32>
  %w_e = tensor.empty() : tensor<1152xf32>
  %w_d = tensor.cast %w_e : tensor<1152xf32> to tensor<?xf32>
  %w_s = arith.constant 5 : index
  %w_f = call @fill(%w_d, %w_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %w_c = tensor.cast %w_f : tensor<?xf32> to tensor<1152xf32>
  %w = tensor.expand_shape %w_c [[0, 1, 2, 3]] output_shape [16, 8, 3, 3] : tensor<1152xf32> into tensor<16x8x3x3xf32>
  %b_e = tensor.empty() : tensor<16xf32>
  %b_d = tensor.cast %b_e : tensor<16xf32> to tensor<?xf32>
  %b_s = arith.constant 7 : index
  %b_f = call @fill(%b_d, %b_s) : (tensor<?xf32>, index) -> tensor<?xf32>
  %b_c = tensor.cast %b_f : tensor<?xf32> to tensor<16xf32>
  %b = tensor.cast %b_c : tensor<16xf32> to tensor<16xf32>
  %r1 = call @forward(%x1, %w, %b) : (tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>) -> tensor<1x4x6x6xf32>
  call @print(%r1) : (tensor<1x4x6x6xf32>) -> ()
  %r2 = call @forward(%x2, %w, %b) : (tensor<1x8x10x10xf32>, tensor<16x8x3x3xf32>, tensor<16xf32>) -> tensor<1x4x6x6xf32>
  call @print(%r2) : (tensor<1x4x6x6xf32>) -> ()
  return
}
