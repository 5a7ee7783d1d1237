// SiLU and sigmoid fused into gemm_bias_act and conv2d_bias_act (torch-mlir's
// two-generic SiLU in both product orders, a sigmoid in the bias's body),
// run on the CPU backend (oneDNN's logistic and swish post-ops) and compared
// with the same program lowered without kmatch (libm's expf). The MATCH
// checks make sure every activation went into its launch, so the comparison
// is between oneDNN's post-ops and the default lowering.
//
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-5 --atol 1e-6 --min-values 6272 %t.ref %t.kmatch
// RUN: FileCheck %s --input-file=%t.kmatch
//
// MATCH-LABEL: func.func @linear_silu(
// MATCH: kernel.launch @gemm_bias_act({{.*}}) {act = 8 : i32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @conv_silu(
// MATCH: kernel.launch @conv2d_bias_act({{.*}}) {act = 8 : i32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @linear_bias_sigmoid(
// MATCH: kernel.launch @gemm_bias_act({{.*}}) {act = 7 : i32
// MATCH-NOT: linalg.generic
// MATCH-LABEL: func.func @main(
//
// CHECK-COUNT-3: memref rank=

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#par2 = ["parallel", "parallel"]
#id4 = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chl = affine_map<(n, h, w, c) -> (c)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// M[i] = ((i * 7 + seed) mod 17) / 8 - 1
func.func @init(%m: memref<?xf32>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %eighth = arith.constant 0.125 : f32
  %one = arith.constant 1.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.muli %i, %c7 : index
    %b = arith.addi %a, %seed : index
    %r = arith.remui %b, %c17 : index
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %v = arith.mulf %rf, %eighth : f32
    %x = arith.subf %v, %one : f32
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

func.func @linear_silu(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>, %bias: tensor<48xf32>) -> tensor<32x48xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x48xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x48xf32>) outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
  %x = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<32x48xf32>, tensor<48xf32>) outs(%e : tensor<32x48xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<32x48xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%x : tensor<32x48xf32>) outs(%e : tensor<32x48xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<32x48xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = #par2}
    ins(%x, %s : tensor<32x48xf32>, tensor<32x48xf32>) outs(%e : tensor<32x48xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<32x48xf32>
  return %y : tensor<32x48xf32>
}

func.func @conv_silu(%xin: tensor<2x12x12x8xf32>, %w: tensor<3x3x8x16xf32>, %b: tensor<16xf32>) -> tensor<2x10x10x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x10x10x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x10x10x16xf32>) -> tensor<2x10x10x16xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%xin, %w : tensor<2x12x12x8xf32>, tensor<3x3x8x16xf32>) outs(%f : tensor<2x10x10x16xf32>) -> tensor<2x10x10x16xf32>
  %x = linalg.generic {indexing_maps = [#id4, #chl, #id4], iterator_types = #par4}
    ins(%r, %b : tensor<2x10x10x16xf32>, tensor<16xf32>) outs(%e : tensor<2x10x10x16xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %s = arith.addf %v, %bb : f32
    linalg.yield %s : f32
  } -> tensor<2x10x10x16xf32>
  %s = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = #par4}
    ins(%x : tensor<2x10x10x16xf32>) outs(%e : tensor<2x10x10x16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<2x10x10x16xf32>
  %y = linalg.generic {indexing_maps = [#id4, #id4, #id4], iterator_types = #par4}
    ins(%s, %x : tensor<2x10x10x16xf32>, tensor<2x10x10x16xf32>) outs(%e : tensor<2x10x10x16xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %m = arith.mulf %i0, %i1 : f32
    linalg.yield %m : f32
  } -> tensor<2x10x10x16xf32>
  return %y : tensor<2x10x10x16xf32>
}

func.func @linear_bias_sigmoid(%a: tensor<32x64xf32>, %b: tensor<64x48xf32>, %bias: tensor<48xf32>) -> tensor<32x48xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x48xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<32x48xf32>) -> tensor<32x48xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<32x64xf32>, tensor<64x48xf32>) outs(%f : tensor<32x48xf32>) -> tensor<32x48xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<32x48xf32>, tensor<48xf32>) outs(%e : tensor<32x48xf32>) {
  ^bb0(%v: f32, %bb: f32, %o: f32):
    %in = arith.addf %v, %bb : f32
    %one = arith.constant 1.0 : f32
    %n = arith.negf %in : f32
    %ex = math.exp %n : f32
    %den = arith.addf %ex, %one : f32
    %sg = arith.divf %one, %den : f32
    linalg.yield %sg : f32
  } -> tensor<32x48xf32>
  return %y : tensor<32x48xf32>
}

