// 1-D and 3-D convolutions in both layouts (with a folded pad, strides,
// dilations, a zero fill, accumulation and a crop), single-channel
// linalg.conv_1d/2d/3d and a batch-less HWC generic, on tensors and memrefs,
// run on the CPU backend (oneDNN) and compared with the same program lowered
// without kmatch. The MATCH checks make sure every convolution became a
// launch, so the comparison is between oneDNN and the default lowering.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 1000 %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
//
// MATCH-LABEL: func.func @ncw_pad_strided(
// MATCH-NOT: tensor.pad
// MATCH: kernel.launch @conv1d({{.*}}accumulate = 0 : i32{{.*}}pad_left = 2 : i64, pad_right = 0 : i64
// MATCH-LABEL: func.func @nwc_accumulate(
// MATCH: kernel.launch @conv1d({{.*}}accumulate = 1 : i32
// MATCH-LABEL: func.func @ndhwc_pad_strided(
// MATCH-NOT: tensor.pad
// MATCH: kernel.launch @conv3d({{.*}}accumulate = 0 : i32
// MATCH-LABEL: func.func @ncdhw_crop_accumulate(
// MATCH: memref.subview
// MATCH: kernel.launch @conv3d({{.*}}accumulate = 1 : i32
// MATCH-LABEL: func.func @single_channel_1d(
// MATCH: kernel.launch @conv1d(
// MATCH-LABEL: func.func @single_channel_2d(
// MATCH: kernel.launch @conv2d(
// MATCH-LABEL: func.func @single_channel_3d(
// MATCH: kernel.launch @conv3d(
// MATCH-LABEL: func.func @hwc_generic(
// MATCH: kernel.launch @conv2d(
// MATCH-LABEL: func.func @main(
// MATCH-NOT: linalg.conv
// MATCH-NOT: linalg.generic
//
// CHECK-COUNT-8: memref rank=

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

func.func @ncw_pad_strided(%a0: tensor<2x3x11xf32>, %a1: tensor<4x3x3xf32>) -> tensor<2x4x5xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %a0 low[0, 0, 2] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %c0 : f32
  } : tensor<2x3x11xf32> to tensor<2x3x14xf32>
  %e = tensor.empty() : tensor<2x4x5xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %r = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%p, %a1 : tensor<2x3x14xf32>, tensor<4x3x3xf32>) outs(%f : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  return %r : tensor<2x4x5xf32>
}

func.func @nwc_accumulate(%a0: memref<2x12x3xf32>, %a1: memref<3x3x5xf32>, %a2: memref<2x8x5xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%a0, %a1 : memref<2x12x3xf32>, memref<3x3x5xf32>) outs(%a2 : memref<2x8x5xf32>)
  return
}

func.func @ndhwc_pad_strided(%a0: tensor<1x5x6x7x2xf32>, %a1: tensor<2x3x2x2x3xf32>) -> tensor<1x3x6x7x3xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %a0 low[0, 1, 1, 0, 0] high[0, 0, 1, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index, %n: index):
    tensor.yield %c0 : f32
  } : tensor<1x5x6x7x2xf32> to tensor<1x6x8x9x2xf32>
  %e = tensor.empty() : tensor<1x3x6x7x3xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x6x7x3xf32>) -> tensor<1x3x6x7x3xf32>
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>}
    ins(%p, %a1 : tensor<1x6x8x9x2xf32>, tensor<2x3x2x2x3xf32>) outs(%f : tensor<1x3x6x7x3xf32>) -> tensor<1x3x6x7x3xf32>
  return %r : tensor<1x3x6x7x3xf32>
}

func.func @ncdhw_crop_accumulate(%a0: memref<2x2x6x6x6xf32>, %a1: memref<3x2x2x2x2xf32>, %a2: memref<2x3x3x4x4xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%a0, %a1 : memref<2x2x6x6x6xf32>, memref<3x2x2x2x2xf32>) outs(%a2 : memref<2x3x3x4x4xf32>)
  return
}

func.func @single_channel_1d(%a0: tensor<9xf32>, %a1: tensor<3xf32>, %a2: tensor<7xf32>) -> tensor<7xf32> {
  %r = linalg.conv_1d ins(%a0, %a1 : tensor<9xf32>, tensor<3xf32>) outs(%a2 : tensor<7xf32>) -> tensor<7xf32>
  return %r : tensor<7xf32>
}

