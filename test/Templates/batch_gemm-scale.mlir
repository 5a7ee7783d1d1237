// The attention scale (patterns/batch_gemm.pdll): an unscaled, overwriting
// batch_gemm followed by an elementwise divide by a power of two, or a
// product with one, takes the scale as alpha (exact: x / 2^k == x * 2^-k for
// every x); other divisors and every near miss stay a separate generic.
// kmatch-verify runs every function.
// RUN: kmatch-opt %s --kmatch-apply-templates | FileCheck %s
// RUN: kmatch-verify %s --quiet | FileCheck %s --check-prefix=VERIFY
// VERIFY: kmatch-verify: 23 functions, 23 rewritten, 0 failures

#id = affine_map<(b, m, n) -> (b, m, n)>
#tr = affine_map<(b, m, n) -> (b, n, m)>
#ma = affine_map<(b, m, n, k) -> (b, m, k)>
#mb = affine_map<(b, m, n, k) -> (b, k, n)>
#mc = affine_map<(b, m, n, k) -> (b, m, n)>

// scores / sqrt(16): alpha = 1/4.
// CHECK-LABEL: func.func @scores_div_4(
// CHECK: %[[AL:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_div_4(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// scores / sqrt(64): alpha = 1/8.
// CHECK-LABEL: func.func @scores_div_8(
// CHECK: %[[AL:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_div_8(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 8.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// scores * 0.125: alpha = 0.125.
// CHECK-LABEL: func.func @scores_mul_eighth(
// CHECK: %[[AL:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_mul_eighth(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0.125 : f32
    %v = arith.mulf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// 0.125 * scores, the constant first.
// CHECK-LABEL: func.func @eighth_mul_scores(
// CHECK: %[[AL:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @eighth_mul_scores(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0.125 : f32
    %v = arith.mulf %d, %in : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// A negative power of two: x / -4 == x * -0.25.
// CHECK-LABEL: func.func @scores_div_minus_4(
// CHECK: %[[AL:.*]] = arith.constant -2.500000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_div_minus_4(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant -4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// f64, / 0.5: alpha = 2.
// CHECK-LABEL: func.func @scores_div_half_f64(
// CHECK: %[[AL:.*]] = arith.constant 2.000000e+00 : f64
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_div_half_f64(%a: tensor<2x4x5xf64>, %b: tensor<2x5x6xf64>) -> (tensor<2x4x6xf64>) {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2x4x6xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<2x4x6xf64>) -> tensor<2x4x6xf64>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf64>, tensor<2x5x6xf64>) outs(%f : tensor<2x4x6xf64>) -> tensor<2x4x6xf64>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf64>) outs(%e : tensor<2x4x6xf64>) {
  ^bb0(%in: f64, %o: f64):
    %d = arith.constant 0.5 : f64
    %v = arith.divf %in, %d : f64
    linalg.yield %v : f64
  } -> tensor<2x4x6xf64>
  return %r : tensor<2x4x6xf64>
}

// / 2^126: 2^-126 is the smallest normal f32, still exact.
// CHECK-LABEL: func.func @scores_div_2pow126(
// CHECK: %[[AL:.*]] = arith.constant 1.17549435E-38 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: arith.divf
// CHECK-NOT: arith.mulf
func.func @scores_div_2pow126(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0x7E800000 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Under kmatch.nan_exact too: the fold is exact for NaN, inf and -0.
// CHECK-LABEL: func.func @nan_exact_div_4(
// CHECK: %[[AL:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]],
// CHECK-NOT: linalg.generic
func.func @nan_exact_div_4(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> tensor<2x4x6xf32> attributes {kmatch.nan_exact} {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: / 3: 1/3 is rounded, x * (1/3) can differ from x / 3.
// CHECK-LABEL: func.func @near_miss_div_3(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_div_3(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 3.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: / sqrt(32) = 5.657 (head_dim 32), not a power of two.
// CHECK-LABEL: func.func @near_miss_div_sqrt32(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_div_sqrt32(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 5.65685415 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: * 0.3333: a product with a non-power of two.
// CHECK-LABEL: func.func @near_miss_mul_third(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_mul_third(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0.333333343 : f32
    %v = arith.mulf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: / 2^127: 2^-127 is subnormal in f32; not taken.
// CHECK-LABEL: func.func @near_miss_div_2pow127(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_div_2pow127(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0x7F000000 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: 4 / scores, not scores / 4.
// CHECK-LABEL: func.func @near_miss_reversed_div(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_reversed_div(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %d, %in : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: a divisor that is not a constant.
// CHECK-LABEL: func.func @near_miss_div_argument(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_div_argument(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>, %dv: f32) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %v = arith.divf %in, %dv : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: the scores are also returned.
// CHECK-LABEL: func.func @near_miss_used_twice(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_used_twice(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>, tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r, %s : tensor<2x4x6xf32>, tensor<2x4x6xf32>
}

// Near miss: the divide reads the scores transposed (square 4x4
// scores, so the types agree): not elementwise.
// CHECK-LABEL: func.func @near_miss_transposed_read(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_transposed_read(%a: tensor<2x4x5xf32>, %b: tensor<2x5x4xf32>) -> (tensor<2x4x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x4xf32>) outs(%f : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x4xf32>) outs(%e : tensor<2x4x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x4xf32>
  return %r : tensor<2x4x4xf32>
}

// Near miss: the batch_gemm accumulates into an argument (beta = 1): the
// divide would scale it too.
// CHECK-LABEL: func.func @near_miss_accumulating(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_accumulating(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>, %c: tensor<2x4x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%c : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: alpha is already 2 (a scaled body): only alpha = 1 folds.
// CHECK-LABEL: func.func @near_miss_alpha_not_one(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
func.func @near_miss_alpha_not_one(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
    ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %p = arith.mulf %x, %y : f32
    %q = arith.mulf %p, %two : f32
    %w = arith.addf %o, %q : f32
    linalg.yield %w : f32
  } -> tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf32>) outs(%e : tensor<2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 4.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}

