#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch1 = affine_map<(n, c, h, w) -> (c)>
func.func @f(%x: tensor<?x3x8x8xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>, %n: index) -> tensor<1x4x6x6xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x4x6x6xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<?x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<?x4x6x6xf32>) -> tensor<?x4x6x6xf32>
  %biased = linalg.generic {indexing_maps = [#id, #ch1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%r, %b : tensor<?x4x6x6xf32>, tensor<4xf32>) outs(%e : tensor<?x4x6x6xf32>) {
  ^bb0(%a: f32, %bb: f32, %o: f32):
    %s = arith.addf %a, %bb : f32
    linalg.yield %s : f32
  } -> tensor<?x4x6x6xf32>
  %e1 = tensor.empty() : tensor<1x4x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%biased : tensor<?x4x6x6xf32>) outs(%e1 : tensor<1x4x6x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<1x4x6x6xf32>
  return %relu : tensor<1x4x6x6xf32>
}
