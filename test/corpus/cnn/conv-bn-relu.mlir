// conv 3x3 (zero pad 1) + batchnorm (inference, constant statistics) + relu,
// NCHW, as a model importer emits it. Expected: one call, the batchnorm
// folded into the filter and bias at rewrite time, the padding in the call.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-5 --min-values 800 %t.ref %t.kmatch
// MATCH-LABEL: func.func @conv_bn_relu(
// MATCH-NOT: tensor.pad
// MATCH: kernel.launch @conv2d_bias_act(%arg0, %{{.*}}) {act = 1 : i32, {{.*}}pad_bottom = 1 : i64, pad_left = 1 : i64, pad_right = 1 : i64, pad_top = 1 : i64
// MATCH-NOT: linalg.generic
// MATCH: return

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>

func.func @conv_bn_relu(%x: tensor<1x3x10x10xf32>) -> tensor<1x8x10x10xf32> {
  %c1 = arith.constant 0.0 : f32
  %p2 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c1 : f32
  } : tensor<1x3x10x10xf32> to tensor<1x3x12x12xf32>
  %w3 = arith.constant dense<[[[[-0.1762, -0.3492, 0.1509], [-0.4276, 0.0359, -0.1343], [-0.4420, 0.0074, -0.4625]], [[-0.0664, -0.4301, -0.4093], [-0.0755, 0.3269, -0.3762], [-0.2768, 0.1274, 0.4477]], [[0.0771, -0.1033, 0.4763], [-0.4534, 0.3585, -0.2104], [-0.3557, -0.3822, -0.1915]]], [[[0.3161, -0.3193, 0.0816], [0.1389, -0.1276, 0.0477], [-0.4372, -0.4404, -0.2940]], [[0.1804, -0.0724, -0.1859], [0.0856, -0.0468, -0.2002], [0.2944, 0.1990, -0.2559]], [[0.0744, 0.0252, 0.3751], [0.2294, -0.2121, 0.4802], [-0.3819, -0.0819, 0.2571]]], [[[-0.3480, -0.0110, -0.4608], [0.1682, 0.2646, 0.0730], [0.3755, -0.1863, 0.1953]], [[0.0944, 0.0799, -0.0438], [0.3400, 0.4447, -0.0259], [0.1642, -0.4393, 0.2015]], [[0.1471, 0.4931, 0.3219], [-0.2154, -0.1142, 0.1687], [-0.4774, -0.0383, -0.3320]]], [[[-0.3829, -0.4410, 0.2682], [-0.3707, -0.2524, -0.1091], [0.3714, -0.4194, -0.0508]], [[0.0494, 0.3834, 0.3193], [0.3640, -0.2216, -0.0847], [-0.1412, 0.3842, 0.4577]], [[-0.3491, -0.3238, -0.2680], [-0.2667, -0.0150, 0.0891], [-0.2373, -0.4959, -0.0811]]], [[[-0.1307, 0.0663, 0.4531], [0.1905, 0.0155, 0.1176], [0.1762, -0.4460, 0.3995]], [[0.2800, 0.3745, 0.2979], [-0.1076, -0.1010, -0.3965], [0.1343, -0.4378, -0.4327]], [[-0.2912, -0.3377, -0.1599], [-0.4474, -0.4998, -0.3487], [-0.3985, -0.1364, -0.4745]]], [[[0.3743, 0.1141, -0.3514], [-0.2477, -0.1526, -0.1358], [-0.3772, 0.3489, 0.4931]], [[-0.0340, -0.0162, -0.4141], [-0.3978, -0.1574, -0.2352], [0.3289, -0.3386, -0.4769]], [[0.4510, 0.0283, -0.3534], [0.0432, -0.4730, 0.0281], [0.4785, 0.3633, 0.1962]]], [[[-0.2389, -0.1333, -0.3330], [0.2719, 0.0326, 0.2791], [-0.1703, -0.2770, 0.3115]], [[0.4849, 0.3526, 0.3061], [0.3183, 0.2399, -0.2733], [0.0176, -0.1444, -0.4710]], [[-0.4721, -0.2206, -0.2408], [0.1925, 0.4565, -0.0528], [0.4370, 0.4880, 0.4550]]], [[[-0.1354, -0.2795, -0.2732], [-0.3033, -0.2956, 0.1241], [0.4003, 0.3404, -0.0205]], [[0.1530, 0.2996, -0.4152], [0.1606, 0.4098, 0.2823], [0.2501, -0.0220, -0.3215]], [[0.2891, -0.1675, 0.3008], [0.4717, -0.1042, -0.0986], [0.4468, 0.2248, -0.3300]]]]> : tensor<8x3x3x3xf32>
  %c4 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<1x8x10x10xf32>
  %f6 = linalg.fill ins(%c4 : f32) outs(%e5 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %conv7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p2, %w3 : tensor<1x3x12x12xf32>, tensor<8x3x3x3xf32>) outs(%f6 : tensor<1x8x10x10xf32>) -> tensor<1x8x10x10xf32>
  %w8 = arith.constant dense<[0.2143, 0.2360, 0.9144, 0.8259, 0.2316, 0.8439, 0.9823, 0.6915]> : tensor<8xf32>
  %w9 = arith.constant dense<[-0.1496, 0.0487, -0.3690, -0.4858, 0.4709, 0.1497, 0.0266, 0.4336]> : tensor<8xf32>
  %w10 = arith.constant dense<[-0.0662, 0.3717, 0.3262, -0.2890, -0.2482, -0.2070, -0.2595, 0.0864]> : tensor<8xf32>
  %w11 = arith.constant dense<[0.3334, 0.4771, 0.2180, 0.9190, 0.4184, 0.5123, 0.6250, 0.9139]> : tensor<8xf32>
  %c12 = arith.constant 1.0e-05 : f32
  %e13 = tensor.empty() : tensor<1x8x10x10xf32>
  %g14 = linalg.generic {indexing_maps = [#id, #ch1, #ch1, #ch1, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv7, %w8, %w9, %w10, %w11 : tensor<1x8x10x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e13 : tensor<1x8x10x10xf32>) {
  ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %o: f32):
    %d = arith.subf %a0, %a3 : f32
    %ve = arith.addf %a4, %c12 : f32
    %sd = math.sqrt %ve : f32
    %n = arith.divf %d, %sd : f32
    %sc = arith.mulf %n, %a1 : f32
    %r1 = arith.addf %sc, %a2 : f32
    linalg.yield %r1 : f32
  } -> tensor<1x8x10x10xf32>
  %c15 = arith.constant 0.0 : f32
  %e16 = tensor.empty() : tensor<1x8x10x10xf32>
  %g17 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g14 : tensor<1x8x10x10xf32>) outs(%e16 : tensor<1x8x10x10xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r2 = arith.maximumf %a0, %c15 : f32
    linalg.yield %r2 : f32
  } -> tensor<1x8x10x10xf32>
  return %g17 : tensor<1x8x10x10xf32>
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[i0, i1, i2, i3] = ((7 i0 + 5 i1 + 3 i2 + 11 i3) mod 17) / 17 - 0.5
func.func @input() -> tensor<1x3x10x10xf32> {
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
  } : tensor<1x3x10x10xf32>
  return %x : tensor<1x3x10x10xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<1x3x10x10xf32>
  %y = call @conv_bn_relu(%x) : (tensor<1x3x10x10xf32>) -> tensor<1x8x10x10xf32>
  %m = bufferization.to_buffer %y : tensor<1x8x10x10xf32> to memref<1x8x10x10xf32>
  %u = memref.cast %m : memref<1x8x10x10xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}