// Near miss: an f64 batch_gemm whose divide truncates to f32 first (mixed
// element types).
// CHECK-LABEL: func.func @near_miss_mixed_divide(
// CHECK: kernel.launch @batch_gemm(
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @near_miss_mixed_divide(%a: tensor<2x4x5xf64>, %b: tensor<2x5x6xf64>) -> tensor<2x4x6xf32> {
  %z = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<2x4x6xf64>
  %f = linalg.fill ins(%z : f64) outs(%e : tensor<2x4x6xf64>) -> tensor<2x4x6xf64>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf64>, tensor<2x5x6xf64>) outs(%f : tensor<2x4x6xf64>) -> tensor<2x4x6xf64>
  %e2 = tensor.empty() : tensor<2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%s : tensor<2x4x6xf64>) outs(%e2 : tensor<2x4x6xf32>) {
  ^bb0(%in: f64, %o: f32):
    %t = arith.truncf %in : f64 to f32
    %d = arith.constant 4.0 : f32
    %v = arith.divf %t, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x4x6xf32>
  return %r : tensor<2x4x6xf32>
}


#id4 = affine_map<(n, h, m, k) -> (n, h, m, k)>

// torch-mlir's attention: the scores' batch split back into [1, heads] by
// an expand_shape, then / 8: alpha = 1/8, the expand in the divide's place.
// CHECK-LABEL: func.func @expanded_scores_div_8(
// CHECK: %[[AL:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: %[[G:.*]] = kernel.launch @batch_gemm(%[[AL]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CHECK: %[[X:.*]] = tensor.expand_shape %[[G]]
// CHECK-NOT: linalg.generic
// CHECK: return %[[X]]
func.func @expanded_scores_div_8(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<1x2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %x = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 2, 4, 6] : tensor<2x4x6xf32> into tensor<1x2x4x6xf32>
  %e4 = tensor.empty() : tensor<1x2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x : tensor<1x2x4x6xf32>) outs(%e4 : tensor<1x2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 8.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x6xf32>
  return %r : tensor<1x2x4x6xf32>
}

// The same with * 0.25, the batch split into [2, 1].
// CHECK-LABEL: func.func @expanded_scores_mul_quarter(
// CHECK: %[[AL:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: kernel.launch @batch_gemm(%[[AL]],
// CHECK-NOT: linalg.generic
func.func @expanded_scores_mul_quarter(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<2x1x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %x = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 1, 4, 6] : tensor<2x4x6xf32> into tensor<2x1x4x6xf32>
  %e4 = tensor.empty() : tensor<2x1x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x : tensor<2x1x4x6xf32>) outs(%e4 : tensor<2x1x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 0.25 : f32
    %v = arith.mulf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<2x1x4x6xf32>
  return %r : tensor<2x1x4x6xf32>
}

// Near miss: the expanded scores / 3 (1/3 is rounded).
// CHECK-LABEL: func.func @near_miss_expanded_div_3(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @near_miss_expanded_div_3(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<1x2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %x = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 2, 4, 6] : tensor<2x4x6xf32> into tensor<1x2x4x6xf32>
  %e4 = tensor.empty() : tensor<1x2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x : tensor<1x2x4x6xf32>) outs(%e4 : tensor<1x2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 3.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x6xf32>
  return %r : tensor<1x2x4x6xf32>
}

// Near miss: the unscaled expanded scores are returned too; alpha would
// scale them as well.
// CHECK-LABEL: func.func @near_miss_expanded_scores_used_twice(
// CHECK: kernel.launch @batch_gemm(%[[AL:[a-z0-9_]+]],
// CHECK: linalg.generic
// CHECK: arith.divf
func.func @near_miss_expanded_scores_used_twice(%a: tensor<2x4x5xf32>, %b: tensor<2x5x6xf32>) -> (tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %s = linalg.batch_matmul ins(%a, %b : tensor<2x4x5xf32>, tensor<2x5x6xf32>) outs(%f : tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
  %x = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [1, 2, 4, 6] : tensor<2x4x6xf32> into tensor<1x2x4x6xf32>
  %e4 = tensor.empty() : tensor<1x2x4x6xf32>
  %r = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x : tensor<1x2x4x6xf32>) outs(%e4 : tensor<1x2x4x6xf32>) {
  ^bb0(%in: f32, %o: f32):
    %d = arith.constant 8.0 : f32
    %v = arith.divf %in, %d : f32
    linalg.yield %v : f32
  } -> tensor<1x2x4x6xf32>
  return %r, %x : tensor<1x2x4x6xf32>, tensor<1x2x4x6xf32>
}
