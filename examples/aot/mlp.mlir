// A two-layer perceptron as torch-mlir writes aten.linear and aten.relu on
// tensors: x (4x64) -> Linear(64, 32) -> ReLU -> Linear(32, 10). The weights
// are arguments (PyTorch's layout, out x in) marked constant, so that
// kmatch keeps their prepared forms between calls (docs/Runtime.md, Constant
// weights). `kmatch-compile mlp.mlir -o libmlp.so` gives
// _mlir_ciface_forward(result, x, w1, b1, w2, b2); main.c and mlp.py call it.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<4x64xf32>,
                   %w1: tensor<32x64xf32> {kmatch.constant},
                   %b1: tensor<32xf32> {kmatch.constant},
                   %w2: tensor<10x32xf32> {kmatch.constant},
                   %b2: tensor<10xf32> {kmatch.constant}) -> tensor<4x10xf32> {
  %zero = arith.constant 0.0 : f32
  // Linear(64, 32): x @ w1^T + b1
  %e0 = tensor.empty() : tensor<64x32xf32>
  %w1t = linalg.transpose ins(%w1 : tensor<32x64xf32>) outs(%e0 : tensor<64x32xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<4x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %mm1 = linalg.matmul ins(%x, %w1t : tensor<4x64xf32>, tensor<64x32xf32>) outs(%f1 : tensor<4x32xf32>) -> tensor<4x32xf32>
  %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm1, %b1 : tensor<4x32xf32>, tensor<32xf32>) outs(%e1 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  // ReLU, as torch-mlir writes it: select(x > 0, x, 0)
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<4x32xf32>) outs(%e1 : tensor<4x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.cmpf ugt, %a, %zero : f32
    %s = arith.select %c, %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<4x32xf32>
  // Linear(32, 10)
  %e2 = tensor.empty() : tensor<32x10xf32>
  %w2t = linalg.transpose ins(%w2 : tensor<10x32xf32>) outs(%e2 : tensor<32x10xf32>) permutation = [1, 0]
  %e3 = tensor.empty() : tensor<4x10xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %mm2 = linalg.matmul ins(%r, %w2t : tensor<4x32xf32>, tensor<32x10xf32>) outs(%f3 : tensor<4x10xf32>) -> tensor<4x10xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm2, %b2 : tensor<4x10xf32>, tensor<10xf32>) outs(%e3 : tensor<4x10xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x10xf32>
  return %y : tensor<4x10xf32>
}