func.func @main() {
  %linear_silu_0_flat = memref.alloc() : memref<2048xf32>
  %linear_silu_0_dyn = memref.cast %linear_silu_0_flat : memref<2048xf32> to memref<?xf32>
  %linear_silu_0_seed = arith.constant 1 : index
  func.call @init(%linear_silu_0_dyn, %linear_silu_0_seed) : (memref<?xf32>, index) -> ()
  %linear_silu_0_m = memref.reinterpret_cast %linear_silu_0_flat to offset: [0], sizes: [32, 64], strides: [64, 1] : memref<2048xf32> to memref<32x64xf32>
  %linear_silu_0 = bufferization.to_tensor %linear_silu_0_m restrict : memref<32x64xf32> to tensor<32x64xf32>
  %linear_silu_1_flat = memref.alloc() : memref<3072xf32>
  %linear_silu_1_dyn = memref.cast %linear_silu_1_flat : memref<3072xf32> to memref<?xf32>
  %linear_silu_1_seed = arith.constant 2 : index
  func.call @init(%linear_silu_1_dyn, %linear_silu_1_seed) : (memref<?xf32>, index) -> ()
  %linear_silu_1_m = memref.reinterpret_cast %linear_silu_1_flat to offset: [0], sizes: [64, 48], strides: [48, 1] : memref<3072xf32> to memref<64x48xf32>
  %linear_silu_1 = bufferization.to_tensor %linear_silu_1_m restrict : memref<64x48xf32> to tensor<64x48xf32>
  %linear_silu_2_flat = memref.alloc() : memref<48xf32>
  %linear_silu_2_dyn = memref.cast %linear_silu_2_flat : memref<48xf32> to memref<?xf32>
  %linear_silu_2_seed = arith.constant 3 : index
  func.call @init(%linear_silu_2_dyn, %linear_silu_2_seed) : (memref<?xf32>, index) -> ()
  %linear_silu_2_m = memref.reinterpret_cast %linear_silu_2_flat to offset: [0], sizes: [48], strides: [1] : memref<48xf32> to memref<48xf32>
  %linear_silu_2 = bufferization.to_tensor %linear_silu_2_m restrict : memref<48xf32> to tensor<48xf32>
  %linear_silu_r = func.call @linear_silu(%linear_silu_0, %linear_silu_1, %linear_silu_2) : (tensor<32x64xf32>, tensor<64x48xf32>, tensor<48xf32>) -> tensor<32x48xf32>
  %linear_silu_b = bufferization.to_buffer %linear_silu_r : tensor<32x48xf32> to memref<32x48xf32>
  %linear_silu_u = memref.cast %linear_silu_b : memref<32x48xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%linear_silu_u) : (memref<*xf32>) -> ()
  %conv_silu_0_flat = memref.alloc() : memref<2304xf32>
  %conv_silu_0_dyn = memref.cast %conv_silu_0_flat : memref<2304xf32> to memref<?xf32>
  %conv_silu_0_seed = arith.constant 4 : index
  func.call @init(%conv_silu_0_dyn, %conv_silu_0_seed) : (memref<?xf32>, index) -> ()
  %conv_silu_0_m = memref.reinterpret_cast %conv_silu_0_flat to offset: [0], sizes: [2, 12, 12, 8], strides: [1152, 96, 8, 1] : memref<2304xf32> to memref<2x12x12x8xf32>
  %conv_silu_0 = bufferization.to_tensor %conv_silu_0_m restrict : memref<2x12x12x8xf32> to tensor<2x12x12x8xf32>
  %conv_silu_1_flat = memref.alloc() : memref<1152xf32>
  %conv_silu_1_dyn = memref.cast %conv_silu_1_flat : memref<1152xf32> to memref<?xf32>
  %conv_silu_1_seed = arith.constant 5 : index
  func.call @init(%conv_silu_1_dyn, %conv_silu_1_seed) : (memref<?xf32>, index) -> ()
  %conv_silu_1_m = memref.reinterpret_cast %conv_silu_1_flat to offset: [0], sizes: [3, 3, 8, 16], strides: [384, 128, 16, 1] : memref<1152xf32> to memref<3x3x8x16xf32>
  %conv_silu_1 = bufferization.to_tensor %conv_silu_1_m restrict : memref<3x3x8x16xf32> to tensor<3x3x8x16xf32>
  %conv_silu_2_flat = memref.alloc() : memref<16xf32>
  %conv_silu_2_dyn = memref.cast %conv_silu_2_flat : memref<16xf32> to memref<?xf32>
  %conv_silu_2_seed = arith.constant 6 : index
  func.call @init(%conv_silu_2_dyn, %conv_silu_2_seed) : (memref<?xf32>, index) -> ()
  %conv_silu_2_m = memref.reinterpret_cast %conv_silu_2_flat to offset: [0], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32>
  %conv_silu_2 = bufferization.to_tensor %conv_silu_2_m restrict : memref<16xf32> to tensor<16xf32>
  %conv_silu_r = func.call @conv_silu(%conv_silu_0, %conv_silu_1, %conv_silu_2) : (tensor<2x12x12x8xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>) -> tensor<2x10x10x16xf32>
  %conv_silu_b = bufferization.to_buffer %conv_silu_r : tensor<2x10x10x16xf32> to memref<2x10x10x16xf32>
  %conv_silu_u = memref.cast %conv_silu_b : memref<2x10x10x16xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%conv_silu_u) : (memref<*xf32>) -> ()
  %linear_bias_sigmoid_0_flat = memref.alloc() : memref<2048xf32>
  %linear_bias_sigmoid_0_dyn = memref.cast %linear_bias_sigmoid_0_flat : memref<2048xf32> to memref<?xf32>
  %linear_bias_sigmoid_0_seed = arith.constant 7 : index
  func.call @init(%linear_bias_sigmoid_0_dyn, %linear_bias_sigmoid_0_seed) : (memref<?xf32>, index) -> ()
  %linear_bias_sigmoid_0_m = memref.reinterpret_cast %linear_bias_sigmoid_0_flat to offset: [0], sizes: [32, 64], strides: [64, 1] : memref<2048xf32> to memref<32x64xf32>
  %linear_bias_sigmoid_0 = bufferization.to_tensor %linear_bias_sigmoid_0_m restrict : memref<32x64xf32> to tensor<32x64xf32>
  %linear_bias_sigmoid_1_flat = memref.alloc() : memref<3072xf32>
  %linear_bias_sigmoid_1_dyn = memref.cast %linear_bias_sigmoid_1_flat : memref<3072xf32> to memref<?xf32>
  %linear_bias_sigmoid_1_seed = arith.constant 8 : index
  func.call @init(%linear_bias_sigmoid_1_dyn, %linear_bias_sigmoid_1_seed) : (memref<?xf32>, index) -> ()
  %linear_bias_sigmoid_1_m = memref.reinterpret_cast %linear_bias_sigmoid_1_flat to offset: [0], sizes: [64, 48], strides: [48, 1] : memref<3072xf32> to memref<64x48xf32>
  %linear_bias_sigmoid_1 = bufferization.to_tensor %linear_bias_sigmoid_1_m restrict : memref<64x48xf32> to tensor<64x48xf32>
  %linear_bias_sigmoid_2_flat = memref.alloc() : memref<48xf32>
  %linear_bias_sigmoid_2_dyn = memref.cast %linear_bias_sigmoid_2_flat : memref<48xf32> to memref<?xf32>
  %linear_bias_sigmoid_2_seed = arith.constant 9 : index
  func.call @init(%linear_bias_sigmoid_2_dyn, %linear_bias_sigmoid_2_seed) : (memref<?xf32>, index) -> ()
  %linear_bias_sigmoid_2_m = memref.reinterpret_cast %linear_bias_sigmoid_2_flat to offset: [0], sizes: [48], strides: [1] : memref<48xf32> to memref<48xf32>
  %linear_bias_sigmoid_2 = bufferization.to_tensor %linear_bias_sigmoid_2_m restrict : memref<48xf32> to tensor<48xf32>
  %linear_bias_sigmoid_r = func.call @linear_bias_sigmoid(%linear_bias_sigmoid_0, %linear_bias_sigmoid_1, %linear_bias_sigmoid_2) : (tensor<32x64xf32>, tensor<64x48xf32>, tensor<48xf32>) -> tensor<32x48xf32>
  %linear_bias_sigmoid_b = bufferization.to_buffer %linear_bias_sigmoid_r : tensor<32x48xf32> to memref<32x48xf32>
  %linear_bias_sigmoid_u = memref.cast %linear_bias_sigmoid_b : memref<32x48xf32> to memref<*xf32>
  func.call @kmatch_print_memref_f32(%linear_bias_sigmoid_u) : (memref<*xf32>) -> ()
  return
}
