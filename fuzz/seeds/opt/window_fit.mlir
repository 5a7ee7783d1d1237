func.func @ceil_mode(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x9x9xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%p, %win : tensor<1x2x9x9xf32>, tensor<2x2xf32>) outs(%f : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r : tensor<1x2x4x4xf32>
}
func.func @crop(%x: memref<1x2x10x10xf32>, %w: memref<3x2x3x3xf32>, %y: memref<1x3x5x5xf32>) {
  %c0 = arith.constant 0.0 : f32
  linalg.fill ins(%c0 : f32) outs(%y : memref<1x3x5x5xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x2x10x10xf32>, memref<3x2x3x3xf32>) outs(%y : memref<1x3x5x5xf32>)
  return
}
func.func @pad_no_input(%x: tensor<1x2x2x2xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x2x2xf32> {
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 4, 4] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %c0 : f32
  } : tensor<1x2x2x2xf32> to tensor<1x2x6x6xf32>
  %e = tensor.empty() : tensor<1x3x2x2xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x2x6x6xf32>, tensor<3x2x2x2xf32>) outs(%f : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  return %r : tensor<1x3x2x2xf32>
}
func.func @bn_handwritten(%x: tensor<1x2x6x6xf32>, %y: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %w = arith.constant dense<1.0> : tensor<3xf32>
  %g = arith.constant dense<1.0> : tensor<2xf32>
  %r = kernel.launch @conv2d_bn_act(%x, %w, %g, %g, %g, %g, %y) {num_outs = 1 : i64, eps = 1.0e-5 : f32, layout = 0 : i32, act = 0 : i32} : (tensor<1x2x6x6xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}
