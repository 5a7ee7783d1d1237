// A module marked kmatch.nan_exact keeps relu out of fused calls: oneDNN's
// relu post-op turns a NaN into 0, the IR's maximumf propagates it.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>

module attributes {kmatch.nan_exact} {
// CHECK-LABEL: func.func @dense_bias_relu(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 0 : i32
// CHECK: linalg.generic
// CHECK: arith.maximumf
func.func @dense_bias_relu(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %relu : tensor<8x4xf32>
}
}