func.func @single_channel_2d(%a0: memref<6x7xf32>, %a1: memref<3x3xf32>, %a2: memref<4x5xf32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<6x7xf32>, memref<3x3xf32>) outs(%a2 : memref<4x5xf32>)
  return
}

func.func @single_channel_3d(%a0: tensor<5x4x6xf32>, %a1: tensor<2x2x3xf32>, %a2: tensor<4x3x4xf32>) -> tensor<4x3x4xf32> {
  %r = linalg.conv_3d ins(%a0, %a1 : tensor<5x4x6xf32>, tensor<2x2x3xf32>) outs(%a2 : tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
  return %r : tensor<4x3x4xf32>
}

func.func @hwc_generic(%a0: memref<9x8x3xf32>, %a1: memref<3x2x3x4xf32>, %a2: memref<4x7x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(oh, ow, f, kh, kw, c) -> (oh * 2 + kh, ow + kw, c)>,
                                   affine_map<(oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
                                   affine_map<(oh, ow, f, kh, kw, c) -> (oh, ow, f)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%a0, %a1 : memref<9x8x3xf32>, memref<3x2x3x4xf32>) outs(%a2 : memref<4x7x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %mul = arith.mulf %a, %b : f32
    %s = arith.addf %o, %mul : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %false = arith.constant false
  %ncw_pad_strided_0_flat = memref.alloc() : memref<66xf32>
  %ncw_pad_strided_0_dyn = memref.cast %ncw_pad_strided_0_flat : memref<66xf32> to memref<?xf32>
  %ncw_pad_strided_0_seed = arith.constant 1 : index
  func.call @init(%ncw_pad_strided_0_dyn, %ncw_pad_strided_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ncw_pad_strided_0_m = memref.reinterpret_cast %ncw_pad_strided_0_flat to offset: [0], sizes: [2, 3, 11], strides: [33, 11, 1] : memref<66xf32> to memref<2x3x11xf32>
  %ncw_pad_strided_0 = bufferization.to_tensor %ncw_pad_strided_0_m restrict : memref<2x3x11xf32> to tensor<2x3x11xf32>
  %ncw_pad_strided_1_flat = memref.alloc() : memref<36xf32>
  %ncw_pad_strided_1_dyn = memref.cast %ncw_pad_strided_1_flat : memref<36xf32> to memref<?xf32>
  %ncw_pad_strided_1_seed = arith.constant 2 : index
  func.call @init(%ncw_pad_strided_1_dyn, %ncw_pad_strided_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ncw_pad_strided_1_m = memref.reinterpret_cast %ncw_pad_strided_1_flat to offset: [0], sizes: [4, 3, 3], strides: [9, 3, 1] : memref<36xf32> to memref<4x3x3xf32>
  %ncw_pad_strided_1 = bufferization.to_tensor %ncw_pad_strided_1_m restrict : memref<4x3x3xf32> to tensor<4x3x3xf32>
  %ncw_pad_strided_r = func.call @ncw_pad_strided(%ncw_pad_strided_0, %ncw_pad_strided_1) : (tensor<2x3x11xf32>, tensor<4x3x3xf32>) -> tensor<2x4x5xf32>
  %ncw_pad_strided_b = bufferization.to_buffer %ncw_pad_strided_r : tensor<2x4x5xf32> to memref<2x4x5xf32>
  %ncw_pad_strided_u = memref.cast %ncw_pad_strided_b : memref<2x4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%ncw_pad_strided_u) : (memref<*xf32>) -> ()
  %nwc_accumulate_0_flat = memref.alloc() : memref<72xf32>
  %nwc_accumulate_0_dyn = memref.cast %nwc_accumulate_0_flat : memref<72xf32> to memref<?xf32>
  %nwc_accumulate_0_seed = arith.constant 3 : index
  func.call @init(%nwc_accumulate_0_dyn, %nwc_accumulate_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %nwc_accumulate_0_m = memref.reinterpret_cast %nwc_accumulate_0_flat to offset: [0], sizes: [2, 12, 3], strides: [36, 3, 1] : memref<72xf32> to memref<2x12x3xf32>
  %nwc_accumulate_1_flat = memref.alloc() : memref<45xf32>
  %nwc_accumulate_1_dyn = memref.cast %nwc_accumulate_1_flat : memref<45xf32> to memref<?xf32>
  %nwc_accumulate_1_seed = arith.constant 4 : index
  func.call @init(%nwc_accumulate_1_dyn, %nwc_accumulate_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %nwc_accumulate_1_m = memref.reinterpret_cast %nwc_accumulate_1_flat to offset: [0], sizes: [3, 3, 5], strides: [15, 5, 1] : memref<45xf32> to memref<3x3x5xf32>
  %nwc_accumulate_2_flat = memref.alloc() : memref<80xf32>
  %nwc_accumulate_2_dyn = memref.cast %nwc_accumulate_2_flat : memref<80xf32> to memref<?xf32>
  %nwc_accumulate_2_seed = arith.constant 5 : index
  func.call @init(%nwc_accumulate_2_dyn, %nwc_accumulate_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %nwc_accumulate_2_m = memref.reinterpret_cast %nwc_accumulate_2_flat to offset: [0], sizes: [2, 8, 5], strides: [40, 5, 1] : memref<80xf32> to memref<2x8x5xf32>
  func.call @nwc_accumulate(%nwc_accumulate_0_m, %nwc_accumulate_1_m, %nwc_accumulate_2_m) : (memref<2x12x3xf32>, memref<3x3x5xf32>, memref<2x8x5xf32>) -> ()
  %nwc_accumulate_u = memref.cast %nwc_accumulate_2_m : memref<2x8x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%nwc_accumulate_u) : (memref<*xf32>) -> ()
  %ndhwc_pad_strided_0_flat = memref.alloc() : memref<420xf32>
  %ndhwc_pad_strided_0_dyn = memref.cast %ndhwc_pad_strided_0_flat : memref<420xf32> to memref<?xf32>
  %ndhwc_pad_strided_0_seed = arith.constant 6 : index
  func.call @init(%ndhwc_pad_strided_0_dyn, %ndhwc_pad_strided_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ndhwc_pad_strided_0_m = memref.reinterpret_cast %ndhwc_pad_strided_0_flat to offset: [0], sizes: [1, 5, 6, 7, 2], strides: [420, 84, 14, 2, 1] : memref<420xf32> to memref<1x5x6x7x2xf32>
  %ndhwc_pad_strided_0 = bufferization.to_tensor %ndhwc_pad_strided_0_m restrict : memref<1x5x6x7x2xf32> to tensor<1x5x6x7x2xf32>
  %ndhwc_pad_strided_1_flat = memref.alloc() : memref<72xf32>
  %ndhwc_pad_strided_1_dyn = memref.cast %ndhwc_pad_strided_1_flat : memref<72xf32> to memref<?xf32>
  %ndhwc_pad_strided_1_seed = arith.constant 7 : index
  func.call @init(%ndhwc_pad_strided_1_dyn, %ndhwc_pad_strided_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ndhwc_pad_strided_1_m = memref.reinterpret_cast %ndhwc_pad_strided_1_flat to offset: [0], sizes: [2, 3, 2, 2, 3], strides: [36, 12, 6, 3, 1] : memref<72xf32> to memref<2x3x2x2x3xf32>
  %ndhwc_pad_strided_1 = bufferization.to_tensor %ndhwc_pad_strided_1_m restrict : memref<2x3x2x2x3xf32> to tensor<2x3x2x2x3xf32>
  %ndhwc_pad_strided_r = func.call @ndhwc_pad_strided(%ndhwc_pad_strided_0, %ndhwc_pad_strided_1) : (tensor<1x5x6x7x2xf32>, tensor<2x3x2x2x3xf32>) -> tensor<1x3x6x7x3xf32>
  %ndhwc_pad_strided_b = bufferization.to_buffer %ndhwc_pad_strided_r : tensor<1x3x6x7x3xf32> to memref<1x3x6x7x3xf32>
  %ndhwc_pad_strided_u = memref.cast %ndhwc_pad_strided_b : memref<1x3x6x7x3xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%ndhwc_pad_strided_u) : (memref<*xf32>) -> ()
  %ncdhw_crop_accumulate_0_flat = memref.alloc() : memref<864xf32>
  %ncdhw_crop_accumulate_0_dyn = memref.cast %ncdhw_crop_accumulate_0_flat : memref<864xf32> to memref<?xf32>
  %ncdhw_crop_accumulate_0_seed = arith.constant 8 : index
  func.call @init(%ncdhw_crop_accumulate_0_dyn, %ncdhw_crop_accumulate_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ncdhw_crop_accumulate_0_m = memref.reinterpret_cast %ncdhw_crop_accumulate_0_flat to offset: [0], sizes: [2, 2, 6, 6, 6], strides: [432, 216, 36, 6, 1] : memref<864xf32> to memref<2x2x6x6x6xf32>
  %ncdhw_crop_accumulate_1_flat = memref.alloc() : memref<48xf32>
  %ncdhw_crop_accumulate_1_dyn = memref.cast %ncdhw_crop_accumulate_1_flat : memref<48xf32> to memref<?xf32>
  %ncdhw_crop_accumulate_1_seed = arith.constant 9 : index
  func.call @init(%ncdhw_crop_accumulate_1_dyn, %ncdhw_crop_accumulate_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ncdhw_crop_accumulate_1_m = memref.reinterpret_cast %ncdhw_crop_accumulate_1_flat to offset: [0], sizes: [3, 2, 2, 2, 2], strides: [16, 8, 4, 2, 1] : memref<48xf32> to memref<3x2x2x2x2xf32>
  %ncdhw_crop_accumulate_2_flat = memref.alloc() : memref<288xf32>
  %ncdhw_crop_accumulate_2_dyn = memref.cast %ncdhw_crop_accumulate_2_flat : memref<288xf32> to memref<?xf32>
  %ncdhw_crop_accumulate_2_seed = arith.constant 10 : index
  func.call @init(%ncdhw_crop_accumulate_2_dyn, %ncdhw_crop_accumulate_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %ncdhw_crop_accumulate_2_m = memref.reinterpret_cast %ncdhw_crop_accumulate_2_flat to offset: [0], sizes: [2, 3, 3, 4, 4], strides: [144, 48, 16, 4, 1] : memref<288xf32> to memref<2x3x3x4x4xf32>
  func.call @ncdhw_crop_accumulate(%ncdhw_crop_accumulate_0_m, %ncdhw_crop_accumulate_1_m, %ncdhw_crop_accumulate_2_m) : (memref<2x2x6x6x6xf32>, memref<3x2x2x2x2xf32>, memref<2x3x3x4x4xf32>) -> ()
  %ncdhw_crop_accumulate_u = memref.cast %ncdhw_crop_accumulate_2_m : memref<2x3x3x4x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%ncdhw_crop_accumulate_u) : (memref<*xf32>) -> ()
  %single_channel_1d_0_flat = memref.alloc() : memref<9xf32>
  %single_channel_1d_0_dyn = memref.cast %single_channel_1d_0_flat : memref<9xf32> to memref<?xf32>
  %single_channel_1d_0_seed = arith.constant 11 : index
  func.call @init(%single_channel_1d_0_dyn, %single_channel_1d_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_1d_0_m = memref.reinterpret_cast %single_channel_1d_0_flat to offset: [0], sizes: [9], strides: [1] : memref<9xf32> to memref<9xf32>
  %single_channel_1d_0 = bufferization.to_tensor %single_channel_1d_0_m restrict : memref<9xf32> to tensor<9xf32>
  %single_channel_1d_1_flat = memref.alloc() : memref<3xf32>
  %single_channel_1d_1_dyn = memref.cast %single_channel_1d_1_flat : memref<3xf32> to memref<?xf32>
  %single_channel_1d_1_seed = arith.constant 12 : index
  func.call @init(%single_channel_1d_1_dyn, %single_channel_1d_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_1d_1_m = memref.reinterpret_cast %single_channel_1d_1_flat to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
  %single_channel_1d_1 = bufferization.to_tensor %single_channel_1d_1_m restrict : memref<3xf32> to tensor<3xf32>
  %single_channel_1d_2_flat = memref.alloc() : memref<7xf32>
  %single_channel_1d_2_dyn = memref.cast %single_channel_1d_2_flat : memref<7xf32> to memref<?xf32>
  %single_channel_1d_2_seed = arith.constant 13 : index
  func.call @init(%single_channel_1d_2_dyn, %single_channel_1d_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_1d_2_m = memref.reinterpret_cast %single_channel_1d_2_flat to offset: [0], sizes: [7], strides: [1] : memref<7xf32> to memref<7xf32>
  %single_channel_1d_2 = bufferization.to_tensor %single_channel_1d_2_m restrict : memref<7xf32> to tensor<7xf32>
  %single_channel_1d_r = func.call @single_channel_1d(%single_channel_1d_0, %single_channel_1d_1, %single_channel_1d_2) : (tensor<9xf32>, tensor<3xf32>, tensor<7xf32>) -> tensor<7xf32>
  %single_channel_1d_b = bufferization.to_buffer %single_channel_1d_r : tensor<7xf32> to memref<7xf32>
  %single_channel_1d_u = memref.cast %single_channel_1d_b : memref<7xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%single_channel_1d_u) : (memref<*xf32>) -> ()
  %single_channel_2d_0_flat = memref.alloc() : memref<42xf32>
  %single_channel_2d_0_dyn = memref.cast %single_channel_2d_0_flat : memref<42xf32> to memref<?xf32>
  %single_channel_2d_0_seed = arith.constant 14 : index
  func.call @init(%single_channel_2d_0_dyn, %single_channel_2d_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_2d_0_m = memref.reinterpret_cast %single_channel_2d_0_flat to offset: [0], sizes: [6, 7], strides: [7, 1] : memref<42xf32> to memref<6x7xf32>
  %single_channel_2d_1_flat = memref.alloc() : memref<9xf32>
  %single_channel_2d_1_dyn = memref.cast %single_channel_2d_1_flat : memref<9xf32> to memref<?xf32>
  %single_channel_2d_1_seed = arith.constant 15 : index
  func.call @init(%single_channel_2d_1_dyn, %single_channel_2d_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_2d_1_m = memref.reinterpret_cast %single_channel_2d_1_flat to offset: [0], sizes: [3, 3], strides: [3, 1] : memref<9xf32> to memref<3x3xf32>
  %single_channel_2d_2_flat = memref.alloc() : memref<20xf32>
  %single_channel_2d_2_dyn = memref.cast %single_channel_2d_2_flat : memref<20xf32> to memref<?xf32>
  %single_channel_2d_2_seed = arith.constant 16 : index
  func.call @init(%single_channel_2d_2_dyn, %single_channel_2d_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_2d_2_m = memref.reinterpret_cast %single_channel_2d_2_flat to offset: [0], sizes: [4, 5], strides: [5, 1] : memref<20xf32> to memref<4x5xf32>
  func.call @single_channel_2d(%single_channel_2d_0_m, %single_channel_2d_1_m, %single_channel_2d_2_m) : (memref<6x7xf32>, memref<3x3xf32>, memref<4x5xf32>) -> ()
  %single_channel_2d_u = memref.cast %single_channel_2d_2_m : memref<4x5xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%single_channel_2d_u) : (memref<*xf32>) -> ()
  %single_channel_3d_0_flat = memref.alloc() : memref<120xf32>
  %single_channel_3d_0_dyn = memref.cast %single_channel_3d_0_flat : memref<120xf32> to memref<?xf32>
  %single_channel_3d_0_seed = arith.constant 17 : index
  func.call @init(%single_channel_3d_0_dyn, %single_channel_3d_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_3d_0_m = memref.reinterpret_cast %single_channel_3d_0_flat to offset: [0], sizes: [5, 4, 6], strides: [24, 6, 1] : memref<120xf32> to memref<5x4x6xf32>
  %single_channel_3d_0 = bufferization.to_tensor %single_channel_3d_0_m restrict : memref<5x4x6xf32> to tensor<5x4x6xf32>
  %single_channel_3d_1_flat = memref.alloc() : memref<12xf32>
  %single_channel_3d_1_dyn = memref.cast %single_channel_3d_1_flat : memref<12xf32> to memref<?xf32>
  %single_channel_3d_1_seed = arith.constant 18 : index
  func.call @init(%single_channel_3d_1_dyn, %single_channel_3d_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_3d_1_m = memref.reinterpret_cast %single_channel_3d_1_flat to offset: [0], sizes: [2, 2, 3], strides: [6, 3, 1] : memref<12xf32> to memref<2x2x3xf32>
  %single_channel_3d_1 = bufferization.to_tensor %single_channel_3d_1_m restrict : memref<2x2x3xf32> to tensor<2x2x3xf32>
  %single_channel_3d_2_flat = memref.alloc() : memref<48xf32>
  %single_channel_3d_2_dyn = memref.cast %single_channel_3d_2_flat : memref<48xf32> to memref<?xf32>
  %single_channel_3d_2_seed = arith.constant 19 : index
  func.call @init(%single_channel_3d_2_dyn, %single_channel_3d_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %single_channel_3d_2_m = memref.reinterpret_cast %single_channel_3d_2_flat to offset: [0], sizes: [4, 3, 4], strides: [12, 4, 1] : memref<48xf32> to memref<4x3x4xf32>
  %single_channel_3d_2 = bufferization.to_tensor %single_channel_3d_2_m restrict : memref<4x3x4xf32> to tensor<4x3x4xf32>
  %single_channel_3d_r = func.call @single_channel_3d(%single_channel_3d_0, %single_channel_3d_1, %single_channel_3d_2) : (tensor<5x4x6xf32>, tensor<2x2x3xf32>, tensor<4x3x4xf32>) -> tensor<4x3x4xf32>
  %single_channel_3d_b = bufferization.to_buffer %single_channel_3d_r : tensor<4x3x4xf32> to memref<4x3x4xf32>
  %single_channel_3d_u = memref.cast %single_channel_3d_b : memref<4x3x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%single_channel_3d_u) : (memref<*xf32>) -> ()
  %hwc_generic_0_flat = memref.alloc() : memref<216xf32>
  %hwc_generic_0_dyn = memref.cast %hwc_generic_0_flat : memref<216xf32> to memref<?xf32>
  %hwc_generic_0_seed = arith.constant 20 : index
  func.call @init(%hwc_generic_0_dyn, %hwc_generic_0_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %hwc_generic_0_m = memref.reinterpret_cast %hwc_generic_0_flat to offset: [0], sizes: [9, 8, 3], strides: [24, 3, 1] : memref<216xf32> to memref<9x8x3xf32>
  %hwc_generic_1_flat = memref.alloc() : memref<72xf32>
  %hwc_generic_1_dyn = memref.cast %hwc_generic_1_flat : memref<72xf32> to memref<?xf32>
  %hwc_generic_1_seed = arith.constant 21 : index
  func.call @init(%hwc_generic_1_dyn, %hwc_generic_1_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %hwc_generic_1_m = memref.reinterpret_cast %hwc_generic_1_flat to offset: [0], sizes: [3, 2, 3, 4], strides: [24, 12, 4, 1] : memref<72xf32> to memref<3x2x3x4xf32>
  %hwc_generic_2_flat = memref.alloc() : memref<112xf32>
  %hwc_generic_2_dyn = memref.cast %hwc_generic_2_flat : memref<112xf32> to memref<?xf32>
  %hwc_generic_2_seed = arith.constant 22 : index
  func.call @init(%hwc_generic_2_dyn, %hwc_generic_2_seed, %false) : (memref<?xf32>, index, i1) -> ()
  %hwc_generic_2_m = memref.reinterpret_cast %hwc_generic_2_flat to offset: [0], sizes: [4, 7, 4], strides: [28, 4, 1] : memref<112xf32> to memref<4x7x4xf32>
  func.call @hwc_generic(%hwc_generic_0_m, %hwc_generic_1_m, %hwc_generic_2_m) : (memref<9x8x3xf32>, memref<3x2x3x4xf32>, memref<4x7x4xf32>) -> ()
  %hwc_generic_u = memref.cast %hwc_generic_2_m : memref<4x7x4xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%hwc_generic_u) : (memref<*xf32>) -> ()
  return
}
