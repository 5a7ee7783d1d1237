// The module of kmatch-compile-arguments.mlir: results that reuse a tensor
// argument (an accumulating matmul, an add into its first input, an
// insert_slice into a cache), and a cache the caller marks writable.
func.func @mmacc(%a: tensor<5x7xf32>, %b: tensor<7x6xf32>, %c: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<5x7xf32>, tensor<7x6xf32>) outs(%c : tensor<5x6xf32>) -> tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
func.func @addinto(%a: tensor<5x6xf32>, %b: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %r = linalg.add ins(%a, %b : tensor<5x6xf32>, tensor<5x6xf32>) outs(%a : tensor<5x6xf32>) -> tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}
func.func @append(%cache: tensor<4x6xf32>, %row: tensor<1x6xf32>) -> tensor<4x6xf32> {
  %r = tensor.insert_slice %row into %cache[2, 0] [1, 6] [1, 1] : tensor<1x6xf32> into tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
func.func @append_in_place(%cache: tensor<4x6xf32> {bufferization.writable = true}, %row: tensor<1x6xf32>) -> tensor<4x6xf32> {
  %r = tensor.insert_slice %row into %cache[2, 0] [1, 6] [1, 1] : tensor<1x6xf32> into tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}
