// A ResNet stem: conv 7x7 stride 2 (zero pad 3) + bias + relu, maxpool 3x3
// stride 2 (-inf pad 1), then a 2x2 average pooling. Expected: three calls.
// High padding no window reaches is trimmed (runtime/common/kmatch_window.h):
// the conv reads 2 of its 3 bottom pad rows, the maxpool none of its 1.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s --check-prefix=MATCH
// RUN: kmatch-opt %s --kmatch-pipeline=backend=cpu | %run_cpu > %t.kmatch
// RUN: %upstream_lower %s | %run_cpu > %t.ref
// RUN: %numdiff --rtol 1e-4 --atol 1e-5 --min-values 16 %t.ref %t.kmatch
// MATCH-LABEL: func.func @stem(
// MATCH: %[[C:.*]] = kernel.launch @conv2d_bias_act(%arg0, {{.*}}) {act = 1 : i32, {{.*}}pad_bottom = 2 : i64, pad_left = 3 : i64, pad_right = 2 : i64, pad_top = 3 : i64, stride_h = 2 : i64
// MATCH: %[[M:.*]] = kernel.launch @maxpool2d(%[[C]], %{{.*}}) {kernel_h = 3 : i64, kernel_w = 3 : i64, layout = 0 : i32, num_outs = 1 : i64, pad_bottom = 0 : i64, pad_left = 1 : i64, pad_right = 0 : i64, pad_top = 1 : i64, stride_h = 2 : i64, stride_w = 2 : i64}
// MATCH: kernel.launch @avgpool2d(%[[M]], %{{.*}}) {kernel_h = 2 : i64
// MATCH-NOT: linalg
// MATCH: return

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
#idh = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch3 = affine_map<(n, h, w, c) -> (c)>

