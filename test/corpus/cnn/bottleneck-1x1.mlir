// A bottleneck block, NHWC: 1x1 reduce + bias + relu, 3x3 + bias + relu,
// 1x1 expand + bias + skip + relu, then a plain 1x1 projection. Expected:
// three fused conv calls and one gemm (the projection, on collapsed views).
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-5 --min-values 576 %t.ref %t.kmatch
// MATCH-LABEL: func.func @bottleneck(
// MATCH: kernel.launch @conv2d_bias_act(%arg0, {{.*}}) {act = 1 : i32
// MATCH: kernel.launch @conv2d_bias_act({{.*}}) {act = 1 : i32, {{.*}}pad_bottom = 1 : i64
// MATCH: kernel.launch @conv2d_bias_add_act({{.*}}, %arg0, %{{.*}}) {act = 1 : i32
// MATCH: tensor.collapse_shape
// MATCH: kernel.launch @gemm(
// MATCH-NOT: linalg.generic
// MATCH: return

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>

func.func @bottleneck(%x: tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %w1 = arith.constant dense<[[[[-0.2507, -0.2343, 0.0110, -0.3102], [-0.1267, 0.4562, 0.3843, 0.3120], [0.1309, 0.4134, 0.4407, 0.0492], [0.2196, -0.4505, 0.2324, -0.0491], [0.2527, 0.1445, -0.2138, -0.4510], [0.4268, -0.3727, -0.0278, -0.1563], [-0.2022, 0.2390, 0.4763, -0.2398], [0.1560, -0.1992, 0.0573, -0.1056], [-0.3327, -0.3383, -0.2921, 0.4060], [-0.0029, -0.2800, 0.4063, 0.4965], [-0.0500, -0.3604, -0.3076, -0.4093], [-0.1580, -0.4089, -0.2609, -0.2416], [0.0696, 0.3873, 0.2497, -0.0872], [-0.0861, 0.0242, -0.1231, -0.1618], [-0.4379, -0.2225, 0.4677, -0.3741], [0.0034, 0.1296, 0.3629, -0.2840]]]]> : tensor<1x1x16x4xf32>
  %c2 = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<1x6x6x4xf32>
  %f4 = linalg.fill ins(%c2 : f32) outs(%e3 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %conv5 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w1 : tensor<1x6x6x16xf32>, tensor<1x1x16x4xf32>) outs(%f4 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %w6 = arith.constant dense<[-0.2290, -0.2515, -0.1002, -0.0541]> : tensor<4xf32>
  %e7 = tensor.empty() : tensor<1x6x6x4xf32>
  %g8 = linalg.generic {indexing_maps = [#idh, #ch3, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv5, %w6 : tensor<1x6x6x4xf32>, tensor<4xf32>) outs(%e7 : tensor<1x6x6x4xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r1 = arith.addf %a0, %a1 : f32
    linalg.yield %r1 : f32
  } -> tensor<1x6x6x4xf32>
  %c9 = arith.constant 0.0 : f32
  %e10 = tensor.empty() : tensor<1x6x6x4xf32>
  %g11 = linalg.generic {indexing_maps = [#idh, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g8 : tensor<1x6x6x4xf32>) outs(%e10 : tensor<1x6x6x4xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r2 = arith.maximumf %a0, %c9 : f32
    linalg.yield %r2 : f32
  } -> tensor<1x6x6x4xf32>
  %c12 = arith.constant 0.0 : f32
  %p13 = tensor.pad %g11 low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c12 : f32
  } : tensor<1x6x6x4xf32> to tensor<1x8x8x4xf32>
  %w14 = arith.constant dense<[[[[0.4539, 0.3487, 0.3729, -0.4782], [-0.4678, 0.2095, 0.3957, -0.0267], [0.0872, -0.4998, -0.1085, 0.4268], [0.3256, 0.3555, 0.4722, -0.2515]], [[-0.3910, -0.3456, 0.0224, 0.1821], [0.4415, 0.2217, 0.1473, 0.2648], [-0.0427, 0.0515, -0.4605, 0.2823], [-0.2674, 0.4199, 0.1455, -0.1962]], [[-0.3720, -0.2482, 0.1363, 0.1986], [-0.3879, -0.4296, 0.0244, 0.0829], [-0.1119, -0.2764, 0.1011, -0.4895], [-0.1985, -0.0393, 0.4589, 0.1446]]], [[[0.3838, -0.0247, -0.2652, -0.2529], [0.4606, 0.2047, -0.1926, -0.4782], [-0.0017, 0.1745, -0.0800, -0.2427], [0.1674, 0.4252, -0.2732, -0.4659]], [[-0.1619, -0.0794, 0.1826, -0.3019], [0.2971, 0.2391, 0.0049, -0.2948], [0.4699, -0.1883, 0.3200, -0.2692], [-0.2786, 0.2605, -0.2051, 0.4519]], [[-0.0042, -0.3127, -0.2767, -0.0830], [0.1653, 0.4488, -0.3536, -0.1065], [-0.2871, 0.4741, -0.3581, -0.4482], [-0.4399, -0.1067, 0.3982, 0.3836]]], [[[0.2327, 0.4975, 0.4316, -0.1708], [-0.3145, 0.4359, 0.2463, -0.4681], [0.1644, -0.1214, -0.1261, -0.1683], [-0.3307, -0.4971, -0.2202, -0.1485]], [[0.4555, -0.3763, 0.4643, -0.2926], [-0.1434, 0.3216, 0.3220, -0.0676], [-0.4507, -0.0265, -0.1273, 0.4195], [-0.3070, -0.1358, 0.3970, -0.4697]], [[-0.0892, 0.3118, 0.2667, -0.4594], [-0.4651, -0.4374, 0.4201, -0.2430], [0.2473, 0.3986, -0.1609, -0.2277], [0.4577, 0.1170, -0.2378, 0.2166]]]]> : tensor<3x3x4x4xf32>
  %c15 = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<1x6x6x4xf32>
  %f17 = linalg.fill ins(%c15 : f32) outs(%e16 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %conv18 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p13, %w14 : tensor<1x8x8x4xf32>, tensor<3x3x4x4xf32>) outs(%f17 : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  %w19 = arith.constant dense<[-0.1835, -0.2244, -0.4962, 0.2557]> : tensor<4xf32>
  %e20 = tensor.empty() : tensor<1x6x6x4xf32>
  %g21 = linalg.generic {indexing_maps = [#ch3, #idh, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%w19, %conv18 : tensor<4xf32>, tensor<1x6x6x4xf32>) outs(%e20 : tensor<1x6x6x4xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r3 = arith.addf %a1, %a0 : f32
    linalg.yield %r3 : f32
  } -> tensor<1x6x6x4xf32>
  %c22 = arith.constant 0.0 : f32
  %e23 = tensor.empty() : tensor<1x6x6x4xf32>
  %g24 = linalg.generic {indexing_maps = [#idh, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g21 : tensor<1x6x6x4xf32>) outs(%e23 : tensor<1x6x6x4xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r4 = arith.maximumf %a0, %c22 : f32
    linalg.yield %r4 : f32
  } -> tensor<1x6x6x4xf32>
  %w25 = arith.constant dense<[[[[0.4165, 0.1340, 0.4433, -0.4757, -0.2661, -0.0248, 0.4568, 0.4539, -0.1135, -0.2490, -0.0701, -0.0065, 0.4281, -0.3171, 0.3026, 0.2385], [0.3228, 0.2728, 0.1073, -0.1722, -0.1805, -0.1381, 0.2822, -0.4210, -0.3027, 0.2529, -0.2527, -0.4353, -0.4661, 0.0526, -0.1742, 0.4803], [0.3835, 0.4878, -0.2351, -0.4159, -0.4036, -0.0015, 0.2098, -0.0530, -0.2658, -0.0832, 0.1203, 0.1741, 0.2480, 0.3470, 0.1644, -0.3788], [0.3409, -0.2062, 0.0669, -0.1270, 0.2381, -0.3008, -0.2526, -0.2547, -0.3467, 0.3842, 0.0783, -0.1737, -0.1039, 0.4924, 0.0073, -0.2686]]]]> : tensor<1x1x4x16xf32>
  %c26 = arith.constant 0.0 : f32
  %e27 = tensor.empty() : tensor<1x6x6x16xf32>
  %f28 = linalg.fill ins(%c26 : f32) outs(%e27 : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  %conv29 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%g24, %w25 : tensor<1x6x6x4xf32>, tensor<1x1x4x16xf32>) outs(%f28 : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  %w30 = arith.constant dense<[0.3084, 0.1533, 0.4910, -0.3977, -0.0252, 0.3191, 0.3406, 0.4144, -0.4596, -0.2063, -0.3808, -0.3104, 0.4730, 0.0832, 0.4302, -0.1278]> : tensor<16xf32>
  %e31 = tensor.empty() : tensor<1x6x6x16xf32>
  %g32 = linalg.generic {indexing_maps = [#idh, #ch3, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv29, %w30 : tensor<1x6x6x16xf32>, tensor<16xf32>) outs(%e31 : tensor<1x6x6x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r5 = arith.addf %a0, %a1 : f32
    linalg.yield %r5 : f32
  } -> tensor<1x6x6x16xf32>
  %e33 = tensor.empty() : tensor<1x6x6x16xf32>
  %g34 = linalg.generic {indexing_maps = [#idh, #idh, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g32, %x : tensor<1x6x6x16xf32>, tensor<1x6x6x16xf32>) outs(%e33 : tensor<1x6x6x16xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r6 = arith.addf %a0, %a1 : f32
    linalg.yield %r6 : f32
  } -> tensor<1x6x6x16xf32>
  %c35 = arith.constant 0.0 : f32
  %e36 = tensor.empty() : tensor<1x6x6x16xf32>
  %g37 = linalg.generic {indexing_maps = [#idh, #idh], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g34 : tensor<1x6x6x16xf32>) outs(%e36 : tensor<1x6x6x16xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r7 = arith.maximumf %a0, %c35 : f32
    linalg.yield %r7 : f32
  } -> tensor<1x6x6x16xf32>
  %w38 = arith.constant dense<[[[[0.3661, -0.0509, -0.2401, 0.2778, 0.4457, -0.3942, 0.0961, 0.1199, -0.2824, -0.1313, -0.3586, -0.2960, -0.2451, 0.0994, 0.1516, -0.2966], [-0.4886, -0.1728, 0.1783, -0.3149, -0.1878, -0.2966, 0.2953, 0.0480, -0.4367, -0.3986, -0.1047, 0.0501, 0.1392, -0.4088, -0.3363, 0.1954], [-0.0902, -0.2167, -0.1924, 0.4532, -0.1876, 0.0665, -0.1428, -0.0836, 0.3642, 0.4966, -0.1362, -0.3028, 0.2280, -0.2963, -0.4941, 0.4016], [-0.0762, 0.3204, -0.0938, 0.3828, -0.0391, -0.3375, -0.4852, 0.0515, 0.1407, 0.4098, -0.4110, 0.1222, -0.1292, 0.0045, -0.3541, -0.2167], [0.0212, 0.4255, -0.3912, -0.0095, 0.3048, 0.4669, -0.3027, -0.3733, 0.4431, 0.4755, -0.0173, -0.4466, 0.4262, -0.1121, 0.4042, 0.1203], [0.3246, -0.3397, 0.2858, -0.2779, -0.0955, 0.3464, 0.3292, -0.3170, -0.2819, -0.1003, 0.0179, -0.1164, -0.3769, -0.2529, 0.2249, 0.3973], [-0.4589, 0.0623, 0.2575, -0.4619, 0.3382, -0.3823, 0.0995, 0.0501, 0.1270, -0.1938, -0.0799, 0.0826, -0.0743, 0.1588, -0.0532, -0.0616], [-0.4766, 0.1189, -0.0105, -0.2647, 0.2636, 0.2800, -0.0417, -0.3204, -0.0268, -0.3929, -0.3715, -0.0694, -0.4083, -0.0580, 0.0102, -0.4592], [0.1364, -0.4178, 0.2335, 0.2776, 0.0115, -0.4457, 0.0039, -0.1221, 0.4509, -0.3638, 0.3571, 0.4961, 0.2321, 0.3150, -0.3063, 0.4817], [-0.0081, 0.4566, 0.4160, -0.3349, 0.2884, 0.4306, -0.4345, -0.1491, 0.2562, -0.3412, 0.3965, -0.2250, 0.3156, -0.3564, 0.0022, 0.4199], [-0.2917, -0.2371, 0.0060, -0.1809, -0.4632, -0.3179, -0.3388, 0.4364, 0.1797, 0.3954, -0.3313, 0.2849, -0.3849, 0.0307, 0.1363, -0.1402], [0.3730, 0.0552, 0.0800, 0.3825, -0.3954, 0.4930, 0.1298, -0.1057, 0.2977, -0.2352, 0.4905, 0.0774, -0.1397, 0.2646, -0.0577, -0.3232], [0.2436, -0.4517, 0.3198, -0.2463, 0.1392, 0.4841, 0.0859, 0.1637, -0.1874, -0.4982, -0.4662, -0.3506, 0.1161, -0.0678, 0.0127, 0.3955], [-0.3680, -0.2727, 0.1531, -0.4777, -0.4974, -0.1450, -0.3936, -0.1428, -0.2757, 0.0836, 0.0891, -0.2958, 0.1239, -0.0251, -0.3653, 0.4366], [-0.2564, -0.3507, -0.4042, 0.1382, 0.3713, 0.2822, -0.0980, -0.2358, -0.4885, 0.1449, 0.0623, -0.1497, 0.1456, -0.0562, 0.4372, 0.2335], [-0.2515, 0.4035, -0.4560, 0.0315, -0.0940, -0.2623, -0.4416, 0.2789, -0.4876, 0.0509, 0.4409, -0.3577, -0.3005, 0.1081, 0.0069, 0.1416]]]]> : tensor<1x1x16x16xf32>
  %c39 = arith.constant 0.0 : f32
  %e40 = tensor.empty() : tensor<1x6x6x16xf32>
  %f41 = linalg.fill ins(%c39 : f32) outs(%e40 : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  %conv42 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%g37, %w38 : tensor<1x6x6x16xf32>, tensor<1x1x16x16xf32>) outs(%f41 : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  return %conv42 : tensor<1x6x6x16xf32>
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[i0, i1, i2, i3] = ((7 i0 + 5 i1 + 3 i2 + 11 i3) mod 17) / 17 - 0.5
func.func @input() -> tensor<1x6x6x16xf32> {
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
  } : tensor<1x6x6x16xf32>
  return %x : tensor<1x6x6x16xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<1x6x6x16xf32>
  %y = call @bottleneck(%x) : (tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  %m = bufferization.to_buffer %y : tensor<1x6x6x16xf32> to memref<1x6x6x16xf32>
  %u = memref.cast %m : memref<1x6x6x16xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}
