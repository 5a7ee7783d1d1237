// Every linalg named op upstream defines for f32 (each family: matmul forms,
// batch and 4-d tiled contractions, convolutions, depthwise convolutions,
// pooling, elementwise named ops, linalg.elementwise, map, reduce, transpose,
// broadcast, copy, fill, fill_rng_2d, select, softmax, pack, unpack) runs
// through kmatch-pipeline and mlir-runner on tensors and matches upstream's
// lowering. Upstream's lowering cannot run softmax, pack or unpack by itself:
// its reference decomposes them first with the transform ops
// structured.decompose_interface, lower_pack and lower_unpack.
// (The integer-only ops, *_q, quantized_* and *_unsigned, are not f32; the
// winograd_* transforms are in winograd.mlir.)
//
// Written by Inputs/gen_named_ops.py. One function per op, @op_<name> (a
// function named like a libm entry, e.g. @powf, would take that symbol's
// place); @main prints each result.
//
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: mlir-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/upstream-decompose.mlir --transform-interpreter | %upstream_lower | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 2906 %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
// RUN: kmatch-opt %s --kmatch-decompose | FileCheck %s --check-prefix=DECOMPOSED
//
// CHECK-COUNT-86: memref rank=
// DECOMPOSED-NOT: linalg.softmax
// DECOMPOSED-NOT: linalg.pack
// DECOMPOSED-NOT: linalg.unpack

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// M[i] = ((i * 7 + seed) mod 17) / 8 - 1 (or + 0.25 where positive)
func.func @init(%m: memref<?xf32>, %seed: index, %positive: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %eighth = arith.constant 0.125 : f32
  %one = arith.constant 1.0 : f32
  %quarter = arith.constant -0.25 : f32
  %shift = arith.select %positive, %quarter, %one : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %c7 : index
    %b = arith.addi %a, %seed : index
    %r = arith.remui %b, %c17 : index
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %v = arith.mulf %rf, %eighth : f32
    %x = arith.subf %v, %shift : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

func.func @op_matmul(%a0: tensor<4x6xf32>, %a1: tensor<6x5xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.matmul ins(%a0, %a1 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_matmul_transpose_a(%a0: tensor<6x4xf32>, %a1: tensor<6x5xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a0, %a1 : tensor<6x4xf32>, tensor<6x5xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_matmul_transpose_b(%a0: tensor<4x6xf32>, %a1: tensor<5x6xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a0, %a1 : tensor<4x6xf32>, tensor<5x6xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_contract(%a0: tensor<4x6xf32>, %a1: tensor<6x5xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a0, %a1 : tensor<4x6xf32>, tensor<6x5xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_batch_matmul(%a0: tensor<2x4x6xf32>, %a1: tensor<2x6x5xf32>, %a2: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  %r = linalg.batch_matmul ins(%a0, %a1 : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%a2 : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

func.func @op_batch_reduce_matmul(%a0: tensor<2x4x6xf32>, %a1: tensor<2x6x5xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.batch_reduce_matmul ins(%a0, %a1 : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_matvec(%a0: tensor<4x6xf32>, %a1: tensor<6xf32>, %a2: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.matvec ins(%a0, %a1 : tensor<4x6xf32>, tensor<6xf32>) outs(%a2 : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @op_vecmat(%a0: tensor<6xf32>, %a1: tensor<6x5xf32>, %a2: tensor<5xf32>) -> tensor<5xf32> {
  %r = linalg.vecmat ins(%a0, %a1 : tensor<6xf32>, tensor<6x5xf32>) outs(%a2 : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

func.func @op_batch_matvec(%a0: tensor<2x4x6xf32>, %a1: tensor<2x6xf32>, %a2: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.batch_matvec ins(%a0, %a1 : tensor<2x4x6xf32>, tensor<2x6xf32>) outs(%a2 : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

func.func @op_batch_vecmat(%a0: tensor<2x6xf32>, %a1: tensor<2x6x5xf32>, %a2: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %r = linalg.batch_vecmat ins(%a0, %a1 : tensor<2x6xf32>, tensor<2x6x5xf32>) outs(%a2 : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}

func.func @op_dot(%a0: tensor<6xf32>, %a1: tensor<6xf32>, %a2: tensor<f32>) -> tensor<f32> {
  %r = linalg.dot ins(%a0, %a1 : tensor<6xf32>, tensor<6xf32>) outs(%a2 : tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}

func.func @op_mmt4d(%a0: tensor<2x3x2x2xf32>, %a1: tensor<2x3x3x2xf32>, %a2: tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32> {
  %r = linalg.mmt4d ins(%a0, %a1 : tensor<2x3x2x2xf32>, tensor<2x3x3x2xf32>) outs(%a2 : tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  return %r : tensor<2x2x2x3xf32>
}

func.func @op_batch_mmt4d(%a0: tensor<2x2x3x2x2xf32>, %a1: tensor<2x2x3x3x2xf32>, %a2: tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32> {
  %r = linalg.batch_mmt4d ins(%a0, %a1 : tensor<2x2x3x2x2xf32>, tensor<2x2x3x3x2xf32>) outs(%a2 : tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32>
  return %r : tensor<2x2x2x2x3xf32>
}

func.func @op_conv_1d(%a0: tensor<8xf32>, %a1: tensor<3xf32>, %a2: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.conv_1d ins(%a0, %a1 : tensor<8xf32>, tensor<3xf32>) outs(%a2 : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

func.func @op_conv_2d(%a0: tensor<6x7xf32>, %a1: tensor<3x3xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %r = linalg.conv_2d ins(%a0, %a1 : tensor<6x7xf32>, tensor<3x3xf32>) outs(%a2 : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_conv_3d(%a0: tensor<5x5x5xf32>, %a1: tensor<2x2x2xf32>, %a2: tensor<4x4x4xf32>) -> tensor<4x4x4xf32> {
  %r = linalg.conv_3d ins(%a0, %a1 : tensor<5x5x5xf32>, tensor<2x2x2xf32>) outs(%a2 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  return %r : tensor<4x4x4xf32>
}

func.func @op_conv_1d_nwc_wcf(%a0: tensor<1x8x3xf32>, %a1: tensor<3x3x4xf32>, %a2: tensor<1x6x4xf32>) -> tensor<1x6x4xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3x3x4xf32>) outs(%a2 : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  return %r : tensor<1x6x4xf32>
}

func.func @op_conv_1d_ncw_fcw(%a0: tensor<1x3x8xf32>, %a1: tensor<4x3x3xf32>, %a2: tensor<1x4x6xf32>) -> tensor<1x4x6xf32> {
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x3x8xf32>, tensor<4x3x3xf32>) outs(%a2 : tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  return %r : tensor<1x4x6xf32>
}

func.func @op_conv_2d_nhwc_hwcf(%a0: tensor<1x7x7x3xf32>, %a1: tensor<3x3x3x4xf32>, %a2: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>) outs(%a2 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %r : tensor<1x3x3x4xf32>
}

func.func @op_conv_2d_nhwc_fhwc(%a0: tensor<1x6x6x3xf32>, %a1: tensor<4x3x3x3xf32>, %a2: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<4x3x3x3xf32>) outs(%a2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

func.func @op_conv_2d_nchw_fchw(%a0: tensor<1x3x7x7xf32>, %a1: tensor<4x3x3x3xf32>, %a2: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>) outs(%a2 : tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  return %r : tensor<1x4x3x3xf32>
}

func.func @op_conv_2d_ngchw_fgchw(%a0: tensor<1x2x2x5x5xf32>, %a1: tensor<3x2x2x3x3xf32>, %a2: tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32> {
  %r = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x2x2x5x5xf32>, tensor<3x2x2x3x3xf32>) outs(%a2 : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  return %r : tensor<1x2x3x3x3xf32>
}

func.func @op_conv_2d_ngchw_gfchw(%a0: tensor<1x2x2x5x5xf32>, %a1: tensor<2x3x2x3x3xf32>, %a2: tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32> {
  %r = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x2x2x5x5xf32>, tensor<2x3x2x3x3xf32>) outs(%a2 : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  return %r : tensor<1x2x3x3x3xf32>
}

func.func @op_conv_2d_nhwgc_gfhwc(%a0: tensor<1x5x5x2x2xf32>, %a1: tensor<2x3x3x3x2xf32>, %a2: tensor<1x3x3x2x3xf32>) -> tensor<1x3x3x2x3xf32> {
  %r = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x5x5x2x2xf32>, tensor<2x3x3x3x2xf32>) outs(%a2 : tensor<1x3x3x2x3xf32>) -> tensor<1x3x3x2x3xf32>
  return %r : tensor<1x3x3x2x3xf32>
}

func.func @op_conv_3d_ndhwc_dhwcf(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2x2x3xf32>, %a2: tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%a2 : tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
  return %r : tensor<1x3x3x3x3xf32>
}

func.func @op_conv_3d_ncdhw_fcdhw(%a0: tensor<1x2x4x4x4xf32>, %a1: tensor<3x2x2x2x2xf32>, %a2: tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32> {
  %r = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x2x4x4x4xf32>, tensor<3x2x2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
  return %r : tensor<1x3x3x3x3xf32>
}

func.func @op_depthwise_conv_1d_nwc_wc(%a0: tensor<1x8x3xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x6x3xf32>) -> tensor<1x6x3xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %r : tensor<1x6x3xf32>
}

func.func @op_depthwise_conv_1d_ncw_cw(%a0: tensor<1x3x8xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %r = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x3x8xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %r : tensor<1x3x6xf32>
}

func.func @op_depthwise_conv_1d_nwc_wcm(%a0: tensor<1x8x3xf32>, %a1: tensor<3x3x2xf32>, %a2: tensor<1x6x3x2xf32>) -> tensor<1x6x3x2xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3x3x2xf32>) outs(%a2 : tensor<1x6x3x2xf32>) -> tensor<1x6x3x2xf32>
  return %r : tensor<1x6x3x2xf32>
}

func.func @op_depthwise_conv_2d_nhwc_hwc(%a0: tensor<1x6x6x3xf32>, %a1: tensor<3x3x3xf32>, %a2: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<3x3x3xf32>) outs(%a2 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

func.func @op_depthwise_conv_2d_nchw_chw(%a0: tensor<1x3x6x6xf32>, %a1: tensor<3x3x3xf32>, %a2: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x3x6x6xf32>, tensor<3x3x3xf32>) outs(%a2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

func.func @op_depthwise_conv_2d_nhwc_hwcm(%a0: tensor<1x6x6x3xf32>, %a1: tensor<3x3x3x2xf32>, %a2: tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<3x3x3x2xf32>) outs(%a2 : tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32>
  return %r : tensor<1x4x4x3x2xf32>
}

func.func @op_depthwise_conv_3d_ndhwc_dhwc(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2x2xf32>, %a2: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %r = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %r : tensor<1x3x3x3x2xf32>
}

func.func @op_depthwise_conv_3d_ncdhw_cdhw(%a0: tensor<1x2x4x4x4xf32>, %a1: tensor<2x2x2x2xf32>, %a2: tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32> {
  %r = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x2x4x4x4xf32>, tensor<2x2x2x2xf32>) outs(%a2 : tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  return %r : tensor<1x2x3x3x3xf32>
}

func.func @op_depthwise_conv_3d_ndhwc_dhwcm(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2x2x2xf32>, %a2: tensor<1x3x3x3x2x2xf32>) -> tensor<1x3x3x3x2x2xf32> {
  %r = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x2x2xf32>) -> tensor<1x3x3x3x2x2xf32>
  return %r : tensor<1x3x3x3x2x2xf32>
}

func.func @op_pooling_nhwc_sum(%a0: tensor<1x6x6x3xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

func.func @op_pooling_nwc_sum(%a0: tensor<1x8x3xf32>, %a1: tensor<3xf32>, %a2: tensor<1x6x3xf32>) -> tensor<1x6x3xf32> {
  %r = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%a2 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %r : tensor<1x6x3xf32>
}

func.func @op_pooling_ndhwc_sum(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2xf32>, %a2: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %r = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %r : tensor<1x3x3x3x2xf32>
}

func.func @op_pooling_nhwc_max(%a0: tensor<1x6x6x3xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

func.func @op_pooling_nwc_max(%a0: tensor<1x8x3xf32>, %a1: tensor<3xf32>, %a2: tensor<1x6x3xf32>) -> tensor<1x6x3xf32> {
  %r = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%a2 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %r : tensor<1x6x3xf32>
}

func.func @op_pooling_ndhwc_max(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2xf32>, %a2: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %r = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %r : tensor<1x3x3x3x2xf32>
}

func.func @op_pooling_nhwc_min(%a0: tensor<1x6x6x3xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  %r = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x6x6x3xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %r : tensor<1x4x4x3xf32>
}

func.func @op_pooling_nwc_min(%a0: tensor<1x8x3xf32>, %a1: tensor<3xf32>, %a2: tensor<1x6x3xf32>) -> tensor<1x6x3xf32> {
  %r = linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x8x3xf32>, tensor<3xf32>) outs(%a2 : tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  return %r : tensor<1x6x3xf32>
}

func.func @op_pooling_ndhwc_min(%a0: tensor<1x4x4x4x2xf32>, %a1: tensor<2x2x2xf32>, %a2: tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32> {
  %r = linalg.pooling_ndhwc_min {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%a0, %a1 : tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>) outs(%a2 : tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  return %r : tensor<1x3x3x3x2xf32>
}

func.func @op_pooling_nchw_sum(%a0: tensor<1x3x6x6xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x3x6x6xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

func.func @op_pooling_ncw_sum(%a0: tensor<1x3x8xf32>, %a1: tensor<3xf32>, %a2: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %r = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x3x8xf32>, tensor<3xf32>) outs(%a2 : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %r : tensor<1x3x6xf32>
}

func.func @op_pooling_nchw_max(%a0: tensor<1x3x9x9xf32>, %a1: tensor<3x3xf32>, %a2: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<1x3x9x9xf32>, tensor<3x3xf32>) outs(%a2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

func.func @op_pooling_ncw_max(%a0: tensor<1x3x8xf32>, %a1: tensor<3xf32>, %a2: tensor<1x3x6xf32>) -> tensor<1x3x6xf32> {
  %r = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a0, %a1 : tensor<1x3x8xf32>, tensor<3xf32>) outs(%a2 : tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  return %r : tensor<1x3x6xf32>
}

func.func @op_exp(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.exp ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_abs(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.abs ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_ceil(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.ceil ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_floor(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.floor ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_negf(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.negf ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_reciprocal(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.reciprocal ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_round(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.round ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_square(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.square ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_tanh(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.tanh ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_erf(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.erf ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_copy(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.copy ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_log(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.log ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_sqrt(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.sqrt ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_rsqrt(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.rsqrt ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_add(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.add ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_sub(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.sub ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_mul(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.mul ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_max(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.max ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_min(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.min ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_div(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.div ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_powf(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.powf ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_exp(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_add(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_mul(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_sub(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_div(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_elementwise_erf(%a0: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a0 : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_select(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>, %a2: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %ec = tensor.empty() : tensor<4x5xi1>
  %c = linalg.map ins(%a0 : tensor<4x5xf32>) outs(%ec : tensor<4x5xi1>)
    (%x: f32, %o: i1) {
      %z = arith.constant 0.0 : f32
      %b = arith.cmpf ogt, %x, %z : f32
      linalg.yield %b : i1
    }
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.select ins(%c, %a1, %a2 : tensor<4x5xi1>, tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_fill() -> tensor<4x5xf32> {
  %v = arith.constant 2.5 : f32
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.fill ins(%v : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_fill_rng_2d() -> tensor<4x5xf32> {
  %lo = arith.constant -1.0 : f64
  %hi = arith.constant 1.0 : f64
  %s = arith.constant 42 : i32
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.fill_rng_2d ins(%lo, %hi, %s : f64, f64, i32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

func.func @op_reduce(%a0: tensor<4x5xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.reduce ins(%a0 : tensor<4x5xf32>) outs(%a1 : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

func.func @op_map(%a0: tensor<4x5xf32>, %a1: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.map ins(%a0, %a1 : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %x : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x5xf32>
}

func.func @op_transpose(%a0: tensor<4x5x3xf32>) -> tensor<3x4x5xf32> {
  %e = tensor.empty() : tensor<3x4x5xf32>
  %r = linalg.transpose ins(%a0 : tensor<4x5x3xf32>) outs(%e : tensor<3x4x5xf32>) permutation = [2, 0, 1]
  return %r : tensor<3x4x5xf32>
}

func.func @op_broadcast(%a0: tensor<5xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.broadcast ins(%a0 : tensor<5xf32>) outs(%e : tensor<4x5xf32>) dimensions = [0]
  return %r : tensor<4x5xf32>
}

func.func @op_softmax(%a0: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %e = tensor.empty() : tensor<3x8xf32>
  %r = linalg.softmax dimension(1) ins(%a0 : tensor<3x8xf32>) outs(%e : tensor<3x8xf32>) -> tensor<3x8xf32>
  return %r : tensor<3x8xf32>
}

func.func @op_pack(%a0: tensor<7x16xf32>) -> tensor<2x4x4x4xf32> {
  %pad = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %r = linalg.pack %a0 padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<7x16xf32> -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

func.func @op_pack_transposed(%a0: tensor<8x16xf32>) -> tensor<4x2x4x4xf32> {
  %e = tensor.empty() : tensor<4x2x4x4xf32>
  %r = linalg.pack %a0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %e : tensor<8x16xf32> -> tensor<4x2x4x4xf32>
  return %r : tensor<4x2x4x4xf32>
}

func.func @op_unpack(%a0: tensor<2x4x4x4xf32>) -> tensor<7x16xf32> {
  %e = tensor.empty() : tensor<7x16xf32>
  %r = linalg.unpack %a0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x4x4x4xf32> -> tensor<7x16xf32>
  return %r : tensor<7x16xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %matmul_0_flat = memref.alloc() : memref<24xf32>
  %matmul_0_dyn = memref.cast %matmul_0_flat : memref<24xf32> to memref<?xf32>
  %matmul_s0 = arith.constant 1 : index
  func.call @init(%matmul_0_dyn, %matmul_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_0_m = memref.reinterpret_cast %matmul_0_flat to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32>
  %matmul_0 = bufferization.to_tensor %matmul_0_m restrict : memref<4x6xf32> to tensor<4x6xf32>
  %matmul_1_flat = memref.alloc() : memref<30xf32>
  %matmul_1_dyn = memref.cast %matmul_1_flat : memref<30xf32> to memref<?xf32>
  %matmul_s1 = arith.constant 2 : index
  func.call @init(%matmul_1_dyn, %matmul_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_1_m = memref.reinterpret_cast %matmul_1_flat to offset: [0], sizes: [6, 5], strides: [5, 1] : memref<30xf32> to memref<6x5xf32>
  %matmul_1 = bufferization.to_tensor %matmul_1_m restrict : memref<6x5xf32> to tensor<6x5xf32>
  %matmul_2_flat = memref.alloc() : memref<20xf32>
  %matmul_2_dyn = memref.cast %matmul_2_flat : memref<20xf32> to memref<?xf32>
  %matmul_s2 = arith.constant 3 : index
  func.call @init(%matmul_2_dyn, %matmul_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_2_m = memref.reinterpret_cast %matmul_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %matmul_2 = bufferization.to_tensor %matmul_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %matmul_r = func.call @op_matmul(%matmul_0, %matmul_1, %matmul_2) : (tensor<4x6xf32>, tensor<6x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %matmul_b = bufferization.to_buffer %matmul_r : tensor<4x5xf32> to memref<4x5xf32>
  %matmul_u = memref.cast %matmul_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%matmul_u) : (memref<*xf32>) -> ()
  %matmul_transpose_a_0_flat = memref.alloc() : memref<24xf32>
  %matmul_transpose_a_0_dyn = memref.cast %matmul_transpose_a_0_flat : memref<24xf32> to memref<?xf32>
  %matmul_transpose_a_s0 = arith.constant 4 : index
  func.call @init(%matmul_transpose_a_0_dyn, %matmul_transpose_a_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_a_0_m = memref.reinterpret_cast %matmul_transpose_a_0_flat to offset: [0], sizes: [6, 4], strides: [4, 1] : memref<24xf32> to memref<6x4xf32>
  %matmul_transpose_a_0 = bufferization.to_tensor %matmul_transpose_a_0_m restrict : memref<6x4xf32> to tensor<6x4xf32>
  %matmul_transpose_a_1_flat = memref.alloc() : memref<30xf32>
  %matmul_transpose_a_1_dyn = memref.cast %matmul_transpose_a_1_flat : memref<30xf32> to memref<?xf32>
  %matmul_transpose_a_s1 = arith.constant 5 : index
  func.call @init(%matmul_transpose_a_1_dyn, %matmul_transpose_a_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_a_1_m = memref.reinterpret_cast %matmul_transpose_a_1_flat to offset: [0], sizes: [6, 5], strides: [5, 1] : memref<30xf32> to memref<6x5xf32>
  %matmul_transpose_a_1 = bufferization.to_tensor %matmul_transpose_a_1_m restrict : memref<6x5xf32> to tensor<6x5xf32>
  %matmul_transpose_a_2_flat = memref.alloc() : memref<20xf32>
  %matmul_transpose_a_2_dyn = memref.cast %matmul_transpose_a_2_flat : memref<20xf32> to memref<?xf32>
  %matmul_transpose_a_s2 = arith.constant 6 : index
  func.call @init(%matmul_transpose_a_2_dyn, %matmul_transpose_a_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_a_2_m = memref.reinterpret_cast %matmul_transpose_a_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %matmul_transpose_a_2 = bufferization.to_tensor %matmul_transpose_a_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %matmul_transpose_a_r = func.call @op_matmul_transpose_a(%matmul_transpose_a_0, %matmul_transpose_a_1, %matmul_transpose_a_2) : (tensor<6x4xf32>, tensor<6x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %matmul_transpose_a_b = bufferization.to_buffer %matmul_transpose_a_r : tensor<4x5xf32> to memref<4x5xf32>
  %matmul_transpose_a_u = memref.cast %matmul_transpose_a_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%matmul_transpose_a_u) : (memref<*xf32>) -> ()
  %matmul_transpose_b_0_flat = memref.alloc() : memref<24xf32>
  %matmul_transpose_b_0_dyn = memref.cast %matmul_transpose_b_0_flat : memref<24xf32> to memref<?xf32>
  %matmul_transpose_b_s0 = arith.constant 7 : index
  func.call @init(%matmul_transpose_b_0_dyn, %matmul_transpose_b_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_b_0_m = memref.reinterpret_cast %matmul_transpose_b_0_flat to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32>
  %matmul_transpose_b_0 = bufferization.to_tensor %matmul_transpose_b_0_m restrict : memref<4x6xf32> to tensor<4x6xf32>
  %matmul_transpose_b_1_flat = memref.alloc() : memref<30xf32>
  %matmul_transpose_b_1_dyn = memref.cast %matmul_transpose_b_1_flat : memref<30xf32> to memref<?xf32>
  %matmul_transpose_b_s1 = arith.constant 8 : index
  func.call @init(%matmul_transpose_b_1_dyn, %matmul_transpose_b_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_b_1_m = memref.reinterpret_cast %matmul_transpose_b_1_flat to offset: [0], sizes: [5, 6], strides: [6, 1] : memref<30xf32> to memref<5x6xf32>
  %matmul_transpose_b_1 = bufferization.to_tensor %matmul_transpose_b_1_m restrict : memref<5x6xf32> to tensor<5x6xf32>
  %matmul_transpose_b_2_flat = memref.alloc() : memref<20xf32>
  %matmul_transpose_b_2_dyn = memref.cast %matmul_transpose_b_2_flat : memref<20xf32> to memref<?xf32>
  %matmul_transpose_b_s2 = arith.constant 9 : index
  func.call @init(%matmul_transpose_b_2_dyn, %matmul_transpose_b_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %matmul_transpose_b_2_m = memref.reinterpret_cast %matmul_transpose_b_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %matmul_transpose_b_2 = bufferization.to_tensor %matmul_transpose_b_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %matmul_transpose_b_r = func.call @op_matmul_transpose_b(%matmul_transpose_b_0, %matmul_transpose_b_1, %matmul_transpose_b_2) : (tensor<4x6xf32>, tensor<5x6xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %matmul_transpose_b_b = bufferization.to_buffer %matmul_transpose_b_r : tensor<4x5xf32> to memref<4x5xf32>
  %matmul_transpose_b_u = memref.cast %matmul_transpose_b_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%matmul_transpose_b_u) : (memref<*xf32>) -> ()
  %contract_0_flat = memref.alloc() : memref<24xf32>
  %contract_0_dyn = memref.cast %contract_0_flat : memref<24xf32> to memref<?xf32>
  %contract_s0 = arith.constant 10 : index
  func.call @init(%contract_0_dyn, %contract_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %contract_0_m = memref.reinterpret_cast %contract_0_flat to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32>
  %contract_0 = bufferization.to_tensor %contract_0_m restrict : memref<4x6xf32> to tensor<4x6xf32>
  %contract_1_flat = memref.alloc() : memref<30xf32>
  %contract_1_dyn = memref.cast %contract_1_flat : memref<30xf32> to memref<?xf32>
  %contract_s1 = arith.constant 11 : index
  func.call @init(%contract_1_dyn, %contract_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %contract_1_m = memref.reinterpret_cast %contract_1_flat to offset: [0], sizes: [6, 5], strides: [5, 1] : memref<30xf32> to memref<6x5xf32>
  %contract_1 = bufferization.to_tensor %contract_1_m restrict : memref<6x5xf32> to tensor<6x5xf32>
  %contract_2_flat = memref.alloc() : memref<20xf32>
  %contract_2_dyn = memref.cast %contract_2_flat : memref<20xf32> to memref<?xf32>
  %contract_s2 = arith.constant 12 : index
  func.call @init(%contract_2_dyn, %contract_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %contract_2_m = memref.reinterpret_cast %contract_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %contract_2 = bufferization.to_tensor %contract_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %contract_r = func.call @op_contract(%contract_0, %contract_1, %contract_2) : (tensor<4x6xf32>, tensor<6x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %contract_b = bufferization.to_buffer %contract_r : tensor<4x5xf32> to memref<4x5xf32>
  %contract_u = memref.cast %contract_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%contract_u) : (memref<*xf32>) -> ()
  %batch_matmul_0_flat = memref.alloc() : memref<48xf32>
  %batch_matmul_0_dyn = memref.cast %batch_matmul_0_flat : memref<48xf32> to memref<?xf32>
  %batch_matmul_s0 = arith.constant 13 : index
  func.call @init(%batch_matmul_0_dyn, %batch_matmul_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matmul_0_m = memref.reinterpret_cast %batch_matmul_0_flat to offset: [0], sizes: [2, 4, 6], strides: [24, 6, 1] : memref<48xf32> to memref<2x4x6xf32>
  %batch_matmul_0 = bufferization.to_tensor %batch_matmul_0_m restrict : memref<2x4x6xf32> to tensor<2x4x6xf32>
  %batch_matmul_1_flat = memref.alloc() : memref<60xf32>
  %batch_matmul_1_dyn = memref.cast %batch_matmul_1_flat : memref<60xf32> to memref<?xf32>
  %batch_matmul_s1 = arith.constant 14 : index
  func.call @init(%batch_matmul_1_dyn, %batch_matmul_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matmul_1_m = memref.reinterpret_cast %batch_matmul_1_flat to offset: [0], sizes: [2, 6, 5], strides: [30, 5, 1] : memref<60xf32> to memref<2x6x5xf32>
  %batch_matmul_1 = bufferization.to_tensor %batch_matmul_1_m restrict : memref<2x6x5xf32> to tensor<2x6x5xf32>
  %batch_matmul_2_flat = memref.alloc() : memref<40xf32>
  %batch_matmul_2_dyn = memref.cast %batch_matmul_2_flat : memref<40xf32> to memref<?xf32>
  %batch_matmul_s2 = arith.constant 15 : index
  func.call @init(%batch_matmul_2_dyn, %batch_matmul_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matmul_2_m = memref.reinterpret_cast %batch_matmul_2_flat to offset: [0], sizes: [2, 4, 5], strides: [20, 5, 1] : memref<40xf32> to memref<2x4x5xf32>
  %batch_matmul_2 = bufferization.to_tensor %batch_matmul_2_m restrict : memref<2x4x5xf32> to tensor<2x4x5xf32>
  %batch_matmul_r = func.call @op_batch_matmul(%batch_matmul_0, %batch_matmul_1, %batch_matmul_2) : (tensor<2x4x6xf32>, tensor<2x6x5xf32>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %batch_matmul_b = bufferization.to_buffer %batch_matmul_r : tensor<2x4x5xf32> to memref<2x4x5xf32>
  %batch_matmul_u = memref.cast %batch_matmul_b : memref<2x4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%batch_matmul_u) : (memref<*xf32>) -> ()
  %batch_reduce_matmul_0_flat = memref.alloc() : memref<48xf32>
  %batch_reduce_matmul_0_dyn = memref.cast %batch_reduce_matmul_0_flat : memref<48xf32> to memref<?xf32>
  %batch_reduce_matmul_s0 = arith.constant 16 : index
  func.call @init(%batch_reduce_matmul_0_dyn, %batch_reduce_matmul_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_reduce_matmul_0_m = memref.reinterpret_cast %batch_reduce_matmul_0_flat to offset: [0], sizes: [2, 4, 6], strides: [24, 6, 1] : memref<48xf32> to memref<2x4x6xf32>
  %batch_reduce_matmul_0 = bufferization.to_tensor %batch_reduce_matmul_0_m restrict : memref<2x4x6xf32> to tensor<2x4x6xf32>
  %batch_reduce_matmul_1_flat = memref.alloc() : memref<60xf32>
  %batch_reduce_matmul_1_dyn = memref.cast %batch_reduce_matmul_1_flat : memref<60xf32> to memref<?xf32>
  %batch_reduce_matmul_s1 = arith.constant 17 : index
  func.call @init(%batch_reduce_matmul_1_dyn, %batch_reduce_matmul_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_reduce_matmul_1_m = memref.reinterpret_cast %batch_reduce_matmul_1_flat to offset: [0], sizes: [2, 6, 5], strides: [30, 5, 1] : memref<60xf32> to memref<2x6x5xf32>
  %batch_reduce_matmul_1 = bufferization.to_tensor %batch_reduce_matmul_1_m restrict : memref<2x6x5xf32> to tensor<2x6x5xf32>
  %batch_reduce_matmul_2_flat = memref.alloc() : memref<20xf32>
  %batch_reduce_matmul_2_dyn = memref.cast %batch_reduce_matmul_2_flat : memref<20xf32> to memref<?xf32>
  %batch_reduce_matmul_s2 = arith.constant 18 : index
  func.call @init(%batch_reduce_matmul_2_dyn, %batch_reduce_matmul_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_reduce_matmul_2_m = memref.reinterpret_cast %batch_reduce_matmul_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %batch_reduce_matmul_2 = bufferization.to_tensor %batch_reduce_matmul_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %batch_reduce_matmul_r = func.call @op_batch_reduce_matmul(%batch_reduce_matmul_0, %batch_reduce_matmul_1, %batch_reduce_matmul_2) : (tensor<2x4x6xf32>, tensor<2x6x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %batch_reduce_matmul_b = bufferization.to_buffer %batch_reduce_matmul_r : tensor<4x5xf32> to memref<4x5xf32>
  %batch_reduce_matmul_u = memref.cast %batch_reduce_matmul_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%batch_reduce_matmul_u) : (memref<*xf32>) -> ()
  %matvec_0_flat = memref.alloc() : memref<24xf32>
  %matvec_0_dyn = memref.cast %matvec_0_flat : memref<24xf32> to memref<?xf32>
  %matvec_s0 = arith.constant 19 : index
  func.call @init(%matvec_0_dyn, %matvec_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %matvec_0_m = memref.reinterpret_cast %matvec_0_flat to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32>
  %matvec_0 = bufferization.to_tensor %matvec_0_m restrict : memref<4x6xf32> to tensor<4x6xf32>
  %matvec_1_flat = memref.alloc() : memref<6xf32>
  %matvec_1_dyn = memref.cast %matvec_1_flat : memref<6xf32> to memref<?xf32>
  %matvec_s1 = arith.constant 20 : index
  func.call @init(%matvec_1_dyn, %matvec_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %matvec_1_m = memref.reinterpret_cast %matvec_1_flat to offset: [0], sizes: [6], strides: [1] : memref<6xf32> to memref<6xf32>
  %matvec_1 = bufferization.to_tensor %matvec_1_m restrict : memref<6xf32> to tensor<6xf32>
  %matvec_2_flat = memref.alloc() : memref<4xf32>
  %matvec_2_dyn = memref.cast %matvec_2_flat : memref<4xf32> to memref<?xf32>
  %matvec_s2 = arith.constant 21 : index
  func.call @init(%matvec_2_dyn, %matvec_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %matvec_2_m = memref.reinterpret_cast %matvec_2_flat to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %matvec_2 = bufferization.to_tensor %matvec_2_m restrict : memref<4xf32> to tensor<4xf32>
  %matvec_r = func.call @op_matvec(%matvec_0, %matvec_1, %matvec_2) : (tensor<4x6xf32>, tensor<6xf32>, tensor<4xf32>) -> tensor<4xf32>
  %matvec_b = bufferization.to_buffer %matvec_r : tensor<4xf32> to memref<4xf32>
  %matvec_u = memref.cast %matvec_b : memref<4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%matvec_u) : (memref<*xf32>) -> ()
  %vecmat_0_flat = memref.alloc() : memref<6xf32>
  %vecmat_0_dyn = memref.cast %vecmat_0_flat : memref<6xf32> to memref<?xf32>
  %vecmat_s0 = arith.constant 22 : index
  func.call @init(%vecmat_0_dyn, %vecmat_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %vecmat_0_m = memref.reinterpret_cast %vecmat_0_flat to offset: [0], sizes: [6], strides: [1] : memref<6xf32> to memref<6xf32>
  %vecmat_0 = bufferization.to_tensor %vecmat_0_m restrict : memref<6xf32> to tensor<6xf32>
  %vecmat_1_flat = memref.alloc() : memref<30xf32>
  %vecmat_1_dyn = memref.cast %vecmat_1_flat : memref<30xf32> to memref<?xf32>
  %vecmat_s1 = arith.constant 23 : index
  func.call @init(%vecmat_1_dyn, %vecmat_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %vecmat_1_m = memref.reinterpret_cast %vecmat_1_flat to offset: [0], sizes: [6, 5], strides: [5, 1] : memref<30xf32> to memref<6x5xf32>
  %vecmat_1 = bufferization.to_tensor %vecmat_1_m restrict : memref<6x5xf32> to tensor<6x5xf32>
  %vecmat_2_flat = memref.alloc() : memref<5xf32>
  %vecmat_2_dyn = memref.cast %vecmat_2_flat : memref<5xf32> to memref<?xf32>
  %vecmat_s2 = arith.constant 24 : index
  func.call @init(%vecmat_2_dyn, %vecmat_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %vecmat_2_m = memref.reinterpret_cast %vecmat_2_flat to offset: [0], sizes: [5], strides: [1] : memref<5xf32> to memref<5xf32>
  %vecmat_2 = bufferization.to_tensor %vecmat_2_m restrict : memref<5xf32> to tensor<5xf32>
  %vecmat_r = func.call @op_vecmat(%vecmat_0, %vecmat_1, %vecmat_2) : (tensor<6xf32>, tensor<6x5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %vecmat_b = bufferization.to_buffer %vecmat_r : tensor<5xf32> to memref<5xf32>
  %vecmat_u = memref.cast %vecmat_b : memref<5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%vecmat_u) : (memref<*xf32>) -> ()
  %batch_matvec_0_flat = memref.alloc() : memref<48xf32>
  %batch_matvec_0_dyn = memref.cast %batch_matvec_0_flat : memref<48xf32> to memref<?xf32>
  %batch_matvec_s0 = arith.constant 25 : index
  func.call @init(%batch_matvec_0_dyn, %batch_matvec_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matvec_0_m = memref.reinterpret_cast %batch_matvec_0_flat to offset: [0], sizes: [2, 4, 6], strides: [24, 6, 1] : memref<48xf32> to memref<2x4x6xf32>
  %batch_matvec_0 = bufferization.to_tensor %batch_matvec_0_m restrict : memref<2x4x6xf32> to tensor<2x4x6xf32>
  %batch_matvec_1_flat = memref.alloc() : memref<12xf32>
  %batch_matvec_1_dyn = memref.cast %batch_matvec_1_flat : memref<12xf32> to memref<?xf32>
  %batch_matvec_s1 = arith.constant 26 : index
  func.call @init(%batch_matvec_1_dyn, %batch_matvec_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matvec_1_m = memref.reinterpret_cast %batch_matvec_1_flat to offset: [0], sizes: [2, 6], strides: [6, 1] : memref<12xf32> to memref<2x6xf32>
  %batch_matvec_1 = bufferization.to_tensor %batch_matvec_1_m restrict : memref<2x6xf32> to tensor<2x6xf32>
  %batch_matvec_2_flat = memref.alloc() : memref<8xf32>
  %batch_matvec_2_dyn = memref.cast %batch_matvec_2_flat : memref<8xf32> to memref<?xf32>
  %batch_matvec_s2 = arith.constant 27 : index
  func.call @init(%batch_matvec_2_dyn, %batch_matvec_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_matvec_2_m = memref.reinterpret_cast %batch_matvec_2_flat to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %batch_matvec_2 = bufferization.to_tensor %batch_matvec_2_m restrict : memref<2x4xf32> to tensor<2x4xf32>
  %batch_matvec_r = func.call @op_batch_matvec(%batch_matvec_0, %batch_matvec_1, %batch_matvec_2) : (tensor<2x4x6xf32>, tensor<2x6xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %batch_matvec_b = bufferization.to_buffer %batch_matvec_r : tensor<2x4xf32> to memref<2x4xf32>
  %batch_matvec_u = memref.cast %batch_matvec_b : memref<2x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%batch_matvec_u) : (memref<*xf32>) -> ()
  %batch_vecmat_0_flat = memref.alloc() : memref<12xf32>
  %batch_vecmat_0_dyn = memref.cast %batch_vecmat_0_flat : memref<12xf32> to memref<?xf32>
  %batch_vecmat_s0 = arith.constant 28 : index
  func.call @init(%batch_vecmat_0_dyn, %batch_vecmat_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_vecmat_0_m = memref.reinterpret_cast %batch_vecmat_0_flat to offset: [0], sizes: [2, 6], strides: [6, 1] : memref<12xf32> to memref<2x6xf32>
  %batch_vecmat_0 = bufferization.to_tensor %batch_vecmat_0_m restrict : memref<2x6xf32> to tensor<2x6xf32>
  %batch_vecmat_1_flat = memref.alloc() : memref<60xf32>
  %batch_vecmat_1_dyn = memref.cast %batch_vecmat_1_flat : memref<60xf32> to memref<?xf32>
  %batch_vecmat_s1 = arith.constant 29 : index
  func.call @init(%batch_vecmat_1_dyn, %batch_vecmat_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_vecmat_1_m = memref.reinterpret_cast %batch_vecmat_1_flat to offset: [0], sizes: [2, 6, 5], strides: [30, 5, 1] : memref<60xf32> to memref<2x6x5xf32>
  %batch_vecmat_1 = bufferization.to_tensor %batch_vecmat_1_m restrict : memref<2x6x5xf32> to tensor<2x6x5xf32>
  %batch_vecmat_2_flat = memref.alloc() : memref<10xf32>
  %batch_vecmat_2_dyn = memref.cast %batch_vecmat_2_flat : memref<10xf32> to memref<?xf32>
  %batch_vecmat_s2 = arith.constant 30 : index
  func.call @init(%batch_vecmat_2_dyn, %batch_vecmat_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_vecmat_2_m = memref.reinterpret_cast %batch_vecmat_2_flat to offset: [0], sizes: [2, 5], strides: [5, 1] : memref<10xf32> to memref<2x5xf32>
  %batch_vecmat_2 = bufferization.to_tensor %batch_vecmat_2_m restrict : memref<2x5xf32> to tensor<2x5xf32>
  %batch_vecmat_r = func.call @op_batch_vecmat(%batch_vecmat_0, %batch_vecmat_1, %batch_vecmat_2) : (tensor<2x6xf32>, tensor<2x6x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
  %batch_vecmat_b = bufferization.to_buffer %batch_vecmat_r : tensor<2x5xf32> to memref<2x5xf32>
  %batch_vecmat_u = memref.cast %batch_vecmat_b : memref<2x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%batch_vecmat_u) : (memref<*xf32>) -> ()
  %dot_0_flat = memref.alloc() : memref<6xf32>
  %dot_0_dyn = memref.cast %dot_0_flat : memref<6xf32> to memref<?xf32>
  %dot_s0 = arith.constant 31 : index
  func.call @init(%dot_0_dyn, %dot_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %dot_0_m = memref.reinterpret_cast %dot_0_flat to offset: [0], sizes: [6], strides: [1] : memref<6xf32> to memref<6xf32>
  %dot_0 = bufferization.to_tensor %dot_0_m restrict : memref<6xf32> to tensor<6xf32>
  %dot_1_flat = memref.alloc() : memref<6xf32>
  %dot_1_dyn = memref.cast %dot_1_flat : memref<6xf32> to memref<?xf32>
  %dot_s1 = arith.constant 32 : index
  func.call @init(%dot_1_dyn, %dot_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %dot_1_m = memref.reinterpret_cast %dot_1_flat to offset: [0], sizes: [6], strides: [1] : memref<6xf32> to memref<6xf32>
  %dot_1 = bufferization.to_tensor %dot_1_m restrict : memref<6xf32> to tensor<6xf32>
  %dot_2_flat = memref.alloc() : memref<1xf32>
  %dot_2_dyn = memref.cast %dot_2_flat : memref<1xf32> to memref<?xf32>
  %dot_s2 = arith.constant 33 : index
  func.call @init(%dot_2_dyn, %dot_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %dot_2_m = memref.reinterpret_cast %dot_2_flat to offset: [0], sizes: [], strides: [] : memref<1xf32> to memref<f32>
  %dot_2 = bufferization.to_tensor %dot_2_m restrict : memref<f32> to tensor<f32>
  %dot_r = func.call @op_dot(%dot_0, %dot_1, %dot_2) : (tensor<6xf32>, tensor<6xf32>, tensor<f32>) -> tensor<f32>
  %dot_b = bufferization.to_buffer %dot_r : tensor<f32> to memref<f32>
  %dot_u = memref.cast %dot_b : memref<f32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%dot_u) : (memref<*xf32>) -> ()
  %mmt4d_0_flat = memref.alloc() : memref<24xf32>
  %mmt4d_0_dyn = memref.cast %mmt4d_0_flat : memref<24xf32> to memref<?xf32>
  %mmt4d_s0 = arith.constant 34 : index
  func.call @init(%mmt4d_0_dyn, %mmt4d_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %mmt4d_0_m = memref.reinterpret_cast %mmt4d_0_flat to offset: [0], sizes: [2, 3, 2, 2], strides: [12, 4, 2, 1] : memref<24xf32> to memref<2x3x2x2xf32>
  %mmt4d_0 = bufferization.to_tensor %mmt4d_0_m restrict : memref<2x3x2x2xf32> to tensor<2x3x2x2xf32>
  %mmt4d_1_flat = memref.alloc() : memref<36xf32>
  %mmt4d_1_dyn = memref.cast %mmt4d_1_flat : memref<36xf32> to memref<?xf32>
  %mmt4d_s1 = arith.constant 35 : index
  func.call @init(%mmt4d_1_dyn, %mmt4d_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %mmt4d_1_m = memref.reinterpret_cast %mmt4d_1_flat to offset: [0], sizes: [2, 3, 3, 2], strides: [18, 6, 2, 1] : memref<36xf32> to memref<2x3x3x2xf32>
  %mmt4d_1 = bufferization.to_tensor %mmt4d_1_m restrict : memref<2x3x3x2xf32> to tensor<2x3x3x2xf32>
  %mmt4d_2_flat = memref.alloc() : memref<24xf32>
  %mmt4d_2_dyn = memref.cast %mmt4d_2_flat : memref<24xf32> to memref<?xf32>
  %mmt4d_s2 = arith.constant 36 : index
  func.call @init(%mmt4d_2_dyn, %mmt4d_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %mmt4d_2_m = memref.reinterpret_cast %mmt4d_2_flat to offset: [0], sizes: [2, 2, 2, 3], strides: [12, 6, 3, 1] : memref<24xf32> to memref<2x2x2x3xf32>
  %mmt4d_2 = bufferization.to_tensor %mmt4d_2_m restrict : memref<2x2x2x3xf32> to tensor<2x2x2x3xf32>
  %mmt4d_r = func.call @op_mmt4d(%mmt4d_0, %mmt4d_1, %mmt4d_2) : (tensor<2x3x2x2xf32>, tensor<2x3x3x2xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
  %mmt4d_b = bufferization.to_buffer %mmt4d_r : tensor<2x2x2x3xf32> to memref<2x2x2x3xf32>
  %mmt4d_u = memref.cast %mmt4d_b : memref<2x2x2x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%mmt4d_u) : (memref<*xf32>) -> ()
  %batch_mmt4d_0_flat = memref.alloc() : memref<48xf32>
  %batch_mmt4d_0_dyn = memref.cast %batch_mmt4d_0_flat : memref<48xf32> to memref<?xf32>
  %batch_mmt4d_s0 = arith.constant 37 : index
  func.call @init(%batch_mmt4d_0_dyn, %batch_mmt4d_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_mmt4d_0_m = memref.reinterpret_cast %batch_mmt4d_0_flat to offset: [0], sizes: [2, 2, 3, 2, 2], strides: [24, 12, 4, 2, 1] : memref<48xf32> to memref<2x2x3x2x2xf32>
  %batch_mmt4d_0 = bufferization.to_tensor %batch_mmt4d_0_m restrict : memref<2x2x3x2x2xf32> to tensor<2x2x3x2x2xf32>
  %batch_mmt4d_1_flat = memref.alloc() : memref<72xf32>
  %batch_mmt4d_1_dyn = memref.cast %batch_mmt4d_1_flat : memref<72xf32> to memref<?xf32>
  %batch_mmt4d_s1 = arith.constant 38 : index
  func.call @init(%batch_mmt4d_1_dyn, %batch_mmt4d_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_mmt4d_1_m = memref.reinterpret_cast %batch_mmt4d_1_flat to offset: [0], sizes: [2, 2, 3, 3, 2], strides: [36, 18, 6, 2, 1] : memref<72xf32> to memref<2x2x3x3x2xf32>
  %batch_mmt4d_1 = bufferization.to_tensor %batch_mmt4d_1_m restrict : memref<2x2x3x3x2xf32> to tensor<2x2x3x3x2xf32>
  %batch_mmt4d_2_flat = memref.alloc() : memref<48xf32>
  %batch_mmt4d_2_dyn = memref.cast %batch_mmt4d_2_flat : memref<48xf32> to memref<?xf32>
  %batch_mmt4d_s2 = arith.constant 39 : index
  func.call @init(%batch_mmt4d_2_dyn, %batch_mmt4d_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %batch_mmt4d_2_m = memref.reinterpret_cast %batch_mmt4d_2_flat to offset: [0], sizes: [2, 2, 2, 2, 3], strides: [24, 12, 6, 3, 1] : memref<48xf32> to memref<2x2x2x2x3xf32>
  %batch_mmt4d_2 = bufferization.to_tensor %batch_mmt4d_2_m restrict : memref<2x2x2x2x3xf32> to tensor<2x2x2x2x3xf32>
  %batch_mmt4d_r = func.call @op_batch_mmt4d(%batch_mmt4d_0, %batch_mmt4d_1, %batch_mmt4d_2) : (tensor<2x2x3x2x2xf32>, tensor<2x2x3x3x2xf32>, tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32>
  %batch_mmt4d_b = bufferization.to_buffer %batch_mmt4d_r : tensor<2x2x2x2x3xf32> to memref<2x2x2x2x3xf32>
  %batch_mmt4d_u = memref.cast %batch_mmt4d_b : memref<2x2x2x2x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%batch_mmt4d_u) : (memref<*xf32>) -> ()
  %conv_1d_0_flat = memref.alloc() : memref<8xf32>
  %conv_1d_0_dyn = memref.cast %conv_1d_0_flat : memref<8xf32> to memref<?xf32>
  %conv_1d_s0 = arith.constant 40 : index
  func.call @init(%conv_1d_0_dyn, %conv_1d_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_0_m = memref.reinterpret_cast %conv_1d_0_flat to offset: [0], sizes: [8], strides: [1] : memref<8xf32> to memref<8xf32>
  %conv_1d_0 = bufferization.to_tensor %conv_1d_0_m restrict : memref<8xf32> to tensor<8xf32>
  %conv_1d_1_flat = memref.alloc() : memref<3xf32>
  %conv_1d_1_dyn = memref.cast %conv_1d_1_flat : memref<3xf32> to memref<?xf32>
  %conv_1d_s1 = arith.constant 41 : index
  func.call @init(%conv_1d_1_dyn, %conv_1d_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_1_m = memref.reinterpret_cast %conv_1d_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %conv_1d_1 = bufferization.to_tensor %conv_1d_1_m restrict : memref<3xf32> to tensor<3xf32>
  %conv_1d_2_flat = memref.alloc() : memref<6xf32>
  %conv_1d_2_dyn = memref.cast %conv_1d_2_flat : memref<6xf32> to memref<?xf32>
  %conv_1d_s2 = arith.constant 42 : index
  func.call @init(%conv_1d_2_dyn, %conv_1d_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_2_m = memref.reinterpret_cast %conv_1d_2_flat to offset: [0], sizes: [6], strides: [1] : memref<6xf32> to memref<6xf32>
  %conv_1d_2 = bufferization.to_tensor %conv_1d_2_m restrict : memref<6xf32> to tensor<6xf32>
  %conv_1d_r = func.call @op_conv_1d(%conv_1d_0, %conv_1d_1, %conv_1d_2) : (tensor<8xf32>, tensor<3xf32>, tensor<6xf32>) -> tensor<6xf32>
  %conv_1d_b = bufferization.to_buffer %conv_1d_r : tensor<6xf32> to memref<6xf32>
  %conv_1d_u = memref.cast %conv_1d_b : memref<6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_1d_u) : (memref<*xf32>) -> ()
  %conv_2d_0_flat = memref.alloc() : memref<42xf32>
  %conv_2d_0_dyn = memref.cast %conv_2d_0_flat : memref<42xf32> to memref<?xf32>
  %conv_2d_s0 = arith.constant 43 : index
  func.call @init(%conv_2d_0_dyn, %conv_2d_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_0_m = memref.reinterpret_cast %conv_2d_0_flat to offset: [0], sizes: [6, 7], strides: [7, 1] : memref<42xf32> to memref<6x7xf32>
  %conv_2d_0 = bufferization.to_tensor %conv_2d_0_m restrict : memref<6x7xf32> to tensor<6x7xf32>
  %conv_2d_1_flat = memref.alloc() : memref<9xf32>
  %conv_2d_1_dyn = memref.cast %conv_2d_1_flat : memref<9xf32> to memref<?xf32>
  %conv_2d_s1 = arith.constant 44 : index
  func.call @init(%conv_2d_1_dyn, %conv_2d_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_1_m = memref.reinterpret_cast %conv_2d_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %conv_2d_1 = bufferization.to_tensor %conv_2d_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %conv_2d_2_flat = memref.alloc() : memref<20xf32>
  %conv_2d_2_dyn = memref.cast %conv_2d_2_flat : memref<20xf32> to memref<?xf32>
  %conv_2d_s2 = arith.constant 45 : index
  func.call @init(%conv_2d_2_dyn, %conv_2d_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_2_m = memref.reinterpret_cast %conv_2d_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %conv_2d_2 = bufferization.to_tensor %conv_2d_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %conv_2d_r = func.call @op_conv_2d(%conv_2d_0, %conv_2d_1, %conv_2d_2) : (tensor<6x7xf32>, tensor<3x3xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %conv_2d_b = bufferization.to_buffer %conv_2d_r : tensor<4x5xf32> to memref<4x5xf32>
  %conv_2d_u = memref.cast %conv_2d_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_u) : (memref<*xf32>) -> ()
  %conv_3d_0_flat = memref.alloc() : memref<125xf32>
  %conv_3d_0_dyn = memref.cast %conv_3d_0_flat : memref<125xf32> to memref<?xf32>
  %conv_3d_s0 = arith.constant 46 : index
  func.call @init(%conv_3d_0_dyn, %conv_3d_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_0_m = memref.reinterpret_cast %conv_3d_0_flat to offset: [0], sizes: [5, 5, 5], strides: [25, 5, 1] : memref<125xf32> to memref<5x5x5xf32>
  %conv_3d_0 = bufferization.to_tensor %conv_3d_0_m restrict : memref<5x5x5xf32> to tensor<5x5x5xf32>
  %conv_3d_1_flat = memref.alloc() : memref<8xf32>
  %conv_3d_1_dyn = memref.cast %conv_3d_1_flat : memref<8xf32> to memref<?xf32>
  %conv_3d_s1 = arith.constant 47 : index
  func.call @init(%conv_3d_1_dyn, %conv_3d_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_1_m = memref.reinterpret_cast %conv_3d_1_flat to offset: [0], sizes: [2, 2, 2], strides: [4, 2, 1] : memref<8xf32> to memref<2x2x2xf32>
  %conv_3d_1 = bufferization.to_tensor %conv_3d_1_m restrict : memref<2x2x2xf32> to tensor<2x2x2xf32>
  %conv_3d_2_flat = memref.alloc() : memref<64xf32>
  %conv_3d_2_dyn = memref.cast %conv_3d_2_flat : memref<64xf32> to memref<?xf32>
  %conv_3d_s2 = arith.constant 48 : index
  func.call @init(%conv_3d_2_dyn, %conv_3d_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_2_m = memref.reinterpret_cast %conv_3d_2_flat to offset: [0], sizes: [4, 4, 4], strides: [16, 4, 1] : memref<64xf32> to memref<4x4x4xf32>
  %conv_3d_2 = bufferization.to_tensor %conv_3d_2_m restrict : memref<4x4x4xf32> to tensor<4x4x4xf32>
  %conv_3d_r = func.call @op_conv_3d(%conv_3d_0, %conv_3d_1, %conv_3d_2) : (tensor<5x5x5xf32>, tensor<2x2x2xf32>, tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %conv_3d_b = bufferization.to_buffer %conv_3d_r : tensor<4x4x4xf32> to memref<4x4x4xf32>
  %conv_3d_u = memref.cast %conv_3d_b : memref<4x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_3d_u) : (memref<*xf32>) -> ()
  %conv_1d_nwc_wcf_0_flat = memref.alloc() : memref<24xf32>
  %conv_1d_nwc_wcf_0_dyn = memref.cast %conv_1d_nwc_wcf_0_flat : memref<24xf32> to memref<?xf32>
  %conv_1d_nwc_wcf_s0 = arith.constant 49 : index
  func.call @init(%conv_1d_nwc_wcf_0_dyn, %conv_1d_nwc_wcf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_nwc_wcf_0_m = memref.reinterpret_cast %conv_1d_nwc_wcf_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %conv_1d_nwc_wcf_0 = bufferization.to_tensor %conv_1d_nwc_wcf_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %conv_1d_nwc_wcf_1_flat = memref.alloc() : memref<36xf32>
  %conv_1d_nwc_wcf_1_dyn = memref.cast %conv_1d_nwc_wcf_1_flat : memref<36xf32> to memref<?xf32>
  %conv_1d_nwc_wcf_s1 = arith.constant 50 : index
  func.call @init(%conv_1d_nwc_wcf_1_dyn, %conv_1d_nwc_wcf_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_nwc_wcf_1_m = memref.reinterpret_cast %conv_1d_nwc_wcf_1_flat to offset: [0], sizes: [3, 3, 4], strides: [12, 4, 1] : memref<36xf32> to memref<3x3x4xf32>
  %conv_1d_nwc_wcf_1 = bufferization.to_tensor %conv_1d_nwc_wcf_1_m restrict : memref<3x3x4xf32> to tensor<3x3x4xf32>
  %conv_1d_nwc_wcf_2_flat = memref.alloc() : memref<24xf32>
  %conv_1d_nwc_wcf_2_dyn = memref.cast %conv_1d_nwc_wcf_2_flat : memref<24xf32> to memref<?xf32>
  %conv_1d_nwc_wcf_s2 = arith.constant 51 : index
  func.call @init(%conv_1d_nwc_wcf_2_dyn, %conv_1d_nwc_wcf_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_nwc_wcf_2_m = memref.reinterpret_cast %conv_1d_nwc_wcf_2_flat to offset: [0], sizes: [1, 6, 4], strides: [24, 4, 1] : memref<24xf32> to memref<1x6x4xf32>
  %conv_1d_nwc_wcf_2 = bufferization.to_tensor %conv_1d_nwc_wcf_2_m restrict : memref<1x6x4xf32> to tensor<1x6x4xf32>
  %conv_1d_nwc_wcf_r = func.call @op_conv_1d_nwc_wcf(%conv_1d_nwc_wcf_0, %conv_1d_nwc_wcf_1, %conv_1d_nwc_wcf_2) : (tensor<1x8x3xf32>, tensor<3x3x4xf32>, tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  %conv_1d_nwc_wcf_b = bufferization.to_buffer %conv_1d_nwc_wcf_r : tensor<1x6x4xf32> to memref<1x6x4xf32>
  %conv_1d_nwc_wcf_u = memref.cast %conv_1d_nwc_wcf_b : memref<1x6x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_1d_nwc_wcf_u) : (memref<*xf32>) -> ()
  %conv_1d_ncw_fcw_0_flat = memref.alloc() : memref<24xf32>
  %conv_1d_ncw_fcw_0_dyn = memref.cast %conv_1d_ncw_fcw_0_flat : memref<24xf32> to memref<?xf32>
  %conv_1d_ncw_fcw_s0 = arith.constant 52 : index
  func.call @init(%conv_1d_ncw_fcw_0_dyn, %conv_1d_ncw_fcw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_ncw_fcw_0_m = memref.reinterpret_cast %conv_1d_ncw_fcw_0_flat to offset: [0], sizes: [1, 3, 8], strides: [24, 8, 1] : memref<24xf32> to memref<1x3x8xf32>
  %conv_1d_ncw_fcw_0 = bufferization.to_tensor %conv_1d_ncw_fcw_0_m restrict : memref<1x3x8xf32> to tensor<1x3x8xf32>
  %conv_1d_ncw_fcw_1_flat = memref.alloc() : memref<36xf32>
  %conv_1d_ncw_fcw_1_dyn = memref.cast %conv_1d_ncw_fcw_1_flat : memref<36xf32> to memref<?xf32>
  %conv_1d_ncw_fcw_s1 = arith.constant 53 : index
  func.call @init(%conv_1d_ncw_fcw_1_dyn, %conv_1d_ncw_fcw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_ncw_fcw_1_m = memref.reinterpret_cast %conv_1d_ncw_fcw_1_flat to offset: [0], sizes: [4, 3, 3], strides: [9, 3, 1] : memref<36xf32> to memref<4x3x3xf32>
  %conv_1d_ncw_fcw_1 = bufferization.to_tensor %conv_1d_ncw_fcw_1_m restrict : memref<4x3x3xf32> to tensor<4x3x3xf32>
  %conv_1d_ncw_fcw_2_flat = memref.alloc() : memref<24xf32>
  %conv_1d_ncw_fcw_2_dyn = memref.cast %conv_1d_ncw_fcw_2_flat : memref<24xf32> to memref<?xf32>
  %conv_1d_ncw_fcw_s2 = arith.constant 54 : index
  func.call @init(%conv_1d_ncw_fcw_2_dyn, %conv_1d_ncw_fcw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_1d_ncw_fcw_2_m = memref.reinterpret_cast %conv_1d_ncw_fcw_2_flat to offset: [0], sizes: [1, 4, 6], strides: [24, 6, 1] : memref<24xf32> to memref<1x4x6xf32>
  %conv_1d_ncw_fcw_2 = bufferization.to_tensor %conv_1d_ncw_fcw_2_m restrict : memref<1x4x6xf32> to tensor<1x4x6xf32>
  %conv_1d_ncw_fcw_r = func.call @op_conv_1d_ncw_fcw(%conv_1d_ncw_fcw_0, %conv_1d_ncw_fcw_1, %conv_1d_ncw_fcw_2) : (tensor<1x3x8xf32>, tensor<4x3x3xf32>, tensor<1x4x6xf32>) -> tensor<1x4x6xf32>
  %conv_1d_ncw_fcw_b = bufferization.to_buffer %conv_1d_ncw_fcw_r : tensor<1x4x6xf32> to memref<1x4x6xf32>
  %conv_1d_ncw_fcw_u = memref.cast %conv_1d_ncw_fcw_b : memref<1x4x6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_1d_ncw_fcw_u) : (memref<*xf32>) -> ()
  %conv_2d_nhwc_hwcf_0_flat = memref.alloc() : memref<147xf32>
  %conv_2d_nhwc_hwcf_0_dyn = memref.cast %conv_2d_nhwc_hwcf_0_flat : memref<147xf32> to memref<?xf32>
  %conv_2d_nhwc_hwcf_s0 = arith.constant 55 : index
  func.call @init(%conv_2d_nhwc_hwcf_0_dyn, %conv_2d_nhwc_hwcf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_hwcf_0_m = memref.reinterpret_cast %conv_2d_nhwc_hwcf_0_flat to offset: [0], sizes: [1, 7, 7, 3], strides: [147, 21, 3, 1] : memref<147xf32> to memref<1x7x7x3xf32>
  %conv_2d_nhwc_hwcf_0 = bufferization.to_tensor %conv_2d_nhwc_hwcf_0_m restrict : memref<1x7x7x3xf32> to tensor<1x7x7x3xf32>
  %conv_2d_nhwc_hwcf_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_nhwc_hwcf_1_dyn = memref.cast %conv_2d_nhwc_hwcf_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_nhwc_hwcf_s1 = arith.constant 56 : index
  func.call @init(%conv_2d_nhwc_hwcf_1_dyn, %conv_2d_nhwc_hwcf_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_hwcf_1_m = memref.reinterpret_cast %conv_2d_nhwc_hwcf_1_flat to offset: [0], sizes: [3, 3, 3, 4], strides: [36, 12, 4, 1] : memref<108xf32> to memref<3x3x3x4xf32>
  %conv_2d_nhwc_hwcf_1 = bufferization.to_tensor %conv_2d_nhwc_hwcf_1_m restrict : memref<3x3x3x4xf32> to tensor<3x3x3x4xf32>
  %conv_2d_nhwc_hwcf_2_flat = memref.alloc() : memref<36xf32>
  %conv_2d_nhwc_hwcf_2_dyn = memref.cast %conv_2d_nhwc_hwcf_2_flat : memref<36xf32> to memref<?xf32>
  %conv_2d_nhwc_hwcf_s2 = arith.constant 57 : index
  func.call @init(%conv_2d_nhwc_hwcf_2_dyn, %conv_2d_nhwc_hwcf_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_hwcf_2_m = memref.reinterpret_cast %conv_2d_nhwc_hwcf_2_flat to offset: [0], sizes: [1, 3, 3, 4], strides: [36, 12, 4, 1] : memref<36xf32> to memref<1x3x3x4xf32>
  %conv_2d_nhwc_hwcf_2 = bufferization.to_tensor %conv_2d_nhwc_hwcf_2_m restrict : memref<1x3x3x4xf32> to tensor<1x3x3x4xf32>
  %conv_2d_nhwc_hwcf_r = func.call @op_conv_2d_nhwc_hwcf(%conv_2d_nhwc_hwcf_0, %conv_2d_nhwc_hwcf_1, %conv_2d_nhwc_hwcf_2) : (tensor<1x7x7x3xf32>, tensor<3x3x3x4xf32>, tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  %conv_2d_nhwc_hwcf_b = bufferization.to_buffer %conv_2d_nhwc_hwcf_r : tensor<1x3x3x4xf32> to memref<1x3x3x4xf32>
  %conv_2d_nhwc_hwcf_u = memref.cast %conv_2d_nhwc_hwcf_b : memref<1x3x3x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_nhwc_hwcf_u) : (memref<*xf32>) -> ()
  %conv_2d_nhwc_fhwc_0_flat = memref.alloc() : memref<108xf32>
  %conv_2d_nhwc_fhwc_0_dyn = memref.cast %conv_2d_nhwc_fhwc_0_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_nhwc_fhwc_s0 = arith.constant 58 : index
  func.call @init(%conv_2d_nhwc_fhwc_0_dyn, %conv_2d_nhwc_fhwc_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_fhwc_0_m = memref.reinterpret_cast %conv_2d_nhwc_fhwc_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %conv_2d_nhwc_fhwc_0 = bufferization.to_tensor %conv_2d_nhwc_fhwc_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %conv_2d_nhwc_fhwc_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_nhwc_fhwc_1_dyn = memref.cast %conv_2d_nhwc_fhwc_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_nhwc_fhwc_s1 = arith.constant 59 : index
  func.call @init(%conv_2d_nhwc_fhwc_1_dyn, %conv_2d_nhwc_fhwc_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_fhwc_1_m = memref.reinterpret_cast %conv_2d_nhwc_fhwc_1_flat to offset: [0], sizes: [4, 3, 3, 3], strides: [27, 9, 3, 1] : memref<108xf32> to memref<4x3x3x3xf32>
  %conv_2d_nhwc_fhwc_1 = bufferization.to_tensor %conv_2d_nhwc_fhwc_1_m restrict : memref<4x3x3x3xf32> to tensor<4x3x3x3xf32>
  %conv_2d_nhwc_fhwc_2_flat = memref.alloc() : memref<64xf32>
  %conv_2d_nhwc_fhwc_2_dyn = memref.cast %conv_2d_nhwc_fhwc_2_flat : memref<64xf32> to memref<?xf32>
  %conv_2d_nhwc_fhwc_s2 = arith.constant 60 : index
  func.call @init(%conv_2d_nhwc_fhwc_2_dyn, %conv_2d_nhwc_fhwc_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwc_fhwc_2_m = memref.reinterpret_cast %conv_2d_nhwc_fhwc_2_flat to offset: [0], sizes: [1, 4, 4, 4], strides: [64, 16, 4, 1] : memref<64xf32> to memref<1x4x4x4xf32>
  %conv_2d_nhwc_fhwc_2 = bufferization.to_tensor %conv_2d_nhwc_fhwc_2_m restrict : memref<1x4x4x4xf32> to tensor<1x4x4x4xf32>
  %conv_2d_nhwc_fhwc_r = func.call @op_conv_2d_nhwc_fhwc(%conv_2d_nhwc_fhwc_0, %conv_2d_nhwc_fhwc_1, %conv_2d_nhwc_fhwc_2) : (tensor<1x6x6x3xf32>, tensor<4x3x3x3xf32>, tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %conv_2d_nhwc_fhwc_b = bufferization.to_buffer %conv_2d_nhwc_fhwc_r : tensor<1x4x4x4xf32> to memref<1x4x4x4xf32>
  %conv_2d_nhwc_fhwc_u = memref.cast %conv_2d_nhwc_fhwc_b : memref<1x4x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_nhwc_fhwc_u) : (memref<*xf32>) -> ()
  %conv_2d_nchw_fchw_0_flat = memref.alloc() : memref<147xf32>
  %conv_2d_nchw_fchw_0_dyn = memref.cast %conv_2d_nchw_fchw_0_flat : memref<147xf32> to memref<?xf32>
  %conv_2d_nchw_fchw_s0 = arith.constant 61 : index
  func.call @init(%conv_2d_nchw_fchw_0_dyn, %conv_2d_nchw_fchw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nchw_fchw_0_m = memref.reinterpret_cast %conv_2d_nchw_fchw_0_flat to offset: [0], sizes: [1, 3, 7, 7], strides: [147, 49, 7, 1] : memref<147xf32> to memref<1x3x7x7xf32>
  %conv_2d_nchw_fchw_0 = bufferization.to_tensor %conv_2d_nchw_fchw_0_m restrict : memref<1x3x7x7xf32> to tensor<1x3x7x7xf32>
  %conv_2d_nchw_fchw_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_nchw_fchw_1_dyn = memref.cast %conv_2d_nchw_fchw_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_nchw_fchw_s1 = arith.constant 62 : index
  func.call @init(%conv_2d_nchw_fchw_1_dyn, %conv_2d_nchw_fchw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nchw_fchw_1_m = memref.reinterpret_cast %conv_2d_nchw_fchw_1_flat to offset: [0], sizes: [4, 3, 3, 3], strides: [27, 9, 3, 1] : memref<108xf32> to memref<4x3x3x3xf32>
  %conv_2d_nchw_fchw_1 = bufferization.to_tensor %conv_2d_nchw_fchw_1_m restrict : memref<4x3x3x3xf32> to tensor<4x3x3x3xf32>
  %conv_2d_nchw_fchw_2_flat = memref.alloc() : memref<36xf32>
  %conv_2d_nchw_fchw_2_dyn = memref.cast %conv_2d_nchw_fchw_2_flat : memref<36xf32> to memref<?xf32>
  %conv_2d_nchw_fchw_s2 = arith.constant 63 : index
  func.call @init(%conv_2d_nchw_fchw_2_dyn, %conv_2d_nchw_fchw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nchw_fchw_2_m = memref.reinterpret_cast %conv_2d_nchw_fchw_2_flat to offset: [0], sizes: [1, 4, 3, 3], strides: [36, 9, 3, 1] : memref<36xf32> to memref<1x4x3x3xf32>
  %conv_2d_nchw_fchw_2 = bufferization.to_tensor %conv_2d_nchw_fchw_2_m restrict : memref<1x4x3x3xf32> to tensor<1x4x3x3xf32>
  %conv_2d_nchw_fchw_r = func.call @op_conv_2d_nchw_fchw(%conv_2d_nchw_fchw_0, %conv_2d_nchw_fchw_1, %conv_2d_nchw_fchw_2) : (tensor<1x3x7x7xf32>, tensor<4x3x3x3xf32>, tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32>
  %conv_2d_nchw_fchw_b = bufferization.to_buffer %conv_2d_nchw_fchw_r : tensor<1x4x3x3xf32> to memref<1x4x3x3xf32>
  %conv_2d_nchw_fchw_u = memref.cast %conv_2d_nchw_fchw_b : memref<1x4x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_nchw_fchw_u) : (memref<*xf32>) -> ()
  %conv_2d_ngchw_fgchw_0_flat = memref.alloc() : memref<100xf32>
  %conv_2d_ngchw_fgchw_0_dyn = memref.cast %conv_2d_ngchw_fgchw_0_flat : memref<100xf32> to memref<?xf32>
  %conv_2d_ngchw_fgchw_s0 = arith.constant 64 : index
  func.call @init(%conv_2d_ngchw_fgchw_0_dyn, %conv_2d_ngchw_fgchw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_fgchw_0_m = memref.reinterpret_cast %conv_2d_ngchw_fgchw_0_flat to offset: [0], sizes: [1, 2, 2, 5, 5], strides: [100, 50, 25, 5, 1] : memref<100xf32> to memref<1x2x2x5x5xf32>
  %conv_2d_ngchw_fgchw_0 = bufferization.to_tensor %conv_2d_ngchw_fgchw_0_m restrict : memref<1x2x2x5x5xf32> to tensor<1x2x2x5x5xf32>
  %conv_2d_ngchw_fgchw_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_ngchw_fgchw_1_dyn = memref.cast %conv_2d_ngchw_fgchw_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_ngchw_fgchw_s1 = arith.constant 65 : index
  func.call @init(%conv_2d_ngchw_fgchw_1_dyn, %conv_2d_ngchw_fgchw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_fgchw_1_m = memref.reinterpret_cast %conv_2d_ngchw_fgchw_1_flat to offset: [0], sizes: [3, 2, 2, 3, 3], strides: [36, 18, 9, 3, 1] : memref<108xf32> to memref<3x2x2x3x3xf32>
  %conv_2d_ngchw_fgchw_1 = bufferization.to_tensor %conv_2d_ngchw_fgchw_1_m restrict : memref<3x2x2x3x3xf32> to tensor<3x2x2x3x3xf32>
  %conv_2d_ngchw_fgchw_2_flat = memref.alloc() : memref<54xf32>
  %conv_2d_ngchw_fgchw_2_dyn = memref.cast %conv_2d_ngchw_fgchw_2_flat : memref<54xf32> to memref<?xf32>
  %conv_2d_ngchw_fgchw_s2 = arith.constant 66 : index
  func.call @init(%conv_2d_ngchw_fgchw_2_dyn, %conv_2d_ngchw_fgchw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_fgchw_2_m = memref.reinterpret_cast %conv_2d_ngchw_fgchw_2_flat to offset: [0], sizes: [1, 2, 3, 3, 3], strides: [54, 27, 9, 3, 1] : memref<54xf32> to memref<1x2x3x3x3xf32>
  %conv_2d_ngchw_fgchw_2 = bufferization.to_tensor %conv_2d_ngchw_fgchw_2_m restrict : memref<1x2x3x3x3xf32> to tensor<1x2x3x3x3xf32>
  %conv_2d_ngchw_fgchw_r = func.call @op_conv_2d_ngchw_fgchw(%conv_2d_ngchw_fgchw_0, %conv_2d_ngchw_fgchw_1, %conv_2d_ngchw_fgchw_2) : (tensor<1x2x2x5x5xf32>, tensor<3x2x2x3x3xf32>, tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %conv_2d_ngchw_fgchw_b = bufferization.to_buffer %conv_2d_ngchw_fgchw_r : tensor<1x2x3x3x3xf32> to memref<1x2x3x3x3xf32>
  %conv_2d_ngchw_fgchw_u = memref.cast %conv_2d_ngchw_fgchw_b : memref<1x2x3x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_ngchw_fgchw_u) : (memref<*xf32>) -> ()
  %conv_2d_ngchw_gfchw_0_flat = memref.alloc() : memref<100xf32>
  %conv_2d_ngchw_gfchw_0_dyn = memref.cast %conv_2d_ngchw_gfchw_0_flat : memref<100xf32> to memref<?xf32>
  %conv_2d_ngchw_gfchw_s0 = arith.constant 67 : index
  func.call @init(%conv_2d_ngchw_gfchw_0_dyn, %conv_2d_ngchw_gfchw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_gfchw_0_m = memref.reinterpret_cast %conv_2d_ngchw_gfchw_0_flat to offset: [0], sizes: [1, 2, 2, 5, 5], strides: [100, 50, 25, 5, 1] : memref<100xf32> to memref<1x2x2x5x5xf32>
  %conv_2d_ngchw_gfchw_0 = bufferization.to_tensor %conv_2d_ngchw_gfchw_0_m restrict : memref<1x2x2x5x5xf32> to tensor<1x2x2x5x5xf32>
  %conv_2d_ngchw_gfchw_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_ngchw_gfchw_1_dyn = memref.cast %conv_2d_ngchw_gfchw_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_ngchw_gfchw_s1 = arith.constant 68 : index
  func.call @init(%conv_2d_ngchw_gfchw_1_dyn, %conv_2d_ngchw_gfchw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_gfchw_1_m = memref.reinterpret_cast %conv_2d_ngchw_gfchw_1_flat to offset: [0], sizes: [2, 3, 2, 3, 3], strides: [54, 18, 9, 3, 1] : memref<108xf32> to memref<2x3x2x3x3xf32>
  %conv_2d_ngchw_gfchw_1 = bufferization.to_tensor %conv_2d_ngchw_gfchw_1_m restrict : memref<2x3x2x3x3xf32> to tensor<2x3x2x3x3xf32>
  %conv_2d_ngchw_gfchw_2_flat = memref.alloc() : memref<54xf32>
  %conv_2d_ngchw_gfchw_2_dyn = memref.cast %conv_2d_ngchw_gfchw_2_flat : memref<54xf32> to memref<?xf32>
  %conv_2d_ngchw_gfchw_s2 = arith.constant 69 : index
  func.call @init(%conv_2d_ngchw_gfchw_2_dyn, %conv_2d_ngchw_gfchw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_ngchw_gfchw_2_m = memref.reinterpret_cast %conv_2d_ngchw_gfchw_2_flat to offset: [0], sizes: [1, 2, 3, 3, 3], strides: [54, 27, 9, 3, 1] : memref<54xf32> to memref<1x2x3x3x3xf32>
  %conv_2d_ngchw_gfchw_2 = bufferization.to_tensor %conv_2d_ngchw_gfchw_2_m restrict : memref<1x2x3x3x3xf32> to tensor<1x2x3x3x3xf32>
  %conv_2d_ngchw_gfchw_r = func.call @op_conv_2d_ngchw_gfchw(%conv_2d_ngchw_gfchw_0, %conv_2d_ngchw_gfchw_1, %conv_2d_ngchw_gfchw_2) : (tensor<1x2x2x5x5xf32>, tensor<2x3x2x3x3xf32>, tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %conv_2d_ngchw_gfchw_b = bufferization.to_buffer %conv_2d_ngchw_gfchw_r : tensor<1x2x3x3x3xf32> to memref<1x2x3x3x3xf32>
  %conv_2d_ngchw_gfchw_u = memref.cast %conv_2d_ngchw_gfchw_b : memref<1x2x3x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_ngchw_gfchw_u) : (memref<*xf32>) -> ()
  %conv_2d_nhwgc_gfhwc_0_flat = memref.alloc() : memref<100xf32>
  %conv_2d_nhwgc_gfhwc_0_dyn = memref.cast %conv_2d_nhwgc_gfhwc_0_flat : memref<100xf32> to memref<?xf32>
  %conv_2d_nhwgc_gfhwc_s0 = arith.constant 70 : index
  func.call @init(%conv_2d_nhwgc_gfhwc_0_dyn, %conv_2d_nhwgc_gfhwc_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwgc_gfhwc_0_m = memref.reinterpret_cast %conv_2d_nhwgc_gfhwc_0_flat to offset: [0], sizes: [1, 5, 5, 2, 2], strides: [100, 20, 4, 2, 1] : memref<100xf32> to memref<1x5x5x2x2xf32>
  %conv_2d_nhwgc_gfhwc_0 = bufferization.to_tensor %conv_2d_nhwgc_gfhwc_0_m restrict : memref<1x5x5x2x2xf32> to tensor<1x5x5x2x2xf32>
  %conv_2d_nhwgc_gfhwc_1_flat = memref.alloc() : memref<108xf32>
  %conv_2d_nhwgc_gfhwc_1_dyn = memref.cast %conv_2d_nhwgc_gfhwc_1_flat : memref<108xf32> to memref<?xf32>
  %conv_2d_nhwgc_gfhwc_s1 = arith.constant 71 : index
  func.call @init(%conv_2d_nhwgc_gfhwc_1_dyn, %conv_2d_nhwgc_gfhwc_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwgc_gfhwc_1_m = memref.reinterpret_cast %conv_2d_nhwgc_gfhwc_1_flat to offset: [0], sizes: [2, 3, 3, 3, 2], strides: [54, 18, 6, 2, 1] : memref<108xf32> to memref<2x3x3x3x2xf32>
  %conv_2d_nhwgc_gfhwc_1 = bufferization.to_tensor %conv_2d_nhwgc_gfhwc_1_m restrict : memref<2x3x3x3x2xf32> to tensor<2x3x3x3x2xf32>
  %conv_2d_nhwgc_gfhwc_2_flat = memref.alloc() : memref<54xf32>
  %conv_2d_nhwgc_gfhwc_2_dyn = memref.cast %conv_2d_nhwgc_gfhwc_2_flat : memref<54xf32> to memref<?xf32>
  %conv_2d_nhwgc_gfhwc_s2 = arith.constant 72 : index
  func.call @init(%conv_2d_nhwgc_gfhwc_2_dyn, %conv_2d_nhwgc_gfhwc_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_2d_nhwgc_gfhwc_2_m = memref.reinterpret_cast %conv_2d_nhwgc_gfhwc_2_flat to offset: [0], sizes: [1, 3, 3, 2, 3], strides: [54, 18, 6, 3, 1] : memref<54xf32> to memref<1x3x3x2x3xf32>
  %conv_2d_nhwgc_gfhwc_2 = bufferization.to_tensor %conv_2d_nhwgc_gfhwc_2_m restrict : memref<1x3x3x2x3xf32> to tensor<1x3x3x2x3xf32>
  %conv_2d_nhwgc_gfhwc_r = func.call @op_conv_2d_nhwgc_gfhwc(%conv_2d_nhwgc_gfhwc_0, %conv_2d_nhwgc_gfhwc_1, %conv_2d_nhwgc_gfhwc_2) : (tensor<1x5x5x2x2xf32>, tensor<2x3x3x3x2xf32>, tensor<1x3x3x2x3xf32>) -> tensor<1x3x3x2x3xf32>
  %conv_2d_nhwgc_gfhwc_b = bufferization.to_buffer %conv_2d_nhwgc_gfhwc_r : tensor<1x3x3x2x3xf32> to memref<1x3x3x2x3xf32>
  %conv_2d_nhwgc_gfhwc_u = memref.cast %conv_2d_nhwgc_gfhwc_b : memref<1x3x3x2x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_2d_nhwgc_gfhwc_u) : (memref<*xf32>) -> ()
  %conv_3d_ndhwc_dhwcf_0_flat = memref.alloc() : memref<128xf32>
  %conv_3d_ndhwc_dhwcf_0_dyn = memref.cast %conv_3d_ndhwc_dhwcf_0_flat : memref<128xf32> to memref<?xf32>
  %conv_3d_ndhwc_dhwcf_s0 = arith.constant 73 : index
  func.call @init(%conv_3d_ndhwc_dhwcf_0_dyn, %conv_3d_ndhwc_dhwcf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ndhwc_dhwcf_0_m = memref.reinterpret_cast %conv_3d_ndhwc_dhwcf_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %conv_3d_ndhwc_dhwcf_0 = bufferization.to_tensor %conv_3d_ndhwc_dhwcf_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %conv_3d_ndhwc_dhwcf_1_flat = memref.alloc() : memref<48xf32>
  %conv_3d_ndhwc_dhwcf_1_dyn = memref.cast %conv_3d_ndhwc_dhwcf_1_flat : memref<48xf32> to memref<?xf32>
  %conv_3d_ndhwc_dhwcf_s1 = arith.constant 74 : index
  func.call @init(%conv_3d_ndhwc_dhwcf_1_dyn, %conv_3d_ndhwc_dhwcf_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ndhwc_dhwcf_1_m = memref.reinterpret_cast %conv_3d_ndhwc_dhwcf_1_flat to offset: [0], sizes: [2, 2, 2, 2, 3], strides: [24, 12, 6, 3, 1] : memref<48xf32> to memref<2x2x2x2x3xf32>
  %conv_3d_ndhwc_dhwcf_1 = bufferization.to_tensor %conv_3d_ndhwc_dhwcf_1_m restrict : memref<2x2x2x2x3xf32> to tensor<2x2x2x2x3xf32>
  %conv_3d_ndhwc_dhwcf_2_flat = memref.alloc() : memref<81xf32>
  %conv_3d_ndhwc_dhwcf_2_dyn = memref.cast %conv_3d_ndhwc_dhwcf_2_flat : memref<81xf32> to memref<?xf32>
  %conv_3d_ndhwc_dhwcf_s2 = arith.constant 75 : index
  func.call @init(%conv_3d_ndhwc_dhwcf_2_dyn, %conv_3d_ndhwc_dhwcf_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ndhwc_dhwcf_2_m = memref.reinterpret_cast %conv_3d_ndhwc_dhwcf_2_flat to offset: [0], sizes: [1, 3, 3, 3, 3], strides: [81, 27, 9, 3, 1] : memref<81xf32> to memref<1x3x3x3x3xf32>
  %conv_3d_ndhwc_dhwcf_2 = bufferization.to_tensor %conv_3d_ndhwc_dhwcf_2_m restrict : memref<1x3x3x3x3xf32> to tensor<1x3x3x3x3xf32>
  %conv_3d_ndhwc_dhwcf_r = func.call @op_conv_3d_ndhwc_dhwcf(%conv_3d_ndhwc_dhwcf_0, %conv_3d_ndhwc_dhwcf_1, %conv_3d_ndhwc_dhwcf_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>, tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
  %conv_3d_ndhwc_dhwcf_b = bufferization.to_buffer %conv_3d_ndhwc_dhwcf_r : tensor<1x3x3x3x3xf32> to memref<1x3x3x3x3xf32>
  %conv_3d_ndhwc_dhwcf_u = memref.cast %conv_3d_ndhwc_dhwcf_b : memref<1x3x3x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_3d_ndhwc_dhwcf_u) : (memref<*xf32>) -> ()
  %conv_3d_ncdhw_fcdhw_0_flat = memref.alloc() : memref<128xf32>
  %conv_3d_ncdhw_fcdhw_0_dyn = memref.cast %conv_3d_ncdhw_fcdhw_0_flat : memref<128xf32> to memref<?xf32>
  %conv_3d_ncdhw_fcdhw_s0 = arith.constant 76 : index
  func.call @init(%conv_3d_ncdhw_fcdhw_0_dyn, %conv_3d_ncdhw_fcdhw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ncdhw_fcdhw_0_m = memref.reinterpret_cast %conv_3d_ncdhw_fcdhw_0_flat to offset: [0], sizes: [1, 2, 4, 4, 4], strides: [128, 64, 16, 4, 1] : memref<128xf32> to memref<1x2x4x4x4xf32>
  %conv_3d_ncdhw_fcdhw_0 = bufferization.to_tensor %conv_3d_ncdhw_fcdhw_0_m restrict : memref<1x2x4x4x4xf32> to tensor<1x2x4x4x4xf32>
  %conv_3d_ncdhw_fcdhw_1_flat = memref.alloc() : memref<48xf32>
  %conv_3d_ncdhw_fcdhw_1_dyn = memref.cast %conv_3d_ncdhw_fcdhw_1_flat : memref<48xf32> to memref<?xf32>
  %conv_3d_ncdhw_fcdhw_s1 = arith.constant 77 : index
  func.call @init(%conv_3d_ncdhw_fcdhw_1_dyn, %conv_3d_ncdhw_fcdhw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ncdhw_fcdhw_1_m = memref.reinterpret_cast %conv_3d_ncdhw_fcdhw_1_flat to offset: [0], sizes: [3, 2, 2, 2, 2], strides: [16, 8, 4, 2, 1] : memref<48xf32> to memref<3x2x2x2x2xf32>
  %conv_3d_ncdhw_fcdhw_1 = bufferization.to_tensor %conv_3d_ncdhw_fcdhw_1_m restrict : memref<3x2x2x2x2xf32> to tensor<3x2x2x2x2xf32>
  %conv_3d_ncdhw_fcdhw_2_flat = memref.alloc() : memref<81xf32>
  %conv_3d_ncdhw_fcdhw_2_dyn = memref.cast %conv_3d_ncdhw_fcdhw_2_flat : memref<81xf32> to memref<?xf32>
  %conv_3d_ncdhw_fcdhw_s2 = arith.constant 78 : index
  func.call @init(%conv_3d_ncdhw_fcdhw_2_dyn, %conv_3d_ncdhw_fcdhw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %conv_3d_ncdhw_fcdhw_2_m = memref.reinterpret_cast %conv_3d_ncdhw_fcdhw_2_flat to offset: [0], sizes: [1, 3, 3, 3, 3], strides: [81, 27, 9, 3, 1] : memref<81xf32> to memref<1x3x3x3x3xf32>
  %conv_3d_ncdhw_fcdhw_2 = bufferization.to_tensor %conv_3d_ncdhw_fcdhw_2_m restrict : memref<1x3x3x3x3xf32> to tensor<1x3x3x3x3xf32>
  %conv_3d_ncdhw_fcdhw_r = func.call @op_conv_3d_ncdhw_fcdhw(%conv_3d_ncdhw_fcdhw_0, %conv_3d_ncdhw_fcdhw_1, %conv_3d_ncdhw_fcdhw_2) : (tensor<1x2x4x4x4xf32>, tensor<3x2x2x2x2xf32>, tensor<1x3x3x3x3xf32>) -> tensor<1x3x3x3x3xf32>
  %conv_3d_ncdhw_fcdhw_b = bufferization.to_buffer %conv_3d_ncdhw_fcdhw_r : tensor<1x3x3x3x3xf32> to memref<1x3x3x3x3xf32>
  %conv_3d_ncdhw_fcdhw_u = memref.cast %conv_3d_ncdhw_fcdhw_b : memref<1x3x3x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_3d_ncdhw_fcdhw_u) : (memref<*xf32>) -> ()
  %depthwise_conv_1d_nwc_wc_0_flat = memref.alloc() : memref<24xf32>
  %depthwise_conv_1d_nwc_wc_0_dyn = memref.cast %depthwise_conv_1d_nwc_wc_0_flat : memref<24xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wc_s0 = arith.constant 79 : index
  func.call @init(%depthwise_conv_1d_nwc_wc_0_dyn, %depthwise_conv_1d_nwc_wc_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wc_0_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wc_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %depthwise_conv_1d_nwc_wc_0 = bufferization.to_tensor %depthwise_conv_1d_nwc_wc_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %depthwise_conv_1d_nwc_wc_1_flat = memref.alloc() : memref<9xf32>
  %depthwise_conv_1d_nwc_wc_1_dyn = memref.cast %depthwise_conv_1d_nwc_wc_1_flat : memref<9xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wc_s1 = arith.constant 80 : index
  func.call @init(%depthwise_conv_1d_nwc_wc_1_dyn, %depthwise_conv_1d_nwc_wc_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wc_1_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wc_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %depthwise_conv_1d_nwc_wc_1 = bufferization.to_tensor %depthwise_conv_1d_nwc_wc_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %depthwise_conv_1d_nwc_wc_2_flat = memref.alloc() : memref<18xf32>
  %depthwise_conv_1d_nwc_wc_2_dyn = memref.cast %depthwise_conv_1d_nwc_wc_2_flat : memref<18xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wc_s2 = arith.constant 81 : index
  func.call @init(%depthwise_conv_1d_nwc_wc_2_dyn, %depthwise_conv_1d_nwc_wc_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wc_2_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wc_2_flat to offset: [0], sizes: [1, 6, 3], strides: [18, 3, 1] : memref<18xf32> to memref<1x6x3xf32>
  %depthwise_conv_1d_nwc_wc_2 = bufferization.to_tensor %depthwise_conv_1d_nwc_wc_2_m restrict : memref<1x6x3xf32> to tensor<1x6x3xf32>
  %depthwise_conv_1d_nwc_wc_r = func.call @op_depthwise_conv_1d_nwc_wc(%depthwise_conv_1d_nwc_wc_0, %depthwise_conv_1d_nwc_wc_1, %depthwise_conv_1d_nwc_wc_2) : (tensor<1x8x3xf32>, tensor<3x3xf32>, tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %depthwise_conv_1d_nwc_wc_b = bufferization.to_buffer %depthwise_conv_1d_nwc_wc_r : tensor<1x6x3xf32> to memref<1x6x3xf32>
  %depthwise_conv_1d_nwc_wc_u = memref.cast %depthwise_conv_1d_nwc_wc_b : memref<1x6x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_1d_nwc_wc_u) : (memref<*xf32>) -> ()
  %depthwise_conv_1d_ncw_cw_0_flat = memref.alloc() : memref<24xf32>
  %depthwise_conv_1d_ncw_cw_0_dyn = memref.cast %depthwise_conv_1d_ncw_cw_0_flat : memref<24xf32> to memref<?xf32>
  %depthwise_conv_1d_ncw_cw_s0 = arith.constant 82 : index
  func.call @init(%depthwise_conv_1d_ncw_cw_0_dyn, %depthwise_conv_1d_ncw_cw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_ncw_cw_0_m = memref.reinterpret_cast %depthwise_conv_1d_ncw_cw_0_flat to offset: [0], sizes: [1, 3, 8], strides: [24, 8, 1] : memref<24xf32> to memref<1x3x8xf32>
  %depthwise_conv_1d_ncw_cw_0 = bufferization.to_tensor %depthwise_conv_1d_ncw_cw_0_m restrict : memref<1x3x8xf32> to tensor<1x3x8xf32>
  %depthwise_conv_1d_ncw_cw_1_flat = memref.alloc() : memref<9xf32>
  %depthwise_conv_1d_ncw_cw_1_dyn = memref.cast %depthwise_conv_1d_ncw_cw_1_flat : memref<9xf32> to memref<?xf32>
  %depthwise_conv_1d_ncw_cw_s1 = arith.constant 83 : index
  func.call @init(%depthwise_conv_1d_ncw_cw_1_dyn, %depthwise_conv_1d_ncw_cw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_ncw_cw_1_m = memref.reinterpret_cast %depthwise_conv_1d_ncw_cw_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %depthwise_conv_1d_ncw_cw_1 = bufferization.to_tensor %depthwise_conv_1d_ncw_cw_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %depthwise_conv_1d_ncw_cw_2_flat = memref.alloc() : memref<18xf32>
  %depthwise_conv_1d_ncw_cw_2_dyn = memref.cast %depthwise_conv_1d_ncw_cw_2_flat : memref<18xf32> to memref<?xf32>
  %depthwise_conv_1d_ncw_cw_s2 = arith.constant 84 : index
  func.call @init(%depthwise_conv_1d_ncw_cw_2_dyn, %depthwise_conv_1d_ncw_cw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_ncw_cw_2_m = memref.reinterpret_cast %depthwise_conv_1d_ncw_cw_2_flat to offset: [0], sizes: [1, 3, 6], strides: [18, 6, 1] : memref<18xf32> to memref<1x3x6xf32>
  %depthwise_conv_1d_ncw_cw_2 = bufferization.to_tensor %depthwise_conv_1d_ncw_cw_2_m restrict : memref<1x3x6xf32> to tensor<1x3x6xf32>
  %depthwise_conv_1d_ncw_cw_r = func.call @op_depthwise_conv_1d_ncw_cw(%depthwise_conv_1d_ncw_cw_0, %depthwise_conv_1d_ncw_cw_1, %depthwise_conv_1d_ncw_cw_2) : (tensor<1x3x8xf32>, tensor<3x3xf32>, tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  %depthwise_conv_1d_ncw_cw_b = bufferization.to_buffer %depthwise_conv_1d_ncw_cw_r : tensor<1x3x6xf32> to memref<1x3x6xf32>
  %depthwise_conv_1d_ncw_cw_u = memref.cast %depthwise_conv_1d_ncw_cw_b : memref<1x3x6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_1d_ncw_cw_u) : (memref<*xf32>) -> ()
  %depthwise_conv_1d_nwc_wcm_0_flat = memref.alloc() : memref<24xf32>
  %depthwise_conv_1d_nwc_wcm_0_dyn = memref.cast %depthwise_conv_1d_nwc_wcm_0_flat : memref<24xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wcm_s0 = arith.constant 85 : index
  func.call @init(%depthwise_conv_1d_nwc_wcm_0_dyn, %depthwise_conv_1d_nwc_wcm_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wcm_0_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wcm_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %depthwise_conv_1d_nwc_wcm_0 = bufferization.to_tensor %depthwise_conv_1d_nwc_wcm_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %depthwise_conv_1d_nwc_wcm_1_flat = memref.alloc() : memref<18xf32>
  %depthwise_conv_1d_nwc_wcm_1_dyn = memref.cast %depthwise_conv_1d_nwc_wcm_1_flat : memref<18xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wcm_s1 = arith.constant 86 : index
  func.call @init(%depthwise_conv_1d_nwc_wcm_1_dyn, %depthwise_conv_1d_nwc_wcm_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wcm_1_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wcm_1_flat to offset: [0], sizes: [3, 3, 2], strides: [6, 2, 1] : memref<18xf32> to memref<3x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_1 = bufferization.to_tensor %depthwise_conv_1d_nwc_wcm_1_m restrict : memref<3x3x2xf32> to tensor<3x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_2_flat = memref.alloc() : memref<36xf32>
  %depthwise_conv_1d_nwc_wcm_2_dyn = memref.cast %depthwise_conv_1d_nwc_wcm_2_flat : memref<36xf32> to memref<?xf32>
  %depthwise_conv_1d_nwc_wcm_s2 = arith.constant 87 : index
  func.call @init(%depthwise_conv_1d_nwc_wcm_2_dyn, %depthwise_conv_1d_nwc_wcm_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_1d_nwc_wcm_2_m = memref.reinterpret_cast %depthwise_conv_1d_nwc_wcm_2_flat to offset: [0], sizes: [1, 6, 3, 2], strides: [36, 6, 2, 1] : memref<36xf32> to memref<1x6x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_2 = bufferization.to_tensor %depthwise_conv_1d_nwc_wcm_2_m restrict : memref<1x6x3x2xf32> to tensor<1x6x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_r = func.call @op_depthwise_conv_1d_nwc_wcm(%depthwise_conv_1d_nwc_wcm_0, %depthwise_conv_1d_nwc_wcm_1, %depthwise_conv_1d_nwc_wcm_2) : (tensor<1x8x3xf32>, tensor<3x3x2xf32>, tensor<1x6x3x2xf32>) -> tensor<1x6x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_b = bufferization.to_buffer %depthwise_conv_1d_nwc_wcm_r : tensor<1x6x3x2xf32> to memref<1x6x3x2xf32>
  %depthwise_conv_1d_nwc_wcm_u = memref.cast %depthwise_conv_1d_nwc_wcm_b : memref<1x6x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_1d_nwc_wcm_u) : (memref<*xf32>) -> ()
  %depthwise_conv_2d_nhwc_hwc_0_flat = memref.alloc() : memref<108xf32>
  %depthwise_conv_2d_nhwc_hwc_0_dyn = memref.cast %depthwise_conv_2d_nhwc_hwc_0_flat : memref<108xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwc_s0 = arith.constant 88 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwc_0_dyn, %depthwise_conv_2d_nhwc_hwc_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwc_0_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwc_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %depthwise_conv_2d_nhwc_hwc_0 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwc_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %depthwise_conv_2d_nhwc_hwc_1_flat = memref.alloc() : memref<27xf32>
  %depthwise_conv_2d_nhwc_hwc_1_dyn = memref.cast %depthwise_conv_2d_nhwc_hwc_1_flat : memref<27xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwc_s1 = arith.constant 89 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwc_1_dyn, %depthwise_conv_2d_nhwc_hwc_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwc_1_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwc_1_flat to offset: [0], sizes: [3, 3, 3], strides: [9, 3, 1] : memref<27xf32> to memref<3x3x3xf32>
  %depthwise_conv_2d_nhwc_hwc_1 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwc_1_m restrict : memref<3x3x3xf32> to tensor<3x3x3xf32>
  %depthwise_conv_2d_nhwc_hwc_2_flat = memref.alloc() : memref<48xf32>
  %depthwise_conv_2d_nhwc_hwc_2_dyn = memref.cast %depthwise_conv_2d_nhwc_hwc_2_flat : memref<48xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwc_s2 = arith.constant 90 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwc_2_dyn, %depthwise_conv_2d_nhwc_hwc_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwc_2_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwc_2_flat to offset: [0], sizes: [1, 4, 4, 3], strides: [48, 12, 3, 1] : memref<48xf32> to memref<1x4x4x3xf32>
  %depthwise_conv_2d_nhwc_hwc_2 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwc_2_m restrict : memref<1x4x4x3xf32> to tensor<1x4x4x3xf32>
  %depthwise_conv_2d_nhwc_hwc_r = func.call @op_depthwise_conv_2d_nhwc_hwc(%depthwise_conv_2d_nhwc_hwc_0, %depthwise_conv_2d_nhwc_hwc_1, %depthwise_conv_2d_nhwc_hwc_2) : (tensor<1x6x6x3xf32>, tensor<3x3x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %depthwise_conv_2d_nhwc_hwc_b = bufferization.to_buffer %depthwise_conv_2d_nhwc_hwc_r : tensor<1x4x4x3xf32> to memref<1x4x4x3xf32>
  %depthwise_conv_2d_nhwc_hwc_u = memref.cast %depthwise_conv_2d_nhwc_hwc_b : memref<1x4x4x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_2d_nhwc_hwc_u) : (memref<*xf32>) -> ()
  %depthwise_conv_2d_nchw_chw_0_flat = memref.alloc() : memref<108xf32>
  %depthwise_conv_2d_nchw_chw_0_dyn = memref.cast %depthwise_conv_2d_nchw_chw_0_flat : memref<108xf32> to memref<?xf32>
  %depthwise_conv_2d_nchw_chw_s0 = arith.constant 91 : index
  func.call @init(%depthwise_conv_2d_nchw_chw_0_dyn, %depthwise_conv_2d_nchw_chw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nchw_chw_0_m = memref.reinterpret_cast %depthwise_conv_2d_nchw_chw_0_flat to offset: [0], sizes: [1, 3, 6, 6], strides: [108, 36, 6, 1] : memref<108xf32> to memref<1x3x6x6xf32>
  %depthwise_conv_2d_nchw_chw_0 = bufferization.to_tensor %depthwise_conv_2d_nchw_chw_0_m restrict : memref<1x3x6x6xf32> to tensor<1x3x6x6xf32>
  %depthwise_conv_2d_nchw_chw_1_flat = memref.alloc() : memref<27xf32>
  %depthwise_conv_2d_nchw_chw_1_dyn = memref.cast %depthwise_conv_2d_nchw_chw_1_flat : memref<27xf32> to memref<?xf32>
  %depthwise_conv_2d_nchw_chw_s1 = arith.constant 92 : index
  func.call @init(%depthwise_conv_2d_nchw_chw_1_dyn, %depthwise_conv_2d_nchw_chw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nchw_chw_1_m = memref.reinterpret_cast %depthwise_conv_2d_nchw_chw_1_flat to offset: [0], sizes: [3, 3, 3], strides: [9, 3, 1] : memref<27xf32> to memref<3x3x3xf32>
  %depthwise_conv_2d_nchw_chw_1 = bufferization.to_tensor %depthwise_conv_2d_nchw_chw_1_m restrict : memref<3x3x3xf32> to tensor<3x3x3xf32>
  %depthwise_conv_2d_nchw_chw_2_flat = memref.alloc() : memref<48xf32>
  %depthwise_conv_2d_nchw_chw_2_dyn = memref.cast %depthwise_conv_2d_nchw_chw_2_flat : memref<48xf32> to memref<?xf32>
  %depthwise_conv_2d_nchw_chw_s2 = arith.constant 93 : index
  func.call @init(%depthwise_conv_2d_nchw_chw_2_dyn, %depthwise_conv_2d_nchw_chw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nchw_chw_2_m = memref.reinterpret_cast %depthwise_conv_2d_nchw_chw_2_flat to offset: [0], sizes: [1, 3, 4, 4], strides: [48, 16, 4, 1] : memref<48xf32> to memref<1x3x4x4xf32>
  %depthwise_conv_2d_nchw_chw_2 = bufferization.to_tensor %depthwise_conv_2d_nchw_chw_2_m restrict : memref<1x3x4x4xf32> to tensor<1x3x4x4xf32>
  %depthwise_conv_2d_nchw_chw_r = func.call @op_depthwise_conv_2d_nchw_chw(%depthwise_conv_2d_nchw_chw_0, %depthwise_conv_2d_nchw_chw_1, %depthwise_conv_2d_nchw_chw_2) : (tensor<1x3x6x6xf32>, tensor<3x3x3xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %depthwise_conv_2d_nchw_chw_b = bufferization.to_buffer %depthwise_conv_2d_nchw_chw_r : tensor<1x3x4x4xf32> to memref<1x3x4x4xf32>
  %depthwise_conv_2d_nchw_chw_u = memref.cast %depthwise_conv_2d_nchw_chw_b : memref<1x3x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_2d_nchw_chw_u) : (memref<*xf32>) -> ()
  %depthwise_conv_2d_nhwc_hwcm_0_flat = memref.alloc() : memref<108xf32>
  %depthwise_conv_2d_nhwc_hwcm_0_dyn = memref.cast %depthwise_conv_2d_nhwc_hwcm_0_flat : memref<108xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwcm_s0 = arith.constant 94 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwcm_0_dyn, %depthwise_conv_2d_nhwc_hwcm_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwcm_0_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwcm_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %depthwise_conv_2d_nhwc_hwcm_0 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwcm_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %depthwise_conv_2d_nhwc_hwcm_1_flat = memref.alloc() : memref<54xf32>
  %depthwise_conv_2d_nhwc_hwcm_1_dyn = memref.cast %depthwise_conv_2d_nhwc_hwcm_1_flat : memref<54xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwcm_s1 = arith.constant 95 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwcm_1_dyn, %depthwise_conv_2d_nhwc_hwcm_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwcm_1_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwcm_1_flat to offset: [0], sizes: [3, 3, 3, 2], strides: [18, 6, 2, 1] : memref<54xf32> to memref<3x3x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_1 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwcm_1_m restrict : memref<3x3x3x2xf32> to tensor<3x3x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_2_flat = memref.alloc() : memref<96xf32>
  %depthwise_conv_2d_nhwc_hwcm_2_dyn = memref.cast %depthwise_conv_2d_nhwc_hwcm_2_flat : memref<96xf32> to memref<?xf32>
  %depthwise_conv_2d_nhwc_hwcm_s2 = arith.constant 96 : index
  func.call @init(%depthwise_conv_2d_nhwc_hwcm_2_dyn, %depthwise_conv_2d_nhwc_hwcm_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_2d_nhwc_hwcm_2_m = memref.reinterpret_cast %depthwise_conv_2d_nhwc_hwcm_2_flat to offset: [0], sizes: [1, 4, 4, 3, 2], strides: [96, 24, 6, 2, 1] : memref<96xf32> to memref<1x4x4x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_2 = bufferization.to_tensor %depthwise_conv_2d_nhwc_hwcm_2_m restrict : memref<1x4x4x3x2xf32> to tensor<1x4x4x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_r = func.call @op_depthwise_conv_2d_nhwc_hwcm(%depthwise_conv_2d_nhwc_hwcm_0, %depthwise_conv_2d_nhwc_hwcm_1, %depthwise_conv_2d_nhwc_hwcm_2) : (tensor<1x6x6x3xf32>, tensor<3x3x3x2xf32>, tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_b = bufferization.to_buffer %depthwise_conv_2d_nhwc_hwcm_r : tensor<1x4x4x3x2xf32> to memref<1x4x4x3x2xf32>
  %depthwise_conv_2d_nhwc_hwcm_u = memref.cast %depthwise_conv_2d_nhwc_hwcm_b : memref<1x4x4x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_2d_nhwc_hwcm_u) : (memref<*xf32>) -> ()
  %depthwise_conv_3d_ndhwc_dhwc_0_flat = memref.alloc() : memref<128xf32>
  %depthwise_conv_3d_ndhwc_dhwc_0_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwc_0_flat : memref<128xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwc_s0 = arith.constant 97 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwc_0_dyn, %depthwise_conv_3d_ndhwc_dhwc_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwc_0_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwc_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_0 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwc_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_1_flat = memref.alloc() : memref<16xf32>
  %depthwise_conv_3d_ndhwc_dhwc_1_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwc_1_flat : memref<16xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwc_s1 = arith.constant 98 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwc_1_dyn, %depthwise_conv_3d_ndhwc_dhwc_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwc_1_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwc_1_flat to offset: [0], sizes: [2, 2, 2, 2], strides: [8, 4, 2, 1] : memref<16xf32> to memref<2x2x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_1 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwc_1_m restrict : memref<2x2x2x2xf32> to tensor<2x2x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_2_flat = memref.alloc() : memref<54xf32>
  %depthwise_conv_3d_ndhwc_dhwc_2_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwc_2_flat : memref<54xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwc_s2 = arith.constant 99 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwc_2_dyn, %depthwise_conv_3d_ndhwc_dhwc_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwc_2_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwc_2_flat to offset: [0], sizes: [1, 3, 3, 3, 2], strides: [54, 18, 6, 2, 1] : memref<54xf32> to memref<1x3x3x3x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_2 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwc_2_m restrict : memref<1x3x3x3x2xf32> to tensor<1x3x3x3x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_r = func.call @op_depthwise_conv_3d_ndhwc_dhwc(%depthwise_conv_3d_ndhwc_dhwc_0, %depthwise_conv_3d_ndhwc_dhwc_1, %depthwise_conv_3d_ndhwc_dhwc_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2xf32>, tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_b = bufferization.to_buffer %depthwise_conv_3d_ndhwc_dhwc_r : tensor<1x3x3x3x2xf32> to memref<1x3x3x3x2xf32>
  %depthwise_conv_3d_ndhwc_dhwc_u = memref.cast %depthwise_conv_3d_ndhwc_dhwc_b : memref<1x3x3x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_3d_ndhwc_dhwc_u) : (memref<*xf32>) -> ()
  %depthwise_conv_3d_ncdhw_cdhw_0_flat = memref.alloc() : memref<128xf32>
  %depthwise_conv_3d_ncdhw_cdhw_0_dyn = memref.cast %depthwise_conv_3d_ncdhw_cdhw_0_flat : memref<128xf32> to memref<?xf32>
  %depthwise_conv_3d_ncdhw_cdhw_s0 = arith.constant 100 : index
  func.call @init(%depthwise_conv_3d_ncdhw_cdhw_0_dyn, %depthwise_conv_3d_ncdhw_cdhw_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ncdhw_cdhw_0_m = memref.reinterpret_cast %depthwise_conv_3d_ncdhw_cdhw_0_flat to offset: [0], sizes: [1, 2, 4, 4, 4], strides: [128, 64, 16, 4, 1] : memref<128xf32> to memref<1x2x4x4x4xf32>
  %depthwise_conv_3d_ncdhw_cdhw_0 = bufferization.to_tensor %depthwise_conv_3d_ncdhw_cdhw_0_m restrict : memref<1x2x4x4x4xf32> to tensor<1x2x4x4x4xf32>
  %depthwise_conv_3d_ncdhw_cdhw_1_flat = memref.alloc() : memref<16xf32>
  %depthwise_conv_3d_ncdhw_cdhw_1_dyn = memref.cast %depthwise_conv_3d_ncdhw_cdhw_1_flat : memref<16xf32> to memref<?xf32>
  %depthwise_conv_3d_ncdhw_cdhw_s1 = arith.constant 101 : index
  func.call @init(%depthwise_conv_3d_ncdhw_cdhw_1_dyn, %depthwise_conv_3d_ncdhw_cdhw_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ncdhw_cdhw_1_m = memref.reinterpret_cast %depthwise_conv_3d_ncdhw_cdhw_1_flat to offset: [0], sizes: [2, 2, 2, 2], strides: [8, 4, 2, 1] : memref<16xf32> to memref<2x2x2x2xf32>
  %depthwise_conv_3d_ncdhw_cdhw_1 = bufferization.to_tensor %depthwise_conv_3d_ncdhw_cdhw_1_m restrict : memref<2x2x2x2xf32> to tensor<2x2x2x2xf32>
  %depthwise_conv_3d_ncdhw_cdhw_2_flat = memref.alloc() : memref<54xf32>
  %depthwise_conv_3d_ncdhw_cdhw_2_dyn = memref.cast %depthwise_conv_3d_ncdhw_cdhw_2_flat : memref<54xf32> to memref<?xf32>
  %depthwise_conv_3d_ncdhw_cdhw_s2 = arith.constant 102 : index
  func.call @init(%depthwise_conv_3d_ncdhw_cdhw_2_dyn, %depthwise_conv_3d_ncdhw_cdhw_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ncdhw_cdhw_2_m = memref.reinterpret_cast %depthwise_conv_3d_ncdhw_cdhw_2_flat to offset: [0], sizes: [1, 2, 3, 3, 3], strides: [54, 27, 9, 3, 1] : memref<54xf32> to memref<1x2x3x3x3xf32>
  %depthwise_conv_3d_ncdhw_cdhw_2 = bufferization.to_tensor %depthwise_conv_3d_ncdhw_cdhw_2_m restrict : memref<1x2x3x3x3xf32> to tensor<1x2x3x3x3xf32>
  %depthwise_conv_3d_ncdhw_cdhw_r = func.call @op_depthwise_conv_3d_ncdhw_cdhw(%depthwise_conv_3d_ncdhw_cdhw_0, %depthwise_conv_3d_ncdhw_cdhw_1, %depthwise_conv_3d_ncdhw_cdhw_2) : (tensor<1x2x4x4x4xf32>, tensor<2x2x2x2xf32>, tensor<1x2x3x3x3xf32>) -> tensor<1x2x3x3x3xf32>
  %depthwise_conv_3d_ncdhw_cdhw_b = bufferization.to_buffer %depthwise_conv_3d_ncdhw_cdhw_r : tensor<1x2x3x3x3xf32> to memref<1x2x3x3x3xf32>
  %depthwise_conv_3d_ncdhw_cdhw_u = memref.cast %depthwise_conv_3d_ncdhw_cdhw_b : memref<1x2x3x3x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_3d_ncdhw_cdhw_u) : (memref<*xf32>) -> ()
  %depthwise_conv_3d_ndhwc_dhwcm_0_flat = memref.alloc() : memref<128xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_0_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwcm_0_flat : memref<128xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_s0 = arith.constant 103 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwcm_0_dyn, %depthwise_conv_3d_ndhwc_dhwcm_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwcm_0_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwcm_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_0 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwcm_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_1_flat = memref.alloc() : memref<32xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_1_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwcm_1_flat : memref<32xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_s1 = arith.constant 104 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwcm_1_dyn, %depthwise_conv_3d_ndhwc_dhwcm_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwcm_1_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwcm_1_flat to offset: [0], sizes: [2, 2, 2, 2, 2], strides: [16, 8, 4, 2, 1] : memref<32xf32> to memref<2x2x2x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_1 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwcm_1_m restrict : memref<2x2x2x2x2xf32> to tensor<2x2x2x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_2_flat = memref.alloc() : memref<108xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_2_dyn = memref.cast %depthwise_conv_3d_ndhwc_dhwcm_2_flat : memref<108xf32> to memref<?xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_s2 = arith.constant 105 : index
  func.call @init(%depthwise_conv_3d_ndhwc_dhwcm_2_dyn, %depthwise_conv_3d_ndhwc_dhwcm_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %depthwise_conv_3d_ndhwc_dhwcm_2_m = memref.reinterpret_cast %depthwise_conv_3d_ndhwc_dhwcm_2_flat to offset: [0], sizes: [1, 3, 3, 3, 2, 2], strides: [108, 36, 12, 4, 2, 1] : memref<108xf32> to memref<1x3x3x3x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_2 = bufferization.to_tensor %depthwise_conv_3d_ndhwc_dhwcm_2_m restrict : memref<1x3x3x3x2x2xf32> to tensor<1x3x3x3x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_r = func.call @op_depthwise_conv_3d_ndhwc_dhwcm(%depthwise_conv_3d_ndhwc_dhwcm_0, %depthwise_conv_3d_ndhwc_dhwcm_1, %depthwise_conv_3d_ndhwc_dhwcm_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x2xf32>, tensor<1x3x3x3x2x2xf32>) -> tensor<1x3x3x3x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_b = bufferization.to_buffer %depthwise_conv_3d_ndhwc_dhwcm_r : tensor<1x3x3x3x2x2xf32> to memref<1x3x3x3x2x2xf32>
  %depthwise_conv_3d_ndhwc_dhwcm_u = memref.cast %depthwise_conv_3d_ndhwc_dhwcm_b : memref<1x3x3x3x2x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%depthwise_conv_3d_ndhwc_dhwcm_u) : (memref<*xf32>) -> ()
  %pooling_nhwc_sum_0_flat = memref.alloc() : memref<108xf32>
  %pooling_nhwc_sum_0_dyn = memref.cast %pooling_nhwc_sum_0_flat : memref<108xf32> to memref<?xf32>
  %pooling_nhwc_sum_s0 = arith.constant 106 : index
  func.call @init(%pooling_nhwc_sum_0_dyn, %pooling_nhwc_sum_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_sum_0_m = memref.reinterpret_cast %pooling_nhwc_sum_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %pooling_nhwc_sum_0 = bufferization.to_tensor %pooling_nhwc_sum_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %pooling_nhwc_sum_1_flat = memref.alloc() : memref<9xf32>
  %pooling_nhwc_sum_1_dyn = memref.cast %pooling_nhwc_sum_1_flat : memref<9xf32> to memref<?xf32>
  %pooling_nhwc_sum_s1 = arith.constant 107 : index
  func.call @init(%pooling_nhwc_sum_1_dyn, %pooling_nhwc_sum_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_sum_1_m = memref.reinterpret_cast %pooling_nhwc_sum_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %pooling_nhwc_sum_1 = bufferization.to_tensor %pooling_nhwc_sum_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %pooling_nhwc_sum_2_flat = memref.alloc() : memref<48xf32>
  %pooling_nhwc_sum_2_dyn = memref.cast %pooling_nhwc_sum_2_flat : memref<48xf32> to memref<?xf32>
  %pooling_nhwc_sum_s2 = arith.constant 108 : index
  func.call @init(%pooling_nhwc_sum_2_dyn, %pooling_nhwc_sum_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_sum_2_m = memref.reinterpret_cast %pooling_nhwc_sum_2_flat to offset: [0], sizes: [1, 4, 4, 3], strides: [48, 12, 3, 1] : memref<48xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_sum_2 = bufferization.to_tensor %pooling_nhwc_sum_2_m restrict : memref<1x4x4x3xf32> to tensor<1x4x4x3xf32>
  %pooling_nhwc_sum_r = func.call @op_pooling_nhwc_sum(%pooling_nhwc_sum_0, %pooling_nhwc_sum_1, %pooling_nhwc_sum_2) : (tensor<1x6x6x3xf32>, tensor<3x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %pooling_nhwc_sum_b = bufferization.to_buffer %pooling_nhwc_sum_r : tensor<1x4x4x3xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_sum_u = memref.cast %pooling_nhwc_sum_b : memref<1x4x4x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nhwc_sum_u) : (memref<*xf32>) -> ()
  %pooling_nwc_sum_0_flat = memref.alloc() : memref<24xf32>
  %pooling_nwc_sum_0_dyn = memref.cast %pooling_nwc_sum_0_flat : memref<24xf32> to memref<?xf32>
  %pooling_nwc_sum_s0 = arith.constant 109 : index
  func.call @init(%pooling_nwc_sum_0_dyn, %pooling_nwc_sum_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_sum_0_m = memref.reinterpret_cast %pooling_nwc_sum_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %pooling_nwc_sum_0 = bufferization.to_tensor %pooling_nwc_sum_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %pooling_nwc_sum_1_flat = memref.alloc() : memref<3xf32>
  %pooling_nwc_sum_1_dyn = memref.cast %pooling_nwc_sum_1_flat : memref<3xf32> to memref<?xf32>
  %pooling_nwc_sum_s1 = arith.constant 110 : index
  func.call @init(%pooling_nwc_sum_1_dyn, %pooling_nwc_sum_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_sum_1_m = memref.reinterpret_cast %pooling_nwc_sum_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %pooling_nwc_sum_1 = bufferization.to_tensor %pooling_nwc_sum_1_m restrict : memref<3xf32> to tensor<3xf32>
  %pooling_nwc_sum_2_flat = memref.alloc() : memref<18xf32>
  %pooling_nwc_sum_2_dyn = memref.cast %pooling_nwc_sum_2_flat : memref<18xf32> to memref<?xf32>
  %pooling_nwc_sum_s2 = arith.constant 111 : index
  func.call @init(%pooling_nwc_sum_2_dyn, %pooling_nwc_sum_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_sum_2_m = memref.reinterpret_cast %pooling_nwc_sum_2_flat to offset: [0], sizes: [1, 6, 3], strides: [18, 3, 1] : memref<18xf32> to memref<1x6x3xf32>
  %pooling_nwc_sum_2 = bufferization.to_tensor %pooling_nwc_sum_2_m restrict : memref<1x6x3xf32> to tensor<1x6x3xf32>
  %pooling_nwc_sum_r = func.call @op_pooling_nwc_sum(%pooling_nwc_sum_0, %pooling_nwc_sum_1, %pooling_nwc_sum_2) : (tensor<1x8x3xf32>, tensor<3xf32>, tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %pooling_nwc_sum_b = bufferization.to_buffer %pooling_nwc_sum_r : tensor<1x6x3xf32> to memref<1x6x3xf32>
  %pooling_nwc_sum_u = memref.cast %pooling_nwc_sum_b : memref<1x6x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nwc_sum_u) : (memref<*xf32>) -> ()
  %pooling_ndhwc_sum_0_flat = memref.alloc() : memref<128xf32>
  %pooling_ndhwc_sum_0_dyn = memref.cast %pooling_ndhwc_sum_0_flat : memref<128xf32> to memref<?xf32>
  %pooling_ndhwc_sum_s0 = arith.constant 112 : index
  func.call @init(%pooling_ndhwc_sum_0_dyn, %pooling_ndhwc_sum_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_sum_0_m = memref.reinterpret_cast %pooling_ndhwc_sum_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %pooling_ndhwc_sum_0 = bufferization.to_tensor %pooling_ndhwc_sum_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %pooling_ndhwc_sum_1_flat = memref.alloc() : memref<8xf32>
  %pooling_ndhwc_sum_1_dyn = memref.cast %pooling_ndhwc_sum_1_flat : memref<8xf32> to memref<?xf32>
  %pooling_ndhwc_sum_s1 = arith.constant 113 : index
  func.call @init(%pooling_ndhwc_sum_1_dyn, %pooling_ndhwc_sum_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_sum_1_m = memref.reinterpret_cast %pooling_ndhwc_sum_1_flat to offset: [0], sizes: [2, 2, 2], strides: [4, 2, 1] : memref<8xf32> to memref<2x2x2xf32>
  %pooling_ndhwc_sum_1 = bufferization.to_tensor %pooling_ndhwc_sum_1_m restrict : memref<2x2x2xf32> to tensor<2x2x2xf32>
  %pooling_ndhwc_sum_2_flat = memref.alloc() : memref<54xf32>
  %pooling_ndhwc_sum_2_dyn = memref.cast %pooling_ndhwc_sum_2_flat : memref<54xf32> to memref<?xf32>
  %pooling_ndhwc_sum_s2 = arith.constant 114 : index
  func.call @init(%pooling_ndhwc_sum_2_dyn, %pooling_ndhwc_sum_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_sum_2_m = memref.reinterpret_cast %pooling_ndhwc_sum_2_flat to offset: [0], sizes: [1, 3, 3, 3, 2], strides: [54, 18, 6, 2, 1] : memref<54xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_sum_2 = bufferization.to_tensor %pooling_ndhwc_sum_2_m restrict : memref<1x3x3x3x2xf32> to tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_sum_r = func.call @op_pooling_ndhwc_sum(%pooling_ndhwc_sum_0, %pooling_ndhwc_sum_1, %pooling_ndhwc_sum_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>, tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_sum_b = bufferization.to_buffer %pooling_ndhwc_sum_r : tensor<1x3x3x3x2xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_sum_u = memref.cast %pooling_ndhwc_sum_b : memref<1x3x3x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_ndhwc_sum_u) : (memref<*xf32>) -> ()
  %pooling_nhwc_max_0_flat = memref.alloc() : memref<108xf32>
  %pooling_nhwc_max_0_dyn = memref.cast %pooling_nhwc_max_0_flat : memref<108xf32> to memref<?xf32>
  %pooling_nhwc_max_s0 = arith.constant 115 : index
  func.call @init(%pooling_nhwc_max_0_dyn, %pooling_nhwc_max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_max_0_m = memref.reinterpret_cast %pooling_nhwc_max_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %pooling_nhwc_max_0 = bufferization.to_tensor %pooling_nhwc_max_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %pooling_nhwc_max_1_flat = memref.alloc() : memref<9xf32>
  %pooling_nhwc_max_1_dyn = memref.cast %pooling_nhwc_max_1_flat : memref<9xf32> to memref<?xf32>
  %pooling_nhwc_max_s1 = arith.constant 116 : index
  func.call @init(%pooling_nhwc_max_1_dyn, %pooling_nhwc_max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_max_1_m = memref.reinterpret_cast %pooling_nhwc_max_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %pooling_nhwc_max_1 = bufferization.to_tensor %pooling_nhwc_max_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %pooling_nhwc_max_2_flat = memref.alloc() : memref<48xf32>
  %pooling_nhwc_max_2_dyn = memref.cast %pooling_nhwc_max_2_flat : memref<48xf32> to memref<?xf32>
  %pooling_nhwc_max_s2 = arith.constant 117 : index
  func.call @init(%pooling_nhwc_max_2_dyn, %pooling_nhwc_max_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_max_2_m = memref.reinterpret_cast %pooling_nhwc_max_2_flat to offset: [0], sizes: [1, 4, 4, 3], strides: [48, 12, 3, 1] : memref<48xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_max_2 = bufferization.to_tensor %pooling_nhwc_max_2_m restrict : memref<1x4x4x3xf32> to tensor<1x4x4x3xf32>
  %pooling_nhwc_max_r = func.call @op_pooling_nhwc_max(%pooling_nhwc_max_0, %pooling_nhwc_max_1, %pooling_nhwc_max_2) : (tensor<1x6x6x3xf32>, tensor<3x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %pooling_nhwc_max_b = bufferization.to_buffer %pooling_nhwc_max_r : tensor<1x4x4x3xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_max_u = memref.cast %pooling_nhwc_max_b : memref<1x4x4x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nhwc_max_u) : (memref<*xf32>) -> ()
  %pooling_nwc_max_0_flat = memref.alloc() : memref<24xf32>
  %pooling_nwc_max_0_dyn = memref.cast %pooling_nwc_max_0_flat : memref<24xf32> to memref<?xf32>
  %pooling_nwc_max_s0 = arith.constant 118 : index
  func.call @init(%pooling_nwc_max_0_dyn, %pooling_nwc_max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_max_0_m = memref.reinterpret_cast %pooling_nwc_max_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %pooling_nwc_max_0 = bufferization.to_tensor %pooling_nwc_max_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %pooling_nwc_max_1_flat = memref.alloc() : memref<3xf32>
  %pooling_nwc_max_1_dyn = memref.cast %pooling_nwc_max_1_flat : memref<3xf32> to memref<?xf32>
  %pooling_nwc_max_s1 = arith.constant 119 : index
  func.call @init(%pooling_nwc_max_1_dyn, %pooling_nwc_max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_max_1_m = memref.reinterpret_cast %pooling_nwc_max_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %pooling_nwc_max_1 = bufferization.to_tensor %pooling_nwc_max_1_m restrict : memref<3xf32> to tensor<3xf32>
  %pooling_nwc_max_2_flat = memref.alloc() : memref<18xf32>
  %pooling_nwc_max_2_dyn = memref.cast %pooling_nwc_max_2_flat : memref<18xf32> to memref<?xf32>
  %pooling_nwc_max_s2 = arith.constant 120 : index
  func.call @init(%pooling_nwc_max_2_dyn, %pooling_nwc_max_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_max_2_m = memref.reinterpret_cast %pooling_nwc_max_2_flat to offset: [0], sizes: [1, 6, 3], strides: [18, 3, 1] : memref<18xf32> to memref<1x6x3xf32>
  %pooling_nwc_max_2 = bufferization.to_tensor %pooling_nwc_max_2_m restrict : memref<1x6x3xf32> to tensor<1x6x3xf32>
  %pooling_nwc_max_r = func.call @op_pooling_nwc_max(%pooling_nwc_max_0, %pooling_nwc_max_1, %pooling_nwc_max_2) : (tensor<1x8x3xf32>, tensor<3xf32>, tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %pooling_nwc_max_b = bufferization.to_buffer %pooling_nwc_max_r : tensor<1x6x3xf32> to memref<1x6x3xf32>
  %pooling_nwc_max_u = memref.cast %pooling_nwc_max_b : memref<1x6x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nwc_max_u) : (memref<*xf32>) -> ()
  %pooling_ndhwc_max_0_flat = memref.alloc() : memref<128xf32>
  %pooling_ndhwc_max_0_dyn = memref.cast %pooling_ndhwc_max_0_flat : memref<128xf32> to memref<?xf32>
  %pooling_ndhwc_max_s0 = arith.constant 121 : index
  func.call @init(%pooling_ndhwc_max_0_dyn, %pooling_ndhwc_max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_max_0_m = memref.reinterpret_cast %pooling_ndhwc_max_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %pooling_ndhwc_max_0 = bufferization.to_tensor %pooling_ndhwc_max_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %pooling_ndhwc_max_1_flat = memref.alloc() : memref<8xf32>
  %pooling_ndhwc_max_1_dyn = memref.cast %pooling_ndhwc_max_1_flat : memref<8xf32> to memref<?xf32>
  %pooling_ndhwc_max_s1 = arith.constant 122 : index
  func.call @init(%pooling_ndhwc_max_1_dyn, %pooling_ndhwc_max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_max_1_m = memref.reinterpret_cast %pooling_ndhwc_max_1_flat to offset: [0], sizes: [2, 2, 2], strides: [4, 2, 1] : memref<8xf32> to memref<2x2x2xf32>
  %pooling_ndhwc_max_1 = bufferization.to_tensor %pooling_ndhwc_max_1_m restrict : memref<2x2x2xf32> to tensor<2x2x2xf32>
  %pooling_ndhwc_max_2_flat = memref.alloc() : memref<54xf32>
  %pooling_ndhwc_max_2_dyn = memref.cast %pooling_ndhwc_max_2_flat : memref<54xf32> to memref<?xf32>
  %pooling_ndhwc_max_s2 = arith.constant 123 : index
  func.call @init(%pooling_ndhwc_max_2_dyn, %pooling_ndhwc_max_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_max_2_m = memref.reinterpret_cast %pooling_ndhwc_max_2_flat to offset: [0], sizes: [1, 3, 3, 3, 2], strides: [54, 18, 6, 2, 1] : memref<54xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_max_2 = bufferization.to_tensor %pooling_ndhwc_max_2_m restrict : memref<1x3x3x3x2xf32> to tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_max_r = func.call @op_pooling_ndhwc_max(%pooling_ndhwc_max_0, %pooling_ndhwc_max_1, %pooling_ndhwc_max_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>, tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_max_b = bufferization.to_buffer %pooling_ndhwc_max_r : tensor<1x3x3x3x2xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_max_u = memref.cast %pooling_ndhwc_max_b : memref<1x3x3x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_ndhwc_max_u) : (memref<*xf32>) -> ()
  %pooling_nhwc_min_0_flat = memref.alloc() : memref<108xf32>
  %pooling_nhwc_min_0_dyn = memref.cast %pooling_nhwc_min_0_flat : memref<108xf32> to memref<?xf32>
  %pooling_nhwc_min_s0 = arith.constant 124 : index
  func.call @init(%pooling_nhwc_min_0_dyn, %pooling_nhwc_min_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_min_0_m = memref.reinterpret_cast %pooling_nhwc_min_0_flat to offset: [0], sizes: [1, 6, 6, 3], strides: [108, 18, 3, 1] : memref<108xf32> to memref<1x6x6x3xf32>
  %pooling_nhwc_min_0 = bufferization.to_tensor %pooling_nhwc_min_0_m restrict : memref<1x6x6x3xf32> to tensor<1x6x6x3xf32>
  %pooling_nhwc_min_1_flat = memref.alloc() : memref<9xf32>
  %pooling_nhwc_min_1_dyn = memref.cast %pooling_nhwc_min_1_flat : memref<9xf32> to memref<?xf32>
  %pooling_nhwc_min_s1 = arith.constant 125 : index
  func.call @init(%pooling_nhwc_min_1_dyn, %pooling_nhwc_min_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_min_1_m = memref.reinterpret_cast %pooling_nhwc_min_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %pooling_nhwc_min_1 = bufferization.to_tensor %pooling_nhwc_min_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %pooling_nhwc_min_2_flat = memref.alloc() : memref<48xf32>
  %pooling_nhwc_min_2_dyn = memref.cast %pooling_nhwc_min_2_flat : memref<48xf32> to memref<?xf32>
  %pooling_nhwc_min_s2 = arith.constant 126 : index
  func.call @init(%pooling_nhwc_min_2_dyn, %pooling_nhwc_min_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nhwc_min_2_m = memref.reinterpret_cast %pooling_nhwc_min_2_flat to offset: [0], sizes: [1, 4, 4, 3], strides: [48, 12, 3, 1] : memref<48xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_min_2 = bufferization.to_tensor %pooling_nhwc_min_2_m restrict : memref<1x4x4x3xf32> to tensor<1x4x4x3xf32>
  %pooling_nhwc_min_r = func.call @op_pooling_nhwc_min(%pooling_nhwc_min_0, %pooling_nhwc_min_1, %pooling_nhwc_min_2) : (tensor<1x6x6x3xf32>, tensor<3x3xf32>, tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  %pooling_nhwc_min_b = bufferization.to_buffer %pooling_nhwc_min_r : tensor<1x4x4x3xf32> to memref<1x4x4x3xf32>
  %pooling_nhwc_min_u = memref.cast %pooling_nhwc_min_b : memref<1x4x4x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nhwc_min_u) : (memref<*xf32>) -> ()
  %pooling_nwc_min_0_flat = memref.alloc() : memref<24xf32>
  %pooling_nwc_min_0_dyn = memref.cast %pooling_nwc_min_0_flat : memref<24xf32> to memref<?xf32>
  %pooling_nwc_min_s0 = arith.constant 127 : index
  func.call @init(%pooling_nwc_min_0_dyn, %pooling_nwc_min_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_min_0_m = memref.reinterpret_cast %pooling_nwc_min_0_flat to offset: [0], sizes: [1, 8, 3], strides: [24, 3, 1] : memref<24xf32> to memref<1x8x3xf32>
  %pooling_nwc_min_0 = bufferization.to_tensor %pooling_nwc_min_0_m restrict : memref<1x8x3xf32> to tensor<1x8x3xf32>
  %pooling_nwc_min_1_flat = memref.alloc() : memref<3xf32>
  %pooling_nwc_min_1_dyn = memref.cast %pooling_nwc_min_1_flat : memref<3xf32> to memref<?xf32>
  %pooling_nwc_min_s1 = arith.constant 128 : index
  func.call @init(%pooling_nwc_min_1_dyn, %pooling_nwc_min_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_min_1_m = memref.reinterpret_cast %pooling_nwc_min_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %pooling_nwc_min_1 = bufferization.to_tensor %pooling_nwc_min_1_m restrict : memref<3xf32> to tensor<3xf32>
  %pooling_nwc_min_2_flat = memref.alloc() : memref<18xf32>
  %pooling_nwc_min_2_dyn = memref.cast %pooling_nwc_min_2_flat : memref<18xf32> to memref<?xf32>
  %pooling_nwc_min_s2 = arith.constant 129 : index
  func.call @init(%pooling_nwc_min_2_dyn, %pooling_nwc_min_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nwc_min_2_m = memref.reinterpret_cast %pooling_nwc_min_2_flat to offset: [0], sizes: [1, 6, 3], strides: [18, 3, 1] : memref<18xf32> to memref<1x6x3xf32>
  %pooling_nwc_min_2 = bufferization.to_tensor %pooling_nwc_min_2_m restrict : memref<1x6x3xf32> to tensor<1x6x3xf32>
  %pooling_nwc_min_r = func.call @op_pooling_nwc_min(%pooling_nwc_min_0, %pooling_nwc_min_1, %pooling_nwc_min_2) : (tensor<1x8x3xf32>, tensor<3xf32>, tensor<1x6x3xf32>) -> tensor<1x6x3xf32>
  %pooling_nwc_min_b = bufferization.to_buffer %pooling_nwc_min_r : tensor<1x6x3xf32> to memref<1x6x3xf32>
  %pooling_nwc_min_u = memref.cast %pooling_nwc_min_b : memref<1x6x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nwc_min_u) : (memref<*xf32>) -> ()
  %pooling_ndhwc_min_0_flat = memref.alloc() : memref<128xf32>
  %pooling_ndhwc_min_0_dyn = memref.cast %pooling_ndhwc_min_0_flat : memref<128xf32> to memref<?xf32>
  %pooling_ndhwc_min_s0 = arith.constant 130 : index
  func.call @init(%pooling_ndhwc_min_0_dyn, %pooling_ndhwc_min_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_min_0_m = memref.reinterpret_cast %pooling_ndhwc_min_0_flat to offset: [0], sizes: [1, 4, 4, 4, 2], strides: [128, 32, 8, 2, 1] : memref<128xf32> to memref<1x4x4x4x2xf32>
  %pooling_ndhwc_min_0 = bufferization.to_tensor %pooling_ndhwc_min_0_m restrict : memref<1x4x4x4x2xf32> to tensor<1x4x4x4x2xf32>
  %pooling_ndhwc_min_1_flat = memref.alloc() : memref<8xf32>
  %pooling_ndhwc_min_1_dyn = memref.cast %pooling_ndhwc_min_1_flat : memref<8xf32> to memref<?xf32>
  %pooling_ndhwc_min_s1 = arith.constant 131 : index
  func.call @init(%pooling_ndhwc_min_1_dyn, %pooling_ndhwc_min_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_min_1_m = memref.reinterpret_cast %pooling_ndhwc_min_1_flat to offset: [0], sizes: [2, 2, 2], strides: [4, 2, 1] : memref<8xf32> to memref<2x2x2xf32>
  %pooling_ndhwc_min_1 = bufferization.to_tensor %pooling_ndhwc_min_1_m restrict : memref<2x2x2xf32> to tensor<2x2x2xf32>
  %pooling_ndhwc_min_2_flat = memref.alloc() : memref<54xf32>
  %pooling_ndhwc_min_2_dyn = memref.cast %pooling_ndhwc_min_2_flat : memref<54xf32> to memref<?xf32>
  %pooling_ndhwc_min_s2 = arith.constant 132 : index
  func.call @init(%pooling_ndhwc_min_2_dyn, %pooling_ndhwc_min_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ndhwc_min_2_m = memref.reinterpret_cast %pooling_ndhwc_min_2_flat to offset: [0], sizes: [1, 3, 3, 3, 2], strides: [54, 18, 6, 2, 1] : memref<54xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_min_2 = bufferization.to_tensor %pooling_ndhwc_min_2_m restrict : memref<1x3x3x3x2xf32> to tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_min_r = func.call @op_pooling_ndhwc_min(%pooling_ndhwc_min_0, %pooling_ndhwc_min_1, %pooling_ndhwc_min_2) : (tensor<1x4x4x4x2xf32>, tensor<2x2x2xf32>, tensor<1x3x3x3x2xf32>) -> tensor<1x3x3x3x2xf32>
  %pooling_ndhwc_min_b = bufferization.to_buffer %pooling_ndhwc_min_r : tensor<1x3x3x3x2xf32> to memref<1x3x3x3x2xf32>
  %pooling_ndhwc_min_u = memref.cast %pooling_ndhwc_min_b : memref<1x3x3x3x2xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_ndhwc_min_u) : (memref<*xf32>) -> ()
  %pooling_nchw_sum_0_flat = memref.alloc() : memref<108xf32>
  %pooling_nchw_sum_0_dyn = memref.cast %pooling_nchw_sum_0_flat : memref<108xf32> to memref<?xf32>
  %pooling_nchw_sum_s0 = arith.constant 133 : index
  func.call @init(%pooling_nchw_sum_0_dyn, %pooling_nchw_sum_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_sum_0_m = memref.reinterpret_cast %pooling_nchw_sum_0_flat to offset: [0], sizes: [1, 3, 6, 6], strides: [108, 36, 6, 1] : memref<108xf32> to memref<1x3x6x6xf32>
  %pooling_nchw_sum_0 = bufferization.to_tensor %pooling_nchw_sum_0_m restrict : memref<1x3x6x6xf32> to tensor<1x3x6x6xf32>
  %pooling_nchw_sum_1_flat = memref.alloc() : memref<9xf32>
  %pooling_nchw_sum_1_dyn = memref.cast %pooling_nchw_sum_1_flat : memref<9xf32> to memref<?xf32>
  %pooling_nchw_sum_s1 = arith.constant 134 : index
  func.call @init(%pooling_nchw_sum_1_dyn, %pooling_nchw_sum_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_sum_1_m = memref.reinterpret_cast %pooling_nchw_sum_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %pooling_nchw_sum_1 = bufferization.to_tensor %pooling_nchw_sum_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %pooling_nchw_sum_2_flat = memref.alloc() : memref<48xf32>
  %pooling_nchw_sum_2_dyn = memref.cast %pooling_nchw_sum_2_flat : memref<48xf32> to memref<?xf32>
  %pooling_nchw_sum_s2 = arith.constant 135 : index
  func.call @init(%pooling_nchw_sum_2_dyn, %pooling_nchw_sum_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_sum_2_m = memref.reinterpret_cast %pooling_nchw_sum_2_flat to offset: [0], sizes: [1, 3, 4, 4], strides: [48, 16, 4, 1] : memref<48xf32> to memref<1x3x4x4xf32>
  %pooling_nchw_sum_2 = bufferization.to_tensor %pooling_nchw_sum_2_m restrict : memref<1x3x4x4xf32> to tensor<1x3x4x4xf32>
  %pooling_nchw_sum_r = func.call @op_pooling_nchw_sum(%pooling_nchw_sum_0, %pooling_nchw_sum_1, %pooling_nchw_sum_2) : (tensor<1x3x6x6xf32>, tensor<3x3xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %pooling_nchw_sum_b = bufferization.to_buffer %pooling_nchw_sum_r : tensor<1x3x4x4xf32> to memref<1x3x4x4xf32>
  %pooling_nchw_sum_u = memref.cast %pooling_nchw_sum_b : memref<1x3x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nchw_sum_u) : (memref<*xf32>) -> ()
  %pooling_ncw_sum_0_flat = memref.alloc() : memref<24xf32>
  %pooling_ncw_sum_0_dyn = memref.cast %pooling_ncw_sum_0_flat : memref<24xf32> to memref<?xf32>
  %pooling_ncw_sum_s0 = arith.constant 136 : index
  func.call @init(%pooling_ncw_sum_0_dyn, %pooling_ncw_sum_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_sum_0_m = memref.reinterpret_cast %pooling_ncw_sum_0_flat to offset: [0], sizes: [1, 3, 8], strides: [24, 8, 1] : memref<24xf32> to memref<1x3x8xf32>
  %pooling_ncw_sum_0 = bufferization.to_tensor %pooling_ncw_sum_0_m restrict : memref<1x3x8xf32> to tensor<1x3x8xf32>
  %pooling_ncw_sum_1_flat = memref.alloc() : memref<3xf32>
  %pooling_ncw_sum_1_dyn = memref.cast %pooling_ncw_sum_1_flat : memref<3xf32> to memref<?xf32>
  %pooling_ncw_sum_s1 = arith.constant 137 : index
  func.call @init(%pooling_ncw_sum_1_dyn, %pooling_ncw_sum_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_sum_1_m = memref.reinterpret_cast %pooling_ncw_sum_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %pooling_ncw_sum_1 = bufferization.to_tensor %pooling_ncw_sum_1_m restrict : memref<3xf32> to tensor<3xf32>
  %pooling_ncw_sum_2_flat = memref.alloc() : memref<18xf32>
  %pooling_ncw_sum_2_dyn = memref.cast %pooling_ncw_sum_2_flat : memref<18xf32> to memref<?xf32>
  %pooling_ncw_sum_s2 = arith.constant 138 : index
  func.call @init(%pooling_ncw_sum_2_dyn, %pooling_ncw_sum_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_sum_2_m = memref.reinterpret_cast %pooling_ncw_sum_2_flat to offset: [0], sizes: [1, 3, 6], strides: [18, 6, 1] : memref<18xf32> to memref<1x3x6xf32>
  %pooling_ncw_sum_2 = bufferization.to_tensor %pooling_ncw_sum_2_m restrict : memref<1x3x6xf32> to tensor<1x3x6xf32>
  %pooling_ncw_sum_r = func.call @op_pooling_ncw_sum(%pooling_ncw_sum_0, %pooling_ncw_sum_1, %pooling_ncw_sum_2) : (tensor<1x3x8xf32>, tensor<3xf32>, tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  %pooling_ncw_sum_b = bufferization.to_buffer %pooling_ncw_sum_r : tensor<1x3x6xf32> to memref<1x3x6xf32>
  %pooling_ncw_sum_u = memref.cast %pooling_ncw_sum_b : memref<1x3x6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_ncw_sum_u) : (memref<*xf32>) -> ()
  %pooling_nchw_max_0_flat = memref.alloc() : memref<243xf32>
  %pooling_nchw_max_0_dyn = memref.cast %pooling_nchw_max_0_flat : memref<243xf32> to memref<?xf32>
  %pooling_nchw_max_s0 = arith.constant 139 : index
  func.call @init(%pooling_nchw_max_0_dyn, %pooling_nchw_max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_max_0_m = memref.reinterpret_cast %pooling_nchw_max_0_flat to offset: [0], sizes: [1, 3, 9, 9], strides: [243, 81, 9, 1] : memref<243xf32> to memref<1x3x9x9xf32>
  %pooling_nchw_max_0 = bufferization.to_tensor %pooling_nchw_max_0_m restrict : memref<1x3x9x9xf32> to tensor<1x3x9x9xf32>
  %pooling_nchw_max_1_flat = memref.alloc() : memref<9xf32>
  %pooling_nchw_max_1_dyn = memref.cast %pooling_nchw_max_1_flat : memref<9xf32> to memref<?xf32>
  %pooling_nchw_max_s1 = arith.constant 140 : index
  func.call @init(%pooling_nchw_max_1_dyn, %pooling_nchw_max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_max_1_m = memref.reinterpret_cast %pooling_nchw_max_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %pooling_nchw_max_1 = bufferization.to_tensor %pooling_nchw_max_1_m restrict : memref<3x3xf32> to tensor<3x3xf32>
  %pooling_nchw_max_2_flat = memref.alloc() : memref<48xf32>
  %pooling_nchw_max_2_dyn = memref.cast %pooling_nchw_max_2_flat : memref<48xf32> to memref<?xf32>
  %pooling_nchw_max_s2 = arith.constant 141 : index
  func.call @init(%pooling_nchw_max_2_dyn, %pooling_nchw_max_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_nchw_max_2_m = memref.reinterpret_cast %pooling_nchw_max_2_flat to offset: [0], sizes: [1, 3, 4, 4], strides: [48, 16, 4, 1] : memref<48xf32> to memref<1x3x4x4xf32>
  %pooling_nchw_max_2 = bufferization.to_tensor %pooling_nchw_max_2_m restrict : memref<1x3x4x4xf32> to tensor<1x3x4x4xf32>
  %pooling_nchw_max_r = func.call @op_pooling_nchw_max(%pooling_nchw_max_0, %pooling_nchw_max_1, %pooling_nchw_max_2) : (tensor<1x3x9x9xf32>, tensor<3x3xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %pooling_nchw_max_b = bufferization.to_buffer %pooling_nchw_max_r : tensor<1x3x4x4xf32> to memref<1x3x4x4xf32>
  %pooling_nchw_max_u = memref.cast %pooling_nchw_max_b : memref<1x3x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_nchw_max_u) : (memref<*xf32>) -> ()
  %pooling_ncw_max_0_flat = memref.alloc() : memref<24xf32>
  %pooling_ncw_max_0_dyn = memref.cast %pooling_ncw_max_0_flat : memref<24xf32> to memref<?xf32>
  %pooling_ncw_max_s0 = arith.constant 142 : index
  func.call @init(%pooling_ncw_max_0_dyn, %pooling_ncw_max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_max_0_m = memref.reinterpret_cast %pooling_ncw_max_0_flat to offset: [0], sizes: [1, 3, 8], strides: [24, 8, 1] : memref<24xf32> to memref<1x3x8xf32>
  %pooling_ncw_max_0 = bufferization.to_tensor %pooling_ncw_max_0_m restrict : memref<1x3x8xf32> to tensor<1x3x8xf32>
  %pooling_ncw_max_1_flat = memref.alloc() : memref<3xf32>
  %pooling_ncw_max_1_dyn = memref.cast %pooling_ncw_max_1_flat : memref<3xf32> to memref<?xf32>
  %pooling_ncw_max_s1 = arith.constant 143 : index
  func.call @init(%pooling_ncw_max_1_dyn, %pooling_ncw_max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_max_1_m = memref.reinterpret_cast %pooling_ncw_max_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %pooling_ncw_max_1 = bufferization.to_tensor %pooling_ncw_max_1_m restrict : memref<3xf32> to tensor<3xf32>
  %pooling_ncw_max_2_flat = memref.alloc() : memref<18xf32>
  %pooling_ncw_max_2_dyn = memref.cast %pooling_ncw_max_2_flat : memref<18xf32> to memref<?xf32>
  %pooling_ncw_max_s2 = arith.constant 144 : index
  func.call @init(%pooling_ncw_max_2_dyn, %pooling_ncw_max_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %pooling_ncw_max_2_m = memref.reinterpret_cast %pooling_ncw_max_2_flat to offset: [0], sizes: [1, 3, 6], strides: [18, 6, 1] : memref<18xf32> to memref<1x3x6xf32>
  %pooling_ncw_max_2 = bufferization.to_tensor %pooling_ncw_max_2_m restrict : memref<1x3x6xf32> to tensor<1x3x6xf32>
  %pooling_ncw_max_r = func.call @op_pooling_ncw_max(%pooling_ncw_max_0, %pooling_ncw_max_1, %pooling_ncw_max_2) : (tensor<1x3x8xf32>, tensor<3xf32>, tensor<1x3x6xf32>) -> tensor<1x3x6xf32>
  %pooling_ncw_max_b = bufferization.to_buffer %pooling_ncw_max_r : tensor<1x3x6xf32> to memref<1x3x6xf32>
  %pooling_ncw_max_u = memref.cast %pooling_ncw_max_b : memref<1x3x6xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pooling_ncw_max_u) : (memref<*xf32>) -> ()
  %exp_0_flat = memref.alloc() : memref<20xf32>
  %exp_0_dyn = memref.cast %exp_0_flat : memref<20xf32> to memref<?xf32>
  %exp_s0 = arith.constant 145 : index
  func.call @init(%exp_0_dyn, %exp_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %exp_0_m = memref.reinterpret_cast %exp_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %exp_0 = bufferization.to_tensor %exp_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %exp_r = func.call @op_exp(%exp_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %exp_b = bufferization.to_buffer %exp_r : tensor<4x5xf32> to memref<4x5xf32>
  %exp_u = memref.cast %exp_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%exp_u) : (memref<*xf32>) -> ()
  %abs_0_flat = memref.alloc() : memref<20xf32>
  %abs_0_dyn = memref.cast %abs_0_flat : memref<20xf32> to memref<?xf32>
  %abs_s0 = arith.constant 146 : index
  func.call @init(%abs_0_dyn, %abs_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %abs_0_m = memref.reinterpret_cast %abs_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %abs_0 = bufferization.to_tensor %abs_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %abs_r = func.call @op_abs(%abs_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %abs_b = bufferization.to_buffer %abs_r : tensor<4x5xf32> to memref<4x5xf32>
  %abs_u = memref.cast %abs_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%abs_u) : (memref<*xf32>) -> ()
  %ceil_0_flat = memref.alloc() : memref<20xf32>
  %ceil_0_dyn = memref.cast %ceil_0_flat : memref<20xf32> to memref<?xf32>
  %ceil_s0 = arith.constant 147 : index
  func.call @init(%ceil_0_dyn, %ceil_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %ceil_0_m = memref.reinterpret_cast %ceil_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %ceil_0 = bufferization.to_tensor %ceil_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %ceil_r = func.call @op_ceil(%ceil_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %ceil_b = bufferization.to_buffer %ceil_r : tensor<4x5xf32> to memref<4x5xf32>
  %ceil_u = memref.cast %ceil_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%ceil_u) : (memref<*xf32>) -> ()
  %floor_0_flat = memref.alloc() : memref<20xf32>
  %floor_0_dyn = memref.cast %floor_0_flat : memref<20xf32> to memref<?xf32>
  %floor_s0 = arith.constant 148 : index
  func.call @init(%floor_0_dyn, %floor_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %floor_0_m = memref.reinterpret_cast %floor_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %floor_0 = bufferization.to_tensor %floor_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %floor_r = func.call @op_floor(%floor_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %floor_b = bufferization.to_buffer %floor_r : tensor<4x5xf32> to memref<4x5xf32>
  %floor_u = memref.cast %floor_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%floor_u) : (memref<*xf32>) -> ()
  %negf_0_flat = memref.alloc() : memref<20xf32>
  %negf_0_dyn = memref.cast %negf_0_flat : memref<20xf32> to memref<?xf32>
  %negf_s0 = arith.constant 149 : index
  func.call @init(%negf_0_dyn, %negf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %negf_0_m = memref.reinterpret_cast %negf_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %negf_0 = bufferization.to_tensor %negf_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %negf_r = func.call @op_negf(%negf_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %negf_b = bufferization.to_buffer %negf_r : tensor<4x5xf32> to memref<4x5xf32>
  %negf_u = memref.cast %negf_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%negf_u) : (memref<*xf32>) -> ()
  %reciprocal_0_flat = memref.alloc() : memref<20xf32>
  %reciprocal_0_dyn = memref.cast %reciprocal_0_flat : memref<20xf32> to memref<?xf32>
  %reciprocal_s0 = arith.constant 150 : index
  func.call @init(%reciprocal_0_dyn, %reciprocal_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %reciprocal_0_m = memref.reinterpret_cast %reciprocal_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %reciprocal_0 = bufferization.to_tensor %reciprocal_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %reciprocal_r = func.call @op_reciprocal(%reciprocal_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %reciprocal_b = bufferization.to_buffer %reciprocal_r : tensor<4x5xf32> to memref<4x5xf32>
  %reciprocal_u = memref.cast %reciprocal_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%reciprocal_u) : (memref<*xf32>) -> ()
  %round_0_flat = memref.alloc() : memref<20xf32>
  %round_0_dyn = memref.cast %round_0_flat : memref<20xf32> to memref<?xf32>
  %round_s0 = arith.constant 151 : index
  func.call @init(%round_0_dyn, %round_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %round_0_m = memref.reinterpret_cast %round_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %round_0 = bufferization.to_tensor %round_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %round_r = func.call @op_round(%round_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %round_b = bufferization.to_buffer %round_r : tensor<4x5xf32> to memref<4x5xf32>
  %round_u = memref.cast %round_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%round_u) : (memref<*xf32>) -> ()
  %square_0_flat = memref.alloc() : memref<20xf32>
  %square_0_dyn = memref.cast %square_0_flat : memref<20xf32> to memref<?xf32>
  %square_s0 = arith.constant 152 : index
  func.call @init(%square_0_dyn, %square_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %square_0_m = memref.reinterpret_cast %square_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %square_0 = bufferization.to_tensor %square_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %square_r = func.call @op_square(%square_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %square_b = bufferization.to_buffer %square_r : tensor<4x5xf32> to memref<4x5xf32>
  %square_u = memref.cast %square_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%square_u) : (memref<*xf32>) -> ()
  %tanh_0_flat = memref.alloc() : memref<20xf32>
  %tanh_0_dyn = memref.cast %tanh_0_flat : memref<20xf32> to memref<?xf32>
  %tanh_s0 = arith.constant 153 : index
  func.call @init(%tanh_0_dyn, %tanh_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %tanh_0_m = memref.reinterpret_cast %tanh_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %tanh_0 = bufferization.to_tensor %tanh_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %tanh_r = func.call @op_tanh(%tanh_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %tanh_b = bufferization.to_buffer %tanh_r : tensor<4x5xf32> to memref<4x5xf32>
  %tanh_u = memref.cast %tanh_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%tanh_u) : (memref<*xf32>) -> ()
  %erf_0_flat = memref.alloc() : memref<20xf32>
  %erf_0_dyn = memref.cast %erf_0_flat : memref<20xf32> to memref<?xf32>
  %erf_s0 = arith.constant 154 : index
  func.call @init(%erf_0_dyn, %erf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %erf_0_m = memref.reinterpret_cast %erf_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %erf_0 = bufferization.to_tensor %erf_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %erf_r = func.call @op_erf(%erf_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %erf_b = bufferization.to_buffer %erf_r : tensor<4x5xf32> to memref<4x5xf32>
  %erf_u = memref.cast %erf_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%erf_u) : (memref<*xf32>) -> ()
  %copy_0_flat = memref.alloc() : memref<20xf32>
  %copy_0_dyn = memref.cast %copy_0_flat : memref<20xf32> to memref<?xf32>
  %copy_s0 = arith.constant 155 : index
  func.call @init(%copy_0_dyn, %copy_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %copy_0_m = memref.reinterpret_cast %copy_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %copy_0 = bufferization.to_tensor %copy_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %copy_r = func.call @op_copy(%copy_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %copy_b = bufferization.to_buffer %copy_r : tensor<4x5xf32> to memref<4x5xf32>
  %copy_u = memref.cast %copy_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%copy_u) : (memref<*xf32>) -> ()
  %log_0_flat = memref.alloc() : memref<20xf32>
  %log_0_dyn = memref.cast %log_0_flat : memref<20xf32> to memref<?xf32>
  %log_s0 = arith.constant 156 : index
  func.call @init(%log_0_dyn, %log_s0, %true) : (memref<?xf32>, index, i1) -> ()
  %log_0_m = memref.reinterpret_cast %log_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %log_0 = bufferization.to_tensor %log_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %log_r = func.call @op_log(%log_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %log_b = bufferization.to_buffer %log_r : tensor<4x5xf32> to memref<4x5xf32>
  %log_u = memref.cast %log_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%log_u) : (memref<*xf32>) -> ()
  %sqrt_0_flat = memref.alloc() : memref<20xf32>
  %sqrt_0_dyn = memref.cast %sqrt_0_flat : memref<20xf32> to memref<?xf32>
  %sqrt_s0 = arith.constant 157 : index
  func.call @init(%sqrt_0_dyn, %sqrt_s0, %true) : (memref<?xf32>, index, i1) -> ()
  %sqrt_0_m = memref.reinterpret_cast %sqrt_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %sqrt_0 = bufferization.to_tensor %sqrt_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %sqrt_r = func.call @op_sqrt(%sqrt_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %sqrt_b = bufferization.to_buffer %sqrt_r : tensor<4x5xf32> to memref<4x5xf32>
  %sqrt_u = memref.cast %sqrt_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%sqrt_u) : (memref<*xf32>) -> ()
  %rsqrt_0_flat = memref.alloc() : memref<20xf32>
  %rsqrt_0_dyn = memref.cast %rsqrt_0_flat : memref<20xf32> to memref<?xf32>
  %rsqrt_s0 = arith.constant 158 : index
  func.call @init(%rsqrt_0_dyn, %rsqrt_s0, %true) : (memref<?xf32>, index, i1) -> ()
  %rsqrt_0_m = memref.reinterpret_cast %rsqrt_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %rsqrt_0 = bufferization.to_tensor %rsqrt_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %rsqrt_r = func.call @op_rsqrt(%rsqrt_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %rsqrt_b = bufferization.to_buffer %rsqrt_r : tensor<4x5xf32> to memref<4x5xf32>
  %rsqrt_u = memref.cast %rsqrt_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%rsqrt_u) : (memref<*xf32>) -> ()
  %add_0_flat = memref.alloc() : memref<20xf32>
  %add_0_dyn = memref.cast %add_0_flat : memref<20xf32> to memref<?xf32>
  %add_s0 = arith.constant 159 : index
  func.call @init(%add_0_dyn, %add_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %add_0_m = memref.reinterpret_cast %add_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %add_0 = bufferization.to_tensor %add_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %add_1_flat = memref.alloc() : memref<20xf32>
  %add_1_dyn = memref.cast %add_1_flat : memref<20xf32> to memref<?xf32>
  %add_s1 = arith.constant 160 : index
  func.call @init(%add_1_dyn, %add_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %add_1_m = memref.reinterpret_cast %add_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %add_1 = bufferization.to_tensor %add_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %add_r = func.call @op_add(%add_0, %add_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %add_b = bufferization.to_buffer %add_r : tensor<4x5xf32> to memref<4x5xf32>
  %add_u = memref.cast %add_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%add_u) : (memref<*xf32>) -> ()
  %sub_0_flat = memref.alloc() : memref<20xf32>
  %sub_0_dyn = memref.cast %sub_0_flat : memref<20xf32> to memref<?xf32>
  %sub_s0 = arith.constant 161 : index
  func.call @init(%sub_0_dyn, %sub_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %sub_0_m = memref.reinterpret_cast %sub_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %sub_0 = bufferization.to_tensor %sub_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %sub_1_flat = memref.alloc() : memref<20xf32>
  %sub_1_dyn = memref.cast %sub_1_flat : memref<20xf32> to memref<?xf32>
  %sub_s1 = arith.constant 162 : index
  func.call @init(%sub_1_dyn, %sub_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %sub_1_m = memref.reinterpret_cast %sub_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %sub_1 = bufferization.to_tensor %sub_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %sub_r = func.call @op_sub(%sub_0, %sub_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %sub_b = bufferization.to_buffer %sub_r : tensor<4x5xf32> to memref<4x5xf32>
  %sub_u = memref.cast %sub_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%sub_u) : (memref<*xf32>) -> ()
  %mul_0_flat = memref.alloc() : memref<20xf32>
  %mul_0_dyn = memref.cast %mul_0_flat : memref<20xf32> to memref<?xf32>
  %mul_s0 = arith.constant 163 : index
  func.call @init(%mul_0_dyn, %mul_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %mul_0_m = memref.reinterpret_cast %mul_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %mul_0 = bufferization.to_tensor %mul_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %mul_1_flat = memref.alloc() : memref<20xf32>
  %mul_1_dyn = memref.cast %mul_1_flat : memref<20xf32> to memref<?xf32>
  %mul_s1 = arith.constant 164 : index
  func.call @init(%mul_1_dyn, %mul_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %mul_1_m = memref.reinterpret_cast %mul_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %mul_1 = bufferization.to_tensor %mul_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %mul_r = func.call @op_mul(%mul_0, %mul_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %mul_b = bufferization.to_buffer %mul_r : tensor<4x5xf32> to memref<4x5xf32>
  %mul_u = memref.cast %mul_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%mul_u) : (memref<*xf32>) -> ()
  %max_0_flat = memref.alloc() : memref<20xf32>
  %max_0_dyn = memref.cast %max_0_flat : memref<20xf32> to memref<?xf32>
  %max_s0 = arith.constant 165 : index
  func.call @init(%max_0_dyn, %max_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %max_0_m = memref.reinterpret_cast %max_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %max_0 = bufferization.to_tensor %max_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %max_1_flat = memref.alloc() : memref<20xf32>
  %max_1_dyn = memref.cast %max_1_flat : memref<20xf32> to memref<?xf32>
  %max_s1 = arith.constant 166 : index
  func.call @init(%max_1_dyn, %max_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %max_1_m = memref.reinterpret_cast %max_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %max_1 = bufferization.to_tensor %max_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %max_r = func.call @op_max(%max_0, %max_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %max_b = bufferization.to_buffer %max_r : tensor<4x5xf32> to memref<4x5xf32>
  %max_u = memref.cast %max_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%max_u) : (memref<*xf32>) -> ()
  %min_0_flat = memref.alloc() : memref<20xf32>
  %min_0_dyn = memref.cast %min_0_flat : memref<20xf32> to memref<?xf32>
  %min_s0 = arith.constant 167 : index
  func.call @init(%min_0_dyn, %min_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %min_0_m = memref.reinterpret_cast %min_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %min_0 = bufferization.to_tensor %min_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %min_1_flat = memref.alloc() : memref<20xf32>
  %min_1_dyn = memref.cast %min_1_flat : memref<20xf32> to memref<?xf32>
  %min_s1 = arith.constant 168 : index
  func.call @init(%min_1_dyn, %min_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %min_1_m = memref.reinterpret_cast %min_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %min_1 = bufferization.to_tensor %min_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %min_r = func.call @op_min(%min_0, %min_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %min_b = bufferization.to_buffer %min_r : tensor<4x5xf32> to memref<4x5xf32>
  %min_u = memref.cast %min_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%min_u) : (memref<*xf32>) -> ()
  %div_0_flat = memref.alloc() : memref<20xf32>
  %div_0_dyn = memref.cast %div_0_flat : memref<20xf32> to memref<?xf32>
  %div_s0 = arith.constant 169 : index
  func.call @init(%div_0_dyn, %div_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %div_0_m = memref.reinterpret_cast %div_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %div_0 = bufferization.to_tensor %div_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %div_1_flat = memref.alloc() : memref<20xf32>
  %div_1_dyn = memref.cast %div_1_flat : memref<20xf32> to memref<?xf32>
  %div_s1 = arith.constant 170 : index
  func.call @init(%div_1_dyn, %div_s1, %true) : (memref<?xf32>, index, i1) -> ()
  %div_1_m = memref.reinterpret_cast %div_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %div_1 = bufferization.to_tensor %div_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %div_r = func.call @op_div(%div_0, %div_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %div_b = bufferization.to_buffer %div_r : tensor<4x5xf32> to memref<4x5xf32>
  %div_u = memref.cast %div_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%div_u) : (memref<*xf32>) -> ()
  %powf_0_flat = memref.alloc() : memref<20xf32>
  %powf_0_dyn = memref.cast %powf_0_flat : memref<20xf32> to memref<?xf32>
  %powf_s0 = arith.constant 171 : index
  func.call @init(%powf_0_dyn, %powf_s0, %true) : (memref<?xf32>, index, i1) -> ()
  %powf_0_m = memref.reinterpret_cast %powf_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %powf_0 = bufferization.to_tensor %powf_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %powf_1_flat = memref.alloc() : memref<20xf32>
  %powf_1_dyn = memref.cast %powf_1_flat : memref<20xf32> to memref<?xf32>
  %powf_s1 = arith.constant 172 : index
  func.call @init(%powf_1_dyn, %powf_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %powf_1_m = memref.reinterpret_cast %powf_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %powf_1 = bufferization.to_tensor %powf_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %powf_r = func.call @op_powf(%powf_0, %powf_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %powf_b = bufferization.to_buffer %powf_r : tensor<4x5xf32> to memref<4x5xf32>
  %powf_u = memref.cast %powf_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%powf_u) : (memref<*xf32>) -> ()
  %elementwise_exp_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_exp_0_dyn = memref.cast %elementwise_exp_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_exp_s0 = arith.constant 173 : index
  func.call @init(%elementwise_exp_0_dyn, %elementwise_exp_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_exp_0_m = memref.reinterpret_cast %elementwise_exp_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_exp_0 = bufferization.to_tensor %elementwise_exp_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_exp_r = func.call @op_elementwise_exp(%elementwise_exp_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_exp_b = bufferization.to_buffer %elementwise_exp_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_exp_u = memref.cast %elementwise_exp_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_exp_u) : (memref<*xf32>) -> ()
  %elementwise_add_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_add_0_dyn = memref.cast %elementwise_add_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_add_s0 = arith.constant 174 : index
  func.call @init(%elementwise_add_0_dyn, %elementwise_add_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_add_0_m = memref.reinterpret_cast %elementwise_add_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_add_0 = bufferization.to_tensor %elementwise_add_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_add_1_flat = memref.alloc() : memref<20xf32>
  %elementwise_add_1_dyn = memref.cast %elementwise_add_1_flat : memref<20xf32> to memref<?xf32>
  %elementwise_add_s1 = arith.constant 175 : index
  func.call @init(%elementwise_add_1_dyn, %elementwise_add_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_add_1_m = memref.reinterpret_cast %elementwise_add_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_add_1 = bufferization.to_tensor %elementwise_add_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_add_r = func.call @op_elementwise_add(%elementwise_add_0, %elementwise_add_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_add_b = bufferization.to_buffer %elementwise_add_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_add_u = memref.cast %elementwise_add_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_add_u) : (memref<*xf32>) -> ()
  %elementwise_mul_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_mul_0_dyn = memref.cast %elementwise_mul_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_mul_s0 = arith.constant 176 : index
  func.call @init(%elementwise_mul_0_dyn, %elementwise_mul_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_mul_0_m = memref.reinterpret_cast %elementwise_mul_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_mul_0 = bufferization.to_tensor %elementwise_mul_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_mul_1_flat = memref.alloc() : memref<20xf32>
  %elementwise_mul_1_dyn = memref.cast %elementwise_mul_1_flat : memref<20xf32> to memref<?xf32>
  %elementwise_mul_s1 = arith.constant 177 : index
  func.call @init(%elementwise_mul_1_dyn, %elementwise_mul_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_mul_1_m = memref.reinterpret_cast %elementwise_mul_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_mul_1 = bufferization.to_tensor %elementwise_mul_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_mul_r = func.call @op_elementwise_mul(%elementwise_mul_0, %elementwise_mul_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_mul_b = bufferization.to_buffer %elementwise_mul_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_mul_u = memref.cast %elementwise_mul_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_mul_u) : (memref<*xf32>) -> ()
  %elementwise_sub_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_sub_0_dyn = memref.cast %elementwise_sub_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_sub_s0 = arith.constant 178 : index
  func.call @init(%elementwise_sub_0_dyn, %elementwise_sub_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_sub_0_m = memref.reinterpret_cast %elementwise_sub_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_sub_0 = bufferization.to_tensor %elementwise_sub_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_sub_1_flat = memref.alloc() : memref<20xf32>
  %elementwise_sub_1_dyn = memref.cast %elementwise_sub_1_flat : memref<20xf32> to memref<?xf32>
  %elementwise_sub_s1 = arith.constant 179 : index
  func.call @init(%elementwise_sub_1_dyn, %elementwise_sub_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_sub_1_m = memref.reinterpret_cast %elementwise_sub_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_sub_1 = bufferization.to_tensor %elementwise_sub_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_sub_r = func.call @op_elementwise_sub(%elementwise_sub_0, %elementwise_sub_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_sub_b = bufferization.to_buffer %elementwise_sub_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_sub_u = memref.cast %elementwise_sub_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_sub_u) : (memref<*xf32>) -> ()
  %elementwise_div_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_div_0_dyn = memref.cast %elementwise_div_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_div_s0 = arith.constant 180 : index
  func.call @init(%elementwise_div_0_dyn, %elementwise_div_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_div_0_m = memref.reinterpret_cast %elementwise_div_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_div_0 = bufferization.to_tensor %elementwise_div_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_div_1_flat = memref.alloc() : memref<20xf32>
  %elementwise_div_1_dyn = memref.cast %elementwise_div_1_flat : memref<20xf32> to memref<?xf32>
  %elementwise_div_s1 = arith.constant 181 : index
  func.call @init(%elementwise_div_1_dyn, %elementwise_div_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_div_1_m = memref.reinterpret_cast %elementwise_div_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_div_1 = bufferization.to_tensor %elementwise_div_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_div_r = func.call @op_elementwise_div(%elementwise_div_0, %elementwise_div_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_div_b = bufferization.to_buffer %elementwise_div_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_div_u = memref.cast %elementwise_div_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_div_u) : (memref<*xf32>) -> ()
  %elementwise_erf_0_flat = memref.alloc() : memref<20xf32>
  %elementwise_erf_0_dyn = memref.cast %elementwise_erf_0_flat : memref<20xf32> to memref<?xf32>
  %elementwise_erf_s0 = arith.constant 182 : index
  func.call @init(%elementwise_erf_0_dyn, %elementwise_erf_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %elementwise_erf_0_m = memref.reinterpret_cast %elementwise_erf_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %elementwise_erf_0 = bufferization.to_tensor %elementwise_erf_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %elementwise_erf_r = func.call @op_elementwise_erf(%elementwise_erf_0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
  %elementwise_erf_b = bufferization.to_buffer %elementwise_erf_r : tensor<4x5xf32> to memref<4x5xf32>
  %elementwise_erf_u = memref.cast %elementwise_erf_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%elementwise_erf_u) : (memref<*xf32>) -> ()
  %select_0_flat = memref.alloc() : memref<20xf32>
  %select_0_dyn = memref.cast %select_0_flat : memref<20xf32> to memref<?xf32>
  %select_s0 = arith.constant 183 : index
  func.call @init(%select_0_dyn, %select_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %select_0_m = memref.reinterpret_cast %select_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %select_0 = bufferization.to_tensor %select_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %select_1_flat = memref.alloc() : memref<20xf32>
  %select_1_dyn = memref.cast %select_1_flat : memref<20xf32> to memref<?xf32>
  %select_s1 = arith.constant 184 : index
  func.call @init(%select_1_dyn, %select_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %select_1_m = memref.reinterpret_cast %select_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %select_1 = bufferization.to_tensor %select_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %select_2_flat = memref.alloc() : memref<20xf32>
  %select_2_dyn = memref.cast %select_2_flat : memref<20xf32> to memref<?xf32>
  %select_s2 = arith.constant 185 : index
  func.call @init(%select_2_dyn, %select_s2, %false) : (memref<?xf32>, index, i1) -> ()
  %select_2_m = memref.reinterpret_cast %select_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %select_2 = bufferization.to_tensor %select_2_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %select_r = func.call @op_select(%select_0, %select_1, %select_2) : (tensor<4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %select_b = bufferization.to_buffer %select_r : tensor<4x5xf32> to memref<4x5xf32>
  %select_u = memref.cast %select_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%select_u) : (memref<*xf32>) -> ()
  %fill_r = func.call @op_fill() : () -> tensor<4x5xf32>
  %fill_b = bufferization.to_buffer %fill_r : tensor<4x5xf32> to memref<4x5xf32>
  %fill_u = memref.cast %fill_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%fill_u) : (memref<*xf32>) -> ()
  %fill_rng_2d_r = func.call @op_fill_rng_2d() : () -> tensor<4x5xf32>
  %fill_rng_2d_b = bufferization.to_buffer %fill_rng_2d_r : tensor<4x5xf32> to memref<4x5xf32>
  %fill_rng_2d_u = memref.cast %fill_rng_2d_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%fill_rng_2d_u) : (memref<*xf32>) -> ()
  %reduce_0_flat = memref.alloc() : memref<20xf32>
  %reduce_0_dyn = memref.cast %reduce_0_flat : memref<20xf32> to memref<?xf32>
  %reduce_s0 = arith.constant 186 : index
  func.call @init(%reduce_0_dyn, %reduce_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %reduce_0_m = memref.reinterpret_cast %reduce_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %reduce_0 = bufferization.to_tensor %reduce_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %reduce_1_flat = memref.alloc() : memref<4xf32>
  %reduce_1_dyn = memref.cast %reduce_1_flat : memref<4xf32> to memref<?xf32>
  %reduce_s1 = arith.constant 187 : index
  func.call @init(%reduce_1_dyn, %reduce_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %reduce_1_m = memref.reinterpret_cast %reduce_1_flat to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  %reduce_1 = bufferization.to_tensor %reduce_1_m restrict : memref<4xf32> to tensor<4xf32>
  %reduce_r = func.call @op_reduce(%reduce_0, %reduce_1) : (tensor<4x5xf32>, tensor<4xf32>) -> tensor<4xf32>
  %reduce_b = bufferization.to_buffer %reduce_r : tensor<4xf32> to memref<4xf32>
  %reduce_u = memref.cast %reduce_b : memref<4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%reduce_u) : (memref<*xf32>) -> ()
  %map_0_flat = memref.alloc() : memref<20xf32>
  %map_0_dyn = memref.cast %map_0_flat : memref<20xf32> to memref<?xf32>
  %map_s0 = arith.constant 188 : index
  func.call @init(%map_0_dyn, %map_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %map_0_m = memref.reinterpret_cast %map_0_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %map_0 = bufferization.to_tensor %map_0_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %map_1_flat = memref.alloc() : memref<20xf32>
  %map_1_dyn = memref.cast %map_1_flat : memref<20xf32> to memref<?xf32>
  %map_s1 = arith.constant 189 : index
  func.call @init(%map_1_dyn, %map_s1, %false) : (memref<?xf32>, index, i1) -> ()
  %map_1_m = memref.reinterpret_cast %map_1_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  %map_1 = bufferization.to_tensor %map_1_m restrict : memref<4x5xf32> to tensor<4x5xf32>
  %map_r = func.call @op_map(%map_0, %map_1) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %map_b = bufferization.to_buffer %map_r : tensor<4x5xf32> to memref<4x5xf32>
  %map_u = memref.cast %map_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%map_u) : (memref<*xf32>) -> ()
  %transpose_0_flat = memref.alloc() : memref<60xf32>
  %transpose_0_dyn = memref.cast %transpose_0_flat : memref<60xf32> to memref<?xf32>
  %transpose_s0 = arith.constant 190 : index
  func.call @init(%transpose_0_dyn, %transpose_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %transpose_0_m = memref.reinterpret_cast %transpose_0_flat to offset: [0], sizes: [4, 5, 3], strides: [15, 3, 1] : memref<60xf32> to memref<4x5x3xf32>
  %transpose_0 = bufferization.to_tensor %transpose_0_m restrict : memref<4x5x3xf32> to tensor<4x5x3xf32>
  %transpose_r = func.call @op_transpose(%transpose_0) : (tensor<4x5x3xf32>) -> tensor<3x4x5xf32>
  %transpose_b = bufferization.to_buffer %transpose_r : tensor<3x4x5xf32> to memref<3x4x5xf32>
  %transpose_u = memref.cast %transpose_b : memref<3x4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%transpose_u) : (memref<*xf32>) -> ()
  %broadcast_0_flat = memref.alloc() : memref<5xf32>
  %broadcast_0_dyn = memref.cast %broadcast_0_flat : memref<5xf32> to memref<?xf32>
  %broadcast_s0 = arith.constant 191 : index
  func.call @init(%broadcast_0_dyn, %broadcast_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %broadcast_0_m = memref.reinterpret_cast %broadcast_0_flat to offset: [0], sizes: [5], strides: [1] : memref<5xf32> to memref<5xf32>
  %broadcast_0 = bufferization.to_tensor %broadcast_0_m restrict : memref<5xf32> to tensor<5xf32>
  %broadcast_r = func.call @op_broadcast(%broadcast_0) : (tensor<5xf32>) -> tensor<4x5xf32>
  %broadcast_b = bufferization.to_buffer %broadcast_r : tensor<4x5xf32> to memref<4x5xf32>
  %broadcast_u = memref.cast %broadcast_b : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%broadcast_u) : (memref<*xf32>) -> ()
  %softmax_0_flat = memref.alloc() : memref<24xf32>
  %softmax_0_dyn = memref.cast %softmax_0_flat : memref<24xf32> to memref<?xf32>
  %softmax_s0 = arith.constant 192 : index
  func.call @init(%softmax_0_dyn, %softmax_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %softmax_0_m = memref.reinterpret_cast %softmax_0_flat to offset: [0], sizes: [3, 8], strides: [8, 1] : memref<24xf32> to memref<3x8xf32>
  %softmax_0 = bufferization.to_tensor %softmax_0_m restrict : memref<3x8xf32> to tensor<3x8xf32>
  %softmax_r = func.call @op_softmax(%softmax_0) : (tensor<3x8xf32>) -> tensor<3x8xf32>
  %softmax_b = bufferization.to_buffer %softmax_r : tensor<3x8xf32> to memref<3x8xf32>
  %softmax_u = memref.cast %softmax_b : memref<3x8xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%softmax_u) : (memref<*xf32>) -> ()
  %pack_0_flat = memref.alloc() : memref<112xf32>
  %pack_0_dyn = memref.cast %pack_0_flat : memref<112xf32> to memref<?xf32>
  %pack_s0 = arith.constant 193 : index
  func.call @init(%pack_0_dyn, %pack_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pack_0_m = memref.reinterpret_cast %pack_0_flat to offset: [0], sizes: [7, 16], strides: [16, 1] : memref<112xf32> to memref<7x16xf32>
  %pack_0 = bufferization.to_tensor %pack_0_m restrict : memref<7x16xf32> to tensor<7x16xf32>
  %pack_r = func.call @op_pack(%pack_0) : (tensor<7x16xf32>) -> tensor<2x4x4x4xf32>
  %pack_b = bufferization.to_buffer %pack_r : tensor<2x4x4x4xf32> to memref<2x4x4x4xf32>
  %pack_u = memref.cast %pack_b : memref<2x4x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pack_u) : (memref<*xf32>) -> ()
  %pack_transposed_0_flat = memref.alloc() : memref<128xf32>
  %pack_transposed_0_dyn = memref.cast %pack_transposed_0_flat : memref<128xf32> to memref<?xf32>
  %pack_transposed_s0 = arith.constant 194 : index
  func.call @init(%pack_transposed_0_dyn, %pack_transposed_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %pack_transposed_0_m = memref.reinterpret_cast %pack_transposed_0_flat to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<128xf32> to memref<8x16xf32>
  %pack_transposed_0 = bufferization.to_tensor %pack_transposed_0_m restrict : memref<8x16xf32> to tensor<8x16xf32>
  %pack_transposed_r = func.call @op_pack_transposed(%pack_transposed_0) : (tensor<8x16xf32>) -> tensor<4x2x4x4xf32>
  %pack_transposed_b = bufferization.to_buffer %pack_transposed_r : tensor<4x2x4x4xf32> to memref<4x2x4x4xf32>
  %pack_transposed_u = memref.cast %pack_transposed_b : memref<4x2x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%pack_transposed_u) : (memref<*xf32>) -> ()
  %unpack_0_flat = memref.alloc() : memref<128xf32>
  %unpack_0_dyn = memref.cast %unpack_0_flat : memref<128xf32> to memref<?xf32>
  %unpack_s0 = arith.constant 195 : index
  func.call @init(%unpack_0_dyn, %unpack_s0, %false) : (memref<?xf32>, index, i1) -> ()
  %unpack_0_m = memref.reinterpret_cast %unpack_0_flat to offset: [0], sizes: [2, 4, 4, 4], strides: [64, 16, 4, 1] : memref<128xf32> to memref<2x4x4x4xf32>
  %unpack_0 = bufferization.to_tensor %unpack_0_m restrict : memref<2x4x4x4xf32> to tensor<2x4x4x4xf32>
  %unpack_r = func.call @op_unpack(%unpack_0) : (tensor<2x4x4x4xf32>) -> tensor<7x16xf32>
  %unpack_b = bufferization.to_buffer %unpack_r : tensor<7x16xf32> to memref<7x16xf32>
  %unpack_u = memref.cast %unpack_b : memref<7x16xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%unpack_u) : (memref<*xf32>) -> ()
  return
}
