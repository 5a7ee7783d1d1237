// kmatch-verify --specials puts NaN, +-inf and +-0 into the inputs and
// compares zeros by sign. A relu fused into oneDNN's gemm turns a NaN into 0
// where the IR's maximumf keeps it (README, kmatch.nan_exact): outside
// kmatch.nan_exact that is a documented divergence, and --specials reports it
// as a FAIL marked as such; under kmatch.nan_exact the relu stays on the
// default path and the same function passes. Without --specials neither
// fails.
// RUN: kmatch-verify %s | FileCheck %s --check-prefix=PLAIN
// RUN: not kmatch-verify %s --specials --seed=2 --json=%t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// PLAIN-DAG: PASS @relu_outside (launches: gemm_bias_act;
// PLAIN-DAG: PASS @relu_nan_exact (launches: gemm;
// PLAIN: kmatch-verify: 2 functions, 2 rewritten, 0 failures, 0 skipped{{$}}
// CHECK-DAG: FAIL @relu_outside (launches: gemm_bias_act; max rel err INF) [recorded value #0 element {{[0-9]+}}: original nan, rewritten +0] [not under kmatch.nan_exact
// CHECK-DAG: PASS @relu_nan_exact (launches: gemm;
// CHECK: kmatch-verify: 2 functions, 2 rewritten, 1 failures, 0 skipped (with specials; 1 of the failures outside kmatch.nan_exact)
// JSON-DAG: "failures_outside_nan_exact": 1
// JSON-DAG: "nan_exact": false
// JSON-DAG: "nan_exact": true

#id = affine_map<(m, n) -> (m, n)>
#col = affine_map<(m, n) -> (n)>

func.func @relu_outside(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

func.func @relu_nan_exact(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bias: tensor<4xf32>) -> tensor<8x4xf32> attributes {kmatch.nan_exact} {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%f : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
    ins(%mm, %bias : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %bb: f32, %o: f32):
    %s = arith.addf %x, %bb : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}
