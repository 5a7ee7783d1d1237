// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 5 functions, 5 rewritten, 0 failures

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>
#rowv = affine_map<(m, n) -> (m)>
#par2 = ["parallel", "parallel"]

// dense + bias + relu, as an importer writes a Linear layer: one call.
// CHECK-LABEL: func.func @dense_bias_relu(
// CHECK-SAME: %[[A:[^:]*]]: tensor<8x16xf32>, %[[B:[^:]*]]: tensor<16x4xf32>, %[[BIAS:[^:]*]]: tensor<4xf32>)
// CHECK: kernel.launch @gemm_bias_act(%[[A]], %[[B]], %[[BIAS]], %{{.*}}) {act = 1 : i32, act_hi = 0.000000e+00 : f32, act_lo = 0.000000e+00 : f32, num_outs = 1 : i64, transA = false, transB = false}
// CHECK-NOT: linalg
func.func @dense_bias_relu(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = #par2}
    ins(%biased : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.maximumf %x, %c0 : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %relu : tensor<8x4xf32>
}

// Weights stored transposed (B^T, as torch's Linear keeps them), bias and
// GELU (tanh form) in one body.
// CHECK-LABEL: func.func @dense_bias_gelu_transposed(
// CHECK: kernel.launch @gemm_bias_act({{.*}}) {act = 3 : i32, {{.*}}transA = false, transB = true}
func.func @dense_bias_gelu_transposed(%a: tensor<8x16xf32>, %bt: tensor<4x16xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.797884583 : f32
  %c = arith.constant 4.471500e-02 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
    ins(%a, %bt : tensor<8x16xf32>, tensor<4x16xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %g = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x0: f32, %bb: f32, %o: f32):
    %x = arith.addf %x0, %bb : f32
    %x2 = arith.mulf %x, %x : f32
    %x3 = arith.mulf %x2, %x : f32
    %t0 = arith.mulf %x3, %c : f32
    %t1 = arith.addf %x, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %th = math.tanh %t2 : f32
    %p = arith.addf %th, %one : f32
    %hx = arith.mulf %half, %x : f32
    %r = arith.mulf %hx, %p : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

// Near miss: a bias along the rows (M), not the columns: gemm, then the add.
// CHECK-LABEL: func.func @near_miss_row_bias(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_row_bias(%a: tensor<4x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x16xf32>, tensor<16x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #rowv, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<4x4xf32>, tensor<4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %biased : tensor<4x4xf32>
}

// Near miss: alpha * A * B + bias: the scale stays on its side of the bias
// (no gemm_bias_act, which has no alpha).
// CHECK-LABEL: func.func @near_miss_scaled_gemm(
// CHECK: kernel.launch @gemm(
// CHECK: linalg.generic
// CHECK-NOT: gemm_bias_act
func.func @near_miss_scaled_gemm(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %alpha = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %q = arith.mulf %p, %alpha : f32
    %s = arith.addf %o, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %biased : tensor<8x4xf32>
}

// Near miss: the gemm result is also returned: no fusion.
// CHECK-LABEL: func.func @near_miss_shared_gemm(
// CHECK: kernel.launch @gemm(
// CHECK-NOT: gemm_bias_act
func.func @near_miss_shared_gemm(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = #par2}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %biased, %mm : tensor<8x4xf32>, tensor<8x4xf32>
}
