// An f64 output computed from f32 values (an f32 conv whose relu is computed
// in f64) is compared with the f32 tolerance: the conv's f32 rounding differs
// between the library and upstream's loops, and the f64 tolerance (1e-10)
// applies only to functions with no f32 value.
// RUN: kmatch-verify %s | FileCheck %s
// CHECK: PASS @f32_conv_f64_relu (launches: conv2d
// CHECK: kmatch-verify: 1 functions, 1 rewritten, 0 failures
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#par4 = ["parallel", "parallel", "parallel", "parallel"]
func.func @f32_conv_f64_relu(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x6x6xf64> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
  %e64 = tensor.empty() : tensor<1x4x6x6xf64>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par4}
    ins(%r : tensor<1x4x6x6xf32>) outs(%e64 : tensor<1x4x6x6xf64>) {
  ^bb0(%in: f32, %o: f64):
    %d = arith.extf %in : f32 to f64
    %z = arith.constant 0.0 : f64
    %v = arith.maximumf %d, %z : f64
    linalg.yield %v : f64
  } -> tensor<1x4x6x6xf64>
  return %y : tensor<1x4x6x6xf64>
}