func.func @stem(%x: tensor<1x3x16x16xf32>) -> tensor<1x4x2x2xf32> {
  %c1 = arith.constant 0.0 : f32
  %p2 = tensor.pad %x low[0, 0, 3, 3] high[0, 0, 3, 3] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c1 : f32
  } : tensor<1x3x16x16xf32> to tensor<1x3x22x22xf32>
  %w3 = arith.constant dense<[[[[0.1254, -0.1301, -0.0762, -0.0799, -0.1806, 0.1557, 0.1132], [0.0862, -0.1975, 0.1378, 0.0981, -0.0139, 0.0967, -0.0190], [-0.1096, -0.1579, -0.1071, -0.1845, -0.0658, 0.0999, 0.0780], [0.1381, 0.0847, -0.0936, 0.0215, -0.0256, 0.1154, 0.0093], [-0.0939, 0.0568, 0.1861, -0.1132, 0.1520, -0.1939, -0.0959], [-0.1056, 0.0976, 0.1779, 0.0985, -0.0693, 0.1521, -0.0686], [-0.1043, 0.1630, 0.0523, 0.0771, 0.0661, 0.1916, -0.0122]], [[0.1359, 0.0790, 0.1430, -0.0251, 0.0898, 0.0281, -0.0769], [-0.1152, 0.0490, -0.1689, 0.1643, -0.1422, -0.1892, -0.1573], [0.1716, -0.0621, -0.1433, -0.1885, -0.1833, 0.0771, 0.0536], [0.0788, 0.0947, -0.1737, 0.0362, -0.0546, 0.1270, 0.1278], [0.1565, -0.1736, 0.1471, 0.1658, 0.1777, -0.1572, -0.1177], [-0.1552, -0.1862, 0.1391, 0.1248, 0.0537, 0.1300, 0.0526], [-0.0851, -0.1600, -0.1609, 0.1029, -0.1180, -0.0723, -0.0305]], [[-0.1916, -0.0973, -0.0870, 0.0863, -0.0528, -0.0717, 0.1856], [0.0015, 0.1406, 0.0473, -0.1876, -0.0348, -0.0254, 0.1092], [-0.0613, 0.0819, 0.0152, -0.1134, 0.1449, -0.1636, 0.1279], [-0.1319, -0.1995, -0.1192, 0.1049, 0.1911, -0.1983, -0.0037], [-0.0034, 0.1187, -0.1262, -0.0022, -0.0611, 0.1327, -0.0958], [0.1775, -0.0865, -0.1141, 0.0798, -0.0007, -0.1560, 0.0546], [-0.1676, 0.1152, 0.0789, 0.1148, 0.0512, -0.0578, -0.0395]]], [[[-0.0422, 0.1562, -0.1655, 0.1554, -0.1899, -0.1176, -0.0947], [0.1605, 0.0005, -0.0483, 0.1536, -0.1066, -0.0156, 0.0126], [0.1018, 0.1012, 0.0585, -0.0606, -0.0693, -0.1379, 0.1372], [0.0648, 0.0968, -0.1322, -0.0245, 0.1094, 0.0317, -0.1496], [-0.0152, 0.1541, -0.1048, -0.1234, -0.0794, 0.0813, 0.1375], [-0.1382, -0.1376, -0.1010, -0.0694, 0.0089, -0.1356, -0.0688], [-0.1243, 0.1901, 0.0915, -0.1593, 0.1850, -0.1593, -0.0463]], [[0.1935, 0.1180, 0.0933, -0.0260, -0.1215, 0.0552, -0.1573], [-0.1174, -0.0447, -0.1864, -0.0404, 0.1164, 0.0774, 0.0002], [0.0530, -0.0147, -0.1433, 0.0415, -0.0381, 0.0964, 0.1632], [-0.0280, 0.0296, 0.0996, -0.0315, -0.1086, 0.0889, 0.1520], [0.1096, 0.0800, 0.1410, 0.0718, 0.0566, -0.0184, -0.0748], [0.0513, -0.1609, -0.0322, 0.1130, 0.0853, 0.0518, -0.1000], [-0.0306, -0.0179, 0.0486, -0.0363, 0.0701, 0.1721, -0.1268]], [[0.0618, 0.1113, -0.0445, -0.0041, 0.1898, -0.1847, 0.0173], [-0.1357, 0.1127, 0.1762, 0.0077, -0.1596, 0.0298, 0.0164], [0.0869, 0.0049, 0.0557, 0.1316, 0.0087, -0.0359, 0.1792], [-0.1160, 0.0737, -0.0430, 0.1051, -0.1510, 0.1938, -0.0578], [-0.1774, -0.0903, -0.0401, -0.1947, -0.0326, -0.0318, 0.0793], [-0.0591, -0.0939, -0.1102, 0.0966, 0.1760, 0.0108, -0.1124], [0.1206, -0.0432, -0.1152, -0.1483, 0.1106, 0.1238, 0.0537]]], [[[-0.0123, 0.0248, -0.1096, 0.1855, -0.0587, 0.0555, 0.1275], [0.1265, -0.0128, -0.0823, 0.0193, -0.1499, 0.1335, -0.0581], [0.1403, -0.0930, -0.0495, -0.0986, -0.0296, -0.1256, -0.1989], [0.0887, -0.0875, -0.1020, -0.0793, -0.0082, -0.0286, 0.0549], [0.0637, -0.0550, 0.1715, 0.1418, -0.1772, 0.1312, 0.1623], [0.1136, -0.1438, 0.1325, 0.0533, -0.1940, -0.1954, 0.1807], [0.0624, -0.1000, -0.1594, -0.1429, -0.1065, 0.1105, -0.0614]], [[-0.1389, 0.1616, 0.1167, -0.1328, 0.1565, 0.0433, 0.1125], [0.0674, 0.1576, 0.1152, 0.1355, -0.1211, 0.0771, 0.0123], [0.0968, -0.0246, 0.1531, 0.0220, -0.0942, -0.1063, -0.1443], [-0.0028, -0.1766, -0.0132, -0.1422, -0.0035, -0.0007, 0.0158], [0.1452, -0.1974, 0.1363, -0.0128, 0.0250, 0.0661, 0.1362], [-0.0500, -0.0325, 0.1842, -0.1698, 0.0548, 0.0545, -0.1886], [0.0439, 0.0730, 0.1726, -0.0678, 0.1927, 0.0043, -0.0061]], [[0.1590, -0.1864, 0.0873, 0.0501, -0.0646, 0.1447, -0.0535], [-0.0102, 0.0102, 0.1082, -0.1157, -0.0259, -0.0310, 0.0216], [0.1307, -0.0828, 0.1311, -0.0385, 0.0015, -0.0913, 0.0026], [0.1900, 0.0618, 0.1168, -0.0676, -0.0732, -0.0803, 0.0346], [0.0539, 0.1137, -0.1840, 0.0891, 0.1542, 0.0182, -0.1801], [-0.0798, -0.1975, -0.1240, 0.1686, 0.0435, 0.0632, 0.1156], [0.1639, 0.0447, 0.0467, 0.0507, 0.0786, 0.0385, 0.0724]]], [[[-0.1150, 0.0668, -0.0168, 0.1051, -0.1595, -0.1275, -0.1852], [0.1098, 0.1656, 0.0623, -0.0525, 0.1290, 0.1146, 0.0248], [-0.0968, -0.0792, -0.0313, -0.0726, -0.0277, 0.0567, 0.1735], [-0.1782, 0.0270, -0.1842, -0.1525, 0.1241, 0.0301, 0.1675], [-0.0214, -0.1943, -0.0451, 0.0368, 0.1751, 0.1923, -0.0098], [-0.0350, -0.1592, 0.0578, -0.1151, -0.1393, -0.1938, -0.1981], [0.0735, -0.1513, 0.1865, -0.1647, 0.1478, -0.1484, -0.1929]], [[0.0877, -0.1031, 0.0934, -0.1250, -0.1799, 0.1096, 0.0854], [0.1422, 0.0919, -0.1663, 0.0514, 0.0837, -0.0158, 0.1729], [-0.0984, 0.1857, 0.0869, -0.1954, -0.1941, 0.0603, 0.1269], [-0.1681, -0.0756, 0.0918, -0.1336, 0.1444, -0.0055, -0.1761], [-0.0530, 0.0300, -0.0245, 0.0708, -0.1420, 0.1189, -0.0547], [0.0580, 0.0519, -0.0328, -0.0457, 0.1145, 0.1780, 0.1138], [0.0267, -0.0830, -0.1757, 0.1896, 0.0813, 0.1310, -0.0672]], [[0.0423, 0.1910, 0.1325, 0.0405, -0.0766, -0.0286, 0.1552], [-0.0493, 0.0739, 0.0407, 0.1584, 0.1230, -0.0867, -0.1993], [-0.0948, -0.0310, 0.0347, 0.1264, 0.1550, -0.1831, 0.1333], [0.1247, 0.1469, 0.0288, -0.0905, 0.1405, 0.1228, 0.0739], [0.1655, -0.0613, -0.1660, 0.0215, 0.1190, -0.1198, 0.1001], [0.1727, -0.1064, 0.0428, 0.0711, -0.0139, -0.1174, -0.0981], [0.1005, 0.1167, -0.0161, -0.1649, 0.1226, 0.1089, -0.1069]]]]> : tensor<4x3x7x7xf32>
  %c4 = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<1x4x8x8xf32>
  %f6 = linalg.fill ins(%c4 : f32) outs(%e5 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %conv7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p2, %w3 : tensor<1x3x22x22xf32>, tensor<4x3x7x7xf32>) outs(%f6 : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %w8 = arith.constant dense<[0.0796, 0.3969, 0.3851, 0.0219]> : tensor<4xf32>
  %e9 = tensor.empty() : tensor<1x4x8x8xf32>
  %g10 = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%conv7, %w8 : tensor<1x4x8x8xf32>, tensor<4xf32>) outs(%e9 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %a1: f32, %o: f32):
    %r1 = arith.addf %a0, %a1 : f32
    linalg.yield %r1 : f32
  } -> tensor<1x4x8x8xf32>
  %c11 = arith.constant 0.0 : f32
  %e12 = tensor.empty() : tensor<1x4x8x8xf32>
  %g13 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%g10 : tensor<1x4x8x8xf32>) outs(%e12 : tensor<1x4x8x8xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r2 = arith.maximumf %a0, %c11 : f32
    linalg.yield %r2 : f32
  } -> tensor<1x4x8x8xf32>
  %c14 = arith.constant 0xFF800000 : f32
  %p15 = tensor.pad %g13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %c14 : f32
  } : tensor<1x4x8x8xf32> to tensor<1x4x10x10xf32>
  %win16 = tensor.empty() : tensor<3x3xf32>
  %c17 = arith.constant 0xFF800000 : f32
  %e18 = tensor.empty() : tensor<1x4x4x4xf32>
  %f19 = linalg.fill ins(%c17 : f32) outs(%e18 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %mp20 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p15, %win16 : tensor<1x4x10x10xf32>, tensor<3x3xf32>) outs(%f19 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %win21 = tensor.empty() : tensor<2x2xf32>
  %c22 = arith.constant 0.0 : f32
  %e23 = tensor.empty() : tensor<1x4x2x2xf32>
  %f24 = linalg.fill ins(%c22 : f32) outs(%e23 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %sp25 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%mp20, %win21 : tensor<1x4x4x4xf32>, tensor<2x2xf32>) outs(%f24 : tensor<1x4x2x2xf32>) -> tensor<1x4x2x2xf32>
  %c26 = arith.constant 4.0 : f32
  %e27 = tensor.empty() : tensor<1x4x2x2xf32>
  %g28 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%sp25 : tensor<1x4x2x2xf32>) outs(%e27 : tensor<1x4x2x2xf32>) {
  ^bb0(%a0: f32, %o: f32):
    %r3 = arith.divf %a0, %c26 : f32
    linalg.yield %r3 : f32
  } -> tensor<1x4x2x2xf32>
  return %g28 : tensor<1x4x2x2xf32>
}

func.func private @kmatch_print_memref_f32(memref<*xf32>) attributes {llvm.emit_c_interface}

// x[i0, i1, i2, i3] = ((7 i0 + 5 i1 + 3 i2 + 11 i3) mod 17) / 17 - 0.5
func.func @input() -> tensor<1x3x16x16xf32> {
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
  } : tensor<1x3x16x16xf32>
  return %x : tensor<1x3x16x16xf32>
}

func.func @main() {
  %x = call @input() : () -> tensor<1x3x16x16xf32>
  %y = call @stem(%x) : (tensor<1x3x16x16xf32>) -> tensor<1x4x2x2xf32>
  %m = bufferization.to_buffer %y : tensor<1x4x2x2xf32> to memref<1x4x2x2xf32>
  %u = memref.cast %m : memref<1x4x2x2xf32> to memref<*xf32>
  call @kmatch_print_memref_f32(%u) : (memref<*xf32>) -> ()
  return
}
