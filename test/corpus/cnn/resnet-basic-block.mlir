// A ResNet basic block: conv3x3-BN-relu, conv3x3-BN, + identity skip, relu.
// NCHW, constant weights and statistics. Expected: two calls; the skip is
// the second conv's side input (cuDNN's alpha2*Z, oneDNN's sum post-op).
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-5 --min-values 256 %t.ref %t.kmatch
// MATCH-LABEL: func.func @resnet_basic_block(
// MATCH: %[[Y1:.*]] = kernel.launch @conv2d_bias_act(%arg0, {{.*}}) {act = 1 : i32
// MATCH: kernel.launch @conv2d_bias_add_act(%[[Y1]], %{{.*}}, %{{.*}}, %arg0, %{{.*}}) {act = 1 : i32
// MATCH-NOT: linalg.generic
// MATCH: return

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>

func.func @resnet_basic_block(%x: tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32> {
  %c1 = arith.constant 0.0 : f32
  %p2 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c1 : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %w3 = arith.constant dense<[[[[-0.0794, 0.4177, 0.0016], [0.0318, 0.0235, -0.4813], [-0.0599, -0.3169, -0.4961]], [[0.2992, -0.3277, -0.0265], [0.2252, 0.0565, -0.1740], [0.0183, 0.0554, 0.2843]], [[-0.3939, 0.0603, -0.2515], [-0.2231, 0.2723, 0.0077], [0.0617, 0.2600, 0.4125]], [[-0.0568, 0.1125, 0.0056], [0.0122, 0.1927, -0.0477], [0.0333, -0.0220, 0.4415]]], [[[0.1992, 0.3765, 0.4422], [-0.2404, 0.0595, 0.4433], [0.3400, -0.3629, -0.3784]], [[-0.0579, -0.4275, -0.2594], [-0.4269, 0.1695, 0.2839], [0.3970, -0.3456, 0.2161]], [[0.1603, -0.3570, 0.3828], [0.4675, -0.2804, 0.4525], [-0.1017, -0.0127, 0.4899]], [[0.3324, -0.3385, -0.0685], [0.0156, -0.1609, -0.3043], [-0.1815, 0.2222, -0.4805]]], [[[0.0541, -0.0595, -0.4819], [-0.1685, 0.1239, 0.0123], [-0.4357, 0.4851, 0.2884]], [[0.4717, -0.3952, -0.2344], [-0.4604, 0.2790, -0.2296], [-0.3704, -0.0777, 0.4114]], [[0.3190, -0.2414, -0.3506], [0.4192, 0.0706, 0.2004], [-0.4105, -0.4425, 0.1882]], [[-0.0747, -0.4276, 0.4383], [0.1344, 0.3016, -0.4163], [0.3562, -0.4334, 0.3628]]], [[[-0.0462, -0.1608, 0.0531], [0.4267, -0.2321, -0.3708], [0.0269, -0.2616, -0.3905]], [[-0.3386, -0.4496, -0.2982], [-0.1880, -0.1950, 0.2595], [-0.2100, 0.0001, -0.3221]], [[-0.1530, -0.4818, -0.2496], [-0.4847, 0.2331, 0.0510], [-0.3105, -0.0252, 0.4346]], [[-0.3937, 0.3189, -0.0678], [-0.0050, 0.3346, -0.1069], [0.0067, 0.1877, 0.4824]]]]> : tensor<4x4x3x3xf32>
  %c4 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<1x4x8x8xf32>
  %f6 = linalg.fill ins(%c4 : f32) outs(%e5 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %conv7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p2, %w3 : tensor<1x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f6 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %w8 = arith.constant dense<[0.4084, 0.8491, 0.7361, 0.6724]> : tensor<4xf32>
  %w9 = arith.constant dense<[-0.0953, -0.1524, -0.4456, -0.3702]> : tensor<4xf32>
  %w10 = arith.constant dense<[-0.4293, 0.2409, -0.2444, -0.3368]> : tensor<4xf32>
  %w11 = arith.constant dense<[0.1760, 0.8571, 0.8835, 0.7035]> : tensor<4xf32>
  %c12 = arith.constant 1.0e-05 : f32
  %e13 = tensor.empty() : tensor<1x4x8x8xf32>
  %g14 = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv7, %w8, %w9, %w10, %w11 : tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e13 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
    %d = arith.subf %a0, %a3 : f32
    %ve = arith.addf %a4, %c12 : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %a1 : f32
    %r1 = arith.addf %sc, %a2 : f32
    linalg.yield %r1 : f32
  } -> tensor<1x4x8x8xf32>
  %c15 = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<1x4x8x8xf32>
  %g17 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g14 : tensor<1x4x8x8xf32>) outs(%e16 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r2 = arith.maximumf %a0, %c15 : f32
    linalg.yield %r2 : f32
  } -> tensor<1x4x8x8xf32>
  %c18 = arith.constant 0.0 : f32
  %p19 = tensor.pad %g17 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c18 : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %w20 = arith.constant dense<[[[[-0.2181, -0.2578, -0.2069], [-0.0405, -0.3425, -0.0542], [-0.2368, 0.4618, 0.4726]], [[0.0471, -0.2556, 0.4657], [-0.1905, -0.1434, -0.4989], [-0.1184, -0.0254, 0.0028]], [[-0.2990, 0.0047, -0.4950], [-0.2358, -0.4102, -0.1005], [-0.4583, -0.4775, -0.1958]], [[-0.2672, 0.0856, 0.0292], [0.2505, 0.1575, 0.2160], [0.3791, -0.1105, -0.1739]]], [[[0.4847, -0.3505, 0.2242], [0.1432, -0.4562, 0.3353], [0.3919, 0.1273, 0.2339]], [[0.3122, -0.3607, 0.0238], [0.0044, 0.3349, 0.3047], [0.3264, 0.0841, 0.3928]], [[0.1829, 0.1933, -0.2701], [-0.4688, -0.3669, -0.1393], [-0.3951, 0.3358, 0.0585]], [[0.1278, 0.1262, 0.1807], [-0.0107, -0.4967, 0.2977], [0.2483, 0.0030, 0.0352]]], [[[0.1593, -0.4339, 0.2368], [-0.2478, -0.4256, -0.2344], [0.2293, -0.2948, 0.2398]], [[0.4757, -0.0061, -0.1174], [-0.0210, 0.1837, 0.2670], [0.1170, 0.1428, -0.4225]], [[-0.3526, -0.2461, 0.2432], [-0.1956, 0.0678, -0.4875], [-0.4393, -0.2312, 0.1720]], [[0.1922, 0.1757, -0.2091], [0.0165, -0.0353, -0.0337], [-0.3815, 0.3937, -0.3007]]], [[[0.4781, 0.4363, -0.4825], [-0.0410, 0.3199, 0.4681], [-0.0505, -0.2313, -0.2902]], [[0.4456, -0.2893, 0.0815], [-0.3583, 0.0241, 0.4527], [-0.3674, 0.3202, 0.0087]], [[0.3869, 0.2033, -0.2686], [0.3977, -0.0139, -0.4752], [-0.4964, -0.0083, -0.0492]], [[-0.1980, -0.3593, -0.1560], [-0.1839, 0.3402, -0.4983], [0.2507, 0.3391, -0.3800]]]]> : tensor<4x4x3x3xf32>
  %c21 = arith.constant 0.0 : f32
  %e22 = tensor.empty() : tensor<1x4x8x8xf32>
  %f23 = linalg.fill ins(%c21 : f32) outs(%e22 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %conv24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p19, %w20 : tensor<1x4x10x10xf32>, tensor<4x4x3x3xf32>) outs(%f23 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %w25 = arith.constant dense<[0.9338, 0.7417, 0.9114, 0.3608]> : tensor<4xf32>
  %w26 = arith.constant dense<[-0.1278, -0.1071, 0.4988, 0.0892]> : tensor<4xf32>
  %w27 = arith.constant dense<[-0.1393, -0.0719, -0.2248, -0.4517]> : tensor<4xf32>
  %w28 = arith.constant dense<[0.1915, 0.8512, 0.3571, 0.9420]> : tensor<4xf32>
  %c29 = arith.constant 1.0e-05 : f32
  %e30 = tensor.empty() : tensor<1x4x8x8xf32>
  %g31 = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv24, %w25, %w26, %w27, %w28 : tensor<1x4x8x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e30 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
    %d = arith.subf %a0, %a3 : f32
    %ve = arith.addf %a4, %c29 : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %a1 : f32
    %r3 = arith.addf %sc, %a2 : f32
    linalg.yield %r3 : f32
  } -> tensor<1x4x8x8xf32>
  %e32 = tensor.empty() : tensor<1x4x8x8xf32>
  %g33 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g31, %x : tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) outs(%e32 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r4 = arith.addf %a0, %a1 : f32
    linalg.yield %r4 : f32
  } -> tensor<1x4x8x8xf32>
  %c34 = arith.constant 0.0 : f32
  %e35 = tensor.empty() : tensor<1x4x8x8xf32>
  %g36 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g33 : tensor<1x4x8x8xf32>) outs(%e35 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r5 = arith.maximumf %a0, %c34 : f32
    linalg.yield %r5 : f32
  } -> tensor<1x4x8x8xf32>
  return %g36 : tensor<1x4x8x8xf32>
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[i0, i1, i2, i3] = ((7 i0 + 5 i1 + 3 i2 + 11 i3) mod 17) / 17 - 0.5
func.func @input() -> tensor<1x4x8x8xf32> {
  %x = tensor.generate {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %c3 = arith.constant 3 : index
    %c5 = arith.constant 5 : index
    %c7 = arith.constant 7 : index
    %c11 = arith.constant 11 : index
    %c17 = arith.constant 17 : index
    %t0 = arith.muli %a, %c7 : index
    %t1 = arith.muli %b, %c5 : index
    %t2 = arith.muli %c, %c3 : index
    %t3 = arith.muli %d, %c11 : index
    %s0 = arith.addi %t0, %t1 : index
    %s1 = arith.addi %s0, %t2 : index
    %s2 = arith.addi %s1, %t3 : index
    %m = arith.remui %s2, %c17 : index
    %mi = arith.index_cast %m : index to i64
    %mf = arith.sitofp %mi : i64 to f32
    %r = arith.constant 17.0 : f32
    %h = arith.constant 0.5 : f32
    %q = arith.divf %mf, %r : f32
    %v = arith.subf %q, %h : f32
    tensor.yield %v : f32
  } : tensor<1x4x8x8xf32>
  return %x : tensor<1x4x8x8xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<1x4x8x8xf32>
  %y = call @resnet_basic_block(%x) : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %m = bufferization.to_buffer %y : tensor<1x4x8x8xf32> to memref<1x4x8x8xf32>
  %u = memref.cast %m : memref<1x4x8x8xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}
